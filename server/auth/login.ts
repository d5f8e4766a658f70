/**
 * Sign-in: username, RSA-encrypted password and authenticator code give a session token.
 *
 * Every wrong answer is the same 4001, whether the username, the password or the code was wrong,
 * and an unknown username costs the same argon2 work: nothing tells whether a username exists.
 * Before anything is checked, the sign-in gate (signInGate.ts) lets a known device through on its own counter and asks
 * any other browser behind hot counters for a challenge; failures count there (lockout.ts), never against a signed-in
 * session's step-up; every attempt lands in the login log.
 * Whitelist and suspension are checked only after the credentials are proven, for the same reason. A passkey sign-in
 * (server/passkeys/operators.ts) proves the credentials its own way and ends the same way (`admitOperator`).
 * An operator whose merchant requires passkeys, and who has one, is refused here even with the right password and
 * code: they are what a phishing page collects.
 */
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { findMerchant } from '../account/repository';
import type { AppContext } from '../context';
import { AppError, suspended } from '../http/errors';
import { recordLoginAttempt } from '../loginLog/repository';
import type { LoginResult } from '../db/schema';
import { operatorMustUsePasskeys } from '../passkeys/requirement';
import { isLoginIpAllowed } from '../whitelist/repository';
import type { FastifyReply } from 'fastify';
import { merchantLockoutScope, type SignInSource } from './lockout';
import { openSignIn, signInFailed, signInSucceeded, type SignInCall, type SignInGate } from './signInGate';
import { verifyPassword } from './passwords';
import { findUserByUsername, normalizeUsername, spendTotpStep, totpSecretOf, type MerchantUser } from './repository';
import { decryptPassword, loginKeyPair } from './rsaKeys';
import { createSession } from './sessions';
import { totpStepOf } from './totp';

export const badCredentials = () => new AppError(ResultCode.badCredentials, 'kassa.server.badCredentials');

/** The operators' sign-in gate: their counters, and the signIn group's per-username limit. */
export const operatorSignInGate: SignInGate = { scope: merchantLockoutScope, group: 'signIn' };

export async function signIn(
  context: AppContext,
  body: RequestOf<'login'>,
  ip: string,
  now: Date,
  userAgent: string | null = null,
  call: Omit<SignInCall, 'ip' | 'now' | 'answer'> = {},
): Promise<ResponseOf<'login'>> {
  const { db, config } = context;
  const username = normalizeUsername(body.username);
  const user = await findUserByUsername(db, username);
  const log: LoginAttemptLog = (result) => recordLoginAttempt(db, { merchantId: user?.merchantId ?? null, username, ip, result, at: now });

  let source: SignInSource;
  try {
    source = await openSignIn(context, operatorSignInGate, username, { ...call, ip, now, answer: body });
  } catch (error) {
    if (error instanceof AppError && error.code === ResultCode.locked) await log('locked');
    throw error;
  }

  const password = decryptPassword(await loginKeyPair(db, config.secretBox, now), body.password);
  // Verified even when decryption failed or the user is unknown, so every failure costs the same time.
  const passwordOk = (await verifyPassword(user?.passwordHash, password ?? '')) && password !== null;
  const step = user && passwordOk ? totpStepOf(totpSecretOf(config.secretBox, user), body.google_code, now) : null;
  const codeOk = user !== undefined && step !== null && (await spendTotpStep(db, user.id, step));

  if (!user || !codeOk) {
    await log('bad_credentials');
    throw await signInFailed(context, operatorSignInGate, source, now, badCredentials);
  }

  if (await operatorMustUsePasskeys(db, user.id)) {
    await log('passkey_required');
    throw new AppError(ResultCode.forbidden, 'kassa.server.passkeyRequiredForSignIn');
  }
  return admitOperator(context, user, ip, now, userAgent, log, { source, reply: call.reply });
}

/** Writes one sign-in attempt of an operator in the login log. */
export type LoginAttemptLog = (result: LoginResult) => Promise<void>;

/**
 * The end of every sign-in of an operator whose credentials are proven (password and code, or a passkey): the
 * merchant's suspension (512) and login whitelist (6034), then the session. A password sign-in (`signedIn`) clears
 * its failure counts and gives the device its token.
 */
export async function admitOperator(
  context: AppContext,
  user: Pick<MerchantUser, 'id' | 'merchantId' | 'username'>,
  ip: string,
  now: Date,
  userAgent: string | null,
  log: LoginAttemptLog,
  signedIn?: { source: SignInSource; reply?: FastifyReply | undefined },
): Promise<ResponseOf<'login'>> {
  const { db, config } = context;
  const merchant = await findMerchant(db, user.merchantId);
  if (!merchant || merchant.status === 'suspended') {
    await log('suspended');
    throw suspended(ip);
  }
  if (!(await isLoginIpAllowed(db, merchant.id, ip))) {
    await log('ip_not_allowed');
    throw new AppError(ResultCode.ipNotAllowed, 'kassa.server.ipNotAllowed', { ip }, { login_ip: ip });
  }

  if (signedIn) await signInSucceeded(context, operatorSignInGate, signedIn.source, { now, reply: signedIn.reply });
  const token = await createSession(db, {
    merchantUserId: user.id,
    ip,
    userAgent,
    now,
    policy: { idleTimeoutMs: config.sessionIdleTimeoutMs, lifetimeMs: config.sessionLifetimeMs },
  });
  await log('success');
  return { token, expire_time: new Date(now.getTime() + config.sessionLifetimeMs).toISOString() };
}
