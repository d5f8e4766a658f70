/**
 * A payer pays a merchant by its receiving code (the dashboard's QR code): a scan recharge (order_from scan), created
 * paid in one transaction with its Idempotency-Key, through the same ledger change as every recharge (the merchant is
 * credited the amount less its recharge fee, the platform the fee). It has a public id like an order of the merchant
 * API, so it appears in the merchant's user recharge records, fund flow and dashboard, and its order.paid webhook goes
 * to the merchant's endpoint like any order's.
 */
import type { RequestOf, ResponseOf } from '../../openapi/endpoints';
import { findMerchant, type Merchant } from '../account/repository';
import { openMarketCoins } from '../coins/repository';
import type { AppContext } from '../context';
import type { Executor, Transaction } from '../db/client';
import { AppError, invalidInput } from '../http/errors';
import { ResultCode } from '../../openapi/codes';
import { amountOfCoin, decimal, formatMoney } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { newPublicId } from '../merchantApi/orders';
import { findPayer } from '../payers/payers';
import { authorizePaymentWith, spendAnswer } from '../passkeys/payers';
import { withAfterRollback } from '../http/afterRollback';
import { createRechargeOrder } from '../recharges/recharges';
import { enqueueOrderEvent } from '../webhooks/outbox';
import { merchantIdOfCode } from '../../openapi/walletCodes';
import type { WalletSession } from './session';

/** A merchant a payer names, by ID: 4000 on `field` when there is none. */
export async function merchantNamed(db: Executor, merchantId: string | number, field: string): Promise<Merchant> {
  const id = typeof merchantId === 'number' ? merchantId : /^\d{1,9}$/.test(merchantId) ? Number(merchantId) : null;
  const merchant = id === null ? undefined : await findMerchant(db, id);
  if (!merchant) throw invalidInput(field, 'kassa.server.walletMerchantNotFound', { merchant_id: String(merchantId) });
  return merchant;
}

/** A suspended merchant takes no payments and no withdrawal requests from the wallet. */
export function refuseUnlessMerchantServes(merchant: Merchant): void {
  if (merchant.status !== 'normal') throw new AppError(ResultCode.forbidden, 'kassa.server.walletMerchantUnavailable');
}

/** The contract's WalletMerchant: what the payer sees of a merchant and the coins it takes now. */
export async function walletMerchantView(db: Executor, merchant: Merchant): Promise<ResponseOf<'walletMerchantResolve'>> {
  return { merchant_id: String(merchant.id), merchant_name: merchant.name, coins: (await openMarketCoins(db, merchant.id)).map((coin) => coin.code) };
}

export async function resolveMerchant(context: AppContext, code: string): Promise<ResponseOf<'walletMerchantResolve'>> {
  const merchantId = merchantIdOfCode(code);
  if (merchantId === null) throw invalidInput('code', 'kassa.server.walletCodeNotMerchant');
  const merchant = await merchantNamed(context.db, merchantId, 'code');
  refuseUnlessMerchantServes(merchant);
  return walletMerchantView(context.db, merchant);
}

/** Runs in the call's transaction (`tx`, with its Idempotency-Key): the payment, its order and its webhook commit together. */
export async function payMerchant(
  context: AppContext,
  tx: Transaction,
  session: WalletSession,
  body: RequestOf<'walletMerchantPay'>,
  ip: string,
  now: Date,
): Promise<ResponseOf<'walletMerchantPay'>> {
  const merchant = await merchantNamed(tx, body.merchant_id, 'merchant_id');
  refuseUnlessMerchantServes(merchant);
  const coin = (await openMarketCoins(tx, merchant.id)).find((open) => open.code === body.coin_name);
  if (!coin) throw invalidInput('coin_name', 'kassa.server.walletMerchantNoCoin', { merchant: merchant.name, coin: body.coin_name });
  const amount = amountOfCoin('amount', body.amount, coin);
  if (amount.lessThan(decimal(coin.minOrderAmount))) {
    throw invalidInput('amount', 'kassa.server.orderBelowMinimum', { coin: coin.code, value: formatMoney(decimal(coin.minOrderAmount), coin.decimals) });
  }
  const payer = await findPayer(tx, session.uid);
  const caller = { uid: payer.uid, sessionKey: session.tokenHash, ip };
  await authorizePaymentWith(context, tx, payer, body, caller, `merchant:${merchant.id}`, now);
  try {
    return await recordPayment(context, tx, merchant, coin.code, formatMoney(amount, coin.decimals), payer.uid, body, now);
  } catch (error) {
    // The passkey's answer was spent in this transaction, which the refusal rolls back: spent again after it.
    const passkey = body.passkey;
    if (passkey && error instanceof Error) throw withAfterRollback(error, (after) => spendAnswer(after, passkey, caller, now));
    throw error;
  }
}

async function recordPayment(
  context: AppContext,
  tx: Transaction,
  merchant: Merchant,
  coinCode: string,
  amount: string,
  payerUid: string,
  body: RequestOf<'walletMerchantPay'>,
  now: Date,
): Promise<ResponseOf<'walletMerchantPay'>> {

  const order = await createRechargeOrder(
    tx,
    {
      merchantId: merchant.id,
      payerUid,
      coin: coinCode,
      amount,
      orderFrom: 'scan',
      orderId: await nextSerial(tx, serialPrefixes.scanOrder, now),
      externalAccount: `${payerUid.toLowerCase()}@wallet`,
      useReward: body.use_reward,
      publicId: newPublicId(),
      subject: body.note || null,
    },
    now,
  );
  await enqueueOrderEvent(tx, 'order.paid', order, now, context.config.publicUrl);
  return {
    order_id: order.publicId ?? '',
    merchant_order_no: order.orderId,
    serial_number: order.serialNumber,
    merchant_id: String(merchant.id),
    merchant_name: merchant.name,
    coin_name: order.coinCode,
    amount: order.amount,
    note: order.subject,
    pay_time: (order.paidAt ?? now).toISOString(),
  };
}
