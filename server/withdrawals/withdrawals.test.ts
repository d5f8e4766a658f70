import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Withdrawal = ResponseOf<'withdrawalApprove'>;
type Page<T> = { list: T[]; total: number };

async function merchantWithMoney(): Promise<{ merchant: TestMerchant; token: string; uid: string }> {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  return { merchant, token: await server.signInSteppedUp(merchant), uid: await newWalletUser(server.db, server.clock.now()) };
}

/** A payout the merchant's server asks for, as `npm run ops -- create-user-withdrawal` makes it. */
async function request(merchant: TestMerchant, uid: string, amount: string, coin = 'CNY') {
  const answer = await server.ops<{ order_id: string; status: string; audit: string | null }>('create-user-withdrawal', [merchant.username], { user: uid, coin, amount });
  return answer.body;
}

async function assets(token: string) {
  return (await server.call<Page<{ coin_name: string; available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token })).body.data.list[0];
}

async function list(token: string, body: Record<string, unknown> = {}) {
  return (await server.call<Page<Withdrawal>>(endpoints.withdrawalRecordQuery.path, body, { token })).body.data;
}

describe('user withdrawals', () => {
  it('freeze the amount at the request; approval pays the user the amount minus the fee', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const created = await request(merchant, uid, '200');
    expect(created).toMatchObject({ code: 200, data: { status: 'pending', audit: null } });
    expect(await assets(token)).toMatchObject({ available_asset: '800.00', freeze_asset: '200.00' });

    server.clock.advance(60_000);
    const approved = await server.moneyCall<Withdrawal>(endpoints.withdrawalApprove.path, { order_id: created.data.order_id }, { token });
    // CNY withdrawal fee 0.8 %.
    expect(approved.body).toMatchObject({
      code: 200,
      data: {
        order_id: created.data.order_id,
        order_type: 'withdrawal',
        payment_id: uid,
        nick: `Tester ${uid}`,
        coin_name: 'CNY',
        amount: '200.00',
        handling_fee: '1.60',
        settlement_amount: '198.40',
        order_status: 'approved',
        audit: merchant.username,
        remark: null,
        update_time: server.clock.now().toISOString(),
      },
    });
    expect(await assets(token)).toMatchObject({ available_asset: '800.00', freeze_asset: '0.00' });
    const again = await server.moneyCall(endpoints.withdrawalReject.path, { order_id: created.data.order_id, reason: 'Too late' }, { token });
    expect(again.body).toMatchObject({ code: 4009, detail: `The order ${created.data.order_id} has already been reviewed.` });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('rejection needs a reason, stores it as remark and returns the frozen amount', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const created = await request(merchant, uid, '300');
    for (const reason of [undefined, '', '   ']) {
      const refused = await server.moneyCall(endpoints.withdrawalReject.path, { order_id: created.data.order_id, reason }, { token });
      expect(refused.body).toEqual({ code: 4000, msg: 'invalid_input', detail: 'This field is required', data: { field: 'reason', key: 'kassa.validation.required' } });
    }
    const rejected = await server.moneyCall<Withdrawal>(endpoints.withdrawalReject.path, { order_id: created.data.order_id, reason: 'Name does not match' }, { token });
    expect(rejected.body.data).toMatchObject({ order_status: 'rejected', remark: 'Name does not match', audit: merchant.username });
    expect(await assets(token)).toMatchObject({ available_asset: '1000.00', freeze_asset: '0.00' });
    expect((await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: created.data.order_id }, { token })).body.code).toBe(4009);
  });

  it("answers 4004 for an unknown order or another merchant's", async () => {
    const owner = await merchantWithMoney();
    const stranger = await merchantWithMoney();
    const created = await request(owner.merchant, owner.uid, '10');
    for (const [token, orderId] of [
      [stranger.token, created.data.order_id],
      [owner.token, 'WD-NOT-THERE'],
    ] as const) {
      const answer = await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: orderId }, { token });
      expect(answer.body).toMatchObject({ code: 4004, detail: `The order ${orderId} does not exist.` });
    }
  });

  it('a request above the available balance is refused with 4010 and leaves no order', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const refused = await request(merchant, uid, '1000.01');
    expect(refused).toMatchObject({ code: 4010, detail: 'Insufficient balance: 1000.00 CNY is available.' });
    expect((await list(token)).total).toBe(0);
  });

  it('lists newest first, filtered by status, coin, order or serial number and time, paged', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '100', server.clock.now());
    const start = server.clock.now().toISOString();
    const first = await request(merchant, uid, '10');
    server.clock.advance(1000);
    const second = await request(merchant, uid, '20');
    server.clock.advance(1000);
    await request(merchant, uid, '5', 'USDT');
    await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: second.data.order_id }, { token });

    expect((await list(token)).list.map((row) => row.amount)).toEqual(['5.000000', '20.00', '10.00']);
    expect((await list(token, { status: 'pending' })).total).toBe(2);
    expect((await list(token, { status: 'approved' })).list.map((row) => row.order_id)).toEqual([second.data.order_id]);
    expect((await list(token, { coin_name: 'USDT' })).total).toBe(1);
    expect((await list(token, { keyword: first.data.order_id })).list.map((row) => row.order_id)).toEqual([first.data.order_id]);
    const serial = (await list(token, { keyword: first.data.order_id })).list[0]?.serial_number ?? '';
    expect((await list(token, { keyword: serial })).total).toBe(1);
    expect((await list(token, { start_time: start, end_time: new Date(Date.parse(start) + 1500).toISOString() })).total).toBe(2);
    expect((await list(token, { page: 3, page_size: 1 })).list.map((row) => row.order_id)).toEqual([first.data.order_id]);
    expect((await list(token, { sort_field: 'amount', sort_order: 'asc', coin_name: 'CNY' })).list.map((row) => row.amount)).toEqual(['10.00', '20.00']);
  });
});

