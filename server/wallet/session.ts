/**
 * Wallet sessions: a payer signed in to their own wallet, on their own phone, for weeks rather than for one order:
 * the kind of server/sessions/ whose token arrives in X-Wallet-Token and that ends 30 days after sign-in, 7 days
 * after its last call, or when the payer signs out or ends it from another one (docs/decisions/payer-wallet-api.md, "Wallet sessions").
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { walletSessions } from '../db/schema';
import type { SessionKind } from '../sessions/kind';
import * as generic from '../sessions/sessions';
import { headerToken } from '../sessions/token';

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

export const walletSessionKind: SessionKind<WalletSession> = {
  table: walletSessions,
  owner: walletSessions.uid,
  token: { read: headerToken(walletTokenHeader), missingKey: 'kassa.server.walletTokenMissing', endedKey: 'kassa.server.walletSessionExpired' },
  lifetimes: walletSessionRules,
  carries: { columns: { uid: walletSessions.uid } },
  resumed: (row) => ({ tokenHash: row.tokenHash, id: row.id, uid: row.uid as string }),
  // Sessions long ended are of no use to anyone: each sign-in sweeps a few away.
  sweepOnCreate: true,
};

export async function createWalletSession(
  db: Executor,
  input: { uid: string; ip: string; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  return generic.createSession(walletSessionKind, db, { owner: input.uid, ip: input.ip, userAgent: input.userAgent, now: input.now });
}

/** The live session of a token, its idle timer refreshed; null when unknown, expired, idle too long or ended. */
export async function resumeWalletSession(db: Executor, token: string, now: Date): Promise<WalletSession | null> {
  return generic.resumeSession(walletSessionKind, db, token, now);
}

/** The payer behind the request's X-Wallet-Token; code 401 (HTTP 401) when it is missing or its session is not live. */
export async function authenticateWallet(context: AppContext, request: FastifyRequest, now: Date): Promise<WalletSession> {
  return generic.resumeFromRequest(walletSessionKind, context.db, request, now);
}

/** The payer's live sessions, the most recently used first, as the contract's WalletSessionRecord. */
export async function walletSessionList(db: Executor, session: WalletSession, now: Date) {
  const rows = await generic.liveSessions(walletSessionKind, db, { owner: session.uid }, now);
  return generic.sessionRecords(rows, session.tokenHash);
}

/** Ends the payer's sessions that match; answers how many ended. Only live sessions of this payer are touched. */
export async function endWalletSessions(db: Executor, uid: string, which: { id?: number; tokenHash?: string; exceptTokenHash?: string }, now: Date): Promise<number> {
  return (await generic.endSessions(walletSessionKind, db, { ...which, owner: uid, liveAt: now }, now)).length;
}
