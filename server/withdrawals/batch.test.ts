import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { merchantUsers } from '../db/schema';
import { totpCode, useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Batch = ResponseOf<'withdrawalBatchApprove'>;
type Balance = { coin_name: string; available_asset: string; freeze_asset: string };

async function merchantWithMoney(): Promise<{ merchant: TestMerchant; token: string; uid: string }> {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  await creditMerchant(server.db, merchant.merchantId, 'USDT', '500', server.clock.now());
  return { merchant, token: await server.signIn(merchant), uid: await newWalletUser(server.db, server.clock.now()) };
}

/** A wallet user's pending request, as `npm run ops -- create-user-withdrawal` makes it: its order number. */
async function request(merchant: TestMerchant, uid: string, amount: string, coin = 'CNY'): Promise<string> {
  const answer = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: uid, coin, amount });
  return answer.body.data.order_id;
}

async function balance(token: string, coin: string): Promise<Balance | undefined> {
  const answer = await server.call<{ list: Balance[] }>(endpoints.assetQuery.path, { coin_name: coin }, { token });
  return answer.body.data.list[0];
}

async function statusOf(token: string, orderId: string) {
  const answer = await server.call<{ list: { order_status: string; remark: string | null }[] }>(endpoints.withdrawalRecordQuery.path, { keyword: orderId }, { token });
  return answer.body.data.list[0];
}

async function auditActions(token: string) {
  const answer = await server.call<{ list: { action: string; target: string | null }[] }>(endpoints.auditLogQuery.path, { page_size: 100 }, { token });
  return answer.body.data.list.filter((entry) => entry.action.startsWith('withdrawal_'));
}

const outcomes = (batch: Batch) => Object.fromEntries(batch.list.map((entry) => [entry.order_id, entry.outcome]));

