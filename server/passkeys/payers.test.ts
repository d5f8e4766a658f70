/**
 * Passkeys of the payers, with real WebAuthn data from a software authenticator: registered in the wallet after the
 * payment password, listed and removed there, and paying in place of the payment password at the hosted checkout, for
 * an order scanned in the wallet and for a merchant's receiving code. A payment without user verification, with a
 * removed passkey, with another payer's, or answering a spent challenge is refused, and nothing is paid. Every
 * registration, removal and payment is written to the payer's passkey record.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { payerCall, signInPayer, type TestPayer } from '../checkout/testHelpers';
import { payerPasskeyEvents, rechargeOrders } from '../db/schema';
import { balancesOf, walletUserOwner } from '../ledger/ledger';
import { useTestServer } from '../testing/harness';
import { SoftAuthenticator, type Tampering } from '../testing/softAuthenticator';
import { newOrder, newPayer, paymentPassword, publicIdOf, walletCall, walletMoneyCall, walletSignIn } from '../wallet/testHelpers';

const server = useTestServer();
const site = { origin: 'http://localhost:8080', rpId: 'localhost' };

type RequestOptions = ResponseOf<'walletPasskeyPayOptions'>;

interface PayerWithPasskey {
  payer: TestPayer;
  wallet: string;
  authenticator: SoftAuthenticator;
  passkey: ResponseOf<'walletPasskeyRegister'>;
}

async function registerPasskey(wallet: string, authenticator: SoftAuthenticator, name = 'My phone', tampering: Tampering = {}) {
  const options = await walletCall<ResponseOf<'walletPasskeyRegisterOptions'>>(server, endpoints.walletPasskeyRegisterOptions.path, wallet, { payment_password: paymentPassword });
  expect(options.body.code).toBe(200);
  return walletCall<ResponseOf<'walletPasskeyRegister'>>(server, endpoints.walletPasskeyRegister.path, wallet, { name, credential: authenticator.register(options.body.data, tampering) });
}

async function payerWithPasskey(cny = '1000'): Promise<PayerWithPasskey> {
  const payer = await newPayer(server, { cny });
  const wallet = await walletSignIn(server, payer);
  const authenticator = new SoftAuthenticator(site);
  const registered = await registerPasskey(wallet, authenticator);
  expect(registered.body.code).toBe(200);
  return { payer, wallet, authenticator, passkey: registered.body.data };
}

const cnyOf = async (uid: string) => (await balancesOf(server.db, walletUserOwner(uid), ['CNY'])).get('CNY')?.available.toFixed(2);

async function events(uid: string) {
  const rows = await server.db.select().from(payerPasskeyEvents).where(eq(payerPasskeyEvents.uid, uid)).orderBy(asc(payerPasskeyEvents.id));
  return rows.map((row) => ({ action: row.action, name: row.passkeyName, target: row.target }));
}

async function orderStatus(publicId: string) {
  const [row] = await server.db.select({ status: rechargeOrders.orderStatus }).from(rechargeOrders).where(eq(rechargeOrders.publicId, publicId));
  return row?.status;
}

/** The checkout's pay/options of a payer signed in on the order. */
async function checkoutOptions(payerToken: string): Promise<RequestOptions> {
  const options = await payerCall<RequestOptions>(server, endpoints.checkoutPasskeyPayOptions.path, payerToken);
  expect(options.body.code).toBe(200);
  return options.body.data;
}

const refusedOn = (key: string) => ({ code: 4000, data: { field: 'credential', key } });

describe('registering a payer\'s passkey in the wallet', () => {
  it('takes the payment password first, then lists the passkey with its name and when it last paid', async () => {
    const payer = await newPayer(server);
    const wallet = await walletSignIn(server, payer);
    const wrong = await walletCall(server, endpoints.walletPasskeyRegisterOptions.path, wallet, { payment_password: '000000' });
    expect(wrong.body.code).toBe(4001);
    const missing = await walletCall(server, endpoints.walletPasskeyRegisterOptions.path, wallet, {});
    expect(missing.body).toMatchObject({ code: 4000, data: { field: 'payment_password' } });

    const options = await walletCall<ResponseOf<'walletPasskeyRegisterOptions'>>(server, endpoints.walletPasskeyRegisterOptions.path, wallet, { payment_password: paymentPassword });
    expect(options.body.data).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: payer.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: 120_000,
    });
    const authenticator = new SoftAuthenticator(site);
    const registered = await walletCall<ResponseOf<'walletPasskeyRegister'>>(server, endpoints.walletPasskeyRegister.path, wallet, {
      name: 'My phone',
      credential: authenticator.register(options.body.data),
    });
    expect(registered.body.data).toMatchObject({ name: 'My phone', last_used_time: null });
    const list = await walletCall<ResponseOf<'walletPasskeyList'>>(server, endpoints.walletPasskeyList.path, wallet);
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: registered.body.data.id, name: 'My phone', last_used_time: null }] });
    expect(await events(payer.uid)).toEqual([{ action: 'register', name: 'My phone', target: null }]);
  });

  it('refuses a registration without user verification, and stores nothing', async () => {
    const payer = await newPayer(server);
    const wallet = await walletSignIn(server, payer);
    const refused = await registerPasskey(wallet, new SoftAuthenticator(site), 'Key', { userVerified: false });
    expect(refused.body.code).toBe(4000);
    expect((await walletCall<ResponseOf<'walletPasskeyList'>>(server, endpoints.walletPasskeyList.path, wallet)).body.data.total).toBe(0);
    expect(await events(payer.uid)).toEqual([]);
  });
});

