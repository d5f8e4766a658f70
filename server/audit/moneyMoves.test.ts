/**
 * Money moves only on purpose: a transfer, a USDT withdrawal and a fiat withdrawal take the step-up, a code of the
 * operator's authenticator checked by the server (or the session's open step-up window, stepUp.test.ts); without
 * one, or with a wrong or spent one, nothing changes. Every money-moving request of the console is written to the
 * audit log with the change.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { ownDepositAddress } from '../testing/depositAddresses';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';

const server = useTestServer();

type Page<T> = { list: T[]; total: number };
interface AuditRow {
  action: string;
  operator: string;
  target: string | null;
  after: Record<string, string | boolean | null> | null;
}

async function signedInWith(coin: string, amount: string) {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, coin, amount, server.clock.now());
  return { merchant, token: await server.signIn(merchant) };
}

async function available(token: string, coin: string) {
  const answer = await server.call<Page<{ available_asset: string; freeze_asset: string }>>(endpoints.assetQuery.path, { coin_name: coin }, { token });
  return answer.body.data.list[0];
}

async function auditLog(token: string) {
  return (await server.call<Page<AuditRow>>(endpoints.auditLogQuery.path, { page_size: 100 }, { token })).body.data.list;
}

/** The three requests that need the code, each with what it needs set up and the list that shows what it made. */
const guarded = [
  {
    name: 'transfer',
    action: 'transfer',
    path: endpoints.transferAdd.path,
    list: endpoints.transferQuery.path,
    async setUp() {
      const recipient = await server.createMerchant();
      return { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100' };
    },
    targetOf: (data: Record<string, unknown>) => data.serial_number,
  },
  {
    name: 'USDT withdrawal',
    action: 'usdt_withdrawal_request',
    path: endpoints.usdtWithdrawAdd.path,
    list: endpoints.usdtWithdrawQuery.path,
    async setUp() {
      return { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TMerchantPayoutAddress1', rate: '7.3', usdt_withdrawal_fee: '0.01' };
    },
    targetOf: (data: Record<string, unknown>) => data.order_no,
  },
  {
    name: 'fiat withdrawal',
    action: 'fiat_withdrawal_request',
    path: endpoints.fiatWithdrawAdd.path,
    list: endpoints.fiatWithdrawQuery.path,
    async setUp(token: string, merchant: TestMerchant) {
      const method = await server.call<{ id: number }>(
        endpoints.paymentMethodAdd.path,
        { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222', google_code: server.freshCode(merchant.totpSecret) },
        { token },
      );
      // Adding the method opened the step-up window: let it close, so the request below meets a closed one.
      server.clock.advance(6 * 60_000);
      return { payment_method_id: method.body.data.id, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' };
    },
    targetOf: (data: Record<string, unknown>) => data.order_no,
  },
] as const;

describe.each(guarded)('$name needs the authenticator code', (request) => {
  it('is refused without a code, with a wrong code and with a spent code, and changes nothing; with a fresh code it goes through once and is audited', async () => {
    const { merchant, token } = await signedInWith('CNY', '5000.00');
    const body = await request.setUp(token, merchant);
    const before = await available(token, 'CNY');

    const missing = await server.moneyCall(request.path, body, { token });
    expect(missing.body).toMatchObject({ code: 4000, detail: 'Enter the code of your authenticator app to confirm this change.', data: { field: 'google_code' } });

    const wrongCode = server.freshCode(merchant.totpSecret) === '000000' ? '111111' : '000000';
    const wrong = await server.moneyCall(request.path, { ...body, google_code: wrongCode }, { token });
    expect(wrong.body).toMatchObject({ code: 4000, detail: 'The code of your current authenticator is incorrect.', data: { field: 'google_code' } });

    // A code seen once is worthless: a sign-in spends this code, which then moves nothing.
    const code = server.freshCode(merchant.totpSecret);
    expect((await server.login(merchant, { code })).body.code).toBe(200);
    const replayed = await server.moneyCall(request.path, { ...body, google_code: code }, { token });
    expect(replayed.body).toMatchObject({ code: 4000, detail: 'The code of your current authenticator is incorrect.' });

    expect(await available(token, 'CNY')).toEqual(before);
    expect((await server.call<Page<unknown>>(request.list, {}, { token })).body.data.total).toBe(0);
    expect((await auditLog(token)).filter((row) => row.action === request.action)).toEqual([]);

    const key = 'retry-of-one-intent';
    const good = { ...body, google_code: server.freshCode(merchant.totpSecret) };
    const done = await server.moneyCall<Record<string, unknown>>(request.path, good, { token, key });
    expect(done.body.code).toBe(200);
    // The same request again (a retry through the confirmation) answers the first result and moves nothing more.
    const again = await server.moneyCall<Record<string, unknown>>(request.path, good, { token, key });
    expect(again.body).toEqual(done.body);
    expect((await server.call<Page<unknown>>(request.list, {}, { token })).body.data.total).toBe(1);

    const audited = (await auditLog(token)).filter((row) => row.action === request.action);
    expect(audited).toEqual([expect.objectContaining({ operator: merchant.username, target: request.targetOf(done.body.data) })]);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('checks the request before the code: a refused request spends no code, and wrong codes count towards the lockout', async () => {
    const { merchant, token } = await signedInWith('CNY', '50.00');
    const body = await request.setUp(token, merchant);
    const code = server.freshCode(merchant.totpSecret);
    // 50.00 CNY is not enough for any of them: refused for the balance, and the code stays unspent.
    expect((await server.moneyCall(request.path, { ...body, google_code: code }, { token })).body.code).toBe(4010);
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '5000.00', server.clock.now());
    expect((await server.moneyCall(request.path, { ...body, google_code: code }, { token })).body.code).toBe(200);

    // Five wrong codes lock the operator's step-up; then even a right code is refused.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await server.moneyCall(request.path, { ...body, google_code: '000000' }, { token });
      expect(answer.body.code).toBe(4000);
    }
    const locked = await server.moneyCall(request.path, { ...body, google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(locked.body).toMatchObject({ code: 4002, msg: 'locked' });
    expect((await server.call<Page<unknown>>(request.list, {}, { token })).body.data.total).toBe(1);
    // The next test starts after the lock (and the IP's count of failures) has passed.
    server.clock.advance(16 * 60_000);
  });
});

describe('transfer/recipient/get', () => {
  it('names the merchant a transfer would pay, with the refusals of the transfer itself', async () => {
    const { token, merchant } = await signedInWith('CNY', '1.00');
    const recipient = await server.createMerchant();
    const found = await server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: String(recipient.merchantId) }, { token });
    expect(found.body).toMatchObject({ code: 200, data: { receipt_merchant_id: String(recipient.merchantId), receipt_name: expect.stringMatching(/^Shop \d+$/) } });

    const self = await server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: String(merchant.merchantId) }, { token });
    expect(self.body).toMatchObject({ code: 4000, detail: 'You cannot transfer to your own merchant account.', data: { field: 'receipt_merchant_id' } });
    const unknown = await server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: '999999' }, { token });
    expect(unknown.body).toMatchObject({ code: 4000, detail: 'No merchant has the ID 999999.' });
    const anonymous = await server.call(endpoints.transferRecipientGet.path, { receipt_merchant_id: String(recipient.merchantId) });
    expect(anonymous.body.code).toBe(401);
  });
});

