/**
 * Sign-in defences that a stranger cannot turn against the people they protect, as a client meets them, for the
 * operators, the platform's staff and the payers alike: after a flood of failures from one shared address and at one
 * username from many, the attacker's browser is stopped, while a known device of the username signs in at once, a new
 * browser on the same address signs in after its challenge, and a passkey signs in. Addresses count by their /64;
 * parallel wrong step-up codes are checked at most up to the limit; sign-up codes take the slider and hold the SMS
 * budget; and the counters table stays bounded under a long flood.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { runBackgroundRound } from '../background';
import { defaultLockoutPolicy, defaultPhoneCodeDailyCaps, defaultRateLimits } from '../config';
import { loginThrottles } from '../db/schema';
import { newPayer } from '../checkout/testHelpers';
import { minutes, testChallengePolicy, useTestServer, type CallOptions, type CallResult, type TestServer } from '../testing/harness';
import { SoftAuthenticator } from '../testing/softAuthenticator';
import { newStaffMember } from '../testing/staff';
import { walletCall, walletSignIn, walletSignInCall, walletSliderToken } from '../wallet/testHelpers';
import { deviceHeader } from './knownDevice';

// The real sign-in rate limits (60 a minute per address, 10 checks a minute per username and address), so a flood meets
// them as it would in production; the slider's and the payment password's are raised, since the test's payer slides
// for every one of its hundred sign-ins and its parallel guesses are the step-up's to count.
const server = useTestServer({
  demo: true,
  lockout: { ...defaultLockoutPolicy, challenge: testChallengePolicy },
  rateLimits: { shared: false, limits: { ...defaultRateLimits, slider: { ...defaultRateLimits.slider, perIp: 100_000 }, paymentPassword: { ...defaultRateLimits.paymentPassword, perAccount: 1000 } } },
});
const site = { origin: 'http://localhost:8080', rpId: 'localhost' };

let counter = 0;
const next = () => (counter += 1);
/** A shared address (a carrier's CGNAT) of its own per use, so each test meets only its own counters. */
const sharedAddress = () => `100.64.${Math.floor(next() / 250)}.${(counter % 250) + 1}`;
const strangerAddress = () => `198.18.${Math.floor(next() / 250)}.${(counter % 250) + 1}`;

const leave: Pick<CallOptions, 'challenge'> = { challenge: 'leave' };

/** One kind of account as a client signs it in. */
interface Account {
  username: string;
  /** The right credentials, as a fresh browser (or the one whose headers are given) sends them. */
  signIn(options?: CallOptions): Promise<CallResult>;
  /** A passkey sign-in from `ip`, for the kinds that sign in with one. */
  passkeySignIn?(options?: CallOptions): Promise<CallResult>;
}

interface Kind {
  name: string;
  make(): Promise<Account>;
  /** One wrong sign-in of `username`. */
  wrong(username: string, options?: CallOptions): Promise<CallResult>;
  /** Twenty wrong step-up answers at once, each from the signed-in account: answers their results. */
  parallelWrongStepUps(account: Account): Promise<CallResult[]>;
}

const wrongCodeOf = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

async function registerOperatorPasskey(token: string, totpSecret: string, authenticator: SoftAuthenticator) {
  const options = await server.call<ResponseOf<'passkeyRegisterOptions'>>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(totpSecret) }, { token });
  expect(options.body.code).toBe(200);
  const registered = await server.call(endpoints.passkeyRegister.path, { name: 'Laptop', credential: authenticator.register(options.body.data) }, { token });
  expect(registered.body.code).toBe(200);
}

const staffHeaders = (token: string) => ({ 'x-staff-token': token });

