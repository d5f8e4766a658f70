/**
 * The console's side of the passkey ceremonies (server/passkeys/, docs/passkeys.md): each asks the server for options,
 * lets the browser and the authenticator answer them, and sends the answer back. The browser's part
 * (@simplewebauthn/browser) is fetched the first time a passkey is used, so no page carries it before.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { RequestInput, ResponseOf } from '../../openapi/endpoints';
import { contractCalls } from './contract.atBuild';
import { dataOf, type HttpClient } from './httpClient';
import { notePasskeyStatus, passkeyStatus } from './passkeyStatus';
import { passkeysOffered } from './passkeySupport';
import { toast } from './toast';

/**
 * The browser did not answer with a passkey (cancelled, timed out, refused): the operator has been told by a toast,
 * so callers show nothing more (`notified`, as the HTTP client's errors).
 */
export class PasskeyNotUsed extends Error {
  readonly notified = true;
}

const browserPart = () => import('@simplewebauthn/browser');

/*
 * The contract describes the options and answers as JSON (openapi/passkeys.ts) with plain strings where WebAuthn's
 * types name enumerations; what the server sends is what the library generated, so it is handed over as it is.
 */
const requestOptions = (options: ResponseOf<'passkeySignInOptions'>) => options as unknown as PublicKeyCredentialRequestOptionsJSON;
const creationOptions = (options: ResponseOf<'passkeyRegisterOptions'>) => options as unknown as PublicKeyCredentialCreationOptionsJSON;
type Answer<N extends 'passkeySignIn' | 'passkeyStepUp' | 'passkeyRegister'> = RequestInput<N>['credential'];

/** What to tell the operator when the browser gives no passkey: the words are in src/i18n/errors.ts. */
function browserFailureKey(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'kassa.errors.passkeyAlreadyHere';
  // Cancelled by the person, timed out, or no passkey of this site chosen: browsers say all of these the same way.
  if (name === 'NotAllowedError' || name === 'AbortError') return 'kassa.errors.passkeyCancelled';
  return 'kassa.errors.passkeyFailed';
}

async function inBrowser<T>(ceremony: () => Promise<T>): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    const key = browserFailureKey(error);
    toast(key, 'error');
    throw new PasskeyNotUsed(key, { cause: error });
  }
}

/** Signs in with a passkey the browser offers (no username): the session the server answers, as a password sign-in's. */
export async function passkeySession(http: HttpClient): Promise<ResponseOf<'passkeySignIn'>> {
  const options = await dataOf(http.post<ResponseOf<'passkeySignInOptions'>>(contractCalls.passkeySignInOptions.path, {}));
  const { startAuthentication } = await browserPart();
  const credential = (await inBrowser(() => startAuthentication({ optionsJSON: requestOptions(options) }))) as Answer<'passkeySignIn'>;
  return dataOf(http.post<ResponseOf<'passkeySignIn'>>(contractCalls.passkeySignIn.path, { credential } satisfies RequestInput<'passkeySignIn'>));
}

/**
 * Confirms with a passkey instead of a code: the server opens the session's step-up window, and its answer's
 * X-Step-Up-Until tells the console (src/data/stepUp.ts), so the code field gives way and the form can be sent.
 */
export async function confirmWithPasskey(http: HttpClient): Promise<void> {
  const options = await dataOf(http.post<ResponseOf<'passkeyStepUpOptions'>>(contractCalls.passkeyStepUpOptions.path, {}));
  const { startAuthentication } = await browserPart();
  const credential = (await inBrowser(() => startAuthentication({ optionsJSON: requestOptions(options) }))) as Answer<'passkeyStepUp'>;
  await dataOf(http.post(contractCalls.passkeyStepUp.path, { credential } satisfies RequestInput<'passkeyStepUp'>));
}

/** Registers a passkey of this browser's authenticator under `name`; the step-up code goes with the options. */
export async function registerPasskey(http: HttpClient, values: { name: string; google_code?: string | undefined }): Promise<ResponseOf<'passkeyRegister'>> {
  const options: RequestInput<'passkeyRegisterOptions'> = values.google_code ? { google_code: values.google_code } : {};
  const offered = await dataOf(http.post<ResponseOf<'passkeyRegisterOptions'>>(contractCalls.passkeyRegisterOptions.path, options));
  const { startRegistration } = await browserPart();
  const credential = (await inBrowser(() => startRegistration({ optionsJSON: creationOptions(offered) }))) as Answer<'passkeyRegister'>;
  return dataOf(http.post<ResponseOf<'passkeyRegister'>>(contractCalls.passkeyRegister.path, { name: values.name, credential } satisfies RequestInput<'passkeyRegister'>));
}

let reading: Promise<void> | null = null;

/**
 * Reads the operator's passkeys once a session (src/data/passkeyStatus.ts), where this page can use them; a failed
 * read is tried again next time.
 */
export function ensurePasskeyStatus(http: HttpClient): void {
  if (!passkeysOffered() || passkeyStatus() !== null || reading) return;
  reading = dataOf(http.post<ResponseOf<'passkeyList'>>(contractCalls.passkeyList.path, {}, { background: true }))
    .then((answer) => notePasskeyStatus({ count: answer.total, required: answer.required }))
    .catch(() => undefined)
    .finally(() => {
      reading = null;
    });
}
