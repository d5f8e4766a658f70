import { z } from 'zod';
import { EmptyBody, Id, NoData, Timestamp, describe, listResponse, typeError, vkey } from './common';
import { encryptedPassword, googleCode, limits, loginPassword, newPassword, requiredText, signInChallengeFields } from './sharedRules';
import { endpoint, type Endpoint } from './endpoint';

/*
 * Signing in: the public key that encrypts passwords, login with the authenticator, the one-time enrolment links,
 * signing out and the sessions of the account.
 */

// ---------- entities ----------

export const ActiveSession = z
  .object({
    id: Id,
    username: describe(z.string(), 'The operator signed in.'),
    ip: describe(z.string(), 'The address the session signed in from.'),
    browser: describe(z.string().nullable(), 'The browser and its major version named by the User-Agent at sign-in, e.g. "Chrome 126"; null when not recognised.'),
    os: describe(z.string().nullable(), 'The operating system named by the User-Agent at sign-in, e.g. "Windows"; null when not recognised.'),
    user_agent: describe(z.string().nullable(), 'The User-Agent header at sign-in, as sent (at most 512 characters).'),
    create_time: describe(Timestamp, 'When the session signed in.'),
    last_seen_time: describe(Timestamp, 'The last call made with it, to the minute (written at most once a minute).'),
    expire_time: describe(Timestamp, 'When it ends however busy (12 hours after sign-in); 30 minutes without a call end it sooner.'),
    current: describe(z.boolean(), 'True for the session making this call.'),
  })
  .meta({ id: 'ActiveSession', description: '(added) A signed-in session of the merchant account that has not ended.' });

/** What a sign-in answers, with a password or a passkey (openapi/passkeys.ts). */
export const LoginSession = z
  .object({
    token: z.string().meta({ description: 'Send as is in the Authorization header.' }),
    expire_time: Timestamp,
  })
  .meta({ id: 'LoginSession' });

// ---------- rules ----------

export const username = requiredText(limits.usernameMax).meta({ description: 'Login name.', examples: ['merchant01'] });

/** Login form (spec section 5): username ≤ 32, password ≤ 64 before encryption, 6-digit code. */
export const loginForm = z.object({
  username,
  password: loginPassword,
  google_code: googleCode,
});

/**
 * The one-time link's form (enrolment or reset): a new password typed twice and a code of the authenticator the
 * link offers, which proves it was scanned.
 */
export const enrolmentForm = z
  .object({
    password: newPassword,
    confirm_password: z.string(typeError()).min(1, { error: vkey('required') }),
    google_code: googleCode,
  })
  .refine((value) => !value.confirm_password || value.confirm_password === value.password, {
    error: vkey('passwords_mismatch'),
    path: ['confirm_password'],
  });

/** The token of a one-time link: 256 random bits, base64url (43 characters). */
export const enrolmentToken = z
  .string(typeError())
  .min(1, { error: vkey('required'), abort: true })
  .max(128, { error: vkey('too_long'), abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: vkey('invalid') })
  .meta({ description: 'The token of the one-time link: what follows # in the link.' });

// ---------- calls ----------

