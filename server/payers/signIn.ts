/**
 * A payer proves who they are with a username and a password RSA-encrypted with the console's key (get_pub_key), at
 * the checkout and in the wallet alike: one account, one count of failures. Failures count as the merchants' do
 * (server/auth/lockout.ts: per username and IP with a progressive delay, a higher ceiling per username across every
 * IP, and per IP), in counters of their own. Like the merchants' sign-in, an unknown username costs the same argon2
 * work and answers the same 4001.
 */
import { ResultCode } from '../../openapi/codes';
import type { LockoutScope } from '../auth/lockout';
import { openSignIn, signInFailed, signInSucceeded, type SignInCall, type SignInGate } from '../auth/signInGate';
import { verifyPassword } from '../auth/passwords';
import { decryptPassword, loginKeyPair } from '../auth/rsaKeys';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';
import type { WalletUser } from '../walletUsers/repository';
import { findPayerByUsername, normalizePayerUsername } from './payers';

/** The payers' counters live beside the merchants' in login_throttles, under keys of their own. */
export const payerLockoutScope: LockoutScope = {
  name: 'payer',
  pairKey: (username, ip) => `payer:pair:${username}|${ip}`,
  accountKey: (username) => `payer:user:${username}`,
  ipKey: (ip) => `payer:ip:${ip}`,
  // Unused: the payment password has a lock of its own (server/payers/paymentPassword.ts).
  stepUpKey: (id) => `payer:stepup:${id}`,
};

/** One gate for the checkout's and the wallet's sign-in; the payer's step-up counter is unused (the payment password has its own). */
export const payerSignInGate: SignInGate = { scope: payerLockoutScope, group: 'payerSignIn' };

export const payerBadCredentials = () => new AppError(ResultCode.badCredentials, 'kassa.server.payerBadCredentials');

export interface PayerSignInCall extends Omit<SignInCall, 'answer' | 'admitted'> {
  /** Spends the slider token once the gate has let the sign-in through (a challenge asked first leaves it for the retry). */
  slider?: () => Promise<void>;
}

/**
 * The payer whose username and encrypted password these are; 4001 otherwise, 4028 for a challenge, 4002 once a known
 * device is locked.
 */
export async function verifyPayerSignIn(
  context: AppContext,
  credentials: { username: string; password: string; challenge?: string | null | undefined; challenge_answer?: string | null | undefined },
  call: PayerSignInCall,
): Promise<WalletUser> {
  const { db } = context;
  const { now } = call;
  const username = normalizePayerUsername(credentials.username);
  const source = await openSignIn(context, payerSignInGate, username, { ...call, answer: credentials, admitted: call.slider });

  const user = await findPayerByUsername(db, username);
  const password = decryptPassword(await loginKeyPair(db, context.config.secretBox, now), credentials.password);
  // Verified even when decryption failed or the user is unknown, so every failure costs the same time.
  const passwordOk = (await verifyPassword(user?.passwordHash ?? undefined, password ?? '')) && password !== null;
  if (!user || !passwordOk) {
    throw await signInFailed(context, payerSignInGate, source, now, payerBadCredentials);
  }
  // Said only once the password was right, as the staff's suspension is: a guess learns nothing from it.
  if (user.status === 'suspended') throw new AppError(ResultCode.forbidden, 'kassa.server.payerSuspended', {}, null, 403);
  await signInSucceeded(context, payerSignInGate, source, call);
  return user;
}
