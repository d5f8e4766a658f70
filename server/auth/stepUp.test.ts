/**
 * The step-up window: a verified authenticator code lets its session make protected changes without another code for
 * 5 minutes. Each protected change is refused without a code while the window is closed (and changes nothing), and
 * accepted inside it, with an audit record. Signing in does not open it; a password change and a wrong code close it.
 * On PostgreSQL two apps stand for two server processes (as in sessionCache.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { testDatabaseKind } from '../testing/database';
import { minutes, useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant, newWalletUser } from '../testing/ledger';

// Demo mode: payers and their money come from the demo-only ops commands.
const server = useTestServer({ demo: true });

const askForCode = {
  code: 4000,
  detail: 'Enter the code of your authenticator app to confirm this change.',
  data: { field: 'google_code', key: 'kassa.server.stepUpRequired' },
};

interface Operator {
  merchant: TestMerchant;
  token: string;
}

async function operator(): Promise<Operator> {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  return { merchant, token: await server.signIn(merchant) };
}

async function auditCount(token: string): Promise<number> {
  const answer = await server.call<{ total: number }>(endpoints.auditLogQuery.path, { page_size: 100 }, { token });
  return answer.body.data.total;
}

/** The X-Step-Up-Until header of a signed-in answer. */
async function windowHeader(token: string, app: FastifyInstance = server.app): Promise<string | undefined> {
  const response = await app.inject({ method: 'POST', url: endpoints.accountDetail.path, headers: { authorization: token }, payload: {} });
  return response.headers['x-step-up-until'] as string | undefined;
}

/** Lets any window opened while preparing close (5 minutes), keeping the session alive. */
function closeWindowByTime() {
  server.clock.advance(minutes(6));
}

