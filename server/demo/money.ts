/**
 * The demo's money, made on first start through the same functions as the API and `npm run ops`, so
 * every balance is explained by fund-flow rows: USDT recharges approved by the platform, wallet users'
 * top-ups, paid orders, transfers, adjustments, user withdrawals in every state (at least two pending
 * for the demo merchant), USDT and fiat withdrawals, and a payment method.
 */
import { payAdjustment } from '../adjustments/adjustments';
import { findMerchantCoin } from '../coins/repository';
import { formatRate } from '../ledger/money';
import { requestFiatWithdrawal } from '../fiat/withdrawals';
import { approveFiatWithdrawal, approveUsdtRecharge, approveUsdtWithdrawal, rejectUsdtRecharge } from '../platformReviews/queues';
import { opsActor } from '../staff/audit';
import { createRechargeOrder } from '../recharges/recharges';
import { makeTransfer } from '../transfers/transfers';
import { declareUsdtRecharge, requestUsdtWithdrawal } from '../usdt/trade';
import { merchantDepositAddress } from '../depositAddresses/pool';
import { defaultUsdtTradeSettings } from '../platform/settings';
import { topUpWalletUser } from '../walletUsers/topUp';
import { setReviewFreeLimit } from '../withdrawals/repository';
import { approveUserWithdrawal, rejectUserWithdrawal, requestUserWithdrawal } from '../withdrawals/withdrawals';
import { insertPaymentMethod } from '../paymentMethods/repository';
import type { Transaction } from '../db/client';

const rateOf = (coin: string) => defaultUsdtTradeSettings.rates.find((rate) => rate.coin_name === coin)?.recharge_rate ?? '1';
/** The quote a USDT withdrawal form shows for `coin`, which the request carries. */
const usdtWithdrawalQuote = (coin: string) => ({
  rate: defaultUsdtTradeSettings.rates.find((rate) => rate.coin_name === coin)?.withdrawal_rate ?? '1',
  usdt_withdrawal_fee: defaultUsdtTradeSettings.usdt_withdrawal_fee,
});

const msSinceUtcMidnight = (now: Date) => now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

