import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { fundFlows, loginThrottles, rechargeOrders, walletUsers, webhookEvents } from '../db/schema';
import { balancesOf, merchantOwner, walletUserOwner } from '../ledger/ledger';
import { closeOrder } from '../merchantApi/orders';
import { payerIdNumberOf } from '../payers/payers';
import { minutes, useTestServer, type TestMerchant } from '../testing/harness';
import { ledgerProblems, topUpUser } from '../testing/ledger';
import { newOrder, newPayer, payerCall, payerLogin, paymentPassword, publicIdOf, signInPayer, sliderToken } from './testHelpers';

// Demo mode: its development notifier keeps the codes for `last-code`, as a payer's phone would receive them.
const server = useTestServer({ demo: true });

type CheckoutOrder = ResponseOf<'checkoutOrder'>;
type Profile = ResponseOf<'checkoutPayer'>;
const paths = {
  order: endpoints.checkoutOrder.path,
  sliderStart: endpoints.checkoutSliderStart.path,
  sliderVerify: endpoints.checkoutSliderVerify.path,
  login: endpoints.checkoutLogin.path,
  payer: endpoints.checkoutPayer.path,
  sendCode: endpoints.checkoutSendCode.path,
  identity: endpoints.checkoutIdentitySubmit.path,
  paymentPassword: endpoints.checkoutSetPaymentPassword.path,
  pay: endpoints.checkoutPay.path,
};

let shop: TestMerchant | undefined;
/** One merchant for the file; orders are cheap. */
async function merchant(): Promise<TestMerchant> {
  shop ??= await server.createMerchant();
  return shop;
}

async function orderId(overrides: Record<string, unknown> = {}): Promise<string> {
  return publicIdOf(await newOrder(server, await merchant(), overrides));
}

/** A signed-in payer for a new order: the order id, the payer and the token. */
async function payerSession(options: Parameters<typeof newPayer>[1] = {}, orderOverrides: Record<string, unknown> = {}) {
  const id = await orderId(orderOverrides);
  const payer = await newPayer(server, options);
  const token = await signInPayer(server, id, payer);
  return { id, payer, token };
}

const detailOf = (answer: { body: { detail: string } }) => answer.body.detail;
const fieldOf = (answer: { body: { data: unknown } }) => (answer.body.data as { field?: string } | null)?.field;

async function walletUser(uid: string) {
  const [row] = await server.db.select().from(walletUsers).where(eq(walletUsers.uid, uid));
  return row;
}

async function cnyOf(owner: Parameters<typeof balancesOf>[1]) {
  const balances = (await balancesOf(server.db, owner, ['CNY'])).get('CNY');
  return { available: balances?.available.toFixed(2) ?? '0.00', reward: balances?.reward.toFixed(2) ?? '0.00' };
}

describe('checkout/order', () => {
  it('answers the order as the payer sees it: merchant, subject, amount, deadline, server time, deep link, nothing internal', async () => {
    const order = await newOrder(server, await merchant(), { amount: '88.00', return_url: 'https://shop.example/done', expire_minutes: 30 });
    const answer = await server.call<CheckoutOrder>(paths.order, { order_id: order.publicId });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual({
      order_id: order.publicId,
      merchant_order_no: order.orderId,
      merchant_name: expect.stringMatching(/^Shop /),
      subject: 'Two coffees',
      coin_name: 'CNY',
      amount: '88.00',
      status: 'created',
      expire_time: new Date(server.clock.now().getTime() + minutes(30)).toISOString(),
      server_time: server.clock.now().toISOString(),
      deep_link: `${server.config.publicUrl}/wallet/pay?order=${order.publicId}`,
      app_link: `kassawallet://pay?order=${order.publicId}`,
      return_url: 'https://shop.example/done',
      pay_time: null,
    });
    expect(JSON.stringify(answer.body.data)).not.toMatch(/handling_fee|settlement|notify/);
  });

  it('answers 4004 for an unknown order, in the caller’s language', async () => {
    const unknown = await server.call(paths.order, { order_id: 'ord_000000000000000000000000' });
    expect(unknown.body).toMatchObject({ code: 4004, detail: 'This order does not exist. Please check the payment link.' });
    const chinese = await server.call(paths.order, { order_id: 'ord_000000000000000000000000' }, { language: 'zh_Hans' });
    expect(chinese.body.detail).toBe('该订单不存在，请检查支付链接。');
    expect((await server.call(paths.order, {})).body).toMatchObject({ code: 4000, data: { field: 'order_id' } });
  });

  it('maps the order’s states: scanned, paid (with pay_time), cancelled, and expired on read once overdue (with its webhook)', async () => {
    const statusOf = async (id: string) => (await server.call<CheckoutOrder>(paths.order, { order_id: id })).body.data;

    const scanned = await orderId();
    expect((await server.ops('scan-order', [scanned])).body.code).toBe(200);
    expect((await statusOf(scanned)).status).toBe('scanned');
    const payer = await newPayer(server, { cny: '500' });
    expect((await server.ops('pay-order', [scanned], { payer: payer.uid })).body.code).toBe(200);
    expect(await statusOf(scanned)).toMatchObject({ status: 'paid', pay_time: server.clock.now().toISOString() });

    const cancelled = await orderId();
    await closeOrder(server.db, (await merchant()).merchantId, { order_id: cancelled }, server.clock.now(), server.config.publicUrl);
    expect((await statusOf(cancelled)).status).toBe('cancelled');

    const overdue = await orderId({ expire_minutes: 1, notify_url: 'http://127.0.0.1:9/hook' });
    server.clock.advance(minutes(1));
    // No background round ran: reading it expires it, with the order.expired event.
    expect((await statusOf(overdue)).status).toBe('expired');
    const [row] = await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, overdue));
    expect(row?.orderStatus).toBe('auto_cancelled');
    const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, overdue));
    expect(events.map((event) => event.eventType)).toEqual(['order.expired']);
  });
});

