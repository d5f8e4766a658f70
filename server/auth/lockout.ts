/**
 * Failed sign-ins and failed step-up checks, counted in `login_throttles` so every server process sees them.
 *
 * A sign-in failure counts three times: against the pair (username, IP), against the username from every IP and
 * against the IP across every username. The pair is what guessing from one place meets first: from the third failure
 * on, the next attempt of that pair waits a delay that doubles each time, and at the pair's limit the pair is locked.
 * The username's own limit is much higher, so anonymous failures from elsewhere do not stop the operator signing in
 * from the office, while a guess spread over many addresses still ends. The IP's limit stops one address trying many
 * usernames. Counting happens for unknown usernames too, so a lock reveals nothing about whether a username exists.
 *
 * None of these counters is read by a signed-in call: a signed-in operator's step-up (the authenticator code of a
 * transfer, the current password of a password change) has a counter of its own, per operator, so a stranger's wrong
 * passwords never refuse the operator's work, and a stolen session still cannot guess codes.
 */
import { eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import type { LockoutPolicy } from '../config';
import type { Executor } from '../db/client';
import { loginThrottles } from '../db/schema';
import { AppError } from '../http/errors';

/** The step-up counter of one operator (by id, so renaming cannot reset it). */
export const stepUpKey = (merchantUserId: number) => `stepup:${merchantUserId}`;

/**
 * Whose counters: the merchants' sign-in (the default) or another sign-in with counters of its own (the checkout's
 * payers, the platform's staff), kept in the same table under other keys so they never lock each other.
 */
export interface LockoutScope {
  pairKey(username: string, ip: string): string;
  accountKey(username: string): string;
  ipKey(ip: string): string;
  /** The step-up counter of one signed-in account, by its id. */
  stepUpKey(accountId: number): string;
}

export const merchantLockoutScope: LockoutScope = {
  pairKey: (username, ip) => `pair:${username}|${ip}`,
  accountKey: (username) => `user:${username}`,
  ipKey: (ip) => `ip:${ip}`,
  stepUpKey,
};

export type LockKind = 'pair' | 'account' | 'ip' | 'stepUp';

export interface Lock {
  kind: LockKind;
  until: Date;
}

type SignInKeys = Record<'pair' | 'account' | 'ip', string>;

/** The counters' keys of a sign-in of `username` from `ip`. */
export function lockKeys(username: string, ip: string, scope: LockoutScope = merchantLockoutScope): SignInKeys {
  return { pair: scope.pairKey(username, ip), account: scope.accountKey(username), ip: scope.ipKey(ip) };
}

/** The lock in force for a sign-in of this username from this IP at `now`, if any. */
export async function activeLock(db: Executor, username: string, ip: string, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const keys = lockKeys(username, ip, scope);
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, Object.values(keys)));
  const lockedUntil = (key: string) => rows.find((row) => row.key === key)?.lockedUntil ?? null;
  return lockIn({ account: lockedUntil(keys.account), ip: lockedUntil(keys.ip), pair: lockedUntil(keys.pair) }, now);
}

/**
 * How long the operator's step-up is locked until, as a column, to read with another row in one round trip (`lockIn`
 * judges it). The key is `stepUpKey`'s, or a placeholder for it in a prebuilt statement.
 */
export function stepUpLockedUntilColumn(key: string | Placeholder) {
  return sql<Date | null>`(select ${loginThrottles.lockedUntil} from ${loginThrottles} where ${loginThrottles.key} = ${key})`.mapWith(loginThrottles.lockedUntil);
}

/** The lock in force at `now`, given when each counter is locked until (the widest first). */
export function lockIn(lockedUntil: Partial<Record<LockKind, Date | null>>, now: Date): Lock | null {
  for (const kind of ['account', 'ip', 'pair', 'stepUp'] as const) {
    const until = lockedUntil[kind];
    if (until && until.getTime() > now.getTime()) return { kind, until };
  }
  return null;
}

