import { z } from 'zod';
import { CoinName, EmptyBody, Money, OrderStatus, OrderType, Timestamp, commonFilters, describe, listRequest, listResponse, typeError, vkey } from './common';
import { limits, nonNegativeAmount, orderId, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * User withdrawals the merchant reviews, one by one or in batches, and the review-free limit of each currency.
 */

// ---------- entities ----------

/**
 * (added) Who asked for a user withdrawal: the merchant's own server (a payout through the signed API, which the
 * review-free limit and the daily cap cover) or the payer in the wallet (a claim on what they paid the merchant,
 * always reviewed).
 */
export const WithdrawalSource = z.enum(['merchant_api', 'wallet'], typeError('choice')).meta({
  id: 'WithdrawalSource',
  description:
    "(added) merchant_api: a payout your server asked for with /v1/open/payout/create; wallet: a payer's request in the wallet, capped by what they paid you and never review-free.",
});

export const WithdrawalRecord = z
  .object({
    order_id: z.string(),
    serial_number: z.string(),
    order_type: OrderType,
    payment_id: describe(z.string(), 'The withdrawing user’s ID.'),
    nick: z.string(),
    coin_name: CoinName,
    amount: Money,
    handling_fee: Money,
    settlement_amount: Money,
    order_status: OrderStatus,
    audit: describe(z.string().nullable(), 'The reviewer’s username; null while pending.'),
    remark: describe(z.string().nullable(), 'The rejection reason; null unless rejected.'),
    source: WithdrawalSource,
    merchant_payout_no: describe(z.string().nullable(), '(added) Your payout id, for a payout your server asked for; null for a wallet request.'),
    note: describe(z.string().nullable(), '(added) The remark your server sent with the payout; null when none.'),
    create_time: Timestamp,
    update_time: Timestamp,
  })
  .meta({ id: 'WithdrawalRecord', description: 'A user withdrawal the merchant reviews.' });

/** (added) A row of the user withdrawal list: the order and whether approving it asks for the authenticator code. */
export const WithdrawalListRow = WithdrawalRecord.extend({
  needs_code: describe(z.boolean(), 'Pending and above the coin’s approval_code_above: approving it needs google_code.'),
}).meta({ id: 'WithdrawalListRow', description: 'A user withdrawal of the list, with whether its approval asks for the authenticator code.' });

/** (added) What a batch review did with one order: resolved now, or left as it was. */
export const BatchReviewOutcome = z
  .enum(['approved', 'rejected', 'already_reviewed', 'not_found'])
  .meta({ id: 'BatchReviewOutcome', description: 'approved / rejected: resolved by this call; already_reviewed: it was no longer pending; not_found: no such order of this merchant.' });

/** (added) The answer of a batch review: one entry per order number (a number sent twice once), in sorted order. */
export const WithdrawalBatchResult = z
  .object({
    list: z.array(
      z.object({
        order_id: z.string(),
        outcome: BatchReviewOutcome,
        order: describe(WithdrawalRecord.nullable(), 'The order as it stands after the call; null when not found.'),
      }),
    ),
  })
  .meta({ id: 'WithdrawalBatchResult', description: 'Each order of a batch review with what the call did with it.' });

export const ReviewFreeLimit = z
  .object({
    coin_name: CoinName,
    limit_amount: describe(Money, "A withdrawal at or below this amount is approved without review; '0' reviews every withdrawal."),
    approval_code_above: describe(Money.nullable(), '(added) Approving a withdrawal above this amount asks for the authenticator code (at or below it, none); null: every approval asks.'),
    user_daily_cap: describe(
      Money.nullable(),
      '(added) The most one payer may ask this merchant for in withdrawals of this currency per day (the merchant’s day; pending and approved requests count); null: no cap.',
    ),
    wallet_claim_days: describe(
      z.number().int().nullable(),
      '(added) Payers may ask for withdrawals in the wallet up to what they paid you in this currency in the last this many days (net of their earlier requests); null: payers cannot ask in the wallet.',
    ),
    update_time: describe(Timestamp.nullable(), 'Last change; null when never set.'),
  })
  .meta({ id: 'ReviewFreeLimit', description: 'The review-free withdrawal limit of one currency.' });

// ---------- rules ----------

/** The longest window of payments a wallet claim may draw on, in days. */
export const walletClaimDaysMax = 365;

/** How far back a payer's payments count towards what they may claim in the wallet: 1 to 365 days. */
export const walletClaimDays = z
  .number(typeError('claim_days'))
  .int({ error: vkey('claim_days') })
  .min(1, { error: vkey('claim_days') })
  .max(walletClaimDaysMax, { error: vkey('claim_days') });

/** At most this many orders are reviewed by one batch call (one authenticator code, one request). */
export const batchOrdersMax = 100;

/** The orders of a batch review: 1 to 100 order numbers; a number given twice counts once. */
export const batchOrderIds = z
  .array(orderId, typeError())
  .min(1, { error: vkey('required') })
  .max(batchOrdersMax, { error: vkey('too_many') })
  .meta({ description: `1 to ${batchOrdersMax} order numbers; a number given twice is reviewed once.` });

/** A required rejection reason, at most 200 characters. */
export const rejectionReason = requiredText(limits.reasonMax).meta({ description: 'Why the order is rejected; stored as remark.' });

/** Reject a user withdrawal: the reason is required. */
export const rejectionForm = z.object({ reason: rejectionReason });

/** Approve the selected user withdrawals at once: one authenticator code for all. */
export const batchApprovalForm = z.object({ google_code: stepUpCode });

/** Approving one order above its coin's approval code threshold: the authenticator code. */
export const approvalCodeForm = z.object({ google_code: stepUpCode });

/** Reject the selected user withdrawals at once: one reason for all, and the authenticator code. */
export const batchRejectionForm = z.object({ reason: rejectionReason, google_code: stepUpCode });

/** The review-free limit page's dialog: the new limit of one currency and the authenticator code. */
export const reviewFreeLimitForm = z.object({
  limit_amount: nonNegativeAmount,
  // Left empty: every approval asks for the code.
  approval_code_above: z.preprocess((value) => (value === '' || value === undefined ? null : value), nonNegativeAmount.nullable()),
  // Left empty: a payer may ask for any amount a day.
  user_daily_cap: z.preprocess((value) => (value === '' || value === undefined ? null : value), nonNegativeAmount.nullable()),
  // Left empty: payers cannot ask for withdrawals in the wallet.
  wallet_claim_days: z.preprocess((value) => (value === '' || value === undefined || value === null ? null : Number(value)), walletClaimDays.nullable()),
  google_code: stepUpCode,
});

// ---------- calls ----------

const orderReference = z.object({ order_id: orderId });

export const withdrawalCalls = {
  withdrawalRecordQuery: endpoint({
    path: '/v1/merchant/withdrawal_record/query',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'User withdrawal records',
    auth: true,
    request: listRequest({
      sortFields: ['create_time', 'update_time', 'amount'],
      filters: {
        ...commonFilters,
        status: OrderStatus.optional(),
        source: WithdrawalSource.optional(),
        keyword: commonFilters.keyword.meta({ description: 'Order number, serial number or your payout id, matched exactly or as a prefix.' }),
      },
    }),
    response: listResponse(WithdrawalListRow),
  }),
  withdrawalApprove: endpoint({
    path: '/v1/merchant/withdrawal_record/approval',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'Approve a pending user withdrawal (a reviewed one answers 4009)',
    auth: true,
    idempotent: true,
    request: orderReference.extend({
      google_code: stepUpCode.meta({
        description:
          'The step-up (see stepUpCode): needed when the list row says needs_code (no approval_code_above set for the coin, or the amount is above it); optional inside the step-up window.',
      }),
    }),
    response: WithdrawalRecord,
  }),
  withdrawalReject: endpoint({
    path: '/v1/merchant/withdrawal_record/reject',
    method: 'post',
    tag: 'Withdrawal records',
    summary: 'Reject a pending user withdrawal with a reason; the frozen amount returns to the user',
    auth: true,
    idempotent: true,
    request: orderReference.extend({ reason: rejectionReason }),
    response: WithdrawalRecord,
  }),
  withdrawalBatchApprove: endpoint({
    path: '/v1/merchant/withdrawal_record/batch_approval',
    method: 'post',
    tag: 'Withdrawal records',
    summary: '(added) Approve up to 100 pending user withdrawals with one authenticator code; each order resolves once, on its own',
    auth: true,
    idempotent: true,
    request: z.object({ order_ids: batchOrderIds, google_code: stepUpCode }),
    response: WithdrawalBatchResult,
  }),
  withdrawalBatchReject: endpoint({
    path: '/v1/merchant/withdrawal_record/batch_reject',
    method: 'post',
    tag: 'Withdrawal records',
    summary: '(added) Reject up to 100 pending user withdrawals with one reason and one authenticator code; each order resolves once, on its own',
    auth: true,
    idempotent: true,
    request: z.object({ order_ids: batchOrderIds, reason: rejectionReason, google_code: stepUpCode }),
    response: WithdrawalBatchResult,
  }),
  reviewFreeLimitQuery: endpoint({
    path: '/v1/merchant/withdrawal_limit/query',
    method: 'post',
    tag: 'Review-free limit',
    summary: 'The review-free limit of every currency (no body)',
    auth: true,
    request: EmptyBody,
    response: listResponse(ReviewFreeLimit),
  }),
  reviewFreeLimitUpdate: endpoint({
    path: '/v1/merchant/withdrawal_limit/update',
    method: 'post',
    tag: 'Review-free limit',
    summary: 'Set the review-free limit of one or more currencies at once',
    auth: true,
    request: z.object({
      list: z
        .array(
          z.object({
            coin_name: CoinName,
            limit_amount: nonNegativeAmount,
            approval_code_above: nonNegativeAmount
              .nullable()
              .optional()
              .meta({ description: '(added) Approving a withdrawal above this amount asks for the authenticator code (at or below it, none); null: every approval asks; absent: unchanged.' }),
            user_daily_cap: nonNegativeAmount
              .nullable()
              .optional()
              .meta({ description: '(added) The most one payer may ask for in withdrawals of this currency per day; null: no cap; absent: unchanged.' }),
            wallet_claim_days: walletClaimDays
              .nullable()
              .optional()
              .meta({ description: '(added) Payers may ask in the wallet for up to what they paid in the last this many days (1–365); null: they cannot; absent: unchanged.' }),
          }),
          typeError(),
        )
        .min(1, { error: vkey('required') })
        .max(50, { error: vkey('too_many') }),
      google_code: stepUpCode,
    }),
    response: listResponse(ReviewFreeLimit),
  }),
} satisfies Record<string, Endpoint>;