describe('paying with a passkey at the hosted checkout', () => {
  it('pays the order of the session instead of the payment password, and writes the use down', async () => {
    const { payer, authenticator, passkey } = await payerWithPasskey();
    const merchant = await server.createMerchant();
    const order = await newOrder(server, merchant, { amount: '100.00' });
    const payerToken = await signInPayer(server, publicIdOf(order), payer);
    const profile = await payerCall<ResponseOf<'checkoutPayer'>>(server, endpoints.checkoutPayer.path, payerToken);
    expect(profile.body.data.passkey).toBe(true);

    const options = await checkoutOptions(payerToken);
    expect(options).toMatchObject({ userVerification: 'required', allowCredentials: [expect.objectContaining({ type: 'public-key' })] });
    const paid = await payerCall<ResponseOf<'checkoutPay'>>(server, endpoints.checkoutPay.path, payerToken, { passkey: authenticator.assert(options), use_reward: false });
    expect(paid.body).toMatchObject({ code: 200, data: { status: 'paid' } });
    expect(await cnyOf(payer.uid)).toBe('900.00');
    expect(await events(payer.uid)).toEqual([
      { action: 'register', name: passkey.name, target: null },
      { action: 'pay', name: passkey.name, target: publicIdOf(order) },
    ]);
  });

  it('refuses an answer without user verification, a replayed one, and neither password nor passkey: nothing is paid', async () => {
    const { payer, authenticator } = await payerWithPasskey();
    const merchant = await server.createMerchant();
    const order = await newOrder(server, merchant, { amount: '100.00' });
    const payerToken = await signInPayer(server, publicIdOf(order), payer);
    const pay = (body: unknown) => payerCall(server, endpoints.checkoutPay.path, payerToken, body);

    expect((await pay({ use_reward: false })).body).toMatchObject({ code: 4000, data: { field: 'payment_password', key: 'kassa.server.passkeyOrPaymentPasswordRequired' } });
    const unverified = authenticator.assert(await checkoutOptions(payerToken), { userVerified: false });
    expect((await pay({ passkey: unverified })).body).toMatchObject(refusedOn('kassa.server.passkeyUserNotVerified'));
    // The refused answer spent its challenge: sent again, even made right, it is refused.
    const replayOfRefused = authenticator.assert({ challenge: JSON.parse(Buffer.from(unverified.response.clientDataJSON, 'base64url').toString()).challenge as string });
    expect((await pay({ passkey: replayOfRefused })).body).toMatchObject(refusedOn('kassa.server.passkeyChallengeInvalid'));
    expect(await orderStatus(publicIdOf(order))).not.toBe('paid');
    expect(await cnyOf(payer.uid)).toBe('1000.00');
    expect((await events(payer.uid)).map((event) => event.action)).toEqual(['register']);
  });

  it('refuses another payer\'s passkey and a removed one', async () => {
    const alice = await payerWithPasskey();
    const bob = await payerWithPasskey();
    const merchant = await server.createMerchant();
    const order = await newOrder(server, merchant, { amount: '100.00' });
    const payerToken = await signInPayer(server, publicIdOf(order), alice.payer);

    // Bob's authenticator answers Alice's challenge with Bob's passkey.
    const options = await checkoutOptions(payerToken);
    const bobs = bob.authenticator.assert({ challenge: options.challenge });
    expect((await payerCall(server, endpoints.checkoutPay.path, payerToken, { passkey: bobs })).body).toMatchObject(refusedOn('kassa.server.passkeyNotVerified'));

    const removed = await walletCall(server, endpoints.walletPasskeyDelete.path, alice.wallet, { id: alice.passkey.id });
    expect(removed.body.code).toBe(200);
    expect((await payerCall(server, endpoints.checkoutPasskeyPayOptions.path, payerToken)).body).toMatchObject({ code: 4004 });
    // An answer made before the removal (to a challenge of its own) is refused too.
    const again = await walletCall(server, endpoints.walletPasskeyList.path, alice.wallet);
    expect(again.body).toMatchObject({ data: { total: 0 } });
    const stale = alice.authenticator.assert({ challenge: options.challenge });
    expect((await payerCall(server, endpoints.checkoutPay.path, payerToken, { passkey: stale })).body.code).toBe(4000);

    expect(await orderStatus(publicIdOf(order))).not.toBe('paid');
    expect(await cnyOf(alice.payer.uid)).toBe('1000.00');
    expect(await cnyOf(bob.payer.uid)).toBe('1000.00');
    expect((await events(alice.payer.uid)).map((event) => event.action)).toEqual(['register', 'remove']);
    // The payment password still pays.
    const paid = await payerCall<ResponseOf<'checkoutPay'>>(server, endpoints.checkoutPay.path, payerToken, { payment_password: paymentPassword, use_reward: false });
    expect(paid.body.data.status).toBe('paid');
  });
});

