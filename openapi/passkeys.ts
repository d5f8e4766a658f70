import { z } from 'zod';
import { EmptyBody, Id, NoData, Timestamp, describe, text, typeError, vkey } from './common';
import { LoginSession } from './auth';
import { StepUpWindow } from './account';
import { googleCode, requiredText, stepUpCode } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Passkeys (WebAuthn) of the merchants' operators: registering one, signing in with one instead of a password and a
 * code, confirming a protected change with one (the step-up), the list, renaming and removing, and the merchant's
 * setting that requires them. The browser's part is `navigator.credentials` (the console uses @simplewebauthn/browser):
 * each ceremony is an `…options` call whose answer goes to the browser as it is, then a call carrying the
 * browser's answer. Every assertion is bound to this server's origin and relying party (KASSA_PUBLIC_URL), which
 * is what makes a passkey worthless to a phishing site.
 */

// ---------- rules ----------

/** Limits of what a browser sends back: room for any authenticator's attestation, far below the body limit. */
export const passkeyLimits = { nameMax: 64, credentialIdMax: 1024, clientDataMax: 4096, authenticatorDataMax: 4096, attestationMax: 16384, signatureMax: 2048 } as const;

/** A base64url text (the WebAuthn JSON's binary fields), at most `max` characters. */
function base64url(max: number) {
  return text()
    .min(1, { error: vkey('required'), abort: true })
    .max(max, { error: vkey('too_long'), abort: true })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: vkey('invalid') });
}

/** The name the operator gives a passkey, to tell it apart in the list ("Office laptop", "YubiKey"). */
export const passkeyName = requiredText(passkeyLimits.nameMax).meta({ description: 'A name to tell the passkey apart, e.g. "Office laptop".', examples: ['Office laptop'] });

/** Registering: a name, and the step-up code while the session's window is closed (it is asked before the browser's ceremony). */
export const passkeyRegisterForm = z.object({ name: passkeyName, google_code: stepUpCode });

export const passkeyRenameForm = z.object({ name: passkeyName });

/** Removing the last passkey takes the authenticator's code, whatever the step-up window. */
export const passkeyRemoveLastForm = z.object({ google_code: googleCode });

const credentialCommon = {
  id: base64url(passkeyLimits.credentialIdMax).meta({ description: 'The credential id, base64url.' }),
  rawId: base64url(passkeyLimits.credentialIdMax).meta({ description: 'The same id, base64url.' }),
  type: z.literal('public-key', typeError()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], typeError()).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown(), typeError()).default({}),
};

/** What `navigator.credentials.create()` answers, as JSON (WebAuthn's RegistrationResponseJSON). */
export const RegistrationCredential = z
  .object({
    ...credentialCommon,
    response: z.object(
      {
        clientDataJSON: base64url(passkeyLimits.clientDataMax),
        attestationObject: base64url(passkeyLimits.attestationMax),
        authenticatorData: base64url(passkeyLimits.attestationMax).optional(),
        transports: z.array(text().max(32, { error: vkey('too_long') }), typeError()).max(10, { error: vkey('too_many') }).optional(),
        publicKeyAlgorithm: z.number(typeError()).int().optional(),
        publicKey: base64url(passkeyLimits.attestationMax).optional(),
      },
      typeError(),
    ),
  }, typeError())
  .meta({ id: 'PasskeyRegistrationCredential', description: '(added) The browser\'s answer to the creation options, as @simplewebauthn/browser\'s startRegistration gives it.' });

/** What `navigator.credentials.get()` answers, as JSON (WebAuthn's AuthenticationResponseJSON). */
export const AssertionCredential = z
  .object({
    ...credentialCommon,
    response: z.object(
      {
        clientDataJSON: base64url(passkeyLimits.clientDataMax),
        authenticatorData: base64url(passkeyLimits.authenticatorDataMax),
        signature: base64url(passkeyLimits.signatureMax),
        userHandle: base64url(passkeyLimits.credentialIdMax).optional(),
      },
      typeError(),
    ),
  }, typeError())
  .meta({ id: 'PasskeyAssertionCredential', description: '(added) The browser\'s answer to the request options, as @simplewebauthn/browser\'s startAuthentication gives it.' });

/** The browser's answer to a pay/options challenge of the paying session: paying with it needs no payment password. */
export const paymentPasskey = AssertionCredential.optional().meta({
  description:
    'Instead of payment_password: the browser\'s answer to pay/options of this session (user verification required). A revoked passkey, another payer\'s, an answer without user verification or to a spent challenge answers 4000 on credential, and nothing is paid.',
});

// ---------- entities ----------

const CredentialDescriptor = z.object({
  id: z.string(),
  type: describe(z.string(), 'public-key'),
  transports: z.array(z.string()).optional(),
});

