/**
 * "These merchants' data changes in this transaction": said by the writer (the ledger, for every change of a
 * merchant's balance), heard by what a process keeps of a merchant's data (the kept answers of
 * server/http/keptAnswers.ts). The writer stands below what keeps copies, so it announces here and they subscribe:
 * the subscribers of this process drop their copies at once, and on PostgreSQL `NOTIFY kassa_merchant_data` (the
 * merchant IDs) goes with the transaction's last statement, for every process (this one included) at the commit.
 */
import type { Executor } from './client';
import { notifyAtEnd } from './trailingWrites';

export const merchantDataChannel = 'kassa_merchant_data';
/** Payload of a notification that names every merchant. */
export const everyMerchant = '*';
/** Notification payloads are limited (8000 bytes); beyond this many IDs the notification names every merchant. */
const idsPerNotification = 100;

type Drop = (merchantIds: number[]) => void;
const dropsOfProcess = new Set<Drop>();

/** Calls `drop` with the merchant IDs (sorted, once each) of every change announced in this process. */
export function onMerchantDataChanged(drop: Drop): void {
  dropsOfProcess.add(drop);
}

export async function merchantDataChanged(db: Executor, merchantIds: number[]): Promise<void> {
  if (merchantIds.length === 0) return;
  const ids = [...new Set(merchantIds)].sort((a, b) => a - b);
  for (const drop of dropsOfProcess) drop(ids);
  await notifyAtEnd(db, merchantDataChannel, ids.length > idsPerNotification ? everyMerchant : ids.join(','));
}
