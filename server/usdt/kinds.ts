/**
 * USDT trade of a merchant as reviewed orders, reviewed by platform staff (server/platformReviews/, `npm run ops`):
 * - recharge: the merchant declares USDT sent on chain with its TXID. Nothing moves until the platform
 *   approves: then exchange_count (trade_count × rate) enters from outside, the merchant is credited
 *   count = exchange_count − fee and the platform keeps the fee. A rejection moves nothing. When exchange_count, or
 *   the merchant's recharges of the coin over the last 24 hours, reach the coin's four-eyes threshold, it takes the
 *   approvals of two different staff members: a credit is money the platform owes as surely as a payout is.
 * - withdrawal: count = trade_count × rate + fee is frozen at the request. Approval (with the payout
 *   TXID) pays it: the fee stays with the platform, the rest leaves. A rejection returns it to available. When count,
 *   or the merchant's payouts of the coin over the last 24 hours (fiat withdrawals included), reach the coin's
 *   four-eyes threshold, it takes the approvals of two different staff members.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { usdtRecharges, usdtWithdrawals, type UsdtNetwork } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { decimal } from '../ledger/money';
import { serialPrefixes } from '../ledger/serials';
import type { Review, ReviewedOrderKind, ReviewOutcome } from '../reviewedOrders/kind';
import { creditWindow, fourEyesOn, payoutWindow, usdtRechargeOrders, usdtWithdrawalOrders } from '../platformReviews/fourEyes';
import { txidCreditedBy, usdtCode } from './repository';

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
  amountField: 'trade_count',
  reviewed: reviewedAt,
  twoApprovals: fourEyesOn(creditWindow, usdtRechargeOrders, (row) => row.inAbbreviation),
  // Two merchants may each declare one TXID on their own address while both wait; the reviewer credits the one the
  // transfer paid, and the other cannot be credited after it.
  async checkSettlingApproval(_approval, row, tx) {
    const creditedBy = await txidCreditedBy(tx, row.txid, row.id);
    if (creditedBy) throw conflict('kassa.server.txidCredited', { txid: row.txid, order: creditedBy });
  },
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

/** A payout transaction's hash on each network: TRC20 (TRON) 64 hexadecimal characters, ERC20 (Ethereum) 0x and 64. */
export const payoutTxidForms: Record<UsdtNetwork, { form: RegExp; refusal: string }> = {
  TRC20: { form: /^[0-9a-fA-F]{64}$/, refusal: 'kassa.validation.payout_txid_trc20' },
  ERC20: { form: /^0x[0-9a-fA-F]{64}$/, refusal: 'kassa.validation.payout_txid_erc20' },
};

/** The order number of another USDT withdrawal on `network` that names `txid` (without case), if any. */
async function payoutTxidHolder(tx: Executor, network: UsdtNetwork, txid: string, exceptId: number): Promise<string | null> {
  const [row] = await tx
    .select({ orderNo: usdtWithdrawals.orderNo })
    .from(usdtWithdrawals)
    .where(and(eq(usdtWithdrawals.network, network), sql`lower(${usdtWithdrawals.txid}) = lower(${txid})`, ne(usdtWithdrawals.id, exceptId)))
    .limit(1);
  return row?.orderNo ?? null;
}

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
  amountField: 'trade_count',
  reviewed: (outcome, review) => ({ ...reviewedAt(outcome, review), ...(review.approval ? { txid: review.approval.txid } : {}) }),
  twoApprovals: fourEyesOn(payoutWindow, usdtWithdrawalOrders, (row) => row.outAbbreviation),
  checkSettlingApproval: async (approval, row, tx) => {
    if (!approval?.txid) throw invalidInput('txid', 'kassa.server.reviewTxidToSettle', { order: row.orderNo });
    // The form of a transaction hash on the order's network (the contract admits either form).
    const { form, refusal } = payoutTxidForms[row.network];
    if (!form.test(approval.txid)) throw invalidInput('txid', refusal);
    // One transaction pays one withdrawal; the unique index (network, lower(txid)) holds it against a concurrent approval.
    const used = await payoutTxidHolder(tx, row.network, approval.txid, row.id);
    if (used) throw conflict('kassa.server.payoutTxidUsed', { txid: approval.txid, order: used, network: row.network });
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
