import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { viewsOfDeclared } from '../resourceLayer/resourceViews';
import { lazyPage } from '../widgets/lazyPage';
import type { ConsoleComposition } from './composeConsole';
import { menuPages, resourceNameOf, type MenuItem } from './menu';
import { ShownResourcesContext } from './shownResources';

type Page = ComponentType<{ item: MenuItem }>;

const withShown = new WeakMap<Page, Page>();

/**
 * A bespoke page that shows record screens inside itself, rendered once their declarations have loaded, with them
 * at hand (`useShownResource`).
 */
function pageWithShown(Page: Page, path: string, console: ConsoleComposition): Page {
  let made = withShown.get(Page);
  if (!made) {
    made = lazyPage<{ item: MenuItem }>(async () => {
      const shown = (await console.loadConfigs()).filter((config) => config.shownIn === path);
      return (props) => (
        <ShownResourcesContext.Provider value={shown}>
          <Page {...props} />
        </ShownResourcesContext.Provider>
      );
    });
    withShown.set(Page, made);
  }
  return made;
}

/**
 * Turns the registered menu into react-admin children: a <Resource> per record screen (its name is the menu path,
 * so its list lives at that path) and custom routes for bespoke pages.
 */
export function menuRouteElements(menu: MenuItem[], console: ConsoleComposition) {
  const pages = menuPages(menu);
  const menuScreens = new Map(console.screens.filter((screen) => screen.shownIn === undefined).map((screen) => [screen.name, screen]));
  return [
    ...pages.flatMap((item) => {
      const screen = menuScreens.get(resourceNameOf(item.path));
      if (!screen) return [];
      const { name, ...views } = viewsOfDeclared(screen, console.loadConfigs);
      return [<Resource key={item.path} name={name} options={{ label: item.lang }} {...views} />];
    }),
    <CustomRoutes key="bespoke">
      {pages.flatMap((item) => {
        const Page = console.pages.get(item.path);
        if (!Page) return [];
        const Shown = console.screens.some((screen) => screen.shownIn === item.path) ? pageWithShown(Page, item.path, console) : Page;
        return [<Route key={item.path} path={item.path} element={<Shown item={item} />} />];
      })}
    </CustomRoutes>,
  ];
}
