import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { defaultUsdtTradeSettings } from '../platform/settings';
import { ownDepositAddress } from '../testing/depositAddresses';
import { depositAddresses } from '../db/schema';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';

const server = useTestServer();

type Recharge = ResponseOf<'usdtRechargeAdd'>;
type Withdrawal = ResponseOf<'usdtWithdrawAdd'>;
type Page<T> = { list: T[]; total: number };

let txidCounter = 0;
const newTxid = () => `a1b2c3d4e5f6${String((txidCounter += 1)).padStart(6, '0')}`;

/** A new merchant signed in, with its own TRC20 deposit address as its recharge form shows it. */
async function signedIn() {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  return { merchant, token, own: await ownDepositAddress(server, token) };
}

/** A recharge sent to `address` (the merchant's own, unless a test says otherwise). */
const rechargeBody = (address: string, overrides: Record<string, unknown> = {}) => ({
  in_abbreviation: 'CNY',
  trade_count: '150',
  network: 'TRC20',
  address,
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

type Setting = ResponseOf<'usdtSettingQuery'>;

describe('usdt_trade/setting/query', () => {
  it("answers the merchant's own deposit address on each network, the rates, fees and minimums", async () => {
    const { merchant, token, own } = await signedIn();
    const answer = await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token });
    const erc20 = answer.body.data.networks.find((entry) => entry.network === 'ERC20')?.address;
    expect(answer.body.data).toEqual({ abbreviation: 'USDT', networks: [{ network: 'TRC20', address: own }, { network: 'ERC20', address: erc20 }], ...defaultUsdtTradeSettings });
    expect(own).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(erc20).toMatch(/^0x[0-9a-f]{40}$/);
    // Given from the pool, to this merchant, for good: the next reading answers the same.
    const [row] = await server.db.select().from(depositAddresses).where(eq(depositAddresses.address, own));
    expect(row).toMatchObject({ network: 'TRC20', merchantId: merchant.merchantId, assignedAt: server.clock.now() });
    server.clock.advance(60_000);
    expect((await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token })).body.data.networks).toEqual(answer.body.data.networks);
  });

  it('gives two merchants two different addresses on each network', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const networksOf = async (token: string) => (await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token })).body.data.networks;
    const [a, b] = [await networksOf(first.token), await networksOf(second.token)];
    for (const network of ['TRC20', 'ERC20']) {
      const mine = a.find((entry) => entry.network === network)?.address;
      const theirs = b.find((entry) => entry.network === network)?.address;
      expect(mine).toBeTruthy();
      expect(theirs).toBeTruthy();
      expect(mine).not.toBe(theirs);
    }
  });

  it('never gives one address to two merchants, however many read at the same moment, in one process or two', async () => {
    const tokens: string[] = [];
    for (let count = 0; count < 8; count += 1) tokens.push(await server.signIn(await server.createMerchant()));
    const other = await server.otherProcess();
    try {
      // Each merchant reads its form three times at once, from either process, before it has any address.
      const readings = await Promise.all(
        tokens.flatMap((token, index) =>
          [0, 1, 2].map(async (attempt) => {
            const answer =
              (index + attempt) % 2 === 0
                ? (await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token })).body
                : ((await other.app.inject({ method: 'POST', url: endpoints.usdtSettingQuery.path, headers: { authorization: token }, payload: {}, remoteAddress: '203.0.113.10' })).json() as { code: number; data: Setting });
            expect(answer.code).toBe(200);
            return { token, networks: answer.data.networks };
          }),
        ),
      );
      // A merchant's readings agree, and every merchant has its own address on each network.
      for (const token of tokens) expect(new Set(readings.filter((reading) => reading.token === token).map((reading) => JSON.stringify(reading.networks))).size).toBe(1);
      const addresses = new Set(readings.flatMap((reading) => reading.networks.map((entry) => entry.address)));
      expect(addresses.size).toBe(tokens.length * 2);
      expect(addresses.has(null)).toBe(false);
    } finally {
      await other.close();
    }
    const given = await server.db.select().from(depositAddresses).where(isNotNull(depositAddresses.merchantId));
    expect(new Set(given.map((row) => row.address)).size).toBe(given.length);
    expect(new Set(given.map((row) => `${row.merchantId}:${row.network}`)).size).toBe(given.length);
  });
});

