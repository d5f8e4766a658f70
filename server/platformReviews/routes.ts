import { eq } from 'drizzle-orm';
import { endpoints } from '../../openapi/endpoints';
import type { AppContext } from '../context';
import { kycSubmissions } from '../db/schema';
import { runTransaction } from '../db/transaction';
import { readOwnFile, sendFile } from '../files/files';
import { notFound } from '../http/errors';
import type { Routes } from '../http/route';
import { reviewKyc } from '../kyc/kyc';
import { staffActorOf } from '../staff/audit';
import { requireStaffStepUp } from '../staff/stepUp';
import { proposeRuleChange } from '../ruleChanges/ruleChanges';
import { fourEyesThresholdsOf, fourEyesThresholdsView } from './fourEyes';
import { fiatWithdrawalQueue, kycQueue, merchantNameOf, pendingCounts, reviewKycView, usdtRechargeQueue, usdtWithdrawalQueue } from './queues';
import {
  approveFiatWithdrawal,
  approveUsdtRecharge,
  approveUsdtWithdrawal,
  rejectFiatWithdrawal,
  rejectUsdtRecharge,
  rejectUsdtWithdrawal,
  reviewUsdtRecharges,
} from './reviews';

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

export function registerPlatformReviewRoutes(routes: Routes, context: AppContext) {
  const { db } = context;

  routes.staff(endpoints.reviewPendingCounts, reviewers, () => pendingCounts(db));

  // ---------- USDT recharges ----------

  routes.staff(endpoints.reviewUsdtRechargeQuery, reviewers, ({ body }) =>
    usdtRechargeQueue(db, { ...queueOf(body), keyword: body.keyword || undefined, network: body.network, coin: body.in_abbreviation, sort: body.sort_field ?? 'create_time' }),
  );

  // Crediting money takes the step-up; proved before the review's transaction, which then changes the money.
  routes.staff(endpoints.reviewUsdtRechargeApprove, reviewers, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => approveUsdtRecharge(tx, staffActorOf(call), call.body.order_id));
  });

  routes.staff(endpoints.reviewUsdtRechargeReject, reviewers, (call) =>
    runTransaction(db, (tx) => rejectUsdtRecharge(tx, staffActorOf(call), call.body.order_id, call.body.reason)),
  );

  routes.staff(endpoints.reviewUsdtRechargeBatchApprove, reviewers, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => reviewUsdtRecharges(tx, staffActorOf(call), call.body.order_ids, { approve: true }));
  });

  routes.staff(endpoints.reviewUsdtRechargeBatchReject, reviewers, (call) =>
    runTransaction(db, (tx) => reviewUsdtRecharges(tx, staffActorOf(call), call.body.order_ids, { approve: false, reason: call.body.reason })),
  );

  // ---------- USDT withdrawals ----------

  routes.staff(endpoints.reviewUsdtWithdrawalQuery, reviewers, ({ body }) =>
    usdtWithdrawalQueue(db, { ...queueOf(body), keyword: body.keyword || undefined, network: body.network, coin: body.out_abbreviation, sort: body.sort_field ?? 'create_time' }),
  );

  routes.staff(endpoints.reviewUsdtWithdrawalApprove, reviewers, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => approveUsdtWithdrawal(tx, staffActorOf(call), call.body.order_id, call.body.txid));
  });

  routes.staff(endpoints.reviewUsdtWithdrawalReject, reviewers, (call) =>
    runTransaction(db, (tx) => rejectUsdtWithdrawal(tx, staffActorOf(call), call.body.order_id, call.body.reason)),
  );

  // ---------- fiat withdrawals ----------

  routes.staff(endpoints.reviewFiatWithdrawalQuery, reviewers, ({ body }) =>
    fiatWithdrawalQueue(db, { ...queueOf(body), keyword: body.keyword || undefined, currency: body.abbreviation, coin: body.out_abbreviation, sort: body.sort_field ?? 'create_time' }),
  );

  routes.staff(endpoints.reviewFiatWithdrawalApprove, reviewers, async (call) => {
    await requireStaffStepUp(context, call, call.body.google_code);
    return runTransaction(db, (tx) => approveFiatWithdrawal(tx, staffActorOf(call), call.body.order_id, call.body.payout_reference));
  });

  routes.staff(endpoints.reviewFiatWithdrawalReject, reviewers, (call) =>
    runTransaction(db, (tx) => rejectFiatWithdrawal(tx, staffActorOf(call), call.body.order_id, call.body.reason)),
  );

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
