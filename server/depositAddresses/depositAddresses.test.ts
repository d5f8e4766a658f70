import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { depositAddresses, usdtRecharges } from '../db/schema';
import { ownDepositAddress } from '../testing/depositAddresses';
import { testPoolSize, useTestServer, type CallOptions } from '../testing/harness';
import { ledgerProblems } from '../testing/ledger';
import { approveRule, proposeRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';

const server = useTestServer();

type Pool = ResponseOf<'platformDepositAddressQuery'>;
type Counts = ResponseOf<'platformDepositAddressCounts'>;
type Queue = ResponseOf<'reviewUsdtRechargeQuery'>;
type Audit = ResponseOf<'platformAuditQuery'>;

const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.44', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

const trc20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const erc20 = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

let ann: TestStaffMember;
let bob: TestStaffMember;
let rita: TestStaffMember;

const counts = async (member: TestStaffMember) => (await staffCall<Counts>(endpoints.platformDepositAddressCounts.path, member)).body.data.list;

describe('the deposit address pool', () => {
  it('takes an address another administrator approves, in its network’s form, once; every role reads it', async () => {
    ann = await newStaffMember(server, 'pool-ann', 'admin');
    bob = await newStaffMember(server, 'pool-bob', 'admin');
    rita = await newStaffMember(server, 'pool-rita', 'reviewer');
    expect(await counts(rita)).toEqual([
      { network: 'TRC20', free: testPoolSize, assigned: 0 },
      { network: 'ERC20', free: testPoolSize, assigned: 0 },
    ]);

    // Each network's own form: the contract refuses the other's, and any other text.
    const wrong = await staffCall(endpoints.platformDepositAddressAdd.path, ann, { network: 'TRC20', address: erc20, google_code: server.freshCode(ann.totpSecret) }, { language: 'vi' });
    expect(wrong.body).toMatchObject({ code: 4000, detail: 'Địa chỉ TRC20 gồm 34 ký tự base58 bắt đầu bằng T', data: { field: 'address' } });
    const short = await staffCall(endpoints.platformDepositAddressAdd.path, ann, { network: 'ERC20', address: '0x1234', google_code: server.freshCode(ann.totpSecret) });
    expect(short.body).toMatchObject({ code: 4000, detail: 'A deposit address is a TRC20 address (34 characters starting with T) or an ERC20 address (0x and 40 hexadecimal characters)', data: { field: 'address' } });
    // Administrators only.
    expect((await staffCall(endpoints.platformDepositAddressAdd.path, rita, { network: 'TRC20', address: trc20 })).body.code).toBe(4003);

    // Proposed: not in the pool until another administrator approves it.
    const proposed = await proposeRule(server, ann, endpoints.platformDepositAddressAdd.path, { network: 'ERC20', address: erc20 });
    expect(proposed).toMatchObject({ kind: 'deposit_address', target: 'ERC20', change: { network: 'ERC20', address: erc20.toLowerCase() }, before: { address: null } });
    expect((await staffCall<Pool>(endpoints.platformDepositAddressQuery.path, rita, { keyword: erc20 })).body.data.total).toBe(0);
    expect(await approveRule(server, bob, proposed)).toMatchObject({ status: 'applied', decided_by: 'pool-bob' });

    const listed = await staffCall<Pool>(endpoints.platformDepositAddressQuery.path, rita, { keyword: erc20 });
    expect(listed.body.data.list).toEqual([
      {
        id: expect.any(Number),
        network: 'ERC20',
        address: erc20.toLowerCase(),
        state: 'free',
        merchant_id: null,
        merchant_name: null,
        added_by: 'pool-bob',
        added_time: expect.any(String),
        assigned_time: null,
      },
    ]);
    expect((await counts(ann)).find((entry) => entry.network === 'ERC20')).toEqual({ network: 'ERC20', free: testPoolSize + 1, assigned: 0 });

    // Once in the pool, whatever its case: refused at the proposal, nothing kept.
    const again = await staffCall(endpoints.platformDepositAddressAdd.path, ann, { network: 'ERC20', address: erc20.toUpperCase().replace('0X', '0x'), google_code: server.freshCode(ann.totpSecret) }, { language: 'zh_Hans' });
    expect(again.body).toMatchObject({ code: 4009, detail: `地址 ${erc20.toLowerCase()} 已在地址池中。` });

    // The approver's own audit row names the address.
    const audit = await staffCall<Audit>(endpoints.platformAuditQuery.path, ann, { action: 'deposit_address_add' });
    expect(audit.body.data.list[0]).toMatchObject({ staff: 'pool-bob', target: 'ERC20', before: null, after: { address: erc20.toLowerCase() } });
  });

  it('shows whose each address is: the merchant’s ID and name once given, unassigned before', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const own = await ownDepositAddress(server, token);
    const mine = await staffCall<Pool>(endpoints.platformDepositAddressQuery.path, rita, { merchant_id: String(merchant.merchantId) });
    expect(mine.body.data.list.map((row) => [row.network, row.state, row.merchant_name])).toEqual([
      ['ERC20', 'assigned', expect.stringMatching(/^Shop /)],
      ['TRC20', 'assigned', expect.stringMatching(/^Shop /)],
    ]);
    expect(mine.body.data.list.find((row) => row.network === 'TRC20')).toMatchObject({ address: own, merchant_id: String(merchant.merchantId), assigned_time: server.clock.now().toISOString() });
    const free = await staffCall<Pool>(endpoints.platformDepositAddressQuery.path, rita, { state: 'free', network: 'TRC20', page_size: 5 });
    expect(free.body.data.list.every((row) => row.merchant_id === null && row.state === 'free')).toBe(true);
    expect(free.body.data.total).toBe(testPoolSize - 1);
    expect(await counts(rita)).toEqual([
      { network: 'TRC20', free: testPoolSize - 1, assigned: 1 },
      { network: 'ERC20', free: testPoolSize, assigned: 1 },
    ]);
  });

  it('is loaded by `npm run ops -- add-deposit-addresses`: all in the network’s form or none, those already there skipped', async () => {
    const addresses = ['TKassaBatch11111111111111111111111', 'TKassaBatch11111111111111111111112'];
    const bad = await server.ops('add-deposit-addresses', ['TRC20', `${addresses[0]} 0x1234`]);
    expect(bad.body.code).toBe(4000);
    expect((await server.db.select().from(depositAddresses).where(eq(depositAddresses.address, addresses[0]!))).length).toBe(0);

    const loaded = await server.ops('add-deposit-addresses', ['TRC20', `${addresses[0]},${addresses[1]}\n${trc20}`]);
    expect(loaded.body).toMatchObject({ code: 200, data: { network: 'TRC20', added: 3, already_in_pool: 0, free: testPoolSize + 2, assigned: 1 } });
    const twice = await server.ops('add-deposit-addresses', ['TRC20', addresses.join(' ')]);
    expect(twice.body.data).toMatchObject({ added: 0, already_in_pool: 2 });
    expect((await server.ops('deposit-addresses')).body.data).toEqual({ TRC20_free: testPoolSize + 2, TRC20_assigned: 1, ERC20_free: testPoolSize, ERC20_assigned: 1 });
    const audit = await staffCall<Audit>(endpoints.platformAuditQuery.path, ann, { action: 'deposit_address_add' });
    expect(audit.body.data.list.filter((row) => row.staff === 'ops').map((row) => row.after?.address).sort()).toEqual([...addresses, trc20].sort());
  });
});

