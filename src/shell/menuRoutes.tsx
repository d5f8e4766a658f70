import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { DashboardPage } from '../pages/dashboard';
import { lazyPage } from '../widgets/lazyPage';
import { declaredScreens } from '../resourceLayer/declaredScreens.atBuild';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';
import { viewsOfDeclared } from '../resourceLayer/resourceViews';
import type { ScreenFacts } from '../resourceLayer/screenFacts';
import { menuPages, resourceNameOf, type MenuItem } from './menu';

// The dashboard, where signing in leads, comes with the console; every other bespoke page is fetched when opened.
const AccountSecurityPage = lazyPage<{ item: MenuItem }>(() => import('../pages/accountSecurity').then((page) => page.AccountSecurityPage));
const ApiManagementPage = lazyPage<{ item: MenuItem }>(() => import('../pages/apiManagement').then((page) => page.ApiManagementPage));
const ReviewFreeLimitPage = lazyPage<{ item: MenuItem }>(() => import('../pages/reviewFreeLimit').then((page) => page.ReviewFreeLimitPage));

/**
 * The menu pages that are bespoke screens, by path; every other menu page is the record screen of resources/
 * named by its path. A bespoke page may show record screens of resources/ inside itself: those declare
 * `shownIn` with its path.
 */
export const bespokePages: Readonly<Record<string, ComponentType<{ item: MenuItem }>>> = {
  '/payment/InstrumentPanel': DashboardPage,
  '/system/AccountSecurity': AccountSecurityPage,
  '/api/ManagementIndex': ApiManagementPage,
  '/withdraw/ImmunityTrial': ReviewFreeLimitPage,
};

/** The record screens declared in resources/ that are menu pages, shown by the generic layer, by resource name. */
const menuScreens: ReadonlyMap<string, ScreenFacts> = new Map(
  declaredScreens.filter((screen) => screen.shownIn === undefined).map((screen) => [screen.name, screen]),
);

/**
 * What keeps the menu, the resources and the bespoke pages from being in step, each problem saying what to add:
 * every resource is a page of the menu, or is shown inside a bespoke page (`shownIn`), and every page of the menu
 * is exactly one resource or one bespoke page.
 */
export function registryProblems(
  menu: readonly MenuItem[],
  configs: readonly AnyResourceConfig[],
  bespoke: Readonly<Record<string, unknown>> = bespokePages,
): string[] {
  const pagePaths = new Set(menuPages([...menu]).map((item) => item.path));
  const resourcePaths = new Set(configs.filter((config) => config.shownIn === undefined).map((config) => `/${config.name}`));
  const problems: string[] = [];
  for (const config of configs) {
    if (config.shownIn === undefined || config.shownIn in bespoke) continue;
    problems.push(
      `the resource "${config.name}" is shown in "${config.shownIn}", which is not a bespoke page: add "${config.shownIn}" to bespokePages ` +
        'in src/shell/menuRoutes.tsx and render <ResourceList config={…} /> there, or remove shownIn to give the resource a menu page of its own',
    );
  }
  for (const path of resourcePaths) {
    if (!pagePaths.has(path)) problems.push(`the resource "${resourceNameOf(path)}" is not in the menu: add its page (path "${path}") to fixedMenu in src/shell/menu.ts`);
  }
  for (const path of Object.keys(bespoke)) {
    if (!pagePaths.has(path)) problems.push(`the bespoke page "${path}" is not in the menu: add its page to fixedMenu in src/shell/menu.ts`);
  }
  for (const path of pagePaths) {
    const isResource = resourcePaths.has(path);
    const isBespoke = path in bespoke;
    if (!isResource && !isBespoke) {
      problems.push(
        `the menu page "${path}" has neither a resource nor a bespoke page: declare resources/<file>.ts with name "${resourceNameOf(path)}" ` +
          'and list it in resources/index.ts, or add the page to bespokePages in src/shell/menuRoutes.tsx',
      );
    }
    if (isResource && isBespoke) problems.push(`the menu page "${path}" is both a resource and a bespoke page: keep one`);
  }
  return problems;
}

/**
 * Turns the registered menu into react-admin children: a <Resource> per record screen
 * (its name is the menu path, so its list lives at that path) and custom routes for bespoke pages.
 */
export function menuRouteElements(menu: MenuItem[]) {
  const pages = menuPages(menu);
  return [
    ...pages.flatMap((item) => {
      const screen = menuScreens.get(resourceNameOf(item.path));
      if (!screen) return [];
      const { name, ...views } = viewsOfDeclared(screen);
      return [<Resource key={item.path} name={name} options={{ label: item.lang }} {...views} />];
    }),
    <CustomRoutes key="bespoke">
      {pages.flatMap((item) => {
        const Page = bespokePages[item.path];
        return Page ? [<Route key={item.path} path={item.path} element={<Page item={item} />} />] : [];
      })}
    </CustomRoutes>,
  ];
}
