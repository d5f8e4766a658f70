import { createDataProvider } from './data/dataProvider';
import { httpClient } from './data/httpClient';
import { addTranslations } from './i18n/i18nProvider';
import { declaredScreens } from './declaredScreens.atBuild';
import { accountSecurityPage } from './pages/accountSecurity/page';
import { apiManagementPage } from './pages/apiManagement/page';
import { dashboardPage } from './pages/dashboard/page';
import { reviewFreeLimitPage } from './pages/reviewFreeLimit/page';
import { composeConsole, type BespokePage } from './shell/composeConsole';

/*
 * The composition root of the merchant console: the record types of resources/ (their facts, worked out at build
 * time, and their declarations, fetched with the first record screen) and the bespoke pages of the menu. Only the
 * files at the top of src/ import resources/; everything under src/<folder>/ takes what it needs from here.
 */

/** The bespoke pages of the menu, each declared in its folder of src/pages. */
export const bespokePages: readonly BespokePage[] = [dashboardPage, accountSecurityPage, apiManagementPage, reviewFreeLimitPage];

export const loadResourceConfigs = () => import('../resources').then((registry) => registry.resourceConfigs);

export const kassaConsole = composeConsole(declaredScreens, bespokePages, loadResourceConfigs);

// The menu's titles, with the console before any page shows.
addTranslations('kassa.menu', kassaConsole.titles);

export const dataProvider = createDataProvider(httpClient, kassaConsole.endpoints);
