import { endpoints } from '../../openapi/endpoints';
import { listCoins, openMarketCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { balancesOf, merchantOwner } from '../ledger/ledger';
import { assetsOf } from './assets';

export function registerAssetRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.assetQuery, async ({ body, signedIn }) => {
    // The open markets, and any other coin the merchant still holds money in: a balance never hides.
    const open = await openMarketCoins(context.db, signedIn.merchantId);
    const held = await balancesOf(context.db, merchantOwner(signedIn.merchantId));
    const coins = (await listCoins(context.db)).filter(
      (coin) => (open.some((row) => row.code === coin.code) || held.has(coin.code)) && (!body.coin_name || coin.code === body.coin_name),
    );
    const list = await assetsOf(context.db, signedIn.merchantId, coins);
    return { list, total: list.length };
  });
}
