import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { rechargeOrders, userWithdrawals, walletUsers } from '../db/schema';
import { balancesOf, walletUserOwner } from '../ledger/ledger';
import { tokenOfLink } from '../testing/enrolment';
import { useTestServer } from '../testing/harness';
import { newWalletUser, topUpUser } from '../testing/ledger';
import { opsSecretHeader } from './opsSecret';

// Not a demo start (the harness's default): the commands that make money out of nothing refuse here.
const server = useTestServer();

/** The console's enrolment page, in short: the link's secret, a password, a code of the secret. */
async function enrolThroughLink(link: string, password: string) {
  const token = tokenOfLink(link);
  const detail = await server.call<{ secret: string }>(endpoints.enrolmentDetail.path, { token });
  const encrypted = await server.encryptPassword(password);
  const done = await server.call(endpoints.enrolmentComplete.path, { token, password: encrypted, confirm_password: encrypted, google_code: server.freshCode(detail.body.data.secret) });
  if (done.body.code !== 200) throw new Error(JSON.stringify(done.body));
  return { totpSecret: detail.body.data.secret };
}

async function ops<T = Record<string, string>>(
  command: string,
  args: string[] = [],
  options: Record<string, string> = {},
  request: { remoteAddress?: string; secret?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...request.headers };
  const secret = request.secret === undefined ? server.opsSecret : request.secret;
  if (secret !== null) headers[opsSecretHeader] = secret;
  const response = await server.app.inject({
    method: 'POST',
    url: `/platform/${command}`,
    headers,
    payload: { args, options },
    remoteAddress: request.remoteAddress ?? '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json() as { code: number; detail: string; data: T } };
}

const refused = { code: 4003, msg: 'forbidden', detail: 'Platform operations are accepted only from this machine, with the ops secret.', data: null };

describe('the platform endpoint', () => {
  it('refuses callers that are not on this machine, even with the secret', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.1', '::ffff:192.0.2.1']) {
      const answer = await ops('maintenance', [], {}, { remoteAddress });
      expect(answer).toEqual({ status: 403, body: refused });
    }
  });

  it('refuses a wrong or missing secret, and requests that came through a proxy', async () => {
    expect((await ops('maintenance', [], {}, { secret: 'guess' })).body).toEqual(refused);
    expect((await ops('maintenance', [], {}, { secret: null })).body).toEqual(refused);
    expect((await ops('maintenance', [], {}, { headers: { 'x-forwarded-for': '203.0.113.9' } })).body).toEqual(refused);
  });

  it('accepts loopback over IPv4 and IPv6 with the secret', async () => {
    expect((await ops('maintenance', [], {}, { remoteAddress: '::1' })).body).toMatchObject({ code: 200, data: { maintenance: 'off' } });
    expect((await ops('maintenance', [], {}, { remoteAddress: '::ffff:127.0.0.1' })).body.code).toBe(200);
  });

  it('lists its commands and refuses unknown ones and bad arguments', async () => {
    const list = await server.app.inject({ method: 'POST', url: '/platform', headers: { [opsSecretHeader]: server.opsSecret }, remoteAddress: '127.0.0.1' });
    expect(list.json().data.commands.map((command: { name: string }) => command.name)).toEqual([
      'create-merchant',
      'invite-operator',
      'reset-password',
      'reset-authenticator',
      'suspend',
      'resume',
      'set-kyc',
      'set-time-zone',
      'create-staff',
      'reset-staff',
      'set-staff-contact',
      'kyc-submissions',
      'approve-kyc',
      'reject-kyc',
      'publish-announcement',
      'support-tickets',
      'reply-ticket',
      'maintenance',
      'pending-reviews',
      'approve-usdt-recharge',
      'reject-usdt-recharge',
      'approve-usdt-withdrawal',
      'reject-usdt-withdrawal',
      'approve-fiat-withdrawal',
      'reject-fiat-withdrawal',
      'create-wallet-user',
      'top-up-user',
      'create-paid-order',
      'pay-order',
      'scan-order',
      'last-code',
      'create-user-withdrawal',
      'set-usdt-rate',
      'add-deposit-addresses',
      'deposit-addresses',
      'purge-idempotency-keys',
      'backup',
    ]);
    expect((await ops('launch-rockets')).body).toMatchObject({ code: 4004, detail: 'Unknown platform command: launch-rockets.' });
    expect((await ops('maintenance', ['sideways'])).body).toMatchObject({ code: 4000, detail: expect.stringContaining('state') });
    expect((await ops('maintenance', ['on', 'extra'])).body.code).toBe(4000);
  });
});

