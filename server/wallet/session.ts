/**
 * Wallet sessions: a payer signed in to their own wallet, on their own phone, for weeks rather than for one order.
 * The token (256 random bits, sent as X-Wallet-Token) is handed out once; the database keeps its SHA-256. A session
 * ends 30 days after sign-in, 7 days after its last call, or when the payer signs out or ends it from another one
 * (docs/decisions/payer-wallet-api.md, "Wallet sessions").
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { hashToken } from '../auth/sessions';
import { deviceOf } from '../auth/userAgent';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { walletSessions } from '../db/schema';
import { AppError } from '../http/errors';

export const walletSessionRules = {
  lifetimeMs: 30 * 24 * 60 * 60_000,
  idleMs: 7 * 24 * 60 * 60_000,
  /** last_seen_at is written at most this often: a minute of slack against 7 days costs nothing. */
  touchMs: 60_000,
} as const;

export const walletTokenHeader = 'x-wallet-token';

/** Who is calling: what the handlers of wallet calls receive. */
export interface WalletSession {
  tokenHash: string;
  /** The session as the sessions list names it. */
  id: number;
  /** The wallet user's UID. */
  uid: string;
}

export async function createWalletSession(
  db: Executor,
  input: { uid: string; ip: string; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + walletSessionRules.lifetimeMs);
  // Sessions long ended are of no use to anyone: each sign-in sweeps a few away.
  await db.delete(walletSessions).where(lt(walletSessions.expiresAt, new Date(input.now.getTime() - walletSessionRules.lifetimeMs)));
  await db.insert(walletSessions).values({
    tokenHash: hashToken(token),
    uid: input.uid,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** A session still accepted at `now`: not revoked, before its end, used within the idle time. */
const liveAt = (now: Date): SQL =>
  and(isNull(walletSessions.revokedAt), gt(walletSessions.expiresAt, now), gt(walletSessions.lastSeenAt, new Date(now.getTime() - walletSessionRules.idleMs)))!;

/** The live session of a token, its idle timer refreshed; null when unknown, expired, idle too long or ended. */
export async function resumeWalletSession(db: Executor, token: string, now: Date): Promise<WalletSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(walletSessions).where(and(eq(walletSessions.tokenHash, tokenHash), liveAt(now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= walletSessionRules.touchMs) {
    await db.update(walletSessions).set({ lastSeenAt: now }).where(eq(walletSessions.tokenHash, tokenHash));
  }
  return { tokenHash, id: row.id, uid: row.uid };
}

const walletUnauthorized = (messageKey: string) => new AppError(ResultCode.unauthorized, messageKey, {}, null, 401);

/** The payer behind the request's X-Wallet-Token; code 401 (HTTP 401) when it is missing or its session is not live. */
export async function authenticateWallet(context: AppContext, request: FastifyRequest, now: Date): Promise<WalletSession> {
  const header = request.headers[walletTokenHeader];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '') throw walletUnauthorized('kassa.server.walletTokenMissing');
  const session = await resumeWalletSession(context.db, token, now);
  if (!session) throw walletUnauthorized('kassa.server.walletSessionExpired');
  return session;
}

/** The payer's live sessions, the most recently used first, as the contract's WalletSessionRecord. */
export async function walletSessionList(db: Executor, session: WalletSession, now: Date) {
  const rows = await db
    .select()
    .from(walletSessions)
    .where(and(eq(walletSessions.uid, session.uid), liveAt(now)))
    .orderBy(desc(walletSessions.lastSeenAt), desc(walletSessions.id));
  const list = rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    ...deviceOf(row.userAgent),
    user_agent: row.userAgent,
    create_time: row.createdAt.toISOString(),
    last_seen_time: row.lastSeenAt.toISOString(),
    expire_time: row.expiresAt.toISOString(),
    current: row.tokenHash === session.tokenHash,
  }));
  return { list, total: list.length };
}

/** Ends the payer's sessions that match; answers how many ended. Only live sessions of this payer are touched. */
export async function endWalletSessions(db: Executor, uid: string, which: { id?: number; tokenHash?: string; exceptTokenHash?: string }, now: Date): Promise<number> {
  const conditions: SQL[] = [eq(walletSessions.uid, uid), liveAt(now)];
  if (which.id !== undefined) conditions.push(eq(walletSessions.id, which.id));
  if (which.tokenHash !== undefined) conditions.push(eq(walletSessions.tokenHash, which.tokenHash));
  if (which.exceptTokenHash !== undefined) conditions.push(ne(walletSessions.tokenHash, which.exceptTokenHash));
  const ended = await db
    .update(walletSessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: walletSessions.id });
  return ended.length;
}
