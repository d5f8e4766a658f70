import { endpoints } from '../../openapi/endpoints';
import { actorOf, audit } from '../audit/audit';
import { requireStepUp } from '../auth/authenticator';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { enabledMarketsOf, findWalletUser } from '../walletUsers/repository';
import { payAdjustment } from './adjustments';
import { adjustmentView, listAdjustments } from './repository';

export function registerAdjustmentRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.adjustmentQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listAdjustments(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      balanceType: body.balance_type,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map(adjustmentView), ...paging };
  });

  routes.signedIn(endpoints.adjustmentUserGet, async ({ body }) => {
    const user = await findWalletUser(context.db, body.receipt_user_id);
    if (!user) throw notFound('kassa.server.userNotFound', { uid: body.receipt_user_id });
    return { receipt_user_id: user.uid, receipt_nickname: user.nickname, coin_names: await enabledMarketsOf(context.db, user.uid) };
  });

  // The payment and its audit record commit together (with the Idempotency-Key). It moves the merchant's money to
  // any wallet user, so it takes the step-up, proved after the other checks like a transfer's.
  routes.signedIn(endpoints.adjustmentPlus, (call) =>
    runTransaction(call.db, async (tx) => {
      const adjustment = await payAdjustment(tx, call.signedIn.merchantId, call.body, call.now);
      await requireStepUp(context, call, call.body.google_code, { tx });
      await audit(tx, actorOf(call), 'adjustment', {
        target: adjustment.serial_number,
        after: {
          receipt_user_id: adjustment.receipt_user_id,
          receipt_nickname: adjustment.receipt_nickname,
          balance_type: adjustment.balance_type,
          pay_amount: `${adjustment.pay_amount} ${adjustment.coin_name}`,
          remark: adjustment.remark,
        },
      });
      return adjustment;
    }),
  );
}
