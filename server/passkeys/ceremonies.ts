/**
 * The WebAuthn ceremonies (@simplewebauthn/server), the same for every kind of principal: registering a passkey,
 * and asserting one (a sign-in without a username, or a step-up of a signed-in session). Each ceremony is two calls:
 * its options, whose challenge is stored (repository.ts) so any process can finish it, then the browser's answer,
 * which spends the challenge before anything else and is verified against this server's origin and relying party
 * (KASSA_PUBLIC_URL). User verification is required throughout: a passkey stands in for a password and a code, so
 * it must prove who holds it, not only that someone touched it.
 *
 * What an answer means (a session, an open step-up window, a new passkey in the list) and what it is written down as
 * belongs to the caller, which knows its principal: operators.ts for the merchants' operators, staff.ts for the
 * platform's staff, payers.ts for the payers (whose assertions pay, in place of the payment password).
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { ResultCode } from '../../openapi/codes';
import { isIpAddress } from '../../openapi/sharedRules';
import {
  activeDeviceLock,
  activeStepUpLock,
  clearAccountFailures,
  lockedError,
  merchantLockoutScope,
  recordFailure,
  recordStepUpFailure,
  type LockoutScope,
  type SignInSource,
} from '../auth/lockout';
import type { LockoutPolicy, ServerConfig } from '../config';
import type { Executor } from '../db/client';
import type { PasskeyPurpose, PrincipalKind } from '../db/schema';
import { AppError, invalidInput } from '../http/errors';
import {
  activePasskeyByCredentialId,
  activePasskeysOf,
  challengeLifetimeMs,
  insertChallenge,
  insertPasskey,
  recordPasskeyUse,
  spendChallenge,
  userHandleOf,
  type Principal,
  type StoredPasskey,
} from './repository';

/** Who the passkeys are for: the site's name, its RP ID (the host name) and the one origin its pages load from. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

/**
 * The relying party of KASSA_PUBLIC_URL, read at each ceremony (a test's server learns its port after it starts).
 * Browsers refuse an IP address as an RP ID, so a server reached by one offers no passkeys (4003, saying so).
 */
export function relyingPartyOf(config: Pick<ServerConfig, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpAddress(host)) throw new AppError(ResultCode.forbidden, 'kassa.server.passkeyUnavailable');
  return { name: 'Kassa', id: host, origin: url.origin };
}

/** The algorithms offered at registration: ES256 (what nearly every authenticator makes), EdDSA, RS256 (Windows Hello). */
const supportedAlgorithmIds = [-7, -8, -257];

const newChallenge = () => new Uint8Array(randomBytes(32));

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

const descriptorOf = (passkey: StoredPasskey) => ({ id: passkey.credentialId, transports: passkey.transports });

/** The challenge the browser signed, read from its client data; null when that is not readable JSON with one. */
function challengeOfAnswer(clientDataJSON: string): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge !== '' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** The flags byte of authenticator data: bit 2 says the authenticator verified the user (PIN, biometrics). */
function userVerifiedIn(authenticatorData: string): boolean {
  const bytes = Buffer.from(authenticatorData, 'base64url');
  return bytes.length > 32 && (bytes[32]! & 0x04) !== 0;
}

const challengeInvalid = () => invalidInput('credential', 'kassa.server.passkeyChallengeInvalid');
const notVerified = () => invalidInput('credential', 'kassa.server.passkeyNotVerified');
const userNotVerified = () => invalidInput('credential', 'kassa.server.passkeyUserNotVerified');

export interface RegistrationStart {
  principal: Principal;
  /** The account's name as authenticators show it in their list of passkeys. */
  userName: string;
  displayName: string;
  /** The session asking (its token's SHA-256): only it may finish. */
  sessionKey: string;
  now: Date;
}

