/**
 * Staff sessions, made like the operators' (server/auth/sessions.ts): a token of 256 random bits handed out once,
 * only its SHA-256 stored, the same idle time and lifetime (config.sessionIdleTimeoutMs, sessionLifetimeMs). Each
 * staff call reads its session and member from the database, with no copy kept in the process: staff are few and
 * their calls rare, and a role change or a suspension then holds from the very next call in every process.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import type { StaffRoleName } from '../../openapi/endpoint';
import { hashToken, deviceText, type SessionPolicy } from '../auth/sessions';
import { deviceOf } from '../auth/userAgent';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import { AppError } from '../http/errors';
import { platformAudit, type StaffActor } from './audit';

export const staffTokenHeader = 'x-staff-token';

/** Who is calling: what the handlers of staff calls receive. */
export interface StaffSession {
  tokenHash: string;
  /** The session as the sessions list names it. */
  sessionId: number;
  staffId: number;
  username: string;
  role: StaffRoleName;
  /** Until when a verified code stands in for another (server/staff/stepUp.ts); null: closed. */
  stepUpUntil: Date | null;
}

export const staffSessionPolicy = (context: AppContext): SessionPolicy => ({
  idleTimeoutMs: context.config.sessionIdleTimeoutMs,
  lifetimeMs: context.config.sessionLifetimeMs,
});

export async function createStaffSession(
  db: Executor,
  input: { staffId: number; ip: string; userAgent: string | null; now: Date; policy: SessionPolicy },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.policy.lifetimeMs);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: input.staffId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** A session still accepted at `now`: not revoked, before its end, used within the idle time. */
const liveAt = (now: Date, policy: SessionPolicy): SQL =>
  and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, new Date(now.getTime() - policy.idleTimeoutMs)))!;

// As for the operators: a minute of slack on last_seen_at against a 30-minute idle time costs nothing.
const touchIntervalMs = 60_000;

/** The live session of a token of an active member, its idle timer refreshed; null otherwise. */
export async function resumeStaffSession(db: Executor, token: string, now: Date, policy: SessionPolicy): Promise<StaffSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), liveAt(now, policy)));
  if (!row || row.member.status !== 'active') return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchIntervalMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    sessionId: row.session.id,
    staffId: row.member.id,
    username: row.member.username,
    role: row.member.role,
    stepUpUntil: row.session.stepUpUntil,
  };
}

const staffUnauthorized = (messageKey: string) => new AppError(ResultCode.unauthorized, messageKey, {}, null, 401);

/**
 * The member behind the request's X-Staff-Token; code 401 (HTTP 401) when it is missing or its session is not live.
 * The merchants' Authorization header is never read here, nor this header by merchant calls.
 */
export async function authenticateStaff(context: AppContext, request: FastifyRequest, now: Date): Promise<StaffSession> {
  const header = request.headers[staffTokenHeader];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '') throw staffUnauthorized('kassa.server.staffTokenMissing');
  const session = await resumeStaffSession(context.db, token, now, staffSessionPolicy(context));
  if (!session) throw staffUnauthorized('kassa.server.staffSessionExpired');
  return session;
}

/** The member's live sessions, the most recently used first, as the contract's StaffSession. */
export async function staffSessionList(db: Executor, session: StaffSession, now: Date, policy: SessionPolicy) {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, session.staffId), liveAt(now, policy)))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.id));
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

/**
 * The one way staff sessions end: those of the member that match and have not ended. Each is written to the
 * platform audit log (target: the member; before: the session's IP and device), as `staff_session_revoke` unless
 * the caller names the action (a sign-out), in the caller's transaction. Answers how many ended.
 */
export async function endStaffSessions(
  db: Executor,
  actor: StaffActor,
  member: { id: number; username: string },
  which: { id?: number; tokenHash?: string } = {},
  action: 'staff_session_revoke' | 'staff_sign_out' = 'staff_session_revoke',
): Promise<number> {
  const conditions: SQL[] = [eq(staffSessions.staffId, member.id), isNull(staffSessions.revokedAt)];
  if (which.id !== undefined) conditions.push(eq(staffSessions.id, which.id));
  if (which.tokenHash !== undefined) conditions.push(eq(staffSessions.tokenHash, which.tokenHash));
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: actor.at })
    .where(and(...conditions))
    .returning({ ip: staffSessions.ip, userAgent: staffSessions.userAgent });
  for (const session of ended) {
    await platformAudit(db, actor, action, { target: member.username, before: { ip: session.ip, device: deviceText(session.userAgent) }, after: null });
  }
  return ended.length;
}
