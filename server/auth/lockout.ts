/**
 * Failed sign-ins and step-up checks, counted in `login_throttles` so every server process sees them.
 *
 * A sign-in from a known device (a browser or app that signed in to this account before: server/auth/knownDevice.ts)
 * meets only its own pair counter (username, device): from its third failure on its next attempt waits a delay that
 * doubles each time, and at the pair's limit that device is locked. Nothing a stranger does fills that counter.
 *
 * Any other sign-in counts three times: against the pair (username, address prefix), the username from everywhere and
 * the address prefix across usernames (IPv4 /32, IPv6 /64: server/http/addressPrefix.ts). None of these locks: past
 * their thresholds they ask the browser to solve a proof of work first (server/auth/signInChallenge.ts), harder the
 * hotter they are, so a stranger who fills them makes a new browser of the real person work a few seconds, never
 * stops it. Counting happens for unknown usernames too, so a challenge reveals nothing about whether a username exists.
 *
 * None of these counters is read by a signed-in call: a signed-in operator's step-up (the authenticator code of a
 * transfer, the current password of a password change) has a counter of its own, per operator, taken before the
 * answer is checked, so parallel guesses cannot pass its limit, and a stranger's wrong passwords never refuse the
 * operator's work.
 */
import { and, eq, inArray, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
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
  /** Names the scope in device tokens and challenges, so one scope's never serves another. */
  name: 'merchant' | 'staff' | 'payer';
  /** The pair of a username and an address prefix, or a username and a known device (`device:<id>`). */
  pairKey(username: string, where: string): string;
  accountKey(username: string): string;
  ipKey(prefix: string): string;
  /** The step-up counter of one signed-in account, by its id. */
  stepUpKey(accountId: number): string;
}

export const merchantLockoutScope: LockoutScope = {
  name: 'merchant',
  pairKey: (username, where) => `pair:${username}|${where}`,
  accountKey: (username) => `user:${username}`,
  ipKey: (prefix) => `ip:${prefix}`,
  stepUpKey,
};

/** Who is signing in, as the counters see it: the username typed, the caller's address prefix, its known device if any. */
export interface SignInSource {
  username: string;
  prefix: string;
  /** The device id of a valid device token for this username (server/auth/knownDevice.ts), or null. */
  deviceId: string | null;
}

/** Where a known device's own pair counts. */
const deviceWhere = (deviceId: string) => `device:${deviceId}`;

export type LockKind = 'pair' | 'account' | 'ip' | 'stepUp';

export interface Lock {
  kind: LockKind;
  until: Date;
}

type SignInKeys = Record<'pair' | 'account' | 'ip', string>;

/** The counters' keys of a sign-in from an unknown browser. */
export function lockKeys(source: Pick<SignInSource, 'username' | 'prefix'>, scope: LockoutScope = merchantLockoutScope): SignInKeys {
  return { pair: scope.pairKey(source.username, source.prefix), account: scope.accountKey(source.username), ip: scope.ipKey(source.prefix) };
}

/**
 * One counter of failures: its row's key, the kind of lock it sets and how many failures in a window set it. Every
 * counter that locks (a known device's pair, an account's step-up, a counter of a kind of its own) is one of these,
 * counted, read and cleared by the same three functions.
 */
export interface Counter {
  kind: LockKind;
  key: string;
  limit(policy: LockoutPolicy): number;
}

/** A known device's own pair: the only counter its sign-in meets. */
export const deviceCounter = (username: string, deviceId: string, scope: LockoutScope = merchantLockoutScope): Counter => ({
  kind: 'pair',
  key: scope.pairKey(username, deviceWhere(deviceId)),
  limit: (policy) => policy.maxPairFailures,
});

/** The step-up counter of one signed-in account. */
export const stepUpCounter = (accountId: number, scope: LockoutScope = merchantLockoutScope): Counter => ({
  kind: 'stepUp',
  key: scope.stepUpKey(accountId),
  limit: (policy) => policy.maxStepUpFailures,
});

/** The counter's lock (or delay) in force at `now`, if any. */
export async function activeLock(db: Executor, counter: Counter, now: Date): Promise<Lock | null> {
  const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, counter.key));
  return lockIn({ [counter.kind]: row?.lockedUntil ?? null }, now);
}

/**
 * Counts one failure on the counter; the one that reaches its limit locks it for `lockMs` (and starts the count afresh
 * for after the lock). Answers the lock that failure set, if any, and the count.
 */
