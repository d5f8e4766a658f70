/**
 * One-time links (enrolment/detail and enrolment/complete), as an operator meets them: made by create-merchant,
 * invite-operator, reset-password and reset-authenticator; valid 24 hours, single use, the newest of an operator
 * only; completing one sets the password and the authenticator, ends the operator's sessions and is audited.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { tokenOfLink } from '../testing/enrolment';
import { minutes, TestServer, useTestServer, type CallOptions } from '../testing/harness';
import { defaultRateLimits } from '../config';

const server = useTestServer();

const invalidLink = 'This link is not valid: it has expired, has been used, or a newer link replaced it. Ask platform support for a new one.';

async function ops(command: string, args: string[], options: Record<string, string> = {}) {
  const answer = await server.ops<{ link: string; merchant_id: string; username: string }>(command, args, options);
  if (answer.body.code !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const detailOf = (token: string, options: CallOptions = {}) =>
  server.call<ResponseOf<'enrolmentDetail'>>(endpoints.enrolmentDetail.path, { token }, options);

/** What the enrolment page sends: the password twice (encrypted) and a code of the link's secret. */
async function complete(token: string, input: { password: string; confirm?: string; code?: string; secret?: string }, options: CallOptions = {}) {
  const secret = input.secret ?? (await detailOf(token)).body.data.secret;
  return server.call<ResponseOf<'enrolmentComplete'>>(
    endpoints.enrolmentComplete.path,
    {
      token,
      password: await server.encryptPassword(input.password),
      confirm_password: await server.encryptPassword(input.confirm ?? input.password),
      google_code: input.code ?? server.freshCode(secret),
    },
    options,
  );
}

let shopCounter = 0;
async function newShop() {
  shopCounter += 1;
  const username = `enrolshop${shopCounter}`;
  const created = await ops('create-merchant', [username], { name: `Enrol Shop ${shopCounter}` });
  return { username, merchantId: Number(created.merchant_id), token: tokenOfLink(created.link) };
}

describe('a new operator enrols through its link', () => {
  it('the link shows the operator, its merchant and an authenticator; then the password and code set there sign in', async () => {
    const shop = await newShop();
    const detail = await detailOf(shop.token);
    expect(detail.body).toMatchObject({ code: 200, data: { username: shop.username, purpose: 'enrol' } });
    expect(detail.body.data.otpauth_url).toBe(`otpauth://totp/Kassa:${shop.username}?secret=${detail.body.data.secret}&issuer=Kassa&algorithm=SHA1&digits=6&period=30`);
    // The same authenticator on every visit of the page.
    expect((await detailOf(shop.token)).body.data.secret).toBe(detail.body.data.secret);

    // Before the link is used nobody can sign in, whatever password is tried.
    for (const password of ['', 'Secret-pass-1', shop.username]) {
      expect((await server.login({ username: shop.username, password, totpSecret: detail.body.data.secret })).body.code).toBe(4001);
    }

    const done = await complete(shop.token, { password: 'Enrolled-pass-1', secret: detail.body.data.secret });
    expect(done.body).toMatchObject({ code: 200, data: { username: shop.username } });
    const token = await server.signIn({ merchantId: shop.merchantId, userId: 0, username: shop.username, password: 'Enrolled-pass-1', totpSecret: detail.body.data.secret });
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.data).toMatchObject({ merchant_id: String(shop.merchantId) });

    const audit = await server.call<ResponseOf<'auditLogQuery'>>(endpoints.auditLogQuery.path, { action: 'operator_enrol' }, { token });
    expect(audit.body.data.list).toEqual([expect.objectContaining({ operator: shop.username, target: shop.username, after: { purpose: 'enrol' } })]);
  });

  it('a link works once', async () => {
    const shop = await newShop();
    expect((await complete(shop.token, { password: 'Enrolled-pass-1' })).body.code).toBe(200);
    expect((await detailOf(shop.token)).body).toMatchObject({ code: 4000, detail: invalidLink });
    expect((await complete(shop.token, { password: 'Other-pass-2', secret: 'JBSWY3DPEHPK3PXP' })).body).toMatchObject({ code: 4000, detail: invalidLink });
  });

  it('a link expires after 24 hours, and says so in the caller’s language', async () => {
    const shop = await newShop();
    const { secret } = (await detailOf(shop.token)).body.data;
    server.clock.advance(minutes(24 * 60) + 1000);
    expect((await detailOf(shop.token)).body).toMatchObject({ code: 4000, detail: invalidLink });
    expect((await complete(shop.token, { password: 'Enrolled-pass-1', secret })).body).toMatchObject({ code: 4000, detail: invalidLink });
    expect((await detailOf(shop.token, { language: 'zh_Hans' })).body.detail).toBe('此链接无效：已过期、已使用，或已被更新的链接取代。请向平台客服索取新链接。');
    expect((await detailOf(shop.token, { language: 'vi' })).body.detail).toMatch(/^Liên kết này không hợp lệ/);
  });

  it('an unknown or malformed token answers the same', async () => {
    expect((await detailOf('A'.repeat(43))).body).toMatchObject({ code: 4000, detail: invalidLink });
    expect((await detailOf('not a token!')).body.code).toBe(4000);
  });

  it('a wrong code, a weak password or a mismatch change nothing and leave the link usable', async () => {
    const shop = await newShop();
    const { secret } = (await detailOf(shop.token)).body.data;
    expect((await complete(shop.token, { password: 'Enrolled-pass-1', secret, code: '000000' })).body).toMatchObject({
      code: 4000,
      detail: 'The code does not match the authenticator shown on this page. Scan it again or type the key, then enter the current code.',
    });
    expect((await complete(shop.token, { password: 'short', secret })).body.code).toBe(4000);
    expect((await complete(shop.token, { password: 'Enrolled-pass-1', confirm: 'Enrolled-pass-2', secret })).body).toMatchObject({ code: 4000, data: { field: 'confirm_password' } });
    expect((await server.login({ username: shop.username, password: 'Enrolled-pass-1', totpSecret: secret })).body.code).toBe(4001);
    expect((await complete(shop.token, { password: 'Enrolled-pass-1', secret })).body.code).toBe(200);
  });

  it('invite-operator adds a second operator of the same merchant, who enrols the same way', async () => {
    const shop = await newShop();
    const invited = await ops('invite-operator', [shop.username, `${shop.username}-second`]);
    expect(invited).toMatchObject({ merchant_id: String(shop.merchantId), username: `${shop.username}-second` });
    const token = tokenOfLink(invited.link);
    const { secret } = (await detailOf(token)).body.data;
    expect((await complete(token, { password: 'Second-pass-1', secret })).body.code).toBe(200);
    const session = await server.signIn({ merchantId: shop.merchantId, userId: 0, username: `${shop.username}-second`, password: 'Second-pass-1', totpSecret: secret });
    // The account page names the operator who is signed in, not the merchant's first one.
    expect((await server.call(endpoints.accountDetail.path, {}, { token: session })).body.data).toMatchObject({
      merchant_id: String(shop.merchantId),
      username: `${shop.username}-second`,
    });
    expect((await server.ops('invite-operator', [shop.username, shop.username])).body.code).toBe(4009);
  });
});

