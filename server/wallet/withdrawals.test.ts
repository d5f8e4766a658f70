import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, merchantOwner, walletUserOwner } from '../ledger/ledger';
import { decimal } from '../ledger/money';
import { minutes, useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';
import { newPayer, paymentPassword, walletCall, walletMoneyCall, walletSignIn } from './testHelpers';

const server = useTestServer();

type Withdrawal = ResponseOf<'walletWithdrawalCreate'>;
const cnyOf = async (owner: Parameters<typeof balancesOf>[1]) => {
  const held = (await balancesOf(server.db, owner, ['CNY'])).get('CNY');
  return { available: held?.available.toFixed(2) ?? '0.00', frozen: held?.frozen.toFixed(2) ?? '0.00' };
};

/** A merchant with CNY 1000.00 and an operator signed in with the step-up window open. */
async function fundedMerchant(): Promise<{ merchant: TestMerchant; token: string }> {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  return { merchant, token: await server.signInSteppedUp(merchant) };
}

async function setLimits(token: string, limit: { limit_amount: string; user_daily_cap?: string | null; wallet_claim_days?: number | null }) {
  const answer = await server.call<ResponseOf<'reviewFreeLimitUpdate'>>(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', ...limit }] }, { token });
  if (answer.body.code !== 200) throw new Error(`withdrawal_limit/update failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.list.find((row) => row.coin_name === 'CNY');
}

const ask = (token: string, merchant: TestMerchant, amount: string, options: { language?: string } = {}) =>
  walletMoneyCall<Withdrawal>(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount }, options);

const claimOf = async (token: string, merchant: TestMerchant) => {
  const answer = await walletCall<ResponseOf<'walletWithdrawalClaim'>>(server, endpoints.walletWithdrawalClaim.path, token, { merchant_id: String(merchant.merchantId) });
  return answer.body.data.list.find((rule) => rule.coin_name === 'CNY');
};

/** A signed-in payer who paid the merchant `paid` CNY from the wallet, with their payment password. */
async function payerWhoPaid(merchant: TestMerchant, paid: string) {
  const payer = await newPayer(server, { cny: paid });
  const token = await walletSignIn(server, payer);
  const payment = await walletMoneyCall(server, endpoints.walletMerchantPay.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: paid, payment_password: paymentPassword, use_reward: false });
  if (payment.body.code !== 200) throw new Error(`wallet/merchant/pay failed: ${JSON.stringify(payment.body)}`);
  return { payer, token };
}

const recordsOf = async (operator: string) => (await server.call<ResponseOf<'withdrawalRecordQuery'>>(endpoints.withdrawalRecordQuery.path, {}, { token: operator })).body.data;

describe('a withdrawal the payer asks a merchant for', () => {
  it('is refused, freezing nothing, when the payer never paid the merchant, even below its review-free limit', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    // By default a merchant takes no requests from the wallet at all.
    await setLimits(operator, { limit_amount: '500' });
    expect(await claimOf(token, merchant)).toEqual({ coin_name: 'CNY', claimable: '0.00', min_withdrawal: '100.00', window_days: null });
    const closed = await ask(token, merchant, '400.00');
    expect(closed.body).toMatchObject({
      code: 4000,
      data: { field: 'merchant_id' },
      detail: 'This merchant does not take withdrawal requests in CNY from the wallet. Ask the merchant to pay you out from its own app or site.',
    });
    // Where it allows claims, a stranger still has nothing to claim.
    await setLimits(operator, { limit_amount: '500', wallet_claim_days: 30 });
    expect(await claimOf(token, merchant)).toEqual({ coin_name: 'CNY', claimable: '0.00', min_withdrawal: '100.00', window_days: 30 });
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await ask(token, merchant, '400.00');
      expect(refused.body).toMatchObject({ code: 4000, data: { field: 'merchant_id' } });
    }
    expect((await ask(token, merchant, '400.00', { language: 'zh_Hans' })).body.detail).toBe('您在该商户没有可提现的 CNY：商户只退还您最近 30 天内向其支付的金额，并扣除您之前的申请。');
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    expect((await recordsOf(operator)).total).toBe(0);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('lets a payer who paid 100 claim at most 100: twenty racing requests make one, and it waits for review under the limit', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '500', wallet_claim_days: 30 });
    const { payer, token } = await payerWhoPaid(merchant, '100.00');
    const merchantAfterPayment = await cnyOf(merchantOwner(merchant.merchantId));
    expect(await claimOf(token, merchant)).toEqual({ coin_name: 'CNY', claimable: '100.00', min_withdrawal: '100.00', window_days: 30 });
    expect((await ask(token, merchant, '100.01')).body).toMatchObject({ code: 4000, data: { field: 'amount' }, detail: 'You can withdraw at most 100.00 CNY from this merchant.' });

    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(token, merchant, '100.00')));
    const made = answers.filter((answer) => answer.body.code === 200);
    expect(made).toHaveLength(1);
    expect(made[0]?.body.data).toMatchObject({ amount: '100.00', order_status: 'pending' });
    for (const refused of answers.filter((answer) => answer.body.code !== 200)) expect(refused.body).toMatchObject({ code: 4000, data: { field: 'merchant_id' } });

    const records = await recordsOf(operator);
    expect(records.list).toEqual([expect.objectContaining({ payment_id: payer.uid, order_status: 'pending', source: 'wallet', merchant_payout_no: null, audit: null })]);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({
      available: decimal(merchantAfterPayment.available).minus(100).toFixed(2),
      frozen: '100.00',
    });
    expect(await claimOf(token, merchant)).toMatchObject({ claimable: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('counts only payments within the merchant’s window, and a rejected request gives its claim back', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '0', wallet_claim_days: 7 });
    const { payer, token } = await payerWhoPaid(merchant, '300.00');
    const asked = await ask(token, merchant, '200.00');
    expect(asked.body.code).toBe(200);
    expect(await claimOf(token, merchant)).toMatchObject({ claimable: '100.00' });
    const rejected = await server.moneyCall(endpoints.withdrawalReject.path, { order_id: asked.body.data.order_id, reason: 'Ask again after delivery' }, { token: operator });
    expect(rejected.body.code).toBe(200);
    expect(await claimOf(token, merchant)).toMatchObject({ claimable: '300.00' });
    // Eight days on, the payment is out of the 7-day window (and the idle wallet session ended: sign in again).
    server.clock.advance(minutes(8 * 24 * 60));
    const later = await walletSignIn(server, payer);
    expect(await claimOf(later, merchant)).toMatchObject({ claimable: '0.00', window_days: 7 });
    expect((await ask(later, merchant, '100.00')).body).toMatchObject({ code: 4000, data: { field: 'merchant_id' } });
  });

  it('is pending at the merchant with the amount frozen; approval pays the payer the settlement amount', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '0', wallet_claim_days: 30 });
    const { payer, token } = await payerWhoPaid(merchant, '100.00');
    const before = await cnyOf(merchantOwner(merchant.merchantId));
    const asked = await ask(token, merchant, '100.00');
    expect(asked.body.data).toMatchObject({ merchant_id: String(merchant.merchantId), amount: '100.00', order_status: 'pending', reason: null });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: decimal(before.available).minus(100).toFixed(2), frozen: '100.00' });

    const approved = await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: asked.body.data.order_id }, { token: operator });
    expect(approved.body.code).toBe(200);
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe(asked.body.data.settlement_amount);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: decimal(before.available).minus(100).toFixed(2), frozen: '0.00' });
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token);
    expect(mine.body.data.list).toEqual([expect.objectContaining({ order_id: asked.body.data.order_id, order_status: 'approved', reason: null })]);
    const history = await walletCall<ResponseOf<'walletHistory'>>(server, endpoints.walletHistory.path, token);
    expect(history.body.data.list[0]).toMatchObject({ transaction_type: 'withdrawal', amount: asked.body.data.settlement_amount });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('returns the frozen amount to the merchant on rejection, and the payer sees the reason', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '0', wallet_claim_days: 30 });
    const { payer, token } = await payerWhoPaid(merchant, '300.00');
    const before = await cnyOf(merchantOwner(merchant.merchantId));
    const asked = await ask(token, merchant, '300.00');
    const rejected = await server.moneyCall(endpoints.withdrawalReject.path, { order_id: asked.body.data.order_id, reason: 'Account under review' }, { token: operator });
    expect(rejected.body.code).toBe(200);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual(before);
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe('0.00');
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token, { status: 'rejected' });
    expect(mine.body.data.list).toEqual([expect.objectContaining({ order_id: asked.body.data.order_id, order_status: 'rejected', reason: 'Account under review' })]);
  });

  it('holds one payer to the merchant’s daily cap of the coin, pending and approved requests counted, until the merchant’s next day', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    expect(await setLimits(operator, { limit_amount: '0', user_daily_cap: '250', wallet_claim_days: 30 })).toMatchObject({ user_daily_cap: '250.00', wallet_claim_days: 30 });
    const { token } = await payerWhoPaid(merchant, '900.00');
    expect((await ask(token, merchant, '200.00')).body.code).toBe(200);
    const over = await ask(token, merchant, '100.00');
    expect(over.body).toMatchObject({
      code: 4000,
      data: { field: 'amount' },
      detail: 'This merchant accepts withdrawal requests of at most 250.00 CNY a day from one payer. You can still ask for 50.00 CNY today.',
    });
    expect((await ask(token, merchant, '100.00', { language: 'zh_Hans' })).body.detail).toBe('该商户每天最多接受同一用户 250.00 CNY 的提现申请。您今天还可申请 50.00 CNY。');
    // Another payer has a cap of their own.
    const other = await payerWhoPaid(merchant, '250.00');
    expect((await ask(other.token, merchant, '250.00')).body.code).toBe(200);
    // The next day (UTC, the merchant's zone) starts afresh.
    server.clock.advance(minutes(24 * 60));
    expect((await ask(token, merchant, '250.00')).body.code).toBe(200);
    expect((await ask(token, merchant, '100.00')).body.code).toBe(4000);
    // Lifting the cap lifts the refusal (a new day, a new operator session).
    await setLimits(await server.signInSteppedUp(merchant), { limit_amount: '0', user_daily_cap: null });
    expect((await ask(token, merchant, '100.00')).body.code).toBe(200);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('is never approved under the review-free limit, which covers the merchant’s own payouts only', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '150', wallet_claim_days: 30 });
    const { payer, token } = await payerWhoPaid(merchant, '120.00');
    const asked = await ask(token, merchant, '120.00');
    expect(asked.body.data).toMatchObject({ order_status: 'pending' });
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe('0.00');
  });

  it('refuses bad input on its field in the caller’s language, and asks nothing of the merchant', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '0', wallet_claim_days: 30 });
    const payer = await newPayer(server, { markets: ['USDT', 'CNY'] });
    const token = await walletSignIn(server, payer);
    expect((await ask(token, merchant, 'abc')).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    const unknown = await walletMoneyCall(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: '42', coin_name: 'CNY', amount: '10.00' }, { language: 'zh_Hant' });
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'merchant_id' }, detail: '沒有商戶 ID 為 42 的商戶。' });
    const market = await walletMoneyCall(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'VND', amount: '10000' });
    expect(market.body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    expect((await ask(token, merchant, '99.99', { language: 'vi' })).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token);
    expect(mine.body.data.total).toBe(0);
  });

  it('refuses more than the merchant holds without telling the payer its balance', async () => {
    const merchant = await server.createMerchant();
    const operator = await server.signInSteppedUp(merchant);
    await setLimits(operator, { limit_amount: '0', wallet_claim_days: 30 });
    const { token } = await payerWhoPaid(merchant, '500.00');
    // The merchant moved its takings on: 100 CNY are left of the 497 it was credited.
    const held = await cnyOf(merchantOwner(merchant.merchantId));
    const recipient = await server.createMerchant();
    const moved = await server.moneyCall(endpoints.transferAdd.path, { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: decimal(held.available).minus(100).toFixed(2) }, { token: operator });
    expect(moved.body.code).toBe(200);
    const left = await cnyOf(merchantOwner(merchant.merchantId));
    const tooMuch = await ask(token, merchant, '500.00');
    expect(tooMuch.body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect(tooMuch.body.detail).not.toContain(left.available);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual(left);
  });

  it('lists the merchants the payer has paid', async () => {
    const { merchant } = await fundedMerchant();
    const payer = await newPayer(server, { cny: '100' });
    const token = await walletSignIn(server, payer);
    expect((await walletCall<ResponseOf<'walletWithdrawalMerchants'>>(server, endpoints.walletWithdrawalMerchants.path, token)).body.data.list).toEqual([]);
    const paid = await walletMoneyCall(server, endpoints.walletMerchantPay.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '10.00', payment_password: paymentPassword });
    expect(paid.body.code).toBe(200);
    const listed = await walletCall<ResponseOf<'walletWithdrawalMerchants'>>(server, endpoints.walletWithdrawalMerchants.path, token);
    expect(listed.body.data.list).toEqual([expect.objectContaining({ merchant_id: String(merchant.merchantId), coins: expect.arrayContaining(['CNY']) })]);
  });
});
