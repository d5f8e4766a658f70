import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { merchantMarkets } from '../db/schema';
import { useTestServer } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { and, eq } from 'drizzle-orm';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

type Page<T> = { list: T[]; total: number };

describe('coins', () => {
  it('system/coin/query lists every coin with fees and minimums, filtered by name or type', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const all = await server.call<Page<Record<string, unknown>>>(endpoints.systemCoinQuery.path, {}, { token });
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.list[1]).toEqual({
      coin_name: 'CNY',
      coin_type: 'fiat',
      decimals: 2,
      recharge_fee_rate: '0.006',
      withdrawal_fee_rate: '0.008',
      transfer_fee_rate: '0.003',
      internal_transfer_fee_rate: '0.001',
      min_withdrawal: '100.00',
      min_transfer: '10.00',
      min_order_amount: '1.00',
    });
    expect((await server.call<Page<{ coin_name: string }>>(endpoints.systemCoinQuery.path, { coin_type: 'crypto' }, { token })).body.data.list.map((coin) => coin.coin_name)).toEqual(['USDT']);
    expect((await server.call<Page<unknown>>(endpoints.systemCoinQuery.path, { coin_name: 'VND' }, { token })).body.data.total).toBe(1);
  });

  it("coin/list lists the coins whose market the merchant has open; a closed market refuses money moves", async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    await server.db.update(merchantMarkets).set({ enabled: false }).where(and(eq(merchantMarkets.merchantId, merchant.merchantId), eq(merchantMarkets.coinCode, 'VND')));
    const open = await server.call<Page<{ coin_name: string }>>(endpoints.coinList.path, {}, { token });
    expect(open.body.data.list.map((coin) => coin.coin_name)).toEqual(['USDT', 'CNY', 'USD']);
    const refused = await server.call(endpoints.transferQueryBalance.path, { coin_name: 'VND' }, { token });
    expect(refused.body).toMatchObject({ code: 4000, detail: 'Your VND market is closed: it takes no new orders, transfers or adjustments. Open it on the dashboard first.', data: { field: 'coin_name' } });
  });
});

describe('asset/query', () => {
  it('answers available, frozen and total per coin with the coin decimals, zero where nothing moved', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1234.5', server.clock.now());
    const uid = (await server.ops<{ uid: string }>('create-wallet-user', ['ASSETS1'], { nickname: 'Assets user' })).body.data.uid;
    await server.ops('create-user-withdrawal', [merchant.username], { user: uid, coin: 'CNY', amount: '34.5' });
    const assets = await server.call<Page<Record<string, string>>>(endpoints.assetQuery.path, {}, { token });
    expect(assets.body.data).toEqual({
      list: [
        { coin_name: 'USDT', available_asset: '0.000000', freeze_asset: '0.000000', total_asset: '0.000000' },
        { coin_name: 'CNY', available_asset: '1200.00', freeze_asset: '34.50', total_asset: '1234.50' },
        { coin_name: 'USD', available_asset: '0.00', freeze_asset: '0.00', total_asset: '0.00' },
        { coin_name: 'VND', available_asset: '0', freeze_asset: '0', total_asset: '0' },
      ],
      total: 4,
    });
    // A closed market still shows the money held in it.
    await server.db.update(merchantMarkets).set({ enabled: false }).where(eq(merchantMarkets.merchantId, merchant.merchantId));
    const held = await server.call<Page<{ coin_name: string }>>(endpoints.assetQuery.path, {}, { token });
    expect(held.body.data.list.map((row) => row.coin_name)).toEqual(['CNY']);
  });
});
