import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, merchantOwner, walletUserOwner } from '../ledger/ledger';
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

async function setLimits(token: string, limit: { limit_amount: string; user_daily_cap?: string | null }) {
  const answer = await server.call<ResponseOf<'reviewFreeLimitUpdate'>>(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', ...limit }] }, { token });
  if (answer.body.code !== 200) throw new Error(`withdrawal_limit/update failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.list.find((row) => row.coin_name === 'CNY');
}

const ask = (token: string, merchant: TestMerchant, amount: string, options: { language?: string } = {}) =>
  walletMoneyCall<Withdrawal>(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount }, options);

describe('a withdrawal the payer asks a merchant for', () => {
  it('is pending at the merchant with the amount frozen; approval pays the payer the settlement amount', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    // A merchant the payer has paid is offered to withdraw from.
    await walletMoneyCall(server, endpoints.walletMerchantPay.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '1.00', payment_password: paymentPassword }).catch(() => undefined);
    const asked = await ask(token, merchant, '100.00');
    expect(asked.body.data).toMatchObject({ merchant_id: String(merchant.merchantId), amount: '100.00', order_status: 'pending', reason: null });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '900.00', frozen: '100.00' });

    const records = await server.call<ResponseOf<'withdrawalRecordQuery'>>(endpoints.withdrawalRecordQuery.path, {}, { token: operator });
    expect(records.body.data.list).toEqual([expect.objectContaining({ order_id: asked.body.data.order_id, payment_id: payer.uid, order_status: 'pending' })]);

    const approved = await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: asked.body.data.order_id }, { token: operator });
    expect(approved.body.code).toBe(200);
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe(asked.body.data.settlement_amount);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '900.00', frozen: '0.00' });
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token);
    expect(mine.body.data.list).toEqual([expect.objectContaining({ order_id: asked.body.data.order_id, order_status: 'approved', reason: null })]);
    const history = await walletCall<ResponseOf<'walletHistory'>>(server, endpoints.walletHistory.path, token);
    expect(history.body.data.list[0]).toMatchObject({ transaction_type: 'withdrawal', amount: asked.body.data.settlement_amount });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('returns the frozen amount to the merchant on rejection, and the payer sees the reason', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    const asked = await ask(token, merchant, '300.00');
    const rejected = await server.moneyCall(endpoints.withdrawalReject.path, { order_id: asked.body.data.order_id, reason: 'Account under review' }, { token: operator });
    expect(rejected.body.code).toBe(200);
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe('0.00');
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token, { status: 'rejected' });
    expect(mine.body.data.list).toEqual([expect.objectContaining({ order_id: asked.body.data.order_id, order_status: 'rejected', reason: 'Account under review' })]);
  });

  it('holds one payer to the merchant’s daily cap of the coin, pending and approved requests counted, until the merchant’s next day', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    expect(await setLimits(operator, { limit_amount: '0', user_daily_cap: '250' })).toMatchObject({ user_daily_cap: '250.00' });
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    expect((await ask(token, merchant, '200.00')).body.code).toBe(200);
    const over = await ask(token, merchant, '100.00');
    expect(over.body).toMatchObject({
      code: 4000,
      data: { field: 'amount' },
      detail: 'This merchant accepts withdrawal requests of at most 250.00 CNY a day from one payer. You can still ask for 50.00 CNY today.',
    });
    expect((await ask(token, merchant, '100.00', { language: 'zh_Hans' })).body.detail).toBe('该商户每天最多接受同一用户 250.00 CNY 的提现申请。您今天还可申请 50.00 CNY。');
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '800.00', frozen: '200.00' });
    // Another payer has a cap of their own.
    const other = await walletSignIn(server, await newPayer(server));
    expect((await ask(other, merchant, '250.00')).body.code).toBe(200);
    // The next day (UTC, the merchant's zone) starts afresh.
    server.clock.advance(minutes(24 * 60));
    expect((await ask(token, merchant, '250.00')).body.code).toBe(200);
    expect((await ask(token, merchant, '100.00')).body.code).toBe(4000);
    // Lifting the cap lifts the refusal (a new day, a new operator session).
    await setLimits(await server.signInSteppedUp(merchant), { limit_amount: '0', user_daily_cap: null });
    expect((await ask(token, merchant, '100.00')).body.code).toBe(200);
  });

  it('is approved at once under the review-free limit', async () => {
    const { merchant, token: operator } = await fundedMerchant();
    await setLimits(operator, { limit_amount: '150' });
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    const asked = await ask(token, merchant, '120.00');
    expect(asked.body.data.order_status).toBe('approved');
    expect((await cnyOf(walletUserOwner(payer.uid))).available).toBe(asked.body.data.settlement_amount);
  });

  it('refuses bad input on its field in the caller’s language, and asks nothing of the merchant', async () => {
    const { merchant } = await fundedMerchant();
    const payer = await newPayer(server, { markets: ['USDT', 'CNY'] });
    const token = await walletSignIn(server, payer);
    expect((await ask(token, merchant, 'abc')).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    const unknown = await walletMoneyCall(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: '42', coin_name: 'CNY', amount: '10.00' }, { language: 'zh_Hant' });
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'merchant_id' }, detail: '沒有商戶 ID 為 42 的商戶。' });
    const market = await walletMoneyCall(server, endpoints.walletWithdrawalCreate.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'VND', amount: '10000' });
    expect(market.body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    expect((await ask(token, merchant, '99.99', { language: 'vi' })).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    // More than the merchant holds: refused without telling the payer the merchant's balance.
    const tooMuch = await ask(token, merchant, '5000.00');
    expect(tooMuch.body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect(tooMuch.body.detail).not.toContain('1000');
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    const mine = await walletCall<ResponseOf<'walletWithdrawalQuery'>>(server, endpoints.walletWithdrawalQuery.path, token);
    expect(mine.body.data.total).toBe(0);
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
