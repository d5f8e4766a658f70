import { describe, expect, it } from 'vitest';
import type { StaffRoleName } from '../../openapi/endpoint';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { exportPathOf } from '../../openapi/listExport';
import { newPayer } from '../checkout/testHelpers';
import { tokenOfLink } from '../testing/enrolment';
import { changeRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { useTestServer, type CallOptions } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { newestMessageTo } from '../testing/mailbox';
import { walletSignInCall } from '../wallet/testHelpers';

// Demo mode: the operator's link waits in the demo's mailbox, where the operator reads it.
const server = useTestServer({ demo: true });

type Page<T> = { list: T[]; total: number };
type Audit = ResponseOf<'platformAuditQuery'>['list'][number];

type Member = TestStaffMember;

const staffCall = <T = unknown>(path: string, member: Member, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.30', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

/** A member made by `npm run ops -- create-staff`, enrolled by their link and signed in. */
const newMember = (username: string, role: StaffRoleName) => newStaffMember(server, username, role);

const code = (member: Member) => server.freshCode(member.totpSecret);

describe('platform merchants and wallet users', () => {
  let admin: Member;
  /** The second administrator a fee change takes. */
  let admin2: Member;
  let rita: Member;
  let sam: Member;

  it('lets every role read merchants, support and admin read wallet users, and only admin change anything', async () => {
    admin = await newMember('merchants-admin', 'admin');
    admin2 = await newMember('merchants-admin2', 'admin');
    rita = await newMember('merchants-rita', 'reviewer');
    sam = await newMember('merchants-sam', 'support');
    const merchant = await server.createMerchant();

    for (const member of [rita, sam]) {
      const list = await staffCall<Page<ResponseOf<'platformMerchantDetail'>>>(endpoints.platformMerchantQuery.path, member, { keyword: String(merchant.merchantId) });
      expect(list.body.data.list).toEqual([expect.objectContaining({ merchant_id: String(merchant.merchantId), status: 'normal', kyc_status: 'unverified' })]);
      expect((await staffCall(endpoints.platformMerchantDetail.path, member, { merchant_id: String(merchant.merchantId) })).body.code).toBe(200);
    }
    expect((await staffCall(endpoints.platformWalletUserQuery.path, sam)).body.code).toBe(200);
    expect((await staffCall(endpoints.platformWalletUserQuery.path, rita, {}, { language: 'vi' })).status).toBe(403);

    const changes = [
      endpoints.platformMerchantCreate.path,
      endpoints.platformMerchantSuspend.path,
      endpoints.platformMerchantResume.path,
      endpoints.platformMerchantFeeQuery.path,
      endpoints.platformMerchantFeeSet.path,
      endpoints.platformWalletUserSuspend.path,
      endpoints.platformWalletUserResume.path,
    ];
    for (const path of changes) {
      const refused = await staffCall(path, sam, { merchant_id: String(merchant.merchantId), reason: 'x' }, { language: 'zh_Hans' });
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe(4003);
    }
    const exported = await server.app.inject({
      method: 'POST',
      url: exportPathOf(endpoints.platformMerchantQuery),
      headers: { 'x-staff-token': rita.token },
      payload: { keyword: String(merchant.merchantId), columns: [{ field: 'merchant_id', header: 'ID' }] },
    });
    expect(exported.body).toContain(String(merchant.merchantId));
  });

  it('creates a merchant whose link, sent to its operator, enrols the operator; suspends it (sessions end, sign-in refused) and resumes it', async () => {
    const noCode = await staffCall(endpoints.platformMerchantCreate.path, admin, { username: 'acme-ops', name: 'Acme Ltd', email: 'ops@acme.example' });
    expect(noCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const badEmail = await staffCall(endpoints.platformMerchantCreate.path, admin, { username: 'acme-ops', name: 'Acme Ltd', email: 'ops-at-acme', google_code: code(admin) }, { language: 'en' });
    expect(badEmail.body).toMatchObject({ code: 4000, data: { field: 'email' } });

    const created = await staffCall<ResponseOf<'platformMerchantCreate'>>(
      endpoints.platformMerchantCreate.path,
      admin,
      { username: 'acme-ops', name: 'Acme Ltd', email: 'ops@acme.example', language: 'zh_Hans', google_code: code(admin) },
      { language: 'en' },
    );
    expect(created.body.data).toMatchObject({ username: 'acme-ops', merchant: { name: 'Acme Ltd', status: 'normal', account_type: 'regular' }, link_sent_to: ['o•••@acme.example'] });
    expect(Object.keys(created.body.data).sort()).toEqual(['link_expires', 'link_sent_to', 'merchant', 'username']);
    const merchantId = created.body.data.merchant.merchant_id;
    // The operator's message, in the language the call asked for: whose link, the link, until when.
    const message = await newestMessageTo(server, 'ops@acme.example');
    expect(message.subject).toBe('acme-ops，您的 Kassa 注册链接');
    expect(message.text).toContain('商户 Acme Ltd 的操作员 acme-ops');
    expect(message.link).toMatch(/\/Enrol#[A-Za-z0-9_-]{43}$/);
    const token = tokenOfLink(message.link);
    expect(JSON.stringify(created.body)).not.toContain(token);
    const detail = await server.call<ResponseOf<'enrolmentDetail'>>(endpoints.enrolmentDetail.path, { token });
    const password = 'Acme-pass-2025';
    const encrypted = await server.encryptPassword(password);
    const enrolled = await server.call(endpoints.enrolmentComplete.path, { token, password: encrypted, confirm_password: encrypted, google_code: server.freshCode(detail.body.data.secret) });
    expect(enrolled.body.code).toBe(200);
    const operator = { username: 'acme-ops', password, totpSecret: detail.body.data.secret };
    const signedIn = await server.login(operator);
    expect(signedIn.body.code).toBe(200);
    const operatorToken = signedIn.body.data.token;

    const shown = await staffCall<ResponseOf<'platformMerchantDetail'>>(endpoints.platformMerchantDetail.path, sam, { merchant_id: merchantId });
    expect(shown.body.data.operators).toEqual([expect.objectContaining({ username: 'acme-ops', last_sign_in_ip: '203.0.113.10' })]);
    expect(shown.body.data.open_markets).toContain('CNY');

    const noReason = await staffCall(endpoints.platformMerchantSuspend.path, admin, { merchant_id: merchantId, reason: ' ', google_code: code(admin) });
    expect(noReason.body).toMatchObject({ code: 4000, data: { field: 'reason' } });
    const suspended = await staffCall<ResponseOf<'platformMerchantSuspend'>>(endpoints.platformMerchantSuspend.path, admin, { merchant_id: merchantId, reason: 'Chargebacks under review', google_code: code(admin) });
    expect(suspended.body.data).toMatchObject({ status: 'suspended', status_reason: 'Chargebacks under review' });
    expect((await server.call(endpoints.accountDetail.path, {}, { token: operatorToken })).status).toBe(401);
    expect((await server.login(operator)).body.code).toBe(512);
    expect((await staffCall(endpoints.platformMerchantSuspend.path, admin, { merchant_id: merchantId, reason: 'again', google_code: code(admin) })).body.code).toBe(4009);

    const resumed = await staffCall<ResponseOf<'platformMerchantResume'>>(endpoints.platformMerchantResume.path, admin, { merchant_id: merchantId, reason: 'Review cleared', google_code: code(admin) });
    expect(resumed.body.data).toMatchObject({ status: 'normal', status_reason: 'Review cleared' });
    expect((await server.login(operator)).body.code).toBe(200);

    const filtered = await staffCall<Page<unknown>>(endpoints.platformMerchantQuery.path, rita, { keyword: 'acme', status: 'normal' });
    expect(filtered.body.data.total).toBe(1);
  });

  it('applies a merchant’s fee schedule to its next transfer and shows it in its own console; an empty rate is the default again', async () => {
    const payer = await server.createMerchant();
    const recipient = await server.createMerchant();
    await creditMerchant(server.db, payer.merchantId, 'CNY', '10000.00', server.clock.now());
    const merchantId = String(payer.merchantId);

    const rates = { recharge_fee_rate: '', withdrawal_fee_rate: '', transfer_fee_rate: '0.01', internal_transfer_fee_rate: '0' };
    const badRate = await staffCall(endpoints.platformMerchantFeeSet.path, admin, { merchant_id: merchantId, coin_name: 'CNY', ...rates, transfer_fee_rate: '1.5', google_code: code(admin) }, { language: 'zh_Hant' });
    expect(badRate.body).toMatchObject({ code: 4000, data: { field: 'transfer_fee_rate' } });
    expect(await changeRule(server, admin, admin2, endpoints.platformMerchantFeeSet.path, { merchant_id: merchantId, coin_name: 'CNY', ...rates })).toMatchObject({ status: 'applied' });
    const set = await staffCall<ResponseOf<'platformMerchantFeeQuery'>>(endpoints.platformMerchantFeeQuery.path, admin, { merchant_id: merchantId });
    const token = await server.signInSteppedUp(payer);
    expect(set.body.data.list.find((entry) => entry.coin_name === 'CNY')).toEqual({
      coin_name: 'CNY',
      overrides: { recharge_fee_rate: null, withdrawal_fee_rate: null, transfer_fee_rate: '0.01', internal_transfer_fee_rate: '0' },
      defaults: { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' },
      effective: { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.01', internal_transfer_fee_rate: '0' },
    });

    const preview = await server.call<ResponseOf<'transferQueryBalance'>>(endpoints.transferQueryBalance.path, { coin_name: 'CNY', transfer_amount: '100' }, { token });
    expect(preview.body.data).toMatchObject({ transfer_fee_rate: '0.01', internal_transfer_fee_rate: '0', transfer_fee: '1.00', internal_transfer_fee: '0.00', settlement_amount: '99.00' });
    const coins = await server.call<Page<{ coin_name: string; transfer_fee_rate: string }>>(endpoints.coinList.path, {}, { token });
    expect(coins.body.data.list.find((coin) => coin.coin_name === 'CNY')).toMatchObject({ transfer_fee_rate: '0.01' });
    const transfer = await server.moneyCall<ResponseOf<'transferAdd'>>(endpoints.transferAdd.path, { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100' }, { token });
    expect(transfer.body.data).toMatchObject({ transfer_fee: '1.00', internal_transfer_fee: '0.00', settlement_amount: '99.00' });

    // Another merchant still pays the defaults.
    const otherToken = await server.signIn(recipient);
    const other = await server.call<ResponseOf<'transferQueryBalance'>>(endpoints.transferQueryBalance.path, { coin_name: 'CNY', transfer_amount: '100' }, { token: otherToken });
    expect(other.body.data).toMatchObject({ transfer_fee_rate: '0.003', transfer_fee: '0.30' });

    await changeRule(server, admin, admin2, endpoints.platformMerchantFeeSet.path, { merchant_id: merchantId, coin_name: 'CNY', ...rates, transfer_fee_rate: '', internal_transfer_fee_rate: '' });
    const back = await server.call<ResponseOf<'transferQueryBalance'>>(endpoints.transferQueryBalance.path, { coin_name: 'CNY' }, { token });
    expect(back.body.data).toMatchObject({ transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' });
  });

  it('refuses rates charged together on a transfer that reach 1, in the merchant’s fee schedule and in the coin’s defaults, and changes nothing', async () => {
    const payer = await server.createMerchant();
    const recipient = await server.createMerchant();
    await creditMerchant(server.db, payer.merchantId, 'CNY', '1000.00', server.clock.now());
    const merchantId = String(payer.merchantId);
    const schedule = async () =>
      (await staffCall<ResponseOf<'platformMerchantFeeQuery'>>(endpoints.platformMerchantFeeQuery.path, admin, { merchant_id: merchantId })).body.data.list.find((entry) => entry.coin_name === 'CNY');
    const before = await schedule();
    const blank = { recharge_fee_rate: '', withdrawal_fee_rate: '' };

    // Both given: 0.6 + 0.6 would settle a 100 CNY transfer at −20.00.
    const both = await staffCall(endpoints.platformMerchantFeeSet.path, admin, { merchant_id: merchantId, coin_name: 'CNY', ...blank, transfer_fee_rate: '0.6', internal_transfer_fee_rate: '0.6', google_code: code(admin) }, { language: 'vi' });
    expect(both.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    expect(both.body.detail).toContain('1.2');
    expect(both.body.detail).toContain('dưới 1');
    // Exactly 1 leaves the recipient nothing: refused as well.
    const one = await staffCall(endpoints.platformMerchantFeeSet.path, admin, { merchant_id: merchantId, coin_name: 'CNY', ...blank, transfer_fee_rate: '0.999', internal_transfer_fee_rate: '0.001', google_code: code(admin) });
    expect(one.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    // One left empty is the coin's default (0.001): the server adds it.
    const withDefault = await staffCall(endpoints.platformMerchantFeeSet.path, admin, { merchant_id: merchantId, coin_name: 'CNY', ...blank, transfer_fee_rate: '0.9995', internal_transfer_fee_rate: '', google_code: code(admin) }, { language: 'en' });
    expect(withDefault.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    expect(withDefault.body.detail).toContain('1.0005');
    expect(await schedule()).toEqual(before);

    // A merchant's own transfer rate of 0.9 is fine over the default internal rate, but a default of 0.1 would reach 1 for it.
    const own = await changeRule(server, admin, admin2, endpoints.platformMerchantFeeSet.path, { merchant_id: merchantId, coin_name: 'CNY', ...blank, transfer_fee_rate: '0.9', internal_transfer_fee_rate: '' });
    expect(own.status).toBe('applied');
    const settingsBefore = (await staffCall<ResponseOf<'platformSettingsQuery'>>(endpoints.platformSettingsQuery.path, admin)).body.data.coins;
    const defaults = { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003' };
    const tooHigh = await staffCall(endpoints.platformCoinFeeRatesSet.path, admin, { coin_name: 'CNY', ...defaults, internal_transfer_fee_rate: '0.1', google_code: code(admin) }, { language: 'zh_Hans' });
    expect(tooHigh.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    expect(tooHigh.body.detail).toContain(merchantId);
    const sumOfDefaults = await staffCall(endpoints.platformCoinFeeRatesSet.path, admin, { coin_name: 'CNY', ...defaults, transfer_fee_rate: '0.5', internal_transfer_fee_rate: '0.5', google_code: code(admin) });
    expect(sumOfDefaults.body).toMatchObject({ code: 4000, data: { field: 'internal_transfer_fee_rate' } });
    expect((await staffCall<ResponseOf<'platformSettingsQuery'>>(endpoints.platformSettingsQuery.path, admin)).body.data.coins).toEqual(settingsBefore);

    // The transfer still pays the recipient what the rates leave.
    const token = await server.signInSteppedUp(payer);
    const transfer = await server.moneyCall<ResponseOf<'transferAdd'>>(endpoints.transferAdd.path, { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100' }, { token });
    expect(transfer.body.data).toMatchObject({ transfer_fee: '90.00', internal_transfer_fee: '0.10', settlement_amount: '9.90' });
  });

  it('suspends a wallet user: their sign-in is refused until resumed', async () => {
    const payer = await newPayer(server, { cny: '50.00' });
    expect((await walletSignInCall(server, payer.username)).body.code).toBe(200);
    // The fee changes above waited out cooling-off and notice periods, longer than an idle session lasts.
    sam = await newMember('merchants-sam-again', 'support');

    const found = await staffCall<Page<ResponseOf<'platformWalletUserQuery'>['list'][number]>>(endpoints.platformWalletUserQuery.path, sam, { keyword: payer.uid });
    expect(found.body.data.list).toEqual([expect.objectContaining({ uid: payer.uid, status: 'active' })]);
    const detail = await staffCall<ResponseOf<'platformWalletUserDetail'>>(endpoints.platformWalletUserDetail.path, sam, { uid: payer.uid });
    expect(detail.body.data.sessions).toHaveLength(1);
    expect(detail.body.data.recent_history).toEqual([expect.objectContaining({ transaction_type: 'top_up', amount: '50.00' })]);

    const suspended = await staffCall(endpoints.platformWalletUserSuspend.path, admin, { uid: payer.uid, reason: 'Reported stolen phone', google_code: code(admin) });
    expect(suspended.body).toMatchObject({ code: 200, data: { status: 'suspended' } });
    const refused = await walletSignInCall(server, payer.username, { language: 'vi' });
    expect(refused.body).toMatchObject({ code: 4003, detail: 'Tài khoản này đã bị tạm ngưng. Vui lòng liên hệ bộ phận chăm sóc khách hàng.' });
    expect((await staffCall<ResponseOf<'platformWalletUserDetail'>>(endpoints.platformWalletUserDetail.path, sam, { uid: payer.uid })).body.data.sessions).toEqual([]);

    await staffCall(endpoints.platformWalletUserResume.path, admin, { uid: payer.uid, reason: 'Phone recovered', google_code: code(admin) });
    expect((await walletSignInCall(server, payer.username)).body.code).toBe(200);
  });

  it('writes each change to the platform audit log, and the ops commands act through the same functions as ops', async () => {
    const merchant = await server.createMerchant();
    expect((await server.ops('suspend', [String(merchant.merchantId)], { reason: 'Ops check' })).body).toMatchObject({ code: 200, data: { status: 'suspended' } });
    expect((await server.ops('resume', [String(merchant.merchantId)])).body).toMatchObject({ code: 200, data: { status: 'normal' } });

    const log = await staffCall<Page<Audit>>(endpoints.platformAuditQuery.path, admin, { page_size: 100 });
    const actions = log.body.data.list.map((entry) => `${entry.staff} ${entry.action}`);
    for (const expected of [
      'merchants-admin merchant_create',
      'merchants-admin merchant_suspend',
      'merchants-admin merchant_resume',
      'merchants-admin rule_change_propose',
      'merchants-admin2 rule_change_approve',
      'merchants-admin2 merchant_fee_change',
      'merchants-admin wallet_user_suspend',
      'merchants-admin wallet_user_resume',
      'ops merchant_suspend',
      'ops merchant_resume',
    ]) {
      expect(actions).toContain(expected);
    }
    const fee = log.body.data.list.find((entry) => entry.action === 'merchant_fee_change');
    expect(fee).toMatchObject({ staff: 'merchants-admin2', role: 'admin', after: expect.objectContaining({ coin: 'CNY' }) });
    const suspension = log.body.data.list.find((entry) => entry.staff === 'merchants-admin' && entry.action === 'merchant_suspend');
    expect(suspension).toMatchObject({ before: { status: 'normal', reason: null }, after: { status: 'suspended', reason: 'Chargebacks under review', sessions_ended: '1' } });
  });
});
