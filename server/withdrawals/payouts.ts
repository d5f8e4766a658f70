/**
 * A user withdrawal the merchant's server asked for (a payout, source merchant_api), as the merchant API and its
 * webhooks show it, and the webhook events of its review: payout.approved then payout.paid on approval (the payer's
 * wallet is credited in the same transaction), payout.rejected with the reason. A payer's own request in the wallet
 * sends none: the merchant's server never asked for it.
 */
import { findAccessKeyOfMerchant } from '../accessKeys/repository';
import type { Transaction } from '../db/client';
import type { ReviewOutcome } from '../reviewedOrders/kind';
import { insertEvent } from '../webhooks/outbox';
import type { UserWithdrawalRow } from './repository';

/** The contract's OpenPayout. */
export function openPayoutView(row: UserWithdrawalRow) {
  if (row.merchantPayoutNo === null) throw new Error(`user withdrawal ${row.orderId} is not a payout of the merchant API`);
  const approved = row.orderStatus === 'approved';
  return {
    payout_id: row.orderId,
    merchant_payout_no: row.merchantPayoutNo,
    uid: row.paymentId,
    nick: row.nick,
    coin_name: row.coinCode,
    amount: row.amount,
    handling_fee: row.handlingFee,
    settlement_amount: row.settlementAmount,
    payout_status: row.orderStatus,
    reviewer: row.audit,
    reason: row.orderStatus === 'rejected' ? row.remark : null,
    remark: row.note,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
    pay_time: approved ? row.updatedAt.toISOString() : null,
  };
}

/** Writes the payout's events of its review, to its notify_url or else the merchant's default endpoint (none: nowhere to tell). */
export async function enqueuePayoutEvents(tx: Transaction, row: UserWithdrawalRow, outcome: ReviewOutcome, now: Date): Promise<void> {
  if (row.source !== 'merchant_api') return;
  const url = row.notifyUrl ?? (await findAccessKeyOfMerchant(tx, row.merchantId))?.webhookUrl ?? null;
  if (!url) return;
  const types = outcome === 'approved' ? (['payout.approved', 'payout.paid'] as const) : (['payout.rejected'] as const);
  for (const type of types) {
    await insertEvent(tx, { merchantId: row.merchantId, type, orderPublicId: row.orderId, url, data: openPayoutView(row), now });
  }
}
