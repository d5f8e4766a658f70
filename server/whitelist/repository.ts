import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../audit/audit';
import { endSessionsAudited, type EndedSession } from '../auth/sessions';
import type { Executor } from '../db/client';
import { startsWith } from '../db/filters';
import { loginIpWhitelist } from '../db/schema';

export interface WhitelistQuery {
  merchantId: number;
  ipPrefix?: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listWhitelist(db: Executor, query: WhitelistQuery) {
  const conditions: SQL[] = [eq(loginIpWhitelist.merchantId, query.merchantId)];
  if (query.ipPrefix) conditions.push(startsWith(loginIpWhitelist.ip, query.ipPrefix));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(loginIpWhitelist)
    .where(where)
    .orderBy(direction(loginIpWhitelist.createdAt), direction(loginIpWhitelist.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(loginIpWhitelist).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** An empty whitelist admits every IP; otherwise the IP must be on it. */
export async function isLoginIpAllowed(db: Executor, merchantId: number, ip: string): Promise<boolean> {
  const entries = await db
    .select({ ip: loginIpWhitelist.ip })
    .from(loginIpWhitelist)
    .where(eq(loginIpWhitelist.merchantId, merchantId));
  return entries.length === 0 || entries.some((entry) => entry.ip === ip);
}

/** The new entry, or null when that IP is already listed (the unique index decides, also under races). */
export async function addWhitelistEntry(db: Executor, merchantId: number, ip: string, now: Date) {
  const [row] = await db
    .insert(loginIpWhitelist)
    .values({ merchantId, ip, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The address of the entry deleted, or null when the merchant has no such entry. */
export async function deleteWhitelistEntry(db: Executor, merchantId: number, id: number): Promise<string | null> {
  const [deleted] = await db
    .delete(loginIpWhitelist)
    .where(and(eq(loginIpWhitelist.merchantId, merchantId), eq(loginIpWhitelist.id, id)))
    .returning({ ip: loginIpWhitelist.ip });
  return deleted?.ip ?? null;
}

/**
 * After a change of the list: ends the merchant's sessions signed in from an address the list no longer admits
 * (the caller's too, if so), each recorded in the audit log. An empty list admits every address and ends none.
 */
export async function endSessionsOutsideWhitelist(db: Executor, actor: Actor): Promise<EndedSession[]> {
  const entries = await db
    .select({ ip: loginIpWhitelist.ip })
    .from(loginIpWhitelist)
    .where(eq(loginIpWhitelist.merchantId, actor.merchantId));
  if (entries.length === 0) return [];
  return endSessionsAudited(db, actor, { merchantId: actor.merchantId, ipNotIn: entries.map((entry) => entry.ip) });
}
