/**
 * Signed-in sessions. The token is 256 random bits handed to the client once; the database keeps only
 * its SHA-256, so reading the table gives no usable token. A session ends after an idle time, after an
 * absolute lifetime, or when revoked (logout, the operator ending it, password or authenticator change,
 * a whitelist that no longer admits its IP). Every revocation goes through `endSessions`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import { audit, type Actor } from '../audit/audit';
import type { Executor } from '../db/client';
import { merchants, merchantUsers, sessions } from '../db/schema';
import { sessionsEnded, type SessionCache } from './sessionCache';
import { deviceOf } from './userAgent';

export interface SessionPolicy {
  idleTimeoutMs: number;
  lifetimeMs: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Executor,
  input: { merchantUserId: number; ip: string; userAgent?: string | null; now: Date; policy: SessionPolicy },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    merchantUserId: input.merchantUserId,
    ip: input.ip,
    userAgent: input.userAgent ?? null,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.policy.lifetimeMs),
  });
  return token;
}

/** Who is signed in with a session: what handlers of authenticated calls receive. */
export interface SignedIn {
  tokenHash: string;
  merchantUserId: number;
  merchantId: number;
  username: string;
  merchantStatus: string;
  /** Until when a verified step-up code stands in for another (server/auth/stepUp.ts); null: closed. */
  stepUpUntil: Date | null;
}

// Writing last_seen_at on every call would turn each read into a write; a minute of slack
// against a 30-minute idle timeout costs nothing.
const touchIntervalMs = 60_000;

/**
 * The live session of a token, refreshing its idle timer; null when missing, expired or revoked. With a cache
 * (server/auth/sessionCache.ts), a session whose last-seen write is under a minute old is answered from it.
 */
export async function resumeSession(
  db: Executor,
  token: string,
  now: Date,
  policy: SessionPolicy,
  cache?: SessionCache<SignedIn>,
): Promise<SignedIn | null> {
  const tokenHash = hashToken(token);
  const kept = cache?.get(tokenHash);
  // Within a minute of the last write nothing would be written, so the database would answer just this.
  if (kept && now.getTime() < kept.expiresAt.getTime() && now.getTime() - kept.lastSeenAt.getTime() < Math.min(touchIntervalMs, policy.idleTimeoutMs)) {
    return kept.value;
  }
  const mark = cache?.mark() ?? 0;
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      merchantUserId: sessions.merchantUserId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      merchantId: merchantUsers.merchantId,
      username: merchantUsers.username,
      merchantStatus: merchants.status,
      stepUpUntil: sessions.stepUpUntil,
    })
    .from(sessions)
    .innerJoin(merchantUsers, eq(merchantUsers.id, sessions.merchantUserId))
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt) return null;
  if (now.getTime() >= row.expiresAt.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= policy.idleTimeoutMs) return null;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now;
  }
  const signedIn: SignedIn = {
    tokenHash,
    merchantUserId: row.merchantUserId,
    merchantId: row.merchantId,
    username: row.username,
    merchantStatus: row.merchantStatus,
    stepUpUntil: row.stepUpUntil,
  };
  cache?.keep(tokenHash, { value: signedIn, lastSeenAt, expiresAt: row.expiresAt }, mark);
  return signedIn;
}

/** Which sessions to end; every condition given must hold. Sessions already ended are never touched. */
export interface SessionSelection {
  tokenHash?: string;
  /** The session's public id (the sessions list's `id`). */
  id?: number;
  merchantUserId?: number;
  /** Sessions of any operator of this merchant. */
  merchantId?: number;
  /** Keep this session (the caller's). */
  exceptTokenHash?: string;
  /** Only sessions whose sign-in IP is not one of these. */
  ipNotIn?: string[];
}

/** A session as it was when it ended: what the audit log records of it. */
export interface EndedSession {
  id: number;
  tokenHash: string;
  ip: string;
  userAgent: string | null;
}

const operatorsOf = (db: Executor, merchantId: number) =>
  db.select({ id: merchantUsers.id }).from(merchantUsers).where(eq(merchantUsers.merchantId, merchantId));

/**
 * The one function that ends sessions: the caller's next call with an ended token answers 401. It answers the
 * sessions it ended, with their token hashes, so that anything keeping sessions in memory can forget them here.
 */
export async function endSessions(db: Executor, selection: SessionSelection, now: Date): Promise<EndedSession[]> {
  const conditions: SQL[] = [isNull(sessions.revokedAt)];
  if (selection.tokenHash !== undefined) conditions.push(eq(sessions.tokenHash, selection.tokenHash));
  if (selection.id !== undefined) conditions.push(eq(sessions.id, selection.id));
  if (selection.merchantUserId !== undefined) conditions.push(eq(sessions.merchantUserId, selection.merchantUserId));
  if (selection.merchantId !== undefined) conditions.push(inArray(sessions.merchantUserId, operatorsOf(db, selection.merchantId)));
  if (selection.exceptTokenHash !== undefined) conditions.push(ne(sessions.tokenHash, selection.exceptTokenHash));
  if (selection.ipNotIn !== undefined && selection.ipNotIn.length > 0) conditions.push(notInArray(sessions.ip, selection.ipNotIn));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: sessions.id, tokenHash: sessions.tokenHash, ip: sessions.ip, userAgent: sessions.userAgent });
  // Kept copies (this process at once, the others at commit) must not answer for them any more.
  await sessionsEnded(db, ended.map((session) => session.tokenHash));
  return ended;
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await endSessions(db, { tokenHash }, now);
}

/** Ends every session of the user (authenticator reset by the platform). */
export async function revokeAllSessions(db: Executor, merchantUserId: number, now: Date): Promise<void> {
  await endSessions(db, { merchantUserId }, now);
}

export interface LiveSession {
  id: number;
  tokenHash: string;
  username: string;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The sessions of the merchant's operators that would still be accepted now, the most recently used first. */
export async function liveSessionsOf(db: Executor, merchantId: number, now: Date, policy: SessionPolicy): Promise<LiveSession[]> {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      username: merchantUsers.username,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(merchantUsers, eq(merchantUsers.id, sessions.merchantUserId))
    .where(
      and(
        eq(merchantUsers.merchantId, merchantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleTimeoutMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** The device of a session as one line, e.g. "Chrome 126 · Windows"; null when nothing is recognised. */
export function deviceText(userAgent: string | null): string | null {
  const { browser, os } = deviceOf(userAgent);
  return [browser, os].filter(Boolean).join(' · ') || null;
}

/**
 * Ends the sessions selected and records each one in the audit log as `session_revoke` (target: its IP), so the
 * log shows which sessions an action of `actor` ended, whatever the cause. Use it inside the cause's transaction.
 */
export async function endSessionsAudited(db: Executor, actor: Actor, selection: SessionSelection): Promise<EndedSession[]> {
  const ended = await endSessions(db, selection, actor.at);
  for (const session of ended) {
    await audit(db, actor, 'session_revoke', { target: session.ip, before: { ip: session.ip, device: deviceText(session.userAgent) }, after: null });
  }
  return ended;
}
