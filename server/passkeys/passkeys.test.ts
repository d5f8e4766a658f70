/**
 * Passkeys of the merchants' operators, with real WebAuthn data from a software authenticator (a P-256 key, attestation
 * "none", ES256 assertions): registering as a protected change, signing in without a username as the password sign-in
 * does (lockout, whitelist, suspension, login log), confirming a change with a passkey instead of a code, the list,
 * renaming and removing, and the merchant's requirement. Every refusal changes nothing: no session, no passkey, no
 * window, no audit row. The server's public address is http://localhost:8080 (RP ID localhost).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { setMerchantStatus } from '../account/repository';
import { defaultLockoutPolicy, defaultRateLimits } from '../config';
import { passkeyCredentials } from '../db/schema';
import { minutes, testChallengePolicy, totpCode, useTestServer, type CallOptions, type TestMerchant } from '../testing/harness';
import { SoftAuthenticator, type AssertionAnswer, type Tampering } from '../testing/softAuthenticator';

// Three wrong sign-ins lock a (username, IP) pair here, so the lockout's reach is seen without thirty calls.
const server = useTestServer({ lockout: { ...defaultLockoutPolicy, challenge: testChallengePolicy, maxPairFailures: 3, delayFrom: 100 } });

const site = { origin: 'http://localhost:8080', rpId: 'localhost' };

type CreationOptions = ResponseOf<'passkeyRegisterOptions'>;
type RequestOptions = ResponseOf<'passkeySignInOptions'>;
type PasskeyRow = ResponseOf<'passkeyRegister'>;

interface Operator {
  merchant: TestMerchant;
  token: string;
  authenticator: SoftAuthenticator;
  passkey: PasskeyRow;
}

const askForCode = { code: 4000, data: { field: 'google_code', key: 'kassa.server.stepUpRequired' } };

async function registerPasskey(merchant: TestMerchant, token: string, authenticator: SoftAuthenticator, name = 'Office laptop', tampering: Tampering = {}) {
  const options = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
  expect(options.body.code).toBe(200);
  return server.call<PasskeyRow>(endpoints.passkeyRegister.path, { name, credential: authenticator.register(options.body.data, tampering) }, { token });
}

/** A new operator, signed in, with one passkey on its own authenticator. */
async function operatorWithPasskey(): Promise<Operator> {
  const merchant = await server.createMerchant();
  const token = await server.signIn(merchant);
  const authenticator = new SoftAuthenticator(site);
  const registered = await registerPasskey(merchant, token, authenticator);
  expect(registered.body.code).toBe(200);
  return { merchant, token, authenticator, passkey: registered.body.data };
}

/** An authenticator holding a passkey this server never registered (made for this site elsewhere). */
function strangerAuthenticator(): SoftAuthenticator {
  const stranger = new SoftAuthenticator(site);
  stranger.register({ challenge: 'c29tZXdoZXJlLWVsc2U', rp: { id: site.rpId, name: 'Kassa' }, user: { id: 'c29tZW9uZQ' } });
  return stranger;
}

async function signInOptions(options: CallOptions = {}): Promise<RequestOptions> {
  const begun = await server.call<RequestOptions>(endpoints.passkeySignInOptions.path, {}, options);
  expect(begun.body.code).toBe(200);
  return begun.body.data;
}

function sendSignIn(credential: AssertionAnswer, options: CallOptions = {}) {
  return server.call<ResponseOf<'passkeySignIn'>>(endpoints.passkeySignIn.path, { credential }, options);
}

async function passkeySignIn(authenticator: SoftAuthenticator, tampering: Tampering & { credentialId?: string } = {}, options: CallOptions = {}) {
  return sendSignIn(authenticator.assert(await signInOptions(options), tampering), options);
}

async function stepUpOptions(token: string) {
  return server.call<RequestOptions>(endpoints.passkeyStepUpOptions.path, {}, { token });
}

async function passkeys(token: string) {
  return (await server.call<ResponseOf<'passkeyList'>>(endpoints.passkeyList.path, {}, { token })).body.data;
}

async function auditActions(token: string): Promise<string[]> {
  const answer = await server.call<{ list: { action: string }[] }>(endpoints.auditLogQuery.path, { page_size: 100 }, { token });
  return answer.body.data.list.map((entry) => entry.action);
}

