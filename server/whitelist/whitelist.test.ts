import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import pg from 'pg';
import { connectPostgres } from '../db/client';
import { translate } from '../http/language';
import { testDatabaseKind, type TestDatabase } from '../testing/database';
import { useTestServer, type CallOptions } from '../testing/harness';

const server = useTestServer();

interface Entry {
  id: number;
  ip: string;
  create_time: string;
}

/**
 * Signed in from `ip`, and calling from there: a whitelist change ends the sessions signed in from an address it
 * no longer admits, and a call from such an address ends its session.
 */
async function signedIn(ip = '203.0.113.10') {
  const merchant = await server.createMerchant();
  const token = await server.signInSteppedUp(merchant, { ip });
  const call = <T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}) => server.call<T>(path, body, { token, ip, ...options });
  return { merchant, token, call };
}

describe('login_ip_white', () => {
  it('adds IPv4 and IPv6 addresses and lists them newest first', async () => {
    const { call } = await signedIn('203.0.113.7');
    const first = await call<Entry>(endpoints.whitelistAdd.path, { ip: ' 203.0.113.7 ' });
    expect(first.body).toMatchObject({ code: 200, data: { ip: '203.0.113.7', create_time: server.clock.now().toISOString() } });
    server.clock.advance(1000);
    const second = await call<Entry>(endpoints.whitelistAdd.path, { ip: '2001:DB8:0:0:0:0:0:1' });
    // Stored in canonical form, so the same address written another way is one entry.
    expect(second.body.data.ip).toBe('2001:db8::1');

    const list = await call<{ list: Entry[]; total: number }>(endpoints.whitelistList.path, {});
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((entry) => entry.ip)).toEqual(['2001:db8::1', '203.0.113.7']);
    const page = await call<{ list: Entry[]; total: number }>(endpoints.whitelistList.path, { page: 2, page_size: 1 });
    expect(page.body.data).toEqual({ list: [expect.objectContaining({ ip: '203.0.113.7' })], total: 2 });
  });

  it("refuses what is no IP address: 'IP format is incorrect'", async () => {
    const { call } = await signedIn();
    for (const ip of ['203.0.113', '300.1.1.1', 'localhost', '2001:db8::g', '203.0.113.7/24']) {
      const answer = await call(endpoints.whitelistAdd.path, { ip });
      expect(answer.body).toEqual({
        code: 4000,
        msg: 'invalid_input',
        detail: 'IP format is incorrect',
        data: { field: 'ip', key: 'kassa.validation.ip_format' },
      });
    }
    const inVietnamese = await call(endpoints.whitelistAdd.path, { ip: 'abc' }, { language: 'vi' });
    expect(inVietnamese.body.detail).not.toBe('IP format is incorrect');
    expect((await call(endpoints.whitelistAdd.path, {})).body).toMatchObject({ code: 4000, data: { field: 'ip' } });
  });

  it('refuses a duplicate with 4009, also when written another way', async () => {
    const { call } = await signedIn('2001:db8::5');
    await call(endpoints.whitelistAdd.path, { ip: '2001:db8::5' });
    const again = await call(endpoints.whitelistAdd.path, { ip: '2001:0db8:0000::0005' });
    expect(again.body).toEqual({
      code: 4009,
      msg: 'conflict',
      detail: 'The IP address 2001:db8::5 is already on the whitelist.',
      data: null,
    });
    // Another merchant may list the same address.
    const other = await signedIn('2001:db8::5');
    expect((await other.call(endpoints.whitelistAdd.path, { ip: '2001:db8::5' })).body.code).toBe(200);
  });

  it("deletes an entry of the merchant's own, and answers 4004 for another merchant's", async () => {
    const owner = await signedIn('198.51.100.1');
    const stranger = await signedIn();
    const added = await owner.call<Entry>(endpoints.whitelistAdd.path, { ip: '198.51.100.1' });
    const id = added.body.data.id;

    const refused = await stranger.call(endpoints.whitelistDelete.path, { id });
    expect(refused.body).toMatchObject({ code: 4004, detail: 'This whitelist entry does not exist.' });
    const deleted = await owner.call(endpoints.whitelistDelete.path, { id });
    expect(deleted.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    const list = await owner.call<{ total: number }>(endpoints.whitelistList.path, {});
    expect(list.body.data.total).toBe(0);
  });
});

