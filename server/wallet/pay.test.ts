import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { payerCall, signInPayer } from '../checkout/testHelpers';
import { rechargeOrders, webhookEvents } from '../db/schema';
import { balancesOf, merchantOwner, platformOwner, walletUserOwner } from '../ledger/ledger';
import { closeOrder, expireDueOrders, payOrder } from '../merchantApi/orders';
import { minutes, useTestServer, type TestMerchant } from '../testing/harness';
import { ledgerProblems } from '../testing/ledger';
import { createApiKey, signedCall, type TestApiKey } from '../testing/merchantApi';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../testing/webhookReceiver';
import { newOrder, newPayer, paymentPassword, publicIdOf, walletCall, walletMoneyCall, walletSignIn } from './testHelpers';

const server = useTestServer();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const round = () => runBackgroundRound({ db: server.db, config: server.config });
type WalletOrder = ResponseOf<'walletOrderResolve'>;
type Payment = ResponseOf<'walletMerchantPay'>;

/** A merchant with an API key and its webhook endpoint at the test's receiver. */
async function merchantWithEndpoint(): Promise<{ merchant: TestMerchant; token: string; key: TestApiKey }> {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  const key = await createApiKey(server, merchant, token);
  await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: receiver.url }, { token });
  return { merchant, token, key };
}

const cnyOf = async (owner: Parameters<typeof balancesOf>[1]) => (await balancesOf(server.db, owner, ['CNY'])).get('CNY');
const receivedFor = (orderId: string) =>
  receiver.received.map((webhook) => JSON.parse(webhook.body) as { type: string; data: { order_id: string } }).filter((event) => event.data.order_id === orderId);

describe('an order paid by scanning its code', () => {
  it('resolves the code, shows "scan success" at the checkout, pays once and sends order.paid once', async () => {
    const { merchant, key } = await merchantWithEndpoint();
    const created = await signedCall<{ order_id: string }>(server, key, endpoints.openOrderCreate.path, { merchant_order_no: 'SCAN-1', coin_name: 'CNY', amount: '100.00' });
    const orderId = created.body.data.order_id;
    const payer = await newPayer(server, { cny: '500', reward: '30' });
    const token = await walletSignIn(server, payer);

    const before = await server.call<ResponseOf<'checkoutOrder'>>(endpoints.checkoutOrder.path, { order_id: orderId });
    expect(before.body.data.status).toBe('created');
    expect(before.body.data.deep_link).toBe(`${server.config.publicUrl}/wallet/pay?order=${orderId}`);
    for (const code of [before.body.data.deep_link, before.body.data.app_link, `kassawallet://pay?order=${orderId}`, `${server.config.publicUrl}/checkout/${orderId}`, orderId]) {
      const resolved = await walletCall<WalletOrder>(server, endpoints.walletOrderResolve.path, token, { code });
      expect(resolved.body.data, code).toMatchObject({ order_id: orderId, merchant_order_no: 'SCAN-1', amount: '100.00', coin_name: 'CNY', status: 'scanned' });
    }
    // The checkout page open elsewhere reads the same state (its event stream sends it).
    expect((await server.call<ResponseOf<'checkoutOrder'>>(endpoints.checkoutOrder.path, { order_id: orderId })).body.data.status).toBe('scanned');

    const wrong = await walletCall(server, endpoints.walletOrderPay.path, token, { order_id: orderId, payment_password: '000000' });
    expect(wrong.body.code).toBe(4001);
    const paid = await walletCall<WalletOrder>(server, endpoints.walletOrderPay.path, token, { order_id: orderId, payment_password: paymentPassword, use_reward: true });
    expect(paid.body.data).toMatchObject({ status: 'paid', pay_time: server.clock.now().toISOString() });
    const payerCny = await cnyOf(walletUserOwner(payer.uid));
    expect([payerCny?.available.toFixed(2), payerCny?.reward.toFixed(2)]).toEqual(['430.00', '0.00']);
    const again = await walletCall(server, endpoints.walletOrderPay.path, token, { order_id: orderId, payment_password: paymentPassword });
    expect(again.body).toMatchObject({ code: 4009, detail: 'This order is already paid.' });
    // A paid order resolves as it is, nothing changed.
    expect((await walletCall<WalletOrder>(server, endpoints.walletOrderResolve.path, token, { code: orderId })).body.data.status).toBe('paid');

    await round();
    await round();
    expect(receivedFor(orderId).map((event) => event.type)).toEqual(['order.paid']);
    const queried = await signedCall<{ order_status: string }>(server, key, endpoints.openOrderQuery.path, { order_id: orderId });
    expect(queried.body.data.order_status).toBe('coin_transferred');
  });

  it('refuses a code that names no order, and an order that does not exist', async () => {
    const token = await walletSignIn(server, await newPayer(server));
    const notOrder = await walletCall(server, endpoints.walletOrderResolve.path, token, { code: 'kassa://pay?merchant_id=100001' }, { language: 'zh_Hans' });
    expect(notOrder.body).toMatchObject({ code: 4000, data: { field: 'code' }, detail: '该二维码不是本服务的订单，请扫描支付页面上的二维码。' });
    const missing = await walletCall(server, endpoints.walletOrderResolve.path, token, { code: `ord_${'0'.repeat(24)}` });
    expect(missing.body.code).toBe(4004);
  });
});

