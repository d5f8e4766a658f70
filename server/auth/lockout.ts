/**
 * Failed sign-ins count against the account and against the IP. Too many within the window lock that
 * account (or IP) for a while. Counting happens for unknown usernames too, so a lock reveals nothing
 * about whether a username exists.
 */
import { eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import type { LockoutPolicy } from '../config';
import type { Executor } from '../db/client';
import { loginThrottles } from '../db/schema';
import { AppError } from '../http/errors';

export const accountKey = (username: string) => `user:${username}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Whose counters: the merchants' sign-in (the default) or another sign-in with counters of its own (the checkout's
 * payers), kept in the same table under other keys so the two never lock each other.
 */
export interface LockoutScope {
  accountKey(username: string): string;
  ipKey(ip: string): string;
}

export const merchantLockoutScope: LockoutScope = { accountKey, ipKey };

export interface Lock {
  kind: 'account' | 'ip';
  until: Date;
}

/** The lock in force for this username or IP at `now`, if any (the account's first). */
export async function activeLock(db: Executor, username: string, ip: string, now: Date, scope: LockoutScope = merchantLockoutScope): Promise<Lock | null> {
  const keys = lockKeys(username, ip, scope);
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.ip]));
  const lockedUntil = (key: string) => rows.find((row) => row.key === key)?.lockedUntil ?? null;
  return lockIn({ account: lockedUntil(keys.account), ip: lockedUntil(keys.ip) }, now);
}

/**
 * The account's and the IP's locked-until figures as columns, to read with another row in one round trip (`lockIn`
 * judges them). The keys are those of `lockKeys`, or placeholders for them in a prebuilt statement.
 */
export function lockedUntilColumns(keys: Record<Lock['kind'], string | Placeholder>) {
  const lockedUntil = (key: string | Placeholder) =>
    sql<Date | null>`(select ${loginThrottles.lockedUntil} from ${loginThrottles} where ${loginThrottles.key} = ${key})`.mapWith(loginThrottles.lockedUntil);
  return { account: lockedUntil(keys.account), ip: lockedUntil(keys.ip) };
}

/** The counters' keys of an account and an IP. */
export function lockKeys(username: string, ip: string, scope: LockoutScope = merchantLockoutScope): Record<Lock['kind'], string> {
  return { account: scope.accountKey(username), ip: scope.ipKey(ip) };
}

/** The lock in force at `now`, given when the account and the IP are locked until (the account's first). */
export function lockIn(lockedUntil: Record<Lock['kind'], Date | null>, now: Date): Lock | null {
  for (const kind of ['account', 'ip'] as const) {
    const until = lockedUntil[kind];
    if (until && until.getTime() > now.getTime()) return { kind, until };
  }
  return null;
}

async function countFailure(db: Executor, key: string, limit: number, now: Date, policy: LockoutPolicy): Promise<Date | null> {
  // One atomic upsert, so parallel attempts cannot slip through between a read and a write.
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
  if (!row || row.failures < limit) return null;
  // Reaching the limit locks, and the count starts afresh for after the lock.
  const lockedUntil = new Date(now.getTime() + policy.lockMs);
  await db.update(loginThrottles).set({ failures: 0, windowStart: now, lockedUntil }).where(eq(loginThrottles.key, key));
  return lockedUntil;
}

/** Counts one failed attempt; answers the lock it caused, if this failure reached a limit. */
export async function recordFailure(
  db: Executor,
  username: string,
  ip: string,
  now: Date,
  policy: LockoutPolicy,
  scope: LockoutScope = merchantLockoutScope,
): Promise<Lock | null> {
  const accountLockedUntil = await countFailure(db, scope.accountKey(username), policy.maxAccountFailures, now, policy);
  const ipLockedUntil = await countFailure(db, scope.ipKey(ip), policy.maxIpFailures, now, policy);
  if (accountLockedUntil) return { kind: 'account', until: accountLockedUntil };
  if (ipLockedUntil) return { kind: 'ip', until: ipLockedUntil };
  return null;
}

/** A successful sign-in clears the account's count (not the IP's: one good account must not unlock an IP). */
export async function clearAccountFailures(db: Executor, username: string, scope: LockoutScope = merchantLockoutScope): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, scope.accountKey(username)));
}

/** Code 4002 with the minutes left, so the operator knows when to come back. */
export function lockedError(lock: Lock, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lock.until.getTime() - now.getTime()) / 60_000));
  return new AppError(ResultCode.locked, lock.kind === 'account' ? 'kassa.server.accountLocked' : 'kassa.server.ipLocked', { minutes });
}

/**
 * For signed-in calls that check a password or a code (password change, authenticator rebinding):
 * a stolen session must not become a way to guess them, so they share the sign-in counters.
 */
export async function refuseWhileLocked(db: Executor, username: string, ip: string, now: Date): Promise<void> {
  const lock = await activeLock(db, username, ip, now);
  if (lock) throw lockedError(lock, now);
}