async function loginResults(token: string): Promise<string[]> {
  const answer = await server.call<{ list: { result: string }[] }>(endpoints.loginLogList.path, { page_size: 100 }, { token });
  return answer.body.data.list.map((entry) => entry.result);
}

/** The X-Step-Up-Until header of a signed-in answer: the window's end, or empty while it is closed. */
async function windowHeader(token: string): Promise<string | undefined> {
  const response = await server.app.inject({ method: 'POST', url: endpoints.accountDetail.path, headers: { authorization: token }, payload: {} });
  return response.headers['x-step-up-until'] as string | undefined;
}

/** Lets any window opened while preparing close, keeping the session alive. */
const closeWindowByTime = () => server.clock.advance(minutes(6));

async function storedCounter(id: number): Promise<number> {
  const [row] = await server.db.select({ counter: passkeyCredentials.counter }).from(passkeyCredentials).where(eq(passkeyCredentials.id, id));
  return row!.counter;
}

const signInFailed = { code: 4001, msg: 'bad_credentials', detail: 'This passkey cannot sign in here. Use another passkey, or your password and authenticator code.', data: null };

describe('registering a passkey', () => {
  it('is a protected change: a code opens it, and the creation options ask for a discoverable credential with user verification', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    expect((await server.call(endpoints.passkeyRegisterOptions.path, {}, { token })).body).toMatchObject(askForCode);

    const options = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(options.body.data).toMatchObject({
      rp: { id: 'localhost', name: 'Kassa' },
      user: { name: merchant.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
      timeout: 120_000,
    });
    expect(options.body.data.pubKeyCredParams.map((param) => param.alg)).toContain(-7);

    const authenticator = new SoftAuthenticator(site);
    const registered = await server.call<PasskeyRow>(endpoints.passkeyRegister.path, { name: ' Office laptop ', credential: authenticator.register(options.body.data) }, { token });
    expect(registered.body).toMatchObject({ code: 200, data: { name: 'Office laptop', transports: ['internal', 'hybrid'], synced: false, last_used_time: null } });
    expect(await passkeys(token)).toEqual({ list: [registered.body.data], total: 1, required: false });
    expect(await auditActions(token)).toContain('passkey_register');

    // The next registration leaves out the passkey this operator has, and keeps the same user handle.
    const next = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(next.body.data.excludeCredentials).toEqual([{ id: authenticator.credentialIds[0], type: 'public-key', transports: ['internal', 'hybrid'] }]);
    expect(next.body.data.user.id).toBe(options.body.data.user.id);
  });

  it('stores the backup state a synced authenticator reports', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const registered = await registerPasskey(merchant, token, new SoftAuthenticator({ ...site, synced: true }), 'Phone');
    expect(registered.body.data).toMatchObject({ name: 'Phone', synced: true });
  });

  describe('refuses, storing nothing,', () => {
    const refusals: { name: string; tampering: Tampering; key: string }[] = [
      { name: 'an answer made for another origin', tampering: { origin: 'https://kassa-login.example.net' }, key: 'kassa.server.passkeyNotVerified' },
      { name: 'an answer made for another RP ID', tampering: { rpId: 'example.net' }, key: 'kassa.server.passkeyNotVerified' },
      { name: 'an authenticator that did not verify the user', tampering: { userVerified: false }, key: 'kassa.server.passkeyNotVerified' },
      { name: 'an answer to a challenge this server never gave', tampering: { challenge: 'bm90LWEtY2hhbGxlbmdlLW9mLXRoaXMtc2VydmVy' }, key: 'kassa.server.passkeyChallengeInvalid' },
    ];
    for (const refusal of refusals) {
      it(refusal.name, async () => {
        const merchant = await server.createMerchant();
        const token = await server.signIn(merchant);
        const answer = await registerPasskey(merchant, token, new SoftAuthenticator(site), 'Laptop', refusal.tampering);
        expect(answer.body).toMatchObject({ code: 4000, data: { field: 'credential', key: refusal.key } });
        expect((await passkeys(token)).total).toBe(0);
        expect(await auditActions(token)).not.toContain('passkey_register');
      });
    }

    it('a registration answered twice, and one begun by another session of the operator', async () => {
      const merchant = await server.createMerchant();
      const token = await server.signIn(merchant);
      const other = await server.signIn(merchant, { ip: '198.51.100.30' });
      const authenticator = new SoftAuthenticator(site);
      const options = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
      const credential = authenticator.register(options.body.data);

      const elsewhere = await server.call(endpoints.passkeyRegister.path, { name: 'Laptop', credential }, { token: other, ip: '198.51.100.30' });
      expect(elsewhere.body).toMatchObject({ code: 4000, data: { field: 'credential', key: 'kassa.server.passkeyChallengeInvalid' } });
      // The session that began it still can: the other session's try left its challenge alone.
      expect((await server.call(endpoints.passkeyRegister.path, { name: 'Laptop', credential }, { token })).body.code).toBe(200);
      const again = await server.call(endpoints.passkeyRegister.path, { name: 'Laptop again', credential }, { token });
      expect(again.body).toMatchObject({ code: 4000, data: { key: 'kassa.server.passkeyChallengeInvalid' } });
      expect((await passkeys(token)).list.map((passkey) => passkey.name)).toEqual(['Laptop']);
    });

    it('a challenge older than 2 minutes', async () => {
      const merchant = await server.createMerchant();
      const token = await server.signIn(merchant);
      const options = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
      server.clock.advance(minutes(2) + 1000);
      const late = await server.call(endpoints.passkeyRegister.path, { name: 'Laptop', credential: new SoftAuthenticator(site).register(options.body.data) }, { token });
      expect(late.body).toMatchObject({ code: 4000, detail: 'This passkey request has expired or was already used. Please try again.' });
      expect((await passkeys(token)).total).toBe(0);
    });

    it('a name that is empty or too long, in the caller’s language', async () => {
      const merchant = await server.createMerchant();
      const token = await server.signIn(merchant);
      const options = await server.call<CreationOptions>(endpoints.passkeyRegisterOptions.path, { google_code: server.freshCode(merchant.totpSecret) }, { token });
      const credential = new SoftAuthenticator(site).register(options.body.data);
      const empty = await server.call(endpoints.passkeyRegister.path, { name: '  ', credential }, { token, language: 'vi' });
      expect(empty.body).toMatchObject({ code: 4000, data: { field: 'name', key: 'kassa.validation.required' } });
      const long = await server.call(endpoints.passkeyRegister.path, { name: 'x'.repeat(65), credential }, { token });
      expect(long.body).toMatchObject({ code: 4000, detail: 'Must be 64 characters or fewer', data: { field: 'name' } });
      // The challenge was not spent by a body the contract refused: the same answer still registers.
      expect((await server.call(endpoints.passkeyRegister.path, { name: 'Laptop', credential }, { token })).body.code).toBe(200);
    });
  });
});

