/** Transfers between merchants: the fees, the checks of the recipient, and the one ledger change. */
import { transferAmount } from '../../openapi/rules';
import { findMerchant } from '../account/repository';
import { operatorReadColumns, type operatorReadValues, type OperatorRead } from '../auth/authenticator';
import { effectiveFeeRates, feeScheduleOf, type CoinRow } from '../coins/repository';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../db/client';
import { prebuilt } from '../db/prebuilt';
import { coins, merchantFeeRates, merchantMarkets, merchants } from '../db/schema';
import { invalidInput } from '../http/errors';
import { checkRule } from '../http/rules';
import { applyChange, lockedAccountsColumn, lockValues, merchantOwner, platformFeeOwner, type Owner, type Posting } from '../ledger/ledger';
import { amountOfCoin, feeOf, formatMoney, type Decimal } from '../ledger/money';
import { nextSerialValue, serialOf, serialPrefixes } from '../ledger/serials';
import { insertTransferSides, transferView } from './repository';

/**
 * What a transfer of `amount` costs: the transfer fee and the internal transfer fee, each amount × the
 * coin's rate. The payer is debited `amount`; the recipient gets the settlement (amount minus both fees);
 * the fees go to the platform.
 */
export function transferQuote(coin: Pick<CoinRow, 'decimals' | 'transferFeeRate' | 'internalFeeRate'>, amount: Decimal) {
  const transferFee = feeOf(amount, coin.transferFeeRate, coin.decimals);
  const internalFee = feeOf(amount, coin.internalFeeRate, coin.decimals);
  return { transferFee, internalFee, settlement: amount.minus(transferFee).minus(internalFee) };
}

