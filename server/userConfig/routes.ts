import { endpoints } from '../../openapi/endpoints';
import { defaultLanguageSetting, languageSettings } from '../../openapi/i18n/languages';
import type { AppContext } from '../context';
import { marketSwitches } from '../dashboard/markets';
import type { Routes } from '../http/route';
import { readSetting } from '../platform/settings';

/** What the console reads after sign-in: languages offered, the merchant's market switch, support contacts. */
export function registerUserConfigRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.userConfigGet, async ({ signedIn }) => ({
    languages: [...languageSettings],
    default_language: defaultLanguageSetting,
    markets: await marketSwitches(context.db, signedIn.merchantId),
    support_contacts: await readSetting(context.db, 'support_contacts'),
  }));
}