describe('signing in with a passkey', () => {
  it('needs no username: the passkey names the operator, and the answer is a session like the password sign-in’s', async () => {
    const { authenticator, token: first, passkey } = await operatorWithPasskey();
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 120_000 });
    expect(options.allowCredentials).toBeUndefined();

    const answer = await sendSignIn(authenticator.assert(options), { ip: '198.51.100.40' });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(answer.body.data.expire_time).getTime() - server.clock.now().getTime()).toBe(12 * 60 * 60_000);
    expect((await server.call(endpoints.accountDetail.path, {}, { token: answer.body.data.token, ip: '198.51.100.40' })).body.code).toBe(200);
    // Signing in opens no step-up window, as with a password.
    expect(await windowHeader(answer.body.data.token)).toBe('');

    expect((await loginResults(first)).filter((result) => result === 'success')).toHaveLength(2);
    expect(await auditActions(first)).toContain('passkey_sign_in');
    const listed = (await passkeys(first)).list[0]!;
    expect(listed.id).toBe(passkey.id);
    expect(listed.last_used_time).toBe(server.clock.now().toISOString());
    expect(await storedCounter(passkey.id)).toBe(1);
  });

  it('can be finished by another server process than the one that began it', async () => {
    const { authenticator } = await operatorWithPasskey();
    const other = await server.otherProcess();
    try {
      const options = await signInOptions();
      const response = await other.app.inject({ method: 'POST', url: endpoints.passkeySignIn.path, payload: { credential: authenticator.assert(options) }, remoteAddress: '203.0.113.10' });
      expect(response.json()).toMatchObject({ code: 200 });
    } finally {
      await other.close();
    }
  });

  describe('refuses, with no session and nothing else changed,', () => {
    const refusals: { name: string; tampering: Tampering; detail: string }[] = [
      { name: 'an assertion made for another origin (a phishing page)', tampering: { origin: 'https://kassa-login.example.net' }, detail: signInFailed.detail },
      { name: 'an assertion made for another RP ID', tampering: { rpId: 'kassa-login.example.net' }, detail: signInFailed.detail },
      {
        name: 'an assertion without user verification',
        tampering: { userVerified: false },
        detail: 'The passkey did not verify that it is you (PIN, fingerprint or face). Please try again and confirm it is you.',
      },
    ];
    refusals.forEach((refusal, index) => {
      it(refusal.name, async () => {
        const { authenticator, token, passkey } = await operatorWithPasskey();
        const ip = `198.51.100.${50 + index}`;
        const answer = await passkeySignIn(authenticator, refusal.tampering, { ip });
        expect(answer.body).toEqual({ ...signInFailed, detail: refusal.detail });
        expect(await loginResults(token)).toEqual(['bad_credentials', 'success']);
        expect(await auditActions(token)).not.toContain('passkey_sign_in');
        expect((await passkeys(token)).list[0]!.last_used_time).toBeNull();
        expect(await storedCounter(passkey.id)).toBe(0);
      });
    });

    it('an assertion whose signature count does not move on past the last one seen (a cloned authenticator)', async () => {
      const { authenticator, token, passkey } = await operatorWithPasskey();
      expect((await passkeySignIn(authenticator)).body.code).toBe(200);
      expect(await storedCounter(passkey.id)).toBe(1);
      const answer = await passkeySignIn(authenticator, { counter: 1 }, { ip: '198.51.100.59' });
      expect(answer.body).toEqual(signInFailed);
      expect((await loginResults(token))[0]).toBe('bad_credentials');
      expect(await storedCounter(passkey.id)).toBe(1);
    });

    it('the same assertion sent twice, and a second assertion of a spent challenge', async () => {
      const { authenticator, token } = await operatorWithPasskey();
      const options = await signInOptions();
      const assertion = authenticator.assert(options);
      expect((await sendSignIn(assertion)).body.code).toBe(200);
      const sessions = (await server.call<{ total: number }>(endpoints.sessionQuery.path, {}, { token })).body.data.total;

      const replayed = await sendSignIn(assertion);
      expect(replayed.body).toEqual({
        code: 4000,
        msg: 'invalid_input',
        detail: 'This passkey request has expired or was already used. Please try again.',
        data: { field: 'credential', key: 'kassa.server.passkeyChallengeInvalid' },
      });
      // A fresh signature over the spent challenge fares no better.
      expect((await sendSignIn(authenticator.assert(options))).body).toMatchObject({ code: 4000, data: { key: 'kassa.server.passkeyChallengeInvalid' } });
      expect((await server.call<{ total: number }>(endpoints.sessionQuery.path, {}, { token })).body.data.total).toBe(sessions);
    });

    it('a challenge given for a step-up', async () => {
      const { authenticator, token } = await operatorWithPasskey();
      const stepUp = await stepUpOptions(token);
      expect((await sendSignIn(authenticator.assert(stepUp.body.data))).body).toMatchObject({ code: 4000, data: { key: 'kassa.server.passkeyChallengeInvalid' } });
    });

    it('a removed passkey', async () => {
      const { merchant, authenticator, token } = await operatorWithPasskey();
      const spare = await registerPasskey(merchant, token, new SoftAuthenticator(site), 'Spare key');
      const [first] = (await passkeys(token)).list;
      await server.stepUp(merchant, token);
      expect((await server.call(endpoints.passkeyDelete.path, { id: first!.id }, { token })).body.code).toBe(200);

      const answer = await passkeySignIn(authenticator, {}, { ip: '198.51.100.60' });
      expect(answer.body).toEqual(signInFailed);
      expect((await passkeys(token)).list.map((passkey) => passkey.id)).toEqual([spare.body.data.id]);
    });

    it('a passkey this server does not know, counted nowhere', async () => {
      expect((await passkeySignIn(strangerAuthenticator(), {}, { ip: '198.51.100.61' })).body).toEqual(signInFailed);
    });
  });

  it('is never stopped by password failures: of its username, of its address, or of strangers there', async () => {
    const { merchant, authenticator } = await operatorWithPasskey();
    const ip = '198.51.100.70';
    for (let attempt = 0; attempt < 12; attempt += 1) await server.login(merchant, { ip, password: 'Wrong-pass-1' });
    for (let attempt = 0; attempt < 12; attempt += 1) await server.login({ username: `nobody${attempt}`, password: 'Wrong-pass-1', totpSecret: merchant.totpSecret }, { ip, code: '000000' });
    expect((await passkeySignIn(authenticator, {}, { ip })).body.code).toBe(200);
  });

  it('is held by its own failures alone: a refused passkey counts against that passkey, and its lock is logged', async () => {
    const { merchant, authenticator, token } = await operatorWithPasskey();
    const ip = '198.51.100.72';
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await passkeySignIn(authenticator, { userVerified: false }, { ip })).body.code).toBe(4001);
    expect((await passkeySignIn(authenticator, { userVerified: false }, { ip })).body.code).toBe(4002);
    expect((await passkeySignIn(authenticator, {}, { ip: '198.51.100.73' })).body).toMatchObject({ code: 4002, msg: 'locked' });
    expect((await loginResults(token))[0]).toBe('locked');
    // The password sign-in of the same operator is not held by the passkey's failures.
    expect((await server.login(merchant, { ip, challenge: 'leave' })).body.code).toBe(200);
  });

  it('meets the login whitelist (6034) and a suspension (512) after the passkey verifies', async () => {
    const { merchant, authenticator, token } = await operatorWithPasskey();
    await server.stepUp(merchant, token);
    expect((await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.10' }, { token })).body.code).toBe(200);
    const outside = await passkeySignIn(authenticator, {}, { ip: '198.51.100.80' });
    expect(outside.body).toMatchObject({ code: 6034, data: { login_ip: '198.51.100.80' } });

    await setMerchantStatus(server.db, merchant.merchantId, 'suspended', server.clock.now());
    expect((await passkeySignIn(authenticator)).body).toMatchObject({ code: 512, msg: 'suspended' });
    await setMerchantStatus(server.db, merchant.merchantId, 'normal', server.clock.now());
    expect(await loginResults(token)).toEqual(expect.arrayContaining(['ip_not_allowed', 'suspended']));
  });

  it('is not offered by a server whose public address is an IP address', async () => {
    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = 'http://127.0.0.1:8080';
    try {
      const answer = await server.call(endpoints.passkeySignInOptions.path, {}, { language: 'zh_Hant' });
      expect(answer.body).toMatchObject({ code: 4003, detail: expect.stringContaining('KASSA_PUBLIC_URL') });
    } finally {
      server.config.publicUrl = publicUrl;
    }
  });
});

