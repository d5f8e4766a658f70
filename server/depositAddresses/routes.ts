import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { depositAddressCounts, depositAddressPool } from './pool';

/**
 * Every role reads the pool, as the settings. An administrator proposes an address, with the step-up; it enters the
 * pool once another approves it (server/ruleChanges/, kind `deposit_address`).
 */
const everyRole = { roles: ['reviewer', 'support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;

export function registerDepositAddressRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  routes.staff(endpoints.platformDepositAddressQuery, everyRole, ({ body }) =>
    depositAddressPool(db, {
      network: body.network,
      state: body.state,
      merchantId: body.merchant_id,
      keyword: body.keyword || undefined,
      sort: body.sort_field ?? 'added_time',
      order: body.sort_order,
      paging: body,
    }),
  );

  routes.staff(endpoints.platformDepositAddressCounts, everyRole, () => depositAddressCounts(db));

  routes.staff(endpoints.platformDepositAddressAdd, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return proposeRuleChange(context, staffActorOf(call), 'deposit_address', { network: call.body.network, address: call.body.address });
  });
}