export async function countFailureOn(db: Executor, counter: Counter, now: Date, policy: LockoutPolicy): Promise<{ lock: Lock | null; failures: number }> {
  const failures = await countFailure(db, counter.key, now, policy);
  if (failures < counter.limit(policy)) return { lock: null, failures };
  const until = new Date(now.getTime() + policy.lockMs);
  await lockKey(db, counter.key, now, until, true);
  return { lock: { kind: counter.kind, until }, failures };
}

/** Forgets the counts of the counters with these keys and lifts their locks (a right answer). */
export async function clearCounts(db: Executor, keys: string[]): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/** The known device's own lock (or delay) in force at `now`, if any: the only counter such a sign-in meets. */
export async function activeDeviceLock(db: Executor, username: string, deviceId: string, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  return activeLock(db, deviceCounter(username, deviceId, scope), now);
}

/** Failures counted in the window at `now`, per counter, of a sign-in from an unknown browser: what its challenge is made of. */
export interface SignInHeat {
  pair: number;
  account: number;
  ip: number;
}

export async function signInHeat(db: Executor, source: Pick<SignInSource, 'username' | 'prefix'>, now: Date, policy: LockoutPolicy, scope: LockoutScope = merchantLockoutScope): Promise<SignInHeat> {
  const keys = lockKeys(source, scope);
  const rows = await db
    .select({ key: loginThrottles.key, failures: loginThrottles.failures, windowStart: loginThrottles.windowStart })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, Object.values(keys)));
  const open = (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    return row && row.windowStart.getTime() > now.getTime() - policy.windowMs ? row.failures : 0;
  };
  return { pair: open(keys.pair), account: open(keys.account), ip: open(keys.ip) };
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

/** Counts one event of `key` in a window of `windowMs` (one atomic upsert, so parallel attempts cannot slip through); answers the count. */
export async function countInWindow(db: Executor, key: string, now: Date, windowMs: number): Promise<{ count: number; windowStart: Date }> {
  const windowOpen = sql`${loginThrottles.windowStart} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
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
    .returning({ failures: loginThrottles.failures, windowStart: loginThrottles.windowStart });
  return { count: row?.failures ?? 1, windowStart: row?.windowStart ?? now };
}

const countFailure = async (db: Executor, key: string, now: Date, policy: LockoutPolicy) => (await countInWindow(db, key, now, policy.windowMs)).count;

/** Locks `key` until `until`; a lock (not a delay) also starts the count afresh for after it. */
async function lockKey(db: Executor, key: string, now: Date, until: Date, restart: boolean): Promise<void> {
  await db
    .update(loginThrottles)
    .set(restart ? { failures: 0, windowStart: now, lockedUntil: until } : { lockedUntil: until })
    .where(eq(loginThrottles.key, key));
}

/** The wait after a known device's `failures`-th failure: none before `delayFrom`, then 1 s, 2 s, 4 s… up to the cap. */
export function pairDelayMs(failures: number, policy: LockoutPolicy): number {
  if (failures < policy.delayFrom) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.delayFrom));
}

/**
 * Counts one failed sign-in. A known device's counts on its own pair alone, which delays and then locks that device
 * (answered: the lock it caused, not a short delay); any other counts on the pair, the username and the address
 * prefix, which lock nothing (their heat asks for a challenge instead) and answer null.
 */
export async function recordFailure(db: Executor, source: SignInSource, now: Date, policy: LockoutPolicy, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  if (source.deviceId === null) {
    const keys = lockKeys(source, scope);
    for (const key of [keys.account, keys.ip, keys.pair]) await countFailure(db, key, now, policy);
    return null;
  }
  const counter = deviceCounter(source.username, source.deviceId, scope);
  const { lock, failures } = await countFailureOn(db, counter, now, policy);
  if (lock) return lock;
  // A delay is not announced by the failure that sets it (that one answers "wrong credentials"); an attempt
  // before it has passed is refused with the seconds left.
  const delay = pairDelayMs(failures, policy);
  if (delay > 0) await lockKey(db, counter.key, now, new Date(now.getTime() + delay), false);
  return null;
}

/**
 * A successful sign-in clears its pair's and the username's counts (not the prefix's: one good account must not cool
 * a network that guesses at others).
 */
export async function clearAccountFailures(db: Executor, source: SignInSource, scope: LockoutScope = merchantLockoutScope): Promise<void> {
  const keys = [scope.pairKey(source.username, source.prefix), scope.accountKey(source.username)];
  if (source.deviceId !== null) keys.push(deviceCounter(source.username, source.deviceId, scope).key);
  await clearCounts(db, keys);
}

/**
 * Takes one step-up attempt of the account before its answer is checked, in one atomic upsert that also refuses while
 * the step-up is locked: parallel guesses each take a count first, so no more than `maxStepUpFailures` of them are
 * ever checked before the lock. The attempt that takes the last count sets the lock itself (and the count starts
 * afresh); a right answer lifts it again (`clearStepUpFailures`). Answers the lock in force, or null to go on checking.
 */
export async function claimStepUpAttempt(db: Executor, accountId: number, now: Date, policy: LockoutPolicy, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const key = stepUpCounter(accountId, scope).key;
  const until = new Date(now.getTime() + policy.lockMs);
  const nowText = sql`${now.toISOString()}::timestamptz`;
  const locked = sql`(${loginThrottles.lockedUntil} is not null and ${loginThrottles.lockedUntil} > ${nowText})`;
  const windowOpen = sql`${loginThrottles.windowStart} > ${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
  // An ended lock starts the count afresh; so does an ended window.
  const counted = sql`(case when ${windowOpen} and ${loginThrottles.lockedUntil} is null then ${loginThrottles.failures} + 1 else 1 end)`;
  const reachesLimit = sql`${counted} >= ${policy.maxStepUpFailures}`;
  const first = policy.maxStepUpFailures <= 1;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: first ? 0 : 1, windowStart: now, lockedUntil: first ? until : null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        // While locked the refused attempts are counted too, which tells them (above 0) from the one that set the lock (0).
        failures: sql`case when ${locked} then ${loginThrottles.failures} + 1 when ${reachesLimit} then 0 else ${counted} end`,
        windowStart: sql`case when ${locked} then ${loginThrottles.windowStart} when ${reachesLimit} or not ${windowOpen} or ${loginThrottles.lockedUntil} is not null then ${nowText} else ${loginThrottles.windowStart} end`,
        lockedUntil: sql`case when ${locked} then ${loginThrottles.lockedUntil} when ${reachesLimit} then ${until.toISOString()}::timestamptz else null end`,
      },
    })
    .returning({ lockedUntil: loginThrottles.lockedUntil, failures: loginThrottles.failures });
  // The attempt that set the lock is still checked; one that met a lock set before is not.
  if (row?.lockedUntil && row.lockedUntil > now && row.failures > 0) return { kind: 'stepUp', until: row.lockedUntil };
  return null;
}

