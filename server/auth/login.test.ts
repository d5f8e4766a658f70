import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { setMerchantStatus } from '../account/repository';
import { isSealed } from '../crypto/secretBox';
import { merchantUsers } from '../db/schema';
import { writeSetting } from '../platform/settings';
import { minutes, testChallengePolicy, totpCode, useTestServer } from '../testing/harness';
import { findUserById, pendingTotpSecretOf, sealPlainTotpSecrets, totpSecretOf } from './repository';

const server = useTestServer();

const badCredentials = 'The username, password or authenticator code is incorrect.';

async function loginLog(token: string, ip?: string) {
  const answer = await server.call<{ list: { IP: string; result: string }[] }>(endpoints.loginLogList.path, {}, { token, ip });
  return answer.body.data.list;
}

describe('get_pub_key', () => {
  it('answers the public key as an SPKI PEM, the same on every call', async () => {
    const first = await server.call<{ pub_key: string; algorithm: string }>(endpoints.getPubKey.path);
    expect(first.body).toMatchObject({ code: 200, msg: 'ok', data: { algorithm: 'RSA-OAEP-256' } });
    expect(first.body.data.pub_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(createPublicKey(first.body.data.pub_key).asymmetricKeyDetails?.modulusLength).toBe(2048);
    const second = await server.call<{ pub_key: string }>(endpoints.getPubKey.path);
    expect(second.body.data.pub_key).toBe(first.body.data.pub_key);
  });
});

describe('login', () => {
  it('signs in with the password and a real authenticator code, and logs the attempt with its IP', async () => {
    const merchant = await server.createMerchant();
    const answer = await server.login(merchant, { ip: '198.51.100.7' });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The absolute lifetime of a session: 12 hours.
    expect(new Date(answer.body.data.expire_time).getTime() - server.clock.now().getTime()).toBe(12 * 60 * 60_000);
    expect(await loginLog(answer.body.data.token)).toEqual([expect.objectContaining({ IP: '198.51.100.7', result: 'success' })]);
  });

  it('accepts the username in any case', async () => {
    const merchant = await server.createMerchant();
    const answer = await server.login({ ...merchant, username: merchant.username.toUpperCase() });
    expect(answer.body.code).toBe(200);
  });

  it('refuses a wrong password with the same answer as an unknown username', async () => {
    const merchant = await server.createMerchant();
    const wrongPassword = await server.login(merchant, { password: 'Not-the-password-1' });
    const unknownUser = await server.login({ ...merchant, username: 'nobody-here' });
    expect(wrongPassword.body).toEqual({ code: 4001, msg: 'bad_credentials', detail: badCredentials, data: null });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('refuses a wrong authenticator code', async () => {
    const merchant = await server.createMerchant();
    const current = server.freshCode(merchant.totpSecret);
    const wrong = current === '000000' ? '111111' : '000000';
    const answer = await server.login(merchant, { code: wrong });
    expect(answer.body).toMatchObject({ code: 4001, detail: badCredentials });
  });

  it('refuses a code already used, also within its own 30 seconds', async () => {
    const merchant = await server.createMerchant();
    const code = server.freshCode(merchant.totpSecret);
    expect((await server.login(merchant, { code })).body.code).toBe(200);
    server.clock.advance(5_000);
    expect((await server.login(merchant, { code })).body).toMatchObject({ code: 4001, detail: badCredentials });
  });

  it('accepts one step of clock drift and no more', async () => {
    const merchant = await server.createMerchant();
    server.clock.advance(30_000);
    const previousStep = totpCode(merchant.totpSecret, new Date(server.clock.now().getTime() - 30_000));
    expect((await server.login(merchant, { code: previousStep })).body.code).toBe(200);
    server.clock.advance(30_000);
    const threeStepsAgo = totpCode(merchant.totpSecret, new Date(server.clock.now().getTime() - 90_000));
    expect((await server.login(merchant, { code: threeStepsAgo })).body.code).toBe(4001);
  });

  it('refuses a password that is not encrypted with the server key, like a wrong one', async () => {
    const merchant = await server.createMerchant();
    const answer = await server.call(endpoints.login.path, {
      username: merchant.username,
      password: Buffer.from(merchant.password).toString('base64'),
      google_code: server.freshCode(merchant.totpSecret),
    });
    expect(answer.body).toMatchObject({ code: 4001, detail: badCredentials });
  });

  it('validates the fields with the contract rules, in the caller language', async () => {
    const answer = await server.call(endpoints.login.path, { username: 'demo', password: 'abc=', google_code: '' }, { language: 'vi' });
    expect(answer.body).toEqual({
      code: 4000,
      msg: 'invalid_input',
      detail: 'Mã xác minh không được để trống',
      data: { field: 'google_code', key: 'kassa.validation.verification_code_empty' },
    });
  });
});

describe('lockout', () => {
  const wrong = (attempt: number) => `Wrong-${attempt}-pass`;
  /** A code for now, without moving the clock as a fresh code does (a wrong password is refused before it is checked). */
  const codeNow = (merchant: { totpSecret: string }) => totpCode(merchant.totpSecret, server.clock.now());
  const leave = { challenge: 'leave' as const };
  const difficultyOf = (answer: { body: { data: unknown } }) => (answer.body.data as { difficulty: number }).difficulty;

  it('asks a browser new to the username a challenge from the third failure at it from one address, harder with each, never a lock; another address is not asked', async () => {
    const merchant = await server.createMerchant();
    const ip = '192.0.2.1';
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await server.login(merchant, { password: wrong(attempt), ip, code: codeNow(merchant), ...leave })).body.code).toBe(4001);
    const asked = await server.login(merchant, { ip, ...leave });
    expect(asked.body).toMatchObject({
      code: 4028,
      detail: 'Many sign-ins have failed from your network or for this username, so this browser must first solve a short check, which can take a few seconds.',
    });
    expect(difficultyOf(asked)).toBe(testChallengePolicy.baseBits);
    // Solved, each further failure is checked and counted, and the next challenge is a bit harder.
    for (let attempt = 4; attempt <= 9; attempt += 1) expect((await server.login(merchant, { password: wrong(attempt), ip, code: codeNow(merchant) })).body.code).toBe(4001);
    expect(difficultyOf(await server.login(merchant, { ip, ...leave }))).toBe(Math.min(testChallengePolicy.maxBits, testChallengePolicy.baseBits + 6));
    // No lock: the right answer, with the challenge solved, signs in from that address; another is not even asked.
    expect((await server.login(merchant, { ip: '198.51.100.2', ...leave })).body.code).toBe(200);
    expect((await server.login(merchant, { ip })).body.code).toBe(200);
  });

  it('asks every new browser a challenge once a username has failed from many addresses, harder as they double, never a lock', async () => {
    const merchant = await server.createMerchant();
    // Each from its own address: a guess spread over many places.
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const answer = await server.login(merchant, { password: wrong(attempt), ip: `10.1.0.${attempt}`, code: codeNow(merchant) });
      expect(answer.body.code).toBe(4001);
    }
    // 40 failures are the threshold (10) doubled twice: two levels up.
    const asked = await server.login(merchant, { ip: '198.51.100.3', ...leave });
    expect(asked.body.code).toBe(4028);
    expect(difficultyOf(asked)).toBe(testChallengePolicy.baseBits + 2);
    expect((await server.login(merchant, { ip: '198.51.100.3' })).body.code).toBe(200);
  }, 120_000);

  it('forgets failures older than 15 minutes', async () => {
    const merchant = await server.createMerchant();
    for (let attempt = 1; attempt <= 9; attempt += 1) await server.login(merchant, { password: 'Wrong-pass-1' });
    server.clock.advance(minutes(16));
    expect((await server.login(merchant, { password: 'Wrong-pass-1', ...leave })).body.code).toBe(4001);
    expect((await server.login(merchant, leave)).body.code).toBe(200);
  });

  it('asks a challenge of an address that failed at many usernames, in the caller language, and lets the one who solves it in', async () => {
    const ip = '192.0.2.200';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await server.login({ username: `guess${attempt}`, password: 'Wrong-pass-1', totpSecret: 'JBSWY3DPEHPK3PXP' }, { ip, code: '000000', ...leave });
      expect(answer.body.code).toBe(4001);
    }
    const merchant = await server.createMerchant();
    const asked = await server.login(merchant, { ip, language: 'zh_Hans', ...leave });
    expect(asked.body).toMatchObject({ code: 4028, detail: '您的网络或该用户名的登录失败次数较多，此浏览器需先完成一项简短验证，可能需要几秒钟。' });
    expect((await server.login(merchant, { ip })).body.code).toBe(200);
    expect((await server.login(merchant, { ip: '192.0.2.201', ...leave })).body.code).toBe(200);
  });
});

