/**
 * The platform audit log: the one module that records an action of platform staff (who, with which role, when, from
 * which IP, what, and the values before and after) and reads the log back, as server/audit/audit.ts does for the
 * merchants' operators. A module that changes something calls `platformAudit` with the transaction of the change when
 * it has one, so the change and its record commit together. A new kind of action is one more value of the contract's
 * PlatformAuditAction.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffRoleName } from '../../openapi/endpoint';
import type { PlatformAuditAction, PlatformAuditEntry } from '../../openapi/entities';
import type { AuditValues } from '../audit/audit';
import type { Executor } from '../db/client';
import { createdBetween } from '../db/filters';
import { pagedList, type PageInfo, type PageRequest } from '../db/pagedList';
import { platformAuditLogs } from '../db/schema';
import { insertAtEnd } from '../db/trailingWrites';

export type PlatformAuditActionName = z.infer<typeof PlatformAuditAction>;

/** The name the log gives a command of `npm run ops` (run on the server's machine with the ops secret, by nobody signed in). */
export const opsStaffName = 'ops';

/** Who acted and from where: a signed-in member, or `ops`. */
export interface StaffActor {
  staffId: number | null;
  username: string;
  role: StaffRoleName | null;
  ip: string;
  at: Date;
}

/** The actor of a staff call. */
export const staffActorOf = (call: { staff: { staffId: number; username: string; role: StaffRoleName }; ip: string; now: Date }): StaffActor => ({
  staffId: call.staff.staffId,
  username: call.staff.username,
  role: call.staff.role,
  ip: call.ip,
  at: call.now,
});

/** The actor of a platform command: the ops endpoint admits only calls from this machine. */
export const opsActor = (now: Date): StaffActor => ({ staffId: null, username: opsStaffName, role: null, ip: '127.0.0.1', at: now });

/** Records an action of `actor`, with the transaction's last writes (server/db/trailingWrites.ts). */
export async function platformAudit(
  db: Executor,
  actor: StaffActor,
  action: PlatformAuditActionName,
  details: { target?: string | null; before?: AuditValues | null; after?: AuditValues | null } = {},
): Promise<void> {
  await insertAtEnd(db, platformAuditLogs, [
    {
      staffId: actor.staffId,
      staff: actor.username,
      role: actor.role,
      ip: actor.ip,
      action,
      target: details.target ?? null,
      before: details.before ?? null,
      after: details.after ?? null,
      createdAt: actor.at,
    },
  ]);
}

export interface PlatformAuditFilter {
  staff?: string | undefined;
  action?: PlatformAuditActionName | undefined;
  start?: string | undefined;
  end?: string | undefined;
  order: 'asc' | 'desc';
  paging: PageRequest;
}

export async function listPlatformAudit(db: Executor, filter: PlatformAuditFilter): Promise<{ list: z.input<typeof PlatformAuditEntry>[] } & PageInfo> {
  const conditions: SQL[] = [...createdBetween(platformAuditLogs.createdAt, filter.start, filter.end)];
  if (filter.staff) conditions.push(eq(platformAuditLogs.staff, filter.staff.toLowerCase()));
  if (filter.action) conditions.push(eq(platformAuditLogs.action, filter.action));
  const { rows, paging } = await pagedList(db, {
    query: db.select().from(platformAuditLogs).$dynamic(),
    table: platformAuditLogs,
    where: conditions,
    sort: { name: 'create_time', column: platformAuditLogs.createdAt, order: filter.order },
    id: platformAuditLogs.id,
    request: filter.paging,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      create_time: row.createdAt.toISOString(),
      staff: row.staff,
      role: row.role,
      ip: row.ip,
      action: row.action as PlatformAuditActionName,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    ...paging,
  };
}
