import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { setCoinMinimums } from '../platformSettings/settings';
import { opsActor } from '../staff/audit';
import { creditMerchant, ledgerProblems } from '../testing/ledger';

const server = useTestServer();

type Method = ResponseOf<'paymentMethodAdd'>;
type Order = ResponseOf<'fiatWithdrawAdd'>;
type Page<T> = { list: T[]; total: number };

async function signedIn() {
  const merchant = await server.createMerchant();
  return { merchant, token: await server.signInSteppedUp(merchant) };
}

const card = { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222' };

async function addMethod(token: string, overrides: Record<string, unknown> = {}) {
  return server.call<Method>(endpoints.paymentMethodAdd.path, { ...card, ...overrides }, { token });
}

/** The body with a fresh code of the merchant's authenticator, as the confirmation step sends it. */
const withCode = (merchant: TestMerchant, body: Record<string, unknown>) => ({ ...body, google_code: server.freshCode(merchant.totpSecret) });

async function assets(token: string, coin: string) {
  return (await server.call<Page<{ available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: coin }, { token })).body.data.list[0];
}

describe('payment methods', () => {
  it('adds, lists with filters, updates only what is sent, enables and disables, deletes', async () => {
    const { token } = await signedIn();
    const added = await addMethod(token);
    expect(added.body).toMatchObject({ code: 200, data: { ...card, enabled: true, create_time: server.clock.now().toISOString() } });
    server.clock.advance(1000);
    const wallet = await addMethod(token, { type: 'e_wallet', coin_name: 'USD', bank_name: 'PayPal', holder_name: 'Li Na', account_number: 'li@example.com', enabled: false });
    const list = async (filters: Record<string, unknown> = {}) => (await server.call<Page<Method>>(endpoints.paymentMethodQuery.path, filters, { token })).body.data;
    expect((await list()).list.map((row) => row.id)).toEqual([wallet.body.data.id, added.body.data.id]);
    expect((await list({ type: 'e_wallet' })).total).toBe(1);
    expect((await list({ coin_name: 'CNY' })).total).toBe(1);
    expect((await list({ enabled: false })).list.map((row) => row.id)).toEqual([wallet.body.data.id]);
    expect((await list({ keyword: '6217' })).total).toBe(1);
    expect((await list({ keyword: 'Li' })).total).toBe(2);

    const renamed = await server.call<Method>(endpoints.paymentMethodUpdate.path, { id: added.body.data.id, bank_name: 'ICBC' }, { token });
    expect(renamed.body.data).toMatchObject({ ...card, bank_name: 'ICBC', enabled: true });
    const enabled = await server.call<Method>(endpoints.paymentMethodUpdate.path, { id: wallet.body.data.id, enabled: true }, { token });
    expect(enabled.body.data.enabled).toBe(true);

    expect((await server.call(endpoints.paymentMethodDelete.path, { id: wallet.body.data.id }, { token })).body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    expect((await list()).total).toBe(1);
    expect((await server.call(endpoints.paymentMethodUpdate.path, { id: wallet.body.data.id, enabled: true }, { token })).body).toMatchObject({
      code: 4004,
      detail: 'This payment method does not exist.',
    });
  });

  it("refuses duplicates, bad fields and another merchant's method", async () => {
    const { token } = await signedIn();
    const added = await addMethod(token);
    expect((await addMethod(token)).body).toEqual({ code: 4009, msg: 'conflict', detail: 'The account 6217000011112222 is already one of your payment methods.', data: null });
    expect((await addMethod(token, { holder_name: 'L1 Na' })).body).toMatchObject({ code: 4000, detail: 'Only Chinese characters or letters are allowed', data: { field: 'holder_name' } });
    expect((await addMethod(token, { coin_name: 'XYZ', account_number: '1' })).body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    expect((await addMethod(token, { bank_name: '' })).body).toMatchObject({ code: 4000, detail: 'This field is required', data: { field: 'bank_name' } });
    const stranger = await signedIn();
    expect((await server.call(endpoints.paymentMethodDelete.path, { id: added.body.data.id }, { token: stranger.token })).body.code).toBe(4004);
    expect((await addMethod(stranger.token)).body.code).toBe(200);
  });
});

describe('fiat withdrawal', () => {
  it('freezes trade_count × rate + fee, paid when the platform approves, returned when it rejects', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const method = (await addMethod(token)).body.data;
    const requested = await server.moneyCall<Order>(endpoints.fiatWithdrawAdd.path, withCode(merchant, { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '1000', rate: '1', currency_withdrawal_fee: '0.008' }), { token });
    // Same currency: rate 1; CNY withdrawal fee 0.8 %.
    expect(requested.body).toMatchObject({
      code: 200,
      data: { status: 'pending', out_abbreviation: 'CNY', trade_count: '1000.00', abbreviation: 'CNY', currency_withdrawal_fee: '0.008', fee: '8.00', rate: '1', count: '1008.00', payment_method_id: method.id, audit_time: null, remark: null },
    });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '3992.00', freeze_asset: '1008.00' });
    expect((await server.ops('approve-fiat-withdrawal', [requested.body.data.order_no], { reference: 'FT25060200001' })).body.data).toMatchObject({ status: 'approved', paid: '1008.00 CNY' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '3992.00', freeze_asset: '0.00' });

    const second = await server.moneyCall<Order>(endpoints.fiatWithdrawAdd.path, withCode(merchant, { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' }), { token });
    expect((await server.ops('reject-fiat-withdrawal', [second.body.data.order_no], { reason: 'Card reported lost' })).body.data).toMatchObject({ status: 'rejected' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '3992.00', freeze_asset: '0.00' });
    const rejected = await server.call<Page<Order>>(endpoints.fiatWithdrawQuery.path, { status: 'rejected' }, { token });
    expect(rejected.body.data.list[0]).toMatchObject({ remark: 'Card reported lost', audit_time: server.clock.now().toISOString() });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('pays another currency through the USDT rates', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const method = (await addMethod(token, { type: 'e_wallet', coin_name: 'USD', bank_name: 'PayPal', account_number: 'li@example.com' })).body.data;
    const requested = await server.moneyCall<Order>(endpoints.fiatWithdrawAdd.path, withCode(merchant, { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '100', rate: '7.37373737', currency_withdrawal_fee: '0.01' }), { token });
    // 7.3 CNY per USDT over 0.99 USD per USDT = 7.37373737 CNY per USD; 100 USD = 737.37 CNY, fee 1 % = 7.37.
    expect(requested.body.data).toMatchObject({ abbreviation: 'USD', trade_count: '100.00', rate: '7.37373737', fee: '7.37', count: '744.74' });
  });

  it("applies the currency's minimum: 'Minimum withdrawal request amount {value}', and the other rules", async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '150.00', server.clock.now());
    const method = (await addMethod(token)).body.data;
    const disabled = (await addMethod(token, { account_number: '999', enabled: false })).body.data;
    const body = { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, trade_count: '99.99' }, 4000, 'Minimum withdrawal request amount 100.00'],
      [{ ...body, trade_count: 'x' }, 4000, 'Please enter a valid number'],
      [{ ...body, trade_count: '100.001' }, 4000, 'Amounts in CNY can have at most 2 decimal places.'],
      [{ ...body, payment_method_id: disabled.id }, 4000, 'This payment method is disabled. Enable it or choose another one.'],
      [{ ...body, payment_method_id: 999999 }, 4004, 'This payment method does not exist.'],
      [{ ...body, trade_count: '149' }, 4010, 'Insufficient balance: 150.00 CNY is available.'],
    ];
    for (const [request, code, detail] of cases) {
      const answer = await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, request), { token });
      expect({ code: answer.body.code, detail: answer.body.detail }).toEqual({ code, detail });
    }
    const inChinese = await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, { ...body, trade_count: '1' }), { token, language: 'zh_Hans' });
    expect(inChinese.body.detail).toBe('最低提现申请金额 100.00');
  });

  it('freezes only the quote the form showed: a changed rate or fee rate answers 4000 quote_changed on its field and freezes nothing', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const method = (await addMethod(token, { type: 'e_wallet', coin_name: 'USD', bank_name: 'PayPal', account_number: 'li@example.com' })).body.data;
    const shown = { payment_method_id: method.id, out_abbreviation: 'CNY', trade_count: '100', rate: '7.37373737', currency_withdrawal_fee: '0.01' };
    // The platform's CNY withdrawal rate changes while the form is open: 7.4 / 0.99 = 7.47474747.
    expect((await server.ops('set-usdt-rate', ['CNY'], { recharge: '7.1', withdrawal: '7.4' })).body.code).toBe(200);
    const stale = await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, shown), { token, language: 'vi' });
    expect(stale.body).toMatchObject({ code: 4000, detail: 'Tỷ giá hoặc phí đã thay đổi. Vui lòng kiểm tra và gửi lại.', data: { field: 'rate' } });
    const staleFee = await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, { ...shown, rate: '7.47474747', currency_withdrawal_fee: '0.008' }), { token });
    expect(staleFee.body).toMatchObject({ code: 4000, detail: 'The rate or fee has changed. Please check and submit again.', data: { field: 'currency_withdrawal_fee' } });
    const missing = await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, { ...shown, rate: undefined }), { token });
    expect(missing.body).toMatchObject({ code: 4000, detail: 'This field is required', data: { field: 'rate' } });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '5000.00', freeze_asset: '0.00' });
    expect((await server.call<Page<Order>>(endpoints.fiatWithdrawQuery.path, {}, { token })).body.data.total).toBe(0);

    const requested = await server.moneyCall<Order>(endpoints.fiatWithdrawAdd.path, withCode(merchant, { ...shown, rate: '7.47474747' }), { token });
    expect(requested.body.data).toMatchObject({ rate: '7.47474747', fee: '7.47', count: '754.94' });
    // The platform's quote as the other tests expect it.
    expect((await server.ops('set-usdt-rate', ['CNY'], { recharge: '7.1', withdrawal: '7.3' })).body.code).toBe(200);
  });

  it('refuses a request whose payout would round to nothing (4000 on the amount) and freezes nothing', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'USD', '50.00', server.clock.now());
    // No minimum for VND payouts, so 1 VND may be asked for: at 1.01 / 25000 USD per VND it is 0.0000404 USD, 0.00 rounded.
    await setCoinMinimums(server.db, opsActor(server.clock.now()), 'VND', { min_order_amount: '10000', min_withdrawal: '0', min_transfer: '20000' });
    const method = (await addMethod(token, { coin_name: 'VND', account_number: '9704000011112222' })).body.data;
    const answer = await server.moneyCall(
      endpoints.fiatWithdrawAdd.path,
      withCode(merchant, { payment_method_id: method.id, out_abbreviation: 'USD', trade_count: '1', rate: '0.0000404', currency_withdrawal_fee: '0.01' }),
      { token },
    );
    expect(answer.body).toMatchObject({
      code: 4000,
      detail: 'After fees, this amount would leave 0.00 USD to be received: it must be more than 0. Enter a larger amount.',
      data: { field: 'trade_count' },
    });
    expect(await assets(token, 'USD')).toMatchObject({ available_asset: '50.00', freeze_asset: '0.00' });
    expect((await server.call<Page<Order>>(endpoints.fiatWithdrawQuery.path, {}, { token })).body.data.total).toBe(0);
  });

  it('lists newest first, filtered by status, currency, order number and time', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const cny = (await addMethod(token)).body.data;
    const usd = (await addMethod(token, { coin_name: 'USD', account_number: '42' })).body.data;
    const first = await server.moneyCall<Order>(endpoints.fiatWithdrawAdd.path, withCode(merchant, { payment_method_id: cny.id, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' }), { token });
    server.clock.advance(1000);
    await server.moneyCall(endpoints.fiatWithdrawAdd.path, withCode(merchant, { payment_method_id: usd.id, out_abbreviation: 'CNY', trade_count: '20', rate: '7.37373737', currency_withdrawal_fee: '0.01' }), { token });
    await server.ops('approve-fiat-withdrawal', [first.body.data.order_no], { reference: 'FT25060200002' });
    const list = async (filters: Record<string, unknown>) => (await server.call<Page<Order>>(endpoints.fiatWithdrawQuery.path, filters, { token })).body.data;
    expect((await list({})).list.map((row) => row.abbreviation)).toEqual(['USD', 'CNY']);
    expect((await list({ status: 'pending' })).total).toBe(1);
    expect((await list({ abbreviation: 'CNY' })).total).toBe(1);
    expect((await list({ keyword: first.body.data.order_no })).total).toBe(1);
    expect((await list({ start_time: server.clock.now().toISOString() })).total).toBe(1);
  });
});
