import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { fundFlows, rechargeOrders, webhookEvents } from '../db/schema';
import { balancesOf, merchantOwner, walletUserOwner } from '../ledger/ledger';
import { useTestServer } from '../testing/harness';
import { ledgerProblems, newWalletUser, topUpUser } from '../testing/ledger';
import { createApiKey, newNonce, signedCall } from '../testing/merchantApi';

// Demo mode: `ops pay-order` pays as a payer would, without their payment password, so it runs only there.
const server = useTestServer({ demo: true });

type Order = ResponseOf<'openOrderCreate'>;
const create = endpoints.openOrderCreate.path;
const query = endpoints.openOrderQuery.path;
const close = endpoints.openOrderClose.path;

let orderCounter = 0;
const orderBody = (overrides: Record<string, unknown> = {}) => {
  orderCounter += 1;
  return { merchant_order_no: `SHOP-${orderCounter}`, coin_name: 'CNY', amount: '250.00', subject: 'Two coffees', ...overrides };
};

async function merchantWithKey() {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  const key = await createApiKey(server, merchant, token);
  return { merchant, token, key };
}

async function ordersOf(merchantId: number): Promise<number> {
  const [row] = await server.db.select({ value: count() }).from(rechargeOrders).where(eq(rechargeOrders.merchantId, merchantId));
  return row?.value ?? 0;
}

async function payer(amount = '1000') {
  const uid = await newWalletUser(server.db, server.clock.now());
  await topUpUser(server.db, uid, 'CNY', amount, server.clock.now());
  return uid;
}

describe('merchant order API: signatures', () => {
  it('accepts a well-signed call and answers the order with its hosted checkout URL', async () => {
    const { key } = await merchantWithKey();
    const answer = await signedCall<Order>(server, key, create, orderBody({ merchant_order_no: 'FIRST-1', expire_minutes: 30 }));
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    const order = answer.body.data;
    expect(order).toMatchObject({
      merchant_order_no: 'FIRST-1',
      coin_name: 'CNY',
      amount: '250.00',
      subject: 'Two coffees',
      order_status: 'created',
      expire_time: new Date(server.clock.now().getTime() + 30 * 60_000).toISOString(),
      serial_number: null,
      handling_fee: null,
      pay_time: null,
    });
    expect(order.order_id).toMatch(/^ord_[0-9a-f]{24}$/);
    expect(order.checkout_url).toBe(`${server.config.publicUrl}/checkout/${order.order_id}`);
  });

  it('refuses a wrong signature, a stale or future timestamp, a replayed nonce, an unknown key, and changes nothing', async () => {
    const { merchant, key } = await merchantWithKey();
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const refusals: [string, Awaited<ReturnType<typeof signedCall>>][] = [
      ['wrong secret', await signedCall(server, key, create, orderBody(), { secret: 'sk_not-the-secret' })],
      ['stale', await signedCall(server, key, create, orderBody(), { timestamp: now - 301 })],
      ['future', await signedCall(server, key, create, orderBody(), { timestamp: now + 301 })],
      ['unknown key', await signedCall(server, { ...key, accessKey: 'ak_000000000000000000000000' }, create, orderBody())],
    ];
    for (const [why, answer] of refusals) {
      expect(answer.status, why).toBe(401);
      expect(answer.body.code, why).toBe(401);
    }
    expect(refusals.map(([, answer]) => answer.body.detail)).toEqual([
      'The signature does not match. Sign timestamp, nonce, POST, the path and the raw body, joined by newlines, with your secret key.',
      'X-Timestamp is more than 300 seconds away from the server’s clock. Check your clock and sign the call again.',
      'X-Timestamp is more than 300 seconds away from the server’s clock. Check your clock and sign the call again.',
      'This access key does not exist or has been revoked.',
    ]);
    // A timestamp inside the window is accepted: 299 s either way.
    expect((await signedCall(server, key, create, orderBody(), { timestamp: now - 299 })).body.code).toBe(200);
    expect(await ordersOf(merchant.merchantId)).toBe(1);

    const nonce = newNonce();
    const body = orderBody();
    expect((await signedCall(server, key, create, body, { nonce })).body.code).toBe(200);
    const replay = await signedCall(server, key, query, { merchant_order_no: body.merchant_order_no }, { nonce });
    expect(replay.body).toMatchObject({ code: 401, detail: 'This X-Nonce was already used. Every call needs a new one.' });
    expect(await ordersOf(merchant.merchantId)).toBe(2);

    // A body changed after signing does not match its signature.
    const tampered = await server.app.inject({
      method: 'POST',
      url: create,
      headers: { 'content-type': 'application/json', 'x-access-key': key.accessKey, 'x-timestamp': String(now), 'x-nonce': newNonce(), 'x-signature': '0'.repeat(64) },
      payload: JSON.stringify(orderBody()),
      remoteAddress: '203.0.113.10',
    });
    expect(tampered.json()).toMatchObject({ code: 401 });
    const unsigned = await server.call(create, orderBody());
    expect(unsigned.body).toMatchObject({ code: 401, detail: 'Sign the call: the headers X-Access-Key, X-Timestamp, X-Nonce and X-Signature are all required.' });
    expect(await ordersOf(merchant.merchantId)).toBe(2);
  });

  it('refuses a caller outside the IP permission, a suspended merchant and a revoked key', async () => {
    const { merchant, token, key } = await merchantWithKey();
    const outside = await signedCall(server, key, create, orderBody(), { ip: '198.51.100.7' });
    expect(outside.body).toMatchObject({ code: 4003, detail: 'Calls from 198.51.100.7 are not in this API key’s IP permission.' });

    await server.ops('suspend', [merchant.username]);
    expect((await signedCall(server, key, create, orderBody())).body.code).toBe(512);
    await server.ops('resume', [merchant.username]);
    expect((await signedCall(server, key, create, orderBody())).body.code).toBe(200);
    // The suspension ended the operator's session: it signs in again.
    expect((await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token })).status).toBe(401);

    const again = await server.signIn(merchant);
    const revoked = await server.call(endpoints.accessKeyDelete.path, { google_code: server.freshCode(merchant.totpSecret) }, { token: again });
    expect(revoked.body.code).toBe(200);
    expect((await signedCall(server, key, create, orderBody())).body).toMatchObject({ code: 401, detail: 'This access key does not exist or has been revoked.' });
    expect(await ordersOf(merchant.merchantId)).toBe(1);
  });

  it('explains refusals in the caller’s language', async () => {
    const { key } = await merchantWithKey();
    const details = await Promise.all(
      ['zh_Hans', 'zh_Hant', 'vi'].map(async (language) => (await signedCall(server, key, create, orderBody(), { secret: 'wrong', language })).body.detail),
    );
    expect(details).toEqual([
      '签名不匹配。请用密钥对时间戳、随机数、POST、路径和原始请求体（以换行连接）进行签名。',
      '簽名不符。請用密鑰對時間戳、隨機數、POST、路徑和原始請求內容（以換行連接）進行簽名。',
      'Chữ ký không khớp. Hãy ký timestamp, nonce, POST, đường dẫn và nội dung gốc, nối bằng dòng mới, bằng khóa bí mật.',
    ]);
  });
});

