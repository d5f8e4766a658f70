import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { setMerchantKyc } from '../account/repository';
import { sessions } from '../db/schema';
import { minutes, useTestServer } from '../testing/harness';

const server = useTestServer();

const unauthorized = {
  code: 401,
  msg: 'unauthorized',
  detail: 'Please sign in: your session is missing, has expired or has ended.',
  data: null,
};

const detail = (token?: string) => server.call(endpoints.accountDetail.path, {}, token ? { token } : {});

describe('sessions', () => {
  it('answers 401 (HTTP and body) without a token or with an unknown one', async () => {
    for (const answer of [await detail(), await detail('not-a-token'), await detail('Bearer ')]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(unauthorized);
    }
  });

  it('accepts the token as it is and as a Bearer token', async () => {
    const token = await server.signIn(await server.createMerchant());
    expect((await detail(token)).body.code).toBe(200);
    expect((await detail(`Bearer ${token}`)).body.code).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await server.signIn(await server.createMerchant());
    const stored = await server.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('ends after 30 minutes without a call, and not while calls keep coming', async () => {
    const token = await server.signIn(await server.createMerchant());
    for (let step = 0; step < 4; step += 1) {
      server.clock.advance(minutes(25));
      expect((await detail(token)).body.code).toBe(200);
    }
    server.clock.advance(minutes(31));
    expect(await detail(token)).toMatchObject({ status: 401, body: unauthorized });
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const token = await server.signIn(await server.createMerchant());
    for (let elapsed = 0; elapsed < 11 * 60 + 40; elapsed += 20) {
      server.clock.advance(minutes(20));
      expect((await detail(token)).body.code).toBe(200);
    }
    server.clock.advance(minutes(20));
    expect(await detail(token)).toMatchObject({ status: 401, body: unauthorized });
  });

  it('logout revokes the token and leaves the other sessions alone', async () => {
    const merchant = await server.createMerchant();
    const first = await server.signIn(merchant);
    const second = await server.signIn(merchant);
    const logout = await server.call(endpoints.logout.path, {}, { token: first });
    expect(logout.body).toEqual({ code: 200, msg: 'ok', detail: '', data: null });
    expect(await detail(first)).toMatchObject({ status: 401, body: unauthorized });
    expect((await server.call(endpoints.logout.path, {}, { token: first })).status).toBe(401);
    expect((await detail(second)).body.code).toBe(200);
  });

  it('answers 401 before looking at the body', async () => {
    const answer = await server.call(endpoints.whitelistAdd.path, { ip: 'not an ip' });
    expect(answer.body.code).toBe(401);
  });
});

describe('check_update_mch', () => {
  it('says whether the account changed since the update_time the console holds', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const detailAnswer = await server.call<{ update_time: string }>(endpoints.accountDetail.path, {}, { token });
    const held = detailAnswer.body.data.update_time;

    const unknown = await server.call(endpoints.checkUpdateMch.path, {}, { token });
    expect(unknown.body.data).toEqual({ changed: true, update_time: held });
    const same = await server.call(endpoints.checkUpdateMch.path, { update_time: held }, { token });
    expect(same.body.data).toEqual({ changed: false, update_time: held });

    server.clock.advance(minutes(1));
    await setMerchantKyc(server.db, merchant.merchantId, 'verified', server.clock.now());
    const after = await server.call<{ changed: boolean; update_time: string }>(endpoints.checkUpdateMch.path, { update_time: held }, { token });
    expect(after.body.data.changed).toBe(true);
    expect(after.body.data.update_time).toBe(server.clock.now().toISOString());
  });
});
