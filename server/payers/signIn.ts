/**
 * A payer proves who they are with a username and a password RSA-encrypted with the console's key (get_pub_key), at
 * the checkout and in the wallet alike: one account, one count of failures. Failures count as the merchants' do
 * (server/auth/lockout.ts: per username and IP with a progressive delay, a higher ceiling per username across every
 * IP, and per IP), in counters of their own. Like the merchants' sign-in, an unknown username costs the same argon2
 * work and answers the same 4001.
 */
import { ResultCode } from '../../openapi/codes';
import { activeLock, clearAccountFailures, lockedError, recordFailure, type LockoutScope } from '../auth/lockout';
import { verifyPassword } from '../auth/passwords';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { defaultLockoutPolicy, type LockoutPolicy } from '../config';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { WalletUser } from '../walletUsers/repository';
import { findPayerByUsername, normalizePayerUsername } from './payers';

/** The payers' counters live beside the merchants' in login_throttles, under keys of their own. */
export const payerLockoutScope: LockoutScope = {
  pairKey: (username, ip) => `payer:pair:${username}|${ip}`,
  accountKey: (username) => `payer:user:${username}`,
  ipKey: (ip) => `payer:ip:${ip}`,
  // Unused: the payment password has a lock of its own (server/payers/paymentPassword.ts).
  stepUpKey: (id) => `payer:stepup:${id}`,
};

/** The merchants' numbers (config.ts, defaultLockoutPolicy); the payer's step-up counter is unused (the payment password has its own). */
export const payerLockoutPolicy: LockoutPolicy = defaultLockoutPolicy;

export const payerBadCredentials = () => new AppError(ResultCode.badCredentials, 'kassa.server.payerBadCredentials');

/** The payer whose username and encrypted password these are; 4001 (or 4002 once locked) otherwise. */
export async function verifyPayerSignIn(context: AppContext, credentials: { username: string; password: string }, ip: string, now: Date): Promise<WalletUser> {
  const { db } = context;
  const username = normalizePayerUsername(credentials.username);
  const lock = await activeLock(db, username, ip, now, payerLockoutScope);
  if (lock) throw lockedError(lock, now);

  const user = await findPayerByUsername(db, username);
  const password = decryptPassword(await loginKeyPair(db, context.config.secretBox, now), credentials.password);
  // Verified even when decryption failed or the user is unknown, so every failure costs the same time.
  const passwordOk = (await verifyPassword(user?.passwordHash ?? undefined, password ?? '')) && password !== null;
  if (!user || !passwordOk) {
    const newLock = await recordFailure(db, username, ip, now, payerLockoutPolicy, payerLockoutScope);
    throw newLock ? lockedError(newLock, now) : payerBadCredentials();
  }
  await clearAccountFailures(db, username, ip, payerLockoutScope);
  // Said only once the password was right, as the staff's suspension is: a guess learns nothing from it.
  if (user.status === 'suspended') throw new AppError(ResultCode.forbidden, 'kassa.server.payerSuspended', {}, null, 403);
  return user;
}
