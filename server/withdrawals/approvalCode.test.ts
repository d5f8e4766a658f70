import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';

/**
 * Approving a user withdrawal above the coin's approval code threshold takes the step-up (the authenticator code, or
 * the session's open step-up window); while no threshold is set, every approval takes it.
 */
// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Limits = ResponseOf<'reviewFreeLimitQuery'>;
type Row = ResponseOf<'withdrawalRecordQuery'>['list'][number];
type Balance = { coin_name: string; available_asset: string; freeze_asset: string };

async function merchantWithMoney(): Promise<{ merchant: TestMerchant; token: string; uid: string }> {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  return { merchant, token: await server.signIn(merchant), uid: await newWalletUser(server.db, server.clock.now()) };
}

async function request(merchant: TestMerchant, uid: string, amount: string): Promise<string> {
  const answer = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: uid, coin: 'CNY', amount });
  return answer.body.data.order_id;
}

/** Sets CNY's threshold (the review-free limit stays 0) through the limit page's call. */
function setThreshold(merchant: TestMerchant, token: string, above: string | null | undefined, code = server.freshCode(merchant.totpSecret)) {
  const entry = above === undefined ? { coin_name: 'CNY', limit_amount: '0' } : { coin_name: 'CNY', limit_amount: '0', approval_code_above: above };
  return server.call<Limits>(endpoints.reviewFreeLimitUpdate.path, { list: [entry], google_code: code }, { token });
}

async function cnyThreshold(token: string) {
  const answer = await server.call<Limits>(endpoints.reviewFreeLimitQuery.path, {}, { token });
  return answer.body.data.list.find((row) => row.coin_name === 'CNY')?.approval_code_above;
}

async function rowOf(token: string, orderId: string): Promise<Row | undefined> {
  const answer = await server.call<{ list: Row[] }>(endpoints.withdrawalRecordQuery.path, { keyword: orderId }, { token });
  return answer.body.data.list[0];
}

async function cnyBalance(token: string): Promise<Balance | undefined> {
  const answer = await server.call<{ list: Balance[] }>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
  return answer.body.data.list[0];
}

async function thresholdAudits(token: string) {
  const answer = await server.call<{ list: { action: string; target: string | null; before: unknown; after: unknown }[] }>(
    endpoints.auditLogQuery.path,
    { page_size: 100 },
    { token },
  );
  return answer.body.data.list.filter((entry) => entry.action === 'approval_code_threshold');
}

const approve = (token: string, orderId: string, code?: string, key?: string) =>
  server.moneyCall<Row>(endpoints.withdrawalApprove.path, code === undefined ? { order_id: orderId } : { order_id: orderId, google_code: code }, { token, key });

describe('approval code threshold', () => {
  it('is unset at first, set and cleared with the authenticator code, audited on each change', async () => {
    const { merchant, token } = await merchantWithMoney();
    expect(await cnyThreshold(token)).toBeNull();

    const withoutCode = await server.call(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', limit_amount: '0', approval_code_above: '100' }] }, { token });
    expect(withoutCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const wrongCode = await setThreshold(merchant, token, '100', '000000');
    expect(wrongCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const negative = await setThreshold(merchant, token, '-1');
    expect(negative.body).toMatchObject({ code: 4000, data: { field: 'list.0.approval_code_above' } });
    expect(await cnyThreshold(token)).toBeNull();

    const set = await setThreshold(merchant, token, '100');
    expect(set.body.code).toBe(200);
    expect(set.body.data.list.find((row) => row.coin_name === 'CNY')).toMatchObject({ approval_code_above: '100.00', limit_amount: '0.00' });
    // Changing only the review-free limit leaves the threshold as it is, and writes no threshold record.
    expect((await setThreshold(merchant, token, undefined)).body.code).toBe(200);
    expect(await cnyThreshold(token)).toBe('100.00');
    expect((await setThreshold(merchant, token, null)).body.code).toBe(200);
    expect(await cnyThreshold(token)).toBeNull();

    const audits = await thresholdAudits(token);
    expect(audits.map((entry) => [entry.target, entry.before, entry.after])).toEqual([
      ['CNY', { approval_code_above: '100.00' }, { approval_code_above: null }],
      ['CNY', { approval_code_above: null }, { approval_code_above: '100.00' }],
    ]);
  });

  it('above the threshold: no code or a wrong code is refused and changes nothing; the right code approves', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    await setThreshold(merchant, token, '100');
    const orderId = await request(merchant, uid, '100.01');
    expect(await rowOf(token, orderId)).toMatchObject({ order_status: 'pending', needs_code: true });

    // Past the step-up window the threshold's code opened.
    server.clock.advance(6 * 60_000);
    const missing = await approve(token, orderId);
    expect(missing.body).toMatchObject({ code: 4000, detail: 'Enter the code of your authenticator app to confirm this change.', data: { field: 'google_code' } });
    const wrong = await approve(token, orderId, '000000');
    expect(wrong.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    expect(await rowOf(token, orderId)).toMatchObject({ order_status: 'pending', audit: null });
    expect(await cnyBalance(token)).toMatchObject({ available_asset: '899.99', freeze_asset: '100.01' });

    const approved = await approve(token, orderId, server.freshCode(merchant.totpSecret));
    expect(approved.body).toMatchObject({ code: 200, data: { order_status: 'approved', audit: merchant.username } });
    expect(await rowOf(token, orderId)).toMatchObject({ order_status: 'approved', needs_code: false });
    expect(await cnyBalance(token)).toMatchObject({ available_asset: '899.99', freeze_asset: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('a wrong code counts towards the lockout, though the approval rolls back', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    await setThreshold(merchant, token, '10');
    const orderId = await request(merchant, uid, '50');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await approve(token, orderId, '000000')).body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    }
    const locked = await approve(token, orderId, server.freshCode(merchant.totpSecret));
    expect(locked.body.code).toBe(4002);
    expect(await rowOf(token, orderId)).toMatchObject({ order_status: 'pending' });
  });

  it('with no threshold every approval takes the step-up; at or below a threshold, none', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const unset = await request(merchant, uid, '500');
    expect(await rowOf(token, unset)).toMatchObject({ needs_code: true });
    expect((await approve(token, unset)).body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.stepUpRequired' } });
    expect((await approve(token, unset, server.freshCode(merchant.totpSecret))).body).toMatchObject({ code: 200, data: { order_status: 'approved' } });

    await setThreshold(merchant, token, '100');
    server.clock.advance(6 * 60_000);
    const atThreshold = await request(merchant, uid, '100');
    const below = await request(merchant, uid, '99.99');
    for (const orderId of [atThreshold, below]) {
      expect(await rowOf(token, orderId)).toMatchObject({ needs_code: false });
      expect((await approve(token, orderId)).body).toMatchObject({ code: 200, data: { order_status: 'approved' } });
    }
  });

  it('a retry with the same Idempotency-Key replays the approval without a new code', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    await setThreshold(merchant, token, '10');
    const orderId = await request(merchant, uid, '60');
    const code = server.freshCode(merchant.totpSecret);
    const first = await approve(token, orderId, code, 'approve-code-retry');
    const retry = await approve(token, orderId, code, 'approve-code-retry');
    expect(first.body.code).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await cnyBalance(token)).toMatchObject({ available_asset: '940.00', freeze_asset: '0.00' });
  });
});
