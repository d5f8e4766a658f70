import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AccountSecurityPage } from '../pages/accountSecurity';
import { resourceConfigs } from '../../resources';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';
import { resourceViews } from '../resourceLayer/resourceViews';
import { menuPages, resourceNameOf, type MenuItem } from './menu';
import { PlaceholderPage } from './pages';

/** Menu pages that are bespoke screens rather than record lists. */
const bespokePagePaths = new Set([
  '/payment/InstrumentPanel',
  '/system/AccountSecurity',
  '/api/ManagementIndex',
  '/withdraw/ImmunityTrial',
]);

/** The record screens declared in resources/, shown by the generic layer, by resource name. */
const declaredScreens: ReadonlyMap<string, AnyResourceConfig> = new Map(resourceConfigs.map((config) => [config.name, config]));

/** A record screen's <Resource> views: its declaration in resources/, else the placeholder. */
function recordScreen(item: MenuItem) {
  const config = declaredScreens.get(resourceNameOf(item.path));
  if (config) {
    const { name: _name, ...views } = resourceViews(config);
    return views;
  }
  return { list: <PlaceholderPage item={item} /> };
}

/** Each bespoke page that has landed; the others show the placeholder. */
const bespokePages: Readonly<Record<string, ReactElement>> = {
  '/system/AccountSecurity': <AccountSecurityPage />,
};

/**
 * Turns the registered menu into react-admin children: a <Resource> per record screen
 * (its name is the menu path, so its list lives at that path) and custom routes for bespoke pages.
 */
export function menuRouteElements(menu: MenuItem[]) {
  const pages = menuPages(menu);
  const records = pages.filter((item) => !bespokePagePaths.has(item.path));
  const bespoke = pages.filter((item) => bespokePagePaths.has(item.path));
  return [
    ...records.map((item) => (
      <Resource
        key={item.path}
        name={resourceNameOf(item.path)}
        options={{ label: item.lang }}
        {...recordScreen(item)}
      />
    )),
    <CustomRoutes key="bespoke">
      {bespoke.map((item) => (
        <Route key={item.path} path={item.path} element={bespokePages[item.path] ?? <PlaceholderPage item={item} />} />
      ))}
    </CustomRoutes>,
  ];
}
