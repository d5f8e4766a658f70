import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, walletUserOwner } from '../ledger/ledger';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';

const server = useTestServer();

type Adjustment = ResponseOf<'adjustmentPlus'>;

async function setUp() {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '500.00', server.clock.now());
  await creditMerchant(server.db, merchant.merchantId, 'VND', '1000000', server.clock.now());
  const token = await server.signInSteppedUp(merchant);
  const uid = await newWalletUser(server.db, server.clock.now(), ['CNY', 'VND']);
  const body = { receipt_user_id: uid, coin_name: 'CNY', balance_type: 'available', pay_amount: '12.34', remark: 'Refund for order 881' };
  return { merchant, token, uid, body };
}

describe('pay_record/user/get', () => {
  it('finds the user by UID with nickname and enabled markets, else 4004', async () => {
    const { token, uid } = await setUp();
    const found = await server.call(endpoints.adjustmentUserGet.path, { receipt_user_id: uid }, { token });
    expect(found.body.data).toEqual({ receipt_user_id: uid, receipt_nickname: `Tester ${uid}`, coin_names: ['CNY', 'VND'] });
    const missing = await server.call(endpoints.adjustmentUserGet.path, { receipt_user_id: 'NOBODY1' }, { token });
    expect(missing.body).toEqual({ code: 4004, msg: 'not_found', detail: 'No user has the UID NOBODY1.', data: null });
    const invalid = await server.call(endpoints.adjustmentUserGet.path, { receipt_user_id: 'no spaces' }, { token });
    expect(invalid.body).toMatchObject({ code: 4000, detail: 'Only digits or letters are allowed' });
  });
});

describe('pay_record/plus', () => {
  it("pays the user from the merchant's available balance, into available or to-be-confirmed", async () => {
    const { token, uid, body } = await setUp();
    const paid = await server.moneyCall<Adjustment>(endpoints.adjustmentPlus.path, body, { token });
    expect(paid.body).toMatchObject({
      code: 200,
      data: {
        order_type: 'adjustment',
        receipt_user_id: uid,
        receipt_nickname: `Tester ${uid}`,
        balance_type: 'available',
        coin_name: 'CNY',
        pay_amount: '12.34',
        handling_fee: '0.00',
        settlement_amount: '12.34',
        remark: 'Refund for order 881',
        create_time: server.clock.now().toISOString(),
      },
    });
    expect(paid.body.data.serial_number).toMatch(/^AJ/);
    await server.moneyCall(endpoints.adjustmentPlus.path, { ...body, balance_type: 'to_be_confirmed', pay_amount: '7' }, { token });
    const user = (await balancesOf(server.db, walletUserOwner(uid))).get('CNY');
    expect([user?.available.toFixed(2), user?.toBeConfirmed.toFixed(2)]).toEqual(['12.34', '7.00']);
    const assets = await server.call<{ list: { available_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
    expect(assets.body.data.list[0]?.available_asset).toBe('480.66');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('applies every rule with its exact message', async () => {
    const { token, body } = await setUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body, pay_amount: undefined }, 'pay_amount', 'This field is required'],
      [{ ...body, pay_amount: '' }, 'pay_amount', 'This field is required'],
      [{ ...body, pay_amount: '0' }, 'pay_amount', 'The amount must be greater than 0'],
      [{ ...body, pay_amount: '-5' }, 'pay_amount', 'The amount must be greater than 0'],
      [{ ...body, pay_amount: '1.234' }, 'pay_amount', 'At most two decimal places are allowed'],
      [{ ...body, pay_amount: 'twelve' }, 'pay_amount', 'Please enter a valid number'],
      [{ ...body, receipt_user_id: undefined }, 'receipt_user_id', 'This field is required'],
      [{ ...body, balance_type: undefined }, 'balance_type', 'This field is required'],
      [{ ...body, balance_type: 'frozen' }, 'balance_type', 'Please choose one of the options'],
      [{ ...body, remark: undefined }, 'remark', 'This field is required'],
      [{ ...body, remark: '  ' }, 'remark', 'This field is required'],
      [{ ...body, receipt_user_id: 'NOBODY2' }, 'receipt_user_id', 'No user has the UID NOBODY2.'],
      [{ ...body, coin_name: 'USDT' }, 'coin_name', 'The user has not enabled this market. Please choose again.'],
      [{ ...body, coin_name: 'VND', pay_amount: '1.5' }, 'pay_amount', 'Amounts in VND must be whole numbers.'],
    ];
    for (const [request, field, detail] of cases) {
      const answer = await server.moneyCall(endpoints.adjustmentPlus.path, request, { token });
      expect({ code: answer.body.code, field: (answer.body.data as { field?: string } | null)?.field, detail: answer.body.detail }).toEqual({ code: 4000, field, detail });
    }
    const inVietnamese = await server.moneyCall(endpoints.adjustmentPlus.path, { ...body, coin_name: 'USDT' }, { token, language: 'vi' });
    expect(inVietnamese.body.detail).toBe('Người dùng chưa mở thị trường này. Vui lòng chọn lại.');
  });

  it('answers 4010 above the available balance', async () => {
    const { token, body } = await setUp();
    const answer = await server.moneyCall(endpoints.adjustmentPlus.path, { ...body, pay_amount: '500.01' }, { token });
    expect(answer.body).toEqual({ code: 4010, msg: 'insufficient_balance', detail: 'Insufficient balance: 500.00 CNY is available.', data: null });
  });
});

describe('pay_record/query', () => {
  it('lists newest first, filtered by balance type, coin, serial number or UID and time', async () => {
    const { token, uid, body } = await setUp();
    const first = await server.moneyCall<Adjustment>(endpoints.adjustmentPlus.path, body, { token });
    server.clock.advance(1000);
    await server.moneyCall(endpoints.adjustmentPlus.path, { ...body, balance_type: 'to_be_confirmed', pay_amount: '1' }, { token });
    server.clock.advance(1000);
    await server.moneyCall(endpoints.adjustmentPlus.path, { ...body, coin_name: 'VND', pay_amount: '1000' }, { token });
    const list = async (filters: Record<string, unknown>) =>
      (await server.call<{ list: Adjustment[]; total: number }>(endpoints.adjustmentQuery.path, filters, { token })).body.data;
    expect((await list({})).list.map((row) => row.pay_amount)).toEqual(['1000', '1.00', '12.34']);
    expect((await list({ balance_type: 'to_be_confirmed' })).total).toBe(1);
    expect((await list({ coin_name: 'VND' })).total).toBe(1);
    expect((await list({ keyword: first.body.data.serial_number })).total).toBe(1);
    expect((await list({ keyword: uid.slice(0, 4) })).total).toBe(3);
    expect((await list({ sort_field: 'pay_amount', sort_order: 'asc', coin_name: 'CNY' })).list.map((row) => row.pay_amount)).toEqual(['1.00', '12.34']);
    expect((await list({ start_time: first.body.data.create_time, end_time: first.body.data.create_time })).total).toBe(0);
  });
});
