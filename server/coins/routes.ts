import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { exportMerchant } from '../export/merchant';
import type { Routes } from '../http/route';
import { comingFeeChangesOf } from '../ruleChanges/feeNotices';
import { coinView, listCoins, openMarketCoins } from './repository';

export function registerCoinRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.coinList, async ({ signedIn }) => {
    const rows = await openMarketCoins(context.db, signedIn.merchantId);
    return { list: rows.map(coinView), total: rows.length };
  });

  // The merchant is told of a fee change before it pays it: the console states these times in the merchant's zone.
  routes.signedIn(endpoints.coinFeeNotice, async ({ signedIn, now }) => {
    const list = await comingFeeChangesOf(context.db, signedIn.merchantId, now);
    return { list, total: list.length, time_zone: (await exportMerchant(context.db, signedIn.merchantId)).timeZone };
  });

  routes.signedIn(endpoints.systemCoinQuery, async ({ body }) => {
    const rows = await listCoins(context.db, { code: body.coin_name, coinType: body.coin_type });
    return { list: rows.map(coinView), total: rows.length };
  });
}