/** The creation options of a new passkey for the principal: discoverable, user verification required, none of its passkeys again. */
export async function beginRegistration(db: Executor, rp: RelyingParty, start: RegistrationStart): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const userHandle = (await userHandleOf(db, start.principal)) ?? base64url(randomBytes(32));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: start.userName,
    userDisplayName: start.displayName,
    userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
    challenge: newChallenge(),
    timeout: challengeLifetimeMs,
    attestationType: 'none',
    excludeCredentials: (await activePasskeysOf(db, start.principal)).map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: supportedAlgorithmIds,
  });
  await insertChallenge(db, {
    challenge: options.challenge,
    purpose: 'register',
    principalKind: start.principal.kind,
    principalId: start.principal.id,
    sessionKey: start.sessionKey,
    userHandle,
    now: start.now,
  });
  return options;
}

export interface RegistrationFinish {
  principal: Principal;
  sessionKey: string;
  name: string;
  credential: RegistrationResponseJSON;
  now: Date;
}

/**
 * Verifies the browser's answer to `beginRegistration` of the same principal and session, and stores the passkey.
 * Refusals (4000 on `credential`, or 4009 for a passkey registered already) store nothing.
 */
export async function finishRegistration(db: Executor, rp: RelyingParty, finish: RegistrationFinish): Promise<StoredPasskey> {
  const challenge = challengeOfAnswer(finish.credential.response.clientDataJSON);
  const claimed =
    challenge === null
      ? undefined
      : await spendChallenge(db, {
          challenge,
          purpose: 'register',
          principalKind: finish.principal.kind,
          principalId: finish.principal.id,
          sessionKey: finish.sessionKey,
          now: finish.now,
        });
  if (!claimed?.userHandle) throw challengeInvalid();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: finish.credential,
      expectedChallenge: claimed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: supportedAlgorithmIds,
    });
  } catch {
    throw notVerified();
  }
  if (!verified.verified) throw notVerified();
  const info = verified.registrationInfo;
  if (!info.userVerified) throw userNotVerified();
  const stored = await insertPasskey(db, {
    principal: finish.principal,
    credentialId: info.credential.id,
    publicKey: base64url(info.credential.publicKey),
    counter: info.credential.counter,
    transports: finish.credential.response.transports ?? [],
    userHandle: claimed.userHandle,
    multiDevice: info.credentialDeviceType === 'multiDevice',
    backedUp: info.credentialBackedUp,
    name: finish.name,
    now: finish.now,
  });
  if (!stored) throw new AppError(ResultCode.conflict, 'kassa.server.passkeyAlreadyRegistered');
  return stored;
}

export interface AssertionStart {
  purpose: Extract<PasskeyPurpose, 'sign_in' | 'step_up' | 'pay'>;
  principalKind: PrincipalKind;
  /** A step-up's principal and session; a sign-in has neither (the passkey will say whose it is). */
  principal?: Principal;
  sessionKey?: string;
  now: Date;
}

/**
 * The request options of an assertion. A sign-in names no passkey, so the browser offers every discoverable one of
 * this site; a step-up names the principal's, and answers null when it has none.
 */
export async function beginAssertion(db: Executor, rp: RelyingParty, start: AssertionStart): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const passkeys = start.principal ? await activePasskeysOf(db, start.principal) : null;
  if (passkeys?.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newChallenge(),
    timeout: challengeLifetimeMs,
    userVerification: 'required',
    ...(passkeys ? { allowCredentials: passkeys.map(descriptorOf) } : {}),
  });
  await insertChallenge(db, {
    challenge: options.challenge,
    purpose: start.purpose,
    principalKind: start.principalKind,
    principalId: start.principal?.id ?? null,
    sessionKey: start.sessionKey ?? null,
    now: start.now,
  });
  return options;
}

export interface AssertionFinish extends AssertionStart {
  credential: AuthenticationResponseJSON;
  /**
   * Runs once the passkey is known and before its signature is checked (a sign-in's lock of the account); what it
   * throws ends the ceremony.
   */
  admit?: (passkey: StoredPasskey) => Promise<void>;
}

