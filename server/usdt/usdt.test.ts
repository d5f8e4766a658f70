import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { defaultUsdtTradeSettings } from '../platform/settings';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';

const server = useTestServer();

type Recharge = ResponseOf<'usdtRechargeAdd'>;
type Withdrawal = ResponseOf<'usdtWithdrawAdd'>;
type Page<T> = { list: T[]; total: number };

const trc20 = defaultUsdtTradeSettings.networks[0]?.address ?? '';
let txidCounter = 0;
const newTxid = () => `a1b2c3d4e5f6${String((txidCounter += 1)).padStart(6, '0')}`;

async function signedIn() {
  const merchant = await server.createMerchant();
  return { merchant, token: await server.signIn(merchant) };
}

const rechargeBody = (overrides: Record<string, unknown> = {}) => ({
  in_abbreviation: 'CNY',
  trade_count: '150',
  network: 'TRC20',
  address: trc20,
  sender_address: 'TMerchantSender4Gk7Pw2Xc9Vb3Nm8Q',
  txid: newTxid(),
  rate: '7.1',
  usdt_recharge_fee: '0.005',
  ...overrides,
});

/** The body with a fresh code of the merchant's authenticator, as the confirmation step sends it. */
const withCode = (merchant: TestMerchant, body: Record<string, unknown>) => ({ ...body, google_code: server.freshCode(merchant.totpSecret) });

async function assets(token: string, coin: string) {
  return (await server.call<Page<{ available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: coin }, { token })).body.data.list[0];
}

describe('usdt_trade/setting/query', () => {
  it("answers the networks with the platform's addresses, the rates, fees and minimums", async () => {
    const { token } = await signedIn();
    const answer = await server.call(endpoints.usdtSettingQuery.path, {}, { token });
    expect(answer.body.data).toEqual({ abbreviation: 'USDT', ...defaultUsdtTradeSettings });
  });
});

