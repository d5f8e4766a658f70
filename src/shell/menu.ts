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
  /**
   * (added) The roles that may see the entry, for a console whose members have roles (the platform console): those
   * its calls admit. Absent: everyone who signed in.
   */
  roles?: readonly string[];
}

/**
 * The groups of the menu: fixed by the spec, so they are declared here once; a page names its group. Their titles
 * are `kassa.menu.<lang>` in src/i18n/shell.ts.
 */
export const menuGroups = {
  system: { id: 12, name: '系统管理', path: '/system', icon: 'settings', lang: 'system' },
} as const satisfies MenuGroups;

/** A console's titled groups of the menu, by the name its pages give as `group`. */
export type MenuGroups = Readonly<Record<string, { id: number; name: string; path: string; icon: string; lang: string }>>;

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
  /** A group of the console's `MenuGroups` (the merchant console's `menuGroups`). */
  group?: string;
  /** The roles that may see the page (see MenuItem.roles); a record screen's are its list call's. */
  roles?: readonly string[];
}

/** A page of the menu: its path, its placement and its title in the four languages. */
export interface MenuPage {
  path: string;
  menu: MenuPlacement;
  title: Readonly<Record<ApiLanguage, string>>;
}

const itemOf = (path: string, placement: { id: number; name: string; icon: string; lang: string; roles?: readonly string[] }, children?: MenuItem[]): MenuItem => ({
  id: placement.id,
  name: placement.name,
  meta: { icon: placement.icon },
  path,
  menu_type: children ? 'directory' : 'menu',
  lang: `kassa.menu.${placement.lang}`,
  children: children ?? [],
  ...(placement.roles ? { roles: placement.roles } : {}),
});

const byId = (a: MenuItem, b: MenuItem) => a.id - b.id;

/** The menu of the given pages: each in its group, groups and pages ordered by id; a group without pages is left out. */
export function menuOf(pages: readonly MenuPage[], groups: MenuGroups = menuGroups): MenuItem[] {
  const top = pages.filter((page) => page.menu.group === undefined).map((page) => itemOf(page.path, page.menu));
  const grouped = Object.entries(groups).flatMap(([name, group]) => {
    const children = pages.filter((page) => page.menu.group === name).map((page) => itemOf(page.path, page.menu));
    return children.length > 0 ? [itemOf(group.path, group, children.sort(byId))] : [];
  });
  return [...top, ...grouped].sort(byId);
}

/**
 * The part of a menu a member of `role` may see: the entries whose roles admit it (or that name none), and the groups
 * left with an entry. A console without roles (the merchant console) sees it all.
 */
export function menuFor(menu: readonly MenuItem[], role: unknown): MenuItem[] {
  return menu.flatMap((item) => {
    if (item.roles && !(typeof role === 'string' && item.roles.includes(role))) return [];
    if (item.menu_type !== 'directory') return [item];
    const children = menuFor(item.children, role);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
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
