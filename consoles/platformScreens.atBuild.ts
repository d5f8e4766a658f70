import { platformResourceConfigs } from '../resources/platform';
import { declaredScreensOf } from '../src/resourceLayer/declaredScreens';

/**
 * The platform's record types (resources/platform/) as the platform console's first load needs them, worked out at
 * build time like the merchant console's (consoles/declaredScreens.atBuild.ts).
 */
export const platformScreens = declaredScreensOf(platformResourceConfigs);
