import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { localTimeText } from '../testing/csv';
import { useTestServer } from '../testing/harness';
import { creditMerchant, newWalletUser, topUpUser } from '../testing/ledger';
import { ownDepositAddress } from '../testing/depositAddresses';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Flow = ResponseOf<'fundFlowQuery'>['list'][number];
type Stats = ResponseOf<'fundFlowStats'>['list'][number];

async function signedIn() {
  const merchant = await server.createMerchant();
  return { merchant, token: await server.signInSteppedUp(merchant) };
}

async function flows(token: string, body: Record<string, unknown> = {}) {
  return (await server.call<{ list: Flow[]; total: number }>(endpoints.fundFlowQuery.path, body, { token })).body.data;
}

describe('asset_flow/query', () => {
  it("lists the merchant's movements newest first with the figures before and after", async () => {
    const { merchant, token } = await signedIn();
    const recipient = await server.createMerchant();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
    server.clock.advance(1000);
    const transfer = await server.moneyCall<{ serial_number: string }>(
      endpoints.transferAdd.path,
      { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100', google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    const list = await flows(token);
    expect(list.total).toBe(2);
    expect(list.list[0]).toEqual({
      id: expect.any(Number),
      serial_number: transfer.body.data.serial_number,
      merchant_id: String(merchant.merchantId),
      merchant_name: expect.stringMatching(/^Shop /),
      coin_name: 'CNY',
      available_before_number: '1000.00',
      available_after_number: '900.00',
      frozen_before_number: '0.00',
      frozen_after_number: '0.00',
      transaction_number: '-100.00',
      charge: '0.40',
      transaction_type: 'transfer_out',
      time: server.clock.now().toISOString(),
    });
    // Several rows may share a serial number; each row has its own id (the console keys rows by it).
    expect(new Set(list.list.map((row) => row.id)).size).toBe(list.list.length);
    // The recipient sees only its own row.
    const recipientFlows = await flows(await server.signIn(recipient));
    expect(recipientFlows.list.map((row) => [row.transaction_type, row.transaction_number])).toEqual([['transfer_in', '99.60']]);
  });

  it('filters by coin, transaction type, serial number and time; sorts by amount; pages', async () => {
    const { merchant, token } = await signedIn();
    const start = server.clock.now().toISOString();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '50.00', server.clock.now());
    server.clock.advance(1000);
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '7', server.clock.now());
    server.clock.advance(1000);
    const uid = await newWalletUser(server.db, server.clock.now());
    await server.moneyCall(endpoints.adjustmentPlus.path, { receipt_user_id: uid, coin_name: 'CNY', balance_type: 'available', pay_amount: '5', remark: 'x' }, { token });
    expect((await flows(token, { coin_name: 'USDT' })).total).toBe(1);
    expect((await flows(token, { transaction_type: 'adjustment' })).list.map((row) => row.transaction_number)).toEqual(['-5.00']);
    const serial = (await flows(token, { transaction_type: 'adjustment' })).list[0]?.serial_number ?? '';
    expect((await flows(token, { keyword: serial.slice(0, 10) })).total).toBe(1);
    expect((await flows(token, { start_time: start, end_time: new Date(Date.parse(start) + 1000).toISOString() })).total).toBe(1);
    expect((await flows(token, { sort_field: 'transaction_number', sort_order: 'asc' })).list.map((row) => row.transaction_number)).toEqual(['-5.00', '7.000000', '50.00']);
    expect((await flows(token, { page: 2, page_size: 2 })).list.map((row) => row.coin_name)).toEqual(['CNY']);
    expect((await server.call(endpoints.fundFlowQuery.path, { transaction_type: 'gift' }, { token })).body).toMatchObject({ code: 4000, data: { field: 'transaction_type' } });
    expect((await server.call(endpoints.fundFlowQuery.path, { start_time: start, end_time: '2000-01-01T00:00:00.000Z' }, { token })).body).toMatchObject({
      code: 4000,
      detail: 'The end time cannot be earlier than the start time',
    });
  });
});

