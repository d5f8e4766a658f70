import { merchants } from './merchants';
import { walletUsers } from './walletUsers';

/**
 * Every record screen of the platform console (/platform/), one declaration each (resources/platform/<name>/):
 * the platform console's composition root (src/platformConsole.ts) takes them from here.
 */
export const platformResourceConfigs = [merchants, walletUsers] as const;

export type PlatformResourceName = (typeof platformResourceConfigs)[number]['name'];