describe('a payment to a merchant’s receiving code', () => {
  it('makes a paid scan recharge with the recharge fee, in the merchant’s records, fund flow and webhook', async () => {
    const { merchant, token: merchantToken, key } = await merchantWithEndpoint();
    const payer = await newPayer(server, { cny: '1000' });
    const token = await walletSignIn(server, payer);

    const resolved = await walletCall<ResponseOf<'walletMerchantResolve'>>(server, endpoints.walletMerchantResolve.path, token, { code: `kassa://pay?merchant_id=${merchant.merchantId}` });
    expect(resolved.body.data).toMatchObject({ merchant_id: String(merchant.merchantId), merchant_name: expect.stringMatching(/^Shop /), coins: expect.arrayContaining(['CNY']) });
    const web = await walletCall<ResponseOf<'walletMerchantResolve'>>(server, endpoints.walletMerchantResolve.path, token, { code: `${server.config.publicUrl}/wallet/pay?merchant=${merchant.merchantId}` });
    expect(web.body.data.merchant_id).toBe(String(merchant.merchantId));

    const platformBefore = (await cnyOf(platformOwner))?.available;
    const body = { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '200.00', note: 'Table 4', payment_password: paymentPassword, use_reward: false };
    const paid = await walletMoneyCall<Payment>(server, endpoints.walletMerchantPay.path, token, body, { key: 'pay-merchant-0001' });
    expect(paid.body.data).toMatchObject({ merchant_id: String(merchant.merchantId), amount: '200.00', coin_name: 'CNY', note: 'Table 4', order_id: expect.stringMatching(/^ord_/) });
    // The same key and body answers the same payment again; nothing moves twice.
    const replay = await walletMoneyCall<Payment>(server, endpoints.walletMerchantPay.path, token, body, { key: 'pay-merchant-0001' });
    expect(replay.body.data).toEqual(paid.body.data);
    expect((await cnyOf(walletUserOwner(payer.uid)))?.available.toFixed(2)).toBe('800.00');

    const records = await server.call<ResponseOf<'chargeRecordQuery'>>(endpoints.chargeRecordQuery.path, { order_from: 'scan' }, { token: merchantToken });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ order_id: paid.body.data.merchant_order_no, order_from: 'scan', order_status: 'coin_transferred', amount: '200.00', payment_id: payer.uid }),
    ]);
    const record = records.body.data.list[0]!;
    const fee = record.handling_fee;
    expect(Number(fee)).toBeGreaterThan(0);
    expect((Number(record.amount) - Number(fee)).toFixed(2)).toBe(record.settlement_amount);
    expect((await cnyOf(merchantOwner(merchant.merchantId)))?.available.toFixed(2)).toBe(record.settlement_amount);
    expect((await cnyOf(platformOwner))!.available.minus(platformBefore ?? 0).toFixed(2)).toBe(fee);

    const flows = await server.call<ResponseOf<'fundFlowQuery'>>(endpoints.fundFlowQuery.path, {}, { token: merchantToken });
    expect(flows.body.data.list).toEqual([expect.objectContaining({ serial_number: paid.body.data.serial_number, transaction_type: 'recharge', charge: fee })]);

    await round();
    const events = receivedFor(paid.body.data.order_id);
    expect(events.map((event) => event.type)).toEqual(['order.paid']);
    const webhook = receiver.received.find((received) => received.body.includes(paid.body.data.order_id))!;
    // Signed as any order's webhook: standardwebhooks verifies it at the server's time.
    expect(verifyWebhook(webhook, key.webhookSecret, server.clock.now())).toMatchObject({ type: 'order.paid', data: { order_id: paid.body.data.order_id, order_status: 'coin_transferred' } });
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('refuses bad input on its field in the caller’s language, and moves nothing', async () => {
    const merchant = await server.createMerchant();
    const payer = await newPayer(server, { cny: '100' });
    const token = await walletSignIn(server, payer);
    const pay = (body: Record<string, unknown>, language = 'en') =>
      walletMoneyCall(server, endpoints.walletMerchantPay.path, token, { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '10.00', payment_password: paymentPassword, ...body }, { language });
    expect((await pay({ amount: '-1' })).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect((await pay({ amount: '1.001' })).body).toMatchObject({ code: 4000, data: { field: 'amount' } });
    expect((await pay({ merchant_id: '999999' }, 'vi')).body).toMatchObject({ code: 4000, data: { field: 'merchant_id' }, detail: 'Không có người bán nào có ID 999999.' });
    expect((await pay({ coin_name: 'EUR' })).body).toMatchObject({ code: 4000, data: { field: 'coin_name' }, detail: expect.stringContaining('does not take EUR payments now') });
    expect((await pay({ amount: '500.00' })).body.code).toBe(4010);
    expect((await pay({ payment_password: '12' })).body).toMatchObject({ code: 4000, data: { field: 'payment_password' } });
    expect((await pay({}, 'en')).body.code).toBe(200);
    // The one that passed is all that moved; a wrong payment password is counted though the call rolled back.
    expect((await cnyOf(walletUserOwner(payer.uid)))?.available.toFixed(2)).toBe('90.00');
    const wrong = await pay({ payment_password: '000000' });
    expect(wrong.body).toMatchObject({ code: 4001, detail: expect.stringContaining(': 4.') });
    expect((await pay({ payment_password: '000000' })).body).toMatchObject({ code: 4001, detail: expect.stringContaining(': 3.') });
    const notCode = await walletCall(server, endpoints.walletMerchantResolve.path, token, { code: 'https://example.com/hello' });
    expect(notCode.body).toMatchObject({ code: 4000, data: { field: 'code' } });
    const scanOrders = await server.db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.merchantId, merchant.merchantId), eq(rechargeOrders.orderFrom, 'scan')));
    expect(scanOrders).toHaveLength(1);
  });
});

