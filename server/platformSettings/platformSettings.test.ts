import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { StaffRoleName } from '../../openapi/endpoint';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { exportPathOf } from '../../openapi/listExport';
import { platformContentCalls } from '../../openapi/platformContent';
import { platformSettingCalls } from '../../openapi/platformSettings';
import { csvTable } from '../testing/csv';
import { changeRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { useTestServer, type CallOptions } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { pdfBytes, pngBytes, uploadFile } from '../testing/files';

// Rule changes wait a minute here: the settings' later tests keep the sessions their first one opened.
const server = useTestServer({ ruleChanges: { coolingOffMs: 60_000, feeNoticeMs: 60_000 } });

type Settings = ResponseOf<'platformSettingsQuery'>;
type Audit = ResponseOf<'platformAuditQuery'>;
type Ticket = ResponseOf<'platformTicketReply'>;

type Member = TestStaffMember;

const staffCall = <T = unknown>(path: string, member: Member, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ip: '198.51.100.30', ...options, headers: { ...options.headers, 'x-staff-token': member.token } });

/** A member made by `npm run ops -- create-staff`, enrolled by their link and signed in. */
const newMember = (username: string, role: StaffRoleName) => newStaffMember(server, username, role);

const fourLanguages = (text: string) => ({ en: `${text} (en)`, zh_Hans: `${text}（简）`, zh_Hant: `${text}（繁）`, vi: `${text} (vi)` });

