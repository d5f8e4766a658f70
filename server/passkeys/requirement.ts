/**
 * The merchant's "require passkeys" setting as it applies to one operator (and the platform's, to one staff member): it holds once the merchant has set it and
 * the operator has at least one passkey. Then the operator's password sign-in and authenticator-code step-up are
 * refused (server/auth/login.ts, server/auth/authenticator.ts): the passkey, bound to this site's origin, is the only
 * way in and the only confirmation, so a password and a code phished in real time open nothing.
 *
 * A column, so the step-up reads it in the same statement as the operator (and the transfer's prebuilt read with it).
 */
import { and, eq, isNull, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { merchantUsers, passkeyCredentials, passkeyRequirements } from '../db/schema';
import { activePasskeysOf, passkeysRequiredIn, platformScope } from './repository';

/** Whether the operator of these columns (`merchant_users` or an alias of it) must use a passkey. */
export function passkeysRequiredColumn(operator: { id: Column; merchantId: Column }) {
  const required = sql`exists (select 1 from ${passkeyRequirements} where ${and(
    eq(passkeyRequirements.scopeKind, 'merchant'),
    sql`${passkeyRequirements.scopeId} = (${operator.merchantId})::text`,
    eq(passkeyRequirements.required, true),
  )})`;
  const hasPasskey = sql`exists (select 1 from ${passkeyCredentials} where ${and(
    eq(passkeyCredentials.principalKind, 'operator'),
    sql`${passkeyCredentials.principalId} = (${operator.id})::text`,
    isNull(passkeyCredentials.revokedAt),
  )})`;
  return sql<boolean>`(${required} and ${hasPasskey})`.mapWith(Boolean);
}

/** Whether this operator must use a passkey (the setting is on and the operator has one). */
export async function operatorMustUsePasskeys(db: Executor, merchantUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: passkeysRequiredColumn(merchantUsers) })
    .from(merchantUsers)
    .where(eq(merchantUsers.id, merchantUserId));
  return row?.required ?? false;
}

/**
 * Whether this staff member must use a passkey: the platform requires passkeys and the member has one. Then their
 * password sign-in and authenticator-code step-up are refused (server/staff/signIn.ts, server/staff/stepUp.ts).
 */
export async function staffMustUsePasskeys(db: Executor, staffId: number): Promise<boolean> {
  if (!(await passkeysRequiredIn(db, platformScope))) return false;
  return (await activePasskeysOf(db, { kind: 'staff', id: String(staffId) })).length > 0;
}