/** The amount of a transfer form: greater than the coin's minimum, exact to the coin's decimals. */
export function transferAmountOf(coin: Pick<CoinRow, 'code' | 'decimals' | 'minTransfer'>, text: string): Decimal {
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

/**
 * What a transfer checks, in one read: the coin with the payer's market of it, the payer, the recipient, a new
 * serial number (a refused transfer leaves a gap in the sequence, as a rollback does), and the transfer's accounts,
 * locked for the ledger. With `operator`, also the operator and its locks (`operatorReadColumns`). Only the columns
 * the checks and the records use: a transfer is the hottest path there is, so the statement is prebuilt.
 */
function transferContextQuery(db: Executor, operator?: ReturnType<typeof operatorReadColumns>) {
  const recipients = alias(merchants, 'recipient');
  const checked = {
    payer: { name: merchants.name },
    recipient: { id: recipients.id, name: recipients.name, status: recipients.status },
    coin: { code: coins.code, decimals: coins.decimals, minTransfer: coins.minTransfer, transferFeeRate: effectiveFeeRates.transferFeeRate, internalFeeRate: effectiveFeeRates.internalFeeRate },
    enabled: merchantMarkets.enabled,
    serial: nextSerialValue,
    // The payer's, the recipient's and the platform fee account, locked for the ledger (applyChange's `locked`).
    locked: lockedAccountsColumn(3),
  };
  const query = db
    .select(operator ? { ...checked, operator: operator.operator, lockedUntil: operator.lockedUntil, passkeysRequired: operator.passkeysRequired } : checked)
    .from(merchants)
    .leftJoin(coins, eq(coins.code, sql.placeholder('coin')))
    .leftJoin(merchantMarkets, and(eq(merchantMarkets.coinCode, coins.code), eq(merchantMarkets.merchantId, merchants.id)))
    // The payer's fee schedule: a transfer costs the rates the payer's console shows.
    .leftJoin(merchantFeeRates, feeScheduleOf(merchants.id))
    .leftJoin(recipients, eq(recipients.id, sql.placeholder('recipientId')))
    .$dynamic();
  if (operator) query.leftJoin(operator.operator, operator.joinOn);
  return query.where(eq(merchants.id, sql.placeholder('payerId')));
}

type TransferContextRow = Awaited<ReturnType<typeof transferContextQuery>>[number] & Partial<OperatorRead & { operator: OperatorRead['user'] }>;

const readTransferContext = prebuilt('transfer_context', (db) => transferContextQuery(db));
const readTransferContextWithOperator = prebuilt('transfer_context_operator', (db) => transferContextQuery(db, operatorReadColumns()));

/**
 * Reads a transfer's context and runs its checks in the order of `coinOfOpenMarket`, `transferAmountOf` and
 * `transferRecipient`, so each refusal names the same field.
 */
async function transferContext(tx: Transaction, payerId: number, request: TransferRequest, feeOwner: Owner, operator?: OperatorValues) {
  const recipientId = merchantIdOf(request.receipt_merchant_id);
  // Not a merchant ID: read as merchant 0, which does not exist (refused below on the field).
  const readRecipientId = recipientId ?? 0;
  const owners = [merchantOwner(payerId), merchantOwner(readRecipientId), feeOwner];
  const values = { coin: request.coin_name, recipientId: readRecipientId, payerId, ...lockValues(request.coin_name, owners) };
  const [row] = (operator ? await readTransferContextWithOperator(tx, { ...values, ...operator }) : await readTransferContext(tx, values)) as TransferContextRow[];
  if (!row) throw new Error(`signed-in merchant ${payerId} does not exist`);
  const { payer, recipient, coin } = row;
  if (!coin) throw invalidInput('coin_name', 'kassa.validation.choice');
  if (!row.enabled) throw invalidInput('coin_name', 'kassa.server.marketClosed', { coin: request.coin_name });
  const amount = transferAmountOf(coin, request.transfer_amount);
  if (recipientId === payerId) throw invalidInput('receipt_merchant_id', 'kassa.server.transferToSelf');
  if (!recipient) throw invalidInput('receipt_merchant_id', 'kassa.server.recipientNotFound', { merchant_id: request.receipt_merchant_id });
  if (recipient.status !== 'normal') throw invalidInput('receipt_merchant_id', 'kassa.server.recipientSuspended', { merchant_id: request.receipt_merchant_id });
  const operatorRead: OperatorRead | undefined = operator
    ? { user: row.operator ?? null, lockedUntil: row.lockedUntil ?? { stepUp: null }, passkeysRequired: row.passkeysRequired ?? false }
    : undefined;
  return { coin, amount, payer, recipient, serial: row.serial, locked: row.locked, operatorRead };
}

type OperatorValues = ReturnType<typeof operatorReadValues>;

/**
 * Makes the transfer in `tx`. Given `operator` (`operatorReadValues`), the operator and its locks are read with the
 * transfer's checks, for the caller to prove the authenticator code with (`operatorRead`) once every other check has passed.
 */
export async function makeTransfer(tx: Transaction, payerId: number, request: TransferRequest, now: Date, operator?: OperatorValues) {
  // The fee goes to one of the platform's fee accounts, so concurrent transfers do not all lock one row.
  const feeOwner = platformFeeOwner();
  const { coin, amount, payer, recipient, serial, locked, operatorRead } = await transferContext(tx, payerId, request, feeOwner, operator);

  const { transferFee, internalFee, settlement } = transferQuote(coin, amount);
  const fees = transferFee.plus(internalFee);
  const serialNumber = serialOf(serialPrefixes.transfer, now, serial);
  const postings: Posting[] = [
    { owner: merchantOwner(payerId), type: 'transfer_out', available: amount.negated(), charge: fees },
    { owner: merchantOwner(recipient.id), type: 'transfer_in', available: settlement },
  ];
  if (!fees.isZero()) postings.push({ owner: feeOwner, type: 'transfer_out', available: fees });
  // The recipient gets more than zero or nothing moves (rates that sum to 1 or more, or fees rounded up to the amount).
  const settles = { to: merchantOwner(recipient.id), field: 'transfer_amount' };
  await applyChange(tx, { coin: coin.code, decimals: coin.decimals, serialNumber, at: now, postings, locked, settlement: settles });

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
  const payerSide = { ...shared, merchantId: payerId, transferType: 'transfer' as const };
  await insertTransferSides(tx, [payerSide, { ...shared, merchantId: recipient.id, transferType: 'receive' }]);
  return { transfer: transferView(payerSide), operatorRead };
}
