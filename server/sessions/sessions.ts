/**
 * Sessions of every kind of person, written once: a kind (./kind.ts) says which table, how the token arrives, how
 * long a session lives and what a resumed one carries. A session ends after its idle time, after its lifetime, or
 * when ended (sign-out, ended from another session, a credential change); every ending goes through `endSessions`.
 */
import { and, desc, eq, gt, isNull, lt, ne, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '../../openapi/codes';
import { deviceOf } from '../auth/userAgent';
import type { Executor } from '../db/client';
import { AppError } from '../errors';
import type { EndedSession, SessionKind, SessionLifetimes, SessionRow } from './kind';
import { hashToken, newToken } from './token';

/** Keeps resumed sessions in memory between calls (server/auth/sessionCache.ts's shape). */
export interface ResumedCache<T> {
  get(tokenHash: string): { value: T; lastSeenAt: Date; expiresAt: Date } | undefined;
  mark(): number;
  keep(tokenHash: string, kept: { value: T; lastSeenAt: Date; expiresAt: Date }, mark: number): void;
}

type AnyKind = SessionKind<any, any>;

export async function createSession(
  kind: AnyKind,
  db: Executor,
  input: { owner: number | string; ip: string; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const { table, lifetimes } = kind;
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + lifetimes.lifetimeMs);
  if (kind.sweepOnCreate) await db.delete(table).where(lt(table.expiresAt, new Date(input.now.getTime() - lifetimes.lifetimeMs)));
  await db.insert(table).values({
    tokenHash: hashToken(token),
    [ownerKey(kind)]: input.owner,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The table's property name of the owner column (insert values are keyed by property, not by column name). */
function ownerKey(kind: AnyKind): string {
  const entry = Object.entries(kind.table).find(([, column]) => column === kind.owner);
  if (!entry) throw new Error(`the owner column ${kind.owner.name} is not a column of its session table`);
  return entry[0];
}

/** Whether a session is accepted at `now`: not ended, before its end, used within the idle time. */
export function liveAt(row: Pick<SessionRow, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>, now: Date, lifetimes: SessionLifetimes): boolean {
  return !row.revokedAt && now.getTime() < row.expiresAt.getTime() && now.getTime() - row.lastSeenAt.getTime() < lifetimes.idleMs;
}

/** The same as a condition on the kind's table. */
const liveWhere = (kind: AnyKind, now: Date): SQL =>
  and(isNull(kind.table.revokedAt), gt(kind.table.expiresAt, now), gt(kind.table.lastSeenAt, new Date(now.getTime() - kind.lifetimes.idleMs)))!;

const ownColumns = (kind: AnyKind) => {
  const { tokenHash, id, ip, userAgent, createdAt, lastSeenAt, expiresAt, revokedAt, stepUpUntil } = kind.table;
  return { tokenHash, id, ip, userAgent, createdAt, lastSeenAt, expiresAt, revokedAt, ...(stepUpUntil ? { stepUpUntil } : {}) };
};

/** The session rows with what the kind carries, joined, for a further `where`. */
function selectCarried(kind: AnyKind, db: Executor) {
  const query = db.select({ ...ownColumns(kind), ...kind.carries.columns }).from(kind.table).$dynamic();
  return (kind.carries.join ? kind.carries.join(query) : query) as typeof query;
}

/**
 * The live session of a token, its idle timer refreshed; null when unknown, expired, idle too long, ended or refused
 * by the kind. With a cache, a session whose last-seen write is recent enough that none would be made is answered from it.
 */
export async function resumeSession<Resumed>(
  kind: SessionKind<Resumed, unknown>,
  db: Executor,
  token: string,
  now: Date,
  cache?: ResumedCache<Resumed>,
): Promise<Resumed | null> {
  const { table, lifetimes } = kind;
  const tokenHash = hashToken(token);
  const touchMs = Math.min(lifetimes.touchMs, lifetimes.idleMs);
  const kept = cache?.get(tokenHash);
  if (kept && now.getTime() < kept.expiresAt.getTime() && now.getTime() - kept.lastSeenAt.getTime() < touchMs) return kept.value;
  const mark = cache?.mark() ?? 0;
  const [row] = (await selectCarried(kind, db).where(eq(table.tokenHash, tokenHash))) as (SessionRow & Record<string, unknown>)[];
  if (!row || !liveAt(row, now, lifetimes)) return null;
  const resumed = kind.resumed(row);
  if (resumed === null) return null;
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - row.lastSeenAt.getTime() >= lifetimes.touchMs) {
    await db.update(table).set({ lastSeenAt: now }).where(eq(table.tokenHash, tokenHash));
    lastSeenAt = now;
  }
  cache?.keep(tokenHash, { value: resumed, lastSeenAt, expiresAt: row.expiresAt }, mark);
  return resumed;
}

/** The session behind a call's token; 401 with the kind's message when the token is missing or its session not live. */
export async function resumeFromRequest<R>(kind: SessionKind<R, unknown>, db: Executor, request: FastifyRequest, now: Date, cache?: ResumedCache<R>): Promise<R> {
  const token = kind.token.read(request);
  if (token === null) throw new AppError(ResultCode.unauthorized, kind.token.missingKey, {}, null, 401);
  const session = await resumeSession(kind, db, token, now, cache);
  if (!session) throw new AppError(ResultCode.unauthorized, kind.token.endedKey, {}, null, 401);
  return session;
}

/** Which sessions; every condition given must hold. */
export interface SessionSelection {
  tokenHash?: string;
  /** The session's public id (the sessions list's `id`). */
  id?: number;
  /** Sessions of this person (the kind's owner column). */
  owner?: number | string;
  /** Keep this session (the caller's). */
  exceptTokenHash?: string;
  /** Only sessions whose sign-in IP is not one of these. */
  ipNotIn?: string[];
  /** Only sessions still live at this time (not merely not ended). */
  liveAt?: Date;
  /** Any further condition of the kind's (the sessions of one merchant's operators). */
  where?: SQL;
}

function selected(kind: AnyKind, selection: SessionSelection): SQL[] {
  const { table } = kind;
  const conditions: SQL[] = [];
  if (selection.tokenHash !== undefined) conditions.push(eq(table.tokenHash, selection.tokenHash));
  if (selection.id !== undefined) conditions.push(eq(table.id, selection.id));
  if (selection.owner !== undefined) conditions.push(eq(kind.owner, selection.owner));
  if (selection.exceptTokenHash !== undefined) conditions.push(ne(table.tokenHash, selection.exceptTokenHash));
  if (selection.ipNotIn !== undefined && selection.ipNotIn.length > 0) conditions.push(notInArray(table.ip, selection.ipNotIn));
  if (selection.liveAt !== undefined) conditions.push(liveWhere(kind, selection.liveAt));
  if (selection.where !== undefined) conditions.push(selection.where);
  return conditions;
}

/** The sessions selected that are live at `now`, with what the kind carries, the most recently used first. */
export async function liveSessions<Row = SessionRow & Record<string, unknown>>(kind: AnyKind, db: Executor, selection: SessionSelection, now: Date): Promise<Row[]> {
  const rows = await selectCarried(kind, db)
    .where(and(...selected(kind, { ...selection, liveAt: now })))
    .orderBy(desc(kind.table.lastSeenAt), desc(kind.table.id));
  return rows as Row[];
}

/**
 * The one function that ends sessions of a kind: the next call with an ended token answers 401. It answers the
 * sessions it ended, and tells the kind their token hashes, so that nothing kept in memory answers for them again.
 */
export async function endSessions(kind: AnyKind, db: Executor, selection: SessionSelection, now: Date): Promise<EndedSession[]> {
  const { table } = kind;
  const ended = await db
    .update(table)
    .set({ revokedAt: now })
    .where(and(isNull(table.revokedAt), ...selected(kind, selection)))
    .returning({ id: table.id, tokenHash: table.tokenHash, ip: table.ip, userAgent: table.userAgent });
  await kind.changed?.(db, ended.map((session) => session.tokenHash as string));
  return ended as EndedSession[];
}

/** Ends the sessions selected and writes each to the kind's audit log, in `db`'s transaction (the cause's). */
export async function endSessionsAudited<AuditBy>(
  kind: SessionKind<unknown, AuditBy>,
  db: Executor,
  by: AuditBy & { at: Date },
  selection: SessionSelection,
): Promise<EndedSession[]> {
  const ended = await endSessions(kind, db, selection, by.at);
  for (const session of ended) await kind.audit?.(db, by, session);
  return ended;
}

/** A list's sessions as the contracts' session records: device, times, and which one is the caller's. */
export function sessionRecords<Row extends Omit<SessionRow, 'revokedAt'>, Whose extends object = object>(
  rows: Row[],
  currentTokenHash: string,
  whose: (row: Row) => Whose = () => ({}) as Whose,
) {
  const list = rows.map((row) => ({
    id: row.id,
    ...whose(row),
    ip: row.ip,
    ...deviceOf(row.userAgent),
    user_agent: row.userAgent,
    create_time: row.createdAt.toISOString(),
    last_seen_time: row.lastSeenAt.toISOString(),
    expire_time: row.expiresAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }));
  return { list, total: list.length };
}

/**
 * Sets the step-up window of the sessions selected (open until `until`, closed with null), not yet run, so a caller
 * can run it with a transaction's last writes; it answers their token hashes. Only kinds whose table has the window.
 */
export function stepUpWindowWrite(kind: AnyKind, db: Executor, selection: SessionSelection & { notEnded?: boolean }, until: Date | null) {
  const { table } = kind;
  if (!table.stepUpUntil) throw new Error('this kind of session has no step-up window');
  const conditions = selected(kind, selection);
  if (selection.notEnded) conditions.push(isNull(table.revokedAt));
  return db.update(table).set({ stepUpUntil: until }).where(and(...conditions)).returning({ tokenHash: table.tokenHash });
}

/** Runs `stepUpWindowWrite` and tells the kind which sessions changed. */
export async function setStepUpWindow(kind: AnyKind, db: Executor, selection: SessionSelection & { notEnded?: boolean }, until: Date | null): Promise<string[]> {
  const changed = (await stepUpWindowWrite(kind, db, selection, until)).map((row) => row.tokenHash as string);
  await kind.changed?.(db, changed);
  return changed;
}
