import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { menuPages, resourceNameOf, type MenuItem } from './menu';
import { PlaceholderPage } from './pages';

/** Menu pages that are bespoke screens rather than record lists. */
const bespokePagePaths = new Set([
  '/payment/InstrumentPanel',
  '/system/AccountSecurity',
  '/api/ManagementIndex',
  '/withdraw/ImmunityTrial',
]);

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
        list={<PlaceholderPage item={item} />}
      />
    )),
    <CustomRoutes key="bespoke">
      {bespoke.map((item) => (
        <Route key={item.path} path={item.path} element={<PlaceholderPage item={item} />} />
      ))}
    </CustomRoutes>,
  ];
}
