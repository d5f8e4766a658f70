/**
 * The platform's queue of merchants' verification submissions: not a reviewed order (nothing moves, no four eyes),
 * so it lists with the queues' shared filters (reviewQueue.ts) and is reviewed by server/kyc/kyc.ts.
 */
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { pagedList } from '../db/pagedList';
import { kycSubmissions, merchants } from '../db/schema';
import { submissionView } from '../kyc/kyc';
import { queueConditions, type QueueQuery } from './reviewQueue';

/** The contract's ReviewKycSubmission. */
export async function reviewKycView(db: Executor, box: SecretBox, row: typeof kycSubmissions.$inferSelect, merchantName: string) {
  return { ...(await submissionView(db, box, row)), merchant_id: String(row.merchantId), name: merchantName, reviewer: row.reviewer };
}

/** The merchant's name, for the view of one submission. */
export async function merchantNameOf(db: Executor, merchantId: number): Promise<string> {
  const [row] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId));
  return row?.name ?? '';
}

export async function kycQueue(db: Executor, box: SecretBox, query: QueueQuery) {
  const conditions = queueConditions(query, { status: kycSubmissions.status, merchantId: kycSubmissions.merchantId, createdAt: kycSubmissions.createdAt });
  const { rows, paging } = await pagedList(db, {
    query: db.select({ submission: kycSubmissions, merchantName: merchants.name }).from(kycSubmissions).innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId)).$dynamic(),
    table: kycSubmissions,
    where: conditions,
    sort: { name: 'create_time', column: kycSubmissions.createdAt, order: query.order },
    id: kycSubmissions.id,
    request: query.paging,
    keyOf: (row) => ({ value: row.submission.createdAt, id: row.submission.id }),
  });
  const list = [];
  for (const row of rows) list.push(await reviewKycView(db, box, row.submission, row.merchantName));
  return { list, ...paging };
}
