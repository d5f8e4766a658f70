import { listExportOf } from '../../openapi/listExport';
import { endpointsOf, type ResourceEndpoints } from '../data/resourceEndpoints';
import { filterOf } from './areas';
import { exportsOf, type AnyResourceConfig } from './defineResource';

/**
 * What the shell needs to know of a record screen before its declaration is loaded: its name, where it is shown,
 * which views it has besides its list, and the filter of its menu badge's count. Plain values, worked out from the
 * declaration (at build time for those of resources/, `declaredScreens.atBuild.ts`).
 */
export interface ScreenFacts {
  name: string;
  /** The bespoke page that shows the list inside itself; such a screen has no route. */
  shownIn?: string;
  /** A create page (a create form in a dialog lives on the list). */
  create: boolean;
  edit: boolean;
  /** A detail page. */
  show: boolean;
  /** The list-call filter whose count the menu entry shows. */
  badgeFilter?: Record<string, unknown>;
}

export function screenFactsOf(config: AnyResourceConfig): ScreenFacts {
  return {
    name: config.name,
    ...(config.shownIn !== undefined ? { shownIn: config.shownIn } : {}),
    create: config.capabilities.create === true && !config.create?.dialog,
    edit: config.capabilities.edit === true,
    show: config.detail !== undefined,
    ...(config.menuBadge ? { badgeFilter: filterOf(config, config.menuBadge.filter) } : {}),
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