export async function seedDemoMoney(tx: Transaction, merchants: { demo: number; partner: number; demoUsername: string }, now: Date) {
  // Events a minute apart, oldest first, ending now: lists look like a day of business. Just after midnight they
  // are closer together, so that all of them fall on today in the demo's time zone (UTC, the default) and the
  // dashboard's "today" shows them whenever the demo is made.
  let stepsAgo = 90;
  const step = Math.min(60_000, Math.floor(msSinceUtcMidnight(now) / (stepsAgo + 1)));
  const at = () => new Date(now.getTime() - stepsAgo-- * step);
  const { demo, partner } = merchants;

  let txid = 0;
  const usdtRecharge = async (merchantId: number, coin: string, tradeCount: string, review: 'approve' | 'reject' | 'pending') => {
    txid += 1;
    const declaredAt = at();
    // Sent to the merchant's own deposit address, as its recharge form shows it.
    const address = (await merchantDepositAddress(tx, merchantId, 'TRC20', declaredAt)) ?? '';
    const order = await declareUsdtRecharge(
      tx,
      merchantId,
      {
        in_abbreviation: coin,
        trade_count: tradeCount,
        network: 'TRC20',
        address,
        sender_address: 'TDemoMerchantSender5Kp8Rw2Yc6Vd9Nf',
        txid: `d3m0${String(txid).padStart(4, '0')}a7c41f9e2b6d8053c1e4f7a9b2d6e8f0c3a5b7d9e1f2a4c6b8d0e2f4a6c8e0`,
        rate: rateOf(coin),
        usdt_recharge_fee: defaultUsdtTradeSettings.usdt_recharge_fee,
      },
      declaredAt,
    );
    if (review === 'approve') await approveUsdtRecharge(tx, opsActor(at()), order.order_no);
    if (review === 'reject') await rejectUsdtRecharge(tx, opsActor(at()), order.order_no, 'No transfer with this TXID reached your deposit address.');
  };
  await usdtRecharge(demo, 'USDT', '5000', 'approve');
  await usdtRecharge(demo, 'CNY', '2000', 'approve');
  await usdtRecharge(demo, 'USD', '1000', 'approve');
  await usdtRecharge(demo, 'VND', '400', 'approve');
  await usdtRecharge(partner, 'USDT', '1000', 'approve');
  await usdtRecharge(partner, 'CNY', '500', 'approve');
  await usdtRecharge(demo, 'CNY', '150', 'reject');
  await usdtRecharge(demo, 'CNY', '300', 'pending');

  for (const [uid, coin, amount, reward] of [
    ['U10001', 'CNY', '5000', false],
    ['U10001', 'CNY', '50', true],
    ['U10001', 'USDT', '1000', false],
    ['U10001', 'USD', '500', false],
    ['U10001', 'VND', '20000000', false],
    ['U10002', 'CNY', '3000', false],
    ['U10002', 'USDT', '500', false],
    ['U10003', 'VND', '10000000', false],
  ] as const) {
    await topUpWalletUser(tx, { uid, coin, amount, reward }, at());
  }

  for (const [merchantId, payerUid, coin, amount, orderFrom, status] of [
    [demo, 'U10001', 'CNY', '288.00', 'scan', 'coin_transferred'],
    [demo, 'U10001', 'CNY', '1200.00', 'api', 'coin_transferred'],
    [demo, 'U10002', 'CNY', '520.00', 'scan', 'coin_transferred'],
    [demo, 'U10001', 'USDT', '99.9', 'api', 'coin_transferred'],
    [demo, 'U10003', 'VND', '2500000', 'scan', 'coin_transferred'],
    [demo, 'U10002', 'CNY', '66.00', 'scan', 'created'],
    [demo, 'U10001', 'CNY', '45.50', 'api', 'cancelled'],
    [demo, 'U10002', 'USDT', '12', 'scan', 'auto_cancelled'],
    [partner, 'U10002', 'CNY', '350.00', 'scan', 'coin_transferred'],
  ] as const) {
    await createRechargeOrder(tx, { merchantId, payerUid, coin, amount, orderFrom, status, useReward: payerUid === 'U10001' && coin === 'CNY' }, at());
  }

  await makeTransfer(tx, demo, { coin_name: 'CNY', receipt_merchant_id: String(partner), transfer_amount: '500', remark: 'Settlement for June' }, at());
  await makeTransfer(tx, partner, { coin_name: 'USDT', receipt_merchant_id: String(demo), transfer_amount: '100', remark: '' }, at());

  await payAdjustment(tx, demo, { receipt_user_id: 'U10001', coin_name: 'CNY', balance_type: 'available', pay_amount: '50.00', remark: 'Compensation for a delayed order' }, at());
  await payAdjustment(tx, demo, { receipt_user_id: 'U10002', coin_name: 'USDT', balance_type: 'to_be_confirmed', pay_amount: '20', remark: 'Promotion bonus, to confirm' }, at());

  // Payouts the demo shop's server asks for (the signed payout API): USD ones at or below 20 need no review, so the
  // 15 USD one is approved by 'automatic'. Payers may ask in the wallet for CNY they paid in the last 30 days, and
  // such a request always waits for review.
  await setReviewFreeLimit(tx, demo, 'USD', { limitAmount: '20.00' }, at());
  await setReviewFreeLimit(tx, demo, 'CNY', { limitAmount: '0', walletClaimDays: 30 }, at());
  let payouts = 0;
  const payout = (uid: string, coin: string, amount: string, note: string | null = null) => {
    const merchantPayoutNo = `DEMO-PAYOUT-${String(++payouts).padStart(4, '0')}`;
    return requestUserWithdrawal(tx, { merchantId: demo, uid, coin, amount, source: 'merchant_api', payout: { merchantPayoutNo, requestHash: merchantPayoutNo, note } }, at());
  };
  const walletRequest = (uid: string, coin: string, amount: string) => requestUserWithdrawal(tx, { merchantId: demo, uid, coin, amount, source: 'wallet' }, at());
  await payout('U10001', 'USD', '15', 'Cashback for June');
  const approved = await payout('U10001', 'CNY', '200', 'Prize of the summer draw');
  await approveUserWithdrawal(tx, demo, approved.orderId, merchants.demoUsername, at());
  const rejected = await payout('U10002', 'CNY', '1000');
  await rejectUserWithdrawal(tx, demo, rejected.orderId, merchants.demoUsername, 'The account name does not match the KYC name.', at());
  await walletRequest('U10001', 'CNY', '300');
  await walletRequest('U10002', 'CNY', '150');
  await payout('U10001', 'USDT', '40');

  const paid = await requestUsdtWithdrawal(tx, demo, { out_abbreviation: 'USDT', trade_count: '100', network: 'TRC20', address: 'TDemoMerchantPayout7Hq2Lw9Xc4Vb8Nm3', ...usdtWithdrawalQuote('USDT') }, at());
  await approveUsdtWithdrawal(tx, opsActor(at()), paid.order_no, '5b1e9c0d7a3f2e4b6c8d0a1f3e5c7b9d2a4f6e8c0b2d4f6a8c0e2b4d6f8a0c2e');
  await requestUsdtWithdrawal(tx, demo, { out_abbreviation: 'CNY', trade_count: '120', network: 'ERC20', address: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432', ...usdtWithdrawalQuote('CNY') }, at());

  const bankCard = await insertPaymentMethod(tx, {
    merchantId: demo,
    type: 'bank_card',
    coinCode: 'CNY',
    bankName: 'China Merchants Bank',
    holderName: 'Zhang Wei',
    accountNumber: '6225880112345678',
    enabled: true,
    createdAt: at(),
  });
  await insertPaymentMethod(tx, {
    merchantId: demo,
    type: 'e_wallet',
    coinCode: 'USD',
    bankName: 'PayPal',
    holderName: 'Demo Shop',
    accountNumber: 'payouts@demo-shop.example',
    enabled: true,
    createdAt: at(),
  });
  // Paid in CNY from CNY: rate 1 and the demo merchant's CNY withdrawal fee rate, as the form would show them.
  const cny = await findMerchantCoin(tx, demo, 'CNY');
  const fiatQuote = { rate: '1', currency_withdrawal_fee: formatRate(cny?.withdrawalFeeRate ?? '0') };
  const fiatPaid = await requestFiatWithdrawal(tx, demo, { payment_method_id: bankCard.id, out_abbreviation: 'CNY', trade_count: '500', ...fiatQuote }, at());
  await approveFiatWithdrawal(tx, opsActor(at()), fiatPaid.order_no, 'CMB20250601000123');
  await requestFiatWithdrawal(tx, demo, { payment_method_id: bankCard.id, out_abbreviation: 'CNY', trade_count: '1000', ...fiatQuote }, at());
}
