/** Transfers between merchants: the fees, the checks of the recipient, and the one ledger change. */
import { transferAmount } from '../../openapi/rules';
import { findMerchant } from '../account/repository';
import { coinOfOpenMarket, type CoinRow } from '../coins/repository';
import { inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { merchants } from '../db/schema';
import { invalidInput } from '../http/errors';
import { checkRule } from '../http/rules';
import { applyChange, merchantOwner, platformFeeOwner, type Posting } from '../ledger/ledger';
import { amountOfCoin, feeOf, formatMoney, type Decimal } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { insertTransferSides, transferView } from './repository';

/**
 * What a transfer of `amount` costs: the transfer fee and the internal transfer fee, each amount × the
 * coin's rate. The payer is debited `amount`; the recipient gets the settlement (amount minus both fees);
 * the fees go to the platform.
 */
export function transferQuote(coin: CoinRow, amount: Decimal) {
  const transferFee = feeOf(amount, coin.transferFeeRate, coin.decimals);
  const internalFee = feeOf(amount, coin.internalFeeRate, coin.decimals);
  return { transferFee, internalFee, settlement: amount.minus(transferFee).minus(internalFee) };
}

/** The amount of a transfer form: greater than the coin's minimum, exact to the coin's decimals. */
export function transferAmountOf(coin: CoinRow, text: string): Decimal {
  checkRule('transfer_amount', transferAmount(formatMoney(coin.minTransfer, coin.decimals)), text);
  return amountOfCoin('transfer_amount', text, coin);
}

/** Merchant IDs are integers from 100001, sent as strings. */
function merchantIdOf(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export interface TransferRequest {
  coin_name: string;
  receipt_merchant_id: string;
  transfer_amount: string;
  remark?: string | undefined;
}

/**
 * The merchant a transfer to `receiptMerchantId` would pay: refused on the field when it is the payer, unknown
 * (or not a merchant ID) or suspended. The lookup before confirming and the transfer itself apply the same checks.
 */
export async function transferRecipient(db: Executor, payerId: number, receiptMerchantId: string) {
  const recipientId = merchantIdOf(receiptMerchantId);
  if (recipientId === payerId) throw invalidInput('receipt_merchant_id', 'kassa.server.transferToSelf');
  const recipient = recipientId === null ? undefined : await findMerchant(db, recipientId);
  if (!recipient) throw invalidInput('receipt_merchant_id', 'kassa.server.recipientNotFound', { merchant_id: receiptMerchantId });
  if (recipient.status !== 'normal') throw invalidInput('receipt_merchant_id', 'kassa.server.recipientSuspended', { merchant_id: receiptMerchantId });
  return recipient;
}

/** The payer and the recipient in one read, with the checks of `transferRecipient` (in its order). */
async function transferParties(db: Executor, payerId: number, receiptMerchantId: string) {
  const recipientId = merchantIdOf(receiptMerchantId);
  if (recipientId === payerId) throw invalidInput('receipt_merchant_id', 'kassa.server.transferToSelf');
  const found = await db
    .select()
    .from(merchants)
    .where(inArray(merchants.id, recipientId === null ? [payerId] : [payerId, recipientId]));
  const payer = found.find((row) => row.id === payerId);
  if (!payer) throw new Error(`signed-in merchant ${payerId} does not exist`);
  const recipient = found.find((row) => row.id === recipientId);
  if (!recipient) throw invalidInput('receipt_merchant_id', 'kassa.server.recipientNotFound', { merchant_id: receiptMerchantId });
  if (recipient.status !== 'normal') throw invalidInput('receipt_merchant_id', 'kassa.server.recipientSuspended', { merchant_id: receiptMerchantId });
  return { payer, recipient };
}

export async function makeTransfer(tx: Transaction, payerId: number, request: TransferRequest, now: Date) {
  const coin = await coinOfOpenMarket(tx, payerId, request.coin_name, 'coin_name');
  const amount = transferAmountOf(coin, request.transfer_amount);

  const { payer, recipient } = await transferParties(tx, payerId, request.receipt_merchant_id);

  const { transferFee, internalFee, settlement } = transferQuote(coin, amount);
  const fees = transferFee.plus(internalFee);
  const serialNumber = await nextSerial(tx, serialPrefixes.transfer, now);
  const postings: Posting[] = [
    { owner: merchantOwner(payerId), type: 'transfer_out', available: amount.negated(), charge: fees },
    { owner: merchantOwner(recipient.id), type: 'transfer_in', available: settlement },
  ];
  // The fee goes to one of the platform's fee accounts, so concurrent transfers do not all lock one row.
  if (!fees.isZero()) postings.push({ owner: platformFeeOwner(), type: 'transfer_out', available: fees });
  await applyChange(tx, { coin: coin.code, decimals: coin.decimals, serialNumber, at: now, postings });

  const money = (value: Decimal) => formatMoney(value, coin.decimals);
  const shared = {
    serialNumber,
    paymentMerchantId: payerId,
    receiptMerchantId: recipient.id,
    // Internal transfers have no chain address: each side is named as operators know it.
    paymentAddress: payer.name,
    receiptAddress: recipient.name,
    coinCode: coin.code,
    transferAmount: money(amount),
    transferFee: money(transferFee),
    internalTransferFee: money(internalFee),
    settlementAmount: money(settlement),
    transferStatus: 'completed' as const,
    remark: request.remark ?? '',
    createdAt: now,
  };
  const [payerSide] = await insertTransferSides(tx, [
    { ...shared, merchantId: payerId, transferType: 'transfer' },
    { ...shared, merchantId: recipient.id, transferType: 'receive' },
  ]);
  if (!payerSide) throw new Error('transfer insert returned nothing');
  return transferView(payerSide);
}