describe('the contract’s checkout rules, as the server answers them', () => {
  it('login: username required, the slider token present', async () => {
    const id = await orderId();
    const password = await server.encryptPassword('whatever');
    const noUsername = await server.call(paths.login, { order_id: id, password, slider_token: 'st_x' });
    expect([noUsername.body.code, fieldOf(noUsername), detailOf(noUsername)]).toEqual([4000, 'username', 'Please enter username first']);
    const blank = await server.call(paths.login, { order_id: id, username: '  ', password, slider_token: 'st_x' }, { language: 'zh_Hans' });
    expect(detailOf(blank)).toBe('请先输入用户名');
    // The contract answers a missing value with 'required' (the slide itself says 'Please slide the bar first', below).
    const noSlider = await server.call(paths.login, { order_id: id, username: 'someone', password });
    expect([noSlider.body.code, fieldOf(noSlider), detailOf(noSlider)]).toEqual([4000, 'slider_token', 'This field is required']);
    const notAToken = await server.call(paths.login, { order_id: id, username: 'someone', password, slider_token: 42 });
    expect([notAToken.body.code, fieldOf(notAToken), detailOf(notAToken)]).toEqual([4000, 'slider_token', 'Please slide the bar first']);
    expect(detailOf(await server.call(paths.login, { order_id: id, username: 'someone', password, slider_token: 42 }, { language: 'vi' }))).toBe(
      'Vui lòng kéo thanh trượt trước',
    );
  });

  it('identity: phone first, digits only; every field filled; names, ID numbers, email, bank card (Luhn), the 6-digit code', async () => {
    const { token } = await payerSession({ ready: false });
    const send = (body: unknown, language?: string) => payerCall(server, paths.sendCode, token, body, { language });
    expect([fieldOf(await send({})), detailOf(await send({}))]).toEqual(['phone', 'Please fill in phone number first']);
    expect(detailOf(await send({ phone: '' }, 'zh_Hans'))).toBe('请先填写手机号');
    expect(detailOf(await send({ phone: '138-0013' }))).toBe('The phone number may only contain digits');
    expect(detailOf(await send({ phone: '138-0013' }, 'zh_Hant'))).toBe('手機號碼只能包含數字');

    const complete = { name: 'Nguyễn Văn An', id_number: 'B1234567', phone: '13800138001', email: 'an@example.com', phone_code: '123456', bank_card: '4111111111111111' };
    const submit = (changes: Record<string, unknown>, language?: string) => payerCall(server, paths.identity, token, { ...complete, ...changes }, { language });
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ name: undefined }, 'name', 'Information not filled completely', '信息填写不完整'],
      [{ bank_card: '' }, 'bank_card', 'Information not filled completely', '信息填写不完整'],
      [{ name: 'An2' }, 'name', 'Only Chinese characters or letters are allowed', '只能输入中文或字母'],
      [{ id_number: 'B-123' }, 'id_number', 'Only digits or letters are allowed', '只能输入数字或字母'],
      [{ phone: '138 0013' }, 'phone', 'The phone number may only contain digits', '手机号只能包含数字'],
      [{ email: 'an@' }, 'email', 'Invalid email format', '邮箱格式不正确'],
      [{ bank_card: '4111111111111112' }, 'bank_card', 'This bank card number is not valid, please check it', '银行卡号无效，请检查'],
      [{ bank_card: '4111' }, 'bank_card', 'The bank card number must be 12 to 19 digits', '银行卡号必须为 12 到 19 位数字'],
      [{ phone_code: '12345' }, 'phone_code', 'The verification code must be 6 digits', '验证码必须为 6 位数字'],
    ];
    for (const [changes, field, english, chinese] of cases) {
      const answer = await submit(changes);
      expect([answer.body.code, fieldOf(answer), detailOf(answer)], JSON.stringify(changes)).toEqual([4000, field, english]);
      expect(detailOf(await submit(changes, 'zh_Hans')), JSON.stringify(changes)).toBe(chinese);
    }
    // Chinese names pass the name rule (the submission then stops at the code, which was never sent).
    expect(fieldOf(await submit({ name: '张伟' }))).toBe('phone_code');
  });

  it('payment password: 6 digits, typed twice alike; paying takes 6 digits too', async () => {
    const { token } = await payerSession({ ready: false });
    const set = (body: unknown, language?: string) => payerCall(server, paths.paymentPassword, token, body, { language });
    const short = await set({ payment_password: '12345', confirm_password: '12345' });
    expect([short.body.code, fieldOf(short), detailOf(short)]).toEqual([4000, 'payment_password', 'The payment password must be 6 digits']);
    expect(detailOf(await set({ payment_password: 'abcdef', confirm_password: 'abcdef' }, 'vi'))).toBe('Mật khẩu thanh toán phải gồm 6 chữ số');
    const mismatch = await set({ payment_password: '123456', confirm_password: '123465' });
    expect([mismatch.body.code, fieldOf(mismatch), detailOf(mismatch)]).toEqual([4000, 'confirm_password', 'Passwords do not match']);
    expect(detailOf(await set({ payment_password: '123456', confirm_password: '123465' }, 'zh_Hans'))).toBe('两次输入的密码不一致');
    const pay = await payerCall(server, paths.pay, token, { payment_password: '12 456' });
    expect([pay.body.code, fieldOf(pay), detailOf(pay)]).toEqual([4000, 'payment_password', 'The payment password must be 6 digits']);
  });
});

