/**
 * Fiat withdrawals as a reviewed order, reviewed by platform staff (server/platformReviews/, `npm run ops`):
 * count = trade_count × rate + fee is frozen at the request; staff approve (paid to the destination kept at the
 * request, with the payout's reference: the fee stays with the platform, the rest leaves) or reject with a reason
 * (returned to available). When count, or the merchant's payouts of the coin over the last 24 hours (USDT withdrawals
 * included), reach the coin's four-eyes threshold, it takes two different staff members' approvals.
 */
import { fiatWithdrawals } from '../db/schema';
import { invalidInput } from '../http/errors';
import { decimal } from '../ledger/money';
import { serialPrefixes } from '../ledger/serials';
import { fiatWithdrawalOrders, fourEyesOn, payoutWindow } from '../platformReviews/fourEyes';
import type { ReviewedOrderKind } from '../reviewedOrders/kind';

/** The approval that pays a fiat withdrawal names the payout's reference at the bank or payment service. */
export interface FiatPayout {
  reference: string;
}

export const fiatWithdrawalKind: ReviewedOrderKind<typeof fiatWithdrawals, FiatPayout, 'orderNo', 'status'> = {
  name: 'fiat withdrawal',
  table: fiatWithdrawals,
  columns: { id: 'id', number: 'orderNo', merchantId: 'merchantId', status: 'status' },
  numberPrefix: serialPrefixes.fiatWithdrawal,
  direction: 'payout',
  ledger: { settle: 'fiat_withdrawal', refund: 'fiat_withdrawal_refund' },
  money: (row) => ({ coin: row.outAbbreviation, serialNumber: row.orderNo, merchantId: row.merchantId, amount: decimal(row.count), fee: decimal(row.fee) }),
  amountField: 'trade_count',
  reviewed: (_outcome, review) => ({
    auditTime: review.at,
    reviewer: review.reviewer,
    ...(review.reason === undefined ? {} : { remark: review.reason }),
    ...(review.approval ? { payoutReference: review.approval.reference } : {}),
  }),
  twoApprovals: fourEyesOn(payoutWindow, fiatWithdrawalOrders, (row) => row.outAbbreviation),
  checkSettlingApproval: (approval, row) => {
    if (!approval?.reference) throw invalidInput('payout_reference', 'kassa.server.reviewReferenceToSettle', { order: row.orderNo });
  },
  audit: {
    request: {
      action: 'fiat_withdrawal_request',
      details: (row) => ({
        target: row.orderNo,
        after: {
          payment_method_id: String(row.paymentMethodId),
          trade_count: `${row.tradeCount} ${row.abbreviation}`,
          count: `${row.count} ${row.outAbbreviation}`,
        },
      }),
    },
  },
};
