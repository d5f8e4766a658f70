import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import { runTransaction } from '../db/transaction';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { enabledMarketsOf, findWalletUser } from '../walletUsers/repository';
import { payAdjustment } from './adjustments';
import { adjustmentView, listAdjustments } from './repository';

export function registerAdjustmentRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.adjustmentQuery, async ({ body, signedIn }) => {
    const { rows, total } = await listAdjustments(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      balanceType: body.balance_type,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(adjustmentView), total };
  });

  routes.signedIn(endpoints.adjustmentUserGet, async ({ body }) => {
    const user = await findWalletUser(context.db, body.receipt_user_id);
    if (!user) throw notFound('kassa.server.userNotFound', { uid: body.receipt_user_id });
    return { receipt_user_id: user.uid, receipt_nickname: user.nickname, coin_names: await enabledMarketsOf(context.db, user.uid) };
  });

  routes.signedIn(endpoints.adjustmentPlus, ({ body, signedIn, now, db }) =>
    runTransaction(db, (tx) => payAdjustment(tx, signedIn.merchantId, body, now)),
  );
}
