/**
 * Payer sessions of the hosted checkout, separate from the merchants' sessions: one wallet user, one order. The
 * token (256 random bits, sent as X-Payer-Token) is handed out once; the database keeps its SHA-256. A session ends
 * at the order's payment time or 30 minutes after sign-in, whichever comes first, and when the order is paid.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { hashToken } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { payerSessions } from '../db/schema';
import { AppError } from '../http/errors';

/** The longest a payer session lasts, when the order's payment time is further away. */
export const payerSessionMaxMs = 30 * 60_000;

/** Who is paying: what the handlers of payer calls receive. */
export interface PayerSession {
  tokenHash: string;
  /** The wallet user's UID. */
  uid: string;
  /** The order this session may act on (its public id, ord_…). */
  orderPublicId: string;
  expiresAt: Date;
}

export const payerTokenHeader = 'x-payer-token';

/** The session's end: the order's payment time, or 30 minutes from now when that comes first. */
export function payerSessionEnd(orderExpiresAt: Date, now: Date): Date {
  return new Date(Math.min(orderExpiresAt.getTime(), now.getTime() + payerSessionMaxMs));
}

export async function createPayerSession(
  db: Executor,
  input: { uid: string; orderPublicId: string; orderExpiresAt: Date; ip: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = payerSessionEnd(input.orderExpiresAt, input.now);
  // Sessions long ended are of no use to anyone: each sign-in sweeps a few away.
  await db.delete(payerSessions).where(lt(payerSessions.expiresAt, new Date(input.now.getTime() - 24 * 60 * 60_000)));
  await db.insert(payerSessions).values({
    tokenHash: hashToken(token),
    uid: input.uid,
    orderPublicId: input.orderPublicId,
    ip: input.ip,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a token; null when unknown, expired or ended. */
export async function resumePayerSession(db: Executor, token: string, now: Date): Promise<PayerSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(payerSessions).where(eq(payerSessions.tokenHash, tokenHash));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return { tokenHash, uid: row.uid, orderPublicId: row.orderPublicId, expiresAt: row.expiresAt };
}

/** Ends a session (its order is paid). */
export async function endPayerSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(payerSessions).set({ revokedAt: now }).where(and(eq(payerSessions.tokenHash, tokenHash), isNull(payerSessions.revokedAt)));
}

const payerUnauthorized = (messageKey: string) => new AppError(ResultCode.unauthorized, messageKey, {}, null, 401);

/** The order a payer call names, if it names one: order_id in the JSON body or in the query string. */
function orderNamedBy(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query]) {
    if (source && typeof source === 'object' && 'order_id' in source) {
      const named = (source as { order_id?: unknown }).order_id;
      if (typeof named === 'string') return named.trim();
    }
  }
  return undefined;
}

/**
 * The payer behind the request's X-Payer-Token. Code 401 (HTTP 401) when the header is missing, when the session is
 * unknown, expired or ended, and when the call names another order than the session's.
 */
export async function authenticatePayer(context: AppContext, request: FastifyRequest, now: Date): Promise<PayerSession> {
  const header = request.headers[payerTokenHeader];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '') throw payerUnauthorized('kassa.server.payerTokenMissing');
  const session = await resumePayerSession(context.db, token, now);
  if (!session) throw payerUnauthorized('kassa.server.payerSessionExpired');
  const named = orderNamedBy(request);
  if (named !== undefined && named !== session.orderPublicId) throw payerUnauthorized('kassa.server.payerSessionOtherOrder');
  return session;
}
