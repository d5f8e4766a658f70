import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { walletUsers } from '../db/schema';
import { minutes, useTestServer } from '../testing/harness';
import { topUpUser } from '../testing/ledger';
import { walletSessionRules } from './session';
import { sliderToken } from '../checkout/testHelpers';
import { newOrder, newPayer, payerPassword, paymentPassword, publicIdOf, walletCall, walletSignIn, walletSignInCall, walletSliderToken } from './testHelpers';

// Demo mode: its development notifier keeps the codes for `last-code`, as a payer's phone would receive them.
const server = useTestServer({ demo: true });

type Profile = ResponseOf<'walletMe'>;
const paths = {
  sendCode: endpoints.walletSignUpSendCode.path,
  signUp: endpoints.walletSignUp.path,
  me: endpoints.walletMe.path,
  history: endpoints.walletHistory.path,
  sessions: endpoints.walletSessionQuery.path,
  revoke: endpoints.walletSessionRevoke.path,
  revokeOthers: endpoints.walletSessionRevokeOthers.path,
  signOut: endpoints.walletSignOut.path,
  phoneCode: endpoints.walletPhoneSendCode.path,
  phoneBind: endpoints.walletPhoneBind.path,
  identity: endpoints.walletIdentitySubmit.path,
  bankCard: endpoints.walletBankCardBind.path,
  setPassword: endpoints.walletPaymentPasswordSet.path,
  changePassword: endpoints.walletPaymentPasswordChange.path,
};

let phoneCounter = 0;
const newPhone = () => `1390000${String(++phoneCounter).padStart(4, '0')}`;