describe('asset_flow/stats', () => {
  it('totals the day per coin: recharges, withdrawals, fees, USDT recharges and withdrawals, and every type', async () => {
    // A new day: the earlier tests' movements are yesterday's.
    server.clock.advance(24 * 60 * 60_000);
    const { merchant, token } = await signedIn();
    // A USDT recharge of 100 USDT into CNY: 710.00 credited gross, fee 3.55.
    const recharge = await server.moneyCall<{ order_no: string }>(
      endpoints.usdtRechargeAdd.path,
      { in_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: await ownDepositAddress(server, token), sender_address: 'TStatsSender7Hq2Lw9Xc4Vb8Nm3Pq5R', txid: 'statsTxid0001', rate: '7.1', usdt_recharge_fee: '0.005' },
      { token },
    );
    await server.ops('approve-usdt-recharge', [recharge.body.data.order_no]);
    // A paid order of 300 CNY: fee 1.80.
    const payer = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '1000', server.clock.now());
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '300' });
    // A user withdrawal of 100 CNY approved: fee 0.80; another one pending (frozen, not paid out).
    const paid = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: payer, coin: 'CNY', amount: '100' });
    await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: paid.body.data.order_id }, { token });
    await server.ops('create-user-withdrawal', [merchant.username], { user: payer, coin: 'CNY', amount: '40' });
    // A USDT withdrawal of 100 USDT paid from CNY: 730.00 + fee 7.30; the merchant needs more CNY for it.
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '500.00', server.clock.now());
    const out = await server.moneyCall<{ order_no: string }>(endpoints.usdtWithdrawAdd.path, { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TOut1', rate: '7.3', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) }, { token });
    await server.ops('approve-usdt-withdrawal', [out.body.data.order_no], { txid: 'ab'.repeat(32) });

    const stats = await server.call<{ list: Stats[]; total: number }>(endpoints.fundFlowStats.path, { coin_name: 'CNY' }, { token });
    expect(stats.body.data.list).toEqual([
      {
        coin_name: 'CNY',
        recharge_amount: '300.00',
        withdrawal_amount: '100.00',
        fee_amount: '13.45',
        usdt_recharge_amount: '1210.00', // 710.00 gross, and the 500.00 test credit booked as a USDT recharge
        usdt_withdrawal_amount: '737.30',
        transactions: [
          { transaction_type: 'recharge', count: 1, amount: '298.20', charge: '1.80' },
          // Freeze 0, payout −100 (from frozen), freeze 0: a freeze moves money inside the account, only the payout leaves it.
          { transaction_type: 'withdrawal', count: 3, amount: '-100.00', charge: '0.80' },
          { transaction_type: 'usdt_recharge', count: 2, amount: '1206.45', charge: '3.55' },
          { transaction_type: 'usdt_withdrawal', count: 2, amount: '-737.30', charge: '7.30' },
        ],
      },
    ]);
    // Yesterday had nothing; every open market is listed.
    const yesterday = new Date(server.clock.now().getTime() - 24 * 60 * 60_000);
    const earlier = await server.call<{ list: Stats[] }>(
      endpoints.fundFlowStats.path,
      { start_time: new Date(yesterday.getTime() - 60 * 60_000).toISOString(), end_time: yesterday.toISOString() },
      { token },
    );
    expect(earlier.body.data.list.map((row) => `${row.coin_name} ${row.recharge_amount} ${row.fee_amount}`)).toEqual([
      'USDT 0.000000 0.000000',
      'CNY 0.00 0.00',
      'USD 0.00 0.00',
      'VND 0 0',
    ]);
  });
});

describe('asset_flow/export', () => {
  it('answers a UTF-8 CSV with a BOM, the FundFlow header and the rows of the query, newest first', async () => {
    const { merchant, token } = await signedIn();
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '10.00', server.clock.now());
    server.clock.advance(1000);
    await creditMerchant(server.db, merchant.merchantId, 'USD', '2.50', server.clock.now());
    const response = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: token }, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fund-flow-\d{8}\.csv"$/);
    expect(response.headers['x-row-count']).toBe('2');
    const lines = response.body.split('\r\n');
    // Without a language the operator reads English (the product's default); the merchant's zone is UTC until set.
    expect(lines[0]).toBe(
      '\uFEFFSerial number,Merchant ID,Merchant name,Currency,Available before,Available after,Frozen before,Frozen after,Amount,Fee,Type,Time (UTC)',
    );
    const rows = (await flows(token)).list;
    expect(lines.slice(1, -1)).toEqual(
      rows.map((row) =>
        [row.serial_number, row.merchant_id, row.merchant_name, row.coin_name, row.available_before_number, row.available_after_number, row.frozen_before_number, row.frozen_after_number, row.transaction_number, row.charge, 'USDT recharge', localTimeText(row.time, 'UTC')].join(','),
      ),
    );
    expect(lines.at(-1)).toBe('');
    // Errors before the first byte still answer the envelope.
    const refused = await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, headers: { authorization: token }, payload: { coin_name: '!' } });
    expect(refused.json()).toMatchObject({ code: 4000 });
    expect((await server.app.inject({ method: 'POST', url: endpoints.fundFlowExport.path, payload: {} })).statusCode).toBe(401);
  });
});