describe('batch review of user withdrawals', () => {
  it('approves the pending orders at once, reports the others as they are, pays each once and audits each', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const first = await request(merchant, uid, '100');
    const second = await request(merchant, uid, '50');
    const inUsdt = await request(merchant, uid, '20', 'USDT');
    const reviewed = await request(merchant, uid, '10');
    await server.moneyCall(endpoints.withdrawalReject.path, { order_id: reviewed, reason: 'Duplicate' }, { token });

    const answer = await server.moneyCall<Batch>(
      endpoints.withdrawalBatchApprove.path,
      { order_ids: [first, second, inUsdt, reviewed, 'WD-NOT-THERE', first], google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(answer.body.code).toBe(200);
    // Each order number once, whatever the request repeated.
    expect(answer.body.data.list).toHaveLength(5);
    expect(outcomes(answer.body.data)).toEqual({
      [first]: 'approved',
      [second]: 'approved',
      [inUsdt]: 'approved',
      [reviewed]: 'already_reviewed',
      'WD-NOT-THERE': 'not_found',
    });
    const approvedOrder = answer.body.data.list.find((entry) => entry.order_id === first)?.order;
    expect(approvedOrder).toMatchObject({ order_status: 'approved', audit: merchant.username });
    expect(answer.body.data.list.find((entry) => entry.order_id === reviewed)?.order).toMatchObject({ order_status: 'rejected', remark: 'Duplicate' });

    // 1000 − 100 − 50 − 10 (rejected, back) = 850 available, nothing frozen.
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: '850.00', freeze_asset: '0.00' });
    expect(await balance(token, 'USDT')).toMatchObject({ available_asset: '480.000000', freeze_asset: '0.000000' });
    const audited = await auditActions(token);
    expect(audited.filter((entry) => entry.action === 'withdrawal_approve').map((entry) => entry.target).sort()).toEqual([first, second, inUsdt].sort());
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('rejects with one reason for all and returns the frozen amounts', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const orders = [await request(merchant, uid, '30'), await request(merchant, uid, '40')];
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: '930.00', freeze_asset: '70.00' });

    const answer = await server.moneyCall<Batch>(
      endpoints.withdrawalBatchReject.path,
      { order_ids: orders, reason: 'Name does not match', google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(answer.body.data.list.map((entry) => entry.outcome)).toEqual(['rejected', 'rejected']);
    for (const orderId of orders) expect(await statusOf(token, orderId)).toMatchObject({ order_status: 'rejected', remark: 'Name does not match' });
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: '1000.00', freeze_asset: '0.00' });
    expect((await auditActions(token)).filter((entry) => entry.action === 'withdrawal_reject')).toHaveLength(2);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('a wrong or missing code, no orders, too many orders or no reason change nothing', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const orderId = await request(merchant, uid, '25');
    const tooMany = Array.from({ length: 101 }, (_, index) => `WD${index}`);
    const cases: [string, Record<string, unknown>, string][] = [
      [endpoints.withdrawalBatchApprove.path, { order_ids: [orderId], google_code: '000000' }, 'google_code'],
      [endpoints.withdrawalBatchApprove.path, { order_ids: [orderId] }, 'google_code'],
      [endpoints.withdrawalBatchApprove.path, { order_ids: [], google_code: '123456' }, 'order_ids'],
      [endpoints.withdrawalBatchApprove.path, { order_ids: tooMany, google_code: '123456' }, 'order_ids'],
      [endpoints.withdrawalBatchReject.path, { order_ids: [orderId], google_code: '123456' }, 'reason'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await server.moneyCall(path, body, { token });
      expect(answer.body, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 4000, data: { field } });
    }
    expect(await statusOf(token, orderId)).toMatchObject({ order_status: 'pending' });
    expect(await balance(token, 'CNY')).toMatchObject({ freeze_asset: '25.00' });
  });

  it('a wrong code counts towards the sign-in lockout, though the call rolls back', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const orderId = await request(merchant, uid, '5');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await server.moneyCall(endpoints.withdrawalBatchApprove.path, { order_ids: [orderId], google_code: '000000' }, { token });
      expect(refused.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    }
    // Five failures reach the account's limit: even the right code is now refused until the lock ends.
    const locked = await server.moneyCall(endpoints.withdrawalBatchApprove.path, { order_ids: [orderId], google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(locked.body.code).toBe(4002);
    expect(await statusOf(token, orderId)).toMatchObject({ order_status: 'pending' });
  });

  it('a retry with the same Idempotency-Key answers the first result and spends nothing again', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    const orderId = await request(merchant, uid, '60');
    const body = { order_ids: [orderId], google_code: server.freshCode(merchant.totpSecret) };
    const first = await server.moneyCall<Batch>(endpoints.withdrawalBatchApprove.path, body, { token, key: 'batch-retry-1' });
    const retry = await server.moneyCall<Batch>(endpoints.withdrawalBatchApprove.path, body, { token, key: 'batch-retry-1' });
    expect(retry.body).toEqual(first.body);
    expect(outcomes(retry.body.data)).toEqual({ [orderId]: 'approved' });
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: '940.00', freeze_asset: '0.00' });
    // A new key with the code already spent is refused.
    const again = await server.moneyCall(endpoints.withdrawalBatchApprove.path, body, { token });
    expect(again.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
  });

  it('two batches racing over the same orders resolve each order once and conserve the money', async () => {
    const { merchant, token, uid } = await merchantWithMoney();
    // A second operator of the same merchant (same password and authenticator), so both batches carry a fresh code.
    const [operator] = await server.db.select().from(merchantUsers).where(eq(merchantUsers.username, merchant.username));
    if (!operator) throw new Error('no operator');
    const colleague = { ...merchant, username: `${merchant.username}_2` };
    await server.db.insert(merchantUsers).values({
      merchantId: merchant.merchantId,
      username: colleague.username,
      passwordHash: operator.passwordHash,
      totpSecret: operator.totpSecret,
      createdAt: server.clock.now(),
    });
    const colleagueToken = await server.signIn(colleague);
    const orders: string[] = [];
    for (const amount of ['10', '20', '30', '40', '50', '60']) orders.push(await request(merchant, uid, amount));
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: '790.00', freeze_asset: '210.00' });

    server.clock.advance(30_000);
    const code = totpCode(merchant.totpSecret, server.clock.now());
    const [approved, rejected] = await Promise.all([
      server.moneyCall<Batch>(endpoints.withdrawalBatchApprove.path, { order_ids: orders, google_code: code }, { token }),
      server.moneyCall<Batch>(endpoints.withdrawalBatchReject.path, { order_ids: [...orders].reverse(), reason: 'Race', google_code: code }, { token: colleagueToken }),
    ]);
    expect([approved.body.code, rejected.body.code]).toEqual([200, 200]);

    const byApproval = outcomes(approved.body.data);
    const byRejection = outcomes(rejected.body.data);
    let paid = 0;
    let returned = 0;
    for (const [index, orderId] of orders.entries()) {
      const amount = (index + 1) * 10;
      const resolvedBy = [byApproval[orderId], byRejection[orderId]].filter((outcome) => outcome !== 'already_reviewed');
      // Exactly one of the two batches resolved it; the other saw it reviewed.
      expect(resolvedBy, orderId).toHaveLength(1);
      const status = (await statusOf(token, orderId))?.order_status;
      expect(status).toBe(resolvedBy[0]);
      if (status === 'approved') paid += amount;
      else returned += amount;
    }
    expect(paid + returned).toBe(210);
    expect(await balance(token, 'CNY')).toMatchObject({ available_asset: `${790 + returned}.00`, freeze_asset: '0.00' });
    expect(await auditActions(token)).toHaveLength(orders.length);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
