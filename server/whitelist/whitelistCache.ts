/**
 * Each merchant's login whitelist kept in the process, because every authenticated call checks its caller's
 * address against it (server/http/authenticate.ts): a kept list costs a map look-up, not a query. A kept list is
 * dropped the moment it changes:
 *
 * - `whitelistChanged` (called by the add and delete of an entry, in their transaction) drops the merchant's list
 *   in every cache of this process at once and sends `NOTIFY kassa_whitelist` (the merchant ID);
 * - on PostgreSQL every process LISTENs (the process's one listener, server/db/notify.ts) and drops the list when
 *   the notification arrives, at the writer's commit; the writer's own process gets it too, so a list read between
 *   the write and the commit does not outlive the commit. While that connection is not listening (starting, lost,
 *   reconnecting) nothing is kept and every call reads the list;
 * - PGlite admits one process, so the drop on write is exact.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { KeptCopy } from '../db/notify';
import { loginIpWhitelist } from '../db/schema';

export const whitelistChannel = 'kassa_whitelist';
const everyMerchant = '*';
const maxMerchants = 10_000;

const cachesOfProcess = new Set<WhitelistCache>();

/** The merchant's whitelist as stored (canonical addresses); empty when it has none. */
export async function readWhitelist(db: Executor, merchantId: number): Promise<string[]> {
  const rows = await db.select({ ip: loginIpWhitelist.ip }).from(loginIpWhitelist).where(eq(loginIpWhitelist.merchantId, merchantId));
  return rows.map((row) => row.ip);
}

export class WhitelistCache extends KeptCopy {
  /** Per merchant, its addresses; an empty set admits every address (Map order: the oldest first). */
  private readonly lists = new Map<number, ReadonlySet<string>>();

  constructor(private readonly database: Database) {
    super(database, whitelistChannel, cachesOfProcess);
  }

  protected notified(payload: string): void {
    if (payload === everyMerchant) this.forgetAll();
    else this.forget(payload.split(',').map(Number));
  }

  /** From the kept list only: whether it admits `ip`, or undefined when none is kept (every call asks; no await on this path). */
  keptAdmits(merchantId: number, ip: string): boolean | undefined {
    const list = this.usable ? this.lists.get(merchantId) : undefined;
    return list === undefined ? undefined : list.size === 0 || list.has(ip);
  }

  /** Whether the merchant's whitelist admits `ip` (canonical form): an empty list admits every address. */
  async admits(merchantId: number, ip: string): Promise<boolean> {
    let list = this.usable ? this.lists.get(merchantId) : undefined;
    if (!list) {
      const mark = this.mark();
      list = new Set(await readWhitelist(this.database, merchantId));
      if (this.mayKeep(mark)) {
        this.lists.set(merchantId, list);
        if (this.lists.size > maxMerchants) this.lists.delete(this.lists.keys().next().value as number);
      }
    }
    return list.size === 0 || list.has(ip);
  }

  forget(merchantIds: number[]): void {
    this.dropping();
    for (const id of merchantIds) this.lists.delete(id);
    this.emit('dropped', merchantIds);
  }

  forgetAll(): void {
    this.dropping();
    this.lists.clear();
    this.emit('dropped', everyMerchant);
  }
}

/** The merchant's whitelist changes in the caller's transaction: dropped here now and everywhere at its commit. */
export async function whitelistChanged(db: Executor, merchantId: number): Promise<void> {
  for (const cache of cachesOfProcess) cache.forget([merchantId]);
  await db.execute(sql`select pg_notify(${whitelistChannel}, ${String(merchantId)})`);
}
