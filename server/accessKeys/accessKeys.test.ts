import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { isSealed } from '../crypto/secretBox';
import { totpCode, useTestServer, type TestMerchant, type TestServer } from '../testing/harness';
import { accessKeySecretPurpose, webhookSecretPurpose } from './accessKeys';
import { findAccessKeyByKey, findAccessKeyOfMerchant } from './repository';

interface AccessKey {
  access_key: string;
  ip: string;
  webhook_url: string | null;
  return_url: string | null;
  create_time: string;
  update_time: string;
}

interface AccessKeyCreated extends AccessKey {
  secret_key: string;
  webhook_secret: string;
}

const kycMessage = 'Cannot create an API without completing KYC';
const wrongCode = 'The code of your current authenticator is incorrect.';
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function merchantWithKyc(server: TestServer, kyc: 'verified' | 'unverified' | 'pending' = 'verified') {
  const merchant = await server.createMerchant();
  if (kyc !== 'unverified') {
    const set = await server.ops('set-kyc', [merchant.username, kyc]);
    expect(set.body.code).toBe(200);
  }
  return { merchant, token: await server.signIn(merchant) };
}

/** The answer's JSON exactly as sent, to prove a secret is nowhere in it. */
async function rawCall(server: TestServer, path: string, body: unknown, token: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: path, headers: { authorization: token }, payload: body as object, remoteAddress: '203.0.113.10' });
  return response.body;
}