describe('USDT recharge', () => {
  it('is pending until the platform approves: then exchange_count = trade_count × rate is credited minus the fee', async () => {
    const { merchant, token, own } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(own, { trade_count: '150.5' }), { token });
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
        address: own,
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
    const { token, own } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(own), { token });
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
    const { token, own } = await signedIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [rechargeBody(own, { trade_count: '99.99' }), 'trade_count', 'The minimum amount is 100 USDT'],
      [rechargeBody(own, { trade_count: 'many' }), 'trade_count', 'Please enter a valid number'],
      [rechargeBody(own, { trade_count: '100.0000001' }), 'trade_count', 'Amounts in USDT can have at most 6 decimal places.'],
      [rechargeBody(own, { txid: '0x-abc' }), 'txid', 'The TXID may only contain digits or letters'],
      [rechargeBody(own, { txid: '' }), 'txid', 'This field is required'],
      [rechargeBody(own, { in_abbreviation: undefined }), 'in_abbreviation', 'This field is required'],
      [rechargeBody(own, { in_abbreviation: 'XYZ' }), 'in_abbreviation', 'Please choose one of the options'],
      [rechargeBody(own, { network: undefined }), 'network', 'This field is required'],
      [rechargeBody(own, { address: undefined }), 'address', 'This field is required'],
      [rechargeBody(own, { sender_address: undefined }), 'sender_address', 'This field is required'],
      [rechargeBody(own, { sender_address: '' }), 'sender_address', 'This field is required'],
      [rechargeBody(own, { sender_address: 'T-sender 1' }), 'sender_address', 'The address may only contain digits or letters'],
      [rechargeBody(own, { sender_address: 'T'.repeat(129) }), 'sender_address', 'Must be 128 characters or fewer'],
      [rechargeBody(own, { rate: undefined }), 'rate', 'This field is required'],
      [rechargeBody(own, { usdt_recharge_fee: undefined }), 'usdt_recharge_fee', 'This field is required'],
      [rechargeBody(own, { address: 'TSomewhereElse123' }), 'address', 'This is not your TRC20 deposit address: send USDT only to the address your recharge form shows.'],
      [rechargeBody(own, { rate: '7.2' }), 'rate', 'The rate or fee has changed. Please check and submit again.'],
      [rechargeBody(own, { usdt_recharge_fee: '0.004' }), 'usdt_recharge_fee', 'The rate or fee has changed. Please check and submit again.'],
    ];
    for (const [body, field, detail] of cases) {
      const answer = await server.moneyCall(endpoints.usdtRechargeAdd.path, body, { token });
      expect({ code: answer.body.code, field: (answer.body.data as { field?: string } | null)?.field, detail: answer.body.detail }).toEqual({ code: 4000, field, detail });
    }
    // The same quote written another way is the same quote.
    expect((await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody(own, { rate: '7.10', usdt_recharge_fee: '0.0050' }), { token })).body.code).toBe(200);
  });

  it('holds a TXID on the address its declaration names while pending or approved, however it is cased, and credits it once', async () => {
    const { token, own } = await signedIn();
    const other = await signedIn();
    const txid = 'Ab12Cd34Ef56Gh78';
    const declare = (as: string, id: string) => server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(as === token ? own : other.own, { txid: id }), { token: as });
    const first = await declare(token, txid);
    expect(first.body.code).toBe(200);
    const refused = { code: 4009, msg: 'conflict', detail: `The TXID ${txid.toLowerCase()} has already been declared.`, data: null };
    // Pending: its declarer cannot claim it again on the same address.
    expect((await declare(token, txid.toLowerCase())).body).toEqual(refused);
    // Another merchant who watches the chain and declares it first, on its own address, blocks nobody: the transfer's
    // own merchant declares it too, and the reviewer credits the one whose address the transfer paid.
    const squatter = await declare(other.token, txid.toLowerCase());
    expect(squatter.body).toMatchObject({ code: 200, data: { status: 'pending' } });

    // Rejected: the TXID is free again on that address, for a corrected declaration.
    await server.ops('reject-usdt-recharge', [first.body.data.order_no], { reason: 'Wrong amount' });
    const corrected = await declare(token, txid);
    expect(corrected.body).toMatchObject({ code: 200, data: { status: 'pending', txid } });

    // Approved: credited once, for good. The other declaration of it cannot be credited after it, and nobody can
    // declare it again, on any address.
    await server.ops('approve-usdt-recharge', [corrected.body.data.order_no]);
    const creditedAgain = await server.ops('approve-usdt-recharge', [squatter.body.data.order_no]);
    expect(creditedAgain.body).toMatchObject({ code: 4009, detail: `The TXID ${txid.toLowerCase()} was already credited by recharge ${corrected.body.data.order_no}: reject this declaration.` });
    const pending = await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, {}, { token: other.token });
    expect(pending.body.data.list.find((row) => row.order_no === squatter.body.data.order_no)).toMatchObject({ status: 'pending' });
    expect((await declare(token, txid)).body).toEqual({ ...refused, detail: `The TXID ${txid} has already been declared.` });
    expect((await declare(other.token, txid)).body.code).toBe(4009);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it("shows the platform's review the declared sender", async () => {
    const { token, own } = await signedIn();
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(own, { sender_address: 'TReviewSender9Qw3Er5Ty7Ui1Op2As4' }), { token });
    const pending = await server.ops('pending-reviews');
    // Other merchants' declarations of this file wait too.
    expect(pending.body.data).toMatchObject({
      [declared.body.data.order_no]: expect.stringMatching(/^USDT recharge by Shop \d+: 150\.000000 USDT for CNY on TRC20 from TReviewSender9Qw3Er5Ty7Ui1Op2As4, TXID a1b2c3d4e5f6\d+$/),
    });
    const listed = await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, {}, { token });
    expect(listed.body.data.list[0]).toMatchObject({ order_no: declared.body.data.order_no, sender_address: 'TReviewSender9Qw3Er5Ty7Ui1Op2As4' });
  });

  it("refuses a declaration naming another merchant's address: nothing is declared, credited or held", async () => {
    const watcher = await signedIn();
    const owner = await signedIn();
    // The owner's transfer is public on chain: its TXID and its destination, the owner's own address.
    const txid = newTxid();
    const stolen = await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody(owner.own, { txid }), { token: watcher.token });
    expect(stolen.body).toMatchObject({
      code: 4000,
      detail: 'This is not your TRC20 deposit address: send USDT only to the address your recharge form shows.',
      data: { field: 'address' },
    });
    // Nothing of the watcher's was made, and the TXID stays free for its owner, who declares it to its own address.
    expect((await server.call<Page<Recharge>>(endpoints.usdtRechargeQuery.path, {}, { token: watcher.token })).body.data.total).toBe(0);
    const declared = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(owner.own, { txid }), { token: owner.token });
    expect(declared.body).toMatchObject({ code: 200, data: { address: owner.own, merchant_id: String(owner.merchant.merchantId) } });
    // A watcher that names the TXID on its own address claims a transfer that never reached it: the queue shows the
    // reviewer its own address, which the chain does not show receiving it. It is rejected, and nothing was credited.
    const other = newTxid();
    const claimed = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(watcher.own, { txid: other }), { token: watcher.token });
    expect(claimed.body.data.address).toBe(watcher.own);
    await server.ops('reject-usdt-recharge', [claimed.body.data.order_no], { reason: 'The chain shows no such transfer to your deposit address.' });
    expect(await assets(watcher.token, 'CNY')).toMatchObject({ available_asset: '0.00', freeze_asset: '0.00' });
    await server.ops('approve-usdt-recharge', [declared.body.data.order_no]);
    expect(await assets(owner.token, 'CNY')).toMatchObject({ available_asset: '1059.67' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('gives the address on a declaration made before the form was read, and takes only that one', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const guessed = await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody('TSomewhereElse123'), { token });
    expect(guessed.body).toMatchObject({ code: 4000, data: { field: 'address' } });
    // Its own address is the one its form shows.
    const own = await ownDepositAddress(server, token);
    expect((await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(own), { token })).body).toMatchObject({ code: 200, data: { address: own } });
  });

  it('tells the merchant when no address is left on a network: the network shows none, and a declaration on it is refused', async () => {
    const { token } = await signedIn();
    const newcomer = await server.signIn(await server.createMerchant());
    // Every free ERC20 address is taken out of the pool for this test, then put back.
    const taken = await server.db.delete(depositAddresses).where(and(eq(depositAddresses.network, 'ERC20'), isNull(depositAddresses.merchantId))).returning();
    try {
      const setting = await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token: newcomer, language: 'zh_Hans' });
      expect(setting.body.code).toBe(200);
      expect(setting.body.data.networks).toEqual([{ network: 'TRC20', address: expect.stringMatching(/^T/) }, { network: 'ERC20', address: null }]);
      const refused = await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody('0x7e570000000000000000000000000000000000ff', { network: 'ERC20', in_abbreviation: 'USDT', rate: '1' }), { token: newcomer, language: 'zh_Hans' });
      expect(refused.body).toMatchObject({ code: 4000, detail: '暂无可分配给您的 ERC20 充值地址，ERC20 上的 USDT 充值暂不可用。请联系客服，或选择其他网络。', data: { field: 'network' } });
      // A merchant given its ERC20 address before keeps it.
      expect((await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token })).body.data.networks.find((entry) => entry.network === 'ERC20')?.address).toMatch(/^0x/);
    } finally {
      await server.db.insert(depositAddresses).values(taken.map(({ id: _id, ...row }) => row));
    }
    expect((await server.call<Setting>(endpoints.usdtSettingQuery.path, {}, { token: newcomer })).body.data.networks.find((entry) => entry.network === 'ERC20')?.address).toMatch(/^0x/);
  });

  it('lists newest first, filtered by status, network, coin, order number and time', async () => {
    const { token, own } = await signedIn();
    const first = await server.moneyCall<Recharge>(endpoints.usdtRechargeAdd.path, rechargeBody(own), { token });
    server.clock.advance(1000);
    await server.moneyCall(endpoints.usdtRechargeAdd.path, rechargeBody(await ownDepositAddress(server, token, 'ERC20'), { network: 'ERC20', in_abbreviation: 'USDT', rate: '1', trade_count: '300' }), { token });
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
    const body = { out_abbreviation: 'CNY', trade_count: '200', network: 'TRC20', address: 'TMerchantPayoutAddress1', rate: '7.3', usdt_withdrawal_fee: '0.01' };
    const requested = await server.moneyCall<Withdrawal>(endpoints.usdtWithdrawAdd.path, withCode(merchant, body), { token });
    // 200 × 7.3 = 1460.00, fee 1 % = 14.60, frozen 1474.60.
    expect(requested.body).toMatchObject({
      code: 200,
      data: { status: 'pending', out_abbreviation: 'CNY', trade_count: '200.000000', abbreviation: 'USDT', rate: '7.3', usdt_withdrawal_fee: '0.01', fee: '14.60', count: '1474.60', txid: null, audit_time: null },
    });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '1474.60' });

    expect((await server.ops('approve-usdt-withdrawal', [requested.body.data.order_no])).body).toMatchObject({ code: 4000, detail: expect.stringContaining('txid') });
    const paid = await server.ops('approve-usdt-withdrawal', [requested.body.data.order_no], { txid: 'f00dbabe'.repeat(8) });
    expect(paid.body.data).toMatchObject({ status: 'approved', paid: '1474.60 CNY', fee: '14.60 CNY' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '0.00' });
    const listed = await server.call<Page<Withdrawal>>(endpoints.usdtWithdrawQuery.path, { status: 'approved' }, { token });
    expect(listed.body.data.list[0]).toMatchObject({ txid: 'f00dbabe'.repeat(8) });

    const second = await server.moneyCall<Withdrawal>(endpoints.usdtWithdrawAdd.path, withCode(merchant, { ...body, trade_count: '100' }), { token });
    const rejected = await server.ops('reject-usdt-withdrawal', [second.body.data.order_no], { reason: 'Address on a sanctions list' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', returned: '737.30 CNY' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '1525.40', freeze_asset: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('applies the rules: minimum 100, numeric, enough balance, a coin USDT trades against', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '150', server.clock.now());
    const body = { out_abbreviation: 'USDT', trade_count: '100', network: 'TRC20', address: 'TMerchantPayoutAddress1', rate: '1', usdt_withdrawal_fee: '0.01' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, trade_count: '99' }, 4000, 'The minimum amount is 100 USDT'],
      [{ ...body, trade_count: '1e3' }, 4000, 'Please enter a valid number'],
      [{ ...body, address: 'not/valid' }, 4000, 'The address may only contain digits or letters'],
      [{ ...body, network: 'BEP20' }, 4000, 'Please choose one of the options'],
      [{ ...body, trade_count: '149' }, 4010, 'Insufficient balance: 150.000000 USDT is available.'],
      [{ ...body, rate: undefined }, 4000, 'This field is required'],
      [{ ...body, usdt_withdrawal_fee: undefined }, 4000, 'This field is required'],
    ];
    for (const [request, code, detail] of cases) {
      const answer = await server.moneyCall(endpoints.usdtWithdrawAdd.path, withCode(merchant, request), { token });
      expect({ code: answer.body.code, detail: answer.body.detail }).toEqual({ code, detail });
    }
    expect((await server.call<Page<Withdrawal>>(endpoints.usdtWithdrawQuery.path, {}, { token })).body.data.total).toBe(0);
  });
});

