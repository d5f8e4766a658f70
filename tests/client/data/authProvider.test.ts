import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/data/api-types';
import { authProvider } from '../../../src/data/authProvider';
import { ApiError, RequestError } from '../../../src/data/httpClient';
import { base64ToBytes, bytesToBase64 } from '../../../src/data/passwordCipher';
import { storage, StorageKey } from '../../../src/data/storage';
import { captureUi, refusal, stubEndpoint, stubOk } from '../msw';

const account: components['schemas']['AccountDetail'] = {
  merchant_id: 'M10001',
  username: 'shop-owner',
  name: 'Blue Lotus Shop',
  account_type: 'regular',
  status: 'normal',
  kyc_status: 'verified',
  google_bound: true,
  create_time: '2025-01-01T00:00:00.000Z',
  update_time: '2025-01-31T08:00:00.000Z',
  last_login_time: null,
  last_login_ip: null,
};

/** A test key pair standing in for the server's: the test decrypts what the console sent. */
let keys: CryptoKeyPair;
let publicKeyPem: string;

beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const body = bytesToBase64(spki).replace(/(.{64})/g, '$1\n');
  publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
});

async function decrypt(ciphertext: string): Promise<string> {
  const clear = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, base64ToBytes(ciphertext));
  return new TextDecoder().decode(clear);
}

function stubPublicKey() {
  return stubOk('/v1/merchant/auth/get_pub_key', { pub_key: publicKeyPem, algorithm: 'RSA-OAEP-256' });
}

const credentials = { username: 'shop-owner', password: 'S3cret!pass', google_code: '123456' };

describe('authProvider.login', () => {
  it('encrypts the password with the server key (RSA-OAEP SHA-256), stores the token and the account detail', async () => {
    const keyCalls = stubPublicKey();
    const loginCalls = stubOk('/v1/merchant/auth/login', { token: 'token-xyz', expire_time: '2025-02-01T08:00:00.000Z' });
    const detailCalls = stubOk('/v1/merchant/account/detail', account);

    await authProvider.login(credentials);

    expect(keyCalls).toHaveLength(1);
    const sent = loginCalls[0]?.body;
    expect(sent?.username).toBe('shop-owner');
    expect(sent?.google_code).toBe('123456');
    expect(sent?.password).not.toContain('S3cret');
    expect(await decrypt(sent?.password ?? '')).toBe('S3cret!pass');

    expect(storage.get(StorageKey.token)).toBe('token-xyz');
    expect(detailCalls[0]?.headers.get('Authorization')).toBe('token-xyz');
    expect(storage.getJson(StorageKey.userInfo)).toEqual(account);
  });

  it('encrypts differently each time (OAEP is randomised), so a captured ciphertext says nothing', async () => {
    stubPublicKey();
    const loginCalls = stubOk('/v1/merchant/auth/login', { token: 't', expire_time: '2025-02-01T08:00:00.000Z' });
    stubOk('/v1/merchant/account/detail', account);

    await authProvider.login(credentials);
    await authProvider.login(credentials);

    expect(loginCalls[0]?.body.password).not.toBe(loginCalls[1]?.body.password);
  });

  it('rejects wrong credentials with the server’s detail as a toast, and stores no token', async () => {
    const ui = captureUi();
    stubPublicKey();
    stubEndpoint('/v1/merchant/auth/login', refusal(4001, 'Wrong username, password or code'));

    await expect(authProvider.login(credentials)).rejects.toMatchObject({ code: 4001 });
    expect(ui.toasts).toEqual([{ message: 'Wrong username, password or code', type: 'error' }]);
    expect(storage.get(StorageKey.token)).toBeNull();
  });

  it('does not keep the token when the account detail cannot be read', async () => {
    stubPublicKey();
    stubOk('/v1/merchant/auth/login', { token: 'token-xyz', expire_time: '2025-02-01T08:00:00.000Z' });
    stubEndpoint('/v1/merchant/account/detail', () => HttpResponse.json(refusal(500, 'Internal error'), { status: 500 }));

    await expect(authProvider.login(credentials)).rejects.toBeInstanceOf(ApiError);
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(storage.get(StorageKey.userInfo)).toBeNull();
  });

  it('sends the user to /Restricted when logging in from an address outside the whitelist', async () => {
    const ui = captureUi();
    stubPublicKey();
    stubEndpoint('/v1/merchant/auth/login', refusal(6034, 'This IP may not log in', { login_ip: '203.0.113.7' }));

    await expect(authProvider.login(credentials)).rejects.toMatchObject({ code: 6034 });
    expect(ui.paths).toEqual(['/Restricted']);
    expect(storage.get(StorageKey.loginIp)).toBe('203.0.113.7');
  });
});