const card = { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222' };

async function addedMethod({ merchant, token }: Operator): Promise<number> {
  const answer = await server.call<{ id: number }>(endpoints.paymentMethodAdd.path, { ...card, google_code: server.freshCode(merchant.totpSecret) }, { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data.id;
}

interface ProtectedCall {
  name: string;
  path: string;
  money?: boolean;
  body(who: Operator): Promise<Record<string, unknown>>;
}

const protectedCalls: ProtectedCall[] = [
  {
    name: 'a transfer',
    path: endpoints.transferAdd.path,
    money: true,
    body: async () => ({ coin_name: 'CNY', receipt_merchant_id: String((await server.createMerchant()).merchantId), transfer_amount: '10' }),
  },
  {
    name: 'an adjustment (pay_record/plus)',
    path: endpoints.adjustmentPlus.path,
    money: true,
    body: async () => ({
      receipt_user_id: await newWalletUser(server.db, server.clock.now(), ['CNY']),
      coin_name: 'CNY',
      balance_type: 'available',
      pay_amount: '12.34',
      remark: 'Refund',
    }),
  },
  {
    name: 'a fiat withdrawal request',
    path: endpoints.fiatWithdrawAdd.path,
    money: true,
    body: async (who) => ({ payment_method_id: await addedMethod(who), out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' }),
  },
  { name: 'adding a payment method', path: endpoints.paymentMethodAdd.path, body: async () => card },
  { name: 'changing a payment method', path: endpoints.paymentMethodUpdate.path, body: async (who) => ({ id: await addedMethod(who), account_number: '6217000099998888' }) },
  { name: 'deleting a payment method', path: endpoints.paymentMethodDelete.path, body: async (who) => ({ id: await addedMethod(who) }) },
  {
    name: 'the default webhook and return URLs',
    path: endpoints.webhookEndpointUpdate.path,
    body: async ({ merchant, token }) => {
      await server.ops('set-kyc', [merchant.username, 'verified']);
      const key = await server.call(endpoints.accessKeyAdd.path, { ip: '203.0.113.7', google_code: server.freshCode(merchant.totpSecret) }, { token });
      expect(key.body.code).toBe(200);
      return { webhook_url: 'https://shop.example.com/hooks', return_url: 'https://shop.example.com/paid' };
    },
  },
  { name: 'adding a login whitelist entry', path: endpoints.whitelistAdd.path, body: async () => ({ ip: '203.0.113.10' }) },
  {
    name: 'deleting a login whitelist entry',
    path: endpoints.whitelistDelete.path,
    body: async ({ merchant, token }) => {
      const added = await server.call<{ id: number }>(endpoints.whitelistAdd.path, { ip: '203.0.113.10', google_code: server.freshCode(merchant.totpSecret) }, { token });
      expect(added.body.code).toBe(200);
      return { id: added.body.data.id };
    },
  },
  {
    name: 'approving a user withdrawal while the merchant has set no approval amount',
    path: endpoints.withdrawalApprove.path,
    money: true,
    body: async ({ merchant }) => {
      const uid = await newWalletUser(server.db, server.clock.now());
      const order = await server.ops<{ order_id: string }>('create-user-withdrawal', [merchant.username], { user: uid, coin: 'CNY', amount: '5' });
      return { order_id: order.body.data.order_id };
    },
  },
  { name: 'the review-free limit', path: endpoints.reviewFreeLimitUpdate.path, body: async () => ({ list: [{ coin_name: 'CNY', limit_amount: '50' }] }) },
  { name: 'the market switch', path: endpoints.marketSwitch.path, body: async () => ({ coin_name: 'VND', enabled: false }) },
  {
    name: 'creating an API key',
    path: endpoints.accessKeyAdd.path,
    body: async ({ merchant }) => {
      await server.ops('set-kyc', [merchant.username, 'verified']);
      return { ip: '203.0.113.7' };
    },
  },
];

describe('each protected change is refused without a code while the window is closed, and accepted inside it', () => {
  for (const call of protectedCalls) {
    it(call.name, async () => {
      const who = await operator();
      const body = await call.body(who);
      closeWindowByTime();
      const send = () => (call.money ? server.moneyCall(call.path, body, { token: who.token }) : server.call(call.path, body, { token: who.token }));
      const audits = await auditCount(who.token);

      const refused = await send();
      expect(refused.body).toMatchObject(askForCode);
      expect(await auditCount(who.token)).toBe(audits);

      await server.stepUp(who.merchant, who.token);
      const accepted = await send();
      expect(accepted.body.code).toBe(200);
      expect(await auditCount(who.token)).toBeGreaterThan(audits);
    });
  }
});

describe('the window', () => {
  it('is not opened by signing in; a code opens it for 5 minutes, and the answers say until when', async () => {
    const who = await operator();
    expect(await windowHeader(who.token)).toBe('');
    await server.stepUp(who.merchant, who.token);
    const until = new Date(server.clock.now().getTime() + minutes(5)).toISOString();
    expect(await windowHeader(who.token)).toBe(until);
    server.clock.advance(minutes(4));
    expect((await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false }, { token: who.token })).body.code).toBe(200);
    server.clock.advance(minutes(1));
    expect(await windowHeader(who.token)).toBe('');
    expect((await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: true }, { token: who.token })).body).toMatchObject(askForCode);
  });

  it('belongs to its session: another session of the same operator still needs a code', async () => {
    const who = await operator();
    const other = await server.signIn(who.merchant, { ip: '198.51.100.77' });
    await server.stepUp(who.merchant, who.token);
    expect((await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false }, { token: other, ip: '198.51.100.77' })).body).toMatchObject(askForCode);
  });

  it('is closed by a password change', async () => {
    const who = await operator();
    await server.stepUp(who.merchant, who.token);
    const changed = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword(who.merchant.password),
        new_password: await server.encryptPassword('Another-pass-3'),
        confirm_password: await server.encryptPassword('Another-pass-3'),
      },
      { token: who.token },
    );
    expect(changed.body.code).toBe(200);
    expect(await windowHeader(who.token)).toBe('');
    expect((await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false }, { token: who.token })).body).toMatchObject(askForCode);
  });

  it('is closed by a wrong code, and a code sent inside the window is still checked', async () => {
    const who = await operator();
    await server.stepUp(who.merchant, who.token);
    const right = server.freshCode(who.merchant.totpSecret);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false, google_code: wrong }, { token: who.token });
    expect(refused.body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.wrongCurrentCode' } });
    expect(await windowHeader(who.token)).toBe('');
    expect((await server.call(endpoints.marketSwitch.path, { coin_name: 'VND', enabled: false }, { token: who.token })).body).toMatchObject(askForCode);
  });

  it('a stolen session cannot guess codes: five wrong ones lock the operator’s step-up, not its sign-in', async () => {
    const who = await operator();
    const right = () => server.freshCode(who.merchant.totpSecret);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const code = right() === '000000' ? '111111' : '000000';
      const answer = await server.call(endpoints.stepUpOpen.path, { google_code: code }, { token: who.token });
      expect(answer.body.code).toBe(attempt < 5 ? 4000 : 4000);
    }
    const locked = await server.call(endpoints.stepUpOpen.path, { google_code: right() }, { token: who.token });
    expect(locked.body).toMatchObject({
      code: 4002,
      detail: 'Too many wrong confirmation codes or passwords. Confirmations are locked; please try again in 15 minutes.',
    });
    // Signing in is another counter: the operator is not locked out.
    expect((await server.login(who.merchant, { ip: '198.51.100.78' })).body.code).toBe(200);
  });
});

