import { z } from 'zod';
import { CoinName, EmptyBody, Id, MerchantId, Money, OrderStatus, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { DepositAddressOwner } from './depositAddresses';
import { positiveAmount, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint, type StaffRoleName } from './endpoint';
import { FiatWithdrawOrder } from './fiat';
import { fileId } from './files';
import { KycSubmission, KycSubmissionStatus } from './kyc';
import { UsdtNetwork, UsdtRechargeOrder, UsdtWithdrawOrder } from './usdt';
import { RuleChange } from './platformRuleChanges';
import { batchOrderIds, rejectionReason } from './withdrawals';

/*
 * (added) The platform's reviews as staff calls: the queues of USDT recharges, USDT withdrawals, fiat withdrawals and
 * merchant verifications (KYC) of every merchant, their approval and rejection through the reviewed orders' one
 * lifecycle, the KYC documents for preview, and four eyes: a withdrawal or a recharge takes the approvals of two
 * different staff members when its amount, or the merchant's rolling 24-hour total of payouts (or of recharges) in its
 * coin, is at or above the coin's threshold. Reviewers and administrators make these calls; the threshold is the
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

/** Where the four-eyes review of an order stands; `amount` and `total` say which figures count, in which coin. */
const fourEyesOf = (amount: string, total: string) => ({
  needs_two_approvals: describe(
    z.boolean(),
    `Whether approving it takes two different staff members: the coin has a threshold (platform/review/threshold/query) and ${amount}, or ${total}, is at or above it. The window is fixed by created times (the 24 hours up to and including this order’s creation, this order included; rejected orders do not count), so later orders never change it. Read when listed, with the figures the approval decides with; the approval decides with the threshold and the orders of its moment.`,
  ),
  first_approval_by: describe(z.string().nullable(), 'The staff member (or `ops`) who gave the first of two approvals; null until one is given. The order stays pending until another member approves it.'),
  first_approval_time: describe(Timestamp.nullable(), 'When the first of two approvals was given; null until then.'),
});

/** Payouts count together: USDT and fiat withdrawals alike leave the merchant's balance of the coin debited. */
const payoutFourEyes = fourEyesOf(
  'its amount (`count`, in `out_abbreviation`)',
  'the merchant’s rolling 24-hour total of payouts in that coin (USDT withdrawals and fiat withdrawals debiting it)',
);
/** Recharges count on their own, by the coin credited. */
const rechargeFourEyes = fourEyesOf(
  'its amount (`exchange_count`, in `in_abbreviation`: what enters, the fee included)',
  'the merchant’s rolling 24-hour total of USDT recharges credited in that coin',
);

export const ReviewUsdtRecharge = UsdtRechargeOrder.extend({
  reviewer,
  address_owner: describe(
    DepositAddressOwner,
    'Whose deposit address `address` is: approve only a transfer the chain shows reaching it. `own` proves the merchant: nobody else is given that address.',
  ),
  ...rechargeFourEyes,
}).meta({
  id: 'ReviewUsdtRecharge',
  description: '(added) A USDT recharge in the platform’s queue: the declared TXID, network, deposit address (and whose it is) and sender address to match on chain, the amount, the merchant.',
});

export const ReviewUsdtWithdrawal = UsdtWithdrawOrder.extend({ ...merchantOfOrder, reviewer, ...payoutFourEyes }).meta({
  id: 'ReviewUsdtWithdrawal',
  description: '(added) A USDT withdrawal in the platform’s queue, with its merchant and where its four-eyes review stands.',
});

export const ReviewFiatWithdrawal = FiatWithdrawOrder.extend({
  ...merchantOfOrder,
  reviewer,
  payout_reference: describe(z.string().nullable(), 'The payout’s reference (bank or payment service), given by the approval that paid it; null until then.'),
  ...payoutFourEyes,
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
    amount: describe(
      Money,
      'A USDT or fiat withdrawal debiting this coin takes two approvals by different staff members when its `count`, or the merchant’s payouts in the coin over the 24 hours up to its creation, reach it; so does a USDT recharge credited in the coin when its `exchange_count`, or the merchant’s recharges of the coin over those 24 hours, reach it.',
    ),
  })
  .meta({ id: 'FourEyesThreshold', description: '(added) The four-eyes threshold of one coin.' });

export const FourEyesThresholds = z
  .object({ list: describe(z.array(FourEyesThreshold), 'One entry per coin that has a threshold; a coin without one needs a single approval.') })
  .meta({ id: 'FourEyesThresholds' });

/** What a batch review of the platform did with one recharge: four eyes adds what a single approval would say. */
export const ReviewBatchOutcome = z
  .enum(['approved', 'first_approval', 'rejected', 'already_reviewed', 'same_reviewer', 'not_found'])
  .meta({
    id: 'ReviewBatchOutcome',
    description:
      'approved / rejected: resolved by this call; first_approval: this call recorded the first of two approvals (four eyes), so the order stays pending and nothing is credited until another staff member approves it; already_reviewed: it was no longer pending; same_reviewer: this staff member gave its first approval already and the second must come from another (nothing moved); not_found: no such order.',
  });

export const ReviewUsdtRechargeBatchResult = z
  .object({
    list: z.array(
      z.object({
        order_id: z.string(),
        outcome: ReviewBatchOutcome,
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

/**
 * A payout's TXID: a transaction hash, 64 hexadecimal characters on TRC20, 0x and 64 on ERC20. The form cannot know the
 * order's network, so it takes either; the approval checks the one of its order's network (4000 on txid), and that no
 * other USDT withdrawal on that network names it (4009).
 */
export const payoutTxid = requiredText(66, 'payout_txid_format').regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: vkey('payout_txid_format') });

/** Approving a USDT withdrawal: the payout's TXID, required on the approval that pays it. */
export const usdtWithdrawalApprovalForm = z.object({
  txid: payoutTxid.optional().meta({
    description:
      'The chain transaction that paid it: 64 hexadecimal characters on TRC20, 0x and 64 on ERC20 (the order’s network decides; another form answers 4000). Unique per network: a TXID another USDT withdrawal on the network names answers 4009 and nothing moves. Required on the approval that settles the order; a first of two approvals takes none.',
    examples: ['5b1e9c0d7a3f2e4b6c8d0a1f3e5c7b9d2a4f6e8c0b2d4f6a8c0e2b4d6f8a0c2e'],
  }),
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
    summary:
      'Approve a pending USDT recharge once its TXID is found on chain: the merchant is credited `count` (exchange_count less the fee). When exchange_count, or the merchant’s recharges of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded (nothing is credited) and another staff member’s credits it (the same member twice answers 4009); protected by the step-up',
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
    summary: 'Approve up to 100 pending USDT recharges at once, each on its own (under four eyes, a first approval is reported as `first_approval`); protected by the step-up',
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
      'Approve a pending USDT withdrawal: paid from what was frozen, with the payout’s TXID. When its count, or the merchant’s payouts of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up',
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
      'Approve a pending fiat withdrawal once paid to its destination, with the payout’s reference. When its count, or the merchant’s payouts of the coin over 24 hours, reach its coin’s four-eyes threshold, the first approval is only recorded and another staff member’s settles it (the same member twice answers 4009); protected by the step-up',
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
    summary: 'The four-eyes thresholds: per coin, the amount (of one withdrawal or recharge, or of a merchant’s payouts or recharges over 24 hours) from which two staff members must approve',
    auth: false,
    staff: adminOnly,
    request: EmptyBody,
    response: FourEyesThresholds,
  }),
  reviewThresholdSet: endpoint({
    path: '/v1/platform/review/threshold/set',
    method: 'post',
    tag,
    summary: 'Propose to set or remove the four-eyes threshold of one coin; once another administrator approves it, it holds for every approval from the next one; protected by the step-up',
    auth: false,
    staff: adminOnly,
    request: fourEyesThresholdForm,
    response: RuleChange,
  }),
} satisfies Record<string, Endpoint>;
