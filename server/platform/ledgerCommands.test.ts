import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { balancesOf, walletUserOwner } from '../ledger/ledger';
import { ownDepositAddress } from '../testing/depositAddresses';
import { useTestServer } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

describe('platform commands of the ledger', () => {
  it('create-wallet-user and top-up-user make a payer with money', async () => {
    const created = await server.ops('create-wallet-user', ['U77001'], { nickname: 'Payer Seven', markets: 'cny,usdt' });
    expect(created.body).toEqual({ code: 200, msg: 'ok', detail: '', data: { uid: 'U77001', nickname: 'Payer Seven', markets: 'CNY,USDT' } });
    expect((await server.ops('create-wallet-user', ['U77001'], { nickname: 'Again' })).body).toMatchObject({ code: 4009, detail: 'A user with the UID U77001 already exists.' });
    expect((await server.ops('create-wallet-user', ['U77002'], { nickname: 'X', markets: 'CNY,DOGE' })).body).toMatchObject({ code: 4000, detail: expect.stringContaining('DOGE') });

    const topped = await server.ops('top-up-user', ['U77001'], { coin: 'cny', amount: '88.80' });
    expect(topped.body.data).toEqual({ uid: 'U77001', coin: 'CNY', available: '88.8', reward: '0' });
    await server.ops('top-up-user', ['U77001'], { coin: 'CNY', amount: '5', reward: true });
    const balances = (await balancesOf(server.db, walletUserOwner('U77001'), ['CNY'])).get('CNY');
    expect([balances?.available.toFixed(2), balances?.reward.toFixed(2)]).toEqual(['88.80', '5.00']);
    expect((await server.ops('top-up-user', ['NOBODY'], { coin: 'CNY', amount: '1' })).body).toMatchObject({ code: 4000, detail: 'No user has the UID NOBODY.' });
    expect((await server.ops('top-up-user', ['U77001'], { coin: 'CNY', amount: '-1' })).body.code).toBe(4000);
  });

  it('pending-reviews lists what waits for the platform; set-usdt-rate changes the quote', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    await creditMerchant(server.db, merchant.merchantId, 'USDT', '500', server.clock.now());
    const out = await server.moneyCall<{ order_no: string }>(endpoints.usdtWithdrawAdd.path, { out_abbreviation: 'USDT', trade_count: '100', network: 'TRC20', address: 'TPayout1', rate: '1', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) }, { token });
    const pending = await server.ops('pending-reviews');
    expect(pending.body.data).toEqual({ [out.body.data.order_no]: expect.stringContaining('USDT withdrawal by Shop') });
    await server.ops('reject-usdt-withdrawal', [out.body.data.order_no], { reason: 'test' });
    expect((await server.ops('pending-reviews')).body.data).toEqual({ pending: 'none' });

    expect((await server.ops('set-usdt-rate', ['CNY'], { recharge: '7.05', withdrawal: '7.25' })).body.data).toEqual({ coin: 'CNY', recharge_rate: '7.05', withdrawal_rate: '7.25' });
    const setting = await server.call<{ rates: { coin_name: string; recharge_rate: string }[] }>(endpoints.usdtSettingQuery.path, {}, { token });
    expect(setting.body.data.rates.find((rate) => rate.coin_name === 'CNY')).toEqual({ coin_name: 'CNY', recharge_rate: '7.05', withdrawal_rate: '7.25' });
    expect((await server.ops('set-usdt-rate', ['DOGE'], { recharge: '1', withdrawal: '1' })).body.code).toBe(4000);
    // A form that still shows the old rate is told the quote changed.
    const stale = await server.moneyCall(
      endpoints.usdtRechargeAdd.path,
      { in_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: await ownDepositAddress(server, token), sender_address: 'TStaleSender7Hq2Lw9Xc4Vb8Nm3Pq5R', txid: 'stale1', rate: '7.1', usdt_recharge_fee: '0.005' },
      { token },
    );
    expect(stale.body).toMatchObject({ code: 4000, detail: 'The rate or fee has changed. Please check and submit again.', data: { field: 'rate' } });
  });

  it('reviews answer 4004 for an unknown order', async () => {
    expect((await server.ops('approve-usdt-recharge', ['NOPE1'])).body).toMatchObject({ code: 4004, detail: 'The order NOPE1 does not exist.' });
    expect((await server.ops('approve-fiat-withdrawal', ['NOPE1'], { reference: 'FT1' })).body).toMatchObject({ code: 4004, detail: 'The order NOPE1 does not exist.' });
    expect((await server.ops('reject-usdt-withdrawal', ['NOPE2'], { reason: 'x' })).body.code).toBe(4004);
  });
});