/** Runs a step of the race, keeping its result or its refusal: a race's losers are refused, never crash. */
async function settle(step: () => Promise<unknown>): Promise<{ ok: boolean; code?: number; error?: unknown }> {
  try {
    const value = await step();
    const code = (value as { body?: { code?: number } } | undefined)?.body?.code;
    return code === undefined ? { ok: true } : { ok: code === 200, code };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, code: typeof code === 'number' ? code : undefined, error };
  }
}

const outcomeEvent = { coin_transferred: 'order.paid', cancelled: 'order.cancelled', auto_cancelled: 'order.expired' } as const;

describe('the wallet, the checkout, the merchant and the expiry racing on one order', () => {
  it('resolve to one outcome, with one webhook event of it, and money moved once', async () => {
    const merchant = await server.createMerchant();
    for (let round = 0; round < 6; round += 1) {
      const order = await newOrder(server, merchant, { amount: '100.00', expire_minutes: 15, notify_url: 'http://127.0.0.1:9/hook' });
      const id = publicIdOf(order);
      const walletPayer = await newPayer(server, { cny: '1000' });
      const checkoutPayer = await newPayer(server, { cny: '1000' });
      const walletToken = await walletSignIn(server, walletPayer);
      const checkoutToken = await signInPayer(server, id, checkoutPayer);
      const now = server.clock.now();
      const deadline = new Date(now.getTime() + minutes(15));
      const steps = [
        () => walletCall(server, endpoints.walletOrderPay.path, walletToken, { order_id: id, payment_password: paymentPassword }),
        () => payerCall(server, endpoints.checkoutPay.path, checkoutToken, { payment_password: paymentPassword }),
        () => closeOrder(server.db, merchant.merchantId, { order_id: id }, now, server.config.publicUrl),
        () => expireDueOrders(server.db, deadline, server.config.publicUrl),
        () => walletCall(server, endpoints.walletOrderResolve.path, walletToken, { code: id }),
        () => payOrder(server.db, { publicId: id, payerUid: checkoutPayer.uid }, now, server.config.publicUrl),
      ];
      const rotated = [...steps.slice(round % steps.length), ...steps.slice(0, round % steps.length)];
      const results = await Promise.all(rotated.map((step) => settle(step)));
      for (const result of results) {
        if (!result.ok && result.code === undefined) throw result.error;
        expect(result.code, 'a refusal, never an internal error').not.toBe(500);
      }

      const [row] = await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, id));
      const status = (row?.orderStatus ?? 'missing') as keyof typeof outcomeEvent;
      expect(Object.keys(outcomeEvent)).toContain(status);
      const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, id));
      expect(events.map((event) => event.eventType)).toEqual([outcomeEvent[status]]);
      const spent = async (uid: string) => 1000 - Number((await cnyOf(walletUserOwner(uid)))?.available.toFixed(2));
      const payments = [await spent(walletPayer.uid), await spent(checkoutPayer.uid)];
      expect(payments.sort()).toEqual(status === 'coin_transferred' ? [0, 100] : [0, 0]);
    }
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('pays a merchant once when the same payment is sent twice at once with one key', async () => {
    const merchant = await server.createMerchant();
    const payer = await newPayer(server, { cny: '1000' });
    const token = await walletSignIn(server, payer);
    const body = { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '50.00', payment_password: paymentPassword };
    const answers = await Promise.all(Array.from({ length: 3 }, () => walletMoneyCall<Payment>(server, endpoints.walletMerchantPay.path, token, body, { key: 'same-key-123' })));
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.order_id)).size).toBe(1);
    expect((await cnyOf(walletUserOwner(payer.uid)))?.available.toFixed(2)).toBe('950.00');
  });
});
