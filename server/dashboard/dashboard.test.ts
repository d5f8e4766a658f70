import { and, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { fundFlows } from '../db/schema';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, newWalletUser, sumOf, topUpUser } from '../testing/ledger';
import { decimal } from '../ledger/money';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Stats = ResponseOf<'dashboardStats'>;
type Figures = Stats['markets'][number]['today'];
type AuditPage = ResponseOf<'auditLogQuery'>;

/** Moves the server's clock to an instant (backwards too): the seeded day is laid out at exact hours. */
function setClock(iso: string) {
  server.clock.advance(new Date(iso).getTime() - server.clock.now().getTime());
}

async function stats(token: string, days: 7 | 30 | 90 = 7) {
  const answer = await server.call<Stats>(endpoints.dashboardStats.path, { days }, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

/** The money figures of one coin between two instants, summed here from the merchant's fund-flow rows. */
async function independentFigures(merchantId: number, coin: string, decimals: number, from: string, to: string) {
  const rows = await server.db
    .select()
    .from(fundFlows)
    .where(and(eq(fundFlows.merchantId, merchantId), eq(fundFlows.coinCode, coin), gte(fundFlows.createdAt, new Date(from)), lt(fundFlows.createdAt, new Date(to))));
  const ofType = (type: string) => rows.filter((row) => row.transactionType === type);
  const beforeFee = (type: string) => sumOf(ofType(type).flatMap((row) => [row.transactionNumber, row.charge]));
  const leftTheAccount = (type: string) =>
    sumOf(ofType(type).map((row) => decimal(row.availableBefore).plus(row.frozenBefore).minus(row.availableAfter).minus(row.frozenAfter)));
  return {
    recharge_amount: beforeFee('recharge').toFixed(decimals),
    withdrawal_amount: leftTheAccount('withdrawal').toFixed(decimals),
    fee_amount: sumOf(rows.map((row) => row.charge)).toFixed(decimals),
    usdt_recharge_amount: beforeFee('usdt_recharge').toFixed(decimals),
    usdt_withdrawal_amount: leftTheAccount('usdt_withdrawal').toFixed(decimals),
    rows: rows.length,
  };
}

const money = ({ recharge_amount, withdrawal_amount, fee_amount, usdt_recharge_amount, usdt_withdrawal_amount }: Figures) => ({
  recharge_amount,
  withdrawal_amount,
  fee_amount,
  usdt_recharge_amount,
  usdt_withdrawal_amount,
});

async function auditLog(token: string, body: Record<string, unknown> = {}) {
  const answer = await server.call<AuditPage>(endpoints.auditLogQuery.path, body, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

describe('dashboard figures, in the merchant’s day', () => {
  let merchant: TestMerchant;
  let token: string;

  it('equal the sums of the fund flow of a seeded day, today and yesterday in Asia/Shanghai', async () => {
    merchant = await server.createMerchant();
    expect((await server.ops('set-time-zone', [merchant.username, 'Asia/Shanghai'])).body).toMatchObject({ code: 200, data: { time_zone: 'Asia/Shanghai' } });
    const payer = await newWalletUser(server.db, server.clock.now());

    // Yesterday in Shanghai (2025-06-30, UTC 06-29 16:00 to 06-30 16:00).
    setClock('2025-06-30T10:00:00.000Z');
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '10000.00', server.clock.now());
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '40' });
    // Today in Shanghai (07-01 01:00), still 06-30 in UTC.
    setClock('2025-06-30T17:00:00.000Z');
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '300' });
    setClock('2025-07-01T02:00:00.000Z');
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '100' });
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '50', status: 'created' });
    setClock('2025-07-01T03:00:00.000Z');
    token = await server.signInSteppedUp(merchant);
    const approvedOrder = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: payer, coin: 'CNY', amount: '120' });
    await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: approvedOrder.body.data.order_id }, { token });
    await server.ops('create-user-withdrawal', [merchant.username], { user: payer, coin: 'CNY', amount: '80' });
    // Tomorrow in Shanghai (07-02 00:30): never today's.
    setClock('2025-07-01T16:30:00.000Z');
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '999' });

    setClock('2025-07-01T08:00:00.000Z');
    token = await server.signInSteppedUp(merchant);
    const answer = await stats(token);
    expect(answer).toMatchObject({
      merchant_id: String(merchant.merchantId),
      receiving_code: `${server.config.publicUrl}/wallet/pay?merchant=${merchant.merchantId}`,
      time_zone: 'Asia/Shanghai',
      today: '2025-07-01',
      yesterday: '2025-06-30',
      days: 7,
      period_start: '2025-06-24T16:00:00.000Z',
      pending: { user_withdrawals: 1, usdt_recharges: 0, usdt_withdrawals: 0, fiat_withdrawals: 0 },
    });
    const cny = answer.markets.find((market) => market.coin_name === 'CNY');
    if (!cny) throw new Error('no CNY market');

    const today = await independentFigures(merchant.merchantId, 'CNY', 2, '2025-06-30T16:00:00.000Z', '2025-07-01T16:00:00.000Z');
    const yesterday = await independentFigures(merchant.merchantId, 'CNY', 2, '2025-06-29T16:00:00.000Z', '2025-06-30T16:00:00.000Z');
    expect(today.rows).toBeGreaterThan(3);
    const { rows: _todayRows, ...todaySums } = today;
    const { rows: _yesterdayRows, ...yesterdaySums } = yesterday;
    expect(money(cny.today)).toEqual(todaySums);
    expect(money(cny.yesterday)).toEqual(yesterdaySums);
    // Today: 300 and 100 paid (recharge fee 0.6 %: 2.40), 120 paid out (fee 0.8 %: 0.96) and 80 frozen.
    expect(cny.today).toEqual({
      recharge_amount: '400.00',
      withdrawal_amount: '120.00',
      fee_amount: '3.36',
      usdt_recharge_amount: '0.00',
      usdt_withdrawal_amount: '0.00',
      order_count: 3,
      paid_order_count: 2,
      success_rate: '0.6667',
    });
    expect(cny.yesterday).toMatchObject({ recharge_amount: '40.00', usdt_recharge_amount: '5000.00', order_count: 1, paid_order_count: 1, success_rate: '1.0000' });
    expect(cny.period).toMatchObject({ recharge_amount: '440.00', usdt_recharge_amount: '5000.00', order_count: 4, paid_order_count: 3 });

    // The same figures as asset_flow/stats over the same instants.
    const flowStats = await server.call<ResponseOf<'fundFlowStats'>>(
      endpoints.fundFlowStats.path,
      { coin_name: 'CNY', start_time: '2025-06-30T16:00:00.000Z', end_time: '2025-07-01T16:00:00.000Z' },
      { token },
    );
    const { transactions: _transactions, coin_name: _coin, ...sameDay } = flowStats.body.data.list[0]!;
    expect(money(cny.today)).toEqual(sameDay);
  });

  it('lists every day of the period for every market, oldest first, with the days without movement', async () => {
    const answer = await stats(token, 30);
    expect(answer.period_start).toBe('2025-06-01T16:00:00.000Z');
    const cnyDays = answer.series.filter((day) => day.coin_name === 'CNY');
    expect(cnyDays).toHaveLength(30);
    expect(cnyDays[0]!.date).toBe('2025-06-02');
    expect(cnyDays.at(-1)).toEqual({ date: '2025-07-01', coin_name: 'CNY', ...answer.markets.find((market) => market.coin_name === 'CNY')!.today });
    expect(cnyDays.at(-3)).toMatchObject({ date: '2025-06-29', recharge_amount: '0.00', order_count: 0, success_rate: null });
    // Every open market of a new merchant is listed, each with its own decimals.
    expect(answer.markets.map((market) => [market.coin_name, market.decimals, market.enabled])).toEqual([
      ['USDT', 6, true],
      ['CNY', 2, true],
      ['USD', 2, true],
      ['VND', 0, true],
    ]);
    expect(answer.series).toHaveLength(4 * 30);
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const answer = await server.call(endpoints.dashboardStats.path, { days: 14 }, { token });
    expect(answer.body).toMatchObject({ code: 4000, data: { field: 'days' } });
  });

  it('counts in UTC for a merchant whose time zone was never set', async () => {
    const other = await server.createMerchant();
    const answer = await stats(await server.signIn(other));
    expect(answer).toMatchObject({ time_zone: 'UTC', today: '2025-07-01', period_start: '2025-06-25T00:00:00.000Z' });
    expect(answer.markets.every((market) => market.today.order_count === 0 && market.today.recharge_amount.startsWith('0'))).toBe(true);
  });

  it('refuses an unknown time zone in ops', async () => {
    const answer = await server.ops('set-time-zone', [merchant.username, "Mars/Base'; drop table merchants;--"]);
    expect(answer.body.code).toBe(4000);
  });
});

