/**
 * Signed-in sessions kept in the process, so that a call within a minute of the session's last write costs no
 * database read (the three-table lookup of server/auth/sessions.ts). A kept session is dropped the moment it ends:
 *
 * - `endSessions` (the one way a session ends) drops the ended sessions from every cache of this process at once
 *   and sends `NOTIFY kassa_sessions` (their token hashes) in its transaction; so does a session's step-up window
 *   opening or closing (`sessionsChanged`, server/auth/stepUp.ts);
 * - a change of a merchant's status (suspension) drops every cache of this process and sends `*`;
 * - on PostgreSQL every process LISTENs (the process's one listener, server/db/notify.ts) and drops what a
 *   notification names when it arrives, at the writer's commit. While that connection is not listening
 *   (starting, lost, reconnecting) nothing is kept and every call reads the database, as without a cache;
 * - PGlite admits one process, so the drop on write is exact.
 *
 * A kept session is used only while the last write of its `last_seen_at` is less than a minute old; after that
 * the call reads and touches the row as before, which also picks up a newer last-seen written by another process.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { KeptCopy } from '../db/notify';

export const sessionsChannel = 'kassa_sessions';
/** Payload of a notification that drops every kept session (a merchant's status changed). */
const everySession = '*';
/** Notification payloads are limited (8000 bytes); beyond this many hashes the notification drops everything. */
const hashesPerNotification = 100;
const maxEntries = 10_000;

export interface KeptSession<T> {
  value: T;
  lastSeenAt: Date;
  expiresAt: Date;
}

const cachesOfProcess = new Set<SessionCache<unknown>>();

export class SessionCache<T> extends KeptCopy {
  private readonly entries = new Map<string, KeptSession<T>>();

  constructor(db: Database) {
    super(db, sessionsChannel, cachesOfProcess);
  }

  protected notified(payload: string): void {
    if (payload === everySession) this.forgetAll();
    else this.forget(payload.split(','));
  }

  get(tokenHash: string): KeptSession<T> | undefined {
    return this.usable ? this.entries.get(tokenHash) : undefined;
  }

  /** Keeps what was read after `mark()`, unless a drop came in between. */
  keep(tokenHash: string, session: KeptSession<T>, mark: number): void {
    if (!this.mayKeep(mark)) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, session);
    // The oldest kept session goes first; a dropped one is read again on its next call.
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(tokenHashes: string[]): void {
    this.dropping();
    for (const hash of tokenHashes) this.entries.delete(hash);
    this.emit('dropped', tokenHashes);
  }

  forgetAll(): void {
    this.dropping();
    this.entries.clear();
    this.emit('dropped', everySession);
  }
}

/** Drops ended sessions here and, on PostgreSQL, in every other process once the caller's transaction commits. */
export async function sessionsEnded(db: Executor, tokenHashes: string[]): Promise<void> {
  await sessionsChanged(db, tokenHashes);
}

/** Drops sessions from every cache of this process only (the caller notifies the others, e.g. with `notifyAtEnd`). */
export function forgetSessionsHere(tokenHashes: string[]): void {
  for (const cache of cachesOfProcess) cache.forget(tokenHashes);
}

/** Drops changed sessions (ended, or their step-up window opened or closed) here and in every other process at commit. */
export async function sessionsChanged(db: Executor, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  forgetSessionsHere(tokenHashes);
  const payload = tokenHashes.length > hashesPerNotification ? everySession : tokenHashes.join(',');
  await db.execute(sql`select pg_notify(${sessionsChannel}, ${payload})`);
}

/** A merchant's status changed (suspended, resumed): every kept session must read it again. */
export async function merchantStatusChanged(db: Executor): Promise<void> {
  for (const cache of cachesOfProcess) cache.forgetAll();
  await db.execute(sql`select pg_notify(${sessionsChannel}, ${everySession})`);
}