describe('other money requests are audited too', () => {
  it('writes an adjustment and a USDT recharge request to the audit log with the change', async () => {
    const { token, merchant } = await signedInWith('CNY', '500.00');
    const uid = await newWalletUser(server.db, server.clock.now(), ['CNY']);
    const adjustment = await server.moneyCall<{ serial_number: string }>(
      endpoints.adjustmentPlus.path,
      { receipt_user_id: uid, coin_name: 'CNY', balance_type: 'available', pay_amount: '12.34', remark: 'Refund for order 881', google_code: server.freshCode(merchant.totpSecret) },
      { token },
    );
    expect(adjustment.body.code).toBe(200);
    const recharge = await server.moneyCall<{ order_no: string }>(
      endpoints.usdtRechargeAdd.path,
      {
        in_abbreviation: 'CNY',
        trade_count: '150',
        network: 'TRC20',
        address: await ownDepositAddress(server, token),
        sender_address: 'TAuditSender7Hq2Lw9Xc4Vb8Nm3Pq5R',
        txid: 'a1b2c3d4e5f6audit01',
        rate: '7.1',
        usdt_recharge_fee: '0.005',
      },
      { token },
    );
    expect(recharge.body.code).toBe(200);

    const log = await auditLog(token);
    expect(log.find((row) => row.action === 'adjustment')).toMatchObject({
      operator: merchant.username,
      target: adjustment.body.data.serial_number,
      after: { receipt_user_id: uid, pay_amount: '12.34 CNY', balance_type: 'available' },
    });
    expect(log.find((row) => row.action === 'usdt_recharge_request')).toMatchObject({
      target: recharge.body.data.order_no,
      after: { network: 'TRC20', trade_count: '150.000000 USDT' },
    });

    // A refused adjustment leaves no record.
    const refused = await server.moneyCall(
      endpoints.adjustmentPlus.path,
      { receipt_user_id: uid, coin_name: 'CNY', balance_type: 'available', pay_amount: '9999', remark: 'Too much' },
      { token },
    );
    expect(refused.body.code).toBe(4010);
    expect((await auditLog(token)).filter((row) => row.action === 'adjustment')).toHaveLength(1);
  });
});
