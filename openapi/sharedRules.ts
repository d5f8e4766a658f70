import { z } from 'zod';
import Decimal from 'decimal.js';
import { Language, decimalPattern, text, typeError, vkey, type ValidationName } from './common';

/*
 * The validation rules of spec section 5 that several domains use: texts, the authenticator code and the step-up,
 * IP addresses, amounts, passwords and personal details. A rule only one domain uses lives in that domain's slice.
 * Each message is an i18n key under `kassa.validation.*` (see openapi/i18n/validation.ts).
 */

/** Limits the spec leaves open, decided in docs/decisions/contract.md. */
export const limits = {
  usernameMax: 32,
  nicknameMax: 32,
  passwordMin: 8,
  passwordMax: 64,
  /** Base64 of an RSA-OAEP ciphertext: 344 characters for a 2048-bit key, room for 4096-bit keys. */
  encryptedPasswordMax: 1024,
  googleCodeLength: 6,
  reasonMax: 200,
  remarkMax: 200,
  keywordMax: 64,
  usdtMinAmount: '100',
  ipListMax: 20,
  txidMax: 128,
  addressMax: 128,
  orderIdMax: 64,
  urlMax: 2048,
  bankCardMax: 19,
  subjectMax: 128,
  userIdMax: 32,
  nameMax: 50,
  idNumberMax: 32,
  phoneMax: 20,
  emailMax: 254,
  bankNameMax: 64,
  accountNumberMax: 64,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxLabel: '10 MB',
  /** A request body (JSON) the server reads at most; larger ones answer 413. An upload has its own limit above. */
  bodyMaxBytes: 1024 * 1024,
  bodyMaxLabel: '1 MB',
  /** Arrays and objects inside one another in a JSON body; the contract's bodies need a few levels. */
  bodyMaxNesting: 64,
} as const;

/** Trimmed text that must not be empty, at most `max` characters. */
export function requiredText(max: number, otherwise: ValidationName = 'invalid') {
  return text(otherwise)
    .trim()
    .min(1, { error: vkey('required'), abort: true })
    .max(max, { error: vkey('too_long') });
}

/** Trimmed text that may be empty, at most `max` characters. */
export function optionalText(max: number) {
  return text().trim().max(max, { error: vkey('too_long') });
}

/** A required choice among `values`. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, typeError('choice'));
}

/** The 6-digit Google authenticator code; empty says 'Verification code cannot be empty' (spec section 5). */
export const googleCode = z
  .string({ error: (issue) => (issue.input == null ? vkey('verification_code_empty') : vkey('google_code')) })
  .trim()
  .min(1, { error: vkey('verification_code_empty'), abort: true })
  .regex(/^\d{6}$/, { error: vkey('google_code') })
  .meta({ description: 'The 6-digit code of the Google authenticator.', examples: ['123456'] });

/**
 * The code of a protected change (the step-up): optional, because the session's open step-up window stands in for it.
 * Without it and outside the window the server answers 4000 on google_code asking for it; a code sent is always
 * checked, and a wrong one closes the window.
 */
export const stepUpCode = googleCode.optional().meta({
  description:
    'A code of the operator’s authenticator (the step-up). Optional while the session’s step-up window is open (every signed-in answer says until when in X-Step-Up-Until); outside it, a call without one answers 4000 on google_code. A code sent is always checked: a right one opens the window for KASSA_STEP_UP_SECONDS, a wrong one closes it and counts towards the operator’s step-up lockout.',
  examples: ['123456'],
});

const ipv4 = z.ipv4();

const ipv6 = z.ipv6();

export function isIpAddress(value: string): boolean {
  return ipv4.safeParse(value).success || ipv6.safeParse(value).success;
}

/** One IPv4 or IPv6 address: 'IP format is incorrect'. */
export const ipAddress = z
  .string(typeError('ip_format'))
  .trim()
  .min(1, { error: vkey('required'), abort: true })
  .max(45, { error: vkey('ip_format'), abort: true })
  .refine(isIpAddress, { error: vkey('ip_format') })
  .meta({ description: 'An IPv4 or IPv6 address.', examples: ['203.0.113.7'] });

/** A required decimal string (the Money pattern); the sign is checked by the rules built on it. */
function decimalText() {
  return z
    .string(typeError('numeric'))
    .trim()
    .min(1, { error: vkey('required'), abort: true })
    .regex(decimalPattern, { error: vkey('numeric'), abort: true });
}

export function compareDecimals(value: string, other: string): number {
  return new Decimal(value).comparedTo(new Decimal(other));
}

