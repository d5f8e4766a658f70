import { resourceConfigs } from '../resources';
import { declaredScreensOf } from '../src/resourceLayer/declaredScreens';

/**
 * The record types of resources/ as the console's first load needs them (src/resourceLayer/declaredScreens.ts): worked
 * out at build time (`*.atBuild.ts`, vite.config.ts), so that the declarations come only with the first record screen.
 */
export const declaredScreens = declaredScreensOf(resourceConfigs);