describe('USDT recharge', () => {
  it('is pending until the platform approves: then exchange_count = trade_count × rate is credited minus the fee', async () => {
    const { merchant, token } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody({ trade_count: '150.5' }), { token });
    expect(declared.body).toMatchObject({
      code: 200,
      data: {
        status: 'pending',
        merchant_id: String(merchant.merchantId),
        name: expect.stringMatching(/^Shop /),
        abbreviation: 'USDT',
        trade_count: '150.500000',
        in_abbreviation: 'CNY',
        rate: '7.1',
        exchange_count: '1068.55',
        usdt_recharge_fee: '0.005',
        fee: '5.34',
        count: '1063.21',
        network: 'TRC20',
        address: trc20,
        sender_address: 'TMerchantSender4Gk7Pw2Xc9Vb3Nm8Q',
        audit_time: null,
        remark: null,
      },
    });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '0.00' });

    server.clock.advance(60_000);
    const approved = await server.ops('approve-usdt-recharge', [declared.body.data.order_no]);
    expect(approved.body).toMatchObject({
      code: 200,
      data: { status: 'approved', network: 'TRC20', sender_address: 'TMerchantSender4Gk7Pw2Xc9Vb3Nm8Q', txid: declared.body.data.txid, credited: '1063.21 CNY', fee: '5.34 CNY' },
    });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1063.21' });
    const listed = await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, {}, { token });
    expect(listed.body.data.list[0]).toMatchObject({ status: 'approved', audit_time: server.clock.now().toISOString() });
    expect((await server.ops('reject-usdt-recharge', [declared.body.data.order_no], { reason: 'late' })).body).toMatchObject({
      code: 4009,
      detail: `The order ${declared.body.data.order_no} has already been reviewed.`,
    });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('moves nothing when the platform rejects it, and keeps the reason', async () => {
    const { token } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(), { token });
    expect((await server.ops('reject-usdt-recharge', [declared.body.data.order_no])).body).toMatchObject({ code: 4000, detail: expect.stringContaining('reason') });
    const rejected = await server.ops('reject-usdt-recharge', [declared.body.data.order_no], { reason: 'Nothing arrived on chain' });
    expect(rejected.body.data).toEqual({
      order_no: declared.body.data.order_no,
      status: 'rejected',
      network: 'TRC20',
      sender_address: 'TMerchantSender4Gk7Pw2Xc9Vb3Nm8Q',
      txid: declared.body.data.txid,
      credited: 'nothing',
    });
    const listed = await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, { status: 'rejected' }, { token });
    expect(listed.body.data.list[0]).toMatchObject({ remark: 'Nothing arrived on chain' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '0.00' });
  });

  it('applies every rule of the form with its exact message', async () => {
    const { token } = await signedIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [rechargeBody({ trade_count: '99.99' }), 'trade_count', 'The minimum amount is 100 USDT'],
      [rechargeBody({ trade_count: 'many' }), 'trade_count', 'Please enter a valid number'],
      [rechargeBody({ trade_count: '100.0000001' }), 'trade_count', 'Amounts in USDT can have at most 6 decimal places.'],
      [rechargeBody({ txid: '0x-abc' }), 'txid', 'The TXID may only contain digits or letters'],
      [rechargeBody({ txid: '' }), 'txid', 'This field is required'],
      [rechargeBody({ in_abbreviation: undefined }), 'in_abbreviation', 'This field is required'],
      [rechargeBody({ in_abbreviation: 'XYZ' }), 'in_abbreviation', 'Please choose one of the options'],
      [rechargeBody({ network: undefined }), 'network', 'This field is required'],
      [rechargeBody({ address: undefined }), 'address', 'This field is required'],
      [rechargeBody({ sender_address: undefined }), 'sender_address', 'This field is required'],
      [rechargeBody({ sender_address: '' }), 'sender_address', 'This field is required'],
      [rechargeBody({ sender_address: 'T-sender 1' }), 'sender_address', 'The address may only contain digits or letters'],
      [rechargeBody({ sender_address: 'T'.repeat(129) }), 'sender_address', 'Must be 128 characters or fewer'],
      [rechargeBody({ rate: undefined }), 'rate', 'This field is required'],
      [rechargeBody({ usdt_recharge_fee: undefined }), 'usdt_recharge_fee', 'This field is required'],
      [rechargeBody({ address: 'TSomewhereElse123' }), 'address', "This is not the platform's TRC20 receiving address."],
      [rechargeBody({ rate: '7.2' }), 'rate', 'The rate or fee has changed. Please check and submit again.'],
      [rechargeBody({ usdt_recharge_fee: '0.004' }), 'usdt_recharge_fee', 'The rate or fee has changed. Please check and submit again.'],
    ];
    for (const [body, field, detail] of cases) {
      const answer = await server.moneyCall(endpoints.usdtRechargeAdd.path, body, { token });
      expect({ code: answer.body.code, field: (answer.body.data as { field?: string } | null)?.field, detail: answer.body.detail }).toEqual({ code: 4000, field, detail });
    }
    // The same quote written another way is the same quote.
    expect((await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody({ rate: '7.10', usdt_recharge_fee: '0.0050' }), { token })).body.code).toBe(200);
  });

  it('takes a TXID once while its declaration is pending or approved, however it is cased and whoever declares it', async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    const txid = 'Ab12Cd34Ef56Gh78';
    const declare = (as: string, id: string) => server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody({ txid: id }), { token: as });
    const first = await declare(token, txid);
    expect(first.body.code).toBe(200);
    const refused = { code: 4009, msg: 'conflict', detail: `The TXID ${txid.toLowerCase()} has already been declared.`, data: null };
    // Pending: neither the declarer nor another merchant can claim it again.
    expect((await declare(other.token, txid.toLowerCase())).body).toEqual(refused);
    expect((await declare(token, txid.toLowerCase())).body).toEqual(refused);

    // Rejected: the TXID is free again, for a corrected declaration by either merchant.
    await server.ops('reject-usdt-recharge', [first.body.data.order_no], { reason: 'Wrong amount' });
    const corrected = await declare(other.token, txid.toLowerCase());
    expect(corrected.body).toMatchObject({ code: 200, data: { status: 'pending', txid: txid.toLowerCase() } });
    expect((await declare(token, txid)).body).toEqual({ ...refused, detail: `The TXID ${txid} has already been declared.` });

    // Approved: claimed for good, so nobody is credited twice for one deposit.
    await server.ops('approve-usdt-recharge', [corrected.body.data.order_no]);
    expect((await declare(token, txid)).body).toEqual({ ...refused, detail: `The TXID ${txid} has already been declared.` });
    expect((await declare(other.token, txid)).body.code).toBe(4009);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it("shows the platform's review the declared sender", async () => {
    const { token } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody({ sender_address: 'TReviewSender9Qw3Er5Ty7Ui1Op2As4' }), { token });
    const pending = await server.ops('pending-reviews');
    // Other merchants' declarations of this file wait too.
    expect(pending.body.data).toMatchObject({
      [declared.body.data.order_no]: expect.stringMatching(/^USDT recharge by Shop \d+: 150\.000000 USDT for CNY on TRC20 from TReviewSender9Qw3Er5Ty7Ui1Op2As4, TXID a1b2c3d4e5f6\d+$/),
    });
    const listed = await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, {}, { token });
    expect(listed.body.data.list[0]).toMatchObject({ order_no: declared.body.data.order_no, sender_address: 'TReviewSender9Qw3Er5Ty7Ui1Op2As4' });
  });

  it('lists newest first, filtered by status, network, coin, order number and time', async () => {
    const { token } = await signedIn();
    const first = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(), { token });
    server.clock.advance(1000);
    await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody({ network: 'ERC20', address: defaultUsdtTradeSettings.networks[1]?.address, in_abbreviation: 'USDT', rate: '1', trade_count: '300' }), { token });
    await server.ops('approve-usdt-recharge', [first.body.data.order_no]);
    const list = async (filters: Record<string, unknown>) => (await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, filters, { token })).body.data;
    expect((await list({})).list.map((row) => row.in_abbreviation)).toEqual(['USDT', 'CNY']);
    expect((await list({ status: 'approved' })).total).toBe(1);
    expect((await list({ network: 'ERC20' })).total).toBe(1);
    expect((await list({ in_abbreviation: 'CNY' })).total).toBe(1);
    expect((await list({ keyword: first.body.data.order_no })).list[0]?.order_no).toBe(first.body.data.order_no);
    expect((await list({ sort_field: 'trade_count', sort_order: 'desc' })).list.map((row) => row.trade_count)).toEqual(['300.000000', '150.000000']);
  });
});