describe('market switch', () => {
  it('needs the authenticator code; a closed market refuses new orders, transfers and adjustments with a clear message; it is audited', async () => {
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'VND', '1000000', server.clock.now());
    const recipient = await server.createMerchant();
    const payer = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, payer, 'VND', '500000', server.clock.now());
    const token = await server.signInSteppedUp(merchant);

    const wrongCode = await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false, google_code: '000000' }, { token });
    expect(wrongCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const unknownCoin = await server.call(endpoints.marketSwitch.path, { coin_name: 'XYZ', enabled: false, google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(unknownCoin.body).toMatchObject({ code: 4000, data: { field: 'coin_name' } });

    const closed = await server.call<ResponseOf<'marketSwitch'>>(
      endpoints.marketSwitch.path,
      { coin_name: 'VND', enabled: false, google_code: server.freshCode(merchant.totpSecret) },
      { token, ip: '198.51.100.23' },
    );
    expect(closed.body.data.list).toContainEqual({ coin_name: 'VND', enabled: false });
    const config = await server.call<ResponseOf<'userConfigGet'>>(endpoints.userConfigGet.path, {}, { token });
    expect(config.body.data.markets).toEqual(closed.body.data.list);
    expect((await stats(token)).markets.find((market) => market.coin_name === 'VND')?.enabled).toBe(false);

    const closedMessage = 'Your VND market is closed: it takes no new orders, transfers or adjustments. Open it on the dashboard first.';
    const order = await server.ops('create-paid-order', [merchant.username], { payer, coin: 'VND', amount: '1000' });
    expect(order.body).toMatchObject({ code: 4000, detail: closedMessage });
    const transfer = await server.moneyCall(endpoints.transferAdd.path, { coin_name: 'VND', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '5000', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(transfer.body).toMatchObject({ code: 4000, detail: closedMessage, data: { field: 'coin_name' } });
    const adjustment = await server.moneyCall(
      endpoints.adjustmentPlus.path,
      { receipt_user_id: payer, coin_name: 'VND', balance_type: 'available', pay_amount: '1000', remark: 'Refund' },
      { token },
    );
    expect(adjustment.body).toMatchObject({ code: 4000, detail: closedMessage });
    // Another coin still works.
    await topUpUser(server.db, payer, 'CNY', '10', server.clock.now());
    expect((await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '1' })).body.code).toBe(200);

    const reopened = await server.call<ResponseOf<'marketSwitch'>>(
      endpoints.marketSwitch.path,
      { coin_name: 'VND', enabled: true, google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(reopened.body.data.list).toContainEqual({ coin_name: 'VND', enabled: true });
    const reopenedTransfer = await server.moneyCall(endpoints.transferAdd.path, { coin_name: 'VND', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '25000', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(reopenedTransfer.body).toMatchObject({ code: 200 });

    const log = await auditLog(token, { action: 'market_switch' });
    expect(log.total).toBe(2);
    expect(log.list[1]).toMatchObject({
      operator: merchant.username,
      ip: '198.51.100.23',
      action: 'market_switch',
      target: 'VND',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(log.list[0]).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });
});

describe('audit log', () => {
  it('records the review-free limit, whitelist, password, API key and reviews with who, when, where, before and after; only to its merchant', async () => {
    const merchant = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
    const token = await server.signInSteppedUp(merchant);
    const payer = await newWalletUser(server.db, server.clock.now());

    const limit = await server.call(
      endpoints.reviewFreeLimitUpdate.path,
      { list: [{ coin_name: 'CNY', limit_amount: '500' }], google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(limit.body.code).toBe(200);
    // A wrong code closes the step-up window, so the next change without a code is asked for one.
    const wrongCode = await server.call(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', limit_amount: '1' }], google_code: '000000' }, { token });
    expect(wrongCode.body).toMatchObject({ code: 4000, data: { field: 'google_code' } });
    const noCode = await server.call(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', limit_amount: '1' }] }, { token });
    expect(noCode.body).toMatchObject({ code: 4000, detail: 'Enter the code of your authenticator app to confirm this change.', data: { field: 'google_code' } });
    await server.stepUp(merchant, token);

    const added = await server.call<{ id: number }>(endpoints.whitelistAdd.path, { ip: '203.0.113.10' }, { token });
    await server.call(endpoints.whitelistDelete.path, { id: added.body.data.id }, { token });

    const pending = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: payer, coin: 'CNY', amount: '600' });
    await server.moneyCall(endpoints.withdrawalReject.path, { order_id: pending.body.data.order_id, reason: 'Unknown account' }, { token });

    await server.ops('set-kyc', [merchant.username, 'verified']);
    const key = await server.call<{ access_key: string }>(endpoints.accessKeyAdd.path, { ip: '203.0.113.10', google_code: server.freshCode(merchant.totpSecret) }, { token });
    await server.call(endpoints.accessKeyUpdate.path, { ip: '203.0.113.11', google_code: server.freshCode(merchant.totpSecret) }, { token });
    await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });

    const log = await auditLog(token, { page_size: 100 });
    expect(log.list.map((entry) => entry.action)).toEqual(['api_key_delete', 'api_key_update', 'api_key_create', 'withdrawal_reject', 'whitelist_delete', 'whitelist_add', 'review_free_limit']);
    const byAction = Object.fromEntries(log.list.map((entry) => [entry.action, entry]));
    expect(byAction.review_free_limit).toMatchObject({ target: 'CNY', before: { limit_amount: '0.00' }, after: { limit_amount: '500.00' }, ip: '203.0.113.10', operator: merchant.username });
    expect(byAction.whitelist_add).toMatchObject({ target: '203.0.113.10', before: null, after: { ip: '203.0.113.10' } });
    expect(byAction.whitelist_delete).toMatchObject({ target: '203.0.113.10', before: { ip: '203.0.113.10' }, after: null });
    expect(byAction.withdrawal_reject).toMatchObject({
      target: pending.body.data.order_id,
      before: { order_status: 'pending' },
      after: { order_status: 'rejected', amount: '600.00 CNY', remark: 'Unknown account' },
    });
    expect(byAction.api_key_create).toMatchObject({ target: key.body.data.access_key, before: null, after: { ip: '203.0.113.10' } });
    expect(byAction.api_key_update).toMatchObject({ before: { ip: '203.0.113.10' }, after: { ip: '203.0.113.11' } });
    expect(byAction.api_key_delete).toMatchObject({ before: { ip: '203.0.113.11' }, after: null });

    expect((await auditLog(token, { action: 'whitelist_add' })).total).toBe(1);
    expect((await auditLog(token, { keyword: 'CN' })).list.map((entry) => entry.action)).toEqual(['review_free_limit']);

    const other = await server.createMerchant();
    expect((await auditLog(await server.signIn(other))).total).toBe(0);
  });

  it('records a password change and an authenticator rebind without any secret', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signInSteppedUp(merchant);
    const changed = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword(merchant.password),
        new_password: await server.encryptPassword('New-pass-22'),
        confirm_password: await server.encryptPassword('New-pass-22'),
      },
      { token },
    );
    expect(changed.body.code).toBe(200);
    const log = await auditLog(token);
    expect(log.list).toEqual([expect.objectContaining({ action: 'password_change', target: merchant.username, before: null, after: null })]);
    expect(JSON.stringify(log)).not.toContain('New-pass-22');
  });
});
