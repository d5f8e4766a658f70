import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { minutes, totpCode, useTestServer, type TestMerchant } from '../testing/harness';

const server = useTestServer();

type SessionList = ResponseOf<'sessionQuery'>;

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Each session's sign-in address: its later calls come from there, as the login whitelist expects of every call. */
const signInAddress = new Map<string, string>();
const signInFrom = async (merchant: TestMerchant, ip: string, userAgent = chromeOnWindows) => {
  const token = await server.signIn(merchant, { ip, headers: { 'user-agent': userAgent } });
  signInAddress.set(token, ip);
  return token;
};
const from = (token: string) => ({ token, ip: signInAddress.get(token) });

const listSessions = async (token: string) => {
  const answer = await server.call<SessionList>(endpoints.sessionQuery.path, {}, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
};

/** Whether the token is still accepted: an ended session answers 401 at its next call. */
const isLive = async (token: string) => {
  const answer = await server.call(endpoints.accountDetail.path, {}, from(token));
  if (answer.status === 401) return false;
  expect(answer.body.code).toBe(200);
  return true;
};

const auditActions = async (token: string) => {
  const answer = await server.call<ResponseOf<'auditLogQuery'>>(endpoints.auditLogQuery.path, { action: 'session_revoke' }, from(token));
  return answer.body.data.list;
};

describe('the sessions list', () => {
  it('lists the live sessions of the account with their device, IP and times, marking the caller’s', async () => {
    const merchant = await server.createMerchant();
    const signInTime = server.clock.now();
    const office = await signInFrom(merchant, '198.51.100.7');
    const phone = await signInFrom(merchant, '198.51.100.8', safariOnIphone);

    const { list, total } = await listSessions(office);
    expect(total).toBe(2);
    const byIp = Object.fromEntries(list.map((session) => [session.ip, session]));
    expect(byIp['198.51.100.7']).toMatchObject({ browser: 'Chrome 126', os: 'Windows', current: true, username: merchant.username });
    expect(byIp['198.51.100.8']).toMatchObject({ browser: 'Safari 17', os: 'iOS', current: false, user_agent: safariOnIphone });
    for (const session of list) {
      expect(new Date(session.create_time).getTime()).toBeGreaterThan(signInTime.getTime());
      expect(new Date(session.last_seen_time).getTime()).toBeGreaterThanOrEqual(new Date(session.create_time).getTime());
    }
    // The same list from the other session marks that one instead.
    expect((await listSessions(phone)).list.find((session) => session.current)?.ip).toBe('198.51.100.8');
  });

  it('names no device when the User-Agent says nothing it knows', async () => {
    const merchant = await server.createMerchant();
    const token = await signInFrom(merchant, '198.51.100.9', 'curl/8.5.0');
    expect((await listSessions(token)).list[0]).toMatchObject({ browser: null, os: null, user_agent: 'curl/8.5.0' });
  });

  it('shows only the account’s own sessions, and no ended or idle one', async () => {
    const merchant = await server.createMerchant();
    const stranger = await server.createMerchant();
    const token = await signInFrom(merchant, '198.51.100.10');
    await signInFrom(stranger, '198.51.100.11');
    const loggedOut = await signInFrom(merchant, '198.51.100.12');
    await server.call(endpoints.logout.path, {}, { token: loggedOut });
    expect((await listSessions(token)).list.map((session) => session.ip)).toEqual(['198.51.100.10']);

    // A session left alone past the idle timeout is no longer listed; one kept busy still is.
    const idle = await signInFrom(merchant, '198.51.100.13');
    expect((await listSessions(token)).total).toBe(2);
    server.clock.advance(minutes(20));
    expect(await isLive(token)).toBe(true);
    server.clock.advance(minutes(11));
    expect((await listSessions(token)).list.map((session) => session.ip)).toEqual(['198.51.100.10']);
    expect(await isLive(idle)).toBe(false);
  });

  it('moves last seen with calls, at most once a minute', async () => {
    const merchant = await server.createMerchant();
    const token = await signInFrom(merchant, '198.51.100.14');
    const lastSeen = async () => (await listSessions(token)).list[0]!.last_seen_time;
    const first = await lastSeen();
    server.clock.advance(30_000);
    expect(await lastSeen()).toBe(first);
    server.clock.advance(31_000);
    const moved = await lastSeen();
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(first).getTime());
  });
});

