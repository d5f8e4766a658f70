import { eq } from 'drizzle-orm';
import { endpoints, type Endpoint } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { kycSubmissions } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { readOwnFile, sendFile } from '../files/files';
import { notFound } from '../http/errors';
import type { Routes, StaffCall } from '../http/route';
import { reviewKyc } from '../kyc/kyc';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { fourEyesThresholdsOf, fourEyesThresholdsView } from './fourEyes';
import { kycQueue, merchantNameOf, pendingCounts, reviewKycView, reviewQueues } from './queues';
import type { ReviewQueue } from './reviewQueue';

/** Reviewers and administrators review; the four-eyes threshold is the administrators'. */
const reviewers = { roles: ['reviewer', 'admin'] } as const;
const adminOnly = { roles: ['admin'] } as const;

/** The filters every queue shares, as its list request names them. */
const queueOf = (body: { status: 'pending' | 'approved' | 'rejected' | 'all'; merchant_id?: string | undefined; start_time?: string | undefined; end_time?: string | undefined; sort_order: 'asc' | 'desc'; page: number; page_size: number; cursor?: string | undefined }) => ({
  status: body.status,
  merchantId: body.merchant_id,
  start: body.start_time,
  end: body.end_time,
  order: body.sort_order,
  paging: body,
});

/** What the staff calls of a queue send beside their own filters and the approval's payout (checked against the contract before the handler). */
type QueueCallBody = Parameters<typeof queueOf>[0] & {
  keyword?: string | undefined;
  sort_field?: 'create_time' | 'trade_count' | undefined;
  order_id: string;
  order_ids: string[];
  reason: string;
  google_code: string;
};

/**
 * The staff calls of one queue: its list, approval and rejection, and its batch review if the contract has one.
 * Approving moves money, so it takes the step-up, proved before the review's transaction, which then changes the money.
 */
function registerQueueRoutes(routes: Routes, context: AppContext, queue: ReviewQueue<unknown, object, unknown>) {
  const { db } = context;
  const declared = queue.routes;
  if (!declared) return;
  const staff = (name: string, handler: (call: StaffCall<Endpoint> & { body: QueueCallBody }) => Promise<unknown>) => {
    const endpoint: Endpoint | undefined = endpoints[name as keyof typeof endpoints];
    if (!endpoint) throw new Error(`the contract has no call ${name}`);
    routes.staff(endpoint, reviewers, handler as (call: StaffCall<Endpoint>) => Promise<never>);
  };

  staff(`${declared.calls}Query`, ({ body }) =>
    queue.list(db, { ...queueOf(body), keyword: body.keyword || undefined, sort: body.sort_field ?? 'create_time', ...declared.filtersOf(body) }),
  );
  staff(`${declared.calls}Approve`, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => queue.approve(tx, staffActorOf(call), call.body.order_id, declared.approvalOf(call.body)));
  });
  staff(`${declared.calls}Reject`, (call) => runTransaction(db, (tx) => queue.reject(tx, staffActorOf(call), call.body.order_id, call.body.reason)));
  if (!declared.batch) return;
  staff(`${declared.calls}BatchApprove`, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => queue.reviewMany(tx, staffActorOf(call), call.body.order_ids, { approve: true }));
  });
  staff(`${declared.calls}BatchReject`, (call) => runTransaction(db, (tx) => queue.reviewMany(tx, staffActorOf(call), call.body.order_ids, { approve: false, reason: call.body.reason })));
}

export function registerPlatformReviewRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  routes.staff(endpoints.reviewPendingCounts, reviewers, () => pendingCounts(db));

  for (const queue of reviewQueues) registerQueueRoutes(routes, context, queue);

  // ---------- merchant verification ----------

  routes.staff(endpoints.reviewKycQuery, reviewers, ({ body }) => kycQueue(db, context.config.secretBox, queueOf(body)));

  const kycAnswer = async (row: typeof kycSubmissions.$inferSelect) => reviewKycView(db, context.config.secretBox, row, await merchantNameOf(db, row.merchantId));

  routes.staff(endpoints.reviewKycApprove, reviewers, async (call) => kycAnswer(await reviewKyc(db, staffActorOf(call), call.body.id, { approve: true })));

  routes.staff(endpoints.reviewKycReject, reviewers, async (call) =>
    kycAnswer(await reviewKyc(db, staffActorOf(call), call.body.id, { approve: false, reason: call.body.reason })),
  );

  // Only a document of the submission named: staff read what the merchant sent for review, not its other files.
  routes.staff(endpoints.reviewKycDocument, reviewers, async ({ body, reply }) => {
    const [submission] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, body.id));
    if (!submission) throw notFound('kassa.server.kycSubmissionNotFound', { id: body.id });
    if (!submission.documentIds.includes(body.file_id)) throw notFound('kassa.server.reviewDocumentNotFound', { id: body.id });
    await sendFile(reply, await readOwnFile(db, submission.merchantId, body.file_id), 'inline');
    return '';
  });

  // ---------- four eyes ----------

  routes.staff(endpoints.reviewThresholdQuery, adminOnly, async () => fourEyesThresholdsView(await fourEyesThresholdsOf(db)));

  routes.staff(endpoints.reviewThresholdSet, adminOnly, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return proposeRuleChange(context, staffActorOf(call), 'four_eyes_threshold', { coin_name: call.body.coin_name, amount: call.body.amount });
  });
}