describe('merchant order API: orders', () => {
  it('answers the same order for the same merchant_order_no and body, and refuses it with another body', async () => {
    const { merchant, key } = await merchantWithKey();
    const body = orderBody({ merchant_order_no: 'SAME-1' });
    const first = await signedCall<Order>(server, key, create, body);
    const again = await signedCall<Order>(server, key, create, body);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    const other = await signedCall(server, key, create, { ...body, amount: '251.00' });
    expect(other.body).toMatchObject({ code: 4009, detail: 'The order number SAME-1 is already used for an order with other details.' });
    expect(await ordersOf(merchant.merchantId)).toBe(1);
  });

  it('validates the body with the contract: amount decimals of the coin, an open market, the deadline range, http(s) URLs', async () => {
    const { key } = await merchantWithKey();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '1.005' }, 'amount'],
      [{ coin_name: 'XYZ' }, 'coin_name'],
      [{ expire_minutes: 0 }, 'expire_minutes'],
      [{ expire_minutes: 1441 }, 'expire_minutes'],
      [{ notify_url: 'ftp://shop.example/hook' }, 'notify_url'],
      [{ merchant_order_no: 'has space' }, 'merchant_order_no'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await signedCall(server, key, create, orderBody(overrides));
      expect(answer.body.code, JSON.stringify(overrides)).toBe(4000);
      expect((answer.body.data as { field: string }).field, JSON.stringify(overrides)).toBe(field);
    }
  });

  it("refuses an order below its coin's minimum amount, in the caller's language, and lists the minimum with the coin", async () => {
    const { merchant, token, key } = await merchantWithKey();
    const before = await ordersOf(merchant.merchantId);
    const small = await signedCall(server, key, create, orderBody({ amount: '0.99' }));
    expect(small.body).toMatchObject({ code: 4000, detail: 'The minimum order amount in CNY is 1.00.', data: { field: 'amount' } });
    const chinese = await signedCall(server, key, create, orderBody({ amount: '0.50' }), { language: 'zh_Hans' });
    expect(chinese.body.detail).toBe('CNY 的最低订单金额为 1.00。');
    expect(await ordersOf(merchant.merchantId)).toBe(before);
    expect((await signedCall(server, key, create, orderBody({ amount: '1.00' }))).body.code).toBe(200);
    const coins = await server.call<{ list: { coin_name: string; min_order_amount: string }[] }>(endpoints.systemCoinQuery.path, {}, { token });
    expect(Object.fromEntries(coins.body.data.list.map((coin) => [coin.coin_name, coin.min_order_amount]))).toEqual({
      USDT: '1.000000',
      CNY: '1.00',
      USD: '1.00',
      VND: '10000',
    });
  });

  it('refuses to pay an order while its merchant is suspended, and pays it once resumed', async () => {
    const { merchant, key } = await merchantWithKey();
    const order = (await signedCall<Order>(server, key, create, orderBody())).body.data;
    const uid = await payer();
    await server.ops('suspend', [merchant.username]);
    const refused = await server.ops('pay-order', [order.order_id], { payer: uid });
    expect(refused.body).toMatchObject({ code: 4003, detail: 'The shop of this order cannot take payments at the moment. Please contact the shop.' });
    expect((await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('1000.00');
    await server.ops('resume', [merchant.username]);
    expect((await server.ops('pay-order', [order.order_id], { payer: uid })).body).toMatchObject({ code: 200, data: { order_status: 'coin_transferred' } });
  });

  it('gives an order without return_url the default return URL of the integration settings (the cut-in setting)', async () => {
    const { token, key } = await merchantWithKey();
    expect((await signedCall<Order>(server, key, create, orderBody())).body.data.return_url).toBeNull();
    await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'https://shop.example/hook' }, { token });
    const set = await server.call(endpoints.webhookEndpointUpdate.path, { return_url: 'https://shop.example/thanks' }, { token });
    // Each setting changes alone: the webhook endpoint stays as it was.
    expect(set.body).toMatchObject({ code: 200, data: { webhook_url: 'https://shop.example/hook', return_url: 'https://shop.example/thanks' } });
    expect((await signedCall<Order>(server, key, create, orderBody())).body.data.return_url).toBe('https://shop.example/thanks');
    expect((await signedCall<Order>(server, key, create, orderBody({ return_url: 'https://shop.example/order/7' }))).body.data.return_url).toBe(
      'https://shop.example/order/7',
    );
    expect((await server.call(endpoints.webhookEndpointUpdate.path, {}, { token })).body.code).toBe(4000);
    const cleared = await server.call(endpoints.webhookEndpointUpdate.path, { return_url: null }, { token });
    expect(cleared.body).toMatchObject({ data: { webhook_url: 'https://shop.example/hook', return_url: null } });
  });

  it('queries by either id, closes a created order, and refuses to close a paid one', async () => {
    const { key } = await merchantWithKey();
    const created = (await signedCall<Order>(server, key, create, orderBody({ merchant_order_no: 'CLOSE-1' }))).body.data;
    expect((await signedCall<Order>(server, key, query, { merchant_order_no: 'CLOSE-1' })).body.data.order_id).toBe(created.order_id);
    const closed = await signedCall<Order>(server, key, close, { order_id: created.order_id });
    expect(closed.body.data.order_status).toBe('cancelled');
    expect((await signedCall<Order>(server, key, close, { order_id: created.order_id })).body.data.order_status).toBe('cancelled');
    expect((await server.ops('pay-order', [created.order_id], { payer: await payer() })).body).toMatchObject({ code: 4009 });

    const paidOrder = (await signedCall<Order>(server, key, create, orderBody())).body.data;
    expect((await server.ops('pay-order', [paidOrder.order_id], { payer: await payer() })).body.code).toBe(200);
    expect((await signedCall(server, key, close, { order_id: paidOrder.order_id })).body).toMatchObject({
      code: 4009,
      detail: 'This order is already paid, so it can no longer be closed.',
    });
    expect((await signedCall(server, key, query, { order_id: 'ord_000000000000000000000000' })).body.code).toBe(4004);
    expect((await signedCall(server, key, query, {})).body.code).toBe(4000);
  });

  it('expires a created order past its deadline by itself, without anyone reading it', async () => {
    const { key } = await merchantWithKey();
    const order = (await signedCall<Order>(server, key, create, orderBody({ expire_minutes: 1 }))).body.data;
    server.clock.advance(59_000);
    await runBackgroundRound({ db: server.db, config: server.config });
    const statusOf = async () => (await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, order.order_id)))[0]?.orderStatus;
    expect(await statusOf()).toBe('created');
    server.clock.advance(2_000);
    expect((await runBackgroundRound({ db: server.db, config: server.config })).expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('auto_cancelled');
    expect((await signedCall<Order>(server, key, query, { order_id: order.order_id })).body.data.order_status).toBe('auto_cancelled');
    expect((await server.ops('pay-order', [order.order_id], { payer: await payer() })).body).toMatchObject({ code: 4009 });
  });

  it('pays through the ledger: payer debited (reward first), merchant credited the amount minus the fee, rows in the fund flow', async () => {
    const { merchant, token, key } = await merchantWithKey();
    const uid = await payer('300');
    await topUpUser(server.db, uid, 'CNY', '100', server.clock.now(), true);
    const order = (await signedCall<Order>(server, key, create, orderBody({ amount: '250.00' }))).body.data;
    const paid = await server.ops('pay-order', [order.order_id], { payer: uid, reward: true });
    // CNY recharge fee 0.6 %: 1.50.
    expect(paid.body).toMatchObject({ code: 200, data: { order_status: 'coin_transferred', handling_fee: '1.50 CNY', settlement_amount: '248.50 CNY' } });

    const answered = (await signedCall<Order>(server, key, query, { order_id: order.order_id })).body.data;
    expect(answered).toMatchObject({ order_status: 'coin_transferred', handling_fee: '1.50', settlement_amount: '248.50', pay_time: server.clock.now().toISOString() });
    expect(answered.serial_number).toMatch(/^RC/);

    const payerBalances = (await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY');
    expect([payerBalances?.reward.toFixed(2), payerBalances?.available.toFixed(2)]).toEqual(['0.00', '150.00']);
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('248.50');
    const rows = await server.db.select().from(fundFlows).where(eq(fundFlows.serialNumber, answered.serial_number ?? ''));
    expect(rows.length).toBeGreaterThanOrEqual(2);

    const listed = await server.call<{ list: { order_id: string; order_from: string; payment_id: string | null }[] }>(
      endpoints.chargeRecordQuery.path,
      { keyword: order.merchant_order_no },
      { token },
    );
    expect(listed.body.data.list).toEqual([expect.objectContaining({ order_id: order.merchant_order_no, order_from: 'api', payment_id: uid })]);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('pays an order once when 50 payments race on it', async () => {
    const { merchant, key } = await merchantWithKey();
    const uid = await payer('100000');
    const order = (await signedCall<Order>(server, key, create, orderBody({ amount: '100.00' }))).body.data;
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.ops('pay-order', [order.order_id], { payer: uid })));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 4009)).toHaveLength(49);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect((await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('99900.00');
    expect((await balancesOf(server.db, merchantOwner(merchant.merchantId), ['CNY'])).get('CNY')?.available.toFixed(2)).toBe('99.40');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it('writes each order change and its webhook event in one transaction, to notify_url or the default endpoint', async () => {
    const { merchant, token, key } = await merchantWithKey();
    const withUrl = (await signedCall<Order>(server, key, create, orderBody({ notify_url: 'http://127.0.0.1:9/hook' }))).body.data;
    const withoutUrl = (await signedCall<Order>(server, key, create, orderBody())).body.data;
    await signedCall(server, key, close, { order_id: withUrl.order_id });
    await signedCall(server, key, close, { order_id: withoutUrl.order_id });
    const eventsOf = async () => server.db.select().from(webhookEvents).where(eq(webhookEvents.merchantId, merchant.merchantId));
    expect((await eventsOf()).map((event) => [event.eventType, event.orderPublicId, event.url])).toEqual([
      ['order.cancelled', withUrl.order_id, 'http://127.0.0.1:9/hook'],
    ]);

    const set = await server.call(endpoints.webhookEndpointUpdate.path, { webhook_url: 'http://127.0.0.1:9/default' }, { token });
    expect(set.body).toMatchObject({ code: 200, data: { webhook_url: 'http://127.0.0.1:9/default' } });
    const third = (await signedCall<Order>(server, key, create, orderBody())).body.data;
    await server.ops('pay-order', [third.order_id], { payer: await payer() });
    const events = await eventsOf();
    const paidEvent = events.find((event) => event.orderPublicId === third.order_id);
    expect(paidEvent).toMatchObject({ eventType: 'order.paid', url: 'http://127.0.0.1:9/default', status: 'pending' });
    const payload = JSON.parse(paidEvent?.payload ?? '{}') as { type: string; data: Order };
    expect(payload.type).toBe('order.paid');
    expect(payload.data).toEqual((await signedCall<Order>(server, key, query, { order_id: third.order_id })).body.data);

    // A payment the ledger refuses (not enough money) writes neither the payment nor its event.
    const fourth = (await signedCall<Order>(server, key, create, orderBody({ amount: '5000.00' }))).body.data;
    expect((await server.ops('pay-order', [fourth.order_id], { payer: await payer('10') })).body.code).toBe(4010);
    expect((await eventsOf()).some((event) => event.orderPublicId === fourth.order_id)).toBe(false);
    expect((await signedCall<Order>(server, key, query, { order_id: fourth.order_id })).body.data.order_status).toBe('created');
  });
});