describe('platform settings and content', () => {
  let admin: Member;
  /** The second administrator a rule about money takes. */
  let admin2: Member;
  let rita: Member;
  let sam: Member;
  let merchantToken: string;

  it('lets every role read the settings, only administrators change them and only support and administrators speak to merchants', async () => {
    admin = await newMember('settings-admin', 'admin');
    admin2 = await newMember('settings-admin2', 'admin');
    rita = await newMember('settings-rita', 'reviewer');
    sam = await newMember('settings-sam', 'support');
    merchantToken = await server.signIn(await server.createMerchant());

    for (const member of [rita, sam, admin]) {
      const read = await staffCall<Settings>(endpoints.platformSettingsQuery.path, member);
      expect(read.body).toMatchObject({ code: 200, data: { usdt: { abbreviation: 'USDT', min_recharge: '100' }, maintenance: { on: false, message: null } } });
      // The deposit addresses are each merchant's own, from the pool (server/depositAddresses/), not a setting.
      expect(read.body.data.usdt).not.toHaveProperty('networks');
    }
    const changes = Object.values(platformSettingCalls).filter((call) => call.path !== endpoints.platformSettingsQuery.path);
    for (const member of [rita, sam]) {
      for (const call of changes) {
        const refused = await staffCall(call.path, member, { coin_name: 'CNY', recharge_rate: '1', withdrawal_rate: '1' }, { language: 'vi' });
        expect(refused.status, call.path).toBe(403);
        expect(refused.body.code).toBe(4003);
      }
    }
    for (const call of Object.values(platformContentCalls)) {
      expect((await staffCall(call.path, rita, {})).body.code, call.path).toBe(4003);
    }
    expect((await server.call(endpoints.platformSettingsQuery.path, {}, { token: merchantToken })).status).toBe(401);
    // Nothing was changed by the refused calls.
    const after = await staffCall<Settings>(endpoints.platformSettingsQuery.path, admin);
    expect(after.body.data.usdt.rates).toContainEqual({ coin_name: 'CNY', recharge_rate: '7.1', withdrawal_rate: '7.3' });
  });

  it('changes a rate the merchant’s quote shows, and the USDT and coin minimums; bad amounts change nothing', async () => {
    const rate = await changeRule(server, admin, admin2, endpoints.platformUsdtRateSet.path, { coin_name: 'CNY', recharge_rate: '7.05', withdrawal_rate: '7.25' });
    expect(rate).toMatchObject({ status: 'applied', before: { recharge_rate: '7.1' } });
    const quote = await server.call<ResponseOf<'usdtSettingQuery'>>(endpoints.usdtSettingQuery.path, {}, { token: merchantToken });
    expect(quote.body.data.rates).toContainEqual({ coin_name: 'CNY', recharge_rate: '7.05', withdrawal_rate: '7.25' });

    // npm run ops keeps its command, through the same function, acting as `ops`.
    expect((await server.ops('set-usdt-rate', ['VND'], { recharge: '25100', withdrawal: '25700' })).body.code).toBe(200);
    const vnd = await server.call<ResponseOf<'usdtSettingQuery'>>(endpoints.usdtSettingQuery.path, {}, { token: merchantToken });
    expect(vnd.body.data.rates).toContainEqual({ coin_name: 'VND', recharge_rate: '25100', withdrawal_rate: '25700' });

    // The rate's cooling-off outlasted the step-up window.
    expect((await staffCall(endpoints.staffStepUp.path, admin, { google_code: server.freshCode(admin.totpSecret) })).body.code).toBe(200);
    expect((await staffCall(endpoints.platformUsdtMinimumsSet.path, admin, { min_recharge: '99', min_withdrawal: '200' }, { language: 'en' })).body).toMatchObject({ code: 4000, data: { field: 'min_recharge' } });
    const minimums = await staffCall<Settings>(endpoints.platformUsdtMinimumsSet.path, admin, { min_recharge: '150', min_withdrawal: '200' });
    expect(minimums.body.data.usdt).toMatchObject({ min_recharge: '150', min_withdrawal: '200' });

    const tooPrecise = await staffCall(endpoints.platformCoinMinimumsSet.path, admin, { coin_name: 'CNY', min_order_amount: '1.001', min_withdrawal: '50', min_transfer: '5' });
    expect(tooPrecise.body).toMatchObject({ code: 4000, data: { field: 'min_order_amount' } });
    const coin = await staffCall<Settings>(endpoints.platformCoinMinimumsSet.path, admin, { coin_name: 'CNY', min_order_amount: '2', min_withdrawal: '50', min_transfer: '5' });
    expect(coin.body.data.coins).toContainEqual(expect.objectContaining({ coin_name: 'CNY', min_order_amount: '2.00', min_withdrawal: '50.00', min_transfer: '5.00' }));
    const merchantCoins = await server.call<{ list: { coin_name: string; min_withdrawal: string }[] }>(endpoints.systemCoinQuery.path, {}, { token: merchantToken });
    expect(merchantCoins.body.data.list.find((entry) => entry.coin_name === 'CNY')).toMatchObject({ min_withdrawal: '50.00' });
  });

  it('sets a coin’s default fee rates with the step-up and a second administrator: the next charge in another process pays them; a rate of 1 or more changes nothing', async () => {
    const payer = await server.createMerchant();
    const recipient = await server.createMerchant();
    await creditMerchant(server.db, payer.merchantId, 'CNY', '1000.00', server.clock.now());
    const rates = { recharge_fee_rate: '0.007', withdrawal_fee_rate: '0.009', transfer_fee_rate: '0.004', internal_transfer_fee_rate: '.0005' };
    const tooHigh = await staffCall(endpoints.platformCoinFeeRatesSet.path, admin, { coin_name: 'CNY', ...rates, transfer_fee_rate: '1', google_code: server.freshCode(admin.totpSecret) }, { language: 'zh_Hans' });
    expect(tooHigh.body).toMatchObject({ code: 4000, data: { field: 'transfer_fee_rate' }, detail: '请输入 0 到 1 之间（不含 1）、最多 8 位小数的费率，例如 0.005 表示 0.5%' });
    expect((await staffCall(endpoints.platformCoinFeeRatesSet.path, admin, { coin_name: 'CNY', ...rates, recharge_fee_rate: '-0.1' })).body).toMatchObject({ code: 4000, data: { field: 'recharge_fee_rate' } });
    expect((await staffCall(endpoints.platformCoinFeeRatesSet.path, admin, { coin_name: 'DOGE', ...rates, google_code: server.freshCode(admin.totpSecret) })).body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });
    const unchanged = await staffCall<Settings>(endpoints.platformSettingsQuery.path, sam);
    expect(unchanged.body.data.coins.find((entry) => entry.coin_name === 'CNY')).toMatchObject({ recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' });

    expect(await changeRule(server, admin, admin2, endpoints.platformCoinFeeRatesSet.path, { coin_name: 'CNY', ...rates })).toMatchObject({ status: 'applied' });
    const set = await staffCall<Settings>(endpoints.platformSettingsQuery.path, sam);
    // Signed in after the notice period, as the payer's step-up window would have closed during it.
    const payerToken = await server.signInSteppedUp(payer);
    expect(set.body.data.coins.find((entry) => entry.coin_name === 'CNY')).toMatchObject({ recharge_fee_rate: '0.007', withdrawal_fee_rate: '0.009', transfer_fee_rate: '0.004', internal_transfer_fee_rate: '0.0005' });
    const merchantCoins = await server.call<{ list: { coin_name: string; transfer_fee_rate: string }[] }>(endpoints.systemCoinQuery.path, {}, { token: payerToken });
    expect(merchantCoins.body.data.list.find((entry) => entry.coin_name === 'CNY')).toMatchObject({ transfer_fee_rate: '0.004' });
    const other = await server.otherProcess();
    try {
      const transfer = await other.app.inject({
        method: 'POST',
        url: endpoints.transferAdd.path,
        headers: { authorization: payerToken, 'idempotency-key': 'fee-rates-transfer-1' },
        payload: { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100' },
        remoteAddress: '203.0.113.10',
      });
      expect(transfer.json()).toMatchObject({ code: 200, data: { transfer_fee: '0.40', internal_transfer_fee: '0.05', settlement_amount: '99.55' } });
    } finally {
      await other.close();
    }
  });

  it('publishes an announcement the merchant sees at once, and a scheduled one only from its time', async () => {
    const unread = async () => (await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: merchantToken })).body.data.unread;
    const before = await unread();

    const past = await staffCall(endpoints.platformAnnouncementPublish.path, sam, { title: fourLanguages('Old'), body_html: fourLanguages('<p>x</p>'), publish_time: '2020-01-01T00:00:00.000Z' }, { language: 'zh_Hant' });
    expect(past.body).toMatchObject({ code: 4000, data: { field: 'publish_time' }, detail: '發佈時間必須晚於目前時間。' });
    const scriptOnly = await staffCall(endpoints.platformAnnouncementPublish.path, sam, { title: fourLanguages('Empty'), body_html: { ...fourLanguages('<p>x</p>'), vi: '<script>alert(1)</script>' } });
    expect(scriptOnly.body).toMatchObject({ code: 4000 });
    expect(await unread()).toBe(before);

    const now = await staffCall<ResponseOf<'platformAnnouncementPublish'>>(endpoints.platformAnnouncementPublish.path, sam, {
      title: fourLanguages('Fees'),
      body_html: fourLanguages('<p>New fees <img src=x onerror="alert(1)"></p>'),
    });
    expect(now.body.data).toMatchObject({ state: 'published', title: { zh_Hant: 'Fees（繁）' } });
    expect(now.body.data.body_html.en).not.toContain('onerror');
    expect(await unread()).toBe(before + 1);

    const at = new Date(server.clock.now().getTime() + 600_000).toISOString();
    const scheduled = await staffCall<ResponseOf<'platformAnnouncementPublish'>>(endpoints.platformAnnouncementPublish.path, admin, { title: fourLanguages('Upgrade'), body_html: fourLanguages('<p>Tonight</p>'), publish_time: at });
    expect(scheduled.body.data).toMatchObject({ state: 'scheduled', publish_time: at });
    expect(await unread()).toBe(before + 1);
    const hidden = await server.call(endpoints.announcementDetail.path, { id: scheduled.body.data.id }, { token: merchantToken });
    expect(hidden.body.code).toBe(4004);
    const staffList = await staffCall<{ list: { id: number; state: string }[] }>(endpoints.platformAnnouncementQuery.path, sam, { state: 'scheduled' });
    expect(staffList.body.data.list.map((row) => row.id)).toEqual([scheduled.body.data.id]);

    server.clock.advance(600_000);
    expect(await unread()).toBe(before + 2);
    const list = await server.call<{ list: { title: string }[] }>(endpoints.announcementQuery.path, {}, { token: merchantToken, language: 'vi' });
    expect(list.body.data.list[0]?.title).toBe('Upgrade (vi)');
  });

  it('changes a scheduled announcement, not a published one, and withdraws either: merchants no longer see it', async () => {
    const unread = async () => (await server.call<{ unread: number }>(endpoints.announcementUnread.path, {}, { token: merchantToken })).body.data.unread;
    type Staffed = ResponseOf<'platformAnnouncementDetail'>;
    const inTwo = new Date(server.clock.now().getTime() + 120_000).toISOString();
    const scheduled = await staffCall<Staffed>(endpoints.platformAnnouncementPublish.path, sam, { title: fourLanguages('Draft'), body_html: fourLanguages('<p>Soon</p>'), publish_time: inTwo });
    const id = scheduled.body.data.id;
    expect((await staffCall<Staffed>(endpoints.platformAnnouncementDetail.path, sam, { id })).body.data).toEqual(scheduled.body.data);
    expect((await staffCall(endpoints.platformAnnouncementDetail.path, sam, { id: 999_999 })).body.code).toBe(4004);

    const inFour = new Date(server.clock.now().getTime() + 240_000).toISOString();
    const edited = await staffCall<Staffed>(endpoints.platformAnnouncementUpdate.path, admin, {
      id,
      title: fourLanguages('Maintenance window'),
      body_html: fourLanguages('<p>Tonight <script>alert(1)</script></p>'),
      publish_time: inFour,
    });
    expect(edited.body.data).toMatchObject({ id, state: 'scheduled', publish_time: inFour, title: { vi: 'Maintenance window (vi)' } });
    expect(edited.body.data.body_html.en).not.toContain('script');
    const past = await staffCall(endpoints.platformAnnouncementUpdate.path, admin, { id, title: fourLanguages('Late'), body_html: fourLanguages('<p>x</p>'), publish_time: '2020-01-01T00:00:00.000Z' });
    expect(past.body).toMatchObject({ code: 4000, data: { field: 'publish_time' } });
    expect((await staffCall<Staffed>(endpoints.platformAnnouncementDetail.path, sam, { id })).body.data).toEqual(edited.body.data);
    expect((await server.call(endpoints.announcementDetail.path, { id }, { token: merchantToken })).body.code).toBe(4004);
    expect((await staffCall(endpoints.platformAnnouncementUpdate.path, admin, { id: 999_999, title: fourLanguages('x'), body_html: fourLanguages('<p>x</p>') })).body.code).toBe(4004);

    const live = await staffCall<Staffed>(endpoints.platformAnnouncementPublish.path, sam, { title: fourLanguages('Live'), body_html: fourLanguages('<p>Now</p>') });
    const refused = await staffCall(endpoints.platformAnnouncementUpdate.path, sam, { id: live.body.data.id, title: fourLanguages('Changed'), body_html: fourLanguages('<p>x</p>') }, { language: 'zh_Hans' });
    expect(refused.body).toMatchObject({ code: 4009, detail: `公告 ${live.body.data.id} 已发布，商户可能已经阅读：请撤回后重新发布。` });
    expect((await staffCall<Staffed>(endpoints.platformAnnouncementDetail.path, sam, { id: live.body.data.id })).body.data.title.en).toBe('Live (en)');

    // The merchant read one, has not read the other: withdrawn, neither is listed nor counted.
    expect((await server.call(endpoints.announcementDetail.path, { id: live.body.data.id }, { token: merchantToken })).body.code).toBe(200);
    const before = await unread();
    const liveTwo = await staffCall<Staffed>(endpoints.platformAnnouncementPublish.path, admin, { title: fourLanguages('Unread'), body_html: fourLanguages('<p>Unread</p>') });
    expect(await unread()).toBe(before + 1);
    for (const withdrawn of [live.body.data.id, liveTwo.body.data.id, id]) {
      expect((await staffCall(endpoints.platformAnnouncementWithdraw.path, sam, { id: withdrawn })).body).toMatchObject({ code: 200, data: null });
    }
    expect(await unread()).toBe(before);
    expect((await server.call(endpoints.announcementDetail.path, { id: live.body.data.id }, { token: merchantToken })).body.code).toBe(4004);
    server.clock.advance(240_000);
    const listed = await server.call<{ list: { id: number }[] }>(endpoints.announcementQuery.path, { page_size: 100 }, { token: merchantToken });
    const listedIds = listed.body.data.list.map((row) => row.id);
    expect(listedIds.length).toBeGreaterThan(0);
    for (const withdrawn of [id, live.body.data.id, liveTwo.body.data.id]) expect(listedIds).not.toContain(withdrawn);
    expect((await staffCall(endpoints.platformAnnouncementWithdraw.path, sam, { id })).body.code).toBe(4004);
  });

  it('lists a merchant’s question for support, whose reply the merchant reads; a closed one takes no reply', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const asked = await server.call<{ id: number }>(endpoints.supportTicketSubmit.path, { subject: 'Payout late', body_html: '<p>Where is my payout?</p>' }, { token });
    expect(asked.body.code).toBe(200);

    const open = await staffCall<{ list: Ticket[] }>(endpoints.platformTicketQuery.path, sam, { status: 'open', merchant_id: String(merchant.merchantId) });
    expect(open.body.data.list).toHaveLength(1);
    expect(open.body.data.list[0]).toMatchObject({ id: asked.body.data.id, merchant_id: String(merchant.merchantId), merchant_name: expect.any(String), subject: 'Payout late' });
    const exported = await server.app.inject({
      method: 'POST',
      url: exportPathOf(endpoints.platformTicketQuery),
      headers: { 'x-staff-token': sam.token },
      payload: { status: 'open', merchant_id: String(merchant.merchantId), columns: [{ field: 'id', header: 'Ticket' }, { field: 'subject', header: 'Subject' }, { field: 'update_time', header: 'Updated' }] },
    });
    expect(csvTable(exported.body)).toMatchObject({ header: ['Ticket', 'Subject', 'Updated (UTC)'], rows: [[String(asked.body.data.id), 'Payout late', expect.any(String)]] });

    const replied = await staffCall<Ticket>(endpoints.platformTicketReply.path, sam, { id: asked.body.data.id, body_html: '<p>It was sent today.</p><script>x</script>' });
    expect(replied.body.data).toMatchObject({ status: 'answered' });
    const merchantSees = await server.call<{ list: { status: string; messages: { author: string; body_html: string }[] }[] }>(endpoints.supportTicketQuery.path, {}, { token });
    expect(merchantSees.body.data.list[0]).toMatchObject({ status: 'answered', messages: [{ author: 'merchant' }, { author: 'platform', body_html: '<p>It was sent today.</p>' }] });

    expect((await staffCall<Ticket>(endpoints.platformTicketReply.path, admin, { id: asked.body.data.id, body_html: '<p>Closing.</p>', close: true })).body.data.status).toBe('closed');
    const again = await staffCall(endpoints.platformTicketReply.path, sam, { id: asked.body.data.id, body_html: '<p>More</p>' }, { language: 'vi' });
    expect(again.body).toMatchObject({ code: 4009, detail: `Câu hỏi ${asked.body.data.id} đã đóng: người bán cần gửi câu hỏi mới.` });
    expect((await staffCall(endpoints.platformTicketReply.path, sam, { id: 999_999, body_html: '<p>x</p>' })).body.code).toBe(4004);
  });

  it('shows support a ticket with its attachments: each file of that ticket inline, any other file 4004', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const screenshot = (await uploadFile(server, token, pngBytes, 'payout screen.png')).body.data.file_id;
    const statement = (await uploadFile(server, token, pdfBytes, 'statement.pdf', 'application/pdf')).body.data.file_id;
    const unsent = (await uploadFile(server, token, pngBytes, 'private.png')).body.data.file_id;
    const asked = await server.call<{ id: number }>(endpoints.supportTicketSubmit.path, { subject: 'Missing payout', body_html: '<p>See attached</p>', attachment_ids: [screenshot, statement] }, { token });
    expect(asked.body.code).toBe(200);
    const ticketId = asked.body.data.id;

    const detail = await staffCall<Ticket>(endpoints.platformTicketDetail.path, sam, { id: ticketId });
    expect(detail.body.data).toMatchObject({
      id: ticketId,
      merchant_id: String(merchant.merchantId),
      subject: 'Missing payout',
      status: 'open',
      messages: [{ author: 'merchant', attachments: [expect.objectContaining({ file_id: screenshot, file_name: 'payout screen.png' }), expect.objectContaining({ file_id: statement })] }],
    });
    expect((await staffCall(endpoints.platformTicketDetail.path, sam, { id: 999_999 }, { language: 'en' })).body).toMatchObject({ code: 4004, detail: 'Question 999999 does not exist.' });

    const attachment = (fileId: string, headers: Record<string, string>, ticket = ticketId) =>
      server.app.inject({ method: 'POST', url: endpoints.platformTicketAttachment.path, headers: { language: 'en', ...headers }, payload: { ticket_id: ticket, file_id: fileId } });
    const image = await attachment(screenshot, { 'x-staff-token': sam.token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="payout screen.png"/);
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    const pdf = await attachment(statement, { 'x-staff-token': admin.token });
    expect([pdf.headers['content-type'], pdf.rawPayload.equals(pdfBytes)]).toEqual(['application/pdf', true]);
    // The merchant's other uploads are not support's to read, nor a file of another ticket.
    expect((await attachment(unsent, { 'x-staff-token': sam.token })).json()).toMatchObject({ code: 4004, detail: `This file is not attached to question ${ticketId}.` });
    const other = await server.call<{ id: number }>(endpoints.supportTicketSubmit.path, { subject: 'Another', body_html: '<p>No files</p>' }, { token });
    expect((await attachment(screenshot, { 'x-staff-token': sam.token }, other.body.data.id)).json()).toMatchObject({ code: 4004 });
    expect((await attachment(screenshot, { 'x-staff-token': rita.token })).statusCode).toBe(403);
    expect((await attachment(screenshot, { authorization: token })).statusCode).toBe(401);
  });

  it('turns maintenance on with a message: merchant calls are refused in every process, staff calls still work; off again', async () => {
    const message = fourLanguages('Back at 10:00 UTC');
    const other = await server.otherProcess();
    try {
      const merchantInOther = async () =>
        (await other.app.inject({ method: 'POST', url: endpoints.usdtSettingQuery.path, headers: { authorization: merchantToken, language: 'vi' }, payload: {}, remoteAddress: '203.0.113.12' })).json() as { code: number; data: unknown };
      expect((await merchantInOther()).code).toBe(200);

      const dropped = once(other.app.maintenanceFlag, 'dropped');
      const on = await staffCall(endpoints.platformMaintenanceSet.path, admin, { on: true, message, google_code: server.freshCode(admin.totpSecret) });
      expect(on.body).toMatchObject({ code: 200, data: { on: true, message } });
      await dropped;

      const refused = await server.call(endpoints.usdtSettingQuery.path, {}, { token: merchantToken, language: 'zh_Hans' });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 511, detail: '系统功能维护中：Back at 10:00 UTC（简）', data: { message: message.zh_Hans } });
      expect(await merchantInOther()).toMatchObject({ code: 511, data: { message: message.vi } });
      expect((await staffCall(endpoints.platformSettingsQuery.path, rita)).body).toMatchObject({ code: 200, data: { maintenance: { on: true, message } } });

      const droppedAgain = once(other.app.maintenanceFlag, 'dropped');
      expect((await server.ops('maintenance', ['off'])).body.data).toEqual({ maintenance: 'off' });
      await droppedAgain;
      expect((await server.call(endpoints.usdtSettingQuery.path, {}, { token: merchantToken })).body.code).toBe(200);
      expect((await merchantInOther()).code).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('writes each step to the platform audit log, by whom and with before and after', async () => {
    const audit = await staffCall<Audit>(endpoints.platformAuditQuery.path, admin, { page_size: 100 });
    const rows = audit.body.data.list;
    const of = (action: string) => rows.filter((row) => row.action === action);
    expect(of('usdt_rate_change').map((row) => [row.staff, row.target, row.after])).toEqual([
      ['ops', 'VND', { recharge_rate: '25100', withdrawal_rate: '25700' }],
      // Applied by the second administrator, who approved it; the audit's rule_change rows name the proposer.
      ['settings-admin2', 'CNY', { recharge_rate: '7.05', withdrawal_rate: '7.25' }],
    ]);
    expect(of('usdt_rate_change')[1]?.before).toEqual({ recharge_rate: '7.1', withdrawal_rate: '7.3' });
    expect(of('usdt_minimums_change')[0]).toMatchObject({ before: { min_recharge: '100', min_withdrawal: '100' }, after: { min_recharge: '150', min_withdrawal: '200' } });
    expect(of('coin_minimums_change')[0]).toMatchObject({ target: 'CNY', after: { min_withdrawal: '50.00' } });
    expect(of('coin_fee_rates_change')).toEqual([
      expect.objectContaining({
        staff: 'settings-admin2',
        target: 'CNY',
        before: { recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008', transfer_fee_rate: '0.003', internal_transfer_fee_rate: '0.001' },
        after: { recharge_fee_rate: '0.007', withdrawal_fee_rate: '0.009', transfer_fee_rate: '0.004', internal_transfer_fee_rate: '0.0005' },
      }),
    ]);
    expect(of('announcement_publish').map((row) => [row.staff, row.after?.title_en])).toEqual([
      ['settings-admin', 'Unread (en)'],
      ['settings-sam', 'Live (en)'],
      ['settings-sam', 'Draft (en)'],
      ['settings-admin', 'Upgrade (en)'],
      ['settings-sam', 'Fees (en)'],
    ]);
    expect(of('announcement_edit')).toEqual([
      expect.objectContaining({ staff: 'settings-admin', before: expect.objectContaining({ title_en: 'Draft (en)' }), after: expect.objectContaining({ title_en: 'Maintenance window (en)' }) }),
    ]);
    expect(of('announcement_withdraw').map((row) => [row.staff, row.before?.title_en, row.after])).toEqual([
      ['settings-sam', 'Maintenance window (en)', null],
      ['settings-sam', 'Unread (en)', null],
      ['settings-sam', 'Live (en)', null],
    ]);
    expect(of('ticket_reply').map((row) => [row.staff, row.before?.status, row.after?.status])).toEqual([
      ['settings-admin', 'answered', 'closed'],
      ['settings-sam', 'open', 'answered'],
    ]);
    expect(of('maintenance_change').map((row) => [row.staff, row.after?.on, row.after?.message_en])).toEqual([
      ['ops', false, null],
      ['settings-admin', true, 'Back at 10:00 UTC (en)'],
    ]);
  });
});
