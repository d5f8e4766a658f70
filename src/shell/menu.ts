import type { ApiLanguage } from '../../openapi/i18n/languages';

/**
 * The fixed menu (spec section 2): identical for everyone, stored client-side as `menus`.
 * Shape of the spec's menu item: id, name, meta.icon, path, menu_type, lang, children.
 * `name` keeps the original Chinese title; what the console shows is the `lang` dictionary key.
 */
export interface MenuItem {
  id: number;
  name: string;
  meta: { icon: string };
  path: string;
  /** 'directory' groups children; 'menu' is a page. */
  menu_type: 'directory' | 'menu';
  lang: string;
  children: MenuItem[];
}

/**
 * The groups of the menu: fixed by the spec, so they are declared here once; a page names its group. Their titles
 * are `kassa.menu.<lang>` in src/i18n/shell.ts.
 */
export const menuGroups = {
  system: { id: 12, name: '系统管理', path: '/system', icon: 'settings', lang: 'system' },
} as const;

export type MenuGroup = keyof typeof menuGroups;

/**
 * Where a page sits in the menu, declared with the page (a record type's declaration, a bespoke page's): the spec's
 * `id` (which also orders the menu), its Chinese `name`, the `lang` of its title key `kassa.menu.<lang>`, its
 * `meta.icon` name, and the group it belongs to, if any.
 */
export interface MenuPlacement {
  id: number;
  name: string;
  lang: string;
  icon: string;
  group?: MenuGroup;
}

/** A page of the menu: its path, its placement and its title in the four languages. */
export interface MenuPage {
  path: string;
  menu: MenuPlacement;
  title: Readonly<Record<ApiLanguage, string>>;
}

const itemOf = (path: string, placement: { id: number; name: string; icon: string; lang: string }, children?: MenuItem[]): MenuItem => ({
  id: placement.id,
  name: placement.name,
  meta: { icon: placement.icon },
  path,
  menu_type: children ? 'directory' : 'menu',
  lang: `kassa.menu.${placement.lang}`,
  children: children ?? [],
});

const byId = (a: MenuItem, b: MenuItem) => a.id - b.id;

/** The menu of the given pages: each in its group, groups and pages ordered by id; a group without pages is left out. */
export function menuOf(pages: readonly MenuPage[]): MenuItem[] {
  const top = pages.filter((page) => page.menu.group === undefined).map((page) => itemOf(page.path, page.menu));
  const groups = Object.entries(menuGroups).flatMap(([name, group]) => {
    const children = pages.filter((page) => page.menu.group === name).map((page) => itemOf(page.path, page.menu));
    return children.length > 0 ? [itemOf(group.path, group, children.sort(byId))] : [];
  });
  return [...top, ...groups].sort(byId);
}

/** The menu titles of the pages, `kassa.menu.<lang>`, one dictionary area per language. */
export function menuTitlesOf(pages: readonly MenuPage[]): Record<ApiLanguage, { kassa: { menu: Record<string, string> } }> {
  const titles = (language: ApiLanguage) => ({ kassa: { menu: Object.fromEntries(pages.map((page) => [page.menu.lang, page.title[language]])) } });
  return { en: titles('en'), zh_Hans: titles('zh_Hans'), zh_Hant: titles('zh_Hant'), vi: titles('vi') };
}

/** Every page of a menu tree, groups flattened away. */
export function menuPages(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => (item.menu_type === 'directory' ? menuPages(item.children) : [item]));
}

/** A react-admin resource name is its menu path without the leading slash. */
export const resourceNameOf = (path: string) => path.replace(/^\//, '');
