/**
 * Payouts of the merchant API: the merchant's server pays its user into their wallet. The merchant's signed call is
 * the consent; its review-free limit and daily cap cover these payouts, and its operators review the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { balancesOf, merchantOwner, walletUserOwner } from '../ledger/ledger';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';
import { createApiKey, signedCall, type TestApiKey } from '../testing/merchantApi';
import { startWebhookReceiver, verifyWebhook, type ReceivedWebhook, type WebhookReceiver } from '../testing/webhookReceiver';

const server = useTestServer();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

type Payout = ResponseOf<'openPayoutCreate'>;
const create = endpoints.openPayoutCreate.path;
const query = endpoints.openPayoutQuery.path;

const cnyOf = async (owner: Parameters<typeof balancesOf>[1]) => {
  const held = (await balancesOf(server.db, owner, ['CNY'])).get('CNY');
  return { available: held?.available.toFixed(2) ?? '0.00', frozen: held?.frozen.toFixed(2) ?? '0.00' };
};

/** A merchant with CNY 1000.00, an API key, its webhook endpoint at the receiver, and the review-free limit given. */
async function payingMerchant(limit: { limit_amount: string; user_daily_cap?: string | null } = { limit_amount: '0' }) {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
  const token = await server.signInSteppedUp(merchant);
  const key = await createApiKey(server, merchant, token);
  await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: receiver.url }, { token });
  const limits = await server.call(endpoints.reviewFreeLimitUpdate.path, { list: [{ coin_name: 'CNY', ...limit }] }, { token });
  if (limits.body.code !== 200) throw new Error(`withdrawal_limit/update failed: ${JSON.stringify(limits.body)}`);
  return { merchant, token, key };
}

let payoutCounter = 0;
const payoutBody = (uid: string, overrides: Record<string, unknown> = {}) => {
  payoutCounter += 1;
  return { merchant_payout_no: `PAY-${payoutCounter}`, uid, coin_name: 'CNY', amount: '80.00', nick: 'player_42', remark: 'Weekly cashback', ...overrides };
};

/** Verifies a received webhook as the merchant would, at the server's time. */
const verify = (webhook: ReceivedWebhook, secret: string) => verifyWebhook(webhook, secret, server.clock.now()) as { type: string; data: Payout };

/** The webhooks received since `before` that this merchant's key signed (other merchants of this file share the receiver). */
function signedBy(key: TestApiKey, before: number) {
  return receiver.received.slice(before).flatMap((webhook) => {
    try {
      return [verify(webhook, key.webhookSecret)];
    } catch {
      return [];
    }
  });
}

/** Sends the waiting webhook events until `count` of this merchant's have arrived since `before`, and answers them. */
async function deliveredSince(before: number, count: number, key: TestApiKey) {
  await runBackgroundRound({ db: server.db, config: server.config });
  while (signedBy(key, before).length < count) {
    await receiver.waitFor(receiver.received.length + 1);
  }
  return signedBy(key, before);
}