describe('ending sessions', () => {
  it('ends one session at once: its next call answers 401, the others go on, and the audit log records it', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.20');
    const other = await signInFrom(merchant, '198.51.100.21', safariOnIphone);
    const target = (await listSessions(mine)).list.find((session) => !session.current)!;

    const answer = await server.call(endpoints.sessionRevoke.path, { id: target.id }, { token: mine });
    expect(answer.body).toMatchObject({ code: 200, data: null });
    expect(await isLive(other)).toBe(false);
    expect(await isLive(mine)).toBe(true);
    expect((await listSessions(mine)).list.map((session) => session.ip)).toEqual(['198.51.100.20']);

    const [entry] = await auditActions(mine);
    expect(entry).toMatchObject({ operator: merchant.username, ip: '203.0.113.10', target: '198.51.100.21', before: { ip: '198.51.100.21', device: 'Safari 17 · iOS' }, after: null });

    // Ending it again is "not found", and changes nothing.
    expect((await server.call(endpoints.sessionRevoke.path, { id: target.id }, { token: mine })).body).toMatchObject({
      code: 4004,
      detail: 'This session does not exist or has already ended.',
    });
    expect(await auditActions(mine)).toHaveLength(1);
  });

  it('answers "not found" for a session that ended by itself (idle), and records nothing', async () => {
    const merchant = await server.createMerchant();
    const idle = await signInFrom(merchant, '198.51.100.19');
    const idleId = (await listSessions(idle)).list[0]!.id;
    server.clock.advance(minutes(31));
    const mine = await signInFrom(merchant, '198.51.100.18');
    expect((await server.call(endpoints.sessionRevoke.path, { id: idleId }, { token: mine })).body.code).toBe(4004);
    expect(await auditActions(mine)).toHaveLength(0);
  });

  it('cannot end another merchant’s session', async () => {
    const merchant = await server.createMerchant();
    const stranger = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.22');
    const theirs = await signInFrom(stranger, '198.51.100.23');
    const theirId = (await listSessions(theirs)).list[0]!.id;

    const answer = await server.call(endpoints.sessionRevoke.path, { id: theirId }, { token: mine });
    expect(answer.body.code).toBe(4004);
    expect(await isLive(theirs)).toBe(true);
    expect(await auditActions(mine)).toHaveLength(0);
  });

  it('refuses a malformed id and changes nothing', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.24');
    const other = await signInFrom(merchant, '198.51.100.25');
    for (const id of ['1', -1, 1.5, null]) {
      const answer = await server.call(endpoints.sessionRevoke.path, { id }, { token: mine });
      expect(answer.body).toMatchObject({ code: 4000, data: { field: 'id' } });
    }
    expect(await isLive(other)).toBe(true);
  });

  it('ends every other session and keeps the caller’s', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.26');
    const others = [await signInFrom(merchant, '198.51.100.27'), await signInFrom(merchant, '198.51.100.28')];
    const stranger = await signInFrom(await server.createMerchant(), '198.51.100.29');

    const answer = await server.call<{ count: number }>(endpoints.sessionRevokeOthers.path, {}, { token: mine });
    expect(answer.body).toMatchObject({ code: 200, data: { count: 2 } });
    for (const token of others) expect(await isLive(token)).toBe(false);
    expect(await isLive(mine)).toBe(true);
    expect(await isLive(stranger)).toBe(true);
    expect((await auditActions(mine)).map((entry) => entry.target).sort()).toEqual(['198.51.100.27', '198.51.100.28']);
  });

  it('a password change ends the other sessions of the operator', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.30');
    const other = await signInFrom(merchant, '198.51.100.31');
    const answer = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword(merchant.password),
        new_password: await server.encryptPassword('Another-pass-2'),
        confirm_password: await server.encryptPassword('Another-pass-2'),
      },
      { token: mine },
    );
    expect(answer.body.code).toBe(200);
    expect(await isLive(other)).toBe(false);
    expect(await isLive(mine)).toBe(true);
    expect((await auditActions(mine)).map((entry) => entry.target)).toEqual(['198.51.100.31']);
  });

  it('an authenticator change ends the other sessions of the operator', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.32');
    const other = await signInFrom(merchant, '198.51.100.33');
    const offered = await server.call<ResponseOf<'getGoogleSecret'>>(endpoints.getGoogleSecret.path, {}, { token: mine });
    const { secret } = offered.body.data;
    const currentCode = server.freshCode(merchant.totpSecret);
    const answer = await server.call(
      endpoints.updateGoogleSecret.path,
      { secret, google_code: currentCode, new_google_code: totpCode(secret, server.clock.now()) },
      { token: mine },
    );
    expect(answer.body.code).toBe(200);
    expect(await isLive(other)).toBe(false);
    expect(await isLive(mine)).toBe(true);
  });

  it('a failed password change ends nothing', async () => {
    const merchant = await server.createMerchant();
    const mine = await signInFrom(merchant, '198.51.100.34');
    const other = await signInFrom(merchant, '198.51.100.35');
    const answer = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword('Wrong-pass-9'),
        new_password: await server.encryptPassword('Another-pass-2'),
        confirm_password: await server.encryptPassword('Another-pass-2'),
      },
      { token: mine },
    );
    expect(answer.body.code).toBe(4000);
    expect(await isLive(other)).toBe(true);
  });
});