/** The creation options to hand to the browser as they are (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = z
  .object({
    challenge: describe(z.string(), 'base64url; single use, valid 2 minutes.'),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: describe(z.string(), 'public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: describe(z.array(CredentialDescriptor).optional(), 'The passkeys the operator has already, so an authenticator does not register twice.'),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    extensions: describe(z.object({ credProps: z.boolean().optional() }).optional(), 'credProps: the browser says whether the passkey is discoverable.'),
  })
  .meta({ id: 'PasskeyCreationOptions', description: '(added) Options for navigator.credentials.create(): a discoverable credential, user verification required, no attestation.' });

/** The request options to hand to the browser as they are (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = z
  .object({
    challenge: describe(z.string(), 'base64url; single use, valid 2 minutes.'),
    rpId: z.string().optional(),
    timeout: z.number().optional(),
    allowCredentials: describe(z.array(CredentialDescriptor).optional(), 'Absent at sign-in (the browser offers every passkey of this site); the operator\'s passkeys at a step-up.'),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions: describe(z.object({ credProps: z.boolean().optional() }).optional(), 'credProps: the browser says whether the passkey is discoverable.'),
  })
  .meta({ id: 'PasskeyRequestOptions', description: '(added) Options for navigator.credentials.get(), user verification required.' });

export const Passkey = z
  .object({
    id: Id,
    name: describe(z.string(), 'The name the operator gave it.'),
    transports: describe(z.array(z.string()), 'How the browser said it reaches the authenticator: internal, hybrid, usb, nfc, ble….'),
    synced: describe(z.boolean(), 'Whether the authenticator says the passkey is backed up (synced to the operator\'s other devices).'),
    create_time: Timestamp,
    last_used_time: describe(Timestamp.nullable(), 'Its latest sign-in or step-up; null until used.'),
  })
  .meta({ id: 'Passkey', description: '(added) A passkey of the signed-in operator.' });

export const PasskeyList = z
  .object({
    list: z.array(Passkey),
    total: z.number().int().min(0),
    required: describe(
      z.boolean(),
      'The merchant requires passkeys: an operator with at least one signs in and confirms changes with it only (password sign-in and authenticator codes are refused).',
    ),
  })
  .meta({ id: 'PasskeyList', description: '(added) The operator\'s passkeys, the oldest first, and whether the merchant requires them.' });

// ---------- calls ----------

export const passkeyCalls = {
  passkeySignInOptions: endpoint({
    path: '/v1/merchant/auth/passkey/options',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) Begin a sign-in with a passkey: request options without a username (the browser offers the passkeys of this site), user verification required',
    auth: false,
    request: EmptyBody,
    response: PasskeyRequestOptions,
  }),
  passkeySignIn: endpoint({
    path: '/v1/merchant/auth/passkey/login',
    method: 'post',
    tag: 'Passkeys',
    summary:
      '(added) Sign in with the browser\'s answer to passkey/options: answers as login does (the lockout, the whitelist, suspension and the login log apply alike); a passkey that does not verify answers 4001',
    auth: false,
    request: z.object({ credential: AssertionCredential }),
    response: LoginSession,
  }),
  passkeyRegisterOptions: endpoint({
    path: '/v1/merchant/passkey/register/options',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) Begin registering a passkey for the signed-in operator: a protected change (the step-up window, or a code)',
    auth: true,
    request: z.object({ google_code: stepUpCode }),
    response: PasskeyCreationOptions,
  }),
  passkeyRegister: endpoint({
    path: '/v1/merchant/passkey/register',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) Finish registering: the browser\'s answer to register/options of this session, and the passkey\'s name',
    auth: true,
    request: z.object({ name: passkeyName, credential: RegistrationCredential }),
    response: Passkey,
  }),
  passkeyList: endpoint({
    path: '/v1/merchant/passkey/list',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) The signed-in operator\'s passkeys and whether the merchant requires passkeys',
    auth: true,
    request: EmptyBody,
    response: PasskeyList,
  }),
  passkeyRename: endpoint({
    path: '/v1/merchant/passkey/rename',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) Rename one of the operator\'s passkeys',
    auth: true,
    request: z.object({ id: Id, name: passkeyName }),
    response: Passkey,
  }),
  passkeyDelete: endpoint({
    path: '/v1/merchant/passkey/delete',
    method: 'post',
    tag: 'Passkeys',
    summary:
      '(added) Remove one of the operator\'s passkeys: a protected change; removing the last one also takes a code of the authenticator, even inside the step-up window',
    auth: true,
    request: z.object({
      id: Id,
      google_code: stepUpCode.meta({
        description:
          'The step-up code while the session\'s window is closed. Required to remove the operator\'s last passkey (4000 on google_code without it); under the passkey requirement the window must be open too, opened by a passkey.',
      }),
    }),
    response: NoData,
  }),
  passkeyRequirementUpdate: endpoint({
    path: '/v1/merchant/passkey/requirement',
    method: 'post',
    tag: 'Passkeys',
    summary:
      '(added) Require passkeys for the merchant\'s operators, or stop requiring them: a protected change; turning it on takes a passkey of the caller\'s first',
    auth: true,
    request: z.object({ required: z.boolean(typeError()), google_code: stepUpCode }),
    response: z.object({ required: z.boolean() }).meta({ id: 'PasskeyRequirement' }),
  }),
  passkeyStepUpOptions: endpoint({
    path: '/v1/merchant/passkey/step_up/options',
    method: 'post',
    tag: 'Passkeys',
    summary: '(added) Begin confirming with a passkey instead of a code: request options for the signed-in operator\'s passkeys, user verification required',
    auth: true,
    request: EmptyBody,
    response: PasskeyRequestOptions,
  }),
  passkeyStepUp: endpoint({
    path: '/v1/merchant/passkey/step_up',
    method: 'post',
    tag: 'Passkeys',
    summary:
      '(added) Open the session\'s step-up window with the browser\'s answer to step_up/options of this session, as account/step_up does with a code; an answer that does not verify closes the window and counts as a wrong code',
    auth: true,
    request: z.object({ credential: AssertionCredential }),
    response: StepUpWindow,
  }),
} satisfies Record<string, Endpoint>;
