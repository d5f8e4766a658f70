/**
 * The user withdrawal's own part of its lifecycle (kind.ts, server/reviewedOrders/): what a request must be
 * (a known coin, a user who enabled it, a positive amount exact to the coin, within the merchant's daily cap for one
 * payer and, for a payer's own request in the wallet, within what they may claim: claims.ts) and its figures (the
 * handling fee at the coin's withdrawal rate, fixed at the request).
 */
import { and, eq, sql } from 'drizzle-orm';
import { findMerchant } from '../account/repository';
import { findMerchantCoin } from '../coins/repository';
import { localDate } from '../dashboard/merchantDay';
import type { Transaction } from '../db/client';
import { reviewFreeLimits, type WithdrawalSource } from '../db/schema';
import { invalidInput } from '../http/errors';
import { amountOfCoin, decimal, feeOf, formatMoney, zero, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { approveOrder, rejectOrder, requestOrder } from '../reviewedOrders/lifecycle';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import { walletClaimOf } from './claims';
import { userWithdrawalKind } from './kind';
import { requestedSince, withdrawalView } from './repository';

/** What the merchant's server sends with a payout, beside the amount (server/merchantApi/payouts.ts). */
export interface PayoutRequest {
  merchantPayoutNo: string;
  requestHash: string;
  /** The merchant's name for the user; the wallet's nickname when absent. */
  nick?: string;
  note?: string | null;
  notifyUrl?: string | null;
}

/** merchant_api: the merchant's own system asks, with its payout's details; wallet: the payer asks. */
export type NewUserWithdrawal = { merchantId: number; uid: string; coin: string; amount: string } & (
  | { source: Extract<WithdrawalSource, 'merchant_api'>; payout: PayoutRequest }
  | { source: Extract<WithdrawalSource, 'wallet'>; payout?: undefined }
);

/**
 * Requests of one payer to one merchant wait on each other from here to their commit, so two at once cannot both
 * pass under the daily cap or the wallet claim.
 */
async function lockPayerRequests(tx: Transaction, merchantId: number, uid: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kassa.user_withdrawal:${merchantId}:${uid}`}))`);
}

/**
 * Refuses a payer's own request beyond what they may claim from the merchant: 4000 on `merchant_id` when the
 * merchant takes no wallet requests of the coin or nothing is left to claim, on `amount` when it asks for more.
 */
async function refuseOverClaim(tx: Transaction, request: { merchantId: number; uid: string; coin: string; decimals: number }, amount: Decimal, now: Date) {
  const claim = await walletClaimOf(tx, request, now);
  const money = (value: Decimal) => formatMoney(value, request.decimals);
  if (claim.windowDays === null) throw invalidInput('merchant_id', 'kassa.server.walletClaimsClosed', { coin: request.coin });
  if (claim.claimable.isZero()) throw invalidInput('merchant_id', 'kassa.server.walletNothingToClaim', { coin: request.coin, days: claim.windowDays });
  if (amount.greaterThan(claim.claimable)) throw invalidInput('amount', 'kassa.server.walletClaimExceeded', { left: money(claim.claimable), coin: request.coin });
}

/**
 * Refuses (4000 on `amount`) a request that would take the payer's requests of the merchant's day (its time zone),
 * pending and approved, past the merchant's cap for the coin.
 */
async function refuseOverDailyCap(tx: Transaction, request: { merchantId: number; uid: string; coin: string; decimals: number }, amount: Decimal, now: Date) {
  const [limit] = await tx
    .select({ cap: reviewFreeLimits.userDailyCap })
    .from(reviewFreeLimits)
    .where(and(eq(reviewFreeLimits.merchantId, request.merchantId), eq(reviewFreeLimits.coinCode, request.coin)));
  if (limit?.cap == null) return;
  const timeZone = (await findMerchant(tx, request.merchantId))?.timeZone ?? 'UTC';
  const dayStart = sql`((${localDate(now, timeZone)})::date::timestamp at time zone ${timeZone}::text)`;
  const asked = await requestedSince(tx, request, dayStart);
  const cap = decimal(limit.cap);
  const left = cap.minus(decimal(asked));
  if (amount.greaterThan(left)) {
    const money = (value: Decimal) => formatMoney(value.lessThan(0) ? zero : value, request.decimals);
    throw invalidInput('amount', 'kassa.server.walletWithdrawalDailyCap', { cap: money(cap), left: money(left), coin: request.coin });
  }
}

export async function requestUserWithdrawal(tx: Transaction, request: NewUserWithdrawal, now: Date) {
  // The merchant pays the fee: its fee schedule's rate.
  const coin = await findMerchantCoin(tx, request.merchantId, request.coin);
  if (!coin) throw invalidInput('coin', 'kassa.validation.choice');
  const user = await findWalletUser(tx, request.uid);
  if (!user) throw invalidInput('user', 'kassa.server.userNotFound', { uid: request.uid });
  if (!(await hasEnabledMarket(tx, user.uid, coin.code))) throw invalidInput('coin', 'kassa.validation.market_not_enabled');
  const amount = amountOfCoin('amount', request.amount, coin);
  if (!amount.greaterThan(0)) throw invalidInput('amount', 'kassa.validation.positive');
  const payer = { merchantId: request.merchantId, uid: user.uid, coin: coin.code, decimals: coin.decimals };
  await lockPayerRequests(tx, request.merchantId, user.uid);
  if (request.source === 'wallet') await refuseOverClaim(tx, payer, amount, now);
  await refuseOverDailyCap(tx, payer, amount, now);

  const fee = feeOf(amount, coin.withdrawalFeeRate, coin.decimals);
  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  return requestOrder(
    tx,
    userWithdrawalKind,
    {
      merchantId: request.merchantId,
      serialNumber: await nextSerial(tx, serialPrefixes.withdrawalSerial, now),
      paymentId: user.uid,
      nick: request.payout?.nick ?? user.nickname,
      source: request.source,
      merchantPayoutNo: request.payout?.merchantPayoutNo ?? null,
      requestHash: request.payout?.requestHash ?? null,
      note: request.payout?.note ?? null,
      notifyUrl: request.payout?.notifyUrl ?? null,
      coinCode: coin.code,
      amount: money(amount),
      handlingFee: money(fee),
      settlementAmount: money(amount.minus(fee)),
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
}

/** Approves the merchant's pending order (the console's review goes through server/reviewedOrders/routes.ts). */
export async function approveUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, now: Date) {
  return withdrawalView(await approveOrder(tx, userWithdrawalKind, { number: orderId, merchantId }, { reviewer, at: now }));
}

/** Rejects the merchant's pending order with the reason. */
export async function rejectUserWithdrawal(tx: Transaction, merchantId: number, orderId: string, reviewer: string, reason: string, now: Date) {
  return withdrawalView(await rejectOrder(tx, userWithdrawalKind, { number: orderId, merchantId }, { reviewer, at: now, reason }));
}