describe('paying with a passkey in the wallet', () => {
  it('pays a scanned order and a merchant\'s receiving code, each with a challenge of the wallet session', async () => {
    const { payer, wallet, authenticator, passkey } = await payerWithPasskey();
    const merchant = await server.createMerchant();
    const order = await newOrder(server, merchant, { amount: '100.00' });
    await walletCall(server, endpoints.walletOrderResolve.path, wallet, { code: publicIdOf(order) });

    const options = async () => (await walletCall<RequestOptions>(server, endpoints.walletPasskeyPayOptions.path, wallet)).body.data;
    const paidOrder = await walletCall<ResponseOf<'walletOrderPay'>>(server, endpoints.walletOrderPay.path, wallet, {
      order_id: publicIdOf(order),
      passkey: authenticator.assert(await options()),
      use_reward: false,
    });
    expect(paidOrder.body).toMatchObject({ code: 200, data: { status: 'paid' } });

    const body = { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '50.00', use_reward: false };
    const paidMerchant = await walletMoneyCall<ResponseOf<'walletMerchantPay'>>(server, endpoints.walletMerchantPay.path, wallet, { ...body, passkey: authenticator.assert(await options()) });
    expect(paidMerchant.body).toMatchObject({ code: 200, data: { amount: '50.00' } });
    expect(await cnyOf(payer.uid)).toBe('850.00');

    const list = await walletCall<ResponseOf<'walletPasskeyList'>>(server, endpoints.walletPasskeyList.path, wallet);
    expect(list.body.data.list[0]!.last_used_time).not.toBeNull();
    expect(await events(payer.uid)).toEqual([
      { action: 'register', name: passkey.name, target: null },
      { action: 'pay', name: passkey.name, target: publicIdOf(order) },
      { action: 'pay', name: passkey.name, target: `merchant:${merchant.merchantId}` },
    ]);
  });

  it('does not take a checkout session\'s challenge, nor an answer again after a refused payment', async () => {
    const { payer, wallet, authenticator } = await payerWithPasskey('10');
    const merchant = await server.createMerchant();
    const order = await newOrder(server, merchant, { amount: '100.00' });
    const payerToken = await signInPayer(server, publicIdOf(order), payer);

    // A challenge of the checkout's session answers nothing in the wallet.
    const checkoutChallenge = authenticator.assert(await checkoutOptions(payerToken));
    const body = { merchant_id: String(merchant.merchantId), coin_name: 'CNY', amount: '5.00', use_reward: false };
    const foreign = await walletMoneyCall(server, endpoints.walletMerchantPay.path, wallet, { ...body, passkey: checkoutChallenge });
    expect(foreign.body).toMatchObject(refusedOn('kassa.server.passkeyChallengeInvalid'));

    // Too little balance: the payment is refused after the passkey verified, and its answer cannot be sent again.
    const options = (await walletCall<RequestOptions>(server, endpoints.walletPasskeyPayOptions.path, wallet)).body.data;
    const answer = authenticator.assert(options);
    const short = await walletMoneyCall(server, endpoints.walletMerchantPay.path, wallet, { ...body, amount: '50.00', passkey: answer });
    expect(short.body.code).toBe(4010);
    const replay = await walletMoneyCall(server, endpoints.walletMerchantPay.path, wallet, { ...body, passkey: answer });
    expect(replay.body).toMatchObject(refusedOn('kassa.server.passkeyChallengeInvalid'));
    expect(await cnyOf(payer.uid)).toBe('10.00');
  });
});
