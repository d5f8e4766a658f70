import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import type { ResponseOf } from '../../openapi/endpoints';
import { setMerchantStatus } from '../account/repository';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { setMerchantFeeRates } from '../platformMerchants/feeSchedule';
import { opsActor } from '../staff/audit';
import { creditMerchant, ledgerProblems } from '../testing/ledger';

const server = useTestServer();

type Transfer = ResponseOf<'transferAdd'>;
type Page<T> = { list: T[]; total: number };

async function merchantWith(coin?: string, amount?: string): Promise<{ merchant: TestMerchant; token: string }> {
  const merchant = await server.createMerchant();
  if (coin && amount) await creditMerchant(server.db, merchant.merchantId, coin, amount, server.clock.now());
  return { merchant, token: await server.signIn(merchant) };
}

/** The body with a fresh code of the merchant's authenticator, as the confirmation step sends it. */
const withCode = (merchant: TestMerchant, body: Record<string, unknown>) => ({ ...body, google_code: server.freshCode(merchant.totpSecret) });

async function assetsOf(token: string, coin: string) {
  const answer = await server.call<Page<{ available_asset: string; freeze_asset: string; total_asset: string }>>(
    endpoints.assetQuery.path,
    { coin_name: coin },
    { token },
  );
  return answer.body.data.list[0];
}

