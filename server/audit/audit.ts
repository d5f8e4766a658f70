/**
 * The audit log: the one module that records a sensitive action of an operator (who, when, from which IP, what,
 * and the values before and after) and reads the log back. A module that changes something sensitive calls
 * `recordAudit` with the transaction of the change when it has one, so the change and its record commit together.
 * A new kind of action is one more value of the contract's AuditAction and its words in the console.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction, AuditLogEntry } from '../../openapi/entities';
import type { Executor } from '../db/client';
import { createdBetween, startsWith } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { auditLogs } from '../db/schema';
import { insertAtEnd } from '../db/trailingWrites';

export type AuditActionName = z.infer<typeof AuditAction>;
export type AuditValues = Record<string, string | boolean | null>;

/** The operator recorded for actions of platform staff (npm run ops). */
export const platformOperator = 'platform';

export interface AuditEntry {
  merchantId: number;
  /** The operator's username, or `platformOperator`. */
  operator: string;
  ip: string;
  action: AuditActionName;
  target?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  at: Date;
}

/** Who did it and from where: what every signed-in call knows (`signedIn.username`, `ip`, `now`). */
export interface Actor {
  merchantId: number;
  operator: string;
  ip: string;
  at: Date;
}

/** The actor of a signed-in call. */
export const actorOf = (call: { signedIn: { merchantId: number; username: string }; ip: string; now: Date }): Actor => ({
  merchantId: call.signedIn.merchantId,
  operator: call.signedIn.username,
  ip: call.ip,
  at: call.now,
});

/** Written with the transaction's last writes (server/db/trailingWrites.ts): nothing reads the log inside the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAtEnd(db, auditLogs, [
    {
      merchantId: entry.merchantId,
      operator: entry.operator,
      ip: entry.ip,
      action: entry.action,
      target: entry.target ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.at,
    },
  ]);
}

/** Records an action of `actor`. */
export function audit(db: Executor, actor: Actor, action: AuditActionName, details: { target?: string | null; before?: AuditValues | null; after?: AuditValues | null } = {}) {
  return recordAudit(db, { merchantId: actor.merchantId, operator: actor.operator, ip: actor.ip, at: actor.at, action, ...details });
}

export interface AuditFilter {
  merchantId: number;
  action?: AuditActionName;
  start?: string;
  end?: string;
  keyword?: string;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export async function listAuditLog(db: Executor, filter: AuditFilter): Promise<{ list: z.input<typeof AuditLogEntry>[] } & PageInfo> {
  const conditions: SQL[] = [eq(auditLogs.merchantId, filter.merchantId), ...createdBetween(auditLogs.createdAt, filter.start, filter.end)];
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  if (filter.keyword) conditions.push(or(startsWith(auditLogs.target, filter.keyword), startsWith(auditLogs.operator, filter.keyword)) as SQL);
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(auditLogs).$dynamic(),
    table: auditLogs,
    where: conditions,
    sort: { name: 'create_time', column: auditLogs.createdAt, order: filter.order },
    id: auditLogs.id,
    request: filter.paging,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      create_time: row.createdAt.toISOString(),
      operator: row.operator,
      ip: row.ip,
      action: row.action as AuditActionName,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    ...paging,
  };
}
