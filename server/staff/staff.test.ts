import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { exportPathOf } from '../../openapi/listExport';
import { tokenOfLink } from '../testing/enrolment';
import { totpCode, useTestServer, type CallOptions } from '../testing/harness';
import { linkSentTo, mailbox, newestMessageTo } from '../testing/mailbox';
import { approveRule } from '../testing/ruleChanges';
import type { TestStaffMember } from '../testing/staff';

// Demo mode: the links the console sends wait in the demo's mailbox, where the members read them.
const server = useTestServer({ demo: true });

const paths = {
  signIn: endpoints.staffSignIn.path,
  enrolDetail: endpoints.staffEnrolmentDetail.path,
  enrolComplete: endpoints.staffEnrolmentComplete.path,
  signOut: endpoints.staffSignOut.path,
  me: endpoints.staffMe.path,
  stepUp: endpoints.staffStepUp.path,
  sessions: endpoints.staffSessionQuery.path,
  revoke: endpoints.staffSessionRevoke.path,
  staff: endpoints.staffQuery.path,
  create: endpoints.staffCreate.path,
  reset: endpoints.staffReset.path,
  role: endpoints.staffRoleChange.path,
  suspend: endpoints.staffSuspend.path,
  resume: endpoints.staffResume.path,
  audit: endpoints.platformAuditQuery.path,
};

interface Member {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
}

type Audit = ResponseOf<'platformAuditQuery'>;

/** A staff call: the token in X-Staff-Token, never in Authorization. */
const staffCall = <T = unknown>(path: string, token: string, body: unknown = {}, options: CallOptions = {}) =>
  server.call<T>(path, body, { ...options, headers: { ...options.headers, 'x-staff-token': token } });

/** Uses a one-time link as the platform console's page would: reads it, keeps its authenticator, sets the password. */
async function enrol(link: string, password: string, ip = '198.51.100.7'): Promise<string> {
  const token = tokenOfLink(link);
  const detail = await server.call<ResponseOf<'staffEnrolmentDetail'>>(paths.enrolDetail, { token });
  expect(detail.body.code).toBe(200);
  const body = {
    token,
    password: await server.encryptPassword(password),
    confirm_password: await server.encryptPassword(password),
    google_code: server.freshCode(detail.body.data.secret),
  };
  const done = await server.call(paths.enrolComplete, body, { ip });
  expect(done.body).toMatchObject({ code: 200, data: { username: detail.body.data.username } });
  return detail.body.data.secret;
}

async function signIn(member: Member, options: CallOptions & { password?: string } = {}) {
  const body = { username: member.username, password: await server.encryptPassword(options.password ?? member.password), google_code: server.freshCode(member.totpSecret) };
  return server.call<ResponseOf<'staffSignIn'>>(paths.signIn, body, options);
}

async function tokenOf(member: Member, options: CallOptions = {}): Promise<string> {
  const answer = await signIn(member, options);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.staff_token;
}