/** Every column of the rows as the database holds them (raw SQL, no mapping). */
async function rawRows(server: TestServer, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await server.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function addKey(server: TestServer, merchant: TestMerchant, token: string, ip = '203.0.113.7') {
  const answer = await server.call<AccessKeyCreated>(endpoints.accessKeyAdd.path, { ip, google_code: server.freshCode(merchant.totpSecret) }, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

describe('access_key', () => {
  const server = useTestServer();

  it("refuses add without verified KYC: 4003 'Cannot create an API without completing KYC', in every language", async () => {
    for (const kyc of ['unverified', 'pending'] as const) {
      const { merchant, token } = await merchantWithKyc(server, kyc);
      const answer = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7', google_code: server.freshCode(merchant.totpSecret) }, { token });
      expect(answer.body).toEqual({ code: 4003, msg: 'forbidden', detail: kycMessage, data: null });
      const translated = new Set<string>();
      for (const language of ['zh_Hans', 'zh_Hant', 'vi']) {
        const other = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7', google_code: server.freshCode(merchant.totpSecret) }, { token, language });
        expect(other.body.code).toBe(4003);
        expect(other.body.detail).not.toBe('');
        expect(other.body.detail).not.toBe(kycMessage);
        translated.add(other.body.detail);
      }
      expect(translated.size).toBe(3);
      expect((await server.call(endpoints.accessKeyDetail.path, {}, { token })).body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    }
  });

  it("needs the authenticator code: missing → asked for, empty → 'Verification code cannot be empty', wrong or replayed → refused, nothing created", async () => {
    const { merchant, token } = await merchantWithKyc(server);
    expect((await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7' }, { token })).body).toEqual({
      code: 4000,
      msg: 'invalid_input',
      detail: 'Enter the code of your authenticator app to confirm this change.',
      data: { field: 'google_code', key: 'kassa.server.stepUpRequired' },
    });
    for (const body of [{ ip: '203.0.113.7', google_code: '' }, { ip: '203.0.113.7', google_code: null }]) {
      expect((await server.call(endpoints.accessKeyAdd.path, body, { token })).body).toEqual({
        code: 4000,
        msg: 'invalid_input',
        detail: 'Verification code cannot be empty',
        data: { field: 'google_code', key: 'kassa.validation.verification_code_empty' },
      });
    }
    const wrong = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7', google_code: otherCode(server.freshCode(merchant.totpSecret)) }, { token });
    expect(wrong.body).toEqual({ code: 4000, msg: 'invalid_input', detail: wrongCode, data: { field: 'google_code', key: 'kassa.server.wrongCurrentCode' } });
    // The code that signed in a moment ago is spent: the same code again is a replay.
    const replayToken = await server.signIn(merchant);
    const replay = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7', google_code: totpCode(merchant.totpSecret, server.clock.now()) }, { token: replayToken });
    expect(replay.body).toMatchObject({ code: 4000, detail: wrongCode, data: { field: 'google_code' } });

    expect((await server.call(endpoints.accessKeyDetail.path, {}, { token })).body.data).toBeNull();
    expect(await findAccessKeyOfMerchant(server.db, merchant.merchantId)).toBeUndefined();
  });

  it("refuses what is no IP list: 'IP format is incorrect'", async () => {
    const { merchant, token } = await merchantWithKyc(server);
    for (const ip of ['203.0.113', '203.0.113.7,localhost', '2001:db8::g', '203.0.113.7/24']) {
      const answer = await server.call(endpoints.accessKeyAdd.path, { ip, google_code: server.freshCode(merchant.totpSecret) }, { token });
      expect(answer.body).toEqual({ code: 4000, msg: 'invalid_input', detail: 'IP format is incorrect', data: { field: 'ip', key: 'kassa.validation.ip_format' } });
    }
    expect(await findAccessKeyOfMerchant(server.db, merchant.merchantId)).toBeUndefined();
  });

  it('add answers the secrets once; detail never shows them; one key per account', async () => {
    const { merchant, token } = await merchantWithKyc(server);
    const added = await server.call<AccessKeyCreated>(
      endpoints.accessKeyAdd.path,
      { ip: ' 203.0.113.7 , 2001:db8::1 ', google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    const now = server.clock.now().toISOString();
    expect(added.body).toMatchObject({
      code: 200,
      data: { ip: '203.0.113.7,2001:db8::1', webhook_url: null, return_url: null, create_time: now, update_time: now },
    });
    const created = added.body.data;
    expect(created.access_key).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(created.secret_key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.webhook_secret.slice('whsec_'.length), 'base64')).toHaveLength(24);

    const detailText = await rawCall(server, endpoints.accessKeyDetail.path, {}, token);
    expect(detailText).not.toContain(created.secret_key);
    expect(detailText).not.toContain(created.webhook_secret);
    expect(detailText).not.toContain(created.secret_key.slice(3));
    expect(detailText).not.toContain(created.webhook_secret.slice(6));
    expect(JSON.parse(detailText)).toEqual({
      code: 200,
      msg: 'ok',
      detail: '',
      data: { access_key: created.access_key, ip: '203.0.113.7,2001:db8::1', webhook_url: null, return_url: null, create_time: now, update_time: now },
    });

    // The signed API finds the key by its identifier.
    expect(await findAccessKeyByKey(server.db, created.access_key)).toMatchObject({ merchantId: merchant.merchantId, ip: '203.0.113.7,2001:db8::1' });

    const second = await server.call(endpoints.accessKeyAdd.path, { ip: '198.51.100.1', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(second.body).toEqual({
      code: 4009,
      msg: 'conflict',
      detail: 'This account already has an API key. Delete it before creating a new one.',
      data: null,
    });
    expect((await findAccessKeyOfMerchant(server.db, merchant.merchantId))?.accessKey).toBe(created.access_key);
  });

  it('update changes the IP permission with the code and answers the key without secrets', async () => {
    const { merchant, token } = await merchantWithKyc(server);
    const noKey = await server.call(endpoints.accessKeyUpdate.path, { ip: '198.51.100.1', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(noKey.body).toEqual({ code: 4004, msg: 'not_found', detail: 'This account has no API key.', data: null });

    const created = await addKey(server, merchant, token);
    // Past the step-up window the adding code opened: without a code the change is refused.
    server.clock.advance(6 * 60_000);
    const missing = await server.call(endpoints.accessKeyUpdate.path, { ip: '198.51.100.1' }, { token });
    expect(missing.body).toMatchObject({ code: 4000, detail: 'Enter the code of your authenticator app to confirm this change.', data: { field: 'google_code' } });
    const wrong = await server.call(endpoints.accessKeyUpdate.path, { ip: '198.51.100.1', google_code: otherCode(server.freshCode(merchant.totpSecret)) }, { token });
    expect(wrong.body).toMatchObject({ code: 4000, detail: wrongCode, data: { field: 'google_code' } });
    const badIp = await server.call(endpoints.accessKeyUpdate.path, { ip: '198.51.100', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(badIp.body).toMatchObject({ code: 4000, detail: 'IP format is incorrect', data: { field: 'ip' } });
    expect((await findAccessKeyOfMerchant(server.db, merchant.merchantId))?.ip).toBe('203.0.113.7');

    const updated = await server.call<AccessKey>(
      endpoints.accessKeyUpdate.path,
      { ip: '198.51.100.1 ,, 2001:DB8::2', google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(updated.body).toEqual({
      code: 200,
      msg: 'ok',
      detail: '',
      data: {
        access_key: created.access_key,
        ip: '198.51.100.1,2001:DB8::2',
        webhook_url: null,
        return_url: null,
        create_time: created.create_time,
        update_time: server.clock.now().toISOString(),
      },
    });
    expect(updated.body.data.update_time > created.update_time).toBe(true);
    const detail = await server.call<AccessKey>(endpoints.accessKeyDetail.path, {}, { token });
    expect(detail.body.data).toEqual(updated.body.data);
  });

  it('delete needs the code, removes the key, and the key is found no more', async () => {
    const { merchant, token } = await merchantWithKyc(server);
    const noKey = await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(noKey.body).toMatchObject({ code: 4004, detail: 'This account has no API key.' });

    const created = await addKey(server, merchant, token);
    server.clock.advance(6 * 60_000);
    expect((await server.call(endpoints.accessKeyDelete.path, {}, { token })).body).toEqual({
      code: 4000,
      msg: 'invalid_input',
      detail: 'Enter the code of your authenticator app to confirm this change.',
      data: { field: 'google_code', key: 'kassa.server.stepUpRequired' },
    });
    const wrong = await server.call(endpoints.accessKeyDelete.path, { google_code: otherCode(server.freshCode(merchant.totpSecret)) }, { token });
    expect(wrong.body).toMatchObject({ code: 4000, detail: wrongCode, data: { field: 'google_code' } });
    expect(await findAccessKeyByKey(server.db, created.access_key)).toBeDefined();

    const deleted = await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(deleted.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    expect(await findAccessKeyByKey(server.db, created.access_key)).toBeUndefined();
    expect((await server.call(endpoints.accessKeyDetail.path, {}, { token })).body.data).toBeNull();
    const again = await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(again.body.code).toBe(4004);

    // A new key may be made after that, with new secrets.
    const renewed = await addKey(server, merchant, token);
    expect(renewed.access_key).not.toBe(created.access_key);
    expect(renewed.secret_key).not.toBe(created.secret_key);
    expect(renewed.webhook_secret).not.toBe(created.webhook_secret);
  });

  it("each merchant sees only its own key", async () => {
    const owner = await merchantWithKyc(server);
    const stranger = await merchantWithKyc(server);
    await addKey(server, owner.merchant, owner.token);
    expect((await server.call(endpoints.accessKeyDetail.path, {}, { token: stranger.token })).body.data).toBeNull();
    const strangerDelete = await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(stranger.merchant.totpSecret) }, { token: stranger.token });
    expect(strangerDelete.body.code).toBe(4004);
    expect(await findAccessKeyOfMerchant(server.db, owner.merchant.merchantId)).toBeDefined();
  });

  it('keeps the API secret, the webhook secret and the authenticator secret sealed at rest', async () => {
    const { merchant, token } = await merchantWithKyc(server);
    const created = await addKey(server, merchant, token);
    const offered = await server.call<{ secret: string }>(endpoints.getGoogleSecret.path, {}, { token });
    const pendingSecret = offered.body.data.secret;

    const keyRows = await rawRows(server, sql`select * from access_keys where merchant_id = ${merchant.merchantId}`);
    const userRows = await rawRows(server, sql`select * from merchant_users where merchant_id = ${merchant.merchantId}`);
    expect(keyRows).toHaveLength(1);
    expect(userRows).toHaveLength(1);
    const plainSecrets = [
      created.secret_key,
      created.secret_key.slice('sk_'.length),
      created.webhook_secret,
      created.webhook_secret.slice('whsec_'.length),
      merchant.totpSecret,
      pendingSecret,
    ];
    for (const row of [...keyRows, ...userRows]) {
      for (const [column, value] of Object.entries(row)) {
        const text = value instanceof Date ? value.toISOString() : String(value);
        for (const secret of plainSecrets) expect(text.includes(secret), `${column} holds a plain secret`).toBe(false);
      }
    }

    const keyRow = keyRows[0] as Record<string, string>;
    const userRow = userRows[0] as Record<string, string>;
    for (const value of [keyRow.secret_encrypted, keyRow.webhook_secret_encrypted, userRow.totp_secret, userRow.pending_totp_secret]) {
      expect(isSealed(value ?? '')).toBe(true);
    }
    // Sealed under the server key and their purposes: they open to the secrets, and not under another purpose.
    const box = server.config.secretBox;
    expect(box.open(keyRow.secret_encrypted ?? '', accessKeySecretPurpose)).toBe(created.secret_key);
    expect(box.open(keyRow.webhook_secret_encrypted ?? '', webhookSecretPurpose)).toBe(created.webhook_secret);
    expect(() => box.open(keyRow.secret_encrypted ?? '', webhookSecretPurpose)).toThrow();
    expect(box.open(userRow.totp_secret ?? '', 'merchant_user.totp_secret')).toBe(merchant.totpSecret);
  });
});

describe('access_key secrets in the log', () => {
  const lines: string[] = [];
  const server = useTestServer({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });

  it('are never written, even at level trace', async () => {
    const { merchant, token } = await merchantWithKyc(server);
    const created = await addKey(server, merchant, token);
    await server.call(endpoints.accessKeyDetail.path, {}, { token });
    await server.call(endpoints.accessKeyUpdate.path, { ip: '198.51.100.1', google_code: server.freshCode(merchant.totpSecret) }, { token });
    const log = lines.join('');
    // The logger did write: the calls are there.
    expect(log).toContain(endpoints.accessKeyAdd.path);
    for (const secret of [created.secret_key, created.secret_key.slice(3), created.webhook_secret, created.webhook_secret.slice(6), merchant.totpSecret]) {
      expect(log.includes(secret)).toBe(false);
    }
  });
});
