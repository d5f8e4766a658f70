/**
 * The amount column adds up: for any filter, the amounts of the fund-flow list, and of the CSV, sum to the
 * change of the merchant's total balance (available + frozen) over the rows it covers. A freeze, or a rejection's
 * return, moves money inside the account and counts 0; a payout counts once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, merchantOwner } from '../ledger/ledger';
import { decimal, zero, type Decimal } from '../ledger/money';
import { csvTable } from '../testing/csv';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, newWalletUser, topUpUser } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Flow = ResponseOf<'fundFlowQuery'>['list'][number];

let merchant: TestMerchant;
let token: string;
/** The merchant's total per coin when the second half of the sequence started, and that moment. */
let midway: { at: string; totals: Map<string, Decimal> };

async function totalsNow(): Promise<Map<string, Decimal>> {
  const balances = await balancesOf(server.db, merchantOwner(merchant.merchantId));
  return new Map([...balances].map(([coin, balance]) => [coin, balance.available.plus(balance.frozen).plus(balance.reward).plus(balance.toBeConfirmed)]));
}

/** Freezes, payouts, rejections (the frozen amount returned) and refunds of each kind of withdrawal, in one coin. */
async function withdrawalsIn(coin: 'CNY' | 'USDT', amount: string) {
  const user = await newWalletUser(server.db, server.clock.now());
  await topUpUser(server.db, user, coin, '1000', server.clock.now());
  const step = () => server.clock.advance(1000);
  const userWithdrawal = async () => (await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user, coin, amount })).body.data.order_id;
  const paid = await userWithdrawal();
  step();
  await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: paid }, { token });
  step();
  const rejected = await userWithdrawal();
  step();
  await server.moneyCall(endpoints.withdrawalReject.path, { order_id: rejected, reason: 'Wrong account' }, { token });
  step();
  await userWithdrawal(); // still pending: frozen
  step();
  const usdtOut = async () =>
    (await server.moneyCall<{ order_no: string }>(endpoints.usdtWithdrawAdd.path, { out_abbreviation: coin, trade_count: '100', network: 'TRC20', address: 'TSums1', rate: coin === 'CNY' ? '7.3' : '1', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) }, { token })).body.data.order_no;
  await server.ops('approve-usdt-withdrawal', [await usdtOut()], { txid: Buffer.from(`sums${coin}`).toString('hex').padStart(64, '0') });
  step();
  await server.ops('reject-usdt-withdrawal', [await usdtOut()], { reason: 'Address check failed' });
  step();
  await usdtOut(); // pending
  step();
}

beforeAll(async () => {
  merchant = await server.createMerchant();
  token = await server.signIn(merchant);
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
  await creditMerchant(server.db, merchant.merchantId, 'USDT', '900', server.clock.now());
  server.clock.advance(1000);
  await withdrawalsIn('CNY', '100');
  midway = { at: server.clock.now().toISOString(), totals: await totalsNow() };
  server.clock.advance(1000);
  await withdrawalsIn('USDT', '25');
  await withdrawalsIn('CNY', '40');
  server.clock.advance(1000);
}, 60_000);

async function listAll(filters: Record<string, unknown>): Promise<Flow[]> {
  const rows: Flow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await server.call<{ list: Flow[]; total: number }>(endpoints.fundFlowQuery.path, { ...filters, page, page_size: 100 }, { token })).body.data;
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length === 0) return rows;
  }
}

async function exportAmounts(filters: Record<string, unknown>): Promise<{ coin: string; amount: string }[]> {
  const response = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: token }, payload: filters });
  const { header, rows } = csvTable(response.body);
  const coin = header.indexOf('Currency');
  const amount = header.indexOf('Amount');
  return rows.map((row) => ({ coin: row[coin] ?? '', amount: row[amount] ?? '' }));
}

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total.plus(decimal(amount)), zero);

describe('the amount column of the fund flow', () => {
  it('sums, in the list and in the CSV, to the change of each coin’s total balance', async () => {
    const totals = await totalsNow();
    for (const coin of ['CNY', 'USDT']) {
      const listed = await listAll({ coin_name: coin });
      // The sequence froze, paid, returned and refunded money: all of it shows, and still adds up.
      expect(new Set(listed.map((row) => row.transaction_type))).toEqual(
        new Set(['usdt_recharge', 'withdrawal', 'withdrawal_refund', 'usdt_withdrawal', 'usdt_withdrawal_refund']),
      );
      expect(sum(listed.map((row) => row.transaction_number)).toFixed()).toBe((totals.get(coin) ?? zero).toFixed());
      const exported = await exportAmounts({ coin_name: coin });
      expect(exported).toHaveLength(listed.length);
      expect(sum(exported.map((row) => row.amount)).toFixed()).toBe((totals.get(coin) ?? zero).toFixed());
    }
  });

  it('sums, over a period, to the change of the total within it', async () => {
    const totals = await totalsNow();
    const exported = await exportAmounts({ start_time: midway.at });
    for (const coin of ['CNY', 'USDT']) {
      const change = (totals.get(coin) ?? zero).minus(midway.totals.get(coin) ?? zero);
      expect(sum((await listAll({ coin_name: coin, start_time: midway.at })).map((row) => row.transaction_number)).toFixed()).toBe(change.toFixed());
      expect(sum(exported.filter((row) => row.coin === coin).map((row) => row.amount)).toFixed()).toBe(change.toFixed());
    }
  });

  it('shows a freeze, and a rejected request’s return, as 0: a move between available and frozen', async () => {
    const moves = (await listAll({ coin_name: 'CNY' })).filter(
      (row) => decimal(row.available_after_number).minus(row.available_before_number).plus(decimal(row.frozen_after_number).minus(row.frozen_before_number)).isZero() && row.available_after_number !== row.available_before_number,
    );
    expect(moves.length).toBeGreaterThanOrEqual(8);
    expect(new Set(moves.map((row) => decimal(row.transaction_number).toFixed()))).toEqual(new Set(['0']));
    // A filtered list of one type adds up too: the withdrawals' amounts are what was paid out.
    const withdrawals = await listAll({ coin_name: 'CNY', transaction_type: 'withdrawal' });
    const paidOut = withdrawals.reduce((total, row) => total.plus(decimal(row.available_after_number).plus(row.frozen_after_number).minus(row.available_before_number).minus(row.frozen_before_number)), zero);
    expect(sum(withdrawals.map((row) => row.transaction_number)).toFixed()).toBe(paidOut.toFixed());
    expect(paidOut.isNegative()).toBe(true);
  });
});