const operators: Kind = {
  name: 'operators',
  async make() {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant, { ip: strangerAddress() });
    const authenticator = new SoftAuthenticator(site);
    await registerOperatorPasskey(token, merchant.totpSecret, authenticator);
    return {
      username: merchant.username,
      signIn: (options = {}) => server.login(merchant, options),
      async passkeySignIn(options = {}) {
        const begun = await server.call<ResponseOf<'passkeySignInOptions'>>(endpoints.passkeySignInOptions.path, {}, options);
        return server.call(endpoints.passkeySignIn.path, { credential: authenticator.assert(begun.body.data) }, options);
      },
      token,
      totpSecret: merchant.totpSecret,
    } as Account;
  },
  async wrong(username, options = {}) {
    return server.call(endpoints.login.path, { username, password: await server.encryptPassword('Wrong-pass-1'), google_code: '000000' }, options);
  },
  async parallelWrongStepUps(account) {
    const { token, totpSecret } = account as Account & { token: string; totpSecret: string };
    const wrong = wrongCodeOf(server.freshCode(totpSecret));
    return Promise.all(Array.from({ length: 20 }, () => server.call(endpoints.stepUpOpen.path, { google_code: wrong }, { token })));
  },
};

const staff: Kind = {
  name: 'staff',
  async make() {
    const member = await newStaffMember(server, `guard${next()}`, 'support');
    const authenticator = new SoftAuthenticator(site);
    const options = await server.call<ResponseOf<'staffPasskeyRegisterOptions'>>(
      endpoints.staffPasskeyRegisterOptions.path,
      { google_code: server.freshCode(member.totpSecret) },
      { headers: staffHeaders(member.token) },
    );
    expect(options.body.code).toBe(200);
    const registered = await server.call(endpoints.staffPasskeyRegister.path, { name: 'Desk key', credential: authenticator.register(options.body.data) }, { headers: staffHeaders(member.token) });
    expect(registered.body.code).toBe(200);
    return {
      username: member.username,
      signIn: async (options = {}) =>
        server.call(endpoints.staffSignIn.path, { username: member.username, password: await server.encryptPassword(member.password), google_code: server.freshCode(member.totpSecret) }, options),
      async passkeySignIn(options = {}) {
        const begun = await server.call<ResponseOf<'staffPasskeySignInOptions'>>(endpoints.staffPasskeySignInOptions.path, {}, options);
        return server.call(endpoints.staffPasskeySignIn.path, { credential: authenticator.assert(begun.body.data) }, options);
      },
      member,
    } as Account;
  },
  async wrong(username, options = {}) {
    return server.call(endpoints.staffSignIn.path, { username, password: await server.encryptPassword('Wrong-pass-1'), google_code: '000000' }, options);
  },
  async parallelWrongStepUps(account) {
    const { member } = account as Account & { member: { token: string; totpSecret: string } };
    const wrong = wrongCodeOf(server.freshCode(member.totpSecret));
    return Promise.all(Array.from({ length: 20 }, () => server.call(endpoints.staffStepUp.path, { google_code: wrong }, { headers: staffHeaders(member.token) })));
  },
};

const payers: Kind = {
  name: 'payers',
  async make() {
    const payer = await newPayer(server, { ready: true });
    const token = await walletSignIn(server, payer, { ip: strangerAddress() });
    return { username: payer.username, signIn: (options = {}) => walletSignInCall(server, payer.username, options), token } as Account;
  },
  wrong: (username, options = {}) => walletSignInCall(server, username, { ...options, password: 'Wrong-pass-1' }),
  // The payer's step-up is the payment password: each guess is counted before it is checked.
  async parallelWrongStepUps(account) {
    const { token } = account as Account & { token: string };
    return Promise.all(Array.from({ length: 20 }, () => walletCall(server, endpoints.walletPaymentPasswordChange.path, token, { old_payment_password: '999999', payment_password: '135790', confirm_password: '135790' })));
  },
};

const deviceTokenOf = (answer: CallResult) => {
  const token = answer.headers?.[deviceHeader];
  expect(typeof token).toBe('string');
  return token as string;
};