/** Why an assertion was not accepted: the caller decides what each costs (a sign-in's lockout, a step-up's counter). */
export type AssertionRefusal = 'challenge' | 'unknown_passkey' | 'user_not_verified' | 'not_verified';

export type AssertionOutcome = { ok: true; passkey: StoredPasskey } | { ok: false; refusal: AssertionRefusal; passkey: StoredPasskey | null; error: AppError };

/**
 * Verifies the browser's answer to `beginAssertion`: the challenge is spent first (so an answer is never taken
 * twice), then the passkey must be a live one of the principal kind (and of the principal, for a step-up), the
 * authenticator must have verified the user, and the signature must verify for this origin and RP ID with a
 * signature count above the last one seen. A passkey that verifies has its count, backup state and last use written.
 */
export async function finishAssertion(db: Executor, rp: RelyingParty, finish: AssertionFinish): Promise<AssertionOutcome> {
  const refuse = (refusal: AssertionRefusal, error: AppError, passkey: StoredPasskey | null = null): AssertionOutcome => ({ ok: false, refusal, passkey, error });
  const { credential } = finish;
  const challenge = challengeOfAnswer(credential.response.clientDataJSON);
  const claimed =
    challenge === null
      ? undefined
      : await spendChallenge(db, {
          challenge,
          purpose: finish.purpose,
          principalKind: finish.principalKind,
          ...(finish.principal ? { principalId: finish.principal.id } : {}),
          ...(finish.sessionKey !== undefined ? { sessionKey: finish.sessionKey } : {}),
          now: finish.now,
        });
  if (!claimed) return refuse('challenge', challengeInvalid());

  const passkey = await activePasskeyByCredentialId(db, finish.principalKind, credential.id);
  if (!passkey || (finish.principal && passkey.principalId !== finish.principal.id)) return refuse('unknown_passkey', notVerified());
  await finish.admit?.(passkey);
  if (!userVerifiedIn(credential.response.authenticatorData)) return refuse('user_not_verified', userNotVerified(), passkey);
  // A passkey answers with the user handle it was made with; another one's handle means another account's passkey.
  if (credential.response.userHandle !== undefined && credential.response.userHandle !== passkey.userHandle) return refuse('not_verified', notVerified(), passkey);

  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: claimed.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    // Another origin or RP ID, a signature count not above the last one (a cloned authenticator, a replay), a bad signature.
    return refuse('not_verified', notVerified(), passkey);
  }
  if (!verified.verified) return refuse('not_verified', notVerified(), passkey);
  const used = await recordPasskeyUse(db, passkey.id, { counter: verified.authenticationInfo.newCounter, backedUp: verified.authenticationInfo.credentialBackedUp, now: finish.now });
  return { ok: true, passkey: used ?? passkey };
}

/** A refused passkey sign-in answers 4001, as a wrong password does; the user-verification refusal says so. */
function signInRefused(outcome: Extract<AssertionOutcome, { ok: false }>): AppError {
  return new AppError(ResultCode.badCredentials, outcome.refusal === 'user_not_verified' ? 'kassa.server.passkeyUserNotVerified' : 'kassa.server.passkeySignInFailed');
}

export interface PasskeySignIn<A extends { username: string }> {
  principalKind: PrincipalKind;
  credential: AuthenticationResponseJSON;
  now: Date;
  lockout: LockoutPolicy;
  /** The lockout's keys: the operators' by default, the staff's apart. */
  scope?: LockoutScope;
  /** The account a passkey's principal id names, if it still exists. */
  find: (principalId: string) => Promise<A | undefined>;
  /** Writes down an attempt refused on a known account (the operators' login log). */
  noteRefusal?: (account: A, result: 'locked' | 'bad_credentials') => Promise<void>;
}

/**
 * A sign-in with a passkey and no username, the same for operators and staff: the passkey says whose it is. It meets
 * only its own failures: a passkey of a known account that did not verify counts against that passkey alone (delayed,
 * then locked at the pair limit, as a known device is), checked once the passkey is named and before its signature
 * is. No password failure, of the username or of the address, ever stops it, and a passkey unknown here counts
 * nothing (its rate limit per address bounds it; nothing can be guessed through it). A challenge that is unknown,
 * spent or expired answers 4000 and counts nothing. Answers the account and the passkey; what signing in means (a
 * session, the logs) is the caller's.
 */
