import { render } from '@testing-library/react';
import type { components } from '../../../src/data/api-types';
import { App } from '../../../src/App';
import { dataProvider, kassaConsole } from '../../../consoles/console';
import { authProvider } from '../../../src/data/authProvider';
import { base64ToBytes, bytesToBase64 } from '../../../src/data/passwordCipher';
import { storage, StorageKey } from '../../../src/data/storage';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { stubOk } from '../msw';

export type AccountDetail = components['schemas']['AccountDetail'];

/** The signed-in merchant of these tests; the session signed in from 203.0.113.7. */
export const account: AccountDetail = {
  merchant_id: '1001',
  username: 'demo',
  name: 'Demo Shop',
  account_type: 'agent',
  status: 'normal',
  kyc_status: 'verified',
  google_bound: true,
  create_time: '2025-01-01T00:00:00.000Z',
  update_time: '2025-01-31T08:00:00.000Z',
  last_login_time: '2025-06-02T08:00:00.000Z',
  last_login_ip: '203.0.113.7',
};

/**
 * The whole console at `path` with the real data provider, auth provider and HTTP client, signed in
 * as `signedInAs` (token and userInfo stored as a sign-in leaves them); msw answers the API calls.
 */
export async function renderConsoleAt(path: string, signedInAs: AccountDetail = account, language: Parameters<typeof createI18nProvider>[0] = 'us') {
  storage.set(StorageKey.token, 'token-of-the-test');
  storage.setJson(StorageKey.userInfo, signedInAs);
  window.history.pushState({}, '', path);
  // The menu's pending-review badge asks on every page: no user withdrawal is waiting here.
  stubOk('/v1/merchant/withdrawal_record/query', { list: [], total: 0 });
  const i18nProvider = await createI18nProvider(language);
  return render(<App console={kassaConsole} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />);
}

/** A test key pair standing in for the server's: the test decrypts what the console sent. */
export async function testKeyPair(): Promise<{ publicKeyPem: string; decrypt: (ciphertext: string) => Promise<string> }> {
  const keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
  const body = bytesToBase64(spki).replace(/(.{64})/g, '$1\n');
  return {
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`,
    decrypt: async (ciphertext) =>
      new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, base64ToBytes(ciphertext))),
  };
}