describe('confirming a change with a passkey (step-up)', () => {
  it('opens the session’s window as a code does: a protected change then needs no code, and the use is audited', async () => {
    const { authenticator, token, passkey } = await operatorWithPasskey();
    closeWindowByTime();
    expect((await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.10' }, { token })).body).toMatchObject(askForCode);

    const options = await stepUpOptions(token);
    expect(options.body.data).toMatchObject({ userVerification: 'required', allowCredentials: [{ id: authenticator.credentialIds[0], type: 'public-key' }] });
    const confirmed = await server.call<ResponseOf<'passkeyStepUp'>>(endpoints.passkeyStepUp.path, { credential: authenticator.assert(options.body.data) }, { token });
    const until = new Date(server.clock.now().getTime() + minutes(5)).toISOString();
    expect(confirmed.body).toEqual({ code: 200, msg: 'ok', detail: '', data: { step_up_until: until } });
    expect(await windowHeader(token)).toBe(until);
    expect((await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.10' }, { token })).body.code).toBe(200);
    expect(await auditActions(token)).toEqual(expect.arrayContaining(['passkey_step_up', 'whitelist_add']));
    expect((await passkeys(token)).list[0]!.id).toBe(passkey.id);
  });

  it('refuses a challenge of another operator, which stays usable by its own', async () => {
    const alice = await operatorWithPasskey();
    const bob = await operatorWithPasskey();
    closeWindowByTime();
    const bobs = await stepUpOptions(bob.token);
    const stolen = await server.call(endpoints.passkeyStepUp.path, { credential: alice.authenticator.assert({ ...bobs.body.data, allowCredentials: undefined }) }, { token: alice.token });
    expect(stolen.body).toMatchObject({ code: 4000, data: { field: 'credential', key: 'kassa.server.passkeyChallengeInvalid' } });
    expect(await windowHeader(alice.token)).toBe('');
    expect((await server.call(endpoints.passkeyStepUp.path, { credential: bob.authenticator.assert(bobs.body.data) }, { token: bob.token })).body.code).toBe(200);
  });

  it('refuses another operator’s passkey over its own challenge, as a wrong code: the window stays closed and the step-up counter counts', async () => {
    const alice = await operatorWithPasskey();
    const bob = await operatorWithPasskey();
    closeWindowByTime();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const options = await stepUpOptions(alice.token);
      const answer = await server.call(endpoints.passkeyStepUp.path, { credential: bob.authenticator.assert({ ...options.body.data, allowCredentials: undefined }) }, { token: alice.token });
      expect(answer.body).toMatchObject({ code: 4000, data: { field: 'credential', key: 'kassa.server.passkeyNotVerified' } });
    }
    expect(await windowHeader(alice.token)).toBe('');
    // Five wrong answers lock the operator's confirmations, passkeys included.
    expect((await stepUpOptions(alice.token)).body).toMatchObject({ code: 4002, msg: 'locked' });
  });

  it('refuses an assertion without user verification and one for another origin', async () => {
    const { authenticator, token } = await operatorWithPasskey();
    closeWindowByTime();
    for (const tampering of [{ userVerified: false }, { origin: 'https://kassa-login.example.net' }]) {
      const options = await stepUpOptions(token);
      const answer = await server.call(endpoints.passkeyStepUp.path, { credential: authenticator.assert(options.body.data, tampering) }, { token });
      expect(answer.body.code).toBe(4000);
      expect(await windowHeader(token)).toBe('');
    }
    expect(await auditActions(token)).not.toContain('passkey_step_up');
  });

  it('opens the window for a minute even where every change asks for a code', async () => {
    const { authenticator, token } = await operatorWithPasskey();
    server.config.stepUpMs = 0;
    try {
      const options = await stepUpOptions(token);
      const confirmed = await server.call<ResponseOf<'passkeyStepUp'>>(endpoints.passkeyStepUp.path, { credential: authenticator.assert(options.body.data) }, { token });
      expect(confirmed.body.data.step_up_until).toBe(new Date(server.clock.now().getTime() + 60_000).toISOString());
    } finally {
      server.config.stepUpMs = minutes(5);
    }
  });

  it('says so when the operator has no passkey', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    expect((await stepUpOptions(token)).body).toMatchObject({ code: 4004, detail: 'You have no passkey yet. Register one in Account and security first.' });
  });
});

describe('the operator’s passkeys', () => {
  it('renames one, with the name before and after in the audit log; another operator’s is not found', async () => {
    const { token, passkey } = await operatorWithPasskey();
    const renamed = await server.call<PasskeyRow>(endpoints.passkeyRename.path, { id: passkey.id, name: 'Work laptop' }, { token });
    expect(renamed.body.data).toEqual({ ...passkey, name: 'Work laptop' });
    const entry = (await server.call<{ list: { action: string; before: unknown; after: unknown }[] }>(endpoints.auditLogQuery.path, { action: 'passkey_rename' }, { token })).body.data.list[0];
    expect(entry).toMatchObject({ before: { name: 'Office laptop' }, after: { name: 'Work laptop' } });

    const other = await operatorWithPasskey();
    const foreign = await server.call(endpoints.passkeyRename.path, { id: passkey.id, name: 'Mine now' }, { token: other.token });
    expect(foreign.body).toMatchObject({ code: 4004, detail: `No passkey of yours has the ID ${passkey.id}.` });
    expect((await passkeys(token)).list[0]!.name).toBe('Work laptop');
  });

  it('removes one as a protected change; the last one takes the authenticator’s code even inside the window', async () => {
    const { merchant, token, passkey } = await operatorWithPasskey();
    const second = (await registerPasskey(merchant, token, new SoftAuthenticator(site), 'Spare key')).body.data;
    closeWindowByTime();
    expect((await server.call(endpoints.passkeyDelete.path, { id: second.id }, { token })).body).toMatchObject(askForCode);
    expect((await server.call(endpoints.passkeyDelete.path, { id: second.id, google_code: server.freshCode(merchant.totpSecret) }, { token })).body.code).toBe(200);

    // The window is open now, but the last passkey still asks for the code, and a wrong one removes nothing.
    const noCode = await server.call(endpoints.passkeyDelete.path, { id: passkey.id }, { token });
    expect(noCode.body).toMatchObject({ code: 4000, detail: 'Enter the code of your authenticator app to remove your last passkey.', data: { field: 'google_code' } });
    const right = server.freshCode(merchant.totpSecret);
    const wrong = await server.call(endpoints.passkeyDelete.path, { id: passkey.id, google_code: right === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.body).toMatchObject({ code: 4000, data: { key: 'kassa.server.wrongCurrentCode' } });
    expect((await passkeys(token)).total).toBe(1);

    expect((await server.call(endpoints.passkeyDelete.path, { id: passkey.id, google_code: right }, { token })).body.code).toBe(200);
    expect((await passkeys(token)).total).toBe(0);
    expect((await auditActions(token)).filter((action) => action === 'passkey_delete')).toHaveLength(2);
    expect((await server.call(endpoints.passkeyDelete.path, { id: passkey.id, google_code: server.freshCode(merchant.totpSecret) }, { token })).body.code).toBe(4004);
  });

  it('are all removed when a one-time link sets new credentials', async () => {
    const { merchant, authenticator } = await operatorWithPasskey();
    const link = await server.ops<{ link: string }>('reset-password', [merchant.username]);
    const linkToken = new URL(link.body.data.link).hash.slice(1);
    const detail = await server.call<{ secret: string }>(endpoints.enrolmentDetail.path, { token: linkToken });
    const password = await server.encryptPassword('Brand-new-pass-7');
    server.clock.advance(30_000);
    const done = await server.call(endpoints.enrolmentComplete.path, { token: linkToken, password, confirm_password: password, google_code: totpCode(detail.body.data.secret, server.clock.now()) });
    expect(done.body.code).toBe(200);
    expect((await passkeySignIn(authenticator, {}, { ip: '198.51.100.90' })).body).toEqual(signInFailed);
    const fresh = await server.signIn({ ...merchant, password: 'Brand-new-pass-7', totpSecret: detail.body.data.secret });
    expect((await passkeys(fresh)).total).toBe(0);
    expect(await auditActions(fresh)).toContain('passkey_delete');
  });
});

describe('requiring passkeys', () => {
  it('takes a passkey of the caller’s first', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signInSteppedUp(merchant);
    const answer = await server.call(endpoints.passkeyRequirementUpdate.path, { required: true }, { token });
    expect(answer.body).toMatchObject({ code: 4000, detail: 'Register a passkey of your own before requiring passkeys.', data: { field: 'required' } });
    expect((await passkeys(token)).required).toBe(false);
  });

  it('refuses the password sign-in and the code step-up of an operator with a passkey, and lets the passkey do both', async () => {
    const { merchant, authenticator, token } = await operatorWithPasskey();
    const on = await server.call(endpoints.passkeyRequirementUpdate.path, { required: true }, { token });
    expect(on.body).toMatchObject({ code: 200, data: { required: true } });
    expect((await passkeys(token)).required).toBe(true);

    // The right password and code no longer sign in; the attempt is in the login log, and no session began.
    const sessions = (await server.call<{ total: number }>(endpoints.sessionQuery.path, {}, { token })).body.data.total;
    const password = await server.login(merchant, { ip: '198.51.100.95', language: 'zh_Hans' });
    expect(password.body).toEqual({ code: 4003, msg: 'forbidden', detail: '此账户只能使用通行密钥登录，请选择“使用通行密钥登录”。', data: null });
    expect((await loginResults(token))[0]).toBe('passkey_required');
    expect((await server.call<{ total: number }>(endpoints.sessionQuery.path, {}, { token })).body.data.total).toBe(sessions);

    // A code no longer confirms a change, and the change is not made.
    closeWindowByTime();
    const withCode = await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.10', google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(withCode.body).toMatchObject({ code: 4000, data: { field: 'google_code', key: 'kassa.server.passkeyRequiredForStepUp' } });
    expect((await server.call(endpoints.stepUpOpen.path, { google_code: server.freshCode(merchant.totpSecret) }, { token })).body.code).toBe(4000);
    expect(await windowHeader(token)).toBe('');
    expect((await server.call<{ total: number }>(endpoints.whitelistList.path, {}, { token })).body.data.total).toBe(0);

    // The passkey signs in and confirms.
    const signedIn = await passkeySignIn(authenticator, {}, { ip: '198.51.100.96' });
    expect(signedIn.body.code).toBe(200);
    const options = await stepUpOptions(token);
    expect((await server.call(endpoints.passkeyStepUp.path, { credential: authenticator.assert(options.body.data) }, { token })).body.code).toBe(200);
    expect((await server.call(endpoints.whitelistAdd.path, { ip: '203.0.113.10' }, { token })).body.code).toBe(200);

    // Turning it off is a protected change like any: inside the passkey's window it is accepted.
    const off = await server.call(endpoints.passkeyRequirementUpdate.path, { required: false }, { token });
    expect(off.body).toMatchObject({ code: 200, data: { required: false } });
    expect((await server.login(merchant, { ip: '203.0.113.10' })).body.code).toBe(200);
    const changes = (await server.call<{ list: { action: string; before: unknown; after: unknown }[] }>(endpoints.auditLogQuery.path, { action: 'passkey_requirement' }, { token })).body.data.list;
    expect(changes.map((entry) => entry.after)).toEqual([{ required: false }, { required: true }]);
  });

  it('holds only while the operator has a passkey: its last one removed (with the code, inside a passkey’s window), the password signs in again', async () => {
    const { merchant, authenticator, token, passkey } = await operatorWithPasskey();
    expect((await server.call(endpoints.passkeyRequirementUpdate.path, { required: true }, { token })).body.code).toBe(200);
    closeWindowByTime();
    // Outside the window the code alone does not remove the last passkey.
    const codeOnly = await server.call(endpoints.passkeyDelete.path, { id: passkey.id, google_code: server.freshCode(merchant.totpSecret) }, { token });
    expect(codeOnly.body).toMatchObject({ code: 4000, data: { key: 'kassa.server.passkeyRequiredForStepUp' } });
    const options = await stepUpOptions(token);
    await server.call(endpoints.passkeyStepUp.path, { credential: authenticator.assert(options.body.data) }, { token });
    expect((await server.call(endpoints.passkeyDelete.path, { id: passkey.id, google_code: server.freshCode(merchant.totpSecret) }, { token })).body.code).toBe(200);

    expect((await passkeys(token)).required).toBe(true);
    expect((await server.login(merchant)).body.code).toBe(200);
  });

  it('refuses rebinding the authenticator with codes alone', async () => {
    const { merchant, token } = await operatorWithPasskey();
    expect((await server.call(endpoints.passkeyRequirementUpdate.path, { required: true }, { token })).body.code).toBe(200);
    closeWindowByTime();
    const offered = await server.call<{ secret: string }>(endpoints.getGoogleSecret.path, {}, { token });
    const current = server.freshCode(merchant.totpSecret);
    const rebound = await server.call(endpoints.updateGoogleSecret.path, { secret: offered.body.data.secret, google_code: current, new_google_code: totpCode(offered.body.data.secret, server.clock.now()) }, { token });
    expect(rebound.body).toMatchObject({ code: 4000, data: { key: 'kassa.server.passkeyRequiredForStepUp' } });
    expect((await server.login(merchant)).body.code).toBe(4003);
  });
});

describe('rate limits', () => {
  const limited = useTestServer({
    rateLimits: {
      shared: false,
      limits: { ...defaultRateLimits, signIn: { perIp: 3, perAccount: 10, windowMs: minutes(1) }, passkeySignIn: { perIp: 3, perAccount: null, windowMs: minutes(1) } },
    },
  });

  it('count a passkey sign-in’s options and answer per IP, apart from the password sign-ins, which never use up their count', async () => {
    const merchant = await limited.createMerchant();
    for (let attempt = 0; attempt < 5; attempt += 1) await limited.login(merchant, { password: 'Wrong-pass-1' });
    const options = await limited.call<RequestOptions>(endpoints.passkeySignInOptions.path);
    expect(options.body.code).toBe(200);
    const answer = await limited.call(endpoints.passkeySignIn.path, { credential: strangerAuthenticator().assert(options.body.data) });
    expect(answer.body.code).toBe(4001);
    const third = await limited.call(endpoints.passkeySignInOptions.path);
    expect(third.body.code).toBe(200);
    const fourth = await limited.call(endpoints.passkeySignInOptions.path);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 429 });
  });
});