describe('platform staff', () => {
  const admin: Member = { id: 0, username: 'root-admin', password: 'Admin-pass-2025', totpSecret: '' };
  // The second administrator, who approves what the first proposes to staff accounts.
  const other: Member = { id: 0, username: 'other-admin', password: 'Other-pass-2025', totpSecret: '' };
  const reviewer: Member = { id: 0, username: 'rita', password: 'Reviewer-pass-2025', totpSecret: '' };
  const support: Member = { id: 0, username: 'sam', password: 'Support-pass-2025', totpSecret: '' };
  let adminToken = '';
  let otherToken = '';
  /** The second administrator as the rule changes' helpers take them. */
  const approver = (): TestStaffMember => ({ username: other.username, password: other.password, totpSecret: other.totpSecret, token: otherToken });

  it('enrols the first administrator from create-staff, who then signs in with password and authenticator', async () => {
    const created = await server.ops<{ staff_id: string; username: string; role: string; link: string }>('create-staff', [admin.username], { role: 'admin' });
    expect(created.body).toMatchObject({ code: 200, data: { username: admin.username, role: 'admin' } });
    expect(created.body.data.link).toMatch(/\/platform\/enrol#[A-Za-z0-9_-]{43}$/);
    admin.id = Number(created.body.data.staff_id);

    // Before the link is used there is no password to sign in with.
    expect((await signIn({ ...admin, totpSecret: 'JBSWY3DPEHPK3PXP' })).body.code).toBe(4001);
    admin.totpSecret = await enrol(created.body.data.link, admin.password);
    // The link works once.
    expect((await server.call(paths.enrolDetail, { token: tokenOfLink(created.body.data.link) }, { language: 'en' })).body).toMatchObject({
      code: 4000,
      detail: expect.stringContaining('Ask a platform administrator'),
    });

    adminToken = await tokenOf(admin, { ip: '198.51.100.1' });
    expect((await staffCall(paths.me, adminToken)).body).toMatchObject({ code: 200, data: { id: admin.id, username: admin.username, role: 'admin', step_up_until: null } });

    // The second administrator comes the same way: with one, nobody could approve what the first proposes.
    const second = await server.ops<{ staff_id: string; link: string }>('create-staff', [other.username], { role: 'admin' });
    other.id = Number(second.body.data.staff_id);
    other.totpSecret = await enrol(second.body.data.link, other.password);
    otherToken = await tokenOf(other, { ip: '198.51.100.2' });
  });

  it('asks an administrator for the step-up before proposing a member; once another administrator approves, their link goes to them, never to either administrator', async () => {
    const withoutCode = await staffCall(paths.create, adminToken, { username: reviewer.username, role: 'reviewer', email: 'rita@example.com' }, { language: 'zh_Hans' });
    expect(withoutCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' }, detail: '请输入验证器应用中的验证码以确认此操作。' });
    const withoutEmail = await staffCall(paths.create, adminToken, { username: reviewer.username, role: 'reviewer', google_code: server.freshCode(admin.totpSecret) }, { language: 'en' });
    expect(withoutEmail.body).toMatchObject({ code: 4000, data: { field: 'email' } });

    const first = await staffCall<ResponseOf<'staffCreate'>>(
      paths.create,
      adminToken,
      { username: reviewer.username, role: 'reviewer', email: 'rita@example.com', google_code: server.freshCode(admin.totpSecret) },
      { ip: '198.51.100.1', language: 'vi' },
    );
    expect(first.body).toMatchObject({
      code: 200,
      data: { kind: 'staff_create', target: reviewer.username, status: 'pending', proposed_by: admin.username, change: { username: reviewer.username, role: 'reviewer', email: 'rita@example.com', phone: null, language: 'vi' } },
    });
    // Inside the window opened by that code, no other is asked for.
    const second = await staffCall<ResponseOf<'staffCreate'>>(paths.create, adminToken, { username: support.username, role: 'support', email: 'sam@example.com', phone: '84901234567' }, { ip: '198.51.100.1', language: 'en' });
    expect(second.body).toMatchObject({ code: 200, data: { status: 'pending', change: { phone: '84901234567' } } });
    // Proposed, not made: nobody was sent anything, and no such member exists yet.
    expect((await mailbox(server)).filter((message) => ['rita@example.com', 'sam@example.com', '84901234567'].includes(message.to))).toEqual([]);
    expect((await staffCall<ResponseOf<'staffQuery'>>(paths.staff, adminToken, { role: 'reviewer' })).body.data.total).toBe(0);

    const made = await approveRule(server, approver(), first.body.data);
    expect(made).toMatchObject({ status: 'applied', decided_by: other.username, outcome: { link_sent_to: 'r•••@example.com', link_expires: expect.any(String) } });
    // The member's message, in the proposer's language (the member's own is not known): whose link it is, the link, until when.
    const message = await newestMessageTo(server, 'rita@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: `Liên kết đăng ký Kassa của bạn, ${reviewer.username}` });
    expect(message.text).toContain(`vai trò người duyệt`);
    expect(message.link).toMatch(/\/platform\/enrol#[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify([first.body, made])).not.toContain(tokenOfLink(message.link));
    reviewer.totpSecret = await enrol(message.link, reviewer.password);

    expect(await approveRule(server, approver(), second.body.data)).toMatchObject({ outcome: { link_sent_to: 's•••@example.com, •••4567' } });
    // The SMS carries the same link.
    const sms = await newestMessageTo(server, '84901234567');
    expect(sms).toMatchObject({ channel: 'sms', subject: null });
    expect(sms.link).toBe(await linkSentTo(server, 'sam@example.com'));
    support.totpSecret = await enrol(sms.link, support.password);

    const taken = await staffCall(paths.create, adminToken, { username: 'RITA', role: 'admin', email: 'someone@example.com', google_code: server.freshCode(admin.totpSecret) }, { language: 'en' });
    expect(taken.body).toMatchObject({ code: 4009, detail: 'The username rita is already taken.' });
    const list = await staffCall<ResponseOf<'staffQuery'>>(paths.staff, adminToken, { role: 'reviewer' });
    // Enrolled, not signed in yet.
    expect(list.body.data.list.map((member) => [member.username, member.enrolled, member.last_sign_in_time])).toEqual([[reviewer.username, true, null]]);
    reviewer.id = list.body.data.list[0]!.id;
    support.id = (await staffCall<ResponseOf<'staffQuery'>>(paths.staff, adminToken, { role: 'support' })).body.data.list[0]!.id;
  });

  it('refuses reviewers and support what only administrators may do, in their language, and changes nothing', async () => {
    for (const member of [reviewer, support]) {
      const token = await tokenOf(member);
      expect((await staffCall(paths.me, token)).body).toMatchObject({ code: 200, data: { role: member === reviewer ? 'reviewer' : 'support' } });
      const refusals = [
        await staffCall(paths.staff, token, {}, { language: 'vi' }),
        await staffCall(paths.create, token, { username: 'intruder', role: 'admin', email: 'intruder@example.com', google_code: server.freshCode(member.totpSecret) }, { language: 'vi' }),
        await staffCall(paths.role, token, { id: member.id, role: 'admin' }, { language: 'vi' }),
        await staffCall(paths.suspend, token, { id: admin.id, reason: 'x' }, { language: 'vi' }),
        await staffCall(paths.reset, token, { staff_id: admin.id, google_code: server.freshCode(member.totpSecret) }, { language: 'vi' }),
        await staffCall(paths.audit, token, {}, { language: 'vi' }),
        // Refused before the body is read: a wrong body still answers 4003.
        await staffCall(paths.role, token, { id: 'nope' }, { language: 'vi' }),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 4003, detail: 'Vai trò của bạn không được phép làm việc này. Hãy liên hệ quản trị viên nền tảng.' });
      }
      const exported = await server.app.inject({ method: 'POST', url: exportPathOf(endpoints.platformAuditQuery), headers: { 'x-staff-token': token }, payload: { columns: [{ field: 'action', header: 'Action' }] } });
      expect(exported.json()).toMatchObject({ code: 4003 });
    }
    const everyone = await staffCall<ResponseOf<'staffQuery'>>(paths.staff, adminToken, { keyword: 'intr' });
    expect(everyone.body.data.total).toBe(0);
    // Each now has a latest sign-in, the time of the session they signed in with.
    const signedIn = await staffCall<ResponseOf<'staffQuery'>>(paths.staff, adminToken, { role: 'reviewer' });
    expect(signedIn.body.data.list[0]!.last_sign_in_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the two kinds of token apart: a merchant token on a staff call, a staff token on a merchant call, answer 401', async () => {
    const merchant = await server.createMerchant();
    const merchantToken = await server.signIn(merchant);
    const staffToken = await tokenOf(support);

    const asMerchant = await server.call(paths.me, {}, { token: merchantToken, language: 'en' });
    expect(asMerchant).toMatchObject({ status: 401, body: { code: 401, detail: 'Please sign in to the platform first: the X-Staff-Token header is missing.' } });
    expect((await staffCall(paths.me, merchantToken)).body.code).toBe(401);

    expect((await server.call(endpoints.accountDetail.path, {}, { token: staffToken })).body.code).toBe(401);
    expect((await staffCall(endpoints.accountDetail.path, staffToken)).body.code).toBe(401);
    // Both still work where they belong.
    expect((await server.call(endpoints.accountDetail.path, {}, { token: merchantToken })).body.code).toBe(200);
    expect((await staffCall(paths.me, staffToken)).body.code).toBe(200);
  });

  it('keeps answering staff in maintenance, when merchants are answered 511', async () => {
    const merchantToken = await server.signIn(await server.createMerchant());
    expect((await server.ops('maintenance', ['on'])).body.code).toBe(200);
    try {
      expect((await server.call(endpoints.accountDetail.path, {}, { token: merchantToken })).body.code).toBe(511);
      expect((await staffCall(paths.me, adminToken)).body.code).toBe(200);
    } finally {
      await server.ops('maintenance', ['off']);
    }
  });

  it('asks a challenge of a new browser after repeated wrong passwords, in counters apart from the operators', async () => {
    const ip = '192.0.2.44';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(support, { ip, password: 'Wrong-pass-1' })).body.code).toBe(4001);
    }
    // Now a browser new to the member must prove work first (a code of this very moment), never a lock.
    const right = { username: support.username, password: await server.encryptPassword(support.password), google_code: totpCode(support.totpSecret, server.clock.now()) };
    const asked = await server.call(paths.signIn, right, { ip, language: 'en', challenge: 'leave' });
    expect(asked.body).toMatchObject({ code: 4028, detail: expect.stringContaining('solve a short check') });
    // The operators' counters were not touched: an operator signs in from that address without a challenge.
    const operator = await server.createMerchant();
    expect((await server.login(operator, { ip, challenge: 'leave' })).body.code).toBe(200);
    expect((await server.call(paths.signIn, right, { ip })).body.code).toBe(200);
  });

  it('ends a session its member revokes, and only that one', async () => {
    const phone = await tokenOf(reviewer, { ip: '203.0.113.50', headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } });
    const desk = await tokenOf(reviewer);
    const sessions = await staffCall<ResponseOf<'staffSessionQuery'>>(paths.sessions, desk);
    const other = sessions.body.data.list.find((session) => session.ip === '203.0.113.50');
    expect(other).toMatchObject({ current: false });

    expect((await staffCall(paths.revoke, desk, { id: other!.id })).body.code).toBe(200);
    expect((await staffCall(paths.me, phone)).body.code).toBe(401);
    expect((await staffCall(paths.me, desk)).body.code).toBe(200);
    // Another member's session, or one already ended, is not the caller's to end.
    expect((await staffCall(paths.revoke, desk, { id: other!.id })).body.code).toBe(4004);
    const supportSessions = await staffCall<ResponseOf<'staffSessionQuery'>>(paths.sessions, await tokenOf(support));
    expect((await staffCall(paths.revoke, desk, { id: supportSessions.body.data.list[0]!.id })).body.code).toBe(4004);

    expect((await staffCall(paths.signOut, desk)).body.code).toBe(200);
    expect((await staffCall(paths.me, desk)).body.code).toBe(401);
  });

  it('suspends a member with a reason: their sessions end and sign-in is refused; resuming restores it', async () => {
    const reviewerToken = await tokenOf(reviewer);
    await staffCall(paths.stepUp, adminToken, { google_code: server.freshCode(admin.totpSecret) });

    const noReason = await staffCall(paths.suspend, adminToken, { id: reviewer.id, reason: ' ' }, { language: 'en' });
    expect(noReason.body).toMatchObject({ code: 4000, data: { field: 'reason' } });
    const self = await staffCall(paths.suspend, adminToken, { id: admin.id, reason: 'testing' }, { language: 'en' });
    expect(self.body).toMatchObject({ code: 4009, detail: expect.stringContaining('suspend yourself') });

    const suspended = await staffCall(paths.suspend, adminToken, { id: reviewer.id, reason: 'Left the team' }, { ip: '198.51.100.1' });
    expect(suspended.body).toMatchObject({ code: 200, data: { status: 'suspended', status_reason: 'Left the team' } });
    expect((await staffCall(paths.me, reviewerToken)).body.code).toBe(401);
    const refused = await signIn(reviewer, { language: 'zh_Hant' });
    expect(refused.body).toMatchObject({ code: 4003, detail: '此員工帳號已被停用，請聯絡平台管理員。' });

    expect((await staffCall(paths.resume, adminToken, { id: reviewer.id, reason: 'Back' }, { ip: '198.51.100.1' })).body).toMatchObject({ code: 200, data: { status: 'active' } });
    expect((await staffCall(paths.me, await tokenOf(reviewer))).body).toMatchObject({ code: 200, data: { role: 'reviewer' } });

    // A new role is proposed, and holds once another administrator approves it.
    const proposed = await staffCall<ResponseOf<'staffRoleChange'>>(paths.role, adminToken, { id: reviewer.id, role: 'support' }, { ip: '198.51.100.1' });
    expect(proposed.body).toMatchObject({ code: 200, data: { kind: 'staff_role', target: reviewer.username, status: 'pending', change: { role: 'support' }, before: { role: 'reviewer' } } });
    const reviewerNow = await tokenOf(reviewer);
    expect((await staffCall(paths.me, reviewerNow)).body).toMatchObject({ data: { role: 'reviewer' } });
    expect(await approveRule(server, approver(), proposed.body.data)).toMatchObject({ status: 'applied' });
    expect((await staffCall(paths.me, reviewerNow)).body).toMatchObject({ data: { role: 'support' } });
  });

  it('resets a member who lost their sign-in: the old password, authenticator, sessions and links stop at once, the newest link, sent to them, enrols them again', async () => {
    // Past the step-up window the suspension's code opened.
    server.clock.advance(6 * 60_000);
    const supportToken = await tokenOf(support);
    const withoutCode = await staffCall(paths.reset, adminToken, { staff_id: support.id }, { language: 'vi' });
    expect(withoutCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    expect((await staffCall(paths.me, supportToken)).body.code).toBe(200);
    const self = await staffCall(paths.reset, adminToken, { staff_id: admin.id, google_code: server.freshCode(admin.totpSecret) }, { language: 'en' });
    expect(self.body).toMatchObject({ code: 4009, detail: expect.stringContaining('npm run ops -- reset-staff <username>') });
    expect((await staffCall(paths.reset, adminToken, { staff_id: 999_999 }, { language: 'en' })).body).toMatchObject({ code: 4004, detail: 'No staff member has the ID 999999.' });

    const first = await staffCall<ResponseOf<'staffReset'>>(paths.reset, adminToken, { staff_id: support.id, google_code: server.freshCode(admin.totpSecret) }, { ip: '198.51.100.1' });
    expect(first.body).toMatchObject({ code: 200, data: { kind: 'staff_reset', target: support.username, status: 'pending', change: { enrolled: 'false' }, before: { enrolled: 'true' } } });
    // Until another administrator approves it, the member keeps signing in.
    expect((await staffCall(paths.me, supportToken)).body.code).toBe(200);
    const done = await approveRule(server, approver(), first.body.data);
    expect(done).toMatchObject({ status: 'applied', outcome: { link_sent_to: 's•••@example.com, •••4567' } });
    const firstMessage = await newestMessageTo(server, 'sam@example.com');
    // In the language kept with the member's contact (the create's), whoever resets them.
    expect(firstMessage.text).toContain('were reset');
    expect(firstMessage.link).toMatch(/\/platform\/enrol#[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify([first.body, done])).not.toContain(tokenOfLink(firstMessage.link));
    expect((await staffCall(paths.me, supportToken)).body.code).toBe(401);
    expect((await signIn(support)).body.code).toBe(4001);
    const second = await staffCall<ResponseOf<'staffReset'>>(paths.reset, adminToken, { staff_id: support.id, google_code: server.freshCode(admin.totpSecret) }, { ip: '198.51.100.1' });
    await approveRule(server, approver(), second.body.data);
    expect((await server.call(paths.enrolDetail, { token: tokenOfLink(firstMessage.link) })).body.code).toBe(4000);
    support.password = 'Support-new-pass-2025';
    support.totpSecret = await enrol(await linkSentTo(server, 'sam@example.com'), support.password);
    expect((await staffCall(paths.me, await tokenOf(support))).body).toMatchObject({ code: 200, data: { username: support.username, role: 'support' } });

    // An administrator's own reset is the ops command's, on the server's machine: it prints the link there, and sends nothing.
    const sent = (await mailbox(server)).length;
    const ops = await server.ops<{ staff_id: string; username: string; link: string }>('reset-staff', [admin.username.toUpperCase()]);
    expect(ops.body).toMatchObject({ code: 200, data: { staff_id: String(admin.id), username: admin.username, role: 'admin' } });
    expect((await mailbox(server)).length).toBe(sent);
    expect((await staffCall(paths.me, adminToken)).body.code).toBe(401);
    admin.totpSecret = await enrol(ops.body.data.link, admin.password);
    adminToken = await tokenOf(admin, { ip: '198.51.100.1' });
    expect((await server.ops('reset-staff', ['nobody-here'])).body).toMatchObject({ code: 4004, detail: 'No staff member has the username nobody-here.' });
  });

  it('refuses to reset a member without a contact until one is set on the server, and changes nothing', async () => {
    // Made by the ops command without an email, as members made before contacts were kept.
    const made = await server.ops<{ staff_id: string; link: string }>('create-staff', ['old.timer'], { role: 'support' });
    const oldTimer: Member = { id: Number(made.body.data.staff_id), username: 'old.timer', password: 'Old-timer-pass-2025', totpSecret: '' };
    oldTimer.totpSecret = await enrol(made.body.data.link, oldTimer.password);
    await staffCall(paths.stepUp, adminToken, { google_code: server.freshCode(admin.totpSecret) });

    const refused = await staffCall(paths.reset, adminToken, { staff_id: oldTimer.id }, { language: 'en' });
    expect(refused.body).toMatchObject({ code: 4009, detail: expect.stringContaining('npm run ops -- set-staff-contact old.timer --email <address>') });
    // Nothing changed: the member still signs in.
    expect((await signIn(oldTimer)).body.code).toBe(200);

    const set = await server.ops('set-staff-contact', ['old.timer'], { email: 'old.timer@example.org', language: 'zh_Hant' });
    expect(set.body).toMatchObject({ code: 200, data: { username: 'old.timer', email: 'old.timer@example.org', phone: null, language: 'zh_Hant' } });
    expect((await server.ops('set-staff-contact', ['old.timer'], { email: 'not-an-address' })).body.code).toBe(4000);
    const reset = await staffCall<ResponseOf<'staffReset'>>(paths.reset, adminToken, { staff_id: oldTimer.id }, { ip: '198.51.100.1' });
    expect(reset.body).toMatchObject({ code: 200, data: { status: 'pending' } });
    expect(await approveRule(server, approver(), reset.body.data)).toMatchObject({ outcome: { link_sent_to: 'o•••@example.org' } });
    expect((await newestMessageTo(server, 'old.timer@example.org')).subject).toBe('old.timer，您的 Kassa 註冊連結');
  });

  it('lists each step in the platform audit log with who, from where, and before → after, and exports it', async () => {
    const log = await staffCall<Audit>(paths.audit, adminToken, { page_size: 100, sort_order: 'asc' });
    expect(log.body.code).toBe(200);
    const steps = log.body.data.list.map((entry) => `${entry.staff} ${entry.action} ${entry.target ?? ''}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        `ops staff_create ${admin.username}`,
        `${admin.username} staff_enrol ${admin.username}`,
        `${admin.username} staff_sign_in ${admin.username}`,
        `${other.username} staff_create ${reviewer.username}`,
        `${reviewer.username} staff_session_revoke ${reviewer.username}`,
        `${reviewer.username} staff_sign_out ${reviewer.username}`,
        `${admin.username} staff_suspend ${reviewer.username}`,
        `${admin.username} staff_resume ${reviewer.username}`,
        `${other.username} staff_role_change ${reviewer.username}`,
        `${other.username} staff_reset ${support.username}`,
        `${other.username} staff_session_revoke ${support.username}`,
        `ops staff_reset ${admin.username}`,
        `ops staff_session_revoke ${admin.username}`,
      ]),
    );
    expect(steps.indexOf(`${admin.username} staff_suspend ${reviewer.username}`)).toBeLessThan(steps.indexOf(`${admin.username} staff_resume ${reviewer.username}`));

    const suspensions = await staffCall<Audit>(paths.audit, adminToken, { staff: admin.username.toUpperCase(), action: 'staff_suspend' });
    expect(suspensions.body.data.list).toEqual([
      expect.objectContaining({
        staff: admin.username,
        role: 'admin',
        ip: '198.51.100.1',
        target: reviewer.username,
        before: { status: 'active', reason: null },
        after: { status: 'suspended', reason: 'Left the team' },
      }),
    ]);
    const roleChange = await staffCall<Audit>(paths.audit, adminToken, { action: 'staff_role_change' });
    expect(roleChange.body.data.list[0]).toMatchObject({ before: { role: 'reviewer' }, after: { role: 'support' } });
    // The suspension ended the reviewer's session, recorded as its administrator's doing; the resets the support
    // member's and old.timer's, recorded as the doing of the administrator who approved them.
    const ended = await staffCall<Audit>(paths.audit, adminToken, { staff: admin.username, action: 'staff_session_revoke' });
    expect([...new Set(ended.body.data.list.map((entry) => entry.target))]).toEqual([reviewer.username]);
    const endedByReset = await staffCall<Audit>(paths.audit, adminToken, { staff: other.username, action: 'staff_session_revoke' });
    expect([...new Set(endedByReset.body.data.list.map((entry) => entry.target))].sort()).toEqual(['old.timer', support.username].sort());
    for (const entry of [...ended.body.data.list, ...endedByReset.body.data.list]) expect(entry).toMatchObject({ before: { ip: expect.any(String) }, after: null });
    // Each approved change has its proposal and its approval, both named.
    const proposals = await staffCall<Audit>(paths.audit, adminToken, { action: 'rule_change_propose' });
    expect(proposals.body.data.list.map((entry) => [entry.staff, entry.after?.kind, entry.after?.target])).toEqual(
      expect.arrayContaining([
        [admin.username, 'staff_create', reviewer.username],
        [admin.username, 'staff_role', reviewer.username],
        [admin.username, 'staff_reset', support.username],
      ]),
    );
    const resets = await staffCall<Audit>(paths.audit, adminToken, { action: 'staff_reset' });
    expect(resets.body.data.list.map((entry) => [entry.staff, entry.target, entry.before, entry.after])).toEqual([
      [other.username, 'old.timer', { enrolled: true }, { enrolled: false, link_to: 'old.timer@example.org' }],
      ['ops', admin.username, { enrolled: true }, { enrolled: false, link_to: 'npm run ops' }],
      [other.username, support.username, { enrolled: false }, { enrolled: false, link_to: 'sam@example.com' }],
      [other.username, support.username, { enrolled: true }, { enrolled: false, link_to: 'sam@example.com' }],
    ]);
    const contacts = await staffCall<Audit>(paths.audit, adminToken, { action: 'staff_contact_change' });
    expect(contacts.body.data.list).toEqual([
      expect.objectContaining({ staff: 'ops', target: 'old.timer', before: { email: null, phone: null, language: null }, after: { email: 'old.timer@example.org', phone: null, language: 'zh_Hant' } }),
    ]);
    const future = await staffCall<Audit>(paths.audit, adminToken, { start_time: new Date(server.clock.now().getTime() + 60_000).toISOString() });
    expect(future.body.data.total).toBe(0);

    const exported = await server.app.inject({
      method: 'POST',
      url: exportPathOf(endpoints.platformAuditQuery),
      headers: { 'x-staff-token': adminToken },
      payload: { action: 'staff_suspend', columns: [{ field: 'staff', header: 'Staff' }, { field: 'action', header: 'Action' }, { field: 'create_time', header: 'Time' }] },
      remoteAddress: '198.51.100.1',
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Staff,Action,Time (UTC)');
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${admin.username},staff_suspend,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$`))]);
  });
});
