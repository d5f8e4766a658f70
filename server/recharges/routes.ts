import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { listRechargeOrders, rechargeView } from './repository';

export function registerRechargeRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.chargeRecordQuery, async ({ body, signedIn }) => {
    const { rows, paging } = await listRechargeOrders(context.db, {
      merchantId: signedIn.merchantId,
      coin: body.coin_name,
      start: body.start_time,
      end: body.end_time,
      status: body.status,
      orderFrom: body.order_from,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'create_time',
      order: body.sort_order,
      paging: body,
    });
    return { list: rows.map(rechargeView), ...paging };
  });
}
