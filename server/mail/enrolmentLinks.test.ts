/**
 * Sign-up links reach only their person: the console's answers say where a link went, never the link; the demo keeps
 * the messages in its mailbox (404 outside demo mode); SMTP sends them through a real SMTP conversation (a small server
 * of this test); a server that cannot send refuses before anything changes; each staff link records who issued it.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { apiLanguages } from '../../openapi/i18n/languages';
import type { StaffActor } from '../staff/audit';
import { createStaff, linkIssuersOf, resetStaff } from '../staff/members';
import { tokenOfLink } from '../testing/enrolment';
import { useTestServer, type TestServer } from '../testing/harness';
import { linkIn, mailbox, newestMessageTo } from '../testing/mailbox';
import { approveRule } from '../testing/ruleChanges';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { enrolmentMessage, maskedEmail, maskedPhone } from './enrolmentLinks';
import { mailFromEnvironment, redactedSmtpUrl } from './transport';

const staffCall = <T = unknown>(server: TestServer, path: string, member: TestStaffMember, body: unknown, language = 'en') =>
  server.call<T>(path, body, { ip: '198.51.100.60', language, headers: { 'x-staff-token': member.token } });

const createMerchant = (server: TestServer, admin: TestStaffMember, body: Record<string, unknown>, language = 'en') =>
  staffCall<ResponseOf<'platformMerchantCreate'>>(server, endpoints.platformMerchantCreate.path, admin, { ...body, google_code: server.freshCode(admin.totpSecret) }, language);

/** Whether the merchants' list has a merchant of that name. */
async function merchantNamed(server: TestServer, admin: TestStaffMember, name: string): Promise<boolean> {
  const list = await staffCall<ResponseOf<'platformMerchantQuery'>>(server, endpoints.platformMerchantQuery.path, admin, { keyword: name });
  return list.body.data.list.some((merchant) => merchant.name === name);
}

/** Uses an operator's link as the console's enrolment page does; answers the operator's username. */
async function enrolOperator(server: TestServer, link: string): Promise<string> {
  const token = tokenOfLink(link);
  const detail = await server.call<ResponseOf<'enrolmentDetail'>>(endpoints.enrolmentDetail.path, { token });
  const password = await server.encryptPassword('Operator-pass-2025');
  const done = await server.call(endpoints.enrolmentComplete.path, { token, password, confirm_password: password, google_code: server.freshCode(detail.body.data.secret) });
  expect(done.body.code).toBe(200);
  return detail.body.data.username;
}

describe('the message', () => {
  const expiresAt = new Date('2025-06-03T08:00:00.000Z');

  it('says whose link it is, the link and until when, in each of the four languages', () => {
    for (const language of apiLanguages) {
      const staff = enrolmentMessage({ kind: 'staff', purpose: 'enrol', username: 'lan', role: 'reviewer' }, 'https://kassa.example/platform/enrol#abc', expiresAt, language);
      expect(staff.subject).toContain('lan');
      expect(staff.text).toContain('https://kassa.example/platform/enrol#abc');
      expect(staff.text).toContain('2025');
      expect(staff.text).toContain('08:00 UTC');
      expect(staff.sms).toContain('https://kassa.example/platform/enrol#abc');
      const operator = enrolmentMessage({ kind: 'operator', purpose: 'enrol', username: 'acme-ops', merchant: 'Acme Ltd' }, 'https://kassa.example/Enrol#x', expiresAt, language);
      expect(operator.text).toContain('Acme Ltd');
      expect(operator.text).not.toBe(staff.text);
    }
    const english = enrolmentMessage({ kind: 'staff', purpose: 'reset', username: 'lan', role: 'admin' }, 'https://kassa.example/platform/enrol#abc', expiresAt, 'en');
    expect(english.text).toContain('Kassa platform account lan (administrator) were reset');
    expect(english.text).toContain('It works once, until 3 June 2025 08:00 UTC.');
    expect(enrolmentMessage({ kind: 'staff', purpose: 'enrol', username: 'lan', role: 'support' }, 'l', expiresAt, 'zh_Hans').text).toContain('角色为客服');
    expect(enrolmentMessage({ kind: 'staff', purpose: 'enrol', username: 'lan', role: 'support' }, 'l', expiresAt, 'vi').text).toContain('đến 3 tháng 6, 2025 08:00 UTC.');
  });

  it('masks where it went: the first character and the domain of an email, the last four digits of a phone', () => {
    expect(maskedEmail('lan.nguyen@example.com')).toBe('l•••@example.com');
    expect(maskedPhone('84901234567')).toBe('•••4567');
  });
});