describe('USDT withdrawal quote', () => {
  it('freezes only the quote the form showed: a changed rate or fee rate answers 4000 quote_changed on its field and freezes nothing', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '3000.00', server.clock.now());
    const shown = { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TMerchantPayoutAddress1', rate: '7.3', usdt_withdrawal_fee: '0.01' };
    // The platform changes the CNY rate while the form is open.
    expect((await server.ops('set-usdt-rate', ['CNY'], { recharge: '7.1', withdrawal: '7.4' })).body.code).toBe(200);
    for (const [request, field] of [
      [shown, 'rate'],
      [{ ...shown, rate: '7.4', usdt_withdrawal_fee: '0.005' }, 'usdt_withdrawal_fee'],
    ] as const) {
      const answer = await server.moneyCall(endpoints.usdtWithdrawAdd.path, withCode(merchant, request), { token, language: 'zh_Hans' });
      expect(answer.body).toMatchObject({ code: 4000, detail: '汇率或手续费已变更，请核对后重新提交。', data: { field } });
    }
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '3000.00', freeze_asset: '0.00' });
    expect((await server.call<Page<Withdrawal>>(endpoints.usdtWithdrawQuery.path, {}, { token })).body.data.total).toBe(0);

    // The quote as it now stands (7.40 equals 7.4): 100 × 7.4 = 740.00 + 7.40 frozen.
    const requested = await server.moneyCall<Withdrawal>(endpoints.usdtWithdrawAdd.path, withCode(merchant, { ...shown, rate: '7.40' }), { token });
    expect(requested.body.data).toMatchObject({ rate: '7.4', fee: '7.40', count: '747.40' });
    expect(await assets(token, 'CNY')).toMatchObject({ available_asset: '2252.60', freeze_asset: '747.40' });
    // The platform's quote as the other tests expect it.
    expect((await server.ops('set-usdt-rate', ['CNY'], { recharge: '7.1', withdrawal: '7.3' })).body.code).toBe(200);
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
