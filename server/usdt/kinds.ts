/**
 * USDT trade of a merchant as reviewed orders, reviewed by platform staff (server/platformReviews/, `npm run ops`):
 * - recharge: the merchant declares USDT sent on chain with its TXID. Nothing moves until the platform
 *   approves: then exchange_count (trade_count × rate) enters from outside, the merchant is credited
 *   count = exchange_count − fee and the platform keeps the fee. A rejection moves nothing.
 * - withdrawal: count = trade_count × rate + fee is frozen at the request. Approval (with the payout
 *   TXID) pays it: the fee stays with the platform, the rest leaves. A rejection returns it to available. At or
 *   above its coin's four-eyes threshold it takes the approvals of two different staff members.
 */
import { usdtRecharges, usdtWithdrawals } from '../db/schema';
import { invalidInput } from '../http/errors';
import { decimal } from '../ledger/money';
import { serialPrefixes } from '../ledger/serials';
import type { Review, ReviewedOrderKind, ReviewOutcome } from '../reviewedOrders/kind';
import { fourEyesOn } from '../platformReviews/fourEyes';
import { usdtCode } from './repository';

/** What the platform's review writes on a USDT order beside the status. */
const reviewedAt = (_outcome: ReviewOutcome, review: Review<unknown>) => ({
  auditTime: review.at,
  reviewer: review.reviewer,
  ...(review.reason === undefined ? {} : { remark: review.reason }),
});

export const usdtRechargeKind: ReviewedOrderKind<typeof usdtRecharges, undefined, 'orderNo', 'status'> = {
  name: 'USDT recharge',
  table: usdtRecharges,
  columns: { id: 'id', number: 'orderNo', merchantId: 'merchantId', status: 'status' },
  numberPrefix: serialPrefixes.usdtRecharge,
  direction: 'credit',
  ledger: { settle: 'usdt_recharge' },
  money: (row) => ({ coin: row.inAbbreviation, serialNumber: row.orderNo, merchantId: row.merchantId, amount: decimal(row.exchangeCount), fee: decimal(row.fee) }),
  reviewed: reviewedAt,
  audit: {
    request: {
      action: 'usdt_recharge_request',
      details: (row) => ({
        target: row.orderNo,
        after: { network: row.network, txid: row.txid, trade_count: `${row.tradeCount} ${usdtCode}`, count: `${row.count} ${row.inAbbreviation}` },
      }),
    },
  },
};

/** The platform's approval of a USDT withdrawal names the chain transaction that paid it. */
export interface UsdtPayout {
  txid: string;
}

export const usdtWithdrawalKind: ReviewedOrderKind<typeof usdtWithdrawals, UsdtPayout, 'orderNo', 'status'> = {
  name: 'USDT withdrawal',
  table: usdtWithdrawals,
  columns: { id: 'id', number: 'orderNo', merchantId: 'merchantId', status: 'status' },
  numberPrefix: serialPrefixes.usdtWithdrawal,
  direction: 'payout',
  ledger: { settle: 'usdt_withdrawal', refund: 'usdt_withdrawal_refund' },
  money: (row) => ({ coin: row.outAbbreviation, serialNumber: row.orderNo, merchantId: row.merchantId, amount: decimal(row.count), fee: decimal(row.fee) }),
  reviewed: (outcome, review) => ({ ...reviewedAt(outcome, review), ...(review.approval ? { txid: review.approval.txid } : {}) }),
  twoApprovals: fourEyesOn((row) => row.outAbbreviation),
  checkSettlingApproval: (approval, row) => {
    if (!approval?.txid) throw invalidInput('txid', 'kassa.server.reviewTxidToSettle', { order: row.orderNo });
  },
  audit: {
    request: {
      action: 'usdt_withdrawal_request',
      details: (row) => ({
        target: row.orderNo,
        after: { network: row.network, address: row.address, trade_count: `${row.tradeCount} ${usdtCode}`, count: `${row.count} ${row.outAbbreviation}` },
      }),
    },
  },
};
