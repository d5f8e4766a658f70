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
 * (src/declaredScreens.atBuild.ts), so the first load carries neither the declarations nor, through them, the zod
 * contract, the forms' rules and every screen's words; those come with the first record screen opened.
 */
export interface DeclaredScreens {
  screens: readonly ScreenFacts[];
  menu: readonly ScreenMenuPage[];
  /** Every record screen's calls, keyed by resource name. */
  endpoints: Readonly<Record<string, ResourceEndpoints>>;
}

export function declaredScreensOf(configs: readonly AnyResourceConfig[]): DeclaredScreens {
  return {
    screens: configs.map(screenFactsOf),
    menu: configs.flatMap((config) =>
      config.menu
        ? [
            {
              path: `/${config.name}`,
              menu: config.menu,
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
  return endpointsOf({ ...config.api, ...(exportsOf(config) ? { export: listExportOf(config.api.list) } : {}) });
}