describe('the login whitelist on every call, behind a trusted proxy', () => {
  const proxied = useTestServer({ trustProxy: ['127.0.0.1'] });
  /** A call through the proxy at 127.0.0.1 for a client at `client` (X-Forwarded-For). */
  const through = <T = unknown>(client: string, path: string, body: unknown, token: string) =>
    proxied.call<T>(path, body, { token, ip: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('admits the listed address; a call from another ends the session with 6034 and the address', async () => {
    const merchant = await proxied.createMerchant();
    const token = await proxied.signIn(merchant, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.60' } });
    expect((await through('198.51.100.60', endpoints.whitelistAdd.path, { ip: '198.51.100.60', google_code: proxied.freshCode(merchant.totpSecret) }, token)).body.code).toBe(200);
    expect((await through('198.51.100.60', endpoints.accountDetail.path, {}, token)).body.code).toBe(200);

    const elsewhere = await proxied.call(endpoints.accountDetail.path, {}, { token, ip: '127.0.0.1', language: 'vi', headers: { 'x-forwarded-for': '198.51.100.61' } });
    expect(elsewhere.body).toMatchObject({ code: 6034, msg: 'ip_not_allowed', data: { login_ip: '198.51.100.61' } });
    expect(elsewhere.body.detail).toBe(translate('vi', 'kassa.server.ipNotAllowedCall', { ip: '198.51.100.61' }));
    expect(elsewhere.body.detail).not.toBe(translate('en', 'kassa.server.ipNotAllowedCall', { ip: '198.51.100.61' }));
    // The session is over, from the listed address too.
    expect((await through('198.51.100.60', endpoints.accountDetail.path, {}, token)).status).toBe(401);

    // An operator of a merchant without a list is admitted from anywhere.
    const open = await proxied.createMerchant();
    const openToken = await proxied.signIn(open, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.62' } });
    expect((await through('192.0.2.200', endpoints.accountDetail.path, {}, openToken)).body.code).toBe(200);
  });

  it('a change of the list made through another app on the database is enforced by this one', async () => {
    const { app: other, close } = await proxied.otherProcess();
    try {
      const onOther = async (client: string, path: string, body: unknown, token: string) => {
        const response = await other.inject({ method: 'POST', url: path, payload: body as object, remoteAddress: '127.0.0.1', headers: { authorization: token, 'x-forwarded-for': client } });
        return response.json() as { code: number; data: unknown };
      };
      const merchant = await proxied.createMerchant();
      const token = await proxied.signIn(merchant, { ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.70' } });
      // The other process keeps the (empty) list: any address is admitted.
      expect((await onOther('198.51.100.71', endpoints.accountDetail.path, {}, token)).code).toBe(200);
      expect((await onOther('198.51.100.71', endpoints.accountDetail.path, {}, token)).code).toBe(200);

      // This process lists the sign-in address only; the other must refuse .71 from now on.
      expect((await through('198.51.100.70', endpoints.whitelistAdd.path, { ip: '198.51.100.70', google_code: proxied.freshCode(merchant.totpSecret) }, token)).body.code).toBe(200);
      let answer = await onOther('198.51.100.71', endpoints.accountDetail.path, {}, token);
      // The notification reaches the other process at the commit plus delivery (milliseconds).
      for (let wait = 0; answer.code === 200 && wait < 40; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await onOther('198.51.100.71', endpoints.accountDetail.path, {}, token);
      }
      expect(answer).toMatchObject({ code: 6034, data: { login_ip: '198.51.100.71' } });
      expect((await through('198.51.100.70', endpoints.accountDetail.path, {}, token)).status).toBe(401);
    } finally {
      await close();
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the whitelist kept in each process, on PostgreSQL', () => {
  const server = useTestServer();

  it('drops a kept list when another process’s change is notified, and notifies its own changes', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant, { ip: '198.51.100.80' });
    // Kept here: the empty list admits any address.
    expect((await server.call(endpoints.accountDetail.path, {}, { token, ip: '198.51.100.81' })).body.code).toBe(200);

    // A connection with no app behind it writes as another process does: only the notification can reach this app.
    const writer = connectPostgres((server.connection as TestDatabase).url as string);
    const listener = new pg.Client({ connectionString: (server.connection as TestDatabase).url });
    try {
      if (writer.kind !== 'postgres') throw new Error('a PostgreSQL connection was expected');
      await writer.pool.query(
        `begin; insert into login_ip_whitelist (merchant_id, ip, created_at) values (${merchant.merchantId}, '198.51.100.80', now()); select pg_notify('kassa_whitelist', '${merchant.merchantId}'); commit;`,
      );
      let answer = await server.call(endpoints.accountDetail.path, {}, { token, ip: '198.51.100.81' });
      for (let wait = 0; answer.body.code === 200 && wait < 40; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await server.call(endpoints.accountDetail.path, {}, { token, ip: '198.51.100.81' });
      }
      expect(answer.body).toMatchObject({ code: 6034, data: { login_ip: '198.51.100.81' } });

      // This app's own change is announced to every other process at its commit.
      await listener.connect();
      await listener.query('LISTEN kassa_whitelist');
      const heard = new Promise<string>((resolve) => {
        listener.once('notification', (message) => resolve(message.payload ?? ''));
        setTimeout(() => resolve('(nothing within 5 s)'), 5000).unref();
      });
      const again = await server.signIn(merchant, { ip: '198.51.100.80' });
      expect((await server.call(endpoints.whitelistAdd.path, { ip: '198.51.100.82', google_code: server.freshCode(merchant.totpSecret) }, { token: again, ip: '198.51.100.80' })).body.code).toBe(200);
      expect(await heard).toBe(String(merchant.merchantId));
    } finally {
      await listener.end();
      await writer.close();
    }
  });
});
