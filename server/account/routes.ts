import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { findUserById, findUserOfMerchant } from '../auth/repository';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { lastSuccessfulLogin } from '../loginLog/repository';
import { changePassword } from './password';
import { findReadableMerchant, type Merchant } from './repository';

/** `operatorId`: the operator signed in, for their own merchant; another merchant's detail names its first operator. */
async function detailOf(context: AppContext, merchant: Merchant, operatorId?: number): Promise<ResponseOf<'accountDetail'>> {
  const user = operatorId === undefined ? await findUserOfMerchant(context.db, merchant.id) : await findUserById(context.db, operatorId);
  const lastLogin = await lastSuccessfulLogin(context.db, merchant.id);
  return {
    merchant_id: String(merchant.id),
    username: user?.username ?? '',
    name: merchant.name,
    account_type: merchant.accountType,
    status: merchant.status,
    kyc_status: merchant.kycStatus,
    // Every operator gets an authenticator when the merchant is created; sign-in cannot work without one.
    google_bound: Boolean(user?.totpSecret),
    create_time: merchant.createdAt.toISOString(),
    update_time: merchant.updatedAt.toISOString(),
    last_login_time: lastLogin?.at.toISOString() ?? null,
    last_login_ip: lastLogin?.ip ?? null,
  };
}

export function registerAccountRoutes(routes: Routes, context: AppContext) {
  routes.signedIn(endpoints.accountDetail, async ({ body, signedIn }) => {
    const requested = body.merchant_id ?? String(signedIn.merchantId);
    // Merchant IDs here are digits; anything else names no merchant: the same answer as "not yours".
    const targetId = /^\d{1,9}$/.test(requested) ? Number(requested) : null;
    const merchant = targetId === null ? undefined : await findReadableMerchant(context.db, signedIn.merchantId, targetId);
    if (!merchant) throw notFound('kassa.server.merchantNotFound');
    return detailOf(context, merchant, merchant.id === signedIn.merchantId ? signedIn.merchantUserId : undefined);
  });

  routes.signedIn(endpoints.resetSelfPassword, ({ body, signedIn, ip, now, reply }) =>
    changePassword(context, signedIn, body, ip, now, reply),
  );
}