/** Counts one failure of `key` in the policy's window (one atomic upsert, so parallel attempts cannot slip through); answers the count. */
async function countFailure(db: Executor, key: string, now: Date, policy: LockoutPolicy): Promise<number> {
  const windowOpen = sql`${loginThrottles.windowStart} > ${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${windowOpen} then ${loginThrottles.failures} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${loginThrottles.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  return row?.failures ?? 1;
}

/** Locks `key` until `until`; a lock (not a delay) also starts the count afresh for after it. */
async function lockKey(db: Executor, key: string, now: Date, until: Date, restart: boolean): Promise<void> {
  await db
    .update(loginThrottles)
    .set(restart ? { failures: 0, windowStart: now, lockedUntil: until } : { lockedUntil: until })
    .where(eq(loginThrottles.key, key));
}

/** The wait after the pair's `failures`-th failure: none before `delayFrom`, then 1 s, 2 s, 4 s… up to the cap. */
export function pairDelayMs(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.delayFrom) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.delayFrom));
}

/** Counts one failed sign-in; answers the lock it caused, if any (the widest first), not the pair's short delay. */
export async function recordFailure(
  db: Executor,
  username: string,
  ip: string,
  now: Date,
  policy: LockoutPolicy,
  scope: LockoutScope = merchantLockoutScope,
): Promise<Lock | null> {
  const keys = lockKeys(username, ip, scope);
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  const locks: Lock[] = [];
  const limits = { account: policy.maxAccountFailures, ip: policy.maxIpFailures } as const;
  for (const kind of ['account', 'ip'] as const) {
    if ((await countFailure(db, keys[kind], now, policy)) < limits[kind]) continue;
    await lockKey(db, keys[kind], now, lockUntil, true);
    locks.push({ kind, until: lockUntil });
  }
  const pairFailures = await countFailure(db, keys.pair, now, policy);
  if (pairFailures >= policy.maxPairFailures) {
    await lockKey(db, keys.pair, now, lockUntil, true);
    locks.push({ kind: 'pair', until: lockUntil });
  } else {
    // A delay is not announced by the failure that sets it (that one answers "wrong credentials"); an attempt
    // before it has passed is refused with the seconds left.
    const delay = pairDelayMs(pairFailures, policy);
    if (delay > 0) await lockKey(db, keys.pair, now, new Date(now.getTime() + delay), false);
  }
  return locks[0] ?? null;
}

/**
 * Counts one failed sign-in that names no account (a passkey this server does not know) against the IP alone; answers
 * the IP's lock, if this failure made one.
 */
export async function recordIpFailure(db: Executor, ip: string, now: Date, policy: LockoutPolicy, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const key = scope.ipKey(ip);
  if ((await countFailure(db, key, now, policy)) < policy.maxIpFailures) return null;
  const until = new Date(now.getTime() + policy.lockMs);
  await lockKey(db, key, now, until, true);
  return { kind: 'ip', until };
}

/** The IP's own lock in force at `now`, if any: what a sign-in that names no account yet meets first. */
export async function activeIpLock(db: Executor, ip: string, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, scope.ipKey(ip)));
  return lockIn({ ip: row?.lockedUntil ?? null }, now);
}

/** A successful sign-in clears the pair's and the username's counts (not the IP's: one good account must not unlock an IP). */
export async function clearAccountFailures(db: Executor, username: string, ip: string, scope: LockoutScope = merchantLockoutScope): Promise<void> {
  const keys = lockKeys(username, ip, scope);
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, [keys.pair, keys.account]));
}

/** Counts one failed step-up of the account (an operator by default); at the limit its step-up is locked. Answers the lock, if this failure made one. */
export async function recordStepUpFailure(
  db: Executor,
  accountId: number,
  now: Date,
  policy: LockoutPolicy,
  scope: LockoutScope = merchantLockoutScope,
): Promise<Lock | null> {
  const key = scope.stepUpKey(accountId);
  if ((await countFailure(db, key, now, policy)) < policy.maxStepUpFailures) return null;
  const until = new Date(now.getTime() + policy.lockMs);
  await lockKey(db, key, now, until, true);
  return { kind: 'stepUp', until };
}

/** The account's step-up lock in force at `now` (an operator's by default), if any. */
export async function activeStepUpLock(db: Executor, accountId: number, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, scope.stepUpKey(accountId)));
  return lockIn({ stepUp: row?.lockedUntil ?? null }, now);
}

/**
 * Code 4002 with the time left, so the operator knows when to come back: seconds for a short delay between attempts,
 * minutes for a lock.
 */
export function lockedError(lock: Lock, now: Date): AppError {
  const leftMs = lock.until.getTime() - now.getTime();
  if (leftMs < 60_000 && lock.kind === 'pair') {
    return new AppError(ResultCode.locked, 'kassa.server.signInDelayed', { seconds: Math.max(1, Math.ceil(leftMs / 1000)) });
  }
  const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
  const key = { account: 'kassa.server.accountLocked', pair: 'kassa.server.accountLocked', ip: 'kassa.server.ipLocked', stepUp: 'kassa.server.stepUpLocked' }[lock.kind];
  return new AppError(ResultCode.locked, key, { minutes });
}
