/**
 * A payer asks a merchant for a withdrawal: a user withdrawal of source 'wallet' (server/withdrawals/withdrawals.ts,
 * on the reviewed-order lifecycle), at most what the payer may claim from the merchant (server/withdrawals/claims.ts)
 * and within its daily cap for one payer. It is pending in the merchant's user withdrawal records with the amount
 * frozen in the merchant's account until an operator reviews it: the review-free limit never covers it. Approval pays
 * the settlement amount into the payer's wallet; a rejection returns the frozen amount to the merchant and its reason
 * is shown to the payer here.
 */
import { and, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import { ResultCode } from '../../openapi/codes';
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { findCoin, openMarketCoins } from '../coins/repository';
import type { Executor, Transaction } from '../db/client';
import { pagedList } from '../db/pagedList';
import { merchants, rechargeOrders, userWithdrawals } from '../db/schema';
import { AppError, invalidInput } from '../http/errors';
import { amountOfCoin, decimal, formatMoney } from '../ledger/money';
import { hasEnabledMarket } from '../walletUsers/repository';
import { walletClaimOf } from '../withdrawals/claims';
import { requestUserWithdrawal } from '../withdrawals/withdrawals';
import type { UserWithdrawalRow } from '../withdrawals/repository';
import { merchantNamed, refuseUnlessMerchantServes, walletMerchantView } from './merchantPay';
import type { WalletSession } from './session';

/** The contract's WalletWithdrawal. */
function walletWithdrawalView(row: UserWithdrawalRow, merchantName: string): ResponseOf<'walletWithdrawalCreate'> {
  return {
    order_id: row.orderId,
    merchant_id: String(row.merchantId),
    merchant_name: merchantName,
    coin_name: row.coinCode,
    amount: row.amount,
    handling_fee: row.handlingFee,
    settlement_amount: row.settlementAmount,
    order_status: row.orderStatus,
    reason: row.orderStatus === 'rejected' ? row.remark : null,
    create_time: row.createdAt.toISOString(),
    update_time: row.updatedAt.toISOString(),
  };
}

/** At most this many merchants are offered to withdraw from: those the payer paid most recently. */
const paidMerchantsMax = 50;

/** The merchants the payer has paid (a paid recharge, by the checkout, a scan or the wallet), the most recent first. */
export async function paidMerchants(db: Executor, session: WalletSession): Promise<ResponseOf<'walletWithdrawalMerchants'>> {
  const lastPaid = max(rechargeOrders.updatedAt);
  const rows = await db
    .select({ merchant: merchants, lastPaid })
    .from(rechargeOrders)
    .innerJoin(merchants, eq(merchants.id, rechargeOrders.merchantId))
    .where(and(eq(rechargeOrders.paymentId, session.uid), eq(rechargeOrders.orderStatus, 'coin_transferred')))
    .groupBy(merchants.id)
    .orderBy(desc(lastPaid), desc(merchants.id))
    .limit(paidMerchantsMax);
  const list = await Promise.all(rows.filter((row) => row.merchant.status === 'normal').map((row) => walletMerchantView(db, row.merchant)));
  return { list, total: list.length };
}

/** What the payer may ask the merchant for in each coin it takes now, before they type an amount. */
export async function walletClaims(db: Executor, session: WalletSession, body: RequestOf<'walletWithdrawalClaim'>, now: Date): Promise<ResponseOf<'walletWithdrawalClaim'>> {
  const merchant = await merchantNamed(db, body.merchant_id, 'merchant_id');
  refuseUnlessMerchantServes(merchant);
  const list = await Promise.all(
    (await openMarketCoins(db, merchant.id)).map(async (coin) => {
      const claim = await walletClaimOf(db, { merchantId: merchant.id, uid: session.uid, coin: coin.code }, now);
      return {
        coin_name: coin.code,
        claimable: formatMoney(claim.claimable, coin.decimals),
        min_withdrawal: formatMoney(decimal(coin.minWithdrawal), coin.decimals),
        window_days: claim.windowDays,
      };
    }),
  );
  return { merchant_id: String(merchant.id), merchant_name: merchant.name, list };
}

/** Runs in the call's transaction (`tx`, with its Idempotency-Key). */
export async function requestWalletWithdrawal(
  tx: Transaction,
  session: WalletSession,
  body: RequestOf<'walletWithdrawalCreate'>,
  now: Date,
): Promise<ResponseOf<'walletWithdrawalCreate'>> {
  const merchant = await merchantNamed(tx, body.merchant_id, 'merchant_id');
  refuseUnlessMerchantServes(merchant);
  const coin = await findCoin(tx, body.coin_name);
  if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
  if (!(await hasEnabledMarket(tx, session.uid, coin.code))) throw invalidInput('coin_name', 'kassa.validation.market_not_enabled');
  const amount = amountOfCoin('amount', body.amount, coin);
  if (amount.lessThan(decimal(coin.minWithdrawal))) {
    throw invalidInput('amount', 'kassa.validation.min_amount', { value: formatMoney(decimal(coin.minWithdrawal), coin.decimals) });
  }
  const order = await requestUserWithdrawal(tx, { merchantId: merchant.id, uid: session.uid, coin: coin.code, amount: body.amount, source: 'wallet' }, now).catch((error: unknown) => {
    // The ledger's refusal names the merchant's available balance, which is none of the payer's business.
    if (error instanceof AppError && error.code === ResultCode.insufficientBalance) throw invalidInput('amount', 'kassa.server.walletMerchantCannotPay');
    throw error;
  });
  return walletWithdrawalView(order, merchant.name);
}

/** The payer's withdrawal requests, newest first. */
export async function walletWithdrawalList(db: Executor, session: WalletSession, body: RequestOf<'walletWithdrawalQuery'>): Promise<ResponseOf<'walletWithdrawalQuery'>> {
  const conditions: SQL[] = [eq(userWithdrawals.paymentId, session.uid)];
  if (body.coin_name) conditions.push(eq(userWithdrawals.coinCode, body.coin_name));
  if (body.status) conditions.push(inArray(userWithdrawals.orderStatus, [body.status]));
  const { rows, paging } = await pagedList(db, {
    query: db.select({ order: userWithdrawals, merchantName: merchants.name }).from(userWithdrawals).innerJoin(merchants, eq(merchants.id, userWithdrawals.merchantId)).$dynamic(),
    table: userWithdrawals,
    where: conditions,
    sort: { name: 'create_time', column: userWithdrawals.createdAt, order: body.sort_order },
    id: userWithdrawals.id,
    request: body,
    keyOf: (row) => ({ value: row.order.createdAt, id: row.order.id }),
  });
  return { list: rows.map((row) => walletWithdrawalView(row.order, row.merchantName)), ...paging };
}
