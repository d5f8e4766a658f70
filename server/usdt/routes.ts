import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import { assetsOf } from '../assets/assets';
import { listCoins } from '../coins/repository';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { listUsdtRecharges, listUsdtWithdrawals, usdtRechargeView, usdtWithdrawalView } from './repository';
import { declareUsdtRecharge, requestUsdtWithdrawal, usdtSettingsOf, usdtSettingView } from './trade';

export function registerUsdtRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.usdtSettingQuery, async () => usdtSettingView(await usdtSettingsOf(context.db)));

  // The balances of the coins USDT trades against: what a withdrawal can be paid from.
  routes.signedIn(endpoints.usdtAssetsQuery, async ({ body, signedIn }) => {
    const settings = await usdtSettingsOf(context.db);
    const coins = (await listCoins(context.db)).filter(
      (coin) => settings.rates.some((rate) => rate.coin_name === coin.code) && (!body.coin_name || coin.code === body.coin_name),
    );
    const list = await assetsOf(context.db, signedIn.merchantId, coins);
    return { list, total: list.length };
  });

  routes.signedIn(endpoints.usdtRechargeAdd, (call) =>
    runTransaction(call.db, async (tx) => {
      const order = await declareUsdtRecharge(tx, call.signedIn.merchantId, call.body, call.now);
      await audit(tx, actorOf(call), 'usdt_recharge_request', {
        target: order.order_no,
        after: {
          network: order.network,
          txid: order.txid,
          trade_count: `${order.trade_count} ${order.abbreviation}`,
          count: `${order.count} ${order.in_abbreviation}`,
        },
      });
      return order;
    }),
  );

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

  routes.signedIn(endpoints.usdtWithdrawAdd, (call) =>
    runTransaction(call.db, async (tx) => {
      const { body, signedIn, now } = call;
      const order = await requestUsdtWithdrawal(tx, signedIn.merchantId, body, now);
      // Proved after the amount and the balance, so a refused request spends no code (see transfers/routes.ts).
      await requireStepUp(context, call, body.google_code, { tx });
      await audit(tx, actorOf(call), 'usdt_withdrawal_request', {
        target: order.order_no,
        after: {
          network: order.network,
          address: order.address,
          trade_count: `${order.trade_count} ${order.abbreviation}`,
          count: `${order.count} ${order.out_abbreviation}`,
        },
      });
      return order;
    }),
  );

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
