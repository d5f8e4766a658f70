/**
 * Staff sign-in, as the operators' (server/auth/login.ts): username, password RSA-encrypted with the key of
 * get_pub_key, authenticator code. Every wrong answer is the same 4001, an unknown username costs the same argon2
 * work, and the sign-in gate and its counters are the operators' (server/auth/signInGate.ts), with counters of their own. A suspended
 * member is told so only once the credentials are proven. Where the platform requires passkeys, a member who has one
 * signs in with it only (server/passkeys/staff.ts).
 */
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import type { LockoutScope, SignInSource } from '../auth/lockout';
import { openSignIn, signInFailed, signInSucceeded, type SignInCall, type SignInGate } from '../auth/signInGate';
import { badCredentials } from '../auth/login';
import { verifyPassword } from '../auth/passwords';
import { normalizeUsername } from '../auth/repository';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { totpStepOf } from '../auth/totp';
import type { AppContext } from '../context';
import { runTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { platformAudit } from './audit';
import { findStaffByUsername, spendStaffTotpStep, staffTotpSecretOf, type StaffRecord } from './repository';
import { staffMustUsePasskeys } from '../passkeys/requirement';
import { createStaffSession, staffSessionPolicy } from './sessions';

/** The staff's counters live beside the operators' and the payers' in login_throttles, under keys of their own. */
export const staffLockoutScope: LockoutScope = {
  name: 'staff',
  pairKey: (username, ip) => `staff:pair:${username}|${ip}`,
  accountKey: (username) => `staff:user:${username}`,
  ipKey: (ip) => `staff:ip:${ip}`,
  stepUpKey: (id) => `staff:stepup:${id}`,
};

export const staffSignInGate: SignInGate = { scope: staffLockoutScope, group: 'staffSignIn' };

export const staffSuspended = () => new AppError(ResultCode.forbidden, 'kassa.server.staffSuspended', {}, null, 403);

export async function staffSignIn(
  context: AppContext,
  body: RequestOf<'staffSignIn'>,
  ip: string,
  now: Date,
  userAgent: string | null,
  call: Omit<SignInCall, 'ip' | 'now' | 'answer'> = {},
): Promise<ResponseOf<'staffSignIn'>> {
  const { db, config } = context;
  const username = normalizeUsername(body.username);
  const source = await openSignIn(context, staffSignInGate, username, { ...call, ip, now, answer: body });

  const member = await findStaffByUsername(db, username);
  const password = decryptPassword(await loginKeyPair(db, config.secretBox, now), body.password);
  // Verified even when decryption failed or the member is unknown, so every failure costs the same time.
  const passwordOk = (await verifyPassword(member?.passwordHash, password ?? '')) && password !== null;
  const step = member && passwordOk ? totpStepOf(staffTotpSecretOf(config.secretBox, member), body.google_code, now) : null;
  const codeOk = member !== undefined && step !== null && (await spendStaffTotpStep(db, member.id, step));
  if (!member || !codeOk) {
    throw await signInFailed(context, staffSignInGate, source, now, badCredentials);
  }
  if (member.status !== 'active') throw staffSuspended();
  if (await staffMustUsePasskeys(db, member.id)) throw new AppError(ResultCode.forbidden, 'kassa.server.passkeyRequiredForSignIn');
  return admitStaff(context, member, ip, now, userAgent, 'staff_sign_in', member.username, { source, reply: call.reply });
}

/**
 * The end of every staff sign-in whose credentials are proven (password and code, or a passkey): suspension, then the
 * session, written to the platform audit log as `action` with `target`. A password sign-in (`signedIn`) clears its
 * failure counts and gives the device its token.
 */
export async function admitStaff(
  context: AppContext,
  member: StaffRecord,
  ip: string,
  now: Date,
  userAgent: string | null,
  action: 'staff_sign_in' | 'staff_passkey_sign_in',
  target: string,
  signedIn?: { source: SignInSource; reply?: SignInCall['reply'] },
): Promise<ResponseOf<'staffSignIn'>> {
  const { db } = context;
  if (member.status !== 'active') throw staffSuspended();
  if (signedIn) await signInSucceeded(context, staffSignInGate, signedIn.source, { now, reply: signedIn.reply });
  const policy = staffSessionPolicy(context);
  const { token, expiresAt } = await runTransaction(db, async (tx) => {
    const session = await createStaffSession(tx, { staffId: member.id, ip, userAgent, now, policy });
    await platformAudit(tx, { staffId: member.id, username: member.username, role: member.role, ip, at: now }, action, { target });
    return session;
  });
  return {
    staff_token: token,
    expire_time: expiresAt.toISOString(),
    staff: { id: member.id, username: member.username, role: member.role, step_up_until: null },
  };
}
