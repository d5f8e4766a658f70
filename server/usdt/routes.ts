import { endpoints } from '../../openapi/endpoints';
import { assetsOf } from '../assets/assets';
import { listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { registerRequestRoute } from '../reviewedOrders/routes';
import { listUsdtRecharges, listUsdtWithdrawals, usdtRechargeView, usdtWithdrawalView } from './repository';
import { declareUsdtRecharge, requestUsdtWithdrawal, usdtSettingsOf, usdtSettingView } from './trade';

export function registerUsdtRoutes(routes: Routes, context: AppContext) {
  // The merchant's own deposit addresses are given from the pool when its form first reads them.
  routes.signedIn(endpoints.usdtSettingQuery, ({ signedIn, now }) => usdtSettingView(context.db, signedIn.merchantId, now));

  // The balances of the coins USDT trades against: what a withdrawal can be paid from.
  routes.signedIn(endpoints.usdtAssetsQuery, async ({ body, signedIn }) => {
    const settings = await usdtSettingsOf(context.db);
    const coins = (await listCoins(context.db)).filter(
      (coin) => settings.rates.some((rate) => rate.coin_name === coin.code) && (!body.coin_name || coin.code === body.coin_name),
    );
    const list = await assetsOf(context.db, signedIn.merchantId, coins);
    return { list, total: list.length };
  });

  registerRequestRoute(routes, context, endpoints.usdtRechargeAdd, {
    stepUp: false,
    request: (tx, call, actor) => declareUsdtRecharge(tx, call.signedIn.merchantId, call.body, call.now, actor),
  });

  routes.signedIn(endpoints.usdtRechargeQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listUsdtRecharges(context.db, {
      merchantId: signedIn.merchantId,
      status: body.status,
      network: body.network,
      coin: body.in_abbreviation,
      start: body.start_time,
      end: body.end_time,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map((row) => usdtRechargeView(row.order, row.merchantName)), ...paging };
  });

  registerRequestRoute(routes, context, endpoints.usdtWithdrawAdd, {
    stepUp: true,
    request: (tx, call, actor) => requestUsdtWithdrawal(tx, call.signedIn.merchantId, call.body, call.now, actor),
  });

  routes.signedIn(endpoints.usdtWithdrawQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listUsdtWithdrawals(context.db, {
      merchantId: signedIn.merchantId,
      status: body.status,
      network: body.network,
      coin: body.out_abbreviation,
      start: body.start_time,
      end: body.end_time,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map(usdtWithdrawalView), ...paging };
  });
}
