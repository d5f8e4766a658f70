import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { balancesOf, platformOwner, walletUserOwner } from '../ledger/ledger';
import { useTestServer } from '../testing/harness';
import { ledgerProblems, newWalletUser, topUpUser } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Recharge = ResponseOf<'chargeRecordQuery'>['list'][number];
type Page<T> = { list: T[]; total: number };

async function setUp() {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  const payer = await newWalletUser(server.db, server.clock.now());
  await topUpUser(server.db, payer, 'CNY', '1000', server.clock.now());
  return { merchant, token, payer };
}

describe('paid orders (create-paid-order) and charge_record/query', () => {
  it('debit the payer, credit the merchant the amount minus the handling fee, and the platform the fee', async () => {
    const { merchant, token, payer } = await setUp();
    const platformBefore = (await balancesOf(server.db, platformOwner, ['CNY'])).get('CNY')?.available.toFixed(2) ?? '0.00';
    const paid = await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '250', 'order-id': 'SHOP-1001', from: 'api' });
    // CNY recharge fee 0.6 %.
    expect(paid.body).toMatchObject({ code: 200, data: { order_id: 'SHOP-1001', status: 'coin_transferred', amount: '250.00 CNY', handling_fee: '1.50', settlement_amount: '248.50' } });
    const listed = await server.call<Page<Recharge>>(endpoints.chargeRecordQuery.path, {}, { token });
    expect(listed.body.data.list).toEqual([
      {
        create_time: server.clock.now().toISOString(),
        order_id: 'SHOP-1001',
        serial_number: paid.body.data.serial_number,
        payment_id: payer,
        nick: `Tester ${payer}`,
        external_account: `${payer.toLowerCase()}@shop`,
        coin_name: 'CNY',
        amount: '250.00',
        handling_fee: '1.50',
        settlement_amount: '248.50',
        order_type: 'recharge',
        order_from: 'api',
        order_status: 'coin_transferred',
        update_time: server.clock.now().toISOString(),
      },
    ]);
    const assets = await server.call<Page<{ available_asset: string }>>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
    expect(assets.body.data.list[0]?.available_asset).toBe('248.50');
    expect((await balancesOf(server.db, walletUserOwner(payer), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('750.00');
    expect((await balancesOf(server.db, platformOwner, ['CNY'])).get('CNY')?.available.minus(platformBefore).toFixed(2)).toBe('1.50');
    expect((await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '1', 'order-id': 'SHOP-1001' })).body).toMatchObject({
      code: 4009,
      detail: 'The order number SHOP-1001 is already used.',
    });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it("spend the payer's reward points first when asked, and refuse what the payer cannot pay", async () => {
    const { merchant, payer } = await setUp();
    await topUpUser(server.db, payer, 'CNY', '30', server.clock.now(), true);
    expect((await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '50', reward: true })).body.code).toBe(200);
    const balances = (await balancesOf(server.db, walletUserOwner(payer), ['CNY'])).get('CNY');
    expect([balances?.reward.toFixed(2), balances?.available.toFixed(2)]).toEqual(['0.00', '980.00']);
    expect((await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '980.01' })).body).toMatchObject({
      code: 4010,
      detail: 'Insufficient balance: 980.00 CNY is available.',
    });
    const other = await newWalletUser(server.db, server.clock.now(), ['VND']);
    expect((await server.ops('create-paid-order', [merchant.username], { payer: other, coin: 'CNY', amount: '1' })).body).toMatchObject({
      code: 4000,
      detail: 'The user has not enabled this market. Please choose again.',
    });
  });

  it('unpaid orders move nothing; the list filters by status, origin, coin, order or serial number and time', async () => {
    const { merchant, token, payer } = await setUp();
    const start = server.clock.now().toISOString();
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '10', 'order-id': 'A-1' });
    server.clock.advance(1000);
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '20', 'order-id': 'A-2', status: 'created', from: 'api' });
    server.clock.advance(1000);
    await server.ops('create-paid-order', [merchant.username], { payer, coin: 'CNY', amount: '30', 'order-id': 'B-3', status: 'cancelled' });
    const list = async (filters: Record<string, unknown>) => (await server.call<Page<Recharge>>(endpoints.chargeRecordQuery.path, filters, { token })).body.data;
    expect((await list({})).list.map((row) => row.order_id)).toEqual(['B-3', 'A-2', 'A-1']);
    expect((await list({ status: 'coin_transferred' })).total).toBe(1);
    expect((await list({ order_from: 'api' })).list.map((row) => row.order_id)).toEqual(['A-2']);
    expect((await list({ keyword: 'A-' })).total).toBe(2);
    expect((await list({ coin_name: 'USD' })).total).toBe(0);
    expect((await list({ start_time: start, end_time: new Date(Date.parse(start) + 1000).toISOString() })).total).toBe(1);
    expect((await list({ sort_field: 'amount', sort_order: 'desc' })).list.map((row) => row.amount)).toEqual(['30.00', '20.00', '10.00']);
    expect((await balancesOf(server.db, walletUserOwner(payer), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('990.00');
  });
});
