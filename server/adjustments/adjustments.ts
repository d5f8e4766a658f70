/**
 * Balance adjustments: the merchant pays one of its users from its own available balance, into the
 * user's available or to-be-confirmed balance. No fee: the merchant corrects a user's balance with its
 * own money, so the user gets exactly what the merchant pays.
 */
import { coinOfOpenMarket } from '../coins/repository';
import type { Transaction } from '../db/client';
import { invalidInput } from '../http/errors';
import { applyChange, merchantOwner, walletUserOwner } from '../ledger/ledger';
import { amountOfCoin, formatMoney, zero } from '../ledger/money';
import { nextSerial, serialPrefixes } from '../ledger/serials';
import { findWalletUser, hasEnabledMarket } from '../walletUsers/repository';
import { adjustmentView, insertAdjustment } from './repository';

export interface AdjustmentRequest {
  receipt_user_id: string;
  coin_name: string;
  balance_type: 'available' | 'to_be_confirmed';
  pay_amount: string;
  remark: string;
}

export async function payAdjustment(tx: Transaction, merchantId: number, request: AdjustmentRequest, now: Date) {
  const user = await findWalletUser(tx, request.receipt_user_id);
  if (!user) throw invalidInput('receipt_user_id', 'kassa.server.userNotFound', { uid: request.receipt_user_id });
  const coin = await coinOfOpenMarket(tx, merchantId, request.coin_name, 'coin_name');
  if (!(await hasEnabledMarket(tx, user.uid, coin.code))) throw invalidInput('coin_name', 'kassa.validation.market_not_enabled');
  // The contract has checked "> 0, at most two decimals"; the coin may allow fewer (VND: none).
  const amount = amountOfCoin('pay_amount', request.pay_amount, coin);

  const serialNumber = await nextSerial(tx, serialPrefixes.adjustment, now);
  // More than the available balance: 4010 from the ledger, nothing written.
  await applyChange(tx, {
    coin: coin.code,
    serialNumber,
    at: now,
    postings: [
      { owner: merchantOwner(merchantId), type: 'adjustment', available: amount.negated() },
      {
        owner: walletUserOwner(user.uid),
        type: 'adjustment',
        [request.balance_type === 'available' ? 'available' : 'toBeConfirmed']: amount,
      },
    ],
  });
  const money = (value: typeof zero) => formatMoney(value, coin.decimals);
  const row = await insertAdjustment(tx, {
    merchantId,
    serialNumber,
    receiptUserId: user.uid,
    receiptNickname: user.nickname,
    balanceType: request.balance_type,
    coinCode: coin.code,
    payAmount: money(amount),
    handlingFee: money(zero),
    settlementAmount: money(amount),
    remark: request.remark,
    createdAt: now,
    updatedAt: now,
  });
  return adjustmentView(row);
}
