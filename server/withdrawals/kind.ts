/**
 * User withdrawals as a reviewed order: a wallet user takes money out of a merchant. The request freezes the amount
 * in the merchant's account; the merchant approves (the user gets it minus the handling fee, the platform the fee)
 * or rejects with a reason (the amount returns to available). A payout the merchant's own server asked for is approved
 * at once by 'automatic' at or below the merchant's review-free limit for the coin; a payer's own request in the wallet
 * never is. Above the approval code threshold, approval takes the step-up.
 */
import { userWithdrawals } from '../db/schema';
import { walletUserOwner } from '../ledger/ledger';
import { decimal } from '../ledger/money';
import { serialPrefixes } from '../ledger/serials';
import type { ReviewedOrderKind } from '../reviewedOrders/kind';
import { enqueuePayoutEvents } from './payouts';
import { reviewLimitsOf } from './repository';

export const userWithdrawalKind: ReviewedOrderKind<typeof userWithdrawals, undefined, 'orderId', 'orderStatus'> = {
  name: 'user withdrawal',
  table: userWithdrawals,
  columns: { id: 'id', number: 'orderId', merchantId: 'merchantId', status: 'orderStatus' },
  numberPrefix: serialPrefixes.withdrawalOrder,
  direction: 'payout',
  ledger: { settle: 'withdrawal', refund: 'withdrawal_refund' },
  money: (row) => ({
    coin: row.coinCode,
    serialNumber: row.serialNumber,
    merchantId: row.merchantId,
    amount: decimal(row.amount),
    fee: decimal(row.handlingFee),
    payee: walletUserOwner(row.paymentId),
  }),
  reviewed: (_outcome, review) => ({ audit: review.reviewer, updatedAt: review.at, ...(review.reason === undefined ? {} : { remark: review.reason }) }),
  limits: async (db, row) => {
    const limits = await reviewLimitsOf(db, row.merchantId, row.coinCode);
    // The merchant trusts its own system's requests up to the limit, never a payer's.
    return row.source === 'merchant_api' ? limits : { ...limits, reviewFreeUpTo: null };
  },
  afterReview: enqueuePayoutEvents,
  audit: {
    approve: {
      action: 'withdrawal_approve',
      details: (row) => ({ target: row.orderId, before: { order_status: 'pending' }, after: { order_status: row.orderStatus, amount: `${row.amount} ${row.coinCode}` } }),
    },
    reject: {
      action: 'withdrawal_reject',
      details: (row) => ({
        target: row.orderId,
        before: { order_status: 'pending' },
        after: { order_status: row.orderStatus, amount: `${row.amount} ${row.coinCode}`, remark: row.remark },
      }),
    },
  },
};
