/**
 * The payer pages' side of the passkey ceremonies (server/passkeys/payers.ts, docs/passkeys.md): the browser and the
 * authenticator answer the options the server gave, and the page sends the answer on. @simplewebauthn/browser is
 * fetched the first time a passkey is used, so neither the checkout's nor the wallet's first load carries it.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { passkeysOffered } from '../data/passkeySupport';
import { codes, PayerApiError } from './http';

export { passkeysOffered };

/** Why the browser gave no passkey: cancelled or timed out, one of this payer's already on this authenticator, or anything else. */
export type PasskeyMiss = 'cancelled' | 'already' | 'failed';

function missOf(error: unknown): PasskeyMiss {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return 'failed';
}

/** Runs the browser's part; a miss becomes a refusal in the payer's words (`say`), shown like the server's. */
async function inBrowser<T>(ceremony: () => Promise<T>, say: (miss: PasskeyMiss) => string): Promise<T> {
  try {
    return await ceremony();
  } catch (error) {
    throw new PayerApiError(codes.invalidInput, say(missOf(error)));
  }
}

/*
 * The contract describes options and answers as JSON with plain strings where WebAuthn names enumerations; what the
 * server sends is what its library generated, so it is handed over as it is.
 */

/** The browser's answer to request options (a payment's), user verification as the options ask. */
export async function answerRequest<A>(options: unknown, say: (miss: PasskeyMiss) => string): Promise<A> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer: AuthenticationResponseJSON = await inBrowser(() => startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }), say);
  return answer as unknown as A;
}

/** The browser's answer to creation options: a new passkey of this authenticator. */
export async function answerCreation<A>(options: unknown, say: (miss: PasskeyMiss) => string): Promise<A> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer: RegistrationResponseJSON = await inBrowser(() => startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }), say);
  return answer as unknown as A;
}