describe('platform commands', () => {
  it('create-merchant prints a one-time link, never a password or an authenticator, and the operator cannot sign in before using it', async () => {
    const created = await ops('create-merchant', ['newshop'], { name: 'New Shop', type: 'advanced' });
    expect(created.body.code).toBe(200);
    expect(Object.keys(created.body.data).sort()).toEqual(['link', 'link_expires', 'merchant_id', 'username']);
    expect(created.body.data.link).toMatch(/^http:\/\/localhost:8080\/Enrol#[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(created.body)).not.toMatch(/otpauth|secret=|password/i);
    const { merchant_id: merchantId } = created.body.data;
    const merchant = { username: 'newshop', password: 'Newshop-pass-1' };
    const { totpSecret } = await enrolThroughLink(created.body.data.link ?? '', merchant.password);
    const token = await server.signIn({ merchantId: Number(merchantId), userId: 0, ...merchant, totpSecret });
    const detail = await server.call(endpoints.accountDetail.path, {}, { token });
    expect(detail.body.data).toMatchObject({ name: 'New Shop', account_type: 'advanced', merchant_id: merchantId });

    expect((await ops('create-merchant', ['NewShop'])).body).toMatchObject({ code: 4009, detail: 'The username newshop is already taken.' });
  });

  it('reset-authenticator stops the old authenticator and the sessions at once, and answers a link, not a secret', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const reset = await ops('reset-authenticator', [merchant.username]);
    expect(Object.keys(reset.body.data).sort()).toEqual(['link', 'link_expires', 'merchant_id', 'username']);
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).status).toBe(401);
    expect((await server.login(merchant)).body.code).toBe(4001);
    const { totpSecret } = await enrolThroughLink(reset.body.data.link ?? '', 'Reset-pass-22');
    expect((await server.login({ ...merchant, password: 'Reset-pass-22', totpSecret })).body.code).toBe(200);
  });

  it('suspend and resume, by username or merchant ID', async () => {
    const merchant = await server.createMerchant();
    expect((await ops('suspend', [String(merchant.merchantId)])).body).toMatchObject({ code: 200, data: { status: 'suspended' } });
    expect((await server.login(merchant)).body.code).toBe(512);
    expect((await ops('resume', [merchant.username])).body).toMatchObject({ code: 200, data: { status: 'normal' } });
    expect((await server.login(merchant)).body.code).toBe(200);
    expect((await ops('suspend', ['no-such-merchant'])).body).toMatchObject({ code: 4004, detail: 'No merchant has the username or ID no-such-merchant.' });
  });

  it('set-kyc changes the KYC state the account detail shows', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    expect((await ops('set-kyc', [merchant.username, 'verified'])).body).toMatchObject({ code: 200, data: { kyc_status: 'verified' } });
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.data).toMatchObject({ kyc_status: 'verified' });
    expect((await ops('set-kyc', [merchant.username, 'maybe'])).body.code).toBe(4000);
  });

  it('maintenance on answers 511 to merchants while the platform endpoint keeps working; off ends it', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    expect((await ops('maintenance', ['on'])).body.data).toEqual({ maintenance: 'on' });
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.code).toBe(511);
    expect((await ops('maintenance')).body.data).toEqual({ maintenance: 'on' });
    expect((await ops('maintenance', ['off'])).body.data).toEqual({ maintenance: 'off' });
    expect((await server.call(endpoints.accountDetail.path, {}, { token })).body.code).toBe(200);
  });

  it('refuses the commands that make money or orders out of nothing, or spend a payer’s money, outside demo mode, changing nothing', async () => {
    const merchant = await server.createMerchant();
    const uid = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, uid, 'CNY', '50', server.clock.now());
    const calls: [string, string[], Record<string, string>][] = [
      ['create-wallet-user', ['U88001'], { nickname: 'Made up' }],
      ['top-up-user', [uid], { coin: 'CNY', amount: '1000' }],
      ['create-paid-order', [merchant.username], { payer: uid, coin: 'CNY', amount: '10' }],
      ['create-user-withdrawal', [merchant.username], { user: uid, coin: 'CNY', amount: '10' }],
      ['pay-order', ['ord_000000000000000000000000'], { payer: uid }],
    ];
    for (const [command, args, options] of calls) {
      const refusedCall = await ops(command, args, options);
      expect(refusedCall.body, command).toMatchObject({
        code: 4003,
        detail: `demo mode only: ${command} makes money or orders out of nothing or spends a payer’s money without their consent, so only a demo start (KASSA_DEMO=true) runs it. Nothing was changed.`,
      });
    }
    const inVietnamese = await ops('top-up-user', [uid], { coin: 'CNY', amount: '1000' }, { headers: { language: 'vi' } });
    expect(inVietnamese.body.detail).toMatch(/^Chỉ ở chế độ demo: top-up-user/);
    expect(await server.db.select().from(walletUsers).where(eq(walletUsers.uid, 'U88001'))).toEqual([]);
    expect((await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('50.00');
    expect(await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.merchantId, merchant.merchantId))).toEqual([]);
    expect(await server.db.select().from(userWithdrawals).where(eq(userWithdrawals.merchantId, merchant.merchantId))).toEqual([]);
    // The help says so beside each of them.
    const list = await server.app.inject({ method: 'POST', url: '/platform', headers: { [opsSecretHeader]: server.opsSecret }, remoteAddress: '127.0.0.1' });
    const summaries = (list.json().data.commands as { name: string; summary: string }[]).filter((command) => command.summary.endsWith('(demo mode only)'));
    expect(summaries.map((command) => command.name)).toEqual(['create-wallet-user', 'top-up-user', 'create-paid-order', 'pay-order', 'create-user-withdrawal']);
  });
});
