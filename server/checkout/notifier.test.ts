/**
 * How verification codes leave the server: through the configured SMS gateway, through demo mode's development
 * notifier (to nobody), or not at all ("not available"); capped per day; and never into a log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { useTestServer, type TestServer } from '../testing/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';
import type { SmsGatewaySettings } from '../config';
import { smsFromEnvironment } from './notifier';
import { newOrder, newPayer, payerCall, publicIdOf, signInPayer } from './testHelpers';

const paths = { sendCode: endpoints.checkoutSendCode.path, identity: endpoints.checkoutIdentitySubmit.path, paymentPassword: endpoints.checkoutSetPaymentPassword.path };

/** A payer who has not verified their identity yet, signed in at the checkout of a new order. */
async function unverifiedPayer(server: TestServer, ip?: string) {
  const merchant = await server.createMerchant();
  const order = publicIdOf(await newOrder(server, merchant));
  const payer = await newPayer(server, { ready: false });
  return { payer, token: await signInPayer(server, order, payer, ip ? { ip } : {}) };
}

const identityOf = (phone: string) => ({ name: 'Nguyễn Văn An', id_number: '079123456789', phone, email: 'an@example.com', bank_card: '5500005555555559' });

describe('the SMS gateway transport', () => {
  let gateway: WebhookReceiver;
  const sms: SmsGatewaySettings = { url: '', token: 'gateway-token-1', template: 'Kassa: {code} is your code. Tell no one.' };
  beforeAll(async () => {
    gateway = await startWebhookReceiver();
    sms.url = gateway.url;
  });
  afterAll(() => gateway.close());
  const server = useTestServer({ sms, phoneCodeDailyCaps: { perPhone: 2, perPayer: 3, perIp: 4, total: 1000 } });

  it('posts the templated message with the credential, and the code it carries verifies the phone', async () => {
    const { token } = await unverifiedPayer(server);
    const phone = '13800138100';
    expect((await payerCall(server, paths.sendCode, token, { phone })).body.code).toBe(200);
    const received = gateway.received.at(-1)!;
    expect(received.headers.authorization).toBe('Bearer gateway-token-1');
    expect(received.headers['content-type']).toBe('application/json');
    const message = JSON.parse(received.body) as { to: string; message: string };
    expect(message).toEqual({ to: phone, message: expect.stringMatching(/^Kassa: \d{6} is your code\. Tell no one\.$/) });
    const code = /\d{6}/.exec(message.message)![0];
    const done = await payerCall<ResponseOf<'checkoutPayer'>>(server, paths.identity, token, { ...identityOf(phone), phone_code: code });
    expect(done.body).toMatchObject({ code: 200, data: { identity: { phone: true } } });
    // The gateway keeps no code for the ops command.
    expect((await server.ops('last-code', [phone])).body.code).toBe(4004);
  });

  it('answers "not sent" when the gateway refuses, and the payer may ask again at once', async () => {
    const { token } = await unverifiedPayer(server);
    const phone = '13800138101';
    gateway.answers.push(502);
    const refused = await payerCall(server, paths.sendCode, token, { phone });
    expect(refused.body).toMatchObject({ code: 503, detail: 'The verification code could not be sent just now. Please try again in a moment.' });
    expect((await payerCall(server, paths.sendCode, token, { phone })).body.code).toBe(200);
  });

  it('caps the codes of a day per phone, per payer and per IP', async () => {
    const phone = '13800138102';
    const first = await unverifiedPayer(server, '198.51.100.20');
    const second = await unverifiedPayer(server, '198.51.100.21');
    const send = (token: string, to: string, ip: string) => payerCall(server, paths.sendCode, token, { phone: to }, { ip });
    expect((await send(first.token, phone, '198.51.100.20')).body.code).toBe(200);
    server.clock.advance(61_000);
    // Another payer, the same phone: the phone's cap counts every payer's codes.
    expect((await send(second.token, phone, '198.51.100.21')).body.code).toBe(200);
    server.clock.advance(61_000);
    const phoneFull = await send(first.token, phone, '198.51.100.20');
    expect(phoneFull.body).toMatchObject({ code: 4000, data: { field: 'phone' }, detail: 'This phone has received 2 verification codes today, the most allowed. Please try again tomorrow.' });
    const inChinese = await payerCall(server, paths.sendCode, first.token, { phone }, { ip: '198.51.100.20', language: 'zh_Hans' });
    expect(inChinese.body.detail).toBe('该手机号今天已收到 2 个验证码，已达上限，请明天再试。');

    // Per payer: three codes to three phones, the fourth refused.
    expect((await send(first.token, '13800138103', '198.51.100.20')).body.code).toBe(200);
    server.clock.advance(61_000);
    expect((await send(first.token, '13800138104', '198.51.100.20')).body.code).toBe(200);
    server.clock.advance(61_000);
    const payerFull = await send(first.token, '13800138105', '198.51.100.20');
    expect(payerFull.body).toMatchObject({ code: 4000, detail: 'Too many verification codes were requested today. Please try again tomorrow.' });

    // Per IP: the second payer from the first payer's address meets that address's cap (4: three above, one here).
    expect((await send(second.token, '13800138106', '198.51.100.20')).body.code).toBe(200);
    server.clock.advance(61_000);
    expect((await send(second.token, '13800138107', '198.51.100.20')).body.code).toBe(4000);
    expect((await send(second.token, '13800138107', '198.51.100.22')).body.code).toBe(200);

    // A day later the caps start again.
    server.clock.advance(24 * 60 * 60_000);
    const nextDay = await unverifiedPayer(server, '198.51.100.20');
    expect((await send(nextDay.token, phone, '198.51.100.20')).body.code).toBe(200);
  });

  it('reads its settings from the environment, and refuses settings that cannot work', () => {
    expect(smsFromEnvironment({})).toBeNull();
    expect(smsFromEnvironment({ KASSA_SMS_URL: 'https://sms.example/send', KASSA_SMS_TOKEN: 't' })).toEqual({
      url: 'https://sms.example/send',
      token: 't',
      template: 'Your verification code is {code}. It expires in 5 minutes.',
    });
    expect(() => smsFromEnvironment({ KASSA_SMS_URL: 'https://sms.example/send' })).toThrow(/KASSA_SMS_TOKEN/);
    expect(() => smsFromEnvironment({ KASSA_SMS_URL: 'https://sms.example/send', KASSA_SMS_TOKEN: 't', KASSA_SMS_TEMPLATE: 'no code' })).toThrow(/\{code\}/);
    expect(() => smsFromEnvironment({ KASSA_SMS_URL: 'ftp://sms.example', KASSA_SMS_TOKEN: 't' })).toThrow(/http/);
  });
});

