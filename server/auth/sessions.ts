/**
 * Signed-in sessions. The token is 256 random bits handed to the client once; the database keeps only
 * its SHA-256, so reading the table gives no usable token. A session ends after an idle time, after an
 * absolute lifetime, or when revoked (logout, password change).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { merchants, merchantUsers, sessions } from '../db/schema';

export interface SessionPolicy {
  idleTimeoutMs: number;
  lifetimeMs: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Executor,
  input: { merchantUserId: number; ip: string; now: Date; policy: SessionPolicy },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    merchantUserId: input.merchantUserId,
    ip: input.ip,
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
}

// Writing last_seen_at on every call would turn each read into a write; a minute of slack
// against a 30-minute idle timeout costs nothing.
const touchIntervalMs = 60_000;

/** The live session of a token, refreshing its idle timer; null when missing, expired or revoked. */
export async function resumeSession(db: Executor, token: string, now: Date, policy: SessionPolicy): Promise<SignedIn | null> {
  const tokenHash = hashToken(token);
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
    })
    .from(sessions)
    .innerJoin(merchantUsers, eq(merchantUsers.id, sessions.merchantUserId))
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt) return null;
  if (now.getTime() >= row.expiresAt.getTime()) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= policy.idleTimeoutMs) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    merchantUserId: row.merchantUserId,
    merchantId: row.merchantId,
    username: row.username,
    merchantStatus: row.merchantStatus,
  };
}

export async function revokeSession(db: Executor, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one making the call (after a password change). */
export async function revokeOtherSessions(db: Executor, merchantUserId: number, keepTokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.merchantUserId, merchantUserId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of the user (authenticator reset by the platform). */
export async function revokeAllSessions(db: Executor, merchantUserId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.merchantUserId, merchantUserId), isNull(sessions.revokedAt)));
}
