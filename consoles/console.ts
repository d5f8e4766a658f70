import { createDataProvider } from '../src/data/dataProvider';
import { httpClient } from '../src/data/httpClient';
import { addTranslations } from '../src/i18n/i18nProvider';
import { declaredScreens } from './declaredScreens.atBuild';
import { accountSecurityPage } from '../src/pages/accountSecurity/page';
import { apiManagementPage } from '../src/pages/apiManagement/page';
import { dashboardPage } from '../src/pages/dashboard/page';
import { reviewFreeLimitPage } from '../src/pages/reviewFreeLimit/page';
import { composeConsole, type BespokePage } from '../src/shell/composeConsole';

/*
 * The composition root of the merchant console: the record types of resources/ (their facts, worked out at build
 * time, and their declarations, fetched with the first record screen) and the bespoke pages of the menu. Only the
 * files of consoles/ import resources/; the layers below are handed what they need from here.
 */

/** The bespoke pages of the menu, each declared in its folder of src/pages. */
export const bespokePages: readonly BespokePage[] = [dashboardPage, accountSecurityPage, apiManagementPage, reviewFreeLimitPage];

export const loadResourceConfigs = () => import('../resources').then((registry) => registry.resourceConfigs);

export const kassaConsole = composeConsole(declaredScreens, bespokePages, loadResourceConfigs);

// The menu's titles, with the console before any page shows.
addTranslations('kassa.menu', kassaConsole.titles);

export const dataProvider = createDataProvider(httpClient, kassaConsole.endpoints);
