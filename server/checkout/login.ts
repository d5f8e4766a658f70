/**
 * A payer signs in to a wallet account at the checkout, for one order: a slider token (spent whatever happens
 * next), the username and the password RSA-encrypted with the console's key (get_pub_key). Failures count as the
 * merchants' do (server/auth/lockout.ts: per username and IP with a progressive delay, a higher ceiling per username
 * across every IP, and per IP), in counters of their own; a payer session already open is never refused by them. Like the merchants' sign-in, an unknown username costs the same argon2 work and answers the same 4001.
 */
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { activeLock, clearAccountFailures, lockedError, recordFailure, type LockoutScope } from '../auth/lockout';
import { verifyPassword } from '../auth/passwords';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import { defaultLockoutPolicy, type LockoutPolicy } from '../config';
import type { AppContext } from '../context';
import { AppError, invalidInput } from '../http/errors';
import { readCheckoutOrder, refuseUnlessPayable } from './orderView';
import { findPayerByUsername, normalizePayerUsername, payerProfile } from './payers';
import { createPayerSession } from './sessions';
import { spendSliderToken } from './slider';

/** The payers' counters live beside the merchants' in login_throttles, under keys of their own. */
export const payerLockoutScope: LockoutScope = {
  pairKey: (username, ip) => `payer:pair:${username}|${ip}`,
  accountKey: (username) => `payer:user:${username}`,
  ipKey: (ip) => `payer:ip:${ip}`,
};

/** The merchants' numbers (config.ts, defaultLockoutPolicy); the payer's step-up counter is unused (the payment password has its own). */
export const payerLockoutPolicy: LockoutPolicy = defaultLockoutPolicy;

export const payerBadCredentials = () => new AppError(ResultCode.badCredentials, 'kassa.server.payerBadCredentials');

export async function signInPayer(context: AppContext, body: RequestOf<'checkoutLogin'>, ip: string, now: Date): Promise<ResponseOf<'checkoutLogin'>> {
  const { db } = context;
  const order = await readCheckoutOrder(context, body.order_id, now);
  refuseUnlessPayable(order);
  if (!(await spendSliderToken(db, body.slider_token, body.order_id, now))) throw invalidInput('slider_token', 'kassa.server.sliderExpired');

  const username = normalizePayerUsername(body.username);
  const lock = await activeLock(db, username, ip, now, payerLockoutScope);
  if (lock) throw lockedError(lock, now);

  const user = await findPayerByUsername(db, username);
  const password = decryptPassword(await loginKeyPair(db, context.config.secretBox, now), body.password);
  // Verified even when decryption failed or the user is unknown, so every failure costs the same time.
  const passwordOk = (await verifyPassword(user?.passwordHash ?? undefined, password ?? '')) && password !== null;
  if (!user || !passwordOk) {
    const newLock = await recordFailure(db, username, ip, now, payerLockoutPolicy, payerLockoutScope);
    throw newLock ? lockedError(newLock, now) : payerBadCredentials();
  }

  await clearAccountFailures(db, username, ip, payerLockoutScope);
  if (!order.publicId || !order.expiresAt) throw new Error(`recharge order ${order.id} is not an order of the merchant API`);
  const session = await createPayerSession(db, { uid: user.uid, orderPublicId: order.publicId, orderExpiresAt: order.expiresAt, ip, now });
  return {
    payer_token: session.token,
    expire_time: session.expiresAt.toISOString(),
    payer: await payerProfile(db, user, order.coinCode, now),
  };
}
