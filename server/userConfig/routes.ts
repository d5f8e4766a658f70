import { and, asc, eq } from 'drizzle-orm';
import { endpoints } from '../../openapi/endpoints';
import { defaultLanguageSetting, languageSettings } from '../../openapi/i18n/languages';
import type { AppContext } from '../context';
import { coins, merchantMarkets } from '../db/schema';
import type { Routes } from '../http/route';
import { readSetting } from '../platform/settings';

/** What the console reads after sign-in: languages offered, the merchant's market switch, support contacts. */
export function registerUserConfigRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.userConfigGet, async ({ signedIn }) => {
    const markets = await context.db
      .select({ coin_name: coins.code, enabled: merchantMarkets.enabled })
      .from(coins)
      // Every coin of the platform; a coin the merchant never switched on is off.
      .leftJoin(merchantMarkets, and(eq(merchantMarkets.coinCode, coins.code), eq(merchantMarkets.merchantId, signedIn.merchantId)))
      .orderBy(asc(coins.sortOrder));
    return {
      languages: [...languageSettings],
      default_language: defaultLanguageSetting,
      markets: markets.map((market) => ({ coin_name: market.coin_name, enabled: market.enabled ?? false })),
      support_contacts: await readSetting(context.db, 'support_contacts'),
    };
  });
}
