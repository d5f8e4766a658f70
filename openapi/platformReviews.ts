import { z } from 'zod';
import { CoinName, EmptyBody, Id, MerchantId, Money, OrderStatus, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { positiveAmount, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { FiatWithdrawOrder } from './fiat';
import { fileId } from './files';
import { KycSubmission, KycSubmissionStatus } from './kyc';
import { UsdtNetwork, UsdtRechargeOrder, UsdtWithdrawOrder, txid } from './usdt';
import { BatchReviewOutcome, batchOrderIds, rejectionReason } from './withdrawals';

/*
 * (added) The platform's reviews as staff calls: the queues of USDT recharges, USDT withdrawals, fiat withdrawals and
 * merchant verifications (KYC) of every merchant, their approval and rejection through the reviewed orders' one
 * lifecycle, the KYC documents for preview, and four eyes: a withdrawal at or above its coin's threshold takes the
 * approvals of two different staff members. Reviewers and administrators make these calls; the threshold is the
 * administrators'. Every review, first approval and threshold change is written to the platform audit log.
 */

/** Reviewers and administrators: every review call. */
const reviewers: readonly StaffRoleName[] = ['reviewer', 'admin'];
/** Only administrators: the four-eyes threshold. */
const adminOnly: readonly StaffRoleName[] = ['admin'];

// ---------- entities ----------

const merchantOfOrder = {
  merchant_id: MerchantId,
  name: describe(z.string(), 'The merchant’s name.'),
};

const reviewer = describe(z.string().nullable(), 'Who reviewed it: a staff member’s username, or `ops` for a command of `npm run ops`; null while pending (and on orders reviewed before it was kept).');

/** Where the four-eyes review of a withdrawal stands. */
const fourEyes = {
  needs_two_approvals: describe(
    z.boolean(),
    'Whether approving it takes two different staff members: its amount (`count`, in `out_abbreviation`) is at or above the coin’s threshold (platform/review/threshold/query). Read when listed; the approval decides with the threshold of that moment.',
  ),
  first_approval_by: describe(z.string().nullable(), 'The staff member (or `ops`) who gave the first of two approvals; null until one is given. The order stays pending until another member approves it.'),
  first_approval_time: describe(Timestamp.nullable(), 'When the first of two approvals was given; null until then.'),
};

export const ReviewUsdtRecharge = UsdtRechargeOrder.extend({ reviewer }).meta({
  id: 'ReviewUsdtRecharge',
  description: '(added) A USDT recharge in the platform’s queue: the declared TXID, network and sender address to match on chain, the amount, the merchant.',
});

export const ReviewUsdtWithdrawal = UsdtWithdrawOrder.extend({ ...merchantOfOrder, reviewer, ...fourEyes }).meta({
  id: 'ReviewUsdtWithdrawal',
  description: '(added) A USDT withdrawal in the platform’s queue, with its merchant and where its four-eyes review stands.',
});

export const ReviewFiatWithdrawal = FiatWithdrawOrder.extend({
  ...merchantOfOrder,
  reviewer,
  payout_reference: describe(z.string().nullable(), 'The payout’s reference (bank or payment service), given by the approval that paid it; null until then.'),
  ...fourEyes,
}).meta({
  id: 'ReviewFiatWithdrawal',
  description: '(added) A fiat withdrawal in the platform’s queue, paid to `destination` as it was at the request, with its merchant and where its four-eyes review stands.',
});

export const ReviewKycSubmission = KycSubmission.extend({ ...merchantOfOrder, reviewer }).meta({
  id: 'ReviewKycSubmission',
  description: '(added) A merchant verification in the platform’s queue, with its documents (read them with platform/review/kyc/document).',
});

export const ReviewPendingCounts = z
  .object({
    usdt_recharge: z.number().int().min(0),
    usdt_withdrawal: z.number().int().min(0),
    fiat_withdrawal: z.number().int().min(0),
    kyc: z.number().int().min(0),
  })
  .meta({ id: 'ReviewPendingCounts', description: '(added) How many of each queue wait for review, for the platform console’s badges.' });

export const FourEyesThreshold = z
  .object({
    coin_name: CoinName,
    amount: describe(Money, 'A USDT or fiat withdrawal whose `count` in this coin is at or above it takes two approvals by different staff members.'),
  })
  .meta({ id: 'FourEyesThreshold', description: '(added) The four-eyes threshold of one coin.' });

export const FourEyesThresholds = z
  .object({ list: describe(z.array(FourEyesThreshold), 'One entry per coin that has a threshold; a coin without one needs a single approval.') })
  .meta({ id: 'FourEyesThresholds' });

export const ReviewUsdtRechargeBatchResult = z
  .object({
    list: z.array(
      z.object({
        order_id: z.string(),
        outcome: BatchReviewOutcome,
        order: describe(ReviewUsdtRecharge.nullable(), 'The order as it stands after the call; null when not found.'),
      }),
    ),
  })
  .meta({ id: 'ReviewUsdtRechargeBatchResult', description: '(added) Each recharge of a batch review with what the call did with it, in sorted order.' });

// ---------- rules ----------

/** The queue's state: pending unless asked, `all` for every state. */
const queueStatus = z
  .enum([...OrderStatus.options, 'all'], typeError('choice'))
  .default('pending')
  .meta({ description: 'The review state to list: pending (the default), approved, rejected, or all.' });

const kycQueueStatus = z
  .enum([...KycSubmissionStatus.options, 'all'], typeError('choice'))
  .default('pending')
  .meta({ description: 'The submission state to list: pending (the default), approved, rejected, or all.' });

const queueFilters = {
  merchant_id: MerchantId.optional().meta({ description: 'One merchant’s orders.' }),
  start_time: commonFilters.start_time,
  end_time: commonFilters.end_time,
  keyword: commonFilters.keyword.meta({ description: 'Order number, matched exactly or as a prefix.' }),
};

/** A payout's reference at the bank or payment service: letters, digits, '-', '_', '/' or '.'. */
export const payoutReference = requiredText(64, 'reference_chars')
  .regex(/^[A-Za-z0-9_./-]+$/, { error: vkey('reference_chars') })
  .meta({ description: 'The payout’s reference at the bank or payment service: up to 64 letters, digits, -, _, / or .', examples: ['FT25060212345'] });

const orderNumber = z.object({ order_id: requiredText(64).meta({ description: 'The order number (order_no).' }) });

/** Approving a USDT withdrawal: the payout's TXID, required on the approval that pays it. */
export const usdtWithdrawalApprovalForm = z.object({
  txid: txid.optional().meta({ description: 'The chain transaction that paid it. Required on the approval that settles the order; a first of two approvals takes none.' }),
  google_code: stepUpCode,
});

/** Approving a fiat withdrawal: the payout's reference, required on the approval that pays it. */
export const fiatWithdrawalApprovalForm = z.object({
  payout_reference: payoutReference.optional().meta({ description: 'The payout’s reference. Required on the approval that settles the order; a first of two approvals takes none.' }),
  google_code: stepUpCode,
});

/** A staff rejection: the reason the merchant reads. */
export const reviewRejectionForm = z.object({ reason: rejectionReason });

/** An administrator sets (or, with `amount` empty, removes) the four-eyes threshold of one coin. */
export const fourEyesThresholdForm = z.object({
  coin_name: CoinName,
  amount: z
    .union([z.literal(''), positiveAmount])
    .meta({ description: 'The threshold, a positive amount in the coin; empty removes it (one approval is then enough at any amount).' }),
  google_code: stepUpCode,
});

// ---------- calls ----------

const tag = 'Platform reviews';

export const platformReviewCalls = {
  reviewPendingCounts: endpoint({
    path: '/v1/platform/review/pending_counts',
    method: 'post',
    tag,
    summary: 'How many USDT recharges, USDT withdrawals, fiat withdrawals and KYC submissions wait for review',
    auth: false,
    staff: reviewers,
    request: EmptyBody,
    response: ReviewPendingCounts,
  }),
  reviewUsdtRechargeQuery: endpoint({
    path: '/v1/platform/review/usdt_recharge/query',
    method: 'post',
    tag,
    summary: 'Every merchant’s USDT recharges, pending unless asked, newest first',
    auth: false,
    staff: reviewers,
    request: listRequest({
      sortFields: ['create_time', 'trade_count'],
      filters: { ...queueFilters, status: queueStatus, network: UsdtNetwork.optional(), in_abbreviation: CoinName.optional().meta({ description: 'The coin credited.' }) },
    }),
    response: listResponse(ReviewUsdtRecharge),
  }),
  reviewUsdtRechargeApprove: endpoint({
    path: '/v1/platform/review/usdt_recharge/approve',
    method: 'post',
    tag,
    summary: 'Approve a pending USDT recharge once its TXID is found on chain: the merchant is credited `count` (exchange_count less the fee); protected by the step-up',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend({ google_code: stepUpCode }),
    response: ReviewUsdtRecharge,
  }),
  reviewUsdtRechargeReject: endpoint({
    path: '/v1/platform/review/usdt_recharge/reject',
    method: 'post',
    tag,
    summary: 'Reject a pending USDT recharge with the reason the merchant reads: nothing is credited, and its TXID may be declared again',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend(reviewRejectionForm.shape),
    response: ReviewUsdtRecharge,
  }),
  reviewUsdtRechargeBatchApprove: endpoint({
    path: '/v1/platform/review/usdt_recharge/batch_approve',
    method: 'post',
    tag,
    summary: 'Approve up to 100 pending USDT recharges at once, each on its own; protected by the step-up',
    auth: false,
    staff: reviewers,
    request: z.object({ order_ids: batchOrderIds, google_code: stepUpCode }),
    response: ReviewUsdtRechargeBatchResult,
  }),
  reviewUsdtRechargeBatchReject: endpoint({
    path: '/v1/platform/review/usdt_recharge/batch_reject',
    method: 'post',
    tag,
    summary: 'Reject up to 100 pending USDT recharges at once with one reason, each on its own',
    auth: false,
    staff: reviewers,
    request: z.object({ order_ids: batchOrderIds, reason: rejectionReason }),
    response: ReviewUsdtRechargeBatchResult,
  }),
  reviewUsdtWithdrawalQuery: endpoint({
    path: '/v1/platform/review/usdt_withdrawal/query',
    method: 'post',
    tag,
    summary: 'Every merchant’s USDT withdrawals, pending unless asked, newest first',
    auth: false,
    staff: reviewers,
    request: listRequest({
      sortFields: ['create_time', 'trade_count'],
      filters: { ...queueFilters, status: queueStatus, network: UsdtNetwork.optional(), out_abbreviation: CoinName.optional().meta({ description: 'The coin debited.' }) },
    }),
    response: listResponse(ReviewUsdtWithdrawal),
  }),
  reviewUsdtWithdrawalApprove: endpoint({
    path: '/v1/platform/review/usdt_withdrawal/approve',
    method: 'post',
    tag,
    summary:
      'Approve a pending USDT withdrawal: paid from what was frozen, with the payout’s TXID. At or above its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend(usdtWithdrawalApprovalForm.shape),
    response: ReviewUsdtWithdrawal,
  }),
  reviewUsdtWithdrawalReject: endpoint({
    path: '/v1/platform/review/usdt_withdrawal/reject',
    method: 'post',
    tag,
    summary: 'Reject a pending USDT withdrawal with the reason the merchant reads: what was frozen returns to available (a first approval given does not prevent it)',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend(reviewRejectionForm.shape),
    response: ReviewUsdtWithdrawal,
  }),
  reviewFiatWithdrawalQuery: endpoint({
    path: '/v1/platform/review/fiat_withdrawal/query',
    method: 'post',
    tag,
    summary: 'Every merchant’s fiat withdrawals with the destination kept at the request, pending unless asked, newest first',
    auth: false,
    staff: reviewers,
    request: listRequest({
      sortFields: ['create_time', 'trade_count'],
      filters: {
        ...queueFilters,
        status: queueStatus,
        abbreviation: CoinName.optional().meta({ description: 'The currency paid out.' }),
        out_abbreviation: CoinName.optional().meta({ description: 'The coin debited.' }),
      },
    }),
    response: listResponse(ReviewFiatWithdrawal),
  }),
  reviewFiatWithdrawalApprove: endpoint({
    path: '/v1/platform/review/fiat_withdrawal/approve',
    method: 'post',
    tag,
    summary:
      'Approve a pending fiat withdrawal once paid to its destination, with the payout’s reference. At or above its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend(fiatWithdrawalApprovalForm.shape),
    response: ReviewFiatWithdrawal,
  }),
  reviewFiatWithdrawalReject: endpoint({
    path: '/v1/platform/review/fiat_withdrawal/reject',
    method: 'post',
    tag,
    summary: 'Reject a pending fiat withdrawal with the reason the merchant reads: what was frozen returns to available',
    auth: false,
    staff: reviewers,
    request: orderNumber.extend(reviewRejectionForm.shape),
    response: ReviewFiatWithdrawal,
  }),
  reviewKycQuery: endpoint({
    path: '/v1/platform/review/kyc/query',
    method: 'post',
    tag,
    summary: 'Every merchant’s verification submissions with their documents, pending unless asked, newest first',
    auth: false,
    staff: reviewers,
    request: listRequest({
      sortFields: ['create_time'],
      filters: { merchant_id: queueFilters.merchant_id, start_time: commonFilters.start_time, end_time: commonFilters.end_time, status: kycQueueStatus },
    }),
    response: listResponse(ReviewKycSubmission),
  }),
  reviewKycApprove: endpoint({
    path: '/v1/platform/review/kyc/approve',
    method: 'post',
    tag,
    summary: 'Approve a pending verification submission: the merchant’s KYC becomes verified',
    auth: false,
    staff: reviewers,
    request: z.object({ id: Id }),
    response: ReviewKycSubmission,
  }),
  reviewKycReject: endpoint({
    path: '/v1/platform/review/kyc/reject',
    method: 'post',
    tag,
    summary: 'Reject a pending verification submission with the reason the merchant reads; the merchant may submit again',
    auth: false,
    staff: reviewers,
    request: z.object({ id: Id, reason: rejectionReason.meta({ description: 'Why it is rejected; the merchant reads it.' }) }),
    response: ReviewKycSubmission,
  }),
  reviewKycDocument: endpoint({
    path: '/v1/platform/review/kyc/document',
    method: 'post',
    tag,
    summary: 'One document of a verification submission, for display in the browser (images and PDF inline); a file that is not among the submission’s documents answers 4004',
    auth: false,
    staff: reviewers,
    file: 'binary',
    request: z.object({ id: Id.meta({ description: 'The submission.' }), file_id: fileId }),
    response: z.string().meta({ description: 'The file’s bytes (Content-Disposition: inline), with the content type read from them at upload.' }),
  }),
  reviewThresholdQuery: endpoint({
    path: '/v1/platform/review/threshold/query',
    method: 'post',
    tag,
    summary: 'The four-eyes thresholds: per coin, the withdrawal amount from which two staff members must approve',
    auth: false,
    staff: adminOnly,
    request: EmptyBody,
    response: FourEyesThresholds,
  }),
  reviewThresholdSet: endpoint({
    path: '/v1/platform/review/threshold/set',
    method: 'post',
    tag,
    summary: 'Set or remove the four-eyes threshold of one coin; it holds for every approval from the next one, in every server process; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: fourEyesThresholdForm,
    response: FourEyesThresholds,
  }),
} satisfies Record<string, Endpoint>;