export const authCalls = {
  getPubKey: endpoint({
    path: '/v1/merchant/auth/get_pub_key',
    method: 'post',
    tag: 'Auth',
    summary: 'Public key that encrypts passwords before they are sent',
    auth: false,
    request: EmptyBody,
    response: z
      .object({
        pub_key: z.string().meta({ description: 'RSA public key, PEM (SPKI).' }),
        algorithm: z.literal('RSA-OAEP-256').meta({ description: 'Encrypt with RSA-OAEP and SHA-256, then base64.' }),
      })
      .meta({ id: 'PublicKey' }),
  }),
  getGoogleSecret: endpoint({
    path: '/v1/merchant/auth/get_google_secret',
    method: 'post',
    tag: 'Auth',
    summary: 'New authenticator secret to scan, before update_google_secret binds it',
    auth: true,
    request: EmptyBody,
    response: z
      .object({
        secret: z.string().meta({ description: 'Base32 TOTP secret (SHA-1, 6 digits, 30 s).' }),
        otpauth_url: z.string().meta({ description: 'otpauth:// URL to show as a QR code.' }),
      })
      .meta({ id: 'GoogleSecret' }),
  }),
  login: endpoint({
    path: '/v1/merchant/auth/login',
    method: 'post',
    tag: 'Auth',
    summary:
      'Log in with username, encrypted password and authenticator code. A browser or app this account never used, behind many failures from its network or at its username, is first asked a proof of work (4028); a known device (the cookie or X-Kassa-Device header a sign-in gives) never is',
    auth: false,
    request: z.object({
      username,
      password: encryptedPassword,
      google_code: googleCode,
      ...signInChallengeFields,
    }),
    response: LoginSession,
  }),
  enrolmentDetail: endpoint({
    path: '/v1/merchant/enrol/detail',
    method: 'post',
    tag: 'Auth',
    summary:
      'What a one-time link (24 hours, single use, the newest of its operator) is for: the operator, its merchant and the authenticator to scan; any other token answers 4000',
    auth: false,
    request: z.object({ token: enrolmentToken }),
    response: z
      .object({
        username: z.string().meta({ description: 'The operator the link is for.' }),
        merchant_name: z.string(),
        purpose: z.enum(['enrol', 'reset']).meta({ description: 'enrol: a new operator; reset: replaces the password and authenticator it has.' }),
        secret: z.string().meta({ description: 'Base32 TOTP secret of the authenticator to bind (SHA-1, 6 digits, 30 s), for manual entry.' }),
        otpauth_url: z.string().meta({ description: 'otpauth:// URL of the same secret, to show as a QR code.' }),
        expire_time: Timestamp,
      })
      .meta({ id: 'EnrolmentDetail' }),
  }),
  enrolmentComplete: endpoint({
    path: '/v1/merchant/enrol/complete',
    method: 'post',
    tag: 'Auth',
    summary:
      'Use a one-time link: set the password and bind the authenticator it offers (a code proves it); the link is spent and every session of the operator ends',
    auth: false,
    request: z.object({
      token: enrolmentToken,
      password: encryptedPassword.meta({ description: 'The new password, encrypted like at login; once decrypted 8–64 digits, letters or punctuation.' }),
      confirm_password: encryptedPassword.meta({ description: 'The new password typed again, encrypted the same way.' }),
      google_code: googleCode.meta({ description: 'A code of the authenticator the link offers, proving it was scanned.' }),
    }),
    response: z.object({ username: z.string() }).meta({ id: 'EnrolmentDone' }),
  }),
  logout: endpoint({
    path: '/v1/merchant/common/logout',
    method: 'post',
    tag: 'Auth',
    summary: 'Revoke the current token',
    auth: true,
    request: EmptyBody,
    response: NoData,
  }),
  checkUpdateMch: endpoint({
    path: '/v2/merchant/common/check_update_mch',
    method: 'post',
    tag: 'Auth',
    summary: 'Whether the stored userInfo is stale (the account changed since update_time)',
    auth: true,
    request: z.object({
      update_time: Timestamp.optional().meta({ description: 'update_time of the userInfo the console holds; absent means unknown.' }),
    }),
    response: z
      .object({
        changed: z.boolean().meta({ description: 'True when account/detail should be read again.' }),
        update_time: Timestamp,
      })
      .meta({ id: 'MerchantUpdateCheck' }),
  }),
  sessionQuery: endpoint({
    path: '/v1/merchant/session/query',
    method: 'post',
    tag: 'Sessions',
    summary: 'The signed-in sessions of the account that have not ended, the most recently used first',
    auth: true,
    request: EmptyBody,
    response: listResponse(ActiveSession),
  }),
  sessionRevoke: endpoint({
    path: '/v1/merchant/session/revoke',
    method: 'post',
    tag: 'Sessions',
    summary: 'End one session of the account: its next call answers 401 (a session that has ended or is not the account\'s answers 4004)',
    auth: true,
    request: z.object({ id: Id }),
    response: NoData,
  }),
  sessionRevokeOthers: endpoint({
    path: '/v1/merchant/session/revoke_others',
    method: 'post',
    tag: 'Sessions',
    summary: 'End every session of the account but the caller\'s',
    auth: true,
    request: EmptyBody,
    response: z
      .object({ count: z.number().int().min(0).meta({ description: 'How many sessions ended.' }) })
      .meta({ id: 'SessionsRevoked' }),
  }),
} satisfies Record<string, Endpoint>;