/** Zero or more, e.g. a review-free limit ('0' reviews every withdrawal). */
export const nonNegativeAmount = decimalText()
  .refine((value) => compareDecimals(value, '0') >= 0, { error: vkey('not_negative'), abort: true })
  .meta({
  description: 'A non-negative decimal amount as a string.',
  examples: ['500'],
});

/** More than zero. */
export const positiveAmount = decimalText()
  .refine((value) => compareDecimals(value, '0') > 0, { error: vkey('positive'), abort: true })
  .meta({ description: 'A positive decimal amount as a string.', examples: ['100.50'] });

/**
 * A fee rate: a fraction from 0 to below 1 with up to 8 decimals ('0.005' = 0.5 %); 1 or more would take the whole
 * amount. A coin's defaults and a merchant's fee schedule take it.
 */
export const feeRate = text('numeric')
  .trim()
  .regex(/^(0(\.\d{1,8})?|\.\d{1,8})$/, { error: vkey('fee_rate') })
  .meta({ description: 'A fraction from 0 to below 1 with up to 8 decimals (0.005 = 0.5 %).', examples: ['0.004'] });

/** What the operator types in the login form: required, at most 64 characters (no other rule: old passwords must still work). */
export const loginPassword = z
  .string(typeError())
  .min(1, { error: vkey('required'), abort: true })
  .max(limits.passwordMax, { error: vkey('too_long') });

/** A new login password: 8 to 64 digits, letters or punctuation (printable ASCII without space). */
export const newPassword = z
  .string(typeError())
  .min(1, { error: vkey('required'), abort: true })
  .regex(/^[!-~]+$/, { error: vkey('password_chars'), abort: true })
  .min(limits.passwordMin, { error: vkey('password_min') })
  .max(limits.passwordMax, { error: vkey('too_long') });

/** What travels instead of a password: base64 of RSA-OAEP(SHA-256) encryption with the key of get_pub_key. */
export const encryptedPassword = z
  .string(typeError())
  .min(1, { error: vkey('required'), abort: true })
  .max(limits.encryptedPasswordMax, { error: vkey('too_long'), abort: true })
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: vkey('invalid') })
  .meta({
    description: 'The password encrypted with RSA-OAEP (SHA-256) under the public key of get_pub_key, base64-encoded.',
  });

export const orderId = requiredText(limits.orderIdMax).meta({ description: 'The order number.' });

/** Personal names: letters of any script (Chinese, Latin with Vietnamese accents…), words separated by one space or '·'. */
export const personName = requiredText(limits.nameMax, 'name_chars').regex(/^[\p{L}\p{M}]+(?:[ ·][\p{L}\p{M}]+)*$/u, {
  error: vkey('name_chars'),
});

/** Identity document number: digits or letters. */
export const idNumber = requiredText(limits.idNumberMax, 'id_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') });

/** Phone number: digits only. */
export const phone = requiredText(limits.phoneMax, 'phone_digits').regex(/^\d+$/, { error: vkey('phone_digits') });

/** 'Invalid email format'. */
export const email = z
  .email({ error: (issue) => (issue.input == null || issue.input === '' ? vkey('required') : vkey('email')) })
  .max(limits.emailMax, { error: vkey('too_long') });

/**
 * Where a one-time link is sent: the person's email address (required), a phone for a copy by SMS (when the server
 * sends SMS), and the language of the message. The platform's staff create and merchant create take them
 * (server/mail/enrolmentLinks.ts).
 */
export const linkContactFields = {
  email: email.meta({ description: 'Where the one-time link is sent; the caller never sees the link.', examples: ['lan@example.com'] }),
  phone: phone.optional().meta({ description: 'Digits: a copy of the link goes by SMS too, when the server sends SMS.' }),
  language: Language.optional().meta({ description: 'The language of the message; the caller’s Language when absent.' }),
};

/** A URL the server will call (a webhook or notify URL), or send the payer to: http(s) only. */
export const callbackUrl = requiredText(limits.urlMax, 'url_format')
  .refine((value) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value), { error: vkey('url_format') })
  .meta({ description: 'An absolute http(s) URL.', examples: ['https://shop.example/kassa/webhook'] });

/** A protected change that asks for nothing but the code (deleting a payment method or a whitelist entry). */
export const stepUpCodeForm = z.object({ google_code: stepUpCode });

/**
 * The answer to a sign-in's challenge (code 4028), sent with the same sign-in again: the challenge as answered, and a
 * text whose SHA-256 after it begins with the asked zero bits. Absent until the server asks.
 */
export const signInChallengeFields = {
  challenge: optionalText(256).optional().meta({ description: 'The data.challenge of a 4028 answer, when the server asked for one.' }),
  challenge_answer: optionalText(64).optional().meta({
    description: 'A text such that SHA-256 of challenge + ":" + challenge_answer begins with data.difficulty zero bits.',
  }),
};