describe('transfer/add', () => {
  it('moves the amount: the recipient gets it minus both fees, the platform the fees, both sides get a record', async () => {
    const payer = await merchantWith('CNY', '1000.00');
    const recipient = await merchantWith();
    const answer = await server.moneyCall<Transfer>(
      endpoints.transferAdd.path,
      withCode(payer.merchant, { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchant.merchantId), transfer_amount: '250.55', remark: 'June settlement' }),
      { token: payer.token },
    );
    // CNY: transfer fee 0.3 %, internal fee 0.1 %, rounded half up to 2 decimals.
    expect(answer.body).toMatchObject({
      code: 200,
      data: {
        payment_merchant_id: String(payer.merchant.merchantId),
        receipt_merchant_id: String(recipient.merchant.merchantId),
        coin_name: 'CNY',
        transfer_amount: '250.55',
        transfer_fee: '0.75',
        internal_transfer_fee: '0.25',
        settlement_amount: '249.55',
        transfer_type: 'transfer',
        transfer_status: 'completed',
        remark: 'June settlement',
        create_time: server.clock.now().toISOString(),
      },
    });
    expect(answer.body.data.serial_number).toMatch(/^TF\d{8}\d{10}$/);
    expect(await assetsOf(payer.token, 'CNY')).toMatchObject({ available_asset: '749.45', freeze_asset: '0.00', total_asset: '749.45' });
    expect(await assetsOf(recipient.token, 'CNY')).toMatchObject({ available_asset: '249.55' });

    const received = await server.call<Page<Transfer>>(endpoints.transferQuery.path, {}, { token: recipient.token });
    expect(received.body.data).toEqual(expect.objectContaining({ list: [{ ...answer.body.data, transfer_type: 'receive' }], total: 1 }));

    const flows = await server.call<Page<{ transaction_type: string; transaction_number: string; charge: string; serial_number: string }>>(
      endpoints.fundFlowQuery.path,
      { keyword: answer.body.data.serial_number },
      { token: payer.token },
    );
    expect(flows.body.data.list).toEqual([
      expect.objectContaining({ transaction_type: 'transfer_out', transaction_number: '-250.55', charge: '1.00' }),
    ]);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses a transfer whose fees, rounded, would leave the recipient nothing (4000 on the amount) and moves nothing', async () => {
    const payer = await merchantWith('USD', '20.00');
    const recipient = await merchantWith();
    // Rates below 1 together (0.999), but on 1.00 USD the transfer fee rounds half up to 1.00: the recipient would get 0.00.
    await setMerchantFeeRates(server.db, opsActor(server.clock.now()), {
      merchant_id: String(payer.merchant.merchantId),
      coin_name: 'USD',
      recharge_fee_rate: '',
      withdrawal_fee_rate: '',
      transfer_fee_rate: '0.995',
      internal_transfer_fee_rate: '0.004',
    });
    const body = { coin_name: 'USD', receipt_merchant_id: String(recipient.merchant.merchantId) };
    const answer = await server.moneyCall(endpoints.transferAdd.path, withCode(payer.merchant, { ...body, transfer_amount: '1.00' }), { token: payer.token });
    expect(answer.body).toMatchObject({
      code: 4000,
      detail: 'After fees, this amount would leave 0.00 USD to be received: it must be more than 0. Enter a larger amount.',
      data: { field: 'transfer_amount' },
    });
    expect(await assetsOf(payer.token, 'USD')).toMatchObject({ available_asset: '20.00' });
    expect(await assetsOf(recipient.token, 'USD')).toMatchObject({ available_asset: '0.00' });
    const sent = await server.call<Page<Transfer>>(endpoints.transferQuery.path, {}, { token: payer.token });
    expect(sent.body.data.total).toBe(0);

    // 10.00 leaves 0.01 after fees of 9.95 and 0.04: it goes through.
    const paid = await server.moneyCall<Transfer>(endpoints.transferAdd.path, withCode(payer.merchant, { ...body, transfer_amount: '10.00' }), { token: payer.token });
    expect(paid.body.data).toMatchObject({ transfer_fee: '9.95', internal_transfer_fee: '0.04', settlement_amount: '0.01' });
    expect(await assetsOf(recipient.token, 'USD')).toMatchObject({ available_asset: '0.01' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it("answers 4010 'Insufficient balance' above the available balance and moves nothing", async () => {
    const payer = await merchantWith('USD', '20.00');
    const recipient = await merchantWith();
    const answer = await server.moneyCall(
      endpoints.transferAdd.path,
      withCode(payer.merchant, { coin_name: 'USD', receipt_merchant_id: String(recipient.merchant.merchantId), transfer_amount: '20.01' }),
      { token: payer.token },
    );
    expect(answer.body).toEqual({ code: 4010, msg: 'insufficient_balance', detail: 'Insufficient balance: 20.00 USD is available.', data: null });
    expect(await assetsOf(payer.token, 'USD')).toMatchObject({ available_asset: '20.00' });
  });

  it('checks the form: coin, recipient and an amount of at least the minimum, with exact messages', async () => {
    const payer = await merchantWith('CNY', '1000.00');
    const recipient = await merchantWith();
    const to = String(recipient.merchant.merchantId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ receipt_merchant_id: to, transfer_amount: '50' }, 'coin_name', 'This field is required'],
      [{ coin_name: 'CNY', transfer_amount: '50' }, 'receipt_merchant_id', 'This field is required'],
      [{ coin_name: 'CNY', receipt_merchant_id: to }, 'transfer_amount', 'This field is required'],
      [{ coin_name: 'CNY', receipt_merchant_id: to, transfer_amount: 'ten' }, 'transfer_amount', 'Please enter a valid number'],
      [{ coin_name: 'CNY', receipt_merchant_id: to, transfer_amount: '9.99' }, 'transfer_amount', 'The amount must be at least 10.00'],
      [{ coin_name: 'CNY', receipt_merchant_id: to, transfer_amount: '10.001' }, 'transfer_amount', 'Amounts in CNY can have at most 2 decimal places.'],
      [{ coin_name: 'VND', receipt_merchant_id: to, transfer_amount: '30000.5' }, 'transfer_amount', 'Amounts in VND must be whole numbers.'],
      [{ coin_name: 'XYZ', receipt_merchant_id: to, transfer_amount: '50' }, 'coin_name', 'Please choose one of the options'],
      [{ coin_name: 'CNY', receipt_merchant_id: String(payer.merchant.merchantId), transfer_amount: '50' }, 'receipt_merchant_id', 'You cannot transfer to your own merchant account.'],
      [{ coin_name: 'CNY', receipt_merchant_id: '999999', transfer_amount: '50' }, 'receipt_merchant_id', 'No merchant has the ID 999999.'],
      [{ coin_name: 'CNY', receipt_merchant_id: 'M10001', transfer_amount: '50' }, 'receipt_merchant_id', 'No merchant has the ID M10001.'],
    ];
    for (const [body, field, detail] of cases) {
      const answer = await server.moneyCall(endpoints.transferAdd.path, withCode(payer.merchant, body), { token: payer.token });
      expect({ field, code: answer.body.code, detail: answer.body.detail }).toEqual({ field: (answer.body.data as { field: string }).field, code: 4000, detail });
    }

    await setMerchantStatus(server.db, recipient.merchant.merchantId, 'suspended', server.clock.now());
    const suspended = await server.moneyCall(endpoints.transferAdd.path, withCode(payer.merchant, { coin_name: 'CNY', receipt_merchant_id: to, transfer_amount: '50' }), { token: payer.token });
    expect(suspended.body).toMatchObject({ code: 4000, detail: `The merchant ${to} is suspended and cannot receive transfers.`, data: { field: 'receipt_merchant_id' } });
    expect(await assetsOf(payer.token, 'CNY')).toMatchObject({ available_asset: '1000.00' });
  });
});

describe('transfer/query_balance', () => {
  it('answers the available balance and rates, and with an amount the fees transfer/add would apply', async () => {
    const payer = await merchantWith('USDT', '500');
    const bare = await server.call(endpoints.transferQueryBalance.path, { coin_name: 'USDT' }, { token: payer.token });
    expect(bare.body.data).toEqual({
      coin_name: 'USDT',
      available_asset: '500.000000',
      min_transfer: '1.000000',
      transfer_fee_rate: '0.002',
      internal_transfer_fee_rate: '0.001',
      transfer_fee: null,
      internal_transfer_fee: null,
      settlement_amount: null,
    });
    const quoted = await server.call(endpoints.transferQueryBalance.path, { coin_name: 'USDT', transfer_amount: '123.45' }, { token: payer.token });
    expect(quoted.body.data).toMatchObject({ transfer_fee: '0.246900', internal_transfer_fee: '0.123450', settlement_amount: '123.079650' });
    const tooSmall = await server.call(endpoints.transferQueryBalance.path, { coin_name: 'USDT', transfer_amount: '0.999999' }, { token: payer.token });
    expect(tooSmall.body).toMatchObject({ code: 4000, detail: 'The amount must be at least 1.000000' });
    // The minimum itself is an amount one may send: the value coin/list shows.
    const exactly = await server.call(endpoints.transferQueryBalance.path, { coin_name: 'USDT', transfer_amount: '1' }, { token: payer.token });
    expect(exactly.body).toMatchObject({ code: 200, data: { transfer_fee: '0.002000' } });
  });
});

describe('transfer/query', () => {
  it('lists both directions newest first, filtered by type, coin, serial number and time, paged', async () => {
    const a = await merchantWith('CNY', '5000.00');
    const b = await merchantWith('CNY', '5000.00');
    const send = (from: typeof a, to: typeof a, amount: string, coin = 'CNY') =>
      server.moneyCall<Transfer>(endpoints.transferAdd.path, withCode(from.merchant, { coin_name: coin, receipt_merchant_id: String(to.merchant.merchantId), transfer_amount: amount }), { token: from.token });
    const start = server.clock.now().toISOString();
    const first = await send(a, b, '100');
    server.clock.advance(60_000);
    const second = await send(b, a, '200');
    server.clock.advance(60_000);
    const third = await send(a, b, '300');
    const list = async (body: Record<string, unknown>) =>
      (await server.call<Page<Transfer>>(endpoints.transferQuery.path, body, { token: a.token })).body.data;

    expect((await list({})).list.map((row) => [row.transfer_amount, row.transfer_type])).toEqual([
      ['300.00', 'transfer'],
      ['200.00', 'receive'],
      ['100.00', 'transfer'],
    ]);
    expect((await list({ transfer_type: 'receive' })).total).toBe(1);
    expect((await list({ keyword: second.body.data.serial_number })).list[0]?.serial_number).toBe(second.body.data.serial_number);
    expect((await list({ start_time: start, end_time: third.body.data.create_time })).total).toBe(2);
    expect((await list({ coin_name: 'USD' })).total).toBe(0);
    expect((await list({ page: 2, page_size: 2 })).list.map((row) => row.serial_number)).toEqual([first.body.data.serial_number]);
    expect((await list({ sort_field: 'transfer_amount', sort_order: 'asc' })).list.map((row) => row.transfer_amount)).toEqual(['100.00', '200.00', '300.00']);
  });
});
