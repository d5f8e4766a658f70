import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { fiatWithdrawalView, listFiatWithdrawals } from './repository';
import { requestFiatWithdrawal } from './withdrawals';

export function registerFiatRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.fiatWithdrawAdd, (call) =>
    runTransaction(call.db, async (tx) => {
      const { body, signedIn, now } = call;
      const order = await requestFiatWithdrawal(tx, signedIn.merchantId, body, now);
      // Proved after the method, the amount and the balance, so a refused request spends no code (see transfers/routes.ts).
      await requireStepUp(context, call, body.google_code, { tx });
      await audit(tx, actorOf(call), 'fiat_withdrawal_request', {
        target: order.order_no,
        after: {
          payment_method_id: String(order.payment_method_id),
          trade_count: `${order.trade_count} ${order.abbreviation}`,
          count: `${order.count} ${order.out_abbreviation}`,
        },
      });
      return order;
    }),
  );

  routes.signedIn(endpoints.fiatWithdrawQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listFiatWithdrawals(context.db, {
      merchantId: signedIn.merchantId,
      status: body.status,
      abbreviation: body.abbreviation,
      start: body.start_time,
      end: body.end_time,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map(fiatWithdrawalView), ...paging };
  });
}