describe('authProvider.logout', () => {
  it('revokes the token on the server, forgets token and userInfo, keeps the language and leads to /Login', async () => {
    storage.set(StorageKey.token, 'token-xyz');
    storage.setJson(StorageKey.userInfo, account);
    storage.set(StorageKey.language, 'vi');
    const calls = stubOk('/v1/merchant/common/logout', null);

    await expect(authProvider.logout({})).resolves.toBe('/Login');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('token-xyz');
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(storage.get(StorageKey.userInfo)).toBeNull();
    expect(storage.get(StorageKey.language)).toBe('vi');
  });

  it.each([
    ['a refusal', () => refusal(4003, 'Not allowed')],
    ['a network failure', () => HttpResponse.error()],
    ['an expired token', () => HttpResponse.json(refusal(401, 'Please log in again'), { status: 401 })],
  ])('still logs out, silently, when the server answers %s', async (_, answer) => {
    const ui = captureUi();
    storage.set(StorageKey.token, 'token-xyz');
    stubEndpoint('/v1/merchant/common/logout', answer);

    await expect(authProvider.logout({})).resolves.toBe('/Login');
    expect(storage.get(StorageKey.token)).toBeNull();
    expect(ui.toasts).toEqual([]);
    expect(ui.paths).toEqual([]);
  });

  it('does not call the server without a token', async () => {
    const calls = stubOk('/v1/merchant/common/logout', null);
    await expect(authProvider.logout({})).resolves.toBe('/Login');
    expect(calls).toHaveLength(0);
  });
});

describe('authProvider.checkAuth', () => {
  it('sends the user to /Login without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/Login', message: false });
  });

  it('lets the user in with a token', async () => {
    storage.set(StorageKey.token, 'token-xyz');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('authProvider.checkError', () => {
  const envelope = (code: number) => new ApiError({ code, msg: 'x', detail: 'x', data: null }, 200, true);

  it.each([
    ['an HTTP 401 without envelope', '/Login', new RequestError('http', { status: 401, notified: true })],
    ['code 401', '/Login', envelope(401)],
    ['a react-admin HttpError with status 401', '/Login', Object.assign(new Error('Unauthorized'), { status: 401 })],
    ['code 511 (maintenance)', '/Login', envelope(511)],
    ['code 6034 (IP not allowed)', '/Restricted', envelope(6034)],
    ['code 512 (suspended)', '/Restricted', envelope(512)],
  ])('ends the session on %s and redirects to %s', async (_, redirectTo, error) => {
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ redirectTo });
  });

  it('adds no second message where the client already explained (maintenance, restricted)', async () => {
    await expect(authProvider.checkError(envelope(511))).rejects.toMatchObject({ message: false });
    await expect(authProvider.checkError(envelope(6034))).rejects.toMatchObject({ message: false });
  });

  it.each([
    ['a business refusal', envelope(4010)],
    ['a validation refusal', envelope(4000)],
    ['a network failure', new RequestError('network', { notified: true })],
    ['an HTTP 500', new RequestError('http', { status: 500, notified: true })],
    ['a programming error', new Error('Unknown resource "posts"')],
  ])('keeps the session on %s', async (_, error) => {
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
  });
});

describe('authProvider identity and permissions', () => {
  it('gives the merchant ID and name from the stored userInfo', async () => {
    storage.setJson(StorageKey.userInfo, account);
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 'M10001', fullName: 'Blue Lotus Shop' });
  });

  it('falls back to the username when the account has no name', async () => {
    storage.setJson(StorageKey.userInfo, { ...account, name: '' });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 'M10001', fullName: 'shop-owner' });
  });

  it('reads the account detail again when a session has no stored userInfo', async () => {
    storage.set(StorageKey.token, 'token-xyz');
    const calls = stubOk('/v1/merchant/account/detail', account);

    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: 'M10001' });
    expect(calls).toHaveLength(1);
    expect(storage.getJson(StorageKey.userInfo)).toEqual(account);
  });

  it('is the merchant role', async () => {
    await expect(authProvider.getPermissions?.({})).resolves.toBe('merchant');
  });
});