describe('login IP whitelist', () => {
  it('answers 6034 with login_ip from an address off the list, and signs in from one on it', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant, { ip: '203.0.113.50' });
    const added = await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.50', google_code: server.freshCode(merchant.totpSecret) }, { token, ip: '203.0.113.50' });
    expect(added.body.code).toBe(200);

    const elsewhere = await server.login(merchant, { ip: '198.51.100.99' });
    expect(elsewhere.body).toEqual({
      code: 6034,
      msg: 'ip_not_allowed',
      detail: 'Signing in from the IP address 198.51.100.99 is not allowed for this account.',
      data: { login_ip: '198.51.100.99' },
    });
    expect((await server.login(merchant, { ip: '203.0.113.50' })).body.code).toBe(200);
    expect((await loginLog(token, '203.0.113.50')).map((entry) => entry.result)).toContain('ip_not_allowed');
  });

  it('does not tell a wrong password from a whitelist refusal', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant, { ip: '203.0.113.51' });
    await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.51', google_code: server.freshCode(merchant.totpSecret) }, { token });
    const answer = await server.login(merchant, { ip: '198.51.100.98', password: 'Wrong-pass-1' });
    expect(answer.body.code).toBe(4001);
  });
});

describe('suspended merchant', () => {
  it('answers 512 with login_ip at sign-in and on every call of a session opened before', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    await setMerchantStatus(server.db, merchant.merchantId, 'suspended', server.clock.now());

    const signIn = await server.login(merchant, { ip: '198.51.100.20' });
    expect(signIn.body).toEqual({
      code: 512,
      msg: 'suspended',
      detail: 'This merchant account is suspended. Please contact support.',
      data: { login_ip: '198.51.100.20' },
    });
    const call = await server.call(endpoints.accountDetail.path, {}, { token, ip: '198.51.100.21' });
    expect(call.body).toMatchObject({ code: 512, data: { login_ip: '198.51.100.21' } });

    await setMerchantStatus(server.db, merchant.merchantId, 'normal', server.clock.now());
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.code).toBe(200);
  });
});

