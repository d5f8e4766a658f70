import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { useTestServer } from '../testing/harness';

const server = useTestServer();

interface Entry {
  id: number;
  ip: string;
  create_time: string;
}

/** Signed in from `ip`: a whitelist change ends the sessions signed in from an address it no longer admits. */
async function signedIn(ip = '203.0.113.10') {
  const merchant = await server.createMerchant();
  return { merchant, token: await server.signInSteppedUp(merchant, { ip }) };
}

describe('login_ip_white', () => {
  it('adds IPv4 and IPv6 addresses and lists them newest first', async () => {
    const { token } = await signedIn('203.0.113.7');
    const first = await server.call<Entry>(endpoints.whitelistAdd.path, { ip: ' 203.0.113.7 ' }, { token });
    expect(first.body).toMatchObject({ code: 200, data: { ip: '203.0.113.7', create_time: server.clock.now().toISOString() } });
    server.clock.advance(1000);
    const second = await server.call<Entry>(endpoints.whitelistAdd.path, { ip: '2001:DB8:0:0:0:0:0:1' }, { token });
    // Stored in canonical form, so the same address written another way is one entry.
    expect(second.body.data.ip).toBe('2001:db8::1');

    const list = await server.call<{ list: Entry[]; total: number }>(endpoints.whitelistList.path, {}, { token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((entry) => entry.ip)).toEqual(['2001:db8::1', '203.0.113.7']);
    const page = await server.call<{ list: Entry[]; total: number }>(endpoints.whitelistList.path, { page: 2, page_size: 1 }, { token });
    expect(page.body.data).toEqual({ list: [expect.objectContaining({ ip: '203.0.113.7' })], total: 2 });
  });

  it("refuses what is no IP address: 'IP format is incorrect'", async () => {
    const { token } = await signedIn();
    for (const ip of ['203.0.113', '300.1.1.1', 'localhost', '2001:db8::g', '203.0.113.7/24']) {
      const answer = await server.call(endpoints.whitelistAdd.path, { ip }, { token });
      expect(answer.body).toEqual({
        code: 4000,
        msg: 'invalid_input',
        detail: 'IP format is incorrect',
        data: { field: 'ip', key: 'kassa.validation.ip_format' },
      });
    }
    const inVietnamese = await server.call(endpoints.whitelistAdd.path, { ip: 'abc' }, { token, language: 'vi' });
    expect(inVietnamese.body.detail).not.toBe('IP format is incorrect');
    expect((await server.call(endpoints.whitelistAdd.path, {}, { token })).body).toMatchObject({ code: 4000, data: { field: 'ip' } });
  });

  it('refuses a duplicate with 4009, also when written another way', async () => {
    const { token } = await signedIn('2001:db8::5');
    await server.call(endpoints.whitelistAdd.path, { ip: '2001:db8::5' }, { token });
    const again = await server.call(endpoints.whitelistAdd.path, { ip: '2001:0db8:0000::0005' }, { token });
    expect(again.body).toEqual({
      code: 4009,
      msg: 'conflict',
      detail: 'The IP address 2001:db8::5 is already on the whitelist.',
      data: null,
    });
    // Another merchant may list the same address.
    const other = await signedIn('2001:db8::5');
    expect((await server.call(endpoints.whitelistAdd.path, { ip: '2001:db8::5' }, { token: other.token })).body.code).toBe(200);
  });

  it("deletes an entry of the merchant's own, and answers 4004 for another merchant's", async () => {
    const owner = await signedIn('198.51.100.1');
    const stranger = await signedIn();
    const added = await server.call<Entry>(endpoints.whitelistAdd.path, { ip: '198.51.100.1' }, { token: owner.token });
    const id = added.body.data.id;

    const refused = await server.call(endpoints.whitelistDelete.path, { id }, { token: stranger.token });
    expect(refused.body).toMatchObject({ code: 4004, detail: 'This whitelist entry does not exist.' });
    const deleted = await server.call(endpoints.whitelistDelete.path, { id }, { token: owner.token });
    expect(deleted.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    const list = await server.call<{ total: number }>(endpoints.whitelistList.path, {}, { token: owner.token });
    expect(list.body.data.total).toBe(0);
  });
});
