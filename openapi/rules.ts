import Decimal from 'decimal.js';
import { z } from 'zod';
import { validationMessages } from './i18n/validation';
import { CoinName, Id, MerchantId, decimalPattern, text, typeError, vkey } from './common';
import type { ValidationKey, ValidationName } from './common';

/*
 * The validation rules of spec section 5 as reusable zod schemas.
 * Each message is an i18n key under `kassa.validation.*` (see openapi/i18n/validation.ts);
 * `issueMessage` turns an issue into `{ key, args }` for the console's forms and the server's error details.
 * Form schemas (`*Form`) describe what the operator types; the endpoints' request schemas reuse the same rules
 * for what travels on the wire, and differ where the wire differs (the encrypted password).
 */

/** Limits the spec leaves open, decided in docs/decisions.md ("## Contract"). */
export const limits = {
  usernameMax: 32,
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
  /** Arrays and objects inside one another in a JSON body; the contract's bodies need a few levels. */
  bodyMaxNesting: 64,
} as const;

// ---------- text ----------

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

// ---------- authenticator code ----------

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

// ---------- IP addresses ----------

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

function splitIpList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The API key's IP permission: one or more addresses separated by commas, normalised to 'a,b'. */
export const ipList = z
  .string(typeError('ip_format'))
  .overwrite((value) => splitIpList(value).join(','))
  .min(1, { error: vkey('required'), abort: true })
  .refine((value) => splitIpList(value).every(isIpAddress), { error: vkey('ip_format'), abort: true })
  .refine((value) => splitIpList(value).length <= limits.ipListMax, {
    error: vkey('too_many'),
    params: { max: limits.ipListMax },
  })
  .meta({
    description: `One or more IPv4/IPv6 addresses separated by commas (at most ${limits.ipListMax}); only these may call the API with the key.`,
    examples: ['203.0.113.7,198.51.100.0'],
  });

// ---------- amounts (decimal strings) ----------

/** A required decimal string (the Money pattern); the sign is checked by the rules built on it. */
function decimalText() {
  return z
    .string(typeError('numeric'))
    .trim()
    .min(1, { error: vkey('required'), abort: true })
    .regex(decimalPattern, { error: vkey('numeric'), abort: true });
}

function compare(value: string, other: string): number {
  return new Decimal(value).comparedTo(new Decimal(other));
}

/** Zero or more, e.g. a review-free limit ('0' reviews every withdrawal). */
export const nonNegativeAmount = decimalText()
  .refine((value) => compare(value, '0') >= 0, { error: vkey('not_negative'), abort: true })
  .meta({
  description: 'A non-negative decimal amount as a string.',
  examples: ['500'],
});

/** More than zero. */
export const positiveAmount = decimalText()
  .refine((value) => compare(value, '0') > 0, { error: vkey('positive'), abort: true })
  .meta({ description: 'A positive decimal amount as a string.', examples: ['100.50'] });

export function hasAtMostTwoDecimals(value: string): boolean {
  return !/\.\d{3,}$/.test(value);
}

/** USDT recharge and withdrawal: numeric, at least 100 (spec sections 5 and 9). */
export const usdtAmount = positiveAmount
  .refine((value) => compare(value, limits.usdtMinAmount) >= 0, {
    error: vkey('usdt_min'),
    params: { value: limits.usdtMinAmount },
  })
  .meta({ description: `USDT amount as a decimal string, at least ${limits.usdtMinAmount}.`, examples: ['100'] });

/** Fiat withdrawal: at least the currency's minimum, 'Minimum withdrawal request amount {value}'. */
export function withdrawalAmount(minimum: string) {
  return positiveAmount.refine((value) => compare(value, minimum) >= 0, {
    error: vkey('min_amount'),
    params: { value: minimum },
  });
}

/** Transfer: numeric and at least the coin's minimum (inclusive, as `min_transfer` is displayed). */
export function transferAmount(minimum: string) {
  return positiveAmount.refine((value) => compare(value, minimum) >= 0, {
    error: vkey('transfer_min'),
    params: { value: minimum },
  });
}

