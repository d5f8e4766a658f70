/**
 * What makes one kind of person's sessions (operators, staff, payers, …) differ from another's: everything else is
 * written once in ./sessions.ts. A kind is a plain object, so a new kind is a configuration, not a copy.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { sessionColumns } from '../db/schema/columns';
import type { TokenReader } from './token';

export interface SessionLifetimes {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however used. */
  lifetimeMs: number;
  /** last_seen_at is written at most this often, so a read stays a read; a minute against the idle time costs nothing. */
  touchMs: number;
}

type Columns<T> = { [K in keyof T]: PgColumn };

/** A table made with `sessionColumns()` (server/db/schema/columns.ts), and `stepUpColumns()` where it has a step-up window. */
export type SessionTable = PgTable & Columns<ReturnType<typeof sessionColumns>> & { stepUpUntil?: PgColumn };

/** A session row's own columns, as read. */
export interface SessionRow {
  tokenHash: string;
  id: number;
  ip: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  stepUpUntil?: Date | null;
}

/** A session as it was when it ended: what an audit log records of it. */
export interface EndedSession {
  id: number;
  tokenHash: string;
  ip: string;
  userAgent: string | null;
}

// The joins are the kind's own; drizzle's builder types do not survive being passed through a config.
type Query = any;

export interface SessionKind<Resumed, AuditBy = never> {
  table: SessionTable;
  /** The column naming whose session it is. */
  owner: PgColumn;
  /** How the token arrives, and the message keys of the 401 without one or with one no longer live. */
  token: { read: TokenReader; missingKey: string; endedKey: string };
  lifetimes: SessionLifetimes;
  /** What a resumed session carries beside its own columns, read in the same query: columns, and the joins they need. */
  carries: { columns: Record<string, PgColumn | SQL.Aliased>; join?: (query: Query) => Query };
  /** Makes the resumed session of a live row with the carried columns; null refuses it (a suspended member). */
  resumed(row: SessionRow & Record<string, unknown>): Resumed | null;
  /** Whether each sign-in deletes the sessions ended a lifetime ago (a table of long-lived sessions that nothing else sweeps). */
  sweepOnCreate?: boolean;
  /** Told the token hashes of sessions ended or changed, so nothing keeps answering for them. */
  changed?(db: Executor, tokenHashes: string[]): Promise<void>;
  /** Writes one ended session to the kind's audit log. */
  audit?(db: Executor, by: AuditBy, session: EndedSession): Promise<void>;
}