describe('anonymous sign-in failures', () => {
  it('never block the signed-in operator’s transfer', async () => {
    const who = await operator();
    const recipient = await server.createMerchant();
    // A stranger guesses the operator's password from elsewhere, far past every sign-in threshold.
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const answer = await server.login(who.merchant, { password: `Wrong-${attempt}-pass`, ip: '192.0.2.66', challenge: 'leave' });
      expect([4001, 4028]).toContain(answer.body.code);
    }
    expect((await server.login(who.merchant, { ip: '192.0.2.66', challenge: 'leave' })).body.code).toBe(4028);
    const body = { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '10', google_code: server.freshCode(who.merchant.totpSecret) };
    expect((await server.moneyCall(endpoints.transferAdd.path, body, { token: who.token })).body.code).toBe(200);
  });
});

describe('two server processes', () => {
  let other: FastifyInstance;
  let closeOther: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app: other, close: closeOther } = await server.otherProcess());
  });

  afterAll(() => closeOther?.());

  const switchOn = (app: FastifyInstance, token: string, enabled: boolean) =>
    app.inject({ method: 'POST', url: endpoints.marketSwitch.path, headers: { authorization: token }, payload: { coin_name: 'VND', enabled } });

  it('a window opened on one is open on the other at once, and closed on both by a wrong code', async () => {
    const who = await operator();
    // The other app keeps the session, window closed.
    expect((await switchOn(other, who.token, false)).json()).toMatchObject(askForCode);
    expect((await switchOn(other, who.token, false)).json()).toMatchObject(askForCode);

    await server.stepUp(who.merchant, who.token);
    expect((await switchOn(other, who.token, false)).json()).toMatchObject({ code: 200 });

    const right = server.freshCode(who.merchant.totpSecret);
    await server.call(endpoints.stepUpOpen.path, { google_code: right === '000000' ? '111111' : '000000' }, { token: who.token });
    expect((await switchOn(other, who.token, true)).json()).toMatchObject(askForCode);
  });

  it.runIf(testDatabaseKind() === 'postgres')('the other process drops its kept session when the window changes', async () => {
    const who = await operator();
    expect(await windowHeader(who.token, other)).toBe('');
    expect(await windowHeader(who.token, other)).toBe('');
    const dropped = new Promise((resolve) => other.sessionCache.once('dropped', resolve));
    await server.stepUp(who.merchant, who.token);
    await dropped;
    expect(await windowHeader(who.token, other)).not.toBe('');
  });
});

describe('a fiat withdrawal keeps its destination', () => {
  type Order = ResponseOf<'fiatWithdrawAdd'>;

  it('its payment method cannot change or go while it waits, and the review shows where it pays', async () => {
    const who = await operator();
    const methodId = await addedMethod(who);
    const code = () => server.freshCode(who.merchant.totpSecret);
    const requested = await server.moneyCall<Order>(
      endpoints.fiatWithdrawAdd.path,
      { payment_method_id: methodId, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008', google_code: code() },
      { token: who.token },
    );
    expect(requested.body.code).toBe(200);
    const destination = { type: 'bank_card', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222' };
    expect(requested.body.data.destination).toEqual(destination);

    const pending = {
      code: 4009,
      detail: 'This payment method has a fiat withdrawal waiting for review. It can be changed or deleted once the withdrawal is approved or rejected.',
    };
    const edit = await server.call(endpoints.paymentMethodUpdate.path, { id: methodId, account_number: '6666000011112222', holder_name: 'Mallory', google_code: code() }, { token: who.token });
    expect(edit.body).toMatchObject(pending);
    expect((await server.call(endpoints.paymentMethodDelete.path, { id: methodId, google_code: code() }, { token: who.token })).body).toMatchObject(pending);
    // Disabling alone changes no destination.
    expect((await server.call(endpoints.paymentMethodUpdate.path, { id: methodId, enabled: false }, { token: who.token })).body.code).toBe(200);

    const orderNo = requested.body.data.order_no;
    const reviews = await server.ops<Record<string, string>>('pending-reviews');
    expect(reviews.body.data[orderNo]).toContain('to bank_card Bank of China, Li Na, 6217000011112222');
    const list = await server.call<{ list: Order[] }>(endpoints.fiatWithdrawQuery.path, { keyword: orderNo }, { token: who.token });
    expect(list.body.data.list[0]?.destination).toEqual(destination);

    const approved = await server.ops<Record<string, string>>('approve-fiat-withdrawal', [orderNo], { reference: 'BOC20250602001' });
    expect(approved.body.data).toMatchObject({ status: 'approved', pay_to: 'bank_card Bank of China, Li Na, 6217000011112222' });
    const afterReview = await server.call(endpoints.paymentMethodUpdate.path, { id: methodId, bank_name: 'ICBC', google_code: code() }, { token: who.token });
    expect(afterReview.body.code).toBe(200);
  });
});