/** Adjustment: at most two decimals, not above the merchant's available balance when it is known. */
export function adjustmentAmount(available?: string) {
  const twoDecimals = positiveAmount.refine(hasAtMostTwoDecimals, { error: vkey('max_two_decimals'), abort: true });
  if (available === undefined) return twoDecimals;
  return twoDecimals.refine((value) => compare(value, available) <= 0, {
    error: vkey('exceeds_balance'),
    params: { value: available },
  });
}

// ---------- passwords ----------

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

// ---------- identifiers ----------

export const username = requiredText(limits.usernameMax).meta({ description: 'Login name.', examples: ['merchant01'] });

/** A user of the merchant (payer) as the spec's "UID": digits or letters. */
export const userId = requiredText(limits.userIdMax, 'id_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') });

export const orderId = requiredText(limits.orderIdMax).meta({ description: 'The order number.' });

/** At most this many orders are reviewed by one batch call (one authenticator code, one request). */
export const batchOrdersMax = 100;

/** The orders of a batch review: 1 to 100 order numbers; a number given twice counts once. */
export const batchOrderIds = z
  .array(orderId, typeError())
  .min(1, { error: vkey('required') })
  .max(batchOrdersMax, { error: vkey('too_many') })
  .meta({ description: `1 to ${batchOrdersMax} order numbers; a number given twice is reviewed once.` });

