/**
 * Staff sessions: the kind of server/sessions/ whose token arrives in X-Staff-Token, with the operators' idle time and
 * lifetime (config.sessionIdleTimeoutMs, sessionLifetimeMs), whose resumed session carries its member and refuses
 * one no longer active. Each staff call reads its session and member from the database, with no copy kept in the
 * process: staff are few and their calls rare, and a role change or a suspension then holds from the very next call
 * in every process.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRoleName } from '../../openapi/endpoint';
import { deviceText, type SessionPolicy } from '../auth/sessions';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import type { SessionKind } from '../sessions/kind';
import * as generic from '../sessions/sessions';
import { headerToken } from '../sessions/token';
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

/** Who the ended sessions' audit lines name: the member whose sessions they were, and the action. */
export interface StaffSessionsEnded {
  actor: StaffActor;
  member: { id: number; username: string };
  action: 'staff_session_revoke' | 'staff_sign_out';
  at: Date;
}

export const staffSessionPolicy = (context: AppContext): SessionPolicy => ({
  idleTimeoutMs: context.config.sessionIdleTimeoutMs,
  lifetimeMs: context.config.sessionLifetimeMs,
});

/** The staff's kind under `policy`; as for the operators, a minute of slack on last_seen_at costs nothing. */
export const staffSessionKind = (policy: SessionPolicy): SessionKind<StaffSession, StaffSessionsEnded> => ({
  table: staffSessions,
  owner: staffSessions.staffId,
  token: { read: headerToken(staffTokenHeader), missingKey: 'kassa.server.staffTokenMissing', endedKey: 'kassa.server.staffSessionExpired' },
  lifetimes: { idleMs: policy.idleTimeoutMs, lifetimeMs: policy.lifetimeMs, touchMs: 60_000 },
  carries: {
    columns: { staffId: staffMembers.id, username: staffMembers.username, role: staffMembers.role, status: staffMembers.status },
    join: (query) => query.innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId)),
  },
  resumed: (row) =>
    row.status !== 'active'
      ? null
      : {
          tokenHash: row.tokenHash,
          sessionId: row.id,
          staffId: row.staffId as number,
          username: row.username as string,
          role: row.role as StaffRoleName,
          stepUpUntil: row.stepUpUntil ?? null,
        },
  audit: (db, ended, session) =>
    platformAudit(db, ended.actor, ended.action, { target: ended.member.username, before: { ip: session.ip, device: deviceText(session.userAgent) }, after: null }),
});

/** Ending sessions, reading no lifetime: any policy names the same table. */
export const anyStaffSessions = staffSessionKind({ idleTimeoutMs: 0, lifetimeMs: 0 });

export async function createStaffSession(
  db: Executor,
  input: { staffId: number; ip: string; userAgent: string | null; now: Date; policy: SessionPolicy },
): Promise<{ token: string; expiresAt: Date }> {
  return generic.createSession(staffSessionKind(input.policy), db, { owner: input.staffId, ip: input.ip, userAgent: input.userAgent, now: input.now });
}

/** The live session of a token of an active member, its idle timer refreshed; null otherwise. */
export async function resumeStaffSession(db: Executor, token: string, now: Date, policy: SessionPolicy): Promise<StaffSession | null> {
  return generic.resumeSession(staffSessionKind(policy), db, token, now);
}

/**
 * The member behind the request's X-Staff-Token; code 401 (HTTP 401) when it is missing or its session is not live.
 * The merchants' Authorization header is never read here, nor this header by merchant calls.
 */
export async function authenticateStaff(context: AppContext, request: FastifyRequest, now: Date): Promise<StaffSession> {
  return generic.resumeFromRequest(staffSessionKind(staffSessionPolicy(context)), context.db, request, now);
}

/** The member's live sessions, the most recently used first, as the contract's StaffSession. */
export async function staffSessionList(db: Executor, session: StaffSession, now: Date, policy: SessionPolicy) {
  const rows = await generic.liveSessions(staffSessionKind(policy), db, { owner: session.staffId }, now);
  return generic.sessionRecords(rows, session.tokenHash);
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
  action: StaffSessionsEnded['action'] = 'staff_session_revoke',
): Promise<number> {
  const ended = await generic.endSessionsAudited(anyStaffSessions, db, { actor, member, action, at: actor.at }, { ...which, owner: member.id });
  return ended.length;
}
