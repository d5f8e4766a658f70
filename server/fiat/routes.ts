import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { pageOf } from '../db/filters';
import { runTransaction } from '../db/transaction';
import type { Routes } from '../http/route';
import { fiatWithdrawalView, listFiatWithdrawals } from './repository';
import { requestFiatWithdrawal } from './withdrawals';

export function registerFiatRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.fiatWithdrawAdd, ({ body, signedIn, now, db }) =>
    runTransaction(db, (tx) => requestFiatWithdrawal(tx, signedIn.merchantId, body, now)),
  );

  routes.signedIn(endpoints.fiatWithdrawQuery, async ({ body, signedIn }) => {
    const { rows, total } = await listFiatWithdrawals(context.db, {
      merchantId: signedIn.merchantId,
      status: body.status,
      abbreviation: body.abbreviation,
      start: body.start_time,
      end: body.end_time,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      ...pageOf(body),
    });
    return { list: rows.map(fiatWithdrawalView), total };
  });
}
