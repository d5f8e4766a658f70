import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import type { Routes } from '../http/route';
import { sentLinkOnly } from '../mail/enrolmentLinks';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { merchantFeeSchedule } from './feeSchedule';
import { createPlatformMerchant, listMerchants, merchantDetail, merchantOfId, setPlatformMerchantStatus } from './merchants';
import { listWalletUsers, setWalletUserStatus, walletUserDetail } from './walletUsers';

/** Every role reads merchants; support and administrators read wallet users; only administrators change anything. */
const merchantReaders = { roles: ['reviewer', 'support', 'admin'] } as const;
const walletUserReaders = { roles: ['support', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;

export function registerPlatformMerchantRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  routes.staff(endpoints.platformMerchantQuery, merchantReaders, ({ body }) =>
    listMerchants(db, {
      status: body.status,
      kycStatus: body.kyc_status,
      keyword: body.keyword || undefined,
      start: body.start_time,
      end: body.end_time,
      order: body.sort_order,
      paging: body,
    }),
  );

  routes.staff(endpoints.platformMerchantDetail, merchantReaders, ({ body }) => merchantDetail(db, body.merchant_id));

  routes.staff(endpoints.platformMerchantCreate, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    const agent = call.body.agent_id === undefined ? null : await merchantOfId(db, call.body.agent_id);
    // The operator's link goes to the operator's contact: the answer says where, never the link.
    const { username, name, account_type: accountType, email, phone, language } = call.body;
    return sentLinkOnly(await createPlatformMerchant(context, staffActorOf(call), { username, name, accountType, agentId: agent?.id ?? null, email, phone, language: language ?? call.language }));
  });

  for (const [endpoint, status] of [
    [endpoints.platformMerchantSuspend, 'suspended'],
    [endpoints.platformMerchantResume, 'normal'],
  ] as const) {
    routes.staff(endpoint, adminOnly, async (call) => {
      await requireStaffStepUp(context, call, call.body.google_code);
      const merchant = await merchantOfId(db, call.body.merchant_id);
      return setPlatformMerchantStatus(context, staffActorOf(call), merchant.id, status, call.body.reason);
    });
  }

  routes.staff(endpoints.platformMerchantFeeQuery, adminOnly, ({ body }) => merchantFeeSchedule(db, body.merchant_id));

  routes.staff(endpoints.platformMerchantFeeSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    const { google_code: _code, effective_time, ...change } = call.body;
    return proposeRuleChange(context, staffActorOf(call), 'merchant_fee_rates', change, effective_time === undefined ? undefined : new Date(effective_time));
  });

  routes.staff(endpoints.platformWalletUserQuery, walletUserReaders, ({ body }) =>
    listWalletUsers(db, { status: body.status, keyword: body.keyword || undefined, order: body.sort_order, paging: body }),
  );

  routes.staff(endpoints.platformWalletUserDetail, walletUserReaders, ({ body, now }) => walletUserDetail(db, body.uid, now));

  for (const [endpoint, status] of [
    [endpoints.platformWalletUserSuspend, 'suspended'],
    [endpoints.platformWalletUserResume, 'active'],
  ] as const) {
    routes.staff(endpoint, adminOnly, async (call) => {
      await requireStaffStepUp(context, call, call.body.google_code);
      return setWalletUserStatus(db, staffActorOf(call), call.body.uid, status, call.body.reason);
    });
  }
}
