import { beforeAll, describe, expect, it } from 'vitest';
import { requestFiatWithdrawal as requestFiatWithdrawalIn } from '../fiat/withdrawals';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { writeSetting } from '../platform/settings';
import { ownDepositAddress } from '../testing/depositAddresses';
import { useTestServer, type CallOptions, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';
import { newStaffMember, type TestStaffMember } from '../testing/staff';

/*
 * Four eyes over rolling 24-hour totals (docs/platform.md, "Four eyes"): a payout split into pieces under the threshold
 * still takes two staff members once the merchant's payouts of the coin over 24 hours reach it, and so does a recharge
 * (on its own total of recharges). The threshold here is 1000 CNY.
 */

// Sessions outlast the days the clock moves through here, so each piece is asked and reviewed by the same sessions.
const days = 24 * 60 * 60_000;
const server = useTestServer({ sessionIdleTimeoutMs: 10 * days, sessionLifetimeMs: 10 * days });

type Page<T> = { list: T[]; total: number };
type Recharge = ResponseOf<'reviewUsdtRechargeApprove'>;
type UsdtOut = ResponseOf<'reviewUsdtWithdrawalApprove'>;
type FiatOut = ResponseOf<'reviewFiatWithdrawalApprove'>;
type Audit = ResponseOf<'platformAuditQuery'>;

const hour = 60 * 60_000;

const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.40', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

/** Opens the member's step-up window, as the console does before a money-moving approval. */
async function stepUp(...members: TestStaffMember[]) {
  for (const member of members) expect((await staffCall(endpoints.staffStepUp.path, member, { google_code: server.freshCode(member.totpSecret) })).body.code).toBe(200);
}

let counter = 0;
const next = () => String((counter += 1)).padStart(6, '0');

async function merchantWithMoney() {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '10000.00', server.clock.now());
  return { merchant, token: await server.signInSteppedUp(merchant) };
}

