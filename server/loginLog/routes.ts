import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { listLoginLogs } from './repository';

export function registerLoginLogRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.loginLogList, async ({ body, signedIn }) => {
    const { rows, paging } = await listLoginLogs(context.db, {
      merchantId: signedIn.merchantId,
      from: body.start_time ? new Date(body.start_time) : undefined,
      until: body.end_time ? new Date(body.end_time) : undefined,
      result: body.result,
      ipPrefix: body.keyword || undefined,
      // Newest first unless asked otherwise; create_time is the only sort field.
      order: body.sort_order,
      paging: body,
    });
    return {
      list: rows.map((row) => ({ id: row.id, create_time: row.createdAt.toISOString(), IP: row.ip, result: row.result })),
      ...paging,
    };
  });
}
