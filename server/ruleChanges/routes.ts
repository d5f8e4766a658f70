import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { approveRuleChange, pendingRuleChangeCount, rejectRuleChange, ruleChangeDetail, ruleChangeList } from './ruleChanges';

/** Every role sees what waits; administrators decide, an approval with the step-up since it changes a rule about money. */
const everyRole = { roles: ['reviewer', 'support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;

export function registerRuleChangeRoutes(routes: Routes, context: AppContext) {
  const { db } = context;
  routes.staff(endpoints.ruleChangeQuery, everyRole, ({ body }) => ruleChangeList(db, { status: body.status, kind: body.kind, order: body.sort_order, paging: body }));
  routes.staff(endpoints.ruleChangeDetail, everyRole, ({ body }) => ruleChangeDetail(db, body.id));
  routes.staff(endpoints.ruleChangePendingCount, everyRole, () => pendingRuleChangeCount(db));
  routes.staff(endpoints.ruleChangeApprove, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return approveRuleChange(context, staffActorOf(call), call.body.id);
  });
  routes.staff(endpoints.ruleChangeReject, adminOnly, (call) => rejectRuleChange(context, staffActorOf(call), call.body.id, call.body.reason));
}
