/**
 * The console's side of the passkey ceremonies (server/passkeys/, docs/passkeys.md): each asks the server for options,
 * lets the browser and the authenticator answer them, and sends the answer back. The browser's part
 * (@simplewebauthn/browser) is fetched the first time a passkey is used, so no page carries it before.
 *
 * The ceremonies are the same for the merchants' operators and the platform's staff; a `PasskeyOwner` says whose
 * calls they go to (and with which session). The merchant console uses the operators'; the platform console names its
 * staff's once at start (`setPasskeyOwner`), so the step-up's "Use a passkey" and the passkeys card follow it.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { RequestInput, ResponseOf } from '../../openapi/endpoints';
import { contractCalls } from './contract.atBuild';
import { dataOf, httpClient, type HttpClient } from './httpClient';
import { notePasskeyStatus, passkeyStatus } from './passkeyStatus';
import { passkeysOffered } from './passkeySupport';
import { toast } from './toast';

/** Whose passkeys: the session's HTTP client, and the paths of the calls (the operators' or the staff's, same shapes). */
export interface PasskeyOwner {
  http: HttpClient;
  paths: {
    signInOptions: string;
    signIn: string;
    stepUpOptions: string;
    stepUp: string;
    registerOptions: string;
    register: string;
    list: string;
    remove: string;
    requirement: string;
    /** Absent where passkeys are not renamed (the staff's). */
    rename?: string;
  };
}

export const operatorPasskeys: PasskeyOwner = {
  http: httpClient,
  paths: {
    signInOptions: contractCalls.passkeySignInOptions.path,
    signIn: contractCalls.passkeySignIn.path,
    stepUpOptions: contractCalls.passkeyStepUpOptions.path,
    stepUp: contractCalls.passkeyStepUp.path,
    registerOptions: contractCalls.passkeyRegisterOptions.path,
    register: contractCalls.passkeyRegister.path,
    list: contractCalls.passkeyList.path,
    remove: contractCalls.passkeyDelete.path,
    requirement: contractCalls.passkeyRequirementUpdate.path,
    rename: contractCalls.passkeyRename.path,
  },
};

let owner: PasskeyOwner = operatorPasskeys;

/** Names whose passkeys this console's forms use (the platform console: its staff's), once at start. */
export function setPasskeyOwner(next: PasskeyOwner): void {
  owner = next;
}

/** Whose passkeys this console's forms use. */
export const passkeyOwner = (): PasskeyOwner => owner;

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
export async function passkeySession<S = ResponseOf<'passkeySignIn'>>(http: HttpClient, paths: Pick<PasskeyOwner['paths'], 'signInOptions' | 'signIn'> = operatorPasskeys.paths): Promise<S> {
  const options = await dataOf(http.post<ResponseOf<'passkeySignInOptions'>>(paths.signInOptions, {}));
  const { startAuthentication } = await browserPart();
  const credential = (await inBrowser(() => startAuthentication({ optionsJSON: requestOptions(options) }))) as Answer<'passkeySignIn'>;
  return dataOf(http.post<S>(paths.signIn, { credential } satisfies RequestInput<'passkeySignIn'>));
}

/**
 * Confirms with a passkey instead of a code: the server opens the session's step-up window, and its answer's
 * X-Step-Up-Until tells the console (src/data/stepUp.ts), so the code field gives way and the form can be sent.
 */
export async function confirmWithPasskey({ http, paths }: PasskeyOwner = owner): Promise<void> {
  const options = await dataOf(http.post<ResponseOf<'passkeyStepUpOptions'>>(paths.stepUpOptions, {}));
  const { startAuthentication } = await browserPart();
  const credential = (await inBrowser(() => startAuthentication({ optionsJSON: requestOptions(options) }))) as Answer<'passkeyStepUp'>;
  await dataOf(http.post(paths.stepUp, { credential } satisfies RequestInput<'passkeyStepUp'>));
}

/** Registers a passkey of this browser's authenticator under `name`; the step-up code goes with the options. */
export async function registerPasskey(values: { name: string; google_code?: string | undefined }, { http, paths }: PasskeyOwner = owner): Promise<ResponseOf<'passkeyRegister'>> {
  const options: RequestInput<'passkeyRegisterOptions'> = values.google_code ? { google_code: values.google_code } : {};
  const offered = await dataOf(http.post<ResponseOf<'passkeyRegisterOptions'>>(paths.registerOptions, options));
  const { startRegistration } = await browserPart();
  const credential = (await inBrowser(() => startRegistration({ optionsJSON: creationOptions(offered) }))) as Answer<'passkeyRegister'>;
  return dataOf(http.post<ResponseOf<'passkeyRegister'>>(paths.register, { name: values.name, credential } satisfies RequestInput<'passkeyRegister'>));
}

let reading: Promise<void> | null = null;

/**
 * Reads the operator's passkeys once a session (src/data/passkeyStatus.ts), where this page can use them; a failed
 * read is tried again next time.
 */
export function ensurePasskeyStatus({ http, paths }: PasskeyOwner = owner): void {
  if (!passkeysOffered() || passkeyStatus() !== null || reading) return;
  reading = dataOf(http.post<ResponseOf<'passkeyList'>>(paths.list, {}, { background: true }))
    .then((answer) => notePasskeyStatus({ count: answer.total, required: answer.required }))
    .catch(() => undefined)
    .finally(() => {
      reading = null;
    });
}

export type Passkeys = ResponseOf<'passkeyList'>;
export type Passkey = Passkeys['list'][number];

/** The account's passkeys, and whether its merchant (or the platform) requires them. */
export function listPasskeys(signal?: AbortSignal, { http, paths }: PasskeyOwner = owner): Promise<Passkeys> {
  return dataOf(http.post<Passkeys>(paths.list, {} satisfies RequestInput<'passkeyList'>, signal ? { signal } : {}));
}

export function renamePasskey(body: RequestInput<'passkeyRename'>, { http, paths }: PasskeyOwner = owner): Promise<Passkey> {
  if (!paths.rename) throw new Error('these passkeys are not renamed');
  return dataOf(http.post<Passkey>(paths.rename, body));
}

/** Removes a passkey: the step-up code while the window is closed, the authenticator's code for the last one. */
export async function removePasskey(body: RequestInput<'passkeyDelete'>, { http, paths }: PasskeyOwner = owner): Promise<void> {
  await dataOf(http.post(paths.remove, body));
}

export async function requirePasskeys(body: RequestInput<'passkeyRequirementUpdate'>, { http, paths }: PasskeyOwner = owner): Promise<boolean> {
  return (await dataOf(http.post<ResponseOf<'passkeyRequirementUpdate'>>(paths.requirement, body))).required;
}
