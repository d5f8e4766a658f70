/** Transfers between merchants: the fees, the checks of the recipient, and the one ledger change. */
import { transferAmount } from '../../openapi/rules';
import { findMerchant } from '../account/repository';
import { coinOfOpenMarket, type CoinRow } from '../coins/repository';
import type { Transaction } from '../db/client';
import { invalidInput } from '../http/errors';
import { checkRule } from '../http/rules';
import { applyChange, merchantOwner, platformOwner, type Posting } from '../ledger/ledger';
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

export async function makeTransfer(tx: Transaction, payerId: number, request: TransferRequest, now: Date) {
  const coin = await coinOfOpenMarket(tx, payerId, request.coin_name, 'coin_name');
  const amount = transferAmountOf(coin, request.transfer_amount);

  const recipientId = merchantIdOf(request.receipt_merchant_id);
  if (recipientId === payerId) throw invalidInput('receipt_merchant_id', 'kassa.server.transferToSelf');
  const recipient = recipientId === null ? undefined : await findMerchant(tx, recipientId);
  if (!recipient) throw invalidInput('receipt_merchant_id', 'kassa.server.recipientNotFound', { merchant_id: request.receipt_merchant_id });
  if (recipient.status !== 'normal') throw invalidInput('receipt_merchant_id', 'kassa.server.recipientSuspended', { merchant_id: request.receipt_merchant_id });
  const payer = await findMerchant(tx, payerId);
  if (!payer) throw new Error(`signed-in merchant ${payerId} does not exist`);

  const { transferFee, internalFee, settlement } = transferQuote(coin, amount);
  const fees = transferFee.plus(internalFee);
  const serialNumber = await nextSerial(tx, serialPrefixes.transfer, now);
  const postings: Posting[] = [
    { owner: merchantOwner(payerId), type: 'transfer_out', available: amount.negated(), charge: fees },
    { owner: merchantOwner(recipient.id), type: 'transfer_in', available: settlement },
  ];
  if (!fees.isZero()) postings.push({ owner: platformOwner, type: 'transfer_out', available: fees });
  await applyChange(tx, { coin: coin.code, serialNumber, at: now, postings });

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