/** Transfer TXID: only digits or letters. */
export const txid = requiredText(limits.txidMax, 'txid_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('txid_chars') });

/** Blockchain address: only digits or letters. */
export const chainAddress = requiredText(limits.addressMax, 'address_chars').regex(/^[A-Za-z0-9]+$/, {
  error: vkey('address_chars'),
});

/** A required rejection reason, at most 200 characters. */
export const rejectionReason = requiredText(limits.reasonMax).meta({ description: 'Why the order is rejected; stored as remark.' });

// ---------- checkout ----------

/** Payment password: exactly 6 digits. */
export const paymentPassword = z
  .string(typeError('payment_password'))
  .min(1, { error: vkey('required'), abort: true })
  .regex(/^\d{6}$/, { error: vkey('payment_password') });

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

// ---------- forms ----------

/** Login form (spec section 5): username ≤ 32, password ≤ 64 before encryption, 6-digit code. */
export const loginForm = z.object({
  username,
  password: loginPassword,
  google_code: googleCode,
});

/** Change password (spec section 5): old, new and confirmation required; 'Passwords do not match'. */
export const passwordChangeForm = z
  .object({
    old_password: loginPassword,
    new_password: newPassword,
    confirm_password: z.string(typeError()).min(1, { error: vkey('required') }),
  })
  .refine((value) => !value.confirm_password || value.confirm_password === value.new_password, {
    error: vkey('passwords_mismatch'),
    path: ['confirm_password'],
  })
  .refine((value) => !value.new_password || value.new_password !== value.old_password, {
    error: vkey('password_unchanged'),
    path: ['new_password'],
  });

/** Replace the authenticator: the code of the current one, and a code of the new secret to prove it was scanned. */
export const googleSecretForm = z.object({
  google_code: googleCode,
  new_google_code: googleCode,
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

/** Login IP whitelist entry. */
export const whitelistForm = z.object({ ip: ipAddress, google_code: stepUpCode });

/** API key creation and IP permission change. */
export const accessKeyForm = z.object({ ip: ipList, google_code: stepUpCode });

/** Revoking the API key takes the authenticator code. */
export const accessKeyRevokeForm = z.object({ google_code: stepUpCode });

/** A URL the server will call (a webhook or notify URL), or send the payer to: http(s) only. */
export const callbackUrl = requiredText(limits.urlMax, 'url_format')
  .refine((value) => /^https?:\/\/[^\s/?#]+/i.test(value) && URL.canParse(value), { error: vkey('url_format') })
  .meta({ description: 'An absolute http(s) URL.', examples: ['https://shop.example/kassa/webhook'] });

/** The merchant's own order number in the order API: digits, letters, '-' or '_'. */
export const merchantOrderNo = requiredText(limits.orderIdMax, 'order_no_chars')
  .regex(/^[A-Za-z0-9_-]+$/, { error: vkey('order_no_chars') })
  .meta({ description: 'Your own order number, unique per merchant.', examples: ['SHOP-2025-0001'] });

/**
 * The integration settings (the spec's cut-in setting): the default webhook endpoint and the default return URL of
 * orders that name none. Each given field is set (a URL) or cleared (null); an absent one stays as it is.
 */
export const webhookEndpointForm = z
  .object({ webhook_url: callbackUrl.nullable().optional(), return_url: callbackUrl.nullable().optional(), google_code: stepUpCode })
  .refine((form) => form.webhook_url !== undefined || form.return_url !== undefined, { error: vkey('required'), path: ['webhook_url'] });

/** Reject a user withdrawal: the reason is required. */
export const rejectionForm = z.object({ reason: rejectionReason });

/** Approve the selected user withdrawals at once: one authenticator code for all. */
export const batchApprovalForm = z.object({ google_code: stepUpCode });

/** (issue 13) Approving one order above its coin's approval code threshold: the authenticator code. */
export const approvalCodeForm = z.object({ google_code: stepUpCode });

/** A protected change that asks for nothing but the code (deleting a payment method or a whitelist entry). */
export const stepUpCodeForm = z.object({ google_code: stepUpCode });

/** The same while the session's step-up window is closed: the code is required. */
export const stepUpCodeRequiredForm = z.object({ google_code: googleCode });

/** Reject the selected user withdrawals at once: one reason for all, and the authenticator code. */
export const batchRejectionForm = z.object({ reason: rejectionReason, google_code: stepUpCode });

/** USDT recharge: amount ≥ 100, TXID and sender address digits or letters; currency, network, address, rate and fee required. */
export const usdtRechargeForm = z.object({
  in_abbreviation: CoinName,
  network: requiredText(16, 'choice'),
  address: chainAddress,
  sender_address: chainAddress,
  rate: nonNegativeAmount,
  usdt_recharge_fee: nonNegativeAmount,
  trade_count: usdtAmount,
  txid,
});

/** USDT withdrawal: amount numeric, at least 100. */
export const usdtWithdrawForm = z.object({
  out_abbreviation: CoinName,
  network: requiredText(16, 'choice'),
  address: chainAddress,
  trade_count: usdtAmount,
});

/** Fiat withdrawal to one of the merchant's payment methods; `minimum` is the currency's minimum. */
export function fiatWithdrawForm(minimum: string) {
  return z.object({
    payment_method_id: Id,
    out_abbreviation: CoinName,
    trade_count: withdrawalAmount(minimum),
  });
}

/** Transfer to another merchant: currency, recipient and amount at least the coin's minimum. */
export function transferForm(minimum: string) {
  return z.object({
    coin_name: CoinName,
    receipt_merchant_id: MerchantId,
    transfer_amount: transferAmount(minimum),
    remark: optionalText(limits.remarkMax).optional(),
  });
}

/** Balance adjustment: target UID, balance type, amount (≤ available, 2 decimals) and reason required. */
export function adjustmentForm(available?: string) {
  return z.object({
    receipt_user_id: userId,
    coin_name: CoinName,
    balance_type: choice(['available', 'to_be_confirmed']),
    pay_amount: adjustmentAmount(available),
    remark: requiredText(limits.reasonMax),
  });
}

/** Review-free limit of one currency. */
export const withdrawalLimitForm = z.object({
  coin_name: CoinName,
  limit_amount: nonNegativeAmount,
});

/** (issue 12) The review-free limit page's dialog: the new limit of one currency and the authenticator code. */
export const reviewFreeLimitForm = z.object({
  limit_amount: nonNegativeAmount,
  // (issue 13) Left empty: approvals never ask for the code.
  approval_code_above: z.preprocess((value) => (value === '' || value === undefined ? null : value), nonNegativeAmount.nullable()),
  google_code: stepUpCode,
});

/** (issue 12) Opening or closing a market: the authenticator code. */
export const marketSwitchForm = z.object({ google_code: stepUpCode });

/** (issue 12) At most this many documents in a verification submission. */
export const kycDocumentsMax = 5;

/** (issue 12) An uploaded file's id (`file_` and 32 hex digits), as upload answered it. */
export const fileId = requiredText(64).regex(/^file_[0-9a-f]{32}$/, { error: vkey('invalid') });

/**
 * (issue 12) The merchant verification (KYC) form: the company and its legal representative, and the documents
 * (business registration, the representative's ID…) uploaded first with /v1/system/file/upload.
 */
export const kycForm = z.object({
  company_name: requiredText(100),
  registration_number: requiredText(64, 'id_chars').regex(/^[A-Za-z0-9]+$/, { error: vkey('id_chars') }),
  country: requiredText(64),
  company_address: requiredText(200),
  representative_name: personName,
  representative_id_number: idNumber,
  contact_email: email,
  contact_phone: phone,
  document_ids: z
    .array(fileId, typeError())
    .min(1, { error: vkey('required') })
    .max(kycDocumentsMax, { error: vkey('too_many') }),
});

/** (issue 12) At most this many attachments to a question for support. */
export const supportAttachmentsMax = 5;

/** (issue 12) The rich text of a question: HTML of at most 20 000 characters (the server sanitizes it). */
export const richText = requiredText(20_000).refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '', {
  error: vkey('required'),
});

/** (issue 12) The help center's contact form. */
export const supportTicketForm = z.object({
  subject: requiredText(limits.subjectMax),
  body_html: richText,
  attachment_ids: z.array(fileId, typeError()).max(supportAttachmentsMax, { error: vkey('too_many') }).default([]),
});

/** Payment method (bank card or e-wallet). */
export const paymentMethodForm = z.object({
  type: choice(['bank_card', 'e_wallet']),
  coin_name: CoinName,
  bank_name: requiredText(limits.bankNameMax),
  holder_name: personName,
  account_number: requiredText(limits.accountNumberMax),
  enabled: z.boolean(typeError()),
});

/** Checkout login: username and password required, slider completed. */
export const checkoutLoginForm = z.object({
  username: z
    .string({ error: () => vkey('username_first') })
    .trim()
    .min(1, { error: vkey('username_first'), abort: true })
    .max(limits.usernameMax, { error: vkey('too_long') }),
  password: loginPassword,
  slider_passed: z.literal(true, { error: () => vkey('slider_required') }),
});

/** A checkout field whose absence says 'Information not filled completely' before its own rule applies. */
function filledIn(rule: z.ZodType<string, string>) {
  return z
    .string({ error: () => vkey('incomplete') })
    .trim()
    .min(1, { error: vkey('incomplete'), abort: true })
    .pipe(rule);
}

/** Checkout identity authentication: any missing field says 'Information not filled completely'. */
export const checkoutIdentityForm = z.object({
  name: filledIn(personName),
  id_number: filledIn(idNumber),
  phone: filledIn(phone),
  email: filledIn(email),
});

/** Checkout phone before sending a code: 'Please fill in phone number first'. */
export const checkoutPhone = z
  .string({ error: () => vkey('phone_first') })
  .trim()
  .min(1, { error: vkey('phone_first'), abort: true })
  .max(limits.phoneMax, { error: vkey('too_long') })
  .regex(/^\d+$/, { error: vkey('phone_digits') });

/** Checkout payment password. */
export const checkoutPaymentPasswordForm = z.object({ payment_password: paymentPassword });

/** A bank card number: 12–19 digits whose Luhn check digit is right. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const bankCard = requiredText(limits.bankCardMax, 'bank_card_digits')
  .regex(/^\d{12,19}$/, { error: vkey('bank_card_digits'), abort: true })
  .refine(passesLuhn, { error: vkey('bank_card_luhn') });

/** The one-time code sent to the payer's phone: 6 digits. */
export const phoneCode = z
  .string(typeError('phone_code'))
  .trim()
  .min(1, { error: vkey('incomplete'), abort: true })
  .regex(/^\d{6}$/, { error: vkey('phone_code') });

/** Checkout identity authentication, every step at once: a missing field says 'Information not filled completely'. */
export const checkoutIdentitySubmitForm = checkoutIdentityForm.extend({
  phone_code: phoneCode,
  bank_card: filledIn(bankCard),
});

/** Setting the payment password: 6 digits, typed twice. */
export const checkoutSetPaymentPasswordForm = z
  .object({ payment_password: paymentPassword, confirm_password: z.string(typeError()).min(1, { error: vkey('required') }) })
  .refine((form) => form.payment_password === form.confirm_password, { error: vkey('passwords_mismatch'), path: ['confirm_password'] });

/** Paying: the payment password, and whether reward points go first (spec section 9). */
export const checkoutPayForm = z.object({ payment_password: paymentPassword, use_reward: z.boolean(typeError()).default(true) });

// ---------- issues → translatable messages ----------

export type MessageArgs = Record<string, string | number>;

/** A message the console (react-admin `translate`) or the server (`lookupMessage` + `interpolate`) can render. */
export interface TranslatableMessage {
  key: ValidationKey;
  args: MessageArgs;
}

const validationNames = new Set(Object.keys(validationMessages.en.kassa.validation));

export function isValidationKey(value: string): value is ValidationKey {
  return value.startsWith('kassa.validation.') && validationNames.has(value.slice('kassa.validation.'.length));
}

function fallbackKey(issue: z.core.$ZodIssue): ValidationKey {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'set' ? vkey('too_many') : issue.origin === 'string' ? vkey('too_long') : vkey('invalid');
    case 'too_small':
      return issue.origin === 'string' ? vkey('too_short') : vkey('invalid');
    case 'invalid_value':
      return vkey('choice');
    case 'invalid_format':
      return issue.format === 'email' ? vkey('email') : issue.format === 'datetime' ? vkey('date_time') : vkey('invalid');
    default:
      return vkey('invalid');
  }
}

function argValue(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}

/** Maps a zod issue to its i18n key and the `%{name}` arguments (`min`, `max`, and a refinement's `params`). */
export function issueMessage(issue: z.core.$ZodIssue): TranslatableMessage {
  const key = isValidationKey(issue.message) ? issue.message : fallbackKey(issue);
  const args: MessageArgs = {};
  if ('minimum' in issue && issue.minimum !== undefined) args.min = argValue(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) args.max = argValue(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) args[name] = argValue(value);
  }
  return { key, args };
}

/** The dotted path of an issue, as the server reports it in `data.field`. */
export function issueField(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

/** react-admin's shape of one field error: `translate(message, args)`. */
export interface FieldError {
  message: ValidationKey;
  args: MessageArgs;
}

export type FormErrors = { [field: string]: FieldError | FormErrors };

function isFieldError(value: FieldError | FormErrors): value is FieldError {
  return typeof value.message === 'string';
}

/**
 * Form-level validation for react-admin's `<Form validate>`: the first error of each field,
 * nested like the values, `{}` when the values are valid.
 */
export function formErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String) : ['_root'];
    const leaf = path[path.length - 1] as string;
    let node: FormErrors | undefined = errors;
    for (const part of path.slice(0, -1)) {
      const next: FieldError | FormErrors | undefined = node[part];
      if (next === undefined) node = node[part] = {};
      else if (isFieldError(next)) {
        node = undefined;
        break;
      } else node = next;
    }
    if (!node || node[leaf] !== undefined) continue;
    const { key, args } = issueMessage(issue);
    node[leaf] = { message: key, args };
  }
  return errors;
}