describe('slide to verify', () => {
  async function start(id: string) {
    const answer = await server.call<ResponseOf<'checkoutSliderStart'>>(paths.sliderStart, { order_id: id });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.expire_time).toBe(new Date(server.clock.now().getTime() + minutes(2)).toISOString());
    return answer.body.data.challenge_id;
  }
  const verify = (challenge: string, position: number, elapsed: number, language?: string) =>
    server.call<ResponseOf<'checkoutSliderVerify'>>(paths.sliderVerify, { challenge_id: challenge, position, elapsed_ms: elapsed }, { language });

  it('refuses a slide that stopped short, one too fast and one too slow; each challenge verifies once', async () => {
    const id = await orderId();
    const short = await verify(await start(id), 0.9, 1200);
    expect([short.body.code, fieldOf(short), detailOf(short)]).toEqual([4000, 'position', 'Please slide the bar first']);
    expect(detailOf(await verify(await start(id), 0.5, 1200, 'zh_Hans'))).toBe('请先完成滑块验证');
    const fast = await verify(await start(id), 1, 120);
    expect([fast.body.code, fieldOf(fast), detailOf(fast)]).toEqual([4000, 'elapsed_ms', 'The bar was slid too fast. Please slide it again.']);
    expect(detailOf(await verify(await start(id), 1, 60_001))).toBe('The slide took too long. Please slide the bar again.');

    const challenge = await start(id);
    const passed = await verify(challenge, 0.97, 300);
    expect(passed.body.code).toBe(200);
    expect(passed.body.data).toEqual({ slider_token: expect.stringMatching(/^st_/), expire_time: new Date(server.clock.now().getTime() + minutes(2)).toISOString() });
    const again = await verify(challenge, 1, 900);
    expect([again.body.code, fieldOf(again), detailOf(again)]).toEqual([4000, 'challenge_id', 'The slider check has expired or was already used. Please slide the bar again.']);
    // A failed verification spends the challenge too: no trying positions one after another.
    const failed = await start(id);
    await verify(failed, 0.2, 900);
    expect(fieldOf(await verify(failed, 1, 900))).toBe('challenge_id');

    const stale = await start(id);
    server.clock.advance(minutes(2));
    expect(fieldOf(await verify(stale, 1, 900))).toBe('challenge_id');
    expect((await server.call(paths.sliderStart, { order_id: 'ord_000000000000000000000000' })).body.code).toBe(4004);
  });

  it('makes a token that signs in once, for its order only, within 2 minutes', async () => {
    const id = await orderId();
    const other = await orderId();
    const payer = await newPayer(server);
    const sliderRefused = { code: 4000, detail: 'The slider check has expired or was already used. Please slide the bar again.', data: { field: 'slider_token' } };

    const ofOtherOrder = await sliderToken(server, other);
    expect((await payerLogin(server, id, payer.username, { sliderToken: ofOtherOrder })).body).toMatchObject(sliderRefused);

    const token = await sliderToken(server, id);
    expect((await payerLogin(server, id, payer.username, { sliderToken: token })).body.code).toBe(200);
    expect((await payerLogin(server, id, payer.username, { sliderToken: token })).body).toMatchObject(sliderRefused);

    const stale = await sliderToken(server, id);
    server.clock.advance(minutes(2));
    expect((await payerLogin(server, id, payer.username, { sliderToken: stale })).body).toMatchObject(sliderRefused);
    expect((await payerLogin(server, id, payer.username, { sliderToken: 'st_made-up' })).body).toMatchObject(sliderRefused);
  });
});