describe('payouts of the merchant API', () => {
  it('pays a payout within the review-free limit at once, into the payer’s wallet, and says so in signed webhooks', async () => {
    const { merchant, key, token } = await payingMerchant({ limit_amount: '100' });
    const uid = await newWalletUser(server.db, server.clock.now());
    const before = receiver.received.length;
    const answer = await signedCall<Payout>(server, key, create, payoutBody(uid, { merchant_payout_no: 'CASHBACK-7' }));
    expect(answer.body.code).toBe(200);
    const payout = answer.body.data;
    expect(payout).toMatchObject({
      merchant_payout_no: 'CASHBACK-7',
      uid,
      nick: 'player_42',
      amount: '80.00',
      handling_fee: '0.64',
      settlement_amount: '79.36',
      payout_status: 'approved',
      reviewer: 'automatic',
      reason: null,
      remark: 'Weekly cashback',
      pay_time: server.clock.now().toISOString(),
    });
    expect(payout.payout_id).toMatch(/^WD/);
    expect(await cnyOf(walletUserOwner(uid))).toEqual({ available: '79.36', frozen: '0.00' });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '920.00', frozen: '0.00' });

    const events = await deliveredSince(before, 2, key);
    expect(events.map((event) => event.type).sort()).toEqual(['payout.approved', 'payout.paid']);
    for (const event of events) expect(event.data).toEqual(payout);
    expect((await signedCall<Payout>(server, key, query, { merchant_payout_no: 'CASHBACK-7' })).body.data).toEqual(payout);
    expect((await signedCall<Payout>(server, key, query, { payout_id: payout.payout_id })).body.data).toEqual(payout);

    // The console's user withdrawal records show where it came from.
    const records = await server.call<ResponseOf<'withdrawalRecordQuery'>>(endpoints.withdrawalRecordQuery.path, { source: 'merchant_api', keyword: 'CASHBACK-7' }, { token });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ order_id: payout.payout_id, source: 'merchant_api', merchant_payout_no: 'CASHBACK-7', note: 'Weekly cashback', nick: 'player_42', audit: 'automatic' }),
    ]);
    expect((await server.call<ResponseOf<'withdrawalRecordQuery'>>(endpoints.withdrawalRecordQuery.path, { source: 'wallet' }, { token })).body.data.total).toBe(0);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('makes one payout of ten concurrent calls with one payout id, and refuses the id with another body', async () => {
    const { merchant, key } = await payingMerchant({ limit_amount: '100' });
    const uid = await newWalletUser(server.db, server.clock.now());
    const body = payoutBody(uid);
    const answers = await Promise.all(Array.from({ length: 10 }, () => signedCall<Payout>(server, key, create, body)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.data.payout_id)).size).toBe(1);
    expect(await cnyOf(walletUserOwner(uid))).toEqual({ available: '79.36', frozen: '0.00' });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '920.00', frozen: '0.00' });

    const reused = await signedCall(server, key, create, { ...body, amount: '90.00' });
    expect(reused.body).toMatchObject({ code: 4009, detail: `The payout id ${body.merchant_payout_no} is already used for a payout with other details.` });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '920.00', frozen: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses a payout above the available balance with 4010, and nothing moves', async () => {
    const { merchant, key, token } = await payingMerchant({ limit_amount: '5000' });
    const uid = await newWalletUser(server.db, server.clock.now());
    for (const amount of ['1000.01', '3000.00']) {
      const refused = await signedCall(server, key, create, payoutBody(uid, { amount }));
      expect(refused.body.code).toBe(4010);
    }
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    expect(await cnyOf(walletUserOwner(uid))).toEqual({ available: '0.00', frozen: '0.00' });
    expect((await server.call<ResponseOf<'withdrawalRecordQuery'>>(endpoints.withdrawalRecordQuery.path, {}, { token })).body.data.total).toBe(0);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('waits above the limit for an operator: approval sends payout.approved and payout.paid, rejection payout.rejected with its reason', async () => {
    const { merchant, key, token } = await payingMerchant({ limit_amount: '50' });
    const uid = await newWalletUser(server.db, server.clock.now());
    const pending = (await signedCall<Payout>(server, key, create, payoutBody(uid, { amount: '200.00' }))).body.data;
    expect(pending).toMatchObject({ payout_status: 'pending', reviewer: null, pay_time: null });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '800.00', frozen: '200.00' });

    let before = receiver.received.length;
    expect((await server.moneyCall(endpoints.withdrawalApprove.path, { order_id: pending.payout_id }, { token })).body.code).toBe(200);
    const approved = (await signedCall<Payout>(server, key, query, { payout_id: pending.payout_id })).body.data;
    expect(approved).toMatchObject({ payout_status: 'approved', reviewer: merchant.username, settlement_amount: '198.40' });
    expect((await deliveredSince(before, 2, key)).map((event) => [event.type, event.data.payout_status]).sort()).toEqual([
      ['payout.approved', 'approved'],
      ['payout.paid', 'approved'],
    ]);
    expect(await cnyOf(walletUserOwner(uid))).toEqual({ available: '198.40', frozen: '0.00' });

    const second = (await signedCall<Payout>(server, key, create, payoutBody(uid, { amount: '300.00' }))).body.data;
    before = receiver.received.length;
    expect((await server.moneyCall(endpoints.withdrawalReject.path, { order_id: second.payout_id, reason: 'The account is under review' }, { token })).body.code).toBe(200);
    const [rejected] = await deliveredSince(before, 1, key);
    expect(rejected).toMatchObject({ type: 'payout.rejected', data: { payout_id: second.payout_id, payout_status: 'rejected', reason: 'The account is under review' } });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '800.00', frozen: '0.00' });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('holds payouts to one payer within the merchant’s daily cap', async () => {
    const { merchant, key } = await payingMerchant({ limit_amount: '500', user_daily_cap: '150' });
    const uid = await newWalletUser(server.db, server.clock.now());
    expect((await signedCall(server, key, create, payoutBody(uid, { amount: '100.00' }))).body.code).toBe(200);
    const over = await signedCall(server, key, create, payoutBody(uid, { amount: '60.00' }));
    expect(over.body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '900.00', frozen: '0.00' });
  });

  it('refuses strangers: an unsigned call, another merchant’s key, and an unknown payer; nothing moves', async () => {
    const { merchant, key } = await payingMerchant({ limit_amount: '500' });
    const other = await payingMerchant({ limit_amount: '500' });
    const uid = await newWalletUser(server.db, server.clock.now());
    const unsigned = await server.call(create, payoutBody(uid));
    expect(unsigned.body.code).toBe(401);
    const mine = (await signedCall<Payout>(server, key, create, payoutBody(uid, { merchant_payout_no: 'SHARED-1' }))).body.data;
    // Another merchant's key neither reads the payout nor reaches its money: the same payout id is a payout of its own.
    expect((await signedCall(server, other.key, query, { payout_id: mine.payout_id })).body.code).toBe(4004);
    expect((await signedCall(server, other.key, query, { merchant_payout_no: 'SHARED-1' })).body.code).toBe(4004);
    const unknown = await signedCall(server, key, create, payoutBody('U99999999', { amount: '10.00' }));
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'user' } });
    expect(await cnyOf(merchantOwner(merchant.merchantId))).toEqual({ available: '920.00', frozen: '0.00' });
    expect(await cnyOf(merchantOwner(other.merchant.merchantId))).toEqual({ available: '1000.00', frozen: '0.00' });
    const invalid = await signedCall(server, key, create, { ...payoutBody(uid), amount: '-5', merchant_payout_no: 'bad id!' });
    expect(invalid.body.code).toBe(4000);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
