import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { coinView, listCoins, openMarketCoins } from './repository';

export function registerCoinRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.coinList, async ({ signedIn }) => {
    const rows = await openMarketCoins(context.db, signedIn.merchantId);
    return { list: rows.map(coinView), total: rows.length };
  });

  routes.signedIn(endpoints.systemCoinQuery, async ({ body }) => {
    const rows = await listCoins(context.db, { code: body.coin_name, coinType: body.coin_type });
    return { list: rows.map(coinView), total: rows.length };
  });
}