describe('a whitelist change', () => {
  const addEntry = (token: string, ip: string) =>
    server.call<ResponseOf<'whitelistAdd'>>(endpoints.whitelistAdd.path, { ip }, from(token));

  it('ends the sessions signed in from an address the list no longer admits, its own caller’s included', async () => {
    const merchant = await server.createMerchant();
    const office = await signInFrom(merchant, '198.51.100.40');
    await server.stepUp(merchant, office, { ip: '198.51.100.40' });
    const cafe = await signInFrom(merchant, '198.51.100.41');
    const home = await signInFrom(merchant, '2001:db8::5');
    const stranger = await signInFrom(await server.createMerchant(), '198.51.100.41');

    // The first entry admits the office only: the others end, another merchant's sessions do not.
    const added = await addEntry(office, '198.51.100.40');
    expect(added.body.code).toBe(200);
    expect(await isLive(office)).toBe(true);
    expect(await isLive(cafe)).toBe(false);
    expect(await isLive(home)).toBe(false);
    expect(await isLive(stranger)).toBe(true);
    expect((await auditActions(office)).map((entry) => entry.target).sort()).toEqual(['198.51.100.41', '2001:db8::5']);

    // An address written another way in the list still admits the sessions signed in from it.
    expect((await addEntry(office, '2001:DB8:0::5')).body.code).toBe(200);
    const homeAgain = await signInFrom(merchant, '2001:db8::5');
    expect((await addEntry(office, '198.51.100.99')).body.code).toBe(200);
    expect(await isLive(homeAgain)).toBe(true);

    // Removing the office's entry while others remain ends the office's sessions, the caller's included.
    const removed = await server.call(endpoints.whitelistDelete.path, { id: added.body.data.id }, { token: office, ip: '198.51.100.40' });
    expect(removed.body.code).toBe(200);
    expect(await isLive(office)).toBe(false);
    expect(await isLive(homeAgain)).toBe(true);
  });

  it('an empty list admits every address, so emptying it ends nothing', async () => {
    const merchant = await server.createMerchant();
    const office = await signInFrom(merchant, '198.51.100.50');
    await server.stepUp(merchant, office, { ip: '198.51.100.50' });
    const added = await addEntry(office, '198.51.100.50');
    const cafe = await signInFrom(merchant, '198.51.100.50');
    expect((await server.call(endpoints.whitelistDelete.path, { id: added.body.data.id }, from(office))).body.code).toBe(200);
    expect(await isLive(office)).toBe(true);
    expect(await isLive(cafe)).toBe(true);
  });
});
