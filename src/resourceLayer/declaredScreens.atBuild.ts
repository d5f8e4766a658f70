import { resourceConfigs, type ResourceName } from '../../resources';
import type { ResourceEndpoints } from '../data/resourceEndpoints';
import { screenEndpointsOf, screenFactsOf, type ScreenFacts } from './screenFacts';

/*
 * The record screens declared in resources/, as the console's first load needs them: the shell's facts (routes, menu
 * badges) and the data provider's calls. Worked out at build time (`*.atBuild.ts`, vite.config.ts), so the first
 * load carries neither the declarations nor, through them, the zod contract, the forms' rules and every screen's
 * words; those come with the first record screen opened (resourceViews.tsx).
 */

export const declaredScreens: readonly ScreenFacts[] = resourceConfigs.map(screenFactsOf);

/** Every record screen's calls, keyed by resource name. */
export const resourceEndpoints = Object.fromEntries(resourceConfigs.map((config) => [config.name, screenEndpointsOf(config)])) as Readonly<
  Record<ResourceName, ResourceEndpoints>
>;
