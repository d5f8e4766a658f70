import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { Messages } from '../../openapi/i18n/define';
import type { ApiLanguage } from '../../openapi/i18n/languages';
import type { ResourceEndpoints } from '../data/resourceEndpoints';
import type { DeclaredScreens } from '../resourceLayer/declaredScreens';
import type { AnyResourceConfig } from '../resourceLayer/defineResource';
import type { ScreenFacts } from '../resourceLayer/screenFacts';
import { menuGroups, menuOf, menuTitlesOf, type MenuGroups, type MenuItem, type MenuPage } from './menu';
import { iconOf } from './menuIcon';

/**
 * A bespoke page of the menu (the dashboard, account and security, …), declared once in its folder of src/pages
 * (`page.tsx`): its path, menu placement, title in the four languages, icon and component. The composition root
 * lists the declarations.
 */
export interface BespokePage extends MenuPage {
  icon: SvgIconComponent;
  component: ComponentType<{ item: MenuItem }>;
}

export const definePage = (page: BespokePage): BespokePage => page;

/** The console an entry point composes: what the shell, the routes and the data provider take. */
export interface ConsoleComposition {
  /** The spec's menu, stored client-side as `menus` when the routes are registered. */
  menu: MenuItem[];
  /** The menu titles, `kassa.menu.<lang>`, per language (plain text: i18next reads them as declared). */
  titles: Record<ApiLanguage, Messages>;
  /** Each menu page's icon, by path. */
  icons: ReadonlyMap<string, ComponentType>;
  screens: readonly ScreenFacts[];
  endpoints: Readonly<Record<string, ResourceEndpoints>>;
  /** The bespoke pages' components, by path. */
  pages: ReadonlyMap<string, ComponentType<{ item: MenuItem }>>;
  /** Fetches the record screens' declarations (with the first record screen, or the bespoke page showing one). */
  loadConfigs: () => Promise<readonly AnyResourceConfig[]>;
}

/**
 * What keeps the record screens and the bespoke pages from making one menu, each problem saying what to change:
 * every menu id and path is used once, every record screen has a menu entry or is shown inside a bespoke page, and
 * that page is declared.
 */
export function consoleProblems(declared: DeclaredScreens, pages: readonly BespokePage[], groups: MenuGroups = menuGroups): string[] {
  const problems: string[] = [];
  const entries = [...declared.menu, ...pages];
  const pagePaths = new Set(pages.map((page) => page.path));
  for (const [index, entry] of entries.entries()) {
    const group = entry.menu.group;
    if (group !== undefined && !Object.hasOwn(groups, group)) problems.push(`"${entry.path}" names the menu group "${group}", which this console has not: use one of ${Object.keys(groups).join(', ')}`);
    const first = entries.findIndex((other) => other.menu.id === entry.menu.id);
    if (first !== index) problems.push(`the menu id ${entry.menu.id} of "${entry.path}" is already the id of "${entries[first]!.path}": choose another`);
    if (entries.findIndex((other) => other.path === entry.path) !== index) problems.push(`the path "${entry.path}" is declared twice: keep one`);
  }
  for (const screen of declared.screens) {
    if (screen.shownIn === undefined && !declared.menu.some((page) => page.path === `/${screen.name}`)) {
      problems.push(`the resource "${screen.name}" has no place: give it a menu entry (menu, with its title in the labels) or shownIn a bespoke page`);
    }
    if (screen.shownIn !== undefined && !pagePaths.has(screen.shownIn)) {
      problems.push(
        `the resource "${screen.name}" is shown in "${screen.shownIn}", which is not a bespoke page: declare the page with definePage and list it ` +
          'in the composition root (consoles/console.ts), or give the resource a menu entry (menu) instead of shownIn',
      );
    }
  }
  return problems;
}

/**
 * The console of the given record screens (their facts) and bespoke pages, in the menu groups given (the merchant
 * console's by default); refuses a menu that does not add up.
 */
export function composeConsole(
  declared: DeclaredScreens,
  pages: readonly BespokePage[],
  loadConfigs: () => Promise<readonly AnyResourceConfig[]>,
  groups: MenuGroups = menuGroups,
): ConsoleComposition {
  const problems = consoleProblems(declared, pages, groups);
  if (problems.length > 0) throw new Error(`The console's menu: ${problems.join('; ')}`);
  const entries: MenuPage[] = [...declared.menu, ...pages];
  return {
    menu: menuOf(entries, groups),
    titles: menuTitlesOf(entries),
    icons: new Map<string, ComponentType>([...declared.menu.map((page) => [page.path, iconOf(page.icon)] as const), ...pages.map((page) => [page.path, page.icon] as const)]),
    screens: declared.screens,
    endpoints: declared.endpoints,
    pages: new Map(pages.map((page) => [page.path, page.component])),
    loadConfigs,
  };
}
