/**
 * One gate for every sign-in with a password (operators, staff, payers at the checkout and in the wallet), before
 * the credentials are checked and after:
 *
 * - a known device (server/auth/knownDevice.ts) meets its own pair counter only: a delay, then a lock, of its own
 *   failures;
 * - any other browser meets the counters strangers can fill (the pair of username and address prefix, the username,
 *   the prefix, and the prefix's request rate) as a challenge that grows with them (server/auth/signInChallenge.ts),
 *   never a lock; then the per-username rate limit, counted per (username, address prefix) and only for checks that
 *   run, so a stranger elsewhere cannot use up the real person's count;
 * - a failure counts (lockout.ts); a success clears the pair and the username and gives the device its token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitGroup } from '../config';
import type { AppContext } from '../context';
import { addressPrefix } from '../http/addressPrefix';
import { overRateOf, tooManyRequests } from '../http/rateLimit';
import { knownDeviceOf, rememberDevice } from './knownDevice';
import { activeDeviceLock, clearAccountFailures, countInWindow, lockedError, recordFailure, signInHeat, type LockoutScope, type SignInSource } from './lockout';
import { challengeBits, requireChallenge, type ChallengeAnswer } from './signInChallenge';

/** What the gate reads of a sign-in call: the caller's IP, the time, the request (device token, rate) and the answer to a challenge. */
export interface SignInCall {
  ip: string;
  now: Date;
  request?: FastifyRequest | undefined;
  reply?: FastifyReply | undefined;
  answer?: ChallengeAnswer | undefined;
  /**
   * A check of the sign-in's own that runs once the gate lets it through and before the credential check is counted
   * (the payers' slider token): a request it refuses uses up no count.
   */
  admitted?: (() => Promise<void>) | undefined;
}

export interface SignInGate {
  scope: LockoutScope;
  /** The rate-limit group whose per-account limit counts the checks that run. */
  group: RateLimitGroup;
}

/** Before the credentials are checked: throws the refusal (4002 for a known device's own lock, 4028, 429), or answers who signs in. */
export async function openSignIn(context: AppContext, gate: SignInGate, username: string, call: SignInCall): Promise<SignInSource> {
  const { db, config } = context;
  const { now } = call;
  const prefix = addressPrefix(call.ip);
  const deviceId = call.request ? await knownDeviceOf(context, call.request, gate.scope.name, username, now) : null;
  const source: SignInSource = { username, prefix, deviceId };
  if (deviceId !== null) {
    const lock = await activeDeviceLock(db, username, deviceId, now, gate.scope);
    if (lock) throw lockedError(lock, now);
    await call.admitted?.();
    return source;
  }
  const heat = await signInHeat(db, source, now, config.lockout, gate.scope);
  const bits = challengeBits(heat, call.request ? overRateOf(call.request) : false, config.lockout);
  if (bits > 0) await requireChallenge(context, { scope: gate.scope, username, prefix }, bits, call.answer ?? {}, now);
  await call.admitted?.();

  const limit = config.rateLimits.limits[gate.group];
  if (limit.perAccount !== null) {
    const counted = await countInWindow(db, `${gate.scope.name}:checks:${username}|${prefix}`, now, limit.windowMs);
    if (counted.count > limit.perAccount) {
      const seconds = Math.max(1, Math.ceil((counted.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
      throw tooManyRequests(call.reply, seconds);
    }
  }
  return source;
}

/** A wrong answer: counted (lockout.ts); answers the refusal to throw, the known device's lock when it made one. */
export async function signInFailed(context: AppContext, gate: SignInGate, source: SignInSource, now: Date, refusal: () => Error): Promise<Error> {
  const lock = await recordFailure(context.db, source, now, context.config.lockout, gate.scope);
  return lock ? lockedError(lock, now) : refusal();
}

/** Credentials proven: the pair and the username start afresh, and the device is known from now on (its token renewed). */
export async function signInSucceeded(context: AppContext, gate: SignInGate, source: SignInSource, call: Pick<SignInCall, 'now' | 'reply'>): Promise<void> {
  await clearAccountFailures(context.db, source, gate.scope);
  if (call.reply) await rememberDevice(context, call.reply, gate.scope.name, source.username, source.deviceId, call.now);
}
