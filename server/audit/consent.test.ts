/**
 * Money leaves an account only with its owner's consent (docs/security.md). For every call that takes money out of a
 * payer's wallet or a merchant's balance, a stranger is refused and nothing moves: no token or the wrong kind of token,
 * the owner's own session without its payment password or step-up (a borrowed phone, a stolen session), another
 * merchant's operator, one staff member where two are needed, a caller of the ops endpoint from outside the machine.
 * After each set of refusals the balances and the number of fund-flow rows are what they were and the ledger's replay
 * explains every balance; then the owner's consent moves the money, so the refusals were not for another reason.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { payerCall, signInPayer } from '../checkout/testHelpers';
import { fundFlows } from '../db/schema';
import { balancesOf, merchantOwner, platformOwner, walletUserOwner, type Owner } from '../ledger/ledger';
import { opsSecretHeader } from '../platform/opsSecret';
import { staffTokenHeader } from '../staff/sessions';
import { useTestServer, type CallOptions, type TestMerchant } from '../testing/harness';
import { creditMerchant, ledgerProblems, newWalletUser } from '../testing/ledger';
import { newStaffMember, type TestStaffMember } from '../testing/staff';
import { changeRule } from '../testing/ruleChanges';
import { walletTokenHeader } from '../wallet/session';
import { newOrder, newPayer, paymentPassword, publicIdOf, walletCall, walletMoneyCall, walletSignIn } from '../wallet/testHelpers';

// Not a demo start (the harness's default): what production answers.
const server = useTestServer();

const wrongCode = '000000';
const stepUpMs = 6 * 60_000;

// ---------- what must not change ----------

/** The owners' balances in every coin, as text, and how many fund-flow rows the whole ledger has. */
async function moneyOf(owners: Owner[]) {
  const balances = await Promise.all(
    owners.map(async (owner) =>
      [...(await balancesOf(server.db, owner)).entries()].map(([coin, b]) => `${coin} ${b.available.toFixed()}/${b.frozen.toFixed()}/${b.reward.toFixed()}/${b.toBeConfirmed.toFixed()}`),
    ),
  );
  const [flows] = await server.db.select({ rows: count() }).from(fundFlows);
  return { balances, fundFlowRows: flows?.rows };
}

/** Runs the refusals and checks that nothing moved: the owners' balances, the fund flow, and the ledger's replay. */
async function nothingMoves(owners: Owner[], refusals: () => Promise<void>) {
  const before = await moneyOf(owners);
  await refusals();
  expect(await moneyOf(owners)).toEqual(before);
  expect(await ledgerProblems(server.db)).toEqual([]);
}

const cnyAvailable = async (owner: Owner) => (await balancesOf(server.db, owner, ['CNY'])).get('CNY')?.available.toFixed(2);
const cnyFrozen = async (owner: Owner) => (await balancesOf(server.db, owner, ['CNY'])).get('CNY')?.frozen.toFixed(2);

const refusedOn = (code: number, field?: string) => (field ? { code, data: expect.objectContaining({ field }) } : { code });

// ---------- a payer's money ----------

