import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { registerRequestRoute } from '../reviewedOrders/routes';
import { fiatWithdrawalView, listFiatWithdrawals } from './repository';
import { requestFiatWithdrawal } from './withdrawals';

export function registerFiatRoutes(routes: Routes, context: AppContext) {
  registerRequestRoute(routes, context, endpoints.fiatWithdrawAdd, {
    stepUp: true,
    request: (tx, call, actor) => requestFiatWithdrawal(tx, call.signedIn.merchantId, call.body, call.now, actor),
  });

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