/** A right step-up answer: the account's count starts afresh, and a lock its own last attempt set is lifted. */
export async function clearStepUpFailures(db: Executor, accountId: number, scope: LockoutScope = merchantLockoutScope): Promise<void> {
  await clearCounts(db, [stepUpCounter(accountId, scope).key]);
}

/** Counts one failed step-up of the account (a passkey that did not verify); at the limit its step-up is locked. Answers the lock, if this failure made one. */
export async function recordStepUpFailure(db: Executor, accountId: number, now: Date, policy: LockoutPolicy, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  return (await countFailureOn(db, stepUpCounter(accountId, scope), now, policy)).lock;
}

/** The account's step-up lock in force at `now` (an operator's by default), if any. */
export async function activeStepUpLock(db: Executor, accountId: number, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  return activeLock(db, stepUpCounter(accountId, scope), now);
}

/**
 * Marks `key` used until `until`, once: false when it was marked already (a challenge answered twice). The mark is a
 * row of its own that the purge removes with the counters.
 */
export async function markOnce(db: Executor, key: string, now: Date, until: Date): Promise<boolean> {
  const marked = await db.insert(loginThrottles).values({ key, failures: 0, windowStart: now, lockedUntil: until }).onConflictDoNothing().returning({ key: loginThrottles.key });
  return marked.length === 1;
}

/**
 * Rows of no further use: their window ended (`windowMs`, the longest any counter uses) and no lock of theirs is in
 * force. The background round deletes them, so the table holds only what the last window's failures made.
 */
export async function purgeEndedThrottles(db: Executor, now: Date, windowMs: number): Promise<number> {
  const purged = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStart, new Date(now.getTime() - windowMs)),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottles.key });
  return purged.length;
}

/**
 * Code 4002 with the time left, so the operator knows when to come back: seconds for a short delay between attempts,
 * minutes for a lock.
 */
export function lockedError(lock: Lock, now: Date): AppError {
  const leftMs = lock.until.getTime() - now.getTime();
  if (leftMs <= 60_000 && lock.kind === 'pair') {
    return new AppError(ResultCode.locked, 'kassa.server.signInDelayed', { seconds: Math.max(1, Math.ceil(leftMs / 1000)) });
  }
  const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
  const key = { account: 'kassa.server.accountLocked', pair: 'kassa.server.accountLocked', ip: 'kassa.server.ipLocked', stepUp: 'kassa.server.stepUpLocked' }[lock.kind];
  return new AppError(ResultCode.locked, key, { minutes });
}