describe.each([operators, staff, payers])('signing in, for $name', (kind) => {
  it('after 100 failures over 50 usernames from one address and failures at one username from many, stops the attacker and no one else', async () => {
    const target = await kind.make();
    const shared = sharedAddress();

    // The real person's phone signed in from this address before: its answer gave the device token, in a header and
    // as an HttpOnly cookie bound to the account.
    const first = await target.signIn({ ip: shared });
    expect(first.body.code).toBe(200);
    const deviceToken = deviceTokenOf(first);
    const cookie = String(first.headers?.['set-cookie']);
    expect(cookie).toContain(`=${deviceToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    // The attacker on the same carrier address: 100 failed sign-ins over 50 usernames (the target's among them),
    // solving every challenge the counters ask, as a determined script would.
    const usernames = [target.username, ...Array.from({ length: 49 }, (_, index) => `nobody${next()}x${index}`)];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await kind.wrong(usernames[attempt % 50]!, { ip: shared });
      expect(answer.body.code).toBe(4001);
    }
    // And ten failures at the target's username, each from another address.
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await kind.wrong(target.username, { ip: strangerAddress() })).body.code).toBe(4001);

    // The attacker's browser is stopped: nothing is checked without a proof of work, and it has grown past the first level.
    const stopped = await kind.wrong(target.username, { ip: shared, ...leave });
    expect(stopped.body).toMatchObject({ code: 4028, data: { challenge: expect.any(String), difficulty: expect.any(Number) } });
    expect((stopped.body.data as { difficulty: number }).difficulty).toBeGreaterThan(testChallengePolicy.baseBits);

    // The known device, on the same address, signs in at once: by its header (an app) and by its cookie (a browser).
    const byHeader = await target.signIn({ ip: shared, headers: { [deviceHeader]: deviceToken }, ...leave });
    expect(byHeader.body.code).toBe(200);
    const renewed = deviceTokenOf(byHeader);
    const byCookie = await target.signIn({ ip: shared, headers: { cookie: cookie.split(';')[0]!.replace(deviceToken, renewed) }, ...leave });
    expect(byCookie.body.code).toBe(200);

    // A new browser on the same address is asked the challenge, not refused: solved, it signs in.
    const asked = await target.signIn({ ip: shared, ...leave });
    expect(asked.body.code).toBe(4028);
    expect(asked.body.detail).toMatch(/solve a short check/);
    expect((await target.signIn({ ip: shared })).body.code).toBe(200);

    // A passkey signs in, from the same address, whatever the passwords' failures, and makes its browser known.
    if (target.passkeySignIn) {
      const byPasskey = await target.passkeySignIn({ ip: shared });
      expect(byPasskey.body.code).toBe(200);
      const known = deviceTokenOf(byPasskey);
      expect((await target.signIn({ ip: shared, headers: { [deviceHeader]: known }, ...leave })).body.code).toBe(200);
    }
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    const target = await kind.make();
    const net = `2001:db8:${next().toString(16)}:${next().toString(16)}`;
    // Failures rotating through the /64, one address each, at usernames that do not exist.
    for (let attempt = 1; attempt <= defaultLockoutPolicy.ipChallengeFrom; attempt += 1) {
      expect((await kind.wrong(`ghost${next()}`, { ip: `${net}::${attempt.toString(16)}` })).body.code).toBe(4001);
    }
    // Another address of that /64 meets the same counter: a challenge first.
    expect((await target.signIn({ ip: `${net}:ffff:ffff:ffff:ffff`, ...leave })).body.code).toBe(4028);
    expect((await kind.wrong(`ghost${next()}`, { ip: `${net}::abcd`, ...leave })).body.code).toBe(4028);
    // The next /64 does not.
    expect((await target.signIn({ ip: `2001:db8:${next().toString(16)}:1::1`, ...leave })).body.code).toBe(200);
  });

  it('checks at most the limit of twenty wrong step-up answers sent at once, and then the lock holds', async () => {
    const account = await kind.make();
    const answers = await kind.parallelWrongStepUps(account);
    const codes = answers.map((answer) => answer.body.code);
    const checked = codes.filter((code) => code !== 4002);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(defaultLockoutPolicy.maxStepUpFailures);
    expect(codes.filter((code) => code === 4002).length).toBeGreaterThanOrEqual(20 - defaultLockoutPolicy.maxStepUpFailures);
  });
});

describe('the attacker without a known device', () => {
  it('is not let through by a challenge answered twice, one for another username, or a device token of another account', async () => {
    const target = await operators.make();
    const other = await operators.make();
    const shared = sharedAddress();
    const otherDevice = deviceTokenOf(await other.signIn({ ip: shared }));
    for (let attempt = 0; attempt < defaultLockoutPolicy.ipChallengeFrom; attempt += 1) await operators.wrong(`nobody${next()}`, { ip: shared });

    const asked = await target.signIn({ ip: shared, ...leave });
    expect(asked.body.code).toBe(4028);
    const { challenge, difficulty } = asked.body.data as { challenge: string; difficulty: number };
    const { solveChallenge } = await import('./signInChallenge');
    const answer = solveChallenge(challenge, difficulty);
    const body = { username: target.username, password: await server.encryptPassword('Wrong-pass-1'), google_code: '000000', challenge, challenge_answer: answer };
    expect((await server.call(endpoints.login.path, body, { ip: shared, ...leave })).body.code).toBe(4001);
    expect((await server.call(endpoints.login.path, body, { ip: shared, ...leave })).body.code).toBe(4028);
    expect((await server.call(endpoints.login.path, { ...body, username: other.username }, { ip: shared, ...leave })).body.code).toBe(4028);
    // Another account's device token does not make this one known.
    expect((await target.signIn({ ip: shared, headers: { [deviceHeader]: otherDevice }, ...leave })).body.code).toBe(4028);
  });
});

describe('a known device', () => {
  // The harness's raised rate limits: a known device's own limit (10 a minute) is not what this test is about.
  const lenient = useTestServer({ lockout: { ...defaultLockoutPolicy, challenge: testChallengePolicy } });

  it('is held only by its own failures: a delay, then a lock of that device alone', async () => {
    const merchant = await lenient.createMerchant();
    const shared = sharedAddress();
    const device = deviceTokenOf(await lenient.login(merchant, { ip: shared }));
    const known = { ip: shared, headers: { [deviceHeader]: device }, ...leave };
    const wrongFromDevice = async () => lenient.call(endpoints.login.path, { username: merchant.username, password: await lenient.encryptPassword('Wrong-pass-1'), google_code: '000000' }, known);
    let delays = 0;
    let lock: CallResult | null = null;
    for (let attempt = 0; attempt < 30 && !lock; attempt += 1) {
      const answer = await wrongFromDevice();
      if (answer.body.code === 4002 && answer.body.detail?.includes('locked')) lock = answer;
      else if (answer.body.code === 4002) {
        expect(answer.body.detail).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ s before trying again\.$/);
        delays += 1;
        lenient.clock.advance(minutes(1) + 1000);
      } else expect(answer.body.code).toBe(4001);
    }
    expect(delays).toBeGreaterThan(0);
    expect(lock?.body).toMatchObject({ code: 4002, detail: 'Too many failed sign-in attempts. This account is locked; please try again in 15 minutes.' });
    expect((await lenient.login(merchant, known)).body.code).toBe(4002);
    // The same person's other browser is not held by that device's lock.
    expect((await lenient.login(merchant, { ip: shared })).body.code).toBe(200);
  });
});

describe('sign-up codes', () => {
  it('are refused without a slider, or with one spent, and sent with one', async () => {
    const phone = `1391${String(next()).padStart(7, '0')}`;
    const missing = await server.call(endpoints.walletSignUpSendCode.path, { phone });
    expect(missing.body).toMatchObject({ code: 4000, data: { field: 'slider_token' }, detail: 'This field is required' });
    const slider = await walletSliderToken(server);
    expect((await server.call(endpoints.walletSignUpSendCode.path, { phone, slider_token: slider })).body.code).toBe(200);
    server.clock.advance(minutes(2));
    const spent = await server.call(endpoints.walletSignUpSendCode.path, { phone, slider_token: slider });
    expect(spent.body).toMatchObject({ code: 4000, data: { field: 'slider_token' } });
  });
});

describe('the daily SMS caps and budget', () => {
  const budgeted = useTestServer({ demo: true, phoneCodeDailyCaps: { ...defaultPhoneCodeDailyCaps, perIp: 2, total: 4 } });
  const send = async (target: TestServer, phone: string, ip: string) =>
    target.call(endpoints.walletSignUpSendCode.path, { phone, slider_token: await walletSliderToken(target, { ip }) }, { ip });

  it('count an IPv6 /64 as one address, hold the budget across phones and addresses, say so in the caller’s language, and come back a day later', async () => {
    // Two codes from one /64, then its third from yet another of its addresses meets the cap per address.
    expect((await send(budgeted, '13920000001', '2001:db8:5:1::1')).body.code).toBe(200);
    expect((await send(budgeted, '13920000002', '2001:db8:5:1::2')).body.code).toBe(200);
    expect((await send(budgeted, '13920000003', '2001:db8:5:1:ffff::3')).body).toMatchObject({ code: 4000, detail: 'Too many verification codes were requested today. Please try again tomorrow.' });
    // Two more from elsewhere spend the server's budget of four; the next, from anywhere, is refused and told why.
    expect((await send(budgeted, '13920000004', '192.0.2.1')).body.code).toBe(200);
    expect((await send(budgeted, '13920000005', '192.0.2.2')).body.code).toBe(200);
    const spent = await send(budgeted, '13920000009', '192.0.2.50');
    expect(spent.body).toMatchObject({ code: 4000, data: { field: 'phone' }, detail: expect.stringContaining('sent all the verification codes it may send today') });
    const vietnamese = await budgeted.call(
      endpoints.walletSignUpSendCode.path,
      { phone: '13920000008', slider_token: await walletSliderToken(budgeted, { ip: '192.0.2.51' }) },
      { ip: '192.0.2.51', language: 'vi' },
    );
    expect(vietnamese.body.detail).toMatch(/^Hôm nay dịch vụ đã gửi hết/);
    budgeted.clock.advance(minutes(24 * 60) + 1000);
    expect((await send(budgeted, '13920000009', '192.0.2.50')).body.code).toBe(200);
  });
});

describe('the counters table', () => {
  it('stays bounded under a 10-minute flood from a /64 and an IPv4 address, and empties once its windows end', async () => {
    const rows = async () => (await server.db.select({ rows: count() }).from(loginThrottles))[0]!.rows;
    const before = await rows();
    const net = `2001:db8:f${next().toString(16)}:1`;
    const v4 = strangerAddress();
    let most = 0;
    for (let second = 0; second < 600; second += 1) {
      await operators.wrong(`flood${second}`, { ip: `${net}::${(second + 1).toString(16)}`, ...leave });
      await operators.wrong(`flood${second}`, { ip: v4, ...leave });
      server.clock.advance(1000);
      if (second % 60 === 59) {
        await runBackgroundRound({ db: server.db, config: server.config });
        most = Math.max(most, (await rows()) - before);
      }
    }
    // Each address prefix writes rows only for the failures its challenge let through: a pair, a username and a
    // check per failure, and its own row.
    expect(most).toBeLessThanOrEqual(2 * (3 * defaultLockoutPolicy.ipChallengeFrom + 1));
    server.clock.advance(minutes(16));
    await runBackgroundRound({ db: server.db, config: server.config });
    expect(await rows()).toBeLessThanOrEqual(before);
  });
});
