import { describe, expect, it } from 'vitest';
import type { StaffRoleName } from '../../openapi/endpoint';
import { endpoints, type Endpoint, type ResponseOf } from '../../openapi/endpoints';
import { exportPathOf, hasMadeExport } from '../../openapi/listExport';
import { platformReviewCalls } from '../../openapi/platformReviews';
import { ownDepositAddress } from '../testing/depositAddresses';
import { pdfBytes, pngBytes, uploadFile } from '../testing/files';
import { changeRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { useTestServer, type CallOptions, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';

const server = useTestServer();

type Page<T> = { list: T[]; total: number };
type Recharge = ResponseOf<'reviewUsdtRechargeApprove'>;
type UsdtOut = ResponseOf<'reviewUsdtWithdrawalApprove'>;
type FiatOut = ResponseOf<'reviewFiatWithdrawalApprove'>;
type Kyc = ResponseOf<'reviewKycApprove'>;
type Audit = ResponseOf<'platformAuditQuery'>;

type Member = TestStaffMember;

const staffCall = <T = unknown>(path: string, member: Member, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.20', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

/** A member made by `npm run ops -- create-staff`, enrolled by their link and signed in. */
const newMember = (username: string, role: StaffRoleName) => newStaffMember(server, username, role);

/** Opens the member's step-up window, as the console does before a money-moving approval. */
async function stepUp(member: Member) {
  expect((await staffCall(endpoints.staffStepUp.path, member, { google_code: server.freshCode(member.totpSecret) })).body.code).toBe(200);
}

let counter = 0;
const next = () => String((counter += 1)).padStart(6, '0');

async function merchantWithMoney() {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '10000.00', server.clock.now());
  return { merchant, token: await server.signInSteppedUp(merchant) };
}

async function declareRecharge(token: string, tradeCount = '100') {
  const body = { in_abbreviation: 'CNY', trade_count: tradeCount, network: 'TRC20', address: await ownDepositAddress(server, token), sender_address: 'TSender8Hq2Lw9Xc4', txid: `beef${next()}`, rate: '7.1', usdt_recharge_fee: '0.005' };
  const answer = await server.moneyCall<{ order_no: string }>(endpoints.usdtRechargeAdd.path, body, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data.order_no;
}

async function requestUsdtWithdrawal(merchant: TestMerchant, token: string, network: 'TRC20' | 'ERC20' = 'TRC20') {
  const body = { out_abbreviation: 'CNY', trade_count: '100', network, address: 'TPayout7Hq2Lw9Xc4', rate: '7.3', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) };
  const answer = await server.moneyCall<{ order_no: string; count: string }>(endpoints.usdtWithdrawAdd.path, body, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

async function requestFiatWithdrawal(token: string, tradeCount: string) {
  const method = await server.call<{ id: number }>(
    endpoints.paymentMethodAdd.path,
    { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: `62170000${next()}` },
    { token },
  );
  const answer = await server.moneyCall<{ order_no: string; count: string }>(endpoints.fiatWithdrawAdd.path, { payment_method_id: method.body.data.id, out_abbreviation: 'CNY', trade_count: tradeCount, rate: '1', currency_withdrawal_fee: '0.008' }, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

async function cny(token: string) {
  return (await server.call<Page<{ available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token })).body.data.list[0];
}

describe('platform reviews', () => {
  let admin: Member;
  /** The second administrator a threshold change takes. */
  let admin2: Member;
  let rita: Member;
  let ravi: Member;
  let sam: Member;

  it('refuses support every review call and reviewers the threshold, before reading the body; a reviewer may review', async () => {
    admin = await newMember('review-admin', 'admin');
    admin2 = await newMember('review-admin2', 'admin');
    rita = await newMember('rita', 'reviewer');
    ravi = await newMember('ravi', 'reviewer');
    sam = await newMember('sam', 'support');

    const calls: Endpoint[] = Object.values(platformReviewCalls);
    const paths = [...calls.map((call) => call.path), ...calls.filter(hasMadeExport).map(exportPathOf)];
    expect(paths).toContain('/v1/platform/review/kyc/export');
    for (const path of paths) {
      const refused = await staffCall(path, sam, { order_id: 'x' }, { language: 'zh_Hant' });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ code: 4003, detail: '您的角色無權執行此操作，請聯絡平台管理員。' });
    }
    for (const path of [endpoints.reviewThresholdQuery.path, endpoints.reviewThresholdSet.path]) {
      expect((await staffCall(path, rita, { coin_name: 'CNY', amount: '1' })).body.code).toBe(4003);
    }
    expect((await staffCall(endpoints.reviewPendingCounts.path, rita)).body).toMatchObject({ code: 200, data: { usdt_recharge: 0, usdt_withdrawal: 0, fiat_withdrawal: 0, kyc: 0 } });
    const merchantToken = await server.signIn(await server.createMerchant());
    expect((await server.call(endpoints.reviewPendingCounts.path, {}, { token: merchantToken })).status).toBe(401);
  });

  it('lists a USDT recharge with what to match on chain; approving it credits the merchant and writes its fund flow', async () => {
    const { merchant, token } = await merchantWithMoney();
    const orderNo = await declareRecharge(token);

    const queue = await staffCall<Page<Recharge>>(endpoints.reviewUsdtRechargeQuery.path, rita, { merchant_id: String(merchant.merchantId) });
    expect(queue.body.data.list).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'pending', merchant_id: String(merchant.merchantId), network: 'TRC20', sender_address: 'TSender8Hq2Lw9Xc4', trade_count: '100.000000', count: '706.45', fee: '3.55', reviewer: null }),
    ]);
    expect((await staffCall<Page<Recharge>>(endpoints.reviewUsdtRechargeQuery.path, rita, { merchant_id: String(merchant.merchantId), status: 'approved' })).body.data.total).toBe(0);
    expect((await staffCall<ResponseOf<'reviewPendingCounts'>>(endpoints.reviewPendingCounts.path, rita)).body.data.usdt_recharge).toBe(1);

    // Crediting money takes the step-up: without it nothing moves.
    const noCode = await staffCall(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: orderNo }, { language: 'vi' });
    expect(noCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    expect(await cny(token)).toMatchObject({ available_asset: '10000.00' });

    const approved = await staffCall<Recharge>(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: orderNo, google_code: server.freshCode(rita.totpSecret) });
    expect(approved.body.data).toMatchObject({ order_no: orderNo, status: 'approved', reviewer: 'rita' });
    expect(await cny(token)).toMatchObject({ available_asset: '10706.45', freeze_asset: '0.00' });
    const flow = await server.call<Page<ResponseOf<'fundFlowQuery'>['list'][number]>>(endpoints.fundFlowQuery.path, { keyword: orderNo }, { token });
    expect(flow.body.data.list).toEqual([expect.objectContaining({ serial_number: orderNo, transaction_type: 'usdt_recharge', transaction_number: '706.45', charge: '3.55' })]);
    expect((await staffCall(endpoints.reviewUsdtRechargeApprove.path, rita, { order_id: orderNo })).body).toMatchObject({ code: 4009 });

    // A batch rejects each recharge on its own and reports the ones it could not.
    const others = [await declareRecharge(token), await declareRecharge(token)];
    const batch = await staffCall<ResponseOf<'reviewUsdtRechargeBatchReject'>>(endpoints.reviewUsdtRechargeBatchReject.path, ravi, { order_ids: [...others, orderNo, 'NOPE'], reason: 'No such transfer on chain' });
    expect(batch.body.data.list.map((entry) => [entry.order_id, entry.outcome])).toEqual(
      [[others[0], 'rejected'], [others[1], 'rejected'], [orderNo, 'already_reviewed'], ['NOPE', 'not_found']].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await cny(token)).toMatchObject({ available_asset: '10706.45' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('returns what a rejected withdrawal froze', async () => {
    const { merchant, token } = await merchantWithMoney();
    const order = await requestUsdtWithdrawal(merchant, token);
    expect(await cny(token)).toMatchObject({ available_asset: '9262.70', freeze_asset: '737.30' });

    const queue = await staffCall<Page<UsdtOut>>(endpoints.reviewUsdtWithdrawalQuery.path, ravi, { out_abbreviation: 'CNY', keyword: order.order_no });
    expect(queue.body.data.list).toEqual([expect.objectContaining({ order_no: order.order_no, name: expect.stringMatching(/^Shop /), needs_two_approvals: false, first_approval_by: null })]);
    const noReason = await staffCall(endpoints.reviewUsdtWithdrawalReject.path, ravi, { order_id: order.order_no, reason: ' ' }, { language: 'en' });
    expect(noReason.body).toMatchObject({ code: 4000, data: { field: 'reason' }, detail: 'This field is required' });

    const rejected = await staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalReject.path, ravi, { order_id: order.order_no, reason: 'Address on a sanctions list' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', remark: 'Address on a sanctions list', reviewer: 'ravi' });
    expect(await cny(token)).toMatchObject({ available_asset: '10000.00', freeze_asset: '0.00' });
  });

  it('takes two different members for a withdrawal at or above the threshold an administrator set, in every process', async () => {
    const noCode = await staffCall(endpoints.reviewThresholdSet.path, admin, { coin_name: 'CNY', amount: '1000' });
    expect(noCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const set = await staffCall<ResponseOf<'reviewThresholdSet'>>(endpoints.reviewThresholdSet.path, admin, { coin_name: 'cny', amount: '1000', google_code: server.freshCode(admin.totpSecret) });
    expect(set.body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    const cnySet = await changeRule(server, admin, admin2, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '1000' });
    expect(cnySet).toMatchObject({ status: 'applied', change: { coin_name: 'CNY', amount: '1000.00' } });
    expect((await staffCall<ResponseOf<'reviewThresholdQuery'>>(endpoints.reviewThresholdQuery.path, admin)).body.data).toEqual({ list: [{ coin_name: 'CNY', amount: '1000.00' }] });

    const { token } = await merchantWithMoney();
    const small = await requestFiatWithdrawal(token, '200');
    // Asked a moment later: orders of one instant count in each other's rolling total, and the small one is alone in its own.
    server.clock.advance(1000);
    const large = await requestFiatWithdrawal(token, '2000');
    const other = await server.otherProcess();
    try {
      const inOther = <T>(path: string, member: Member, body: unknown, language = 'en') =>
        other.app.inject({ method: 'POST', url: path, headers: { 'x-staff-token': member.token, language }, payload: body as object, remoteAddress: '198.51.100.21' }).then((answer) => answer.json() as { code: number; detail: string; data: T });
      await stepUp(rita);
      await stepUp(ravi);

      // The payout's reference is asked for by the approval that pays.
      expect(await inOther(endpoints.reviewFiatWithdrawalApprove.path, rita, { order_id: small.order_no })).toMatchObject({
        code: 4000,
        data: { field: 'payout_reference' },
        detail: `Enter the payout reference: this approval pays order ${small.order_no}.`,
      });
      expect(await inOther<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, rita, { order_id: small.order_no, payout_reference: 'BOC-001' })).toMatchObject({
        code: 200,
        data: { status: 'approved', payout_reference: 'BOC-001', needs_two_approvals: false },
      });

      // The threshold written by the administrator's process holds in this one: one approval is not enough.
      const first = await inOther<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, rita, { order_id: large.order_no });
      expect(first).toMatchObject({ code: 200, data: { status: 'pending', needs_two_approvals: true, first_approval_by: 'rita', first_approval_time: expect.any(String), reviewer: null } });
      expect(await cny(token)).toMatchObject({ freeze_asset: large.count });

      const queue = await staffCall<Page<FiatOut>>(endpoints.reviewFiatWithdrawalQuery.path, ravi, { keyword: large.order_no });
      expect(queue.body.data.list[0]).toMatchObject({ status: 'pending', first_approval_by: 'rita', needs_two_approvals: true });

      for (const [language, detail] of [
        ['en', `You gave the first approval of order ${large.order_no}. The second approval must come from another staff member.`],
        ['zh_Hans', `订单 ${large.order_no} 的第一次批准由您给出，第二次批准必须由另一位员工给出。`],
        ['zh_Hant', `訂單 ${large.order_no} 的第一次核准由您給出，第二次核准必須由另一位員工給出。`],
        ['vi', `Bạn đã phê duyệt lần thứ nhất cho lệnh ${large.order_no}. Lần phê duyệt thứ hai phải do một nhân viên khác thực hiện.`],
      ] as const) {
        expect(await inOther(endpoints.reviewFiatWithdrawalApprove.path, rita, { order_id: large.order_no, payout_reference: 'BOC-002' }, language)).toMatchObject({ code: 4009, detail });
      }
      expect(await cny(token)).toMatchObject({ freeze_asset: large.count });

      const second = await staffCall<FiatOut>(endpoints.reviewFiatWithdrawalApprove.path, ravi, { order_id: large.order_no, payout_reference: 'BOC-002' });
      expect(second.body.data).toMatchObject({ status: 'approved', reviewer: 'ravi', first_approval_by: 'rita', payout_reference: 'BOC-002' });
      expect(await cny(token)).toMatchObject({ freeze_asset: '0.00' });
    } finally {
      await other.close();
    }
    expect(await changeRule(server, admin, admin2, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '' })).toMatchObject({ status: 'applied', change: { amount: null } });
    expect((await staffCall<ResponseOf<'reviewThresholdQuery'>>(endpoints.reviewThresholdQuery.path, admin)).body.data).toEqual({ list: [] });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('shows a KYC submission’s documents to a reviewer, never to a merchant token, and rejects it with a reason', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const png = (await uploadFile(server, token, pngBytes, 'licence.png')).body.data.file_id;
    const pdf = (await uploadFile(server, token, pdfBytes, 'passport.pdf', 'application/pdf')).body.data.file_id;
    const unsent = (await uploadFile(server, token, pngBytes, 'other.png')).body.data.file_id;
    const form = {
      company_name: 'Review Trading Co.',
      registration_number: '91310000MA1K3XYZ7Q',
      country: 'Vietnam',
      company_address: '12 Le Loi, District 1',
      representative_name: 'Nguyen Van An',
      representative_id_number: '079085001234',
      contact_email: 'finance@review.example',
      contact_phone: '84901234567',
      document_ids: [png, pdf],
    };
    const submitted = await server.call<{ id: number }>(endpoints.kycSubmit.path, form, { token });
    expect(submitted.body.code).toBe(200);
    const id = submitted.body.data.id;

    const queue = await staffCall<Page<Kyc>>(endpoints.reviewKycQuery.path, rita, { merchant_id: String(merchant.merchantId) });
    expect(queue.body.data.list).toEqual([
      expect.objectContaining({ id, status: 'pending', company_name: 'Review Trading Co.', documents: [expect.objectContaining({ file_id: png }), expect.objectContaining({ file_id: pdf })] }),
    ]);

    const preview = async (fileId: string, headers: Record<string, string>) =>
      server.app.inject({ method: 'POST', url: endpoints.reviewKycDocument.path, headers: { language: 'en', ...headers }, payload: { id, file_id: fileId } });
    const image = await preview(png, { 'x-staff-token': rita.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="licence.png"/);
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect((await preview(pdf, { 'x-staff-token': rita.token })).headers['content-type']).toBe('application/pdf');
    expect((await preview(unsent, { 'x-staff-token': rita.token })).json()).toMatchObject({ code: 4004, detail: `This file is not a document of verification submission ${id}.` });
    expect((await preview(png, { authorization: token })).statusCode).toBe(401);
    expect((await preview(png, { 'x-staff-token': sam.token })).statusCode).toBe(403);

    const rejected = await staffCall<Kyc>(endpoints.reviewKycReject.path, rita, { id, reason: 'The licence is unreadable' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'The licence is unreadable', reviewer: 'rita' });
    const detail = await server.call<ResponseOf<'kycDetail'>>(endpoints.kycDetail.path, {}, { token });
    expect(detail.body.data).toMatchObject({ kyc_status: 'rejected', submission: { reason: 'The licence is unreadable' } });
  });

  it('acts as ops from npm run ops, and writes every step to the platform audit log', async () => {
    const { merchant, token } = await merchantWithMoney();
    const order = await requestUsdtWithdrawal(merchant, token);
    const pending = await server.ops<Record<string, string>>('pending-reviews');
    expect(pending.body.data[order.order_no]).toContain('USDT withdrawal by Shop');
    expect((await server.ops('approve-usdt-withdrawal', [order.order_no], { txid: 'c0ffee01'.repeat(8) })).body.data).toMatchObject({ status: 'approved', paid: `${order.count} CNY` });

    const log = await staffCall<Audit>(endpoints.platformAuditQuery.path, admin, { page_size: 100 });
    const steps = log.body.data.list
      .filter((entry) => !entry.action.startsWith('staff_'))
      .map((entry) => [entry.staff, entry.action, entry.before?.status ?? null, entry.after?.status ?? entry.after?.amount ?? null])
      .reverse();
    expect(steps).toEqual([
      ['rita', 'usdt_recharge_approve', 'pending', 'approved'],
      ['ravi', 'usdt_recharge_reject', 'pending', 'rejected'],
      ['ravi', 'usdt_recharge_reject', 'pending', 'rejected'],
      ['ravi', 'usdt_withdrawal_reject', 'pending', 'rejected'],
      // Proposed by one administrator, approved and applied by another.
      ['review-admin', 'rule_change_propose', null, '1000.00'],
      ['review-admin2', 'four_eyes_threshold_change', null, '1000.00'],
      ['review-admin2', 'rule_change_approve', null, 'applied'],
      ['rita', 'fiat_withdrawal_approve', 'pending', 'approved'],
      ['rita', 'fiat_withdrawal_first_approve', 'pending', 'pending'],
      ['ravi', 'fiat_withdrawal_approve', 'pending', 'approved'],
      ['review-admin', 'rule_change_propose', null, null],
      ['review-admin2', 'four_eyes_threshold_change', null, null],
      ['review-admin2', 'rule_change_approve', null, 'applied'],
      ['rita', 'kyc_reject', 'pending', 'rejected'],
      ['ops', 'usdt_withdrawal_approve', 'pending', 'approved'],
    ]);
    const firstApproval = log.body.data.list.find((entry) => entry.action === 'fiat_withdrawal_first_approve');
    expect(firstApproval).toMatchObject({ role: 'reviewer', ip: '198.51.100.21', after: { first_approval_by: 'rita' } });
    const threshold = log.body.data.list.find((entry) => entry.action === 'four_eyes_threshold_change');
    expect(threshold).toMatchObject({ staff: 'review-admin2', role: 'admin', target: 'CNY', before: { amount: '1000.00' }, after: { amount: null } });
    const byOps = log.body.data.list.find((entry) => entry.staff === 'ops');
    expect(byOps).toMatchObject({ role: null, ip: '127.0.0.1', target: order.order_no, after: { txid: 'c0ffee01'.repeat(8) } });
  });

  it('pays a USDT withdrawal only with a TXID of its network’s form that no other withdrawal on the network names; a refusal moves nothing', async () => {
    const { merchant, token } = await merchantWithMoney();
    const first = await requestUsdtWithdrawal(merchant, token);
    const second = await requestUsdtWithdrawal(merchant, token);
    const onErc20 = await requestUsdtWithdrawal(merchant, token, 'ERC20');
    const frozen = await cny(token);
    expect(frozen).toMatchObject({ freeze_asset: '2211.90' });
    await stepUp(rita);
    const approve = (order_id: string, txid: string, language = 'en') =>
      staffCall<UsdtOut>(endpoints.reviewUsdtWithdrawalApprove.path, rita, { order_id, txid }, { language });

    // The contract's form: 64 hexadecimal characters, or 0x and 64.
    const malformed = await approve(first.order_no, 'f00dbabe1234');
    expect(malformed.body).toMatchObject({
      code: 4000,
      detail: 'A payout TXID is 64 hexadecimal characters on TRC20, or 0x and 64 hexadecimal characters on ERC20',
      data: { field: 'txid' },
    });
    // The order's network decides which: an ERC20 hash does not pay a TRC20 withdrawal, nor the other way round.
    const trc20Txid = '7c'.repeat(32);
    const wrongNetwork = await approve(first.order_no, `0x${trc20Txid}`, 'zh_Hant');
    expect(wrongNetwork.body).toMatchObject({ code: 4000, detail: 'TRC20 交易雜湊為 64 位十六進位字元（0-9、a-f），不帶 0x', data: { field: 'txid' } });
    expect((await approve(onErc20.order_no, trc20Txid)).body).toMatchObject({ code: 4000, detail: 'An ERC20 TXID is 0x followed by 64 hexadecimal characters (0-9, a-f)' });
    expect(await cny(token)).toEqual(frozen);

    expect((await approve(first.order_no, trc20Txid)).body.data).toMatchObject({ status: 'approved', txid: trc20Txid });
    // The same transaction, in another case, cannot pay the second withdrawal on TRC20: 4009, and nothing moves.
    const reused = await approve(second.order_no, trc20Txid.toUpperCase());
    expect(reused.body).toMatchObject({
      code: 4009,
      detail: `The TXID ${trc20Txid.toUpperCase()} already paid the USDT withdrawal ${first.order_no} on TRC20: each payout is its own transaction.`,
    });
    const afterRefusal = await cny(token);
    expect(afterRefusal).toMatchObject({ freeze_asset: '1474.60' });
    const pending = await staffCall<Page<UsdtOut>>(endpoints.reviewUsdtWithdrawalQuery.path, rita, { keyword: second.order_no });
    expect(pending.body.data.list[0]).toMatchObject({ status: 'pending', txid: null });
    // The ops command is refused the same way.
    expect((await server.ops('approve-usdt-withdrawal', [second.order_no], { txid: trc20Txid })).body).toMatchObject({ code: 4009 });
    // On ERC20 the same hash with 0x is another network's transaction: it pays.
    expect((await approve(onErc20.order_no, `0x${trc20Txid}`)).body.data).toMatchObject({ status: 'approved' });
    expect((await approve(second.order_no, '8d'.repeat(32))).body.data).toMatchObject({ status: 'approved' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