/** The code last "sent" to the phone by the development notifier. */
async function lastCode(phone: string): Promise<string> {
  const answer = await server.ops<{ code: string }>('last-code', [phone]);
  if (answer.body.code !== 200) throw new Error(`last-code failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.code;
}

async function signUpBody(username: string, phone: string, code: string, password = 'Wallet-pass-1') {
  return { username, password: await server.encryptPassword(password), nickname: 'Lan', phone, phone_code: code };
}

describe('sign-up', () => {
  it('opens an account with a phone proven by its code, signs it in, and its username and password sign in again', async () => {
    const phone = newPhone();
    expect((await server.call(paths.sendCode, { phone, slider_token: await walletSliderToken(server) })).body.code).toBe(200);
    const code = await lastCode(phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await server.call(paths.signUp, await signUpBody('Lan.Pham', phone, wrongCode));
    expect(wrong.body).toMatchObject({ code: 4000, data: { field: 'phone_code' }, detail: 'The verification code is incorrect.' });
    expect(await server.db.select().from(walletUsers).where(eq(walletUsers.username, 'lan.pham'))).toEqual([]);

    const made = await server.call<ResponseOf<'walletSignUp'>>(paths.signUp, await signUpBody('Lan.Pham', phone, code));
    expect(made.body.code).toBe(200);
    const { wallet_token: token, profile } = made.body.data;
    expect(profile).toMatchObject({
      username: 'lan.pham',
      nickname: 'Lan',
      phone: `*******${phone.slice(-4)}`,
      uid: expect.stringMatching(/^W\d{10}$/),
      ready: false,
      identity: { phone: true, real_name: false, id_number: false, email: false, bank_card: false, payment_password: false },
    });
    expect(profile.markets).toEqual(expect.arrayContaining(['USDT', 'CNY', 'USD', 'VND']));
    expect(profile.balances.find((balance) => balance.coin_name === 'CNY')).toEqual({ coin_name: 'CNY', available: '0.00', frozen: '0.00', reward: '0.00' });
    expect((await walletCall<Profile>(server, paths.me, token)).body.data.uid).toBe(profile.uid);

    // The code is spent; the username is taken, whatever its case.
    const again = await server.call(paths.signUp, await signUpBody('LAN.PHAM', phone, code));
    expect(again.body).toMatchObject({ code: 4000, data: { field: 'username' }, detail: 'The username lan.pham is already taken.' });
    // One account: the wallet's sign-in is the checkout's.
    const signedIn = await walletSignInCall(server, 'lan.pham', { password: 'Wallet-pass-1' });
    expect(signedIn.body.data.profile.uid).toBe(profile.uid);
  });

  it('refuses bad input on its field in the caller’s language, and makes nothing', async () => {
    const phone = newPhone();
    await server.call(paths.sendCode, { phone, slider_token: await walletSliderToken(server) });
    const code = await lastCode(phone);
    const shortPassword = await server.call(paths.signUp, await signUpBody('tuan', phone, code, 'short'), { language: 'vi' });
    expect(shortPassword.body).toMatchObject({ code: 4000, data: { field: 'password' }, detail: 'Mật khẩu phải có ít nhất 8 ký tự' });
    const badName = await server.call(paths.signUp, await signUpBody('tu an!', phone, code), { language: 'zh_Hans' });
    expect(badName.body).toMatchObject({ code: 4000, data: { field: 'username' }, detail: '只能包含字母、数字、_、. 或 -' });
    const noPhone = await server.call(paths.sendCode, { phone: '', slider_token: await walletSliderToken(server) }, { language: 'en' });
    expect(noPhone.body).toMatchObject({ code: 4000, data: { field: 'phone' }, detail: 'Please fill in phone number first' });
    expect(await server.db.select().from(walletUsers).where(eq(walletUsers.phone, phone))).toEqual([]);
    // The code was not spent by the refusals.
    expect((await server.call(paths.signUp, await signUpBody('tuan', phone, code))).body.code).toBe(200);
  });
});

describe('sign-in and sessions', () => {
  it('needs a wallet slider token, spent once; an order’s token does not do', async () => {
    const payer = await newPayer(server);
    const noSlider = await walletSignInCall(server, payer.username, { sliderToken: 'st_unknown' });
    expect(noSlider.body).toMatchObject({ code: 4000, data: { field: 'slider_token' } });
    const order = publicIdOf(await newOrder(server, await server.createMerchant()));
    const ofOrder = await walletSignInCall(server, payer.username, { sliderToken: await sliderToken(server, order) });
    expect(ofOrder.body).toMatchObject({ code: 4000, data: { field: 'slider_token' } });
    const token = await walletSliderToken(server);
    expect((await walletSignInCall(server, payer.username, { sliderToken: token })).body.code).toBe(200);
    expect((await walletSignInCall(server, payer.username, { sliderToken: token })).body).toMatchObject({ code: 4000, data: { field: 'slider_token' } });
  });

  it('refuses a wrong password like an unknown username, and asks a new browser there a challenge after repeated failures, never a lock', async () => {
    const payer = await newPayer(server);
    const wrong = await walletSignInCall(server, payer.username, { password: 'Not-the-password-1' });
    const unknown = await walletSignInCall(server, 'nobody_here', { password: payerPassword });
    expect(wrong.body).toMatchObject({ code: 4001, detail: 'The username or password is incorrect.' });
    expect(unknown.body).toMatchObject({ code: 4001, detail: 'The username or password is incorrect.' });
    let asked = false;
    for (let attempt = 0; attempt < 12 && !asked; attempt += 1) {
      const answer = await walletSignInCall(server, payer.username, { password: 'Not-the-password-1', ip: '198.51.100.77', challenge: 'leave' });
      asked = answer.body.code === 4028;
    }
    expect(asked).toBe(true);
    // Asked, not locked: the right password with the challenge solved signs in from that address.
    expect((await walletSignInCall(server, payer.username, { ip: '198.51.100.77' })).body.code).toBe(200);
  });

  it('lists the payer’s sessions, ends one, the others, and its own on sign-out', async () => {
    const payer = await newPayer(server);
    const phone = await walletSignIn(server, payer, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1' } });
    const laptop = await walletSignIn(server, payer);
    const tablet = await walletSignIn(server, payer);
    const listed = await walletCall<ResponseOf<'walletSessionQuery'>>(server, paths.sessions, laptop);
    expect(listed.body.data.total).toBe(3);
    expect(listed.body.data.list.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.body.data.list.find((session) => session.user_agent?.includes('iPhone'));
    expect(phoneSession).toMatchObject({ os: 'iOS', current: false });

    expect((await walletCall(server, paths.revoke, laptop, { id: phoneSession!.id })).body.code).toBe(200);
    expect((await walletCall(server, paths.me, phone)).status).toBe(401);
    expect((await walletCall(server, paths.revoke, laptop, { id: phoneSession!.id })).body.code).toBe(4004);
    // Another payer's session is "not found" too.
    const other = await walletSignIn(server, await newPayer(server));
    const otherId = (await walletCall<ResponseOf<'walletSessionQuery'>>(server, paths.sessions, other)).body.data.list[0]!.id;
    expect((await walletCall(server, paths.revoke, laptop, { id: otherId })).body.code).toBe(4004);
    expect((await walletCall(server, paths.me, other)).body.code).toBe(200);

    expect((await walletCall(server, paths.revokeOthers, laptop)).body.data).toEqual({ count: 1 });
    expect((await walletCall(server, paths.me, tablet)).status).toBe(401);
    expect((await walletCall(server, paths.signOut, laptop)).body.code).toBe(200);
    const ended = await walletCall(server, paths.me, laptop);
    expect(ended).toMatchObject({ status: 401, body: { code: 401, detail: 'Your wallet session has expired or was ended. Please sign in again.' } });
    expect((await server.call(paths.me, {}, { language: 'zh_Hant' })).body).toMatchObject({ code: 401, detail: '請先登入錢包：缺少 X-Wallet-Token 請求標頭。' });
  });

  it('ends a session idle for 7 days, and any after 30 days', async () => {
    const payer = await newPayer(server);
    const idle = await walletSignIn(server, payer);
    const busy = await walletSignIn(server, payer);
    for (let day = 0; day < 29; day += 1) {
      server.clock.advance(walletSessionRules.idleMs / 7);
      expect((await walletCall(server, paths.me, busy)).body.code).toBe(200);
      if (day === 6) expect((await walletCall(server, paths.me, idle)).status).toBe(401);
    }
    server.clock.advance(walletSessionRules.idleMs / 7);
    expect((await walletCall(server, paths.me, busy)).status).toBe(401);
  });
});

describe('profile, history and identity steps', () => {
  it('shows balances with frozen and reward points, and the payer’s money events newest first', async () => {
    const payer = await newPayer(server, { cny: '300', reward: '20' });
    await topUpUser(server.db, payer.uid, 'USDT', '5', server.clock.now());
    const token = await walletSignIn(server, payer);
    const me = (await walletCall<Profile>(server, paths.me, token)).body.data;
    expect(me.ready).toBe(true);
    expect(me.balances.find((balance) => balance.coin_name === 'CNY')).toEqual({ coin_name: 'CNY', available: '300.00', frozen: '0.00', reward: '20.00' });
    const history = await walletCall<ResponseOf<'walletHistory'>>(server, paths.history, token, { page_size: 2 });
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.list.map((event) => [event.coin_name, event.transaction_type, event.amount])).toEqual([
      ['USDT', 'top_up', '5.000000'],
      ['CNY', 'top_up', '20.00'],
    ]);
    const next = await walletCall<ResponseOf<'walletHistory'>>(server, paths.history, token, { page_size: 2, cursor: history.body.data.next_cursor });
    expect(next.body.data.list.map((event) => [event.coin_name, event.amount, event.available_after])).toEqual([['CNY', '300.00', '300.00']]);
    const cny = await walletCall<ResponseOf<'walletHistory'>>(server, paths.history, token, { coin_name: 'USDT' });
    expect(cny.body.data.total).toBe(1);
  });

  it('takes each step on its own: phone with its code, identity once, bank card, then the payment password', async () => {
    const payer = await newPayer(server, { ready: false });
    const token = await walletSignIn(server, payer);
    const phone = newPhone();
    expect((await walletCall(server, paths.phoneCode, token, { phone })).body.code).toBe(200);
    const bound = await walletCall<Profile>(server, paths.phoneBind, token, { phone, phone_code: await lastCode(phone) });
    expect(bound.body.data.identity.phone).toBe(true);
    expect((await walletCall(server, paths.phoneCode, token, { phone: newPhone() })).body.code).toBe(4009);

    const badEmail = await walletCall(server, paths.identity, token, { name: 'Lê Văn Minh', id_number: 'A123', email: 'nope' }, { language: 'vi' });
    expect(badEmail.body).toMatchObject({ code: 4000, data: { field: 'email' } });
    const identified = await walletCall<Profile>(server, paths.identity, token, { name: 'Lê Văn Minh', id_number: 'A123', email: 'minh@example.com' });
    expect(identified.body.data.identity).toMatchObject({ real_name: true, id_number: true, email: true, bank_card: false });
    expect((await walletCall(server, paths.identity, token, { name: 'Someone Else', id_number: 'B1', email: 'x@example.com' })).body.code).toBe(4009);

    const badCard = await walletCall(server, paths.bankCard, token, { bank_card: '4111111111111112' });
    expect(badCard.body).toMatchObject({ code: 4000, data: { field: 'bank_card' }, detail: 'This bank card number is not valid, please check it' });
    const carded = await walletCall<Profile>(server, paths.bankCard, token, { bank_card: '4111111111111111' });
    expect(carded.body.data).toMatchObject({ bank_card_last4: '1111', ready: false });

    const mismatch = await walletCall(server, paths.setPassword, token, { payment_password: '112233', confirm_password: '112234' });
    expect(mismatch.body).toMatchObject({ code: 4000, data: { field: 'confirm_password' } });
    const set = await walletCall<Profile>(server, paths.setPassword, token, { payment_password: '112233', confirm_password: '112233' });
    expect(set.body.data.ready).toBe(true);
    expect((await walletCall(server, paths.setPassword, token, { payment_password: '445566', confirm_password: '445566' })).body.code).toBe(4009);
  });

  it('changes the payment password only with the old one, and locks it after 5 wrong ones', async () => {
    const payer = await newPayer(server);
    const token = await walletSignIn(server, payer);
    const change = (old: string, next = '975310') => walletCall(server, paths.changePassword, token, { old_payment_password: old, payment_password: next, confirm_password: next });
    expect((await change(paymentPassword, paymentPassword)).body).toMatchObject({ code: 4000, data: { field: 'payment_password' } });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await change('000000')).body).toMatchObject({ code: 4001, detail: `The payment password is incorrect. Wrong attempts left before paying is locked for 15 minutes: ${5 - attempt}.` });
    }
    expect((await change('000000')).body.code).toBe(4002);
    // Locked: the right one is refused too, until the lock ends.
    expect((await change(paymentPassword)).body.code).toBe(4002);
    expect((await walletCall<Profile>(server, paths.me, token)).body.data.payment_locked_until).not.toBeNull();
    server.clock.advance(minutes(16));
    expect((await change(paymentPassword)).body.code).toBe(200);
    expect((await change(paymentPassword)).body.code).toBe(4001);
    expect((await change('975310', paymentPassword)).body.code).toBe(200);
  });
});