describe('payer sign-in', () => {
  it('answers a session with the payer’s profile and balances in the order’s coin', async () => {
    const id = await orderId({ expire_minutes: 60 });
    const payer = await newPayer(server, { cny: '300', reward: '25' });
    const answer = await payerLogin(server, id, payer.username.toUpperCase(), { ip: '198.51.100.1' });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual({
      payer_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // 30 minutes: sooner than the order's 60.
      expire_time: new Date(server.clock.now().getTime() + minutes(30)).toISOString(),
      payer: {
        username: payer.username,
        nickname: `Tester ${payer.uid}`,
        identity: { real_name: true, id_number: true, phone: true, email: true, bank_card: true, payment_password: true },
        ready: true,
        market_enabled: true,
        balance: { coin_name: 'CNY', available: '300.00', reward: '25.00' },
        payment_locked_until: null,
        passkey: false,
      },
    });
    const profile = await payerCall<Profile>(server, paths.payer, answer.body.data.payer_token);
    expect(profile.body.data).toEqual(answer.body.data.payer);
  });

  it('refuses a wrong password or an unknown username alike, and a closed order', async () => {
    const id = await orderId();
    const payer = await newPayer(server);
    const wrong = await payerLogin(server, id, payer.username, { password: 'Not-the-password', ip: '198.51.100.2' });
    const unknown = await payerLogin(server, id, 'nobody-at-all', { ip: '198.51.100.2' });
    expect(wrong.body).toMatchObject({ code: 4001, detail: 'The username or password is incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
    expect((await payerLogin(server, id, 'nobody-at-all', { ip: '198.51.100.2', language: 'zh_Hans' })).body.detail).toBe('用户名或密码错误。');

    const closed = await orderId();
    await closeOrder(server.db, (await merchant()).merchantId, { order_id: closed }, server.clock.now(), server.config.publicUrl);
    const refused = await server.call(paths.login, { order_id: closed, username: payer.username, password: await server.encryptPassword('x'), slider_token: 'st_x' });
    expect(refused.body).toMatchObject({ code: 4009, detail: 'This order was cancelled by the merchant.' });
  });

  it('asks a challenge of a browser new to a username that failed from one address, in counters apart from the merchants’; never a lock', async () => {
    const id = await orderId({ expire_minutes: 120 });
    const payer = await newPayer(server);
    const ip = '198.51.100.3';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await payerLogin(server, id, payer.username, { password: 'wrong-guess', ip, challenge: 'leave' })).body.code).toBe(4001);
    }
    // From the third failure on, the pair's next attempt must solve a challenge first; its slider token is not spent by the ask.
    const slider = await sliderToken(server, id, { ip });
    const asked = await payerLogin(server, id, payer.username, { ip, sliderToken: slider, challenge: 'leave' });
    expect(asked.body).toMatchObject({ code: 4028, data: { difficulty: expect.any(Number) } });
    const keys = (await server.db.select().from(loginThrottles).where(like(loginThrottles.key, `%${payer.username}%`))).map((row) => row.key).sort();
    // The pair and the username, and the per-username rate limit's count of the checks that ran from this address.
    expect(keys).toEqual([`payer:checks:${payer.username}|${ip}`, `payer:pair:${payer.username}|${ip}`, `payer:user:${payer.username}`]);
    // Solved (the same slider token), the right password signs in; another address is not asked at all.
    expect((await payerLogin(server, id, payer.username, { ip, sliderToken: slider })).body.code).toBe(200);
    expect((await payerLogin(server, id, payer.username, { ip: '198.51.100.4', challenge: 'leave' })).body.code).toBe(200);
  });

  it('asks a challenge of an address after 10 failures across usernames, and lets a payer who solves it in', async () => {
    const id = await orderId({ expire_minutes: 120 });
    const ip = '198.51.100.5';
    const answers = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) answers.push((await payerLogin(server, id, `stranger${attempt}`, { ip, challenge: 'leave' })).body);
    expect(answers.slice(0, 10).every((answer) => answer.code === 4001)).toBe(true);
    expect(answers[10]).toMatchObject({ code: 4028, detail: 'Many sign-ins have failed from your network or for this username, so this browser must first solve a short check, which can take a few seconds.' });
    const payer = await newPayer(server);
    expect((await payerLogin(server, id, payer.username, { ip })).body.code).toBe(200);
    expect((await payerLogin(server, id, payer.username, { ip: '198.51.100.6', challenge: 'leave' })).body.code).toBe(200);
  });

  it('binds the session to its order, and ends it with the order’s payment time', async () => {
    const { id, token } = await payerSession({}, { expire_minutes: 5 });
    const other = await orderId();
    expect((await payerCall(server, paths.payer, token, { order_id: id })).body.code).toBe(200);
    const elsewhere = await payerCall(server, paths.payer, token, { order_id: other });
    expect([elsewhere.status, elsewhere.body.code, elsewhere.body.detail]).toEqual([
      401,
      401,
      'This wallet sign-in belongs to another order. Please sign in again for this order.',
    ]);
    const missing = await server.call(paths.payer, {});
    expect([missing.status, missing.body.code, missing.body.detail]).toEqual([401, 401, 'Please sign in to your wallet first: the X-Payer-Token header is missing.']);
    // A console token is no payer token.
    const merchantToken = await server.signIn(await merchant());
    expect((await server.call(paths.payer, {}, { token: merchantToken })).status).toBe(401);

    server.clock.advance(minutes(5));
    const ended = await payerCall(server, paths.payer, token);
    expect([ended.status, ended.body.code, ended.body.detail]).toEqual([401, 401, 'Your wallet sign-in for this order has expired or ended. Please sign in again.']);
    expect((await payerCall(server, paths.payer, token, {}, { language: 'vi' })).body.detail).toBe(
      'Phiên đăng nhập ví cho đơn hàng này đã hết hạn hoặc đã kết thúc. Vui lòng đăng nhập lại.',
    );
  });
});