describe('the SMTP settings', () => {
  it('come from KASSA_SMTP_URL and KASSA_MAIL_FROM, and a setting that cannot work stops the start without repeating the password', () => {
    expect(mailFromEnvironment({})).toBeNull();
    expect(mailFromEnvironment({ KASSA_SMTP_URL: 'smtps://kassa:secret@mail.example:465', KASSA_MAIL_FROM: 'Kassa <no-reply@kassa.example>' })).toEqual({
      url: 'smtps://kassa:secret@mail.example:465',
      from: 'Kassa <no-reply@kassa.example>',
    });
    expect(() => mailFromEnvironment({ KASSA_SMTP_URL: 'smtp://mail.example' })).toThrow(/KASSA_MAIL_FROM/);
    expect(() => mailFromEnvironment({ KASSA_SMTP_URL: 'smtp://mail.example', KASSA_MAIL_FROM: 'nobody' })).toThrow(/KASSA_MAIL_FROM must be an email address/);
    const wrong = (() => {
      try {
        mailFromEnvironment({ KASSA_SMTP_URL: 'https://kassa:secret@mail.example', KASSA_MAIL_FROM: 'a@b.example' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(wrong).toContain('KASSA_SMTP_URL must be smtp://');
    expect(wrong).not.toContain('secret');
    expect(redactedSmtpUrl('smtp://kassa:secret@mail.example:587')).toBe('smtp://mail.example:587');
  });
});

describe('in demo mode', () => {
  const server = useTestServer({ demo: true });
  let admin: TestStaffMember;
  let adminId: number;
  const actor = (): StaffActor => ({ staffId: adminId, username: admin.username, role: 'admin', ip: '198.51.100.60', at: server.clock.now() });

  it("keeps the console's messages in the demo mailbox, for the right person, with a link that enrols; the answer holds no link", async () => {
    admin = await newStaffMember(server, 'mail-admin', 'admin');
    adminId = (await staffCall<ResponseOf<'staffMe'>>(server, endpoints.staffMe.path, admin, {})).body.data.id;
    expect(await mailbox(server)).toEqual([]);

    const created = await createMerchant(server, admin, { username: 'mailshop', name: 'Mail Shop', email: 'owner@mailshop.example', phone: '84912345678' });
    expect(created.body).toMatchObject({ code: 200, data: { username: 'mailshop', link_sent_to: ['o•••@mailshop.example', '•••5678'] } });
    const answer = JSON.stringify(created.body);
    expect(answer).not.toMatch(/Enrol|#|https?:/);

    const [sms, email] = await mailbox(server);
    expect(email).toMatchObject({ channel: 'email', to: 'owner@mailshop.example', subject: 'Your Kassa sign-up link, mailshop' });
    expect(email!.text).toContain('Hello mailshop,');
    expect(email!.text).toContain('the operator mailshop of the merchant Mail Shop');
    expect(email!.text).toMatch(/It works once, until \d{1,2} \w+ \d{4} \d\d:\d\d UTC\./);
    expect(sms).toMatchObject({ channel: 'sms', to: '84912345678', subject: null });
    expect(linkIn(sms!)).toBe(linkIn(email!));
    expect(answer).not.toContain(tokenOfLink(linkIn(email!)));
    expect(await enrolOperator(server, linkIn(email!))).toBe('mailshop');

    // The page, as a person opens it: the message and its link.
    const page = await server.app.inject({ method: 'GET', url: '/demo/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<a href="${linkIn(email!)}">`);
    expect(page.body).toContain('owner@mailshop.example');
  });

  it('records who issued each staff link, the acting administrator by default, or the administrators named', async () => {
    const made = await createStaff({ db: server.db, config: server.config }, actor(), { username: 'issued.one', role: 'reviewer', email: 'one@example.com' });
    expect(made).toMatchObject({ link_sent_to: ['o•••@example.com'] });
    expect(made).not.toHaveProperty('link');
    expect(await linkIssuersOf(server.db, made.staff.id)).toEqual({ issuedBy: [adminId], at: server.clock.now() });
    expect((await newestMessageTo(server, 'one@example.com')).text).toContain('as reviewer');

    server.clock.advance(60_000);
    await resetStaff({ db: server.db, config: server.config }, actor(), made.staff.id, [adminId, 4242]);
    expect(await linkIssuersOf(server.db, made.staff.id)).toEqual({ issuedBy: [adminId, 4242], at: server.clock.now() });

    // ops issues links nobody on the platform approved: no issuer.
    const ops = await server.ops<{ staff_id: string; link: string }>('create-staff', ['issued.ops'], { role: 'support', email: 'ops-made@example.com' });
    expect(ops.body.data.link).toMatch(/\/platform\/enrol#/);
    expect(await linkIssuersOf(server.db, Number(ops.body.data.staff_id))).toEqual({ issuedBy: [], at: server.clock.now() });
    expect(await linkIssuersOf(server.db, 999_999)).toEqual({ issuedBy: [], at: null });
    // The contact it was given lets the console send the next link, once a second administrator approves the reset.
    const reset = await staffCall<ResponseOf<'staffReset'>>(server, endpoints.staffReset.path, admin, { staff_id: Number(ops.body.data.staff_id), google_code: server.freshCode(admin.totpSecret) });
    expect(reset.body).toMatchObject({ code: 200, data: { kind: 'staff_reset', status: 'pending' } });
    const approved = await approveRule(server, await newStaffMember(server, 'mail-admin-2', 'admin'), reset.body.data);
    expect(approved).toMatchObject({ status: 'applied', outcome: { link_sent_to: 'o•••@example.com' } });
  });
});

describe('outside demo mode, without a mail server', () => {
  const server = useTestServer();
  let admin: TestStaffMember;

  it('has no mailbox page: 404, as a path the server does not have', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/demo/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('mailbox');
  });

  it('refuses to make a link it cannot send (503), and changes nothing', async () => {
    admin = await newStaffMember(server, 'nomail-admin', 'admin');
    const refused = await createMerchant(server, admin, { username: 'nomailshop', name: 'No Mail Shop', email: 'owner@nomail.example' });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 503, detail: expect.stringContaining('KASSA_SMTP_URL is not set') });
    expect(await merchantNamed(server, admin, 'No Mail Shop')).toBe(false);
    // The ops command still prints its link.
    const printed = await server.ops<{ link: string }>('create-merchant', ['nomailshop'], { name: 'No Mail Shop', email: 'owner@nomail.example' });
    expect(printed.body.data.link).toMatch(/\/Enrol#[A-Za-z0-9_-]{43}$/);
  });
});

/** One message a client handed to the test's SMTP server. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A small SMTP server (RFC 5321, no TLS, no authentication) on a free port of 127.0.0.1 that keeps what it is sent. */
async function startSmtpServer(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let envelope: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 kassa-test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-kassa-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A message's body as written, its quoted-printable undone. */
const bodyOf = (data: string) =>
  data
    .slice(data.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('with an SMTP server', () => {
  const server = useTestServer();
  let admin: TestStaffMember;

  it('sends the link by email through an SMTP conversation, to the operator only', async () => {
    const smtp = await startSmtpServer();
    try {
      server.config.mail = { url: `smtp://127.0.0.1:${smtp.port}`, from: 'Kassa <no-reply@kassa.example>' };
      admin = await newStaffMember(server, 'smtp-admin', 'admin');
      const created = await createMerchant(server, admin, { username: 'smtpshop', name: 'SMTP Shop', email: 'owner@smtpshop.example' });
      expect(created.body).toMatchObject({ code: 200, data: { link_sent_to: ['o•••@smtpshop.example'] } });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message).toMatchObject({ from: 'no-reply@kassa.example', to: ['owner@smtpshop.example'] });
      expect(message!.data).toMatch(/^Subject: Your Kassa sign-up link, smtpshop$/m);
      expect(message!.data).toMatch(/^To: owner@smtpshop\.example$/m);
      const link = /http:\/\/\S+\/Enrol#[A-Za-z0-9_-]{43}/.exec(bodyOf(message!.data))?.[0];
      expect(link).toBeDefined();
      expect(JSON.stringify(created.body)).not.toContain(tokenOfLink(link!));
      expect(await enrolOperator(server, link!)).toBe('smtpshop');
    } finally {
      await smtp.close();
    }
  });

  it('answers 503 when the SMTP server cannot be reached, and changes nothing', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    server.config.mail = { url: `smtp://127.0.0.1:${closed.port}`, from: 'no-reply@kassa.example' };
    const refused = await createMerchant(server, admin, { username: 'lostshop', name: 'Lost Shop', email: 'owner@lostshop.example' }, 'zh_Hans');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 503, detail: '注册链接未能发送至 o•••@lostshop.example，因此未做任何更改。请稍后重试。' });
    expect(await merchantNamed(server, admin, 'Lost Shop')).toBe(false);
  });
});