/** 100 USDT at 7.3 and a 1% fee: 737.30 CNY debited. */
async function requestUsdtWithdrawal(merchant: TestMerchant, token: string) {
  const body = { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TPayout7Hq2Lw9Xc4', rate: '7.3', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) };
  const answer = await server.moneyCall<{ order_no: string; count: string }>(endpoints.usdtWithdrawAdd.path, body, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

async function addBankCard(token: string) {
  const method = await server.call<{ id: number }>(
    endpoints.paymentMethodAdd.path,
    { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: `62170000${next()}` },
    { token },
  );
  return method.body.data.id;
}

/** `tradeCount` CNY at a 0.8% fee: 600 debits 604.80 CNY. */
async function requestFiatWithdrawal(token: string, tradeCount: string) {
  const answer = await server.moneyCall<{ order_no: string; count: string }>(
    endpoints.fiatWithdrawAdd.path,
    { payment_method_id: await addBankCard(token), out_abbreviation: 'CNY', trade_count: tradeCount, rate: '1', currency_withdrawal_fee: '0.008' },
    { token },
  );
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

/** `tradeCount` USDT at 7.1: 100 USDT enter as 710 CNY. */
async function declareRecharge(token: string, tradeCount: string) {
  const body = { in_abbreviation: 'CNY', trade_count: tradeCount, network: 'TRC20', address: await ownDepositAddress(server, token), sender_address: 'TSender8Hq2Lw9Xc4', txid: `feed${next()}`, rate: '7.1', usdt_recharge_fee: '0.005' };
  const answer = await server.moneyCall<{ order_no: string; count: string }>(endpoints.usdtRechargeAdd.path, body, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

async function cny(token: string) {
  return (await server.call<Page<{ available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token })).body.data.list[0];
}

async function queueRow<T>(path: string, member: TestStaffMember, orderNo: string) {
  const page = await staffCall<Page<T>>(path, member, { keyword: orderNo, status: 'all' });
  expect(page.body.data.list).toHaveLength(1);
  return page.body.data.list[0] as T;
}

describe('four eyes over rolling 24-hour totals', () => {
  let admin: TestStaffMember;
  let rita: TestStaffMember;
  let ravi: TestStaffMember;

  beforeAll(async () => {
    admin = await newStaffMember(server, 'eyes-admin', 'admin');
    rita = await newStaffMember(server, 'eyes-rita', 'reviewer');
    ravi = await newStaffMember(server, 'eyes-ravi', 'reviewer');
    // The setting as administrators leave it (how they change it is another test's): every approval reads it anew.
    await writeSetting(server.db, 'four_eyes_thresholds', { CNY: '1000.00' }, server.clock.now());
  });

  it('takes two members for a payout whose pieces reach the threshold within 24 hours; one administrator alone cannot pay the second piece', async () => {
    const { merchant, token } = await merchantWithMoney();
    const first = await requestFiatWithdrawal(token, '600');
    expect(first.count).toBe('604.80');
    await stepUp(admin, rita);
    const paidFirst = await staffCall<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, admin, { order_id: first.order_no, payout_reference: 'BOC-101' });
    expect(paidFirst.body.data).toMatchObject({ status: 'approved', needs_two_approvals: false });

    // Twenty-three hours later, a USDT withdrawal of 737.30: alone under 1000, with the fiat piece 1342.10.
    server.clock.advance(23 * hour);
    const second = await requestUsdtWithdrawal(merchant, token);
    expect(await queueRow<UsdtOut>(endpoints.reviewUsdtWithdrawalQuery.path, rita, second.order_no)).toMatchObject({ status: 'pending', needs_two_approvals: true, first_approval_by: null });
    // The first piece's window ends at its own creation: a later order never changes what it needed.
    expect(await queueRow<FiatOut>(endpoints.reviewFiatWithdrawalQuery.path, rita, first.order_no)).toMatchObject({ needs_two_approvals: false });

    await stepUp(admin);
    const before = await cny(token);
    expect(before).toMatchObject({ freeze_asset: '737.30' });
    const txid = '5a'.repeat(32);
    const firstApproval = await staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, admin, { order_id: second.order_no, txid });
    expect(firstApproval.body.data).toMatchObject({ status: 'pending', needs_two_approvals: true, first_approval_by: 'eyes-admin', txid: null, reviewer: null });
    expect(await cny(token)).toEqual(before);

    const again = await staffCall(endpoints.reviewUsdtWithdrawalApprove.path, admin, { order_id: second.order_no, txid }, { language: 'en' });
    expect(again.body).toMatchObject({ code: 4009, detail: `You gave the first approval of order ${second.order_no}. The second approval must come from another staff member.` });
    expect((await server.ops('approve-usdt-withdrawal', [second.order_no], { txid })).body.data).toMatchObject({ status: 'approved' });
    // ops counts as another member: the order is paid by the second approval, not by the same administrator's.
    expect(await cny(token)).toMatchObject({ available_asset: before?.available_asset, freeze_asset: '0.00' });
    expect(await queueRow<UsdtOut>(endpoints.reviewUsdtWithdrawalQuery.path, rita, second.order_no)).toMatchObject({ status: 'approved', reviewer: 'ops', first_approval_by: 'eyes-admin', needs_two_approvals: true });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('counts the payouts of the 24 hours up to each order: pieces further apart, and rejected ones, do not add up', async () => {
    const { merchant, token } = await merchantWithMoney();
    await stepUp(rita);
    const first = await requestFiatWithdrawal(token, '600');
    expect((await staffCall<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, rita, { order_id: first.order_no, payout_reference: 'BOC-201' })).body.data).toMatchObject({ status: 'approved' });

    // A second past 24 hours: the first piece is out of the window.
    server.clock.advance(24 * hour + 1000);
    const second = await requestUsdtWithdrawal(merchant, token);
    expect(await queueRow<UsdtOut>(endpoints.reviewUsdtWithdrawalQuery.path, rita, second.order_no)).toMatchObject({ needs_two_approvals: false });
    await stepUp(rita);
    expect((await staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, rita, { order_id: second.order_no, txid: '6b'.repeat(32) })).body.data).toMatchObject({ status: 'approved', reviewer: 'eyes-rita', first_approval_by: null });

    // A rejected piece moves nothing and counts for nothing: the next piece is judged on its own 604.80.
    server.clock.advance(24 * hour + 1000);
    const third = await requestUsdtWithdrawal(merchant, token);
    expect((await staffCall(endpoints.reviewUsdtWithdrawalReject.path, ravi, { order_id: third.order_no, reason: 'Split payout' })).body.code).toBe(200);
    const fourth = await requestFiatWithdrawal(token, '600');
    expect(await queueRow<FiatOut>(endpoints.reviewFiatWithdrawalQuery.path, ravi, fourth.order_no)).toMatchObject({ needs_two_approvals: false });
    await stepUp(ravi);
    expect((await staffCall<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, ravi, { order_id: fourth.order_no, payout_reference: 'BOC-204' })).body.data).toMatchObject({ status: 'approved' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('keeps a large recharge pending and credits nothing on one approval; another member credits it, the same one twice is refused', async () => {
    const { token } = await merchantWithMoney();
    const large = await declareRecharge(token, '200');
    const row = await queueRow<Recharge>(endpoints.reviewUsdtRechargeQuery.path, rita, large.order_no);
    expect(row).toMatchObject({ exchange_count: '1420.00', needs_two_approvals: true, first_approval_by: null, first_approval_time: null });

    await stepUp(rita, ravi);
    const before = await cny(token);
    const first = await staffCall<Recharge>(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: large.order_no });
    expect(first.body.data).toMatchObject({ status: 'pending', needs_two_approvals: true, first_approval_by: 'eyes-rita', first_approval_time: expect.any(String), reviewer: null });
    expect(await cny(token)).toEqual(before);

    for (const [language, detail] of [
      ['en', `You gave the first approval of order ${large.order_no}. The second approval must come from another staff member.`],
      ['vi', `Bạn đã phê duyệt lần thứ nhất cho lệnh ${large.order_no}. Lần phê duyệt thứ hai phải do một nhân viên khác thực hiện.`],
    ] as const) {
      expect((await staffCall(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: large.order_no }, { language })).body).toMatchObject({ code: 4009, detail });
    }
    expect(await cny(token)).toEqual(before);

    const second = await staffCall<Recharge>(endpoints.reviewUsdtRechargeApprove.path, ravi, { order_id: large.order_no });
    expect(second.body.data).toMatchObject({ status: 'approved', reviewer: 'eyes-ravi', first_approval_by: 'eyes-rita', count: '1412.90' });
    expect(await cny(token)).toMatchObject({ available_asset: '11412.90' });

    const log = await staffCall<Audit>(endpoints.platformAuditQuery.path, admin, { page_size: 100 });
    const steps = log.body.data.list.filter((entry) => entry.target === large.order_no).map((entry) => [entry.staff, entry.action, entry.after?.status]);
    expect(steps.reverse()).toEqual([
      ['eyes-rita', 'usdt_recharge_first_approve', 'pending'],
      ['eyes-ravi', 'usdt_recharge_approve', 'approved'],
    ]);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('adds up a merchant’s recharges of 24 hours, and a batch says which approvals were only the first', async () => {
    const { token } = await merchantWithMoney();
    const small = (await declareRecharge(token, '100')).order_no;
    server.clock.advance(60_000);
    const second = (await declareRecharge(token, '100')).order_no;
    expect(await queueRow<Recharge>(endpoints.reviewUsdtRechargeQuery.path, rita, small)).toMatchObject({ needs_two_approvals: false });
    expect(await queueRow<Recharge>(endpoints.reviewUsdtRechargeQuery.path, rita, second)).toMatchObject({ needs_two_approvals: true });

    await stepUp(rita, ravi);
    const before = await cny(token);
    type Batch = ResponseOf<'reviewUsdtRechargeBatchApprove'>;
    const outcomes = async (member: TestStaffMember) =>
      (await staffCall<Batch>(endpoints.reviewUsdtRechargeBatchApprove.path, member, { order_ids: [small, second] })).body.data.list.map((entry) => [entry.order_id, entry.outcome, entry.order?.status]);
    expect(await outcomes(rita)).toEqual([
      [small, 'approved', 'approved'],
      [second, 'first_approval', 'pending'],
    ]);
    expect(await cny(token)).toMatchObject({ available_asset: '10706.45' });
    expect(await outcomes(rita)).toEqual([
      [small, 'already_reviewed', 'approved'],
      [second, 'same_reviewer', 'pending'],
    ]);
    expect(await cny(token)).toMatchObject({ available_asset: '10706.45' });
    expect(await outcomes(ravi)).toEqual([
      [small, 'already_reviewed', 'approved'],
      [second, 'approved', 'approved'],
    ]);
    expect(before).toMatchObject({ available_asset: '10000.00' });
    expect(await cny(token)).toMatchObject({ available_asset: '11412.90' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  // Two connections are needed to hold a request open while an approval runs: PostgreSQL only (PGlite has one).
  it.runIf(process.env.KASSA_TEST_DB === 'postgres')('waits for a request of the merchant still in flight before it decides, and then counts it', async () => {
    const { merchant, token } = await merchantWithMoney();
    const method = await addBankCard(token);
    const later = await requestUsdtWithdrawal(merchant, token);
    await stepUp(rita);

    // A fiat withdrawal whose clock was read before `later` was asked, still inside its transaction.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const before = new Date(server.clock.now().getTime() - 60_000);
    const inFlight = server.db.transaction(async (tx) => {
      await requestFiatWithdrawalIn(tx, merchant.merchantId, { payment_method_id: method, out_abbreviation: 'CNY', trade_count: '600', rate: '1', currency_withdrawal_fee: '0.008' }, before);
      inserted();
      await held;
    });
    await insertedYet;

    let answered = false;
    const approval = staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, rita, { order_id: later.order_no, txid: '7d'.repeat(32) }).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    release();
    await inFlight;
    // 737.30 alone, 1342.10 with the fiat piece created before it: the approval saw it and only recorded itself.
    expect((await approval).body.data).toMatchObject({ status: 'pending', needs_two_approvals: true, first_approval_by: 'eyes-rita' });
    expect(await cny(token)).toMatchObject({ freeze_asset: '1342.10' });
  });
});