describe("a payer's money leaves only with their payment password (a passkey: server/passkeys/payers.test.ts)", () => {
  it('checkout/pay: no token, a wallet token, and the payer\'s own checkout session without or with a wrong payment password are refused', async () => {
    const merchant = await server.createMerchant();
    const order = publicIdOf(await newOrder(server, merchant, { amount: '100.00' }));
    const payer = await newPayer(server, { cny: '500' });
    const payerToken = await signInPayer(server, order, payer);
    const walletToken = await walletSignIn(server, payer);
    const owners = [walletUserOwner(payer.uid), merchantOwner(merchant.merchantId), platformOwner];
    const pay = (body: unknown, options: CallOptions = {}) => server.call(endpoints.checkoutPay.path, body, options);

    await nothingMoves(owners, async () => {
      expect((await pay({ payment_password: paymentPassword })).body).toMatchObject(refusedOn(401));
      // A session of the wallet is not a session of the checkout, whoever holds it.
      expect((await pay({ payment_password: paymentPassword }, { headers: { 'x-payer-token': walletToken } })).body).toMatchObject(refusedOn(401));
      expect((await payerCall(server, endpoints.checkoutPay.path, payerToken, { use_reward: false })).body).toMatchObject(refusedOn(4000, 'payment_password'));
      expect((await payerCall(server, endpoints.checkoutPay.path, payerToken, { payment_password: '135790' })).body).toMatchObject(refusedOn(4001));
    });

    const paid = await payerCall<ResponseOf<'checkoutPay'>>(server, endpoints.checkoutPay.path, payerToken, { payment_password: paymentPassword, use_reward: false });
    expect(paid.body).toMatchObject({ code: 200, data: { status: 'paid' } });
    expect(await cnyAvailable(walletUserOwner(payer.uid))).toBe('400.00');
  });

  it("wallet/order/pay: no token, a checkout token, and the payer's own wallet session without or with a wrong payment password are refused", async () => {
    const merchant = await server.createMerchant();
    const order = publicIdOf(await newOrder(server, merchant, { amount: '100.00' }));
    const payer = await newPayer(server, { cny: '500' });
    const walletToken = await walletSignIn(server, payer);
    const payerToken = await signInPayer(server, order, payer);
    const owners = [walletUserOwner(payer.uid), merchantOwner(merchant.merchantId), platformOwner];

    await nothingMoves(owners, async () => {
      expect((await server.call(endpoints.walletOrderPay.path, { order_id: order, payment_password: paymentPassword })).body).toMatchObject(refusedOn(401));
      const withCheckoutToken = await server.call(endpoints.walletOrderPay.path, { order_id: order, payment_password: paymentPassword }, { headers: { [walletTokenHeader]: payerToken } });
      expect(withCheckoutToken.body).toMatchObject(refusedOn(401));
      expect((await walletCall(server, endpoints.walletOrderPay.path, walletToken, { order_id: order })).body).toMatchObject(refusedOn(4000, 'payment_password'));
      expect((await walletCall(server, endpoints.walletOrderPay.path, walletToken, { order_id: order, payment_password: '135790' })).body).toMatchObject(refusedOn(4001));
    });

    const paid = await walletCall(server, endpoints.walletOrderPay.path, walletToken, { order_id: order, payment_password: paymentPassword, use_reward: false });
    expect(paid.body.code).toBe(200);
    expect(await cnyAvailable(walletUserOwner(payer.uid))).toBe('400.00');
  });

  it("wallet/merchant/pay: no token and the payer's own wallet session without or with a wrong payment password are refused", async () => {
    const merchant = await server.createMerchant();
    const payer = await newPayer(server, { cny: '500' });
    const walletToken = await walletSignIn(server, payer);
    const owners = [walletUserOwner(payer.uid), merchantOwner(merchant.merchantId), platformOwner];
    const body = { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '100.00', note: '' };

    await nothingMoves(owners, async () => {
      expect((await server.moneyCall(endpoints.walletMerchantPay.path, { ...body, payment_password: paymentPassword })).body).toMatchObject(refusedOn(401));
      expect((await walletMoneyCall(server, endpoints.walletMerchantPay.path, walletToken, body)).body).toMatchObject(refusedOn(4000, 'payment_password'));
      expect((await walletMoneyCall(server, endpoints.walletMerchantPay.path, walletToken, { ...body, payment_password: '135790' })).body).toMatchObject(refusedOn(4001));
    });

    const paid = await walletMoneyCall(server, endpoints.walletMerchantPay.path, walletToken, { ...body, payment_password: paymentPassword, use_reward: false });
    expect(paid.body.code).toBe(200);
    expect(await cnyAvailable(walletUserOwner(payer.uid))).toBe('400.00');
  });
});

// ---------- a merchant's money, in the console ----------