describe('identity authentication', () => {
  it('sends a code to the phone (one a minute), checks it, and stores every step with the bank card as its last 4 digits', async () => {
    const { token, payer } = await payerSession({ ready: false });
    const before = await payerCall<Profile>(server, paths.payer, token);
    expect(before.body.data).toMatchObject({
      ready: false,
      identity: { real_name: false, id_number: false, phone: false, email: false, bank_card: false, payment_password: false },
    });
    const notReady = await payerCall(server, paths.pay, token, { payment_password: '123456' });
    expect(notReady.body).toMatchObject({
      code: 4003,
      detail: 'Verification incomplete (Identity Verification, Link Bank Card, Set Payment Password). Please complete the process.',
    });
    expect((await payerCall(server, paths.pay, token, { payment_password: '123456' }, { language: 'zh_Hans' })).body.detail).toBe(
      '认证未完成（身份认证、绑定银行卡、设置支付密码），请完成认证流程。',
    );

    const phone = '13800138002';
    const sent = await payerCall<{ expire_time: string }>(server, paths.sendCode, token, { phone });
    expect(sent.body).toMatchObject({ code: 200, data: { expire_time: new Date(server.clock.now().getTime() + minutes(5)).toISOString() } });
    const tooSoon = await payerCall(server, paths.sendCode, token, { phone });
    expect(tooSoon.body).toMatchObject({ code: 4000, data: { field: 'phone' }, detail: 'A code was sent to this phone less than a minute ago. Please wait 60 seconds.' });
    const lastCode = await server.ops<{ phone: string; code: string }>('last-code', [phone]);
    expect(lastCode.body.data).toMatchObject({ phone, code: expect.stringMatching(/^\d{6}$/) });
    const code = lastCode.body.data.code;
    expect((await server.ops('last-code', ['13000000000'])).body).toMatchObject({ code: 4004, detail: 'No code has been sent to 13000000000 since this server started.' });

    const identity = { name: 'Trần Thị Bình', id_number: '079123456789', phone, email: 'binh@example.com', bank_card: '5500005555555559' };
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await payerCall(server, paths.identity, token, { ...identity, phone_code: wrongCode });
    expect(wrong.body).toMatchObject({ code: 4000, data: { field: 'phone_code' }, detail: 'The verification code is incorrect.' });
    // A code for another phone is not this phone's code.
    const otherPhone = await payerCall(server, paths.identity, token, { ...identity, phone: '13800138003', phone_code: code });
    expect(otherPhone.body).toMatchObject({ code: 4000, detail: 'Send a verification code to this phone first; the last one has expired or was used up.' });

    const done = await payerCall<Profile>(server, paths.identity, token, { ...identity, phone_code: code });
    expect(done.body).toMatchObject({
      code: 200,
      data: { ready: false, identity: { real_name: true, id_number: true, phone: true, email: true, bank_card: true, payment_password: false } },
    });
    const row = await walletUser(payer.uid);
    expect(row).toMatchObject({ realName: 'Trần Thị Bình', phone, email: 'binh@example.com', bankCardLast4: '5559', bankCardLinked: true });
    expect(JSON.stringify(row)).not.toContain('5500005555555559');
    // The ID number is kept sealed under the server key.
    expect(JSON.stringify(row)).not.toContain('079123456789');
    expect(row && payerIdNumberOf(server.config.secretBox, row)).toBe('079123456789');
    // The code is spent, and identity is done.
    expect((await payerCall(server, paths.identity, token, { ...identity, phone_code: code })).body).toMatchObject({
      code: 4009,
      detail: 'Identity authentication is already complete.',
    });

    const set = await payerCall<Profile>(server, paths.paymentPassword, token, { payment_password: '975310', confirm_password: '975310' });
    expect(set.body).toMatchObject({ code: 200, data: { ready: true, identity: { payment_password: true } } });
    expect((await walletUser(payer.uid))?.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    const again = await payerCall(server, paths.paymentPassword, token, { payment_password: '111111', confirm_password: '111111' });
    expect(again.body).toMatchObject({ code: 4009, detail: 'A payment password is already set.' });

  });

  it('spends a code after 5 wrong tries, and a code after 5 minutes', async () => {
    const { token } = await payerSession({ ready: false });
    const phone = '13800138004';
    expect((await payerCall(server, paths.sendCode, token, { phone })).body.code).toBe(200);
    const code = (await server.ops<{ code: string }>('last-code', [phone])).body.data.code;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const identity = { name: 'Lê Văn Cường', id_number: 'C7654321', phone, email: 'cuong@example.com', bank_card: '4111111111111111' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await payerCall(server, paths.identity, token, { ...identity, phone_code: wrongCode })).body.detail).toBe('The verification code is incorrect.');
    }
    expect((await payerCall(server, paths.identity, token, { ...identity, phone_code: code })).body.detail).toBe(
      'Send a verification code to this phone first; the last one has expired or was used up.',
    );

    server.clock.advance(61_000);
    expect((await payerCall(server, paths.sendCode, token, { phone })).body.code).toBe(200);
    const fresh = (await server.ops<{ code: string }>('last-code', [phone])).body.data.code;
    server.clock.advance(minutes(5));
    expect((await payerCall(server, paths.identity, token, { ...identity, phone_code: fresh })).body.data).toMatchObject({ field: 'phone_code' });
  });
});