describe('reset-password', () => {
  it('a newer link voids the older one; the old password works until the link is used; using it ends every session', async () => {
    const merchant = await server.createMerchant();
    const session = await server.signIn(merchant);
    const first = tokenOfLink((await ops('reset-password', [merchant.username])).link);
    const second = tokenOfLink((await ops('reset-password', [merchant.username])).link);
    expect((await detailOf(first)).body).toMatchObject({ code: 4000, detail: invalidLink });
    const detail = await detailOf(second);
    expect(detail.body.data).toMatchObject({ username: merchant.username, purpose: 'reset' });

    // Asking for a link locks nobody out.
    expect((await server.call(endpoints.accountDetail.path, {}, { token: session })).status).toBe(200);
    expect((await server.login(merchant)).body.code).toBe(200);

    expect((await complete(second, { password: 'Renewed-pass-1', secret: detail.body.data.secret })).body.code).toBe(200);
    expect((await server.call(endpoints.accountDetail.path, {}, { token: session })).status).toBe(401);
    expect((await server.login(merchant)).body.code).toBe(4001);
    expect((await server.login({ ...merchant, totpSecret: detail.body.data.secret })).body.code).toBe(4001);
    const renewed = await server.signIn({ ...merchant, password: 'Renewed-pass-1', totpSecret: detail.body.data.secret });
    const audit = await server.call<ResponseOf<'auditLogQuery'>>(endpoints.auditLogQuery.path, {}, { token: renewed });
    expect(audit.body.data.list.map((entry) => entry.action)).toEqual(expect.arrayContaining(['operator_enrol', 'session_revoke']));
  });

  it('names an unknown operator clearly', async () => {
    expect((await server.ops('reset-password', ['nobody-here'])).body).toMatchObject({ code: 4004, detail: 'No merchant has the username or ID nobody-here.' });
  });
});

describe('rate limits', () => {
  const limited = new TestServer();

  it('the link calls are limited per IP', async () => {
    await limited.start({ rateLimits: { shared: false, limits: { ...defaultRateLimits, enrolment: { perIp: 3, perAccount: null, windowMs: minutes(1) } } } });
    try {
      const call = (ip: string) => limited.call(endpoints.enrolmentDetail.path, { token: 'A'.repeat(43) }, { ip });
      for (let index = 0; index < 3; index += 1) expect((await call('198.51.100.7')).body.code).toBe(4000);
      expect((await call('198.51.100.7')).body.code).toBe(429);
      expect((await call('198.51.100.8')).body.code).toBe(4000);
    } finally {
      await limited.stop();
    }
  });
});
