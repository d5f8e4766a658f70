import { eq } from 'drizzle-orm';
import { isTimeZone } from '../dashboard/merchantDay';
import type { Executor } from '../db/client';
import { merchants } from '../db/schema';

/**
 * What an export needs of its merchant: the name, and the zone its times are written in (merchants.time_zone, the
 * zone of the dashboard's day), so every operator of a merchant gets the same file. A zone this runtime does not
 * know is read as UTC.
 */
export async function exportMerchant(db: Executor, merchantId: number): Promise<{ name: string; timeZone: string }> {
  const [row] = await db.select({ name: merchants.name, timeZone: merchants.timeZone }).from(merchants).where(eq(merchants.id, merchantId));
  const timeZone = row?.timeZone ?? 'UTC';
  return { name: row?.name ?? '', timeZone: isTimeZone(timeZone) ? timeZone : 'UTC' };
}
