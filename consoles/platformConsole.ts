import { createDataProvider } from '../src/data/dataProvider';
import { addTranslations } from '../src/i18n/i18nProvider';
import { staffHttpClient } from '../src/platform/data/staffHttp';
import { platformMenuGroups } from '../src/platform/menu';
import { accountPage } from '../src/platform/pages/account/page';
import { homePage } from '../src/platform/pages/home/page';
import { settingsPage } from '../src/platform/pages/settings/page';
import { platformScreens } from './platformScreens.atBuild';
import { composeConsole, type BespokePage } from '../src/shell/composeConsole';

/*
 * The composition root of the platform console (/platform/): the platform's record types of resources/platform/ and
 * its bespoke pages, on the same layer as the merchant console (consoles/console.ts), in the platform's menu groups, with
 * the staff session's HTTP client. Only the files of consoles/ import resources/.
 */

/** The bespoke pages of the platform's menu, each declared in its folder of src/platform/pages. */
export const platformPages: readonly BespokePage[] = [homePage, settingsPage, accountPage];

export const loadPlatformConfigs = () => import('../resources/platform').then((registry) => registry.platformResourceConfigs);

export const platformConsole = composeConsole(platformScreens, platformPages, loadPlatformConfigs, platformMenuGroups);

// The menu's titles, with the console before any page shows (named apart from the merchant console's).
addTranslations('kassa.menu.platform', platformConsole.titles);

export const platformDataProvider = createDataProvider(staffHttpClient, platformConsole.endpoints);
