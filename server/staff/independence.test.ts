import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, merchantOwner } from '../ledger/ledger';
import { useTestServer, type CallOptions } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';
import { mailbox, newestMessageTo } from '../testing/mailbox';
import { approveRule, changeRule, proposeRule } from '../testing/ruleChanges';
import { enrolByLink, newStaffMember, type TestStaffMember } from '../testing/staff';

/*
 * The bypass of four eyes by a second account (docs/platform.md, "Two people for money and its rules"): an
 * administrator who could make a staff account for an address they read would hold the second pair of eyes
 * themselves. Making an account takes two administrators, its link goes only to the address the second one approved,
 * and for the cooling-off period after it the holder is the second approver of neither administrator's rule changes
 * or payouts.
 */

// Demo mode: the links wait in the demo's mailbox, standing for the address's inbox.
const server = useTestServer({ demo: true });

type RuleChange = ResponseOf<'ruleChangeApprove'>;
type UsdtOut = ResponseOf<'reviewUsdtWithdrawalApprove'>;

const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.60', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

const withCode = (member: TestStaffMember, body: Record<string, unknown>) => ({ ...body, google_code: server.freshCode(member.totpSecret) });

const utcMinute = (time: Date) => time.toISOString().slice(0, 16).replace('T', ' ');

describe('a staff account takes two administrators, and its holder is not their second approver during the cooling-off', () => {
  it('sends the link only once another administrator approves, and refuses the new holder as second approver of either', async () => {
    const ann = await newStaffMember(server, 'eyes-ann', 'admin');
    const bob = await newStaffMember(server, 'eyes-bob', 'admin');
    await changeRule(server, ann, bob, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '500' });

    // A merchant asks for a payout above the threshold: 100 USDT at 7.3 and 1% fee, 737.30 CNY frozen.
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    const merchantToken = await server.signInSteppedUp(merchant);
    const request = { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TPayout7Hq2Lw9Xc4', rate: '7.3', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) };
    const payout = await server.moneyCall<{ order_no: string }>(endpoints.usdtWithdrawAdd.path, request, { token: merchantToken });
    expect(payout.body.code).toBe(200);
    const orderNo = payout.body.data.order_no;

    // Ann proposes a rate that waits for a second administrator, and an administrator account at an address she reads.
    const rate = await proposeRule(server, ann, endpoints.platformUsdtRateSet.path, { coin_name: 'CNY', recharge_rate: '9.9', withdrawal_rate: '9.9' });
    const sentBefore = (await mailbox(server)).length;
    const proposed = await staffCall<RuleChange>(endpoints.staffCreate.path, ann, withCode(ann, { username: 'eyes-rex', role: 'admin', email: 'ann.private@example.com' }), { language: 'en' });
    expect(proposed.body).toMatchObject({
      code: 200,
      data: { kind: 'staff_create', target: 'eyes-rex', status: 'pending', change: { username: 'eyes-rex', role: 'admin', email: 'ann.private@example.com', phone: null, language: 'en' }, outcome: null },
    });
    // Nothing exists and nothing is sent until another administrator approves.
    expect((await mailbox(server)).length).toBe(sentBefore);
    const listed = await staffCall<ResponseOf<'staffQuery'>>(endpoints.staffQuery.path, bob, { keyword: 'eyes-rex' });
    expect(listed.body.data.total).toBe(0);
    const own = await staffCall(endpoints.ruleChangeApprove.path, ann, withCode(ann, { id: proposed.body.data.id }));
    expect(own.body.code).toBe(4009);

    // Bob approves what he reads: the address is in the change. The link goes there, never into an answer.
    const approved = await approveRule(server, bob, proposed.body.data);
    expect(approved).toMatchObject({ status: 'applied', decided_by: 'eyes-bob', outcome: { link_sent_to: 'a•••@example.com', link_expires: expect.any(String) } });
    const message = await newestMessageTo(server, 'ann.private@example.com');
    expect(JSON.stringify(approved)).not.toContain(message.link.split('#')[1]);
    const rex = await enrolByLink(server, 'eyes-rex', message.link);
    const boundFrom = new Date(approved.decide_time!);
    const boundUntil = new Date(boundFrom.getTime() + server.config.ruleChanges.coolingOffMs);

    // Rex may not approve Ann's rate: she made his account within the cooling-off.
    const rateByRex = await staffCall(endpoints.ruleChangeApprove.path, rex, withCode(rex, { id: rate.id }), { language: 'en' });
    expect(rateByRex.body).toMatchObject({
      code: 4009,
      detail: `eyes-ann made or reset your account at ${utcMinute(boundFrom)} (UTC). Until ${utcMinute(boundUntil)} (UTC), another administrator must approve their changes.`,
    });

    // Nor give the second approval of Ann's first: nothing moves.
    const frozen = async () => (await balancesOf(server.db, merchantOwner(merchant.merchantId), ['CNY'])).get('CNY')?.frozen.toFixed(2);
    const first = await staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, ann, withCode(ann, { order_id: orderNo }));
    expect(first.body.data).toMatchObject({ status: 'pending', first_approval_by: 'eyes-ann' });
    const frozenBefore = await frozen();
    const secondByRex = await staffCall(endpoints.reviewUsdtWithdrawalApprove.path, rex, withCode(rex, { order_id: orderNo, txid: 'ab'.repeat(32) }), { language: 'en' });
    expect(secondByRex.body).toMatchObject({
      code: 4009,
      detail: `eyes-ann made or reset your account at ${utcMinute(boundFrom)} (UTC) and gave the first approval of order ${orderNo}. Until ${utcMinute(boundUntil)} (UTC), the second approval of their approvals must come from another staff member.`,
    });
    expect(await frozen()).toBe(frozenBefore);
    const queue = await staffCall<{ list: UsdtOut[] }>(endpoints.reviewUsdtWithdrawalQuery.path, bob, { order_id: orderNo });
    expect(queue.body.data.list[0]).toMatchObject({ status: 'pending', reviewer: null });

    // Once the cooling-off has passed, the account is an administrator like any other.
    server.clock.advance(boundUntil.getTime() - server.clock.now().getTime());
    const secondLater = await staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, rex, withCode(rex, { order_id: orderNo, txid: 'ab'.repeat(32) }));
    expect(secondLater.body.data).toMatchObject({ status: 'approved', reviewer: 'eyes-rex', first_approval_by: 'eyes-ann' });
    expect(await frozen()).not.toBe(frozenBefore);
    const rateLater = await staffCall<RuleChange>(endpoints.ruleChangeApprove.path, rex, withCode(rex, { id: rate.id }));
    expect(rateLater.body.data).toMatchObject({ status: 'applied', proposed_by: 'eyes-ann', decided_by: 'eyes-rex' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses a role or reset proposal for oneself, and a role the member already has, keeping nothing', async () => {
    const cat = await newStaffMember(server, 'eyes-cat', 'admin');
    const dan = await newStaffMember(server, 'eyes-dan', 'reviewer');
    const idOf = async (username: string) => (await staffCall<ResponseOf<'staffQuery'>>(endpoints.staffQuery.path, cat, { keyword: username })).body.data.list[0]!.id;
    const catId = await idOf('eyes-cat');
    const danId = await idOf('eyes-dan');
    const pendingBefore = (await staffCall<{ pending: number }>(endpoints.ruleChangePendingCount.path, cat)).body.data.pending;

    const ownRole = await staffCall(endpoints.staffRoleChange.path, cat, withCode(cat, { id: catId, role: 'reviewer' }), { language: 'en' });
    expect(ownRole.body).toMatchObject({ code: 4009 });
    const sameRole = await staffCall(endpoints.staffRoleChange.path, cat, { id: danId, role: 'reviewer' }, { language: 'en' });
    expect(sameRole.body).toMatchObject({ code: 4009 });
    const ownReset = await staffCall(endpoints.staffReset.path, cat, { staff_id: catId }, { language: 'en' });
    expect(ownReset.body).toMatchObject({ code: 4009, detail: expect.stringContaining('npm run ops -- reset-staff <username>') });
    const nobody = await staffCall(endpoints.staffReset.path, cat, { staff_id: 999_999 }, { language: 'en' });
    expect(nobody.body).toMatchObject({ code: 4004, detail: 'No staff member has the ID 999999.' });
    expect((await staffCall<{ pending: number }>(endpoints.ruleChangePendingCount.path, cat)).body.data.pending).toBe(pendingBefore);

    // A reviewer's promotion waits for another administrator: until then the reviewer is refused what admins do.
    const promotion = await staffCall<RuleChange>(endpoints.staffRoleChange.path, cat, { id: danId, role: 'admin' });
    expect(promotion.body.data).toMatchObject({ kind: 'staff_role', target: 'eyes-dan', status: 'pending', change: { role: 'admin' }, before: { role: 'reviewer' } });
    expect((await staffCall(endpoints.staffQuery.path, dan)).body.code).toBe(4003);
  });
});