describe('maintenance', () => {
  it('answers 511 to every API call but /healthy, and ends when switched off', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    await writeSetting(server.db, 'maintenance', true, server.clock.now());

    for (const [path, options] of [
      [endpoints.getPubKey.path, {}],
      [endpoints.accountDetail.path, { token }],
      [endpoints.checkUpdateMch.path, { token }],
    ] as const) {
      const answer = await server.call(path, {}, options);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 511, msg: 'maintenance', detail: 'System function under maintenance, please try again later', data: null });
    }
    const login = await server.login(merchant, { language: 'zh_Hant' });
    expect(login.body).toMatchObject({ code: 511, detail: '系統功能維護中，請稍後再試' });
    const health = await server.call<{ status: string }>(endpoints.healthy.path);
    expect(health.body).toMatchObject({ code: 200, data: { status: 'ok' } });

    await writeSetting(server.db, 'maintenance', false, server.clock.now());
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.code).toBe(200);
    expect((await server.login(merchant)).body.code).toBe(200);
  });
});

describe('authenticator secrets at rest', () => {
  it('are stored sealed, and a data folder from before is sealed once at start (sealPlainTotpSecrets)', async () => {
    const merchant = await server.createMerchant();
    const box = server.config.secretBox;
    const stored = await findUserById(server.db, merchant.userId);
    expect(isSealed(stored?.totpSecret ?? '')).toBe(true);
    expect(stored?.totpSecret).not.toContain(merchant.totpSecret);

    // As an older data folder holds them: in plain text.
    const pending = 'JBSWY3DPEHPK3PXP';
    await server.db.update(merchantUsers).set({ totpSecret: merchant.totpSecret, pendingTotpSecret: pending }).where(eq(merchantUsers.id, merchant.userId));
    expect(await sealPlainTotpSecrets(server.db, box)).toBe(2);
    const sealed = await findUserById(server.db, merchant.userId);
    expect(isSealed(sealed?.totpSecret ?? '')).toBe(true);
    expect(isSealed(sealed?.pendingTotpSecret ?? '')).toBe(true);
    expect(sealed && totpSecretOf(box, sealed)).toBe(merchant.totpSecret);
    expect(sealed && pendingTotpSecretOf(box, sealed)).toBe(pending);

    // Idempotent: a second run changes nothing.
    expect(await sealPlainTotpSecrets(server.db, box)).toBe(0);
    expect((await findUserById(server.db, merchant.userId))?.totpSecret).toBe(sealed?.totpSecret);
    expect((await server.login(merchant)).body.code).toBe(200);
  });
});
