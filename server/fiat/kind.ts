/**
 * Fiat withdrawals as a reviewed order, reviewed by the platform (`npm run ops`): count = trade_count × rate + fee
 * is frozen at the request; the platform approves (paid to the destination kept at the request: the fee stays with
 * the platform, the rest leaves) or rejects with a reason (returned to available).
 */
import { fiatWithdrawals } from '../db/schema';
import { decimal } from '../ledger/money';
import { serialPrefixes } from '../ledger/serials';
import type { ReviewedOrderKind } from '../reviewedOrders/kind';

export const fiatWithdrawalKind: ReviewedOrderKind<typeof fiatWithdrawals, undefined, 'orderNo', 'status'> = {
  name: 'fiat withdrawal',
  table: fiatWithdrawals,
  columns: { id: 'id', number: 'orderNo', merchantId: 'merchantId', status: 'status' },
  numberPrefix: serialPrefixes.fiatWithdrawal,
  direction: 'payout',
  ledger: { settle: 'fiat_withdrawal', refund: 'fiat_withdrawal_refund' },
  money: (row) => ({ coin: row.outAbbreviation, serialNumber: row.orderNo, merchantId: row.merchantId, amount: decimal(row.count), fee: decimal(row.fee) }),
  reviewed: (_outcome, review) => ({ auditTime: review.at, ...(review.reason === undefined ? {} : { remark: review.reason }) }),
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