describe('checkout/pay', () => {
  async function flowsOf(serial: string) {
    return server.db.select().from(fundFlows).where(eq(fundFlows.serialNumber, serial));
  }
  async function orderRow(id: string) {
    const [row] = await server.db.select().from(rechargeOrders).where(eq(rechargeOrders.publicId, id));
    if (!row) throw new Error('order vanished');
    return row;
  }

  it('spends reward points first, then available balance, and answers the paid order; the session ends with it', async () => {
    const m = await merchant();
    const merchantBefore = await cnyOf(merchantOwner(m.merchantId));
    const { id, token, payer } = await payerSession({ cny: '100', reward: '30' }, { amount: '100.00', notify_url: 'http://127.0.0.1:9/hook' });
    const answer = await payerCall<CheckoutOrder>(server, paths.pay, token, { payment_password: paymentPassword, use_reward: true });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ order_id: id, status: 'paid', amount: '100.00', pay_time: server.clock.now().toISOString() });

    expect(await cnyOf(walletUserOwner(payer.uid))).toEqual({ available: '30.00', reward: '0.00' });
    // CNY recharge fee 0.6 %: the merchant gets 99.40.
    const merchantAfter = await cnyOf(merchantOwner(m.merchantId));
    expect(Number(merchantAfter.available) - Number(merchantBefore.available)).toBeCloseTo(99.4, 2);
    const row = await orderRow(id);
    expect(row).toMatchObject({ orderStatus: 'coin_transferred', paymentId: payer.uid });
    const payerFlow = (await flowsOf(row.serialNumber)).find((flow) => flow.merchantId === null && flow.transactionType === 'recharge' && flow.rewardBefore === '30.00');
    expect(payerFlow).toMatchObject({ rewardBefore: '30.00', rewardAfter: '0.00', availableBefore: '100.00', availableAfter: '30.00', transactionNumber: '-100.00' });
    expect((await flowsOf(row.serialNumber)).find((flow) => flow.merchantId === m.merchantId)).toMatchObject({ transactionNumber: '99.40', charge: '0.60' });
    const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, id));
    expect(events.map((event) => event.eventType)).toEqual(['order.paid']);
    expect(await ledgerProblems(server.db)).toEqual([]);

    const after = await payerCall(server, paths.payer, token);
    expect([after.status, after.body.code]).toEqual([401, 401]);
    expect((await server.call<CheckoutOrder>(paths.order, { order_id: id })).body.data.status).toBe('paid');
  });

  it('spends only available balance without use_reward', async () => {
    const { token, payer } = await payerSession({ cny: '150', reward: '30' }, { amount: '100.00' });
    expect((await payerCall(server, paths.pay, token, { payment_password: paymentPassword, use_reward: false })).body.code).toBe(200);
    expect(await cnyOf(walletUserOwner(payer.uid))).toEqual({ available: '50.00', reward: '30.00' });
  });

  it('refuses a payment the balance cannot cover (4010), and nothing moves', async () => {
    const { id, token, payer } = await payerSession({ cny: '50', reward: '10' }, { amount: '100.00', notify_url: 'http://127.0.0.1:9/hook' });
    const flowsBefore = (await server.db.select().from(fundFlows)).length;
    const answer = await payerCall(server, paths.pay, token, { payment_password: paymentPassword, use_reward: true });
    expect(answer.body).toMatchObject({ code: 4010, detail: 'Insufficient balance: 50.00 CNY is available.' });
    expect(await cnyOf(walletUserOwner(payer.uid))).toEqual({ available: '50.00', reward: '10.00' });
    expect((await server.db.select().from(fundFlows)).length).toBe(flowsBefore);
    expect((await orderRow(id)).orderStatus).toBe('created');
    expect(await server.db.select().from(webhookEvents).where(eq(webhookEvents.orderPublicId, id))).toEqual([]);
    // The session lives on: the payer may top up and try again.
    expect((await payerCall(server, paths.payer, token)).body.code).toBe(200);
  });

  it('refuses a payer whose market of the coin is closed', async () => {
    const { token } = await payerSession({ cny: '500', markets: ['VND'] });
    const profile = await payerCall<Profile>(server, paths.payer, token);
    expect(profile.body.data.market_enabled).toBe(false);
    expect((await payerCall(server, paths.pay, token, { payment_password: paymentPassword })).body).toMatchObject({
      code: 4000,
      detail: 'The user has not enabled this market. Please choose again.',
    });
  });

  it('locks paying for 15 minutes after 5 wrong payment passwords in a row; a right one resets the count', async () => {
    const { id, token, payer } = await payerSession({ cny: '50' }, { amount: '100.00', expire_minutes: 60 });
    const pay = (password: string, language?: string) => payerCall(server, paths.pay, token, { payment_password: password }, { language });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await pay('000000')).body).toMatchObject({
        code: 4001,
        detail: `The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: ${5 - attempt}.`,
      });
    }
    // The right one resets the count (this payment then fails for want of money).
    expect((await pay(paymentPassword)).body.code).toBe(4010);
    expect((await walletUser(payer.uid))?.paymentPasswordFailures).toBe(0);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await pay('000000')).body.code).toBe(4001);
    const fifth = await pay('000000');
    expect(fifth.body).toMatchObject({ code: 4002, detail: 'Too many wrong payment passwords. Paying is locked; please try again in 15 minutes.' });
    expect((await pay(paymentPassword, 'zh_Hans')).body).toMatchObject({ code: 4002, detail: '支付密码错误次数过多，支付已被锁定，请在 15 分钟后再试。' });
    const profile = await payerCall<Profile>(server, paths.payer, token);
    expect(profile.body.data.payment_locked_until).toBe(new Date(server.clock.now().getTime() + minutes(15)).toISOString());

    server.clock.advance(minutes(10));
    expect((await pay(paymentPassword)).body).toMatchObject({ code: 4002, detail: expect.stringContaining('5 minutes') });
    server.clock.advance(minutes(5));
    // The lock is over and the session (30 minutes) still lives: with money, the right password pays.
    await topUpUser(server.db, payer.uid, 'CNY', '100', server.clock.now());
    expect((await pay(paymentPassword)).body).toMatchObject({ code: 200, data: { order_id: id, status: 'paid' } });
  });

  it('checks at most 5 of many wrong payment passwords sent at once, then locks paying', async () => {
    const { token, payer } = await payerSession({ cny: '500' }, { amount: '100.00', expire_minutes: 60 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => payerCall(server, paths.pay, token, { payment_password: '000000' })));
    const codes = answers.map((answer) => answer.body.code);
    // Four wrong answers with attempts left, then the lock: the fifth guess locks, every later one is refused unchecked.
    expect(codes.filter((code) => code === 4001)).toHaveLength(4);
    expect(codes.filter((code) => code === 4002)).toHaveLength(6);
    expect(answers.filter((answer) => answer.body.code === 4001).map(detailOf).sort()).toEqual(
      [1, 2, 3, 4].map((left) => `The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: ${left}.`),
    );
    const row = await walletUser(payer.uid);
    expect(row?.paymentLockedUntil?.toISOString()).toBe(new Date(server.clock.now().getTime() + minutes(15)).toISOString());
    // The right password is refused too while the lock lasts.
    expect((await payerCall(server, paths.pay, token, { payment_password: paymentPassword })).body.code).toBe(4002);
  });

  it("refuses to pay an order of a suspended merchant, before the payment password counts", async () => {
    const owner = await server.createMerchant();
    const id = publicIdOf(await newOrder(server, owner, { amount: '100.00' }));
    const payer = await newPayer(server, { cny: '500' });
    const token = await signInPayer(server, id, payer);
    await server.ops('suspend', [owner.username]);
    const refused = await payerCall(server, paths.pay, token, { payment_password: '000000' }, { language: 'zh_Hant' });
    expect(refused.body).toMatchObject({ code: 4003, detail: '該訂單的商戶暫時無法收款，請聯絡商戶。' });
    expect((await walletUser(payer.uid))?.paymentPasswordFailures).toBe(0);
    expect(await cnyOf(walletUserOwner(payer.uid))).toEqual({ available: '500.00', reward: '0.00' });
    expect((await orderRow(id)).orderStatus).toBe('created');
  });

  it('a paid order answers so, before any password is checked', async () => {
    const { id, token } = await payerSession({ cny: '500' });
    const other = await newPayer(server, { cny: '500' });
    expect((await server.ops('pay-order', [id], { payer: other.uid })).body.code).toBe(200);
    expect((await payerCall(server, paths.pay, token, { payment_password: '000000' })).body).toMatchObject({ code: 4009, detail: 'This order is already paid.' });
  });
});