export async function signInWithPasskey<A extends { username: string }>(db: Executor, rp: RelyingParty, signIn: PasskeySignIn<A>): Promise<{ account: A; passkey: StoredPasskey }> {
  const { now } = signIn;
  const scope = signIn.scope ?? merchantLockoutScope;
  let account: A | undefined;
  let source: SignInSource | null = null;
  const outcome = await finishAssertion(db, rp, {
    purpose: 'sign_in',
    principalKind: signIn.principalKind,
    credential: signIn.credential,
    now,
    admit: async (passkey) => {
      account = await signIn.find(passkey.principalId);
      if (!account) return;
      source = { username: account.username, prefix: '', deviceId: `passkey-${passkey.id}` };
      const lock = await activeDeviceLock(db, account.username, source.deviceId!, now, scope);
      if (!lock) return;
      await signIn.noteRefusal?.(account, 'locked');
      throw lockedError(lock, now);
    },
  });
  if (outcome.ok) {
    if (source) await clearAccountFailures(db, source, scope);
    return { account: account!, passkey: outcome.passkey };
  }
  if (outcome.refusal === 'challenge') throw outcome.error;
  if (account) await signIn.noteRefusal?.(account, 'bad_credentials');
  const lock = source ? await recordFailure(db, source, now, signIn.lockout, scope) : null;
  throw lock ? lockedError(lock, now) : signInRefused(outcome);
}

/** What a kind of account gives to confirm a protected change with a passkey: whose session, its lockout, its window. */
export interface PasskeyStepUp {
  principalKind: PrincipalKind;
  principal: Principal;
  /** The session the challenge is bound to (its token hash). */
  sessionKey: string;
  /** The account's id on its step-up counter, and the counter's scope (the operators' by default). */
  accountId: number;
  scope?: LockoutScope;
  lockout: LockoutPolicy;
  now: Date;
}

/** The step-up's request options; refused while the account's step-up is locked, null when it has no passkey. */
export async function passkeyStepUpOptions(db: Executor, rp: RelyingParty, stepUp: PasskeyStepUp): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const lock = await activeStepUpLock(db, stepUp.accountId, stepUp.now, stepUp.scope);
  if (lock) throw lockedError(lock, stepUp.now);
  return beginAssertion(db, rp, { purpose: 'step_up', principalKind: stepUp.principalKind, principal: stepUp.principal, sessionKey: stepUp.sessionKey, now: stepUp.now });
}

/**
 * A step-up with a passkey of the session's account, the same for operators and staff. A passkey that does not verify
 * is a wrong step-up answer: it counts towards the account's step-up lock and `closeWindow` runs; a challenge unknown,
 * spent or expired counts nothing. Answers the passkey; opening the window and the audit line are the caller's.
 */
export async function stepUpWithPasskey(
  db: Executor,
  rp: RelyingParty,
  stepUp: PasskeyStepUp & { credential: AuthenticationResponseJSON; closeWindow: () => Promise<void> },
): Promise<StoredPasskey> {
  const { now } = stepUp;
  const lock = await activeStepUpLock(db, stepUp.accountId, now, stepUp.scope);
  if (lock) throw lockedError(lock, now);
  const outcome = await finishAssertion(db, rp, {
    purpose: 'step_up',
    principalKind: stepUp.principalKind,
    principal: stepUp.principal,
    sessionKey: stepUp.sessionKey,
    credential: stepUp.credential,
    now,
  });
  if (outcome.ok) return outcome.passkey;
  if (outcome.refusal !== 'challenge') {
    await recordStepUpFailure(db, stepUp.accountId, now, stepUp.lockout, stepUp.scope);
    await stepUp.closeWindow();
  }
  throw outcome.error;
}
