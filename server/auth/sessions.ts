/**
 * The operators' sessions: the kind of server/sessions/ whose token arrives in Authorization, whose idle time and
 * lifetime are the config's, and whose resumed session carries its operator and merchant. A session also ends when
 * the operator ends it, on a password or authenticator change, or when a whitelist no longer admits its IP.
 */
import { eq, inArray } from 'drizzle-orm';
import { audit, type Actor } from '../audit/audit';
import type { Executor } from '../db/client';
import { merchants, merchantUsers, sessions } from '../db/schema';
import type { EndedSession, SessionKind } from '../sessions/kind';
import * as generic from '../sessions/sessions';
import { bearerToken } from '../sessions/token';
import { sessionsEnded } from './sessionCache';
import { deviceOf } from './userAgent';

export { hashToken } from '../sessions/token';
export type { EndedSession } from '../sessions/kind';

export interface SessionPolicy {
  idleTimeoutMs: number;
  lifetimeMs: number;
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

/** The operators' kind under `policy`; a minute of slack on last_seen_at against a 30-minute idle time costs nothing. */
export const operatorSessions = (policy: SessionPolicy): SessionKind<SignedIn, Actor> => ({
  table: sessions,
  owner: sessions.merchantUserId,
  token: { read: bearerToken, missingKey: 'kassa.server.unauthorized', endedKey: 'kassa.server.unauthorized' },
  lifetimes: { idleMs: policy.idleTimeoutMs, lifetimeMs: policy.lifetimeMs, touchMs: 60_000 },
  carries: {
    columns: { merchantUserId: sessions.merchantUserId, merchantId: merchantUsers.merchantId, username: merchantUsers.username, merchantStatus: merchants.status },
    join: (query) =>
      query.innerJoin(merchantUsers, eq(merchantUsers.id, sessions.merchantUserId)).innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId)),
  },
  resumed: (row) => ({
    tokenHash: row.tokenHash,
    merchantUserId: row.merchantUserId as number,
    merchantId: row.merchantId as number,
    username: row.username as string,
    merchantStatus: row.merchantStatus as string,
    stepUpUntil: row.stepUpUntil ?? null,
  }),
  // Kept copies (this process at once, the others at commit) must not answer for them any more.
  changed: sessionsEnded,
  audit: (db, actor, session) =>
    audit(db, actor, 'session_revoke', { target: session.ip, before: { ip: session.ip, device: deviceText(session.userAgent) }, after: null }),
});

/** Ending sessions, reading no lifetime: any policy names the same table. */
export const anyOperatorSessions = operatorSessions({ idleTimeoutMs: 0, lifetimeMs: 0 });

export async function createSession(
  db: Executor,
  input: { merchantUserId: number; ip: string; userAgent?: string | null; now: Date; policy: SessionPolicy },
): Promise<string> {
  const { token } = await generic.createSession(operatorSessions(input.policy), db, { owner: input.merchantUserId, ip: input.ip, userAgent: input.userAgent ?? null, now: input.now });
  return token;
}

/**
 * The live session of a token, refreshing its idle timer; null when missing, expired or revoked. With a cache
 * (server/auth/sessionCache.ts), a session whose last-seen write is under a minute old is answered from it.
 */
export async function resumeSession(db: Executor, token: string, now: Date, policy: SessionPolicy, cache?: generic.ResumedCache<SignedIn>): Promise<SignedIn | null> {
  return generic.resumeSession(operatorSessions(policy), db, token, now, cache);
}

/** Which sessions to end; every condition given must hold. Sessions already ended are never touched. */
export interface SessionSelection extends Omit<generic.SessionSelection, 'owner' | 'where'> {
  merchantUserId?: number;
  /** Sessions of any operator of this merchant. */
  merchantId?: number;
}

const operatorsOf = (db: Executor, merchantId: number) =>
  db.select({ id: merchantUsers.id }).from(merchantUsers).where(eq(merchantUsers.merchantId, merchantId));

function selectionOf(db: Executor, { merchantUserId, merchantId, ...rest }: SessionSelection): generic.SessionSelection {
  return { ...rest, owner: merchantUserId, where: merchantId === undefined ? undefined : inArray(sessions.merchantUserId, operatorsOf(db, merchantId)) };
}

/**
 * The one function that ends operators' sessions: the caller's next call with an ended token answers 401. It answers
 * the sessions it ended, with their token hashes, so that anything keeping sessions in memory can forget them here.
 */
export async function endSessions(db: Executor, selection: SessionSelection, now: Date): Promise<EndedSession[]> {
  return generic.endSessions(anyOperatorSessions, db, selectionOf(db, selection), now);
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
  const rows = await generic.liveSessions<LiveSession>(operatorSessions(policy), db, selectionOf(db, { merchantId }), now);
  return rows.map(({ id, tokenHash, username, ip, userAgent, createdAt, lastSeenAt, expiresAt }) => ({ id, tokenHash, username, ip, userAgent, createdAt, lastSeenAt, expiresAt }));
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
  return generic.endSessionsAudited(anyOperatorSessions, db, actor, selectionOf(db, selection));
}