describe('the USDT recharge queue', () => {
  it('shows the deposit address of each recharge and that it is the merchant’s own; a claim on the shared address of before stays reviewable', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const own = await ownDepositAddress(server, token);
    const body = { in_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: own, sender_address: 'TSender8Hq2Lw9Xc4', txid: 'feed000001', rate: '7.1', usdt_recharge_fee: '0.005' };
    const declared = await server.moneyCall<{ order_no: string }>(endpoints.usdtRechargeAdd.path, body, { token });
    expect(declared.body.code).toBe(200);

    // A claim declared before the pool, pending on the address every merchant then shared, as an upgraded database has it.
    const [legacy] = await server.db
      .insert(usdtRecharges)
      .values({
        orderNo: 'UR-LEGACY-0001',
        merchantId: merchant.merchantId,
        status: 'pending',
        tradeCount: '100.000000',
        inAbbreviation: 'CNY',
        rate: '7.1',
        exchangeCount: '710.00',
        usdtRechargeFee: '0.005',
        fee: '3.55',
        count: '706.45',
        network: 'TRC20',
        address: 'TKassaPlatformTrc20Deposit9xQ3mV7bN2',
        senderAddress: 'TSender8Hq2Lw9Xc4',
        txid: 'feed000000',
        createdAt: new Date(server.clock.now().getTime() - 60_000),
      })
      .returning();

    const queue = await staffCall<Queue>(endpoints.reviewUsdtRechargeQuery.path, rita, { merchant_id: String(merchant.merchantId) });
    expect(queue.body.data.list.map((row) => [row.order_no, row.address, row.address_owner])).toEqual([
      [declared.body.data.order_no, own, 'own'],
      [legacy!.orderNo, 'TKassaPlatformTrc20Deposit9xQ3mV7bN2', 'shared'],
    ]);

    // Both approve as before: the claim on the shared address is credited to its merchant.
    const approve = async (orderNo: string) => {
      const answer = await staffCall<ResponseOf<'reviewUsdtRechargeApprove'>>(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: orderNo, google_code: server.freshCode(rita.totpSecret) });
      expect(answer.body.code).toBe(200);
      return answer.body.data;
    };
    expect(await approve(legacy!.orderNo)).toMatchObject({ status: 'approved', address: 'TKassaPlatformTrc20Deposit9xQ3mV7bN2', address_owner: 'shared' });
    expect(await approve(declared.body.data.order_no)).toMatchObject({ status: 'approved', address: own, address_owner: 'own' });
    const balance = await server.call<{ list: { available_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
    expect(balance.body.data.list[0]?.available_asset).toBe('1412.90');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