describe('USDT withdrawal', () => {
  it('freezes count = trade_count × rate + fee; approval with a TXID pays it, rejection returns it', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '3000.00', server.clock.now());
    const body = { out_abbreviation: 'CNY', trade_count: '200', network: 'TRC20', address: 'TMerchantPayoutAddress1' };
    const requested = await server.moneyCall<Withdrawal>(endpoints.usdtWithdrawAdd.path, withCode(merchant, body), { token });
    // 200 × 7.3 = 1460.00, fee 1 % = 14.60, frozen 1474.60.
    expect(requested.body).toMatchObject({
      code: 200,
      data: { status: 'pending', out_abbreviation: 'CNY', trade_count: '200.000000', abbreviation: 'USDT', rate: '7.3', usdt_withdrawal_fee: '0.01', fee: '14.60', count: '1474.60', txid: null, audit_time: null },
    });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '1474.60' });

    expect((await server.ops('approve-usdt-withdrawal', [requested.body.data.order_no])).body).toMatchObject({ code: 4000, detail: expect.stringContaining('txid') });
    const paid = await server.ops('approve-usdt-withdrawal', [requested.body.data.order_no], { txid: 'f00dbabe1234' });
    expect(paid.body.data).toMatchObject({ status: 'approved', paid: '1474.60 CNY', fee: '14.60 CNY' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '0.00' });
    const listed = await server.call<Page<Withdrawal>>(endpoints.usdtWithdrawQuery.path, { status: 'approved' }, { token });
    expect(listed.body.data.list[0]).toMatchObject({ txid: 'f00dbabe1234' });

    const second = await server.moneyCall<Withdrawal>(endpoints.usdtWithdrawAdd.path, withCode(merchant, { ...body, trade_count: '100' }), { token });
    const rejected = await server.ops('reject-usdt-withdrawal', [second.body.data.order_no], { reason: 'Address on a sanctions list' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', returned: '737.30 CNY' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('applies the rules: minimum 100, numeric, enough balance, a coin USDT trades against', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '150', server.clock.now());
    const body = { out_abbreviation: 'USDT', trade_count: '100', network: 'TRC20', address: 'TMerchantPayoutAddress1' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, trade_count: '99' }, 4000, 'The minimum amount is 100 USDT'],
      [{ ...body, trade_count: '1e3' }, 4000, 'Please enter a valid number'],
      [{ ...body, address: 'not/valid' }, 4000, 'The address may only contain digits or letters'],
      [{ ...body, network: 'BEP20' }, 4000, 'Please choose one of the options'],
      [{ ...body, trade_count: '149' }, 4010, 'Insufficient balance: 150.000000 USDT is available.'],
    ];
    for (const [request, code, detail] of cases) {
      const answer = await server.moneyCall(endpoints.usdtWithdrawAdd.path, withCode(merchant, request), { token });
      expect({ code: answer.body.code, detail: answer.body.detail }).toEqual({ code, detail });
    }
    expect((await server.call<Page<Withdrawal>>(endpoints.usdtWithdrawQuery.path, {}, { token })).body.data.total).toBe(0);
  });
});

describe('usdt_trade/asses/query', () => {
  it('answers the balances of the coins USDT trades against', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'VND', '500000', server.clock.now());
    const answer = await server.call<Page<{ coin_name: string; available_asset: string }>>(endpoints.usdtAssetsQuery.path, {}, { token });
    expect(answer.body.data.list.map((row) => `${row.coin_name} ${row.available_asset}`)).toEqual(['USDT 0.000000', 'CNY 0.00', 'USD 0.00', 'VND 500000']);
    const one = await server.call<Page<{ coin_name: string }>>(endpoints.usdtAssetsQuery.path, { coin_name: 'VND' }, { token });
    expect(one.body.data.total).toBe(1);
  });
});
