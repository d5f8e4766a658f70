import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { useTestServer, type CallOptions } from '../testing/harness';
import { approveRule, proposeRule } from '../testing/ruleChanges';

const server = useTestServer();

type RuleChange = ResponseOf<'ruleChangeApprove'>;
type Audit = ResponseOf<'platformAuditQuery'>;

const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.40', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

const thresholds = async (member: TestStaffMember) => (await staffCall<ResponseOf<'reviewThresholdQuery'>>(endpoints.reviewThresholdQuery.path, member)).body.data.list;

describe('rule changes about money take two administrators', () => {
  let ann: TestStaffMember;
  let bob: TestStaffMember;
  let rita: TestStaffMember;

  it('keeps a threshold change pending: its proposer cannot approve it, nobody can before the cooling-off, another administrator then can', async () => {
    ann = await newStaffMember(server, 'rules-ann', 'admin');
    bob = await newStaffMember(server, 'rules-bob', 'admin');
    rita = await newStaffMember(server, 'rules-rita', 'reviewer');

    const set = await approveRule(server, bob, await proposeRule(server, ann, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '1000' }));
    expect(set).toMatchObject({ status: 'applied', proposed_by: 'rules-ann', decided_by: 'rules-bob', change: { coin_name: 'CNY', amount: '1000.00' }, before: { amount: null } });
    expect(await thresholds(ann)).toEqual([{ coin_name: 'CNY', amount: '1000.00' }]);

    // The bypass: one administrator removes the threshold to pay a large withdrawal alone.
    const removal = await proposeRule(server, ann, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '' });
    expect(removal).toMatchObject({ kind: 'four_eyes_threshold', target: 'CNY', status: 'pending', change: { amount: null }, before: { amount: '1000.00' } });
    expect(await thresholds(ann)).toEqual([{ coin_name: 'CNY', amount: '1000.00' }]);

    const own = await staffCall(endpoints.ruleChangeApprove.path, ann, { id: removal.id, google_code: server.freshCode(ann.totpSecret) }, { language: 'zh_Hans' });
    expect(own.body).toMatchObject({ code: 4009, detail: `规则变更 ${removal.id} 由您提出，必须由另一位管理员批准。` });
    const early = await staffCall(endpoints.ruleChangeApprove.path, bob, { id: removal.id, google_code: server.freshCode(bob.totpSecret) });
    expect(early.body).toMatchObject({ code: 4009, detail: `Rule change ${removal.id} can be approved from ${removal.approvable_time.slice(0, 16).replace('T', ' ')} (UTC), after its cooling-off period.` });
    const reviewer = await staffCall(endpoints.ruleChangeApprove.path, rita, { id: removal.id, google_code: server.freshCode(rita.totpSecret) });
    expect(reviewer.body.code).toBe(4003);
    expect(await thresholds(ann)).toEqual([{ coin_name: 'CNY', amount: '1000.00' }]);

    // Every role sees what waits.
    const waiting = await staffCall<{ list: RuleChange[] }>(endpoints.ruleChangeQuery.path, rita, {});
    expect(waiting.body.data.list.map((change) => change.id)).toEqual([removal.id]);
    expect((await staffCall<{ pending: number }>(endpoints.ruleChangePendingCount.path, rita)).body.data).toEqual({ pending: 1 });

    // Bob rejects it: the rule stays, and it can no longer be approved.
    const rejected = await staffCall<RuleChange>(endpoints.ruleChangeReject.path, bob, { id: removal.id, reason: 'Large payouts keep two people' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decided_by: 'rules-bob', reason: 'Large payouts keep two people' });
    server.clock.advance(server.config.ruleChanges.coolingOffMs);
    const late = await staffCall(endpoints.ruleChangeApprove.path, bob, { id: removal.id, google_code: server.freshCode(bob.totpSecret) });
    expect(late.body.code).toBe(4009);
    expect(await thresholds(ann)).toEqual([{ coin_name: 'CNY', amount: '1000.00' }]);

    // The audit log names both people of the applied change.
    const audit = await staffCall<Audit>(endpoints.platformAuditQuery.path, ann, { action: 'rule_change_approve' });
    expect(audit.body.data.list[0]).toMatchObject({ staff: 'rules-bob', target: String(set.id), before: { proposed_by: 'rules-ann' }, after: { approved_by: 'rules-bob', status: 'applied' } });
  });

  it('refuses at its proposal a change that would be refused when applied, and keeps nothing', async () => {
    const sum = await staffCall(endpoints.platformCoinFeeRatesSet.path, ann, {
      coin_name: 'CNY',
      recharge_fee_rate: '0',
      withdrawal_fee_rate: '0',
      transfer_fee_rate: '0.6',
      internal_transfer_fee_rate: '0.6',
      google_code: server.freshCode(ann.totpSecret),
    });
    expect(sum.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    const unknown = await staffCall(endpoints.platformUsdtRateSet.path, ann, { coin_name: 'DOGE', recharge_rate: '1', withdrawal_rate: '1', google_code: server.freshCode(ann.totpSecret) });
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    const none = await staffCall<{ list: RuleChange[] }>(endpoints.ruleChangeQuery.path, ann, {});
    expect(none.body.data.list).toEqual([]);
  });

  it('gives a merchant the notice period before a new fee rate: scheduled at the approval, in force when due', async () => {
    const merchant = await server.createMerchant();
    const rates = { recharge_fee_rate: '0.01', withdrawal_fee_rate: '0.02', transfer_fee_rate: '0.03', internal_transfer_fee_rate: '' };
    const proposed = await proposeRule(server, ann, endpoints.platformMerchantFeeSet.path, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', ...rates });
    expect(proposed).toMatchObject({ kind: 'merchant_fee_rates', target: `${merchant.merchantId}:CNY`, change: { transfer_fee_rate: '0.03', internal_transfer_fee_rate: null } });
    server.clock.advance(server.config.ruleChanges.coolingOffMs);
    const approved = await staffCall<RuleChange>(endpoints.ruleChangeApprove.path, bob, { id: proposed.id, google_code: server.freshCode(bob.totpSecret) });
    const approvedAt = server.clock.now().getTime();
    expect(approved.body.data).toMatchObject({ status: 'scheduled', decided_by: 'rules-bob', apply_time: null });
    expect(new Date(approved.body.data.effective_time!).getTime()).toBe(approvedAt + server.config.ruleChanges.feeNoticeMs);

    const schedule = async () =>
      (await staffCall<ResponseOf<'platformMerchantFeeQuery'>>(endpoints.platformMerchantFeeQuery.path, ann, { merchant_id: String(merchant.merchantId) })).body.data.list.find(
        (entry) => entry.coin_name === 'CNY',
      );
    expect((await schedule())?.overrides.transfer_fee_rate).toBeNull();
    await runBackgroundRound({ db: server.db, config: server.config });
    expect((await schedule())?.overrides.transfer_fee_rate).toBeNull();

    server.clock.advance(server.config.ruleChanges.feeNoticeMs);
    expect((await runBackgroundRound({ db: server.db, config: server.config })).ruleChanges).toBe(1);
    expect((await schedule())?.overrides).toMatchObject({ recharge_fee_rate: '0.01', transfer_fee_rate: '0.03', internal_transfer_fee_rate: null });
    const detail = await staffCall<RuleChange>(endpoints.ruleChangeDetail.path, ann, { id: proposed.id });
    expect(detail.body.data).toMatchObject({ status: 'applied', apply_time: server.clock.now().toISOString() });
  });

  it('lets the proposer withdraw a change; nothing changes', async () => {
    const proposed = await proposeRule(server, ann, endpoints.platformUsdtRateSet.path, { coin_name: 'CNY', recharge_rate: '9', withdrawal_rate: '9.2' });
    const withdrawn = await staffCall<RuleChange>(endpoints.ruleChangeReject.path, ann, { id: proposed.id, reason: 'Typo' });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', decided_by: 'rules-ann' });
    const settings = await staffCall<ResponseOf<'platformSettingsQuery'>>(endpoints.platformSettingsQuery.path, ann);
    expect(settings.body.data.usdt.rates.find((rate) => rate.coin_name === 'CNY')).toMatchObject({ recharge_rate: '7.1' });
  });
});
