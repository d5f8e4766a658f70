import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { approveRule, changeRule, proposeRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';

const server = useTestServer();

type RuleChange = ResponseOf<'ruleChangeApprove'>;
type Notices = ResponseOf<'coinFeeNotice'>;
type Coins = ResponseOf<'coinList'>;

// The CNY defaults every new install seeds.
const cnyDefaults = { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' };

describe('coin/fee_notice: the fee changes coming for the merchant', () => {
  let ann: TestStaffMember;
  let bob: TestStaffMember;
  let shop: TestMerchant;
  let other: TestMerchant;

  const notices = async (merchant: TestMerchant) => (await server.call<Notices>(endpoints.coinFeeNotice.path, {}, { token: await server.signIn(merchant) })).body.data;
  const cny = async (merchant: TestMerchant) =>
    (await server.call<Coins>(endpoints.coinList.path, {}, { token: await server.signIn(merchant) })).body.data.list.find((coin) => coin.coin_name === 'CNY');

  /** Approves `change` as Bob once its cooling-off is over, without running the background round: it stays scheduled. */
  const approveOnly = async (change: RuleChange) => {
    server.clock.advance(server.config.ruleChanges.coolingOffMs);
    const approved = await server.call<RuleChange>(
      endpoints.ruleChangeApprove.path,
      { id: change.id, google_code: server.freshCode(bob.totpSecret) },
      { ip: '198.51.100.41', headers: { 'x-staff-token': bob.token } },
    );
    expect(approved.body.data).toMatchObject({ status: 'scheduled' });
    return approved.body.data;
  };

  /** The time of `change` comes and the background round applies it. */
  const takeEffect = async (change: RuleChange) => {
    server.clock.advance(new Date(change.effective_time!).getTime() - server.clock.now().getTime());
    expect((await runBackgroundRound({ db: server.db, config: server.config })).ruleChanges).toBe(1);
  };

  it("tells the merchant of its own fee change once approved, not before, nor another merchant; gone once applied", async () => {
    ann = await newStaffMember(server, 'notice-ann', 'admin');
    bob = await newStaffMember(server, 'notice-bob', 'admin');
    shop = await server.createMerchant();
    other = await server.createMerchant();
    expect(await notices(shop)).toEqual({ list: [], total: 0, time_zone: 'UTC' });

    const proposed = await proposeRule(server, ann, endpoints.platformMerchantFeeSet.path, {
      merchant_id: String(shop.merchantId),
      coin_name: 'CNY',
      recharge_fee_rate: '',
      withdrawal_fee_rate: '',
      transfer_fee_rate: '0.008',
      internal_transfer_fee_rate: '',
    });
    // Pending: two administrators have not agreed yet, so there is nothing to tell.
    expect((await notices(shop)).list).toEqual([]);

    const approved = await approveOnly(proposed);
    expect(await notices(shop)).toEqual({
      list: [{ coin_name: 'CNY', effective_time: approved.effective_time, rates: [{ fee_rate: 'transfer_fee_rate', before: '0.003', after: '0.008' }] }],
      total: 1,
      time_zone: 'UTC',
    });
    expect((await notices(other)).list).toEqual([]);
    // Until its time, the merchant still pays the rate it is told it pays now.
    expect(await cny(shop)).toMatchObject({ transfer_fee_rate: '0.003' });

    await takeEffect(approved);
    expect((await notices(shop)).list).toEqual([]);
    expect(await cny(shop)).toMatchObject({ transfer_fee_rate: '0.008' });
  });

  it('tells of a change of the defaults only for the rates the merchant has no own rate for', async () => {
    const proposed = await proposeRule(server, ann, endpoints.platformCoinFeeRatesSet.path, {
      coin_name: 'CNY',
      ...cnyDefaults,
      withdrawal_fee_rate: '0.01',
      transfer_fee_rate: '0.005',
    });
    const approved = await approveOnly(proposed);

    // The shop pays its own transfer rate (0.008), which the new default does not touch: only its withdrawal rate changes.
    expect((await notices(shop)).list).toEqual([
      { coin_name: 'CNY', effective_time: approved.effective_time, rates: [{ fee_rate: 'withdrawal_fee_rate', before: '0.008', after: '0.01' }] },
    ]);
    expect((await notices(other)).list).toEqual([
      {
        coin_name: 'CNY',
        effective_time: approved.effective_time,
        rates: [
          { fee_rate: 'withdrawal_fee_rate', before: '0.008', after: '0.01' },
          { fee_rate: 'transfer_fee_rate', before: '0.003', after: '0.005' },
        ],
      },
    ]);

    await takeEffect(approved);
    expect((await notices(shop)).list).toEqual([]);
    expect((await notices(other)).list).toEqual([]);
    expect(await cny(shop)).toMatchObject({ withdrawal_fee_rate: '0.01', transfer_fee_rate: '0.008' });
    expect(await cny(other)).toMatchObject({ withdrawal_fee_rate: '0.01', transfer_fee_rate: '0.005' });
  });

  it('says nothing of a default change the merchant overrides entirely, and plays changes of one coin forward in time', async () => {
    // The shop's own rates now cover every CNY rate.
    await changeRule(server, ann, bob, endpoints.platformMerchantFeeSet.path, {
      merchant_id: String(shop.merchantId),
      coin_name: 'CNY',
      recharge_fee_rate: '0.004',
      withdrawal_fee_rate: '0.006',
      transfer_fee_rate: '0.008',
      internal_transfer_fee_rate: '0.001',
    });
    const defaults = await approveOnly(
      await proposeRule(server, ann, endpoints.platformCoinFeeRatesSet.path, { coin_name: 'CNY', ...cnyDefaults, recharge_fee_rate: '0.007', transfer_fee_rate: '0.002' }),
    );
    expect((await notices(shop)).list).toEqual([]);
    expect((await notices(other)).list).toEqual([
      {
        coin_name: 'CNY',
        effective_time: defaults.effective_time,
        rates: [
          { fee_rate: 'recharge_fee_rate', before: '0.006', after: '0.007' },
          { fee_rate: 'withdrawal_fee_rate', before: '0.01', after: '0.008' },
          { fee_rate: 'transfer_fee_rate', before: '0.005', after: '0.002' },
        ],
      },
    ]);

    // Later, the shop's own recharge rate goes back to the default: from then it pays the new default, not today's.
    const own = await approveOnly(
      await proposeRule(server, ann, endpoints.platformMerchantFeeSet.path, {
        merchant_id: String(shop.merchantId),
        coin_name: 'CNY',
        recharge_fee_rate: '',
        withdrawal_fee_rate: '0.006',
        transfer_fee_rate: '0.008',
        internal_transfer_fee_rate: '0.001',
      }),
    );
    expect(new Date(own.effective_time!).getTime()).toBeGreaterThan(new Date(defaults.effective_time!).getTime());
    expect((await notices(shop)).list).toEqual([
      { coin_name: 'CNY', effective_time: own.effective_time, rates: [{ fee_rate: 'recharge_fee_rate', before: '0.004', after: '0.007' }] },
    ]);

    await takeEffect(defaults);
    expect((await notices(other)).list).toEqual([]);
    expect((await notices(shop)).list).toHaveLength(1);
    await takeEffect(own);
    expect((await notices(shop)).list).toEqual([]);
    expect(await cny(shop)).toMatchObject({ recharge_fee_rate: '0.007' });
  });

  it('stops telling of a change rejected before its time', async () => {
    const approved = await approveOnly(
      await proposeRule(server, ann, endpoints.platformMerchantFeeSet.path, {
        merchant_id: String(other.merchantId),
        coin_name: 'USD',
        recharge_fee_rate: '0.02',
        withdrawal_fee_rate: '',
        transfer_fee_rate: '',
        internal_transfer_fee_rate: '',
      }),
    );
    expect((await notices(other)).list.map((notice) => notice.coin_name)).toEqual(['USD']);
    const rejected = await server.call(endpoints.ruleChangeReject.path, { id: approved.id, reason: 'Not agreed with the merchant' }, { ip: '198.51.100.41', headers: { 'x-staff-token': bob.token } });
    expect(rejected.body.code).toBe(200);
    expect((await notices(other)).list).toEqual([]);
  });
});