/** A merchant with CNY 10,000 and an operator signed in (the step-up window closed). */
async function merchantWithMoney() {
  const merchant = await server.createMerchant();
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '10000.00', server.clock.now());
  return { merchant, token: await server.signIn(merchant) };
}

/** The console's money requests: what each sends (without its code), given the paying merchant and its session. */
const consoleRequests = [
  {
    name: 'transfer/add',
    path: endpoints.transferAdd.path,
    async body() {
      const recipient = await server.createMerchant();
      return { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100' };
    },
  },
  {
    name: 'pay_record/plus (adjustment)',
    path: endpoints.adjustmentPlus.path,
    async body() {
      return { receipt_user_id: await newWalletUser(server.db, server.clock.now()), coin_name: 'CNY', balance_type: 'available', pay_amount: '100', remark: 'Refund' };
    },
  },
  {
    name: 'usdt_trade/extract/add (USDT withdrawal)',
    path: endpoints.usdtWithdrawAdd.path,
    async body() {
      return { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TPayout7Hq2Lw9Xc4', rate: '7.3', usdt_withdrawal_fee: '0.01' };
    },
  },
  {
    name: 'currency_trade/extract/add (fiat withdrawal)',
    path: endpoints.fiatWithdrawAdd.path,
    async body(merchant: TestMerchant, token: string) {
      const method = await server.call<{ id: number }>(
        endpoints.paymentMethodAdd.path,
        { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: '6217000011112222', google_code: server.freshCode(merchant.totpSecret) },
        { token },
      );
      expect(method.body.code).toBe(200);
      return { payment_method_id: method.body.data.id, out_abbreviation: 'CNY', trade_count: '100', rate: '1', currency_withdrawal_fee: '0.008' };
    },
  },
] as const;

describe.each(consoleRequests)("a merchant's money leaves by $name only with its operator's step-up", (request) => {
  it("refuses no session, the merchant's own session without or with a wrong code, and another merchant's operator, who spends only its own money", async () => {
    const { merchant, token } = await merchantWithMoney();
    const body = await request.body(merchant, token);
    // Whatever the set-up opened, the window is closed again: the request itself must bring the step-up.
    server.clock.advance(stepUpMs);
    const stranger = await server.createMerchant();
    const strangerToken = await server.signInSteppedUp(stranger);
    const owners = [merchantOwner(merchant.merchantId), merchantOwner(stranger.merchantId), platformOwner];

    await nothingMoves(owners, async () => {
      expect((await server.moneyCall(request.path, { ...body, google_code: server.freshCode(merchant.totpSecret) })).body).toMatchObject(refusedOn(401));
      expect((await server.moneyCall(request.path, body, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
      expect((await server.moneyCall(request.path, { ...body, google_code: wrongCode }, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
      // The session names whose money moves: another merchant's operator, stepped up, sending the same request spends
      // its own balance (none: 4010), or does not find the merchant's payment method (4004).
      const fromStranger = await server.moneyCall(request.path, body, { token: strangerToken });
      expect([4010, 4004]).toContain(fromStranger.body.code);
    });

    const done = await server.moneyCall(request.path, { ...body, google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(done.body.code).toBe(200);
    expect(await cnyAvailable(merchantOwner(merchant.merchantId))).not.toBe('10000.00');
  });
});

// ---------- a merchant's money, to a payer who asked for a withdrawal ----------

/** A payer who paid the merchant CNY 500 in the wallet and asks for `amount` of it back: pending, frozen in the merchant's account. */
async function pendingUserWithdrawal(merchant: TestMerchant, token: string, amount: string) {
  const limits = await server.call(
    endpoints.reviewFreeLimitUpdate.path,
    { list: [{ coin_name: 'CNY', limit_amount: '0', wallet_claim_days: 30 }], google_code: server.freshCode(merchant.totpSecret) },
    { token },
  );
  expect(limits.body.code).toBe(200);
  // Left open by the limit's code: closed again, so an approval must bring its own step-up.
  server.clock.advance(stepUpMs);
  const payer = await newPayer(server, { cny: '1000' });
  const wallet = await walletSignIn(server, payer);
  const paid = await walletMoneyCall(server, endpoints.walletMerchantPay.path, wallet, {
    merchant_id: String(merchant.merchantId),
    coin_name: 'CNY',
    amount: '500.00',
    note: '',
    payment_password: paymentPassword,
    use_reward: false,
  });
  expect(paid.body.code).toBe(200);
  const asked = await walletMoneyCall<{ order_id: string; order_status: string }>(server, endpoints.walletWithdrawalCreate.path, wallet, {
    merchant_id: String(merchant.merchantId),
    coin_name: 'CNY',
    amount,
  });
  expect(asked.body).toMatchObject({ code: 200, data: { order_status: 'pending' } });
  return { payer, orderId: asked.body.data.order_id };
}

describe("a merchant's money leaves to a payer's withdrawal only on its operator's approval", () => {
  it("withdrawal_record/approval: another merchant's operator finds no such order; the merchant's own session needs the step-up", async () => {
    const { merchant, token } = await merchantWithMoney();
    const { payer, orderId } = await pendingUserWithdrawal(merchant, token, '100');
    const stranger = await server.createMerchant();
    const strangerToken = await server.signInSteppedUp(stranger);
    const owners = [merchantOwner(merchant.merchantId), walletUserOwner(payer.uid), platformOwner];
    const approve = (body: Record<string, unknown>, options: CallOptions) => server.moneyCall(endpoints.withdrawalApprove.path, { order_id: orderId, ...body }, options);

    await nothingMoves(owners, async () => {
      expect((await approve({}, {})).body).toMatchObject(refusedOn(401));
      expect((await approve({ google_code: server.freshCode(stranger.totpSecret) }, { token: strangerToken })).body).toMatchObject(refusedOn(4004));
      // No approval_code_above set for CNY: every approval asks for the step-up.
      expect((await approve({}, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
      expect((await approve({ google_code: wrongCode }, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
    });

    const approved = await approve({ google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(approved.body).toMatchObject({ code: 200, data: { order_status: 'approved' } });
  });

  it("withdrawal_record/batch_approval: another merchant's orders are not found for the stranger; the merchant's own session needs the step-up", async () => {
    const { merchant, token } = await merchantWithMoney();
    const { payer, orderId } = await pendingUserWithdrawal(merchant, token, '100');
    const stranger = await server.createMerchant();
    const strangerToken = await server.signIn(stranger);
    const owners = [merchantOwner(merchant.merchantId), walletUserOwner(payer.uid), platformOwner];
    const batch = (body: Record<string, unknown>, options: CallOptions) => server.moneyCall<ResponseOf<'withdrawalBatchApprove'>>(endpoints.withdrawalBatchApprove.path, { order_ids: [orderId], ...body }, options);

    await nothingMoves(owners, async () => {
      expect((await batch({}, {})).body).toMatchObject(refusedOn(401));
      const byStranger = await batch({ google_code: server.freshCode(stranger.totpSecret) }, { token: strangerToken });
      expect(byStranger.body.data.list).toEqual([expect.objectContaining({ order_id: orderId, outcome: 'not_found', order: null })]);
      expect((await batch({}, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
      expect((await batch({ google_code: wrongCode }, { token })).body).toMatchObject(refusedOn(4000, 'google_code'));
    });

    const approved = await batch({ google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(approved.body.data.list).toEqual([expect.objectContaining({ order_id: orderId, outcome: 'approved' })]);
  });
});

// ---------- a merchant's withdrawal, paid out by the platform ----------

/**
 * The ops endpoint takes a command only from this machine, directly, with the ops secret: whoever holds the machine's
 * shell. Anyone else is refused before the command is read.
 */
async function expectOpsRefusedToStrangers(command: string, payload: { args: string[]; options: Record<string, string> }) {
  for (const [how, remoteAddress, headers] of [
    ['from another machine', '203.0.113.7', { [opsSecretHeader]: server.opsSecret }],
    ['through a proxy', '127.0.0.1', { [opsSecretHeader]: server.opsSecret, 'x-forwarded-for': '203.0.113.7' }],
    ['without the secret', '127.0.0.1', {}],
    ['with a wrong secret', '127.0.0.1', { [opsSecretHeader]: 'not-the-secret' }],
  ] as const) {
    const refused = await server.app.inject({ method: 'POST', url: `/platform/${command}`, headers, payload, remoteAddress });
    expect(refused.statusCode, `${command} ${how}`).toBe(403);
    expect(refused.json(), `${command} ${how}`).toMatchObject({ code: 4003 });
  }
}

const staffCall = <T = unknown>(path: string, member: TestStaffMember, body: unknown = {}) => server.call<T>(path, body, { headers: { [staffTokenHeader]: member.token } });

/** Each kind of platform payout: how the merchant asks for one (with its step-up), and how staff and ops approve it. */
const payouts = [
  {
    name: 'USDT withdrawal',
    approve: endpoints.reviewUsdtWithdrawalApprove.path,
    command: 'approve-usdt-withdrawal',
    settling: { txid: 'beefcafe'.repeat(8) },
    option: { txid: 'cafebeef'.repeat(8) },
    async request(merchant: TestMerchant, token: string) {
      const body = { out_abbreviation: 'CNY', trade_count: '100', network: 'TRC20', address: 'TPayout7Hq2Lw9Xc4', rate: '7.3', usdt_withdrawal_fee: '0.01', google_code: server.freshCode(merchant.totpSecret) };
      const answer = await server.moneyCall<{ order_no: string }>(endpoints.usdtWithdrawAdd.path, body, { token });
      expect(answer.body.code).toBe(200);
      return answer.body.data.order_no;
    },
  },
  {
    name: 'fiat withdrawal',
    approve: endpoints.reviewFiatWithdrawalApprove.path,
    command: 'approve-fiat-withdrawal',
    settling: { payout_reference: 'BANK-REF-1' },
    option: { reference: 'BANK-REF-2' },
    async request(merchant: TestMerchant, token: string) {
      const method = await server.call<{ id: number }>(
        endpoints.paymentMethodAdd.path,
        { type: 'bank_card', coin_name: 'CNY', bank_name: 'Bank of China', holder_name: 'Li Na', account_number: `6217${Date.now()}`, google_code: server.freshCode(merchant.totpSecret) },
        { token },
      );
      const answer = await server.moneyCall<{ order_no: string }>(endpoints.fiatWithdrawAdd.path, { payment_method_id: method.body.data.id, out_abbreviation: 'CNY', trade_count: '1000', rate: '1', currency_withdrawal_fee: '0.008' }, { token });
      expect(answer.body.code).toBe(200);
      return answer.body.data.order_no;
    },
  },
] as const;

describe('a merchant\'s withdrawal is paid out only by staff with the step-up, and two of them at or above the four-eyes threshold', () => {
  let admin: TestStaffMember;
  let rita: TestStaffMember;
  let sam: TestStaffMember;

  it('sets the CNY four-eyes threshold (one administrator proposes, another approves)', async () => {
    admin = await newStaffMember(server, 'consent-admin', 'admin');
    const admin2 = await newStaffMember(server, 'consent-admin-2', 'admin');
    rita = await newStaffMember(server, 'consent-rita', 'reviewer');
    sam = await newStaffMember(server, 'consent-sam', 'support');
    expect(await changeRule(server, admin, admin2, endpoints.reviewThresholdSet.path, { coin_name: 'CNY', amount: '500' })).toMatchObject({ status: 'applied' });
  });

  it.each(payouts)('$name: a merchant\'s token, support, a reviewer without or with a wrong step-up, and one reviewer twice move nothing', async (payout) => {
    const { merchant, token } = await merchantWithMoney();
    const orderNo = await payout.request(merchant, token);
    server.clock.advance(stepUpMs);
    const frozen = await cnyFrozen(merchantOwner(merchant.merchantId));
    const owners = [merchantOwner(merchant.merchantId), platformOwner];
    const body = { order_id: orderNo, ...payout.settling };

    await nothingMoves(owners, async () => {
      expect((await server.call(payout.approve, { ...body, google_code: server.freshCode(merchant.totpSecret) }, { token })).body).toMatchObject(refusedOn(401));
      expect((await staffCall(payout.approve, sam, body)).body).toMatchObject(refusedOn(4003));
      expect((await staffCall(payout.approve, rita, body)).body).toMatchObject(refusedOn(4000, 'google_code'));
      expect((await staffCall(payout.approve, rita, { ...body, google_code: wrongCode })).body).toMatchObject(refusedOn(4000, 'google_code'));
      // Above the threshold one member's approval is only recorded; the same member again is refused.
      const first = await staffCall<{ status: string }>(payout.approve, rita, { ...body, google_code: server.freshCode(rita.totpSecret) });
      expect(first.body).toMatchObject({ code: 200, data: { status: 'pending' } });
      expect((await staffCall(payout.approve, rita, body)).body).toMatchObject(refusedOn(4009));
    });

    // A second member's approval pays what was frozen.
    const second = await staffCall<{ status: string }>(payout.approve, admin, { ...body, google_code: server.freshCode(admin.totpSecret) });
    expect(second.body).toMatchObject({ code: 200, data: { status: 'approved' } });
    expect(await cnyFrozen(merchantOwner(merchant.merchantId))).not.toBe(frozen);
    expect(await ledgerProblems(server.db)).toEqual([]);
  });

  it.each(payouts)('$name by `npm run ops`: refused from outside the machine or without the ops secret; ops counts as one of the four eyes', async (payout) => {
    const { merchant, token } = await merchantWithMoney();
    const orderNo = await payout.request(merchant, token);
    const owners = [merchantOwner(merchant.merchantId), platformOwner];
    const payload = { args: [orderNo], options: payout.option };

    await nothingMoves(owners, async () => {
      await expectOpsRefusedToStrangers(payout.command, payload);
      // From the machine, with the secret: at or above the threshold `ops` gives one approval, never both.
      expect((await server.ops(payout.command, [orderNo], payout.option)).body).toMatchObject({ code: 200, data: { status: 'pending' } });
      expect((await server.ops(payout.command, [orderNo], payout.option)).body).toMatchObject(refusedOn(4009));
    });
  });
});

// ---------- ops commands that make money out of nothing ----------

describe('the demo commands that make money or spend it are refused in production', () => {
  it('top-up-user, create-paid-order, pay-order and create-user-withdrawal answer 4003 and move nothing (also server/platform/platform.test.ts)', async () => {
    const merchant = await server.createMerchant();
    const order = publicIdOf(await newOrder(server, merchant, { amount: '100.00' }));
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000.00', server.clock.now());
    const payer = await newPayer(server, { cny: '500' });
    const owners = [merchantOwner(merchant.merchantId), walletUserOwner(payer.uid), platformOwner];

    await nothingMoves(owners, async () => {
      for (const [command, args, options] of [
        ['top-up-user', [payer.uid], { coin: 'CNY', amount: '1000' }],
        ['create-paid-order', [merchant.username], { payer: payer.uid, coin: 'CNY', amount: '10' }],
        ['create-user-withdrawal', [merchant.username], { user: payer.uid, coin: 'CNY', amount: '10' }],
        // It would spend the payer's balance without their payment password, on the shell's word alone.
        ['pay-order', [order], { payer: payer.uid }],
      ] as const) {
        expect((await server.ops(command, [...args], options)).body, command).toMatchObject(refusedOn(4003));
      }
    });
  });
});
