import { apiLanguages } from '../../openapi/i18n/languages';
import { listExportOf } from '../../openapi/listExport';
import { endpointsOf, type ResourceEndpoints } from '../data/resourceEndpoints';
import type { MenuPage } from '../shell/menu';
import { shapeOf, type IconShape } from '../shell/menuIcon';
import { exportsOf, type AnyResourceConfig } from './defineResource';
import { screenFactsOf, type ScreenFacts } from './screenFacts';

/** A record screen's menu page: its placement and title from the declaration, its icon as shapes. */
export interface ScreenMenuPage extends MenuPage {
  icon: IconShape;
}

/**
 * What the console's first load needs of the record screens, as plain values: the shell's facts (routes, menu
 * badges), the menu pages and the data provider's calls. The composition root works them out at build time
 * (consoles/declaredScreens.atBuild.ts), so the first load carries neither the declarations nor, through them, the zod
 * contract, the forms' rules and every screen's words; those come with the first record screen opened.
 */
export interface DeclaredScreens {
  screens: readonly ScreenFacts[];
  menu: readonly ScreenMenuPage[];
  /** Every record screen's calls, keyed by resource name. */
  endpoints: Readonly<Record<string, ResourceEndpoints>>;
}

/**
 * Who may see a record screen's menu entry: the roles its declaration names, else those its list call admits (the
 * contract's `staff` roles of a platform call); none for a console without roles.
 */
function rolesOf(config: AnyResourceConfig): { roles?: string[] } {
  const roles = config.menu?.roles ?? config.api.list.staff;
  return roles ? { roles: [...roles] } : {};
}

export function declaredScreensOf(configs: readonly AnyResourceConfig[]): DeclaredScreens {
  return {
    screens: configs.map(screenFactsOf),
    menu: configs.flatMap((config) =>
      config.menu
        ? [
            {
              path: `/${config.name}`,
              menu: { ...config.menu, ...rolesOf(config) },
              title: Object.fromEntries(apiLanguages.map((language) => [language, String(config.labels[language].menu)])) as MenuPage['title'],
              icon: shapeOf(config.icon),
            },
          ]
        : [],
    ),
    endpoints: Object.fromEntries(configs.map((config) => [config.name, screenEndpointsOf(config)])),
  };
}

/** A record screen's calls: those its declaration names, and its list's export call when the list exports. */
export function screenEndpointsOf(config: AnyResourceConfig): ResourceEndpoints {
  const actions = (config.actions ?? []).flatMap((action) => (action.kind === 'reason' ? [[action.name, action.call.path] as const] : []));
  return {
    ...endpointsOf({ ...config.api, ...(exportsOf(config) ? { export: listExportOf(config.api.list) } : {}) }),
    ...(config.create?.created ? { createdRecord: config.create.created.record } : {}),
    ...(actions.length > 0 ? { actions: Object.fromEntries(actions) } : {}),
  };
}