describe('review-free limit', () => {
  it('is 0 for every coin until set; a request at or below it is approved at once by "automatic"', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const initial = await server.call<Page<{ coin_name: string; limit_amount: string; update_time: string | null }>>(endpoints.reviewFreeLimitQuery.path, {}, { token });
    expect(initial.body.data.list).toEqual([
      { coin_name: 'USDT', limit_amount: '0.000000', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
      { coin_name: 'CNY', limit_amount: '0.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
      { coin_name: 'USD', limit_amount: '0.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
      { coin_name: 'VND', limit_amount: '0', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: null },
    ]);

    const updated = await server.call<Page<{ coin_name: string; limit_amount: string; update_time: string | null }>>(
      endpoints.reviewFreeLimitUpdate.path,
      { list: [{ coin_name: 'CNY', limit_amount: '50' }], google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(updated.body.data.list.find((row) => row.coin_name === 'CNY')).toEqual({ coin_name: 'CNY', limit_amount: '50.00', approval_code_above: null, user_daily_cap: null, wallet_claim_days: null, update_time: server.clock.now().toISOString() });

    const atLimit = await request(merchant, uid, '50');
    expect(atLimit.data).toMatchObject({ status: 'approved', audit: 'automatic' });
    const above = await request(merchant, uid, '50.01');
    expect(above.data).toMatchObject({ status: 'pending', audit: null });
    // 50 paid out at once, 50.01 frozen.
    expect(await assets(token)).toMatchObject({ available_asset: '899.99', freeze_asset: '50.01' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses unknown coins, negative or too precise limits and an empty list', async () => {
    const { token } = await merchantWithMoney();
    const cases: [unknown, string, string][] = [
      [[], 'list', 'This field is required'],
      [[{ coin_name: 'XYZ', limit_amount: '1' }], 'list.0.coin_name', 'Please choose one of the options'],
      [[{ coin_name: 'CNY', limit_amount: '-1' }], 'list.0.limit_amount', 'The amount cannot be negative'],
      [[{ coin_name: 'CNY', limit_amount: 'abc' }], 'list.0.limit_amount', 'Please enter a valid number'],
      [[{ coin_name: 'VND', limit_amount: '1.5' }], 'list.0.limit_amount', 'Amounts in VND must be whole numbers.'],
      [[{ coin_name: 'CNY', limit_amount: '1', wallet_claim_days: 0 }], 'list.0.wallet_claim_days', 'Enter a whole number of days from 1 to 365'],
      [[{ coin_name: 'CNY', limit_amount: '1', wallet_claim_days: 366 }], 'list.0.wallet_claim_days', 'Enter a whole number of days from 1 to 365'],
      [[{ coin_name: 'CNY', limit_amount: '1', wallet_claim_days: 1.5 }], 'list.0.wallet_claim_days', 'Enter a whole number of days from 1 to 365'],
    ];
    for (const [list, field, detail] of cases) {
      // The amounts are checked before the code, so this code is never looked at.
      const answer = await server.call(endpoints.reviewFreeLimitUpdate.path, { list, google_code: '000000' }, { token });
      expect(answer.body).toMatchObject({ code: 4000, detail, data: { field } });
    }
  });
});