describe('without a transport, outside demo mode', () => {
  const server = useTestServer({ demo: false });

  it('answers that phone verification is not available, in the payer’s language, and stores no code', async () => {
    const { token } = await unverifiedPayer(server);
    const answer = await payerCall(server, paths.sendCode, token, { phone: '13800138200' });
    expect(answer.body).toMatchObject({ code: 4003, detail: 'Phone verification is not available on this server yet. Please contact the merchant.' });
    const inVietnamese = await payerCall(server, paths.sendCode, token, { phone: '13800138200' }, { language: 'vi' });
    expect(inVietnamese.body.detail).toBe('Máy chủ này chưa hỗ trợ xác minh số điện thoại. Vui lòng liên hệ người bán.');
    expect((await server.ops('last-code', ['13800138200'])).body.code).toBe(4004);
  });
});

describe('the development notifier (demo mode) and the log', () => {
  const lines: string[] = [];
  const server = useTestServer({ demo: true, logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });

  it('logs that a code was sent, never the code, through a whole identity flow', async () => {
    const { token } = await unverifiedPayer(server);
    const phone = '13800138300';
    expect((await payerCall(server, paths.sendCode, token, { phone })).body.code).toBe(200);
    const code = (await server.ops<{ code: string }>('last-code', [phone])).body.data.code;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await payerCall(server, paths.identity, token, { ...identityOf(phone), phone_code: wrong })).body.code).toBe(4000);
    expect((await payerCall(server, paths.identity, token, { ...identityOf(phone), phone_code: code })).body.code).toBe(200);
    expect((await payerCall(server, paths.paymentPassword, token, { payment_password: '975310', confirm_password: '975310' })).body.code).toBe(200);

    const log = lines.join('');
    expect(log).toContain('verification code \\"sent\\"');
    expect(log).toContain(paths.identity);
    // Six digits on their own, however a line would carry them (a JSON value, a sentence).
    expect({ code, found: new RegExp(`(?<!\\d)${code}(?!\\d)`).test(log) }).toEqual({ code, found: false });
  });
});
