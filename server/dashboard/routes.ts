import { endpoints } from '../../openapi/endpoints';
import { actorOf, listAuditLog } from '../audit/audit';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { switchMarket } from './markets';
import { dashboardStats } from './stats';

/** The dashboard: its figures, the market switch, and the audit log shown in Account and security. */
export function registerDashboardRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.dashboardStats, ({ body, signedIn, now }) => dashboardStats(context.db, signedIn.merchantId, body.days, now, context.config.publicUrl));

  routes.signedIn(endpoints.marketSwitch, (call) => switchMarket(context, call, call.body, actorOf(call)));

  routes.signedIn(endpoints.auditLogQuery, ({ body, signedIn }) =>
    listAuditLog(context.db, {
      merchantId: signedIn.merchantId,
      action: body.action,
      start: body.start_time,
      end: body.end_time,
      keyword: body.keyword || undefined,
      order: body.sort_order,
      paging: body,
    }),
  );
}
