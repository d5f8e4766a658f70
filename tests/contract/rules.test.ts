import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MerchantId, Money, Timestamp, commonFilters, listRequest } from '../../openapi/common';
import { endpoints } from '../../openapi/endpoints';
import { merchantFeeRatesForm } from '../../openapi/platformMerchants';
import { coinFeeRatesForm } from '../../openapi/platformSettings';
import { usdtWithdrawalApprovalForm } from '../../openapi/platformReviews';
import {
  accessKeyForm,
  adjustmentAmount,
  adjustmentForm,
  checkoutIdentityForm,
  checkoutLoginForm,
  checkoutPaymentPasswordForm,
  checkoutPhone,
  email,
  formErrors,
  googleCode,
  idNumber,
  ipAddress,
  ipList,
  issueMessage,
  loginForm,
  optionalText,
  passwordChangeForm,
  paymentPassword,
  personName,
  phone,
  rejectionForm,
  requiredText,
  transferForm,
  usdtAmount,
  usdtRechargeForm,
  usdtWithdrawForm,
  whitelistForm,
  withdrawalAmount,
} from '../../openapi/rules';
import { lookupContractMessage } from '../../openapi/i18n/dictionaries';
import { interpolate } from '../../openapi/i18n/interpolate';

/** The first issue of a value as `{ key, args, field }`, or null when the value passes. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { ...issueMessage(issue), field: issue.path.join('.') };
}

const keyOf = (schema: z.ZodType, value: unknown) => firstIssue(schema, value)?.key ?? null;

/** The English text of a message, arguments filled in, as the console and the server show it. */
function english(schema: z.ZodType, value: unknown): string {
  const issue = firstIssue(schema, value);
  if (!issue) throw new Error('the value passed');
  const text = lookupContractMessage('en', issue.key);
  if (text === undefined) throw new Error(`no English text for ${issue.key}`);
  return interpolate(text, issue.args);
}

const k = (name: string) => `kassa.validation.${name}`;

const validCipher = 'A'.repeat(342) + '==';

describe('IP whitelist and API key (spec section 5)', () => {
  it.each(['192.168.1.1', '8.8.8.8', '2001:db8::1', '::1', ' 10.0.0.1 '])('accepts %s', (value) => {
    expect(keyOf(ipAddress, value)).toBeNull();
  });

  it.each(['256.1.1.1', '1.2.3', 'abc', '1.2.3.4.5', '1.2.3.4/24'])("refuses %s with 'IP format is incorrect'", (value) => {
    expect(keyOf(ipAddress, value)).toBe(k('ip_format'));
    expect(english(ipAddress, value)).toBe('IP format is incorrect');
  });

  it('requires an IP', () => {
    expect(keyOf(whitelistForm, { ip: '' })).toBe(k('required'));
    expect(keyOf(whitelistForm, {})).toBe(k('required'));
    expect(keyOf(endpoints.whitelistAdd.request, { ip: 'x.y' })).toBe(k('ip_format'));
  });

  it('takes several addresses as the API IP permission and normalises them', () => {
    expect(ipList.parse(' 1.1.1.1 , 2001:db8::2,')).toBe('1.1.1.1,2001:db8::2');
    expect(keyOf(ipList, '1.1.1.1,nope')).toBe(k('ip_format'));
    const tooMany = Array.from({ length: 21 }, (_, index) => `10.0.0.${index + 1}`).join(',');
    expect(firstIssue(ipList, tooMany)).toMatchObject({ key: k('too_many'), args: { max: 20 } });
  });

  it("creating an API key: the code may be absent (the step-up window stands in for it), an empty one says 'Verification code cannot be empty'", () => {
    expect(firstIssue(endpoints.accessKeyAdd.request, { ip: '1.2.3.4' })).toBeNull();
    expect(keyOf(accessKeyForm, { ip: '1.2.3.4' })).toBeNull();
    for (const body of [{ ip: '1.2.3.4', google_code: '' }, { ip: '1.2.3.4', google_code: null }]) {
      expect(firstIssue(endpoints.accessKeyAdd.request, body)).toMatchObject({ key: k('verification_code_empty'), field: 'google_code' });
      expect(english(accessKeyForm, body)).toBe('Verification code cannot be empty');
    }
    expect(keyOf(accessKeyForm, { ip: '1.2.3.4', google_code: '12345' })).toBe(k('google_code'));
    expect(keyOf(accessKeyForm, { ip: '1.2.3.4', google_code: '123456' })).toBeNull();
    expect(keyOf(accessKeyForm, { ip: '1.2.3.x', google_code: '123456' })).toBe(k('ip_format'));
  });
});

describe('authenticator code', () => {
  it.each([
    ['123456', null],
    [' 654321 ', null],
    ['', 'verification_code_empty'],
    [undefined, 'verification_code_empty'],
    ['12345', 'google_code'],
    ['1234567', 'google_code'],
    ['12a456', 'google_code'],
    [123456, 'google_code'],
  ])('%j → %s', (value, expected) => {
    expect(keyOf(googleCode, value)).toBe(expected === null ? null : k(expected));
  });
});

describe('change password (spec section 5)', () => {
  const valid = { old_password: 'old-pass1', new_password: 'N3w.pass!', confirm_password: 'N3w.pass!' };

  it('accepts digits, letters and punctuation', () => {
    expect(keyOf(passwordChangeForm, valid)).toBeNull();
  });

  it('requires old, new and confirmation', () => {
    for (const field of ['old_password', 'new_password', 'confirm_password'] as const) {
      expect(firstIssue(passwordChangeForm, { ...valid, [field]: '' })).toMatchObject({ key: k('required'), field });
      expect(firstIssue(passwordChangeForm, { ...valid, [field]: undefined })).toMatchObject({ key: k('required'), field });
    }
  });

  it("says 'Passwords do not match'", () => {
    const body = { ...valid, confirm_password: 'N3w.pass?' };
    expect(firstIssue(passwordChangeForm, body)).toMatchObject({ key: k('passwords_mismatch'), field: 'confirm_password' });
    expect(english(passwordChangeForm, body)).toBe('Passwords do not match');
  });

  it.each(['pass word1', 'pässword1', '密码password'])('refuses %j: only digits, letters or punctuation', (password) => {
    expect(keyOf(passwordChangeForm, { ...valid, new_password: password, confirm_password: password })).toBe(k('password_chars'));
  });

  it('needs at least 8 and at most 64 characters', () => {
    expect(firstIssue(passwordChangeForm, { ...valid, new_password: 'Ab1.', confirm_password: 'Ab1.' })).toMatchObject({
      key: k('password_min'),
      args: { min: 8 },
    });
    expect(english(passwordChangeForm, { ...valid, new_password: 'Ab1.', confirm_password: 'Ab1.' })).toBe(
      'The password must be at least 8 characters',
    );
    const long = 'a'.repeat(65);
    expect(firstIssue(passwordChangeForm, { ...valid, new_password: long, confirm_password: long })).toMatchObject({
      key: k('too_long'),
      args: { max: 64 },
    });
  });

  it('refuses the old password as the new one', () => {
    expect(keyOf(passwordChangeForm, { old_password: 'Same.pass1', new_password: 'Same.pass1', confirm_password: 'Same.pass1' })).toBe(
      k('password_unchanged'),
    );
  });

  it('sends the old password, the new one and its confirmation encrypted', () => {
    const encrypted = { old_password: validCipher, new_password: validCipher, confirm_password: validCipher };
    expect(keyOf(endpoints.resetSelfPassword.request, encrypted)).toBeNull();
    expect(keyOf(endpoints.resetSelfPassword.request, { ...encrypted, old_password: 'not base64!' })).toBe(k('invalid'));
    expect(keyOf(endpoints.resetSelfPassword.request, { ...encrypted, confirm_password: undefined })).toBe(k('required'));
  });
});

describe('login (spec section 5; limits decided: username ≤ 32, password ≤ 64 before encryption, 6-digit code)', () => {
  const valid = { username: 'merchant01', password: 'secret', google_code: '123456' };

  it('accepts a complete form', () => {
    expect(keyOf(loginForm, valid)).toBeNull();
  });

  it('requires username, password and code', () => {
    expect(firstIssue(loginForm, { ...valid, username: '' })).toMatchObject({ key: k('required'), field: 'username' });
    expect(firstIssue(loginForm, { ...valid, password: '' })).toMatchObject({ key: k('required'), field: 'password' });
    expect(firstIssue(loginForm, { ...valid, google_code: '' })).toMatchObject({ key: k('verification_code_empty'), field: 'google_code' });
  });

  it('says too long with the limit', () => {
    expect(firstIssue(loginForm, { ...valid, username: 'u'.repeat(33) })).toMatchObject({ key: k('too_long'), args: { max: 32 } });
    expect(english(loginForm, { ...valid, username: 'u'.repeat(33) })).toBe('Must be 32 characters or fewer');
    expect(firstIssue(loginForm, { ...valid, password: 'p'.repeat(65) })).toMatchObject({ key: k('too_long'), args: { max: 64 } });
    expect(keyOf(loginForm, { ...valid, username: 'u'.repeat(32), password: 'p'.repeat(64) })).toBeNull();
  });

  it('carries the encrypted password on the wire, so its wire rule differs from the form rule', () => {
    expect(keyOf(loginForm, { ...valid, password: validCipher })).toBe(k('too_long'));
    expect(keyOf(endpoints.login.request, { ...valid, password: validCipher })).toBeNull();
    expect(keyOf(endpoints.login.request, { ...valid, password: 'plain text' })).toBe(k('invalid'));
    expect(keyOf(endpoints.login.request, { ...valid, password: validCipher, username: 'u'.repeat(33) })).toBe(k('too_long'));
  });
});

describe('USDT recharge and withdrawal (spec sections 5 and 9)', () => {
  const recharge = {
    in_abbreviation: 'CNY',
    network: 'TRC20',
    address: 'TXyz1234567890abcdef',
    sender_address: 'TSender1234567890abcd',
    rate: '7.2',
    usdt_recharge_fee: '0.01',
    trade_count: '100',
    txid: 'a1b2c3d4e5f6',
  };

  it('accepts 100 and more', () => {
    expect(keyOf(usdtAmount, '100')).toBeNull();
    expect(keyOf(usdtAmount, '100.000001')).toBeNull();
    expect(keyOf(usdtRechargeForm, recharge)).toBeNull();
    expect(keyOf(endpoints.usdtRechargeAdd.request, recharge)).toBeNull();
  });

  it('refuses less than 100 with the minimum', () => {
    expect(firstIssue(usdtAmount, '99.99')).toMatchObject({ key: k('usdt_min'), args: { value: '100' } });
    expect(english(usdtAmount, '99.99')).toBe('The minimum amount is 100 USDT');
    expect(keyOf(usdtWithdrawForm, { out_abbreviation: 'CNY', network: 'TRC20', address: 'T123', trade_count: '50' })).toBe(k('usdt_min'));
  });

  it.each(['abc', '1e3', '1,000', '10.', '.5', '100 USDT'])('refuses %j: numeric only', (value) => {
    expect(keyOf(usdtAmount, value)).toBe(k('numeric'));
  });

  it('refuses zero and negative amounts as not positive', () => {
    expect(keyOf(usdtAmount, '0')).toBe(k('positive'));
    expect(keyOf(usdtAmount, '-100')).toBe(k('positive'));
  });

  it('TXID: only digits or letters', () => {
    expect(keyOf(usdtRechargeForm, { ...recharge, txid: '0xabc-123' })).toBe(k('txid_chars'));
    expect(keyOf(usdtRechargeForm, { ...recharge, txid: '' })).toBe(k('required'));
  });

  it('sender address: digits or letters, like every chain address', () => {
    expect(keyOf(usdtRechargeForm, { ...recharge, sender_address: '0x12-34' })).toBe(k('address_chars'));
    expect(keyOf(endpoints.usdtRechargeAdd.request, { ...recharge, sender_address: 'T sender' })).toBe(k('address_chars'));
  });

  it.each(['in_abbreviation', 'network', 'address', 'sender_address', 'rate', 'usdt_recharge_fee'])('requires %s', (field) => {
    expect(firstIssue(usdtRechargeForm, { ...recharge, [field]: undefined })).toMatchObject({ key: k('required'), field });
    expect(firstIssue(usdtRechargeForm, { ...recharge, [field]: '' })).toMatchObject({ key: k('required'), field });
  });

  it('the withdrawal request checks the same minimum', () => {
    expect(keyOf(endpoints.usdtWithdrawAdd.request, { out_abbreviation: 'CNY', network: 'TRC20', address: 'T123', trade_count: '99' })).toBe(
      k('usdt_min'),
    );
    expect(keyOf(endpoints.usdtWithdrawAdd.request, { out_abbreviation: 'CNY', network: 'BTC', address: 'T123', trade_count: '100' })).toBe(
      k('choice'),
    );
  });
});

describe('fiat withdrawal (spec section 5)', () => {
  it("says 'Minimum withdrawal request amount {value}' with the currency's minimum", () => {
    expect(firstIssue(withdrawalAmount('50'), '49.99')).toMatchObject({ key: k('min_amount'), args: { value: '50' } });
    expect(english(withdrawalAmount('50'), '49.99')).toBe('Minimum withdrawal request amount 50');
    expect(keyOf(withdrawalAmount('50'), '50')).toBeNull();
    expect(keyOf(withdrawalAmount('50'), 'fifty')).toBe(k('numeric'));
  });
});

describe('transfer (spec section 5)', () => {
  const form = transferForm('10');
  const valid = { coin_name: 'USDT', receipt_merchant_id: 'M10002', transfer_amount: '10.01' };

  it('accepts an amount above the minimum', () => {
    expect(keyOf(form, valid)).toBeNull();
  });

  it('requires currency, recipient merchant ID and amount', () => {
    for (const field of ['coin_name', 'receipt_merchant_id', 'transfer_amount'] as const) {
      expect(firstIssue(form, { ...valid, [field]: undefined })).toMatchObject({ key: k('required'), field });
    }
  });

  it('amount numeric and at least the minimum (inclusive)', () => {
    expect(keyOf(form, { ...valid, transfer_amount: 'ten' })).toBe(k('numeric'));
    expect(firstIssue(form, { ...valid, transfer_amount: '9.99' })).toMatchObject({ key: k('transfer_min'), args: { value: '10' } });
    expect(english(form, { ...valid, transfer_amount: '9.99' })).toBe('The amount must be at least 10');
    expect(keyOf(form, { ...valid, transfer_amount: '10' })).toBeNull();
  });

  it('recipient merchant ID: digits or letters', () => {
    expect(keyOf(form, { ...valid, receipt_merchant_id: 'M-1' })).toBe(k('id_chars'));
  });
});

describe('adjustment (spec section 5)', () => {
  const form = adjustmentForm('1000');
  const valid = { receipt_user_id: 'U123', coin_name: 'CNY', balance_type: 'available', pay_amount: '999.99', remark: 'compensation' };

  it('accepts a complete adjustment', () => {
    expect(keyOf(form, valid)).toBeNull();
  });

  it('requires target UID, balance type, amount and reason', () => {
    for (const field of ['receipt_user_id', 'balance_type', 'pay_amount', 'remark'] as const) {
      expect(firstIssue(form, { ...valid, [field]: undefined })).toMatchObject({ key: k('required'), field });
    }
  });

  it('at most two decimals', () => {
    expect(keyOf(adjustmentAmount(), '1.005')).toBe(k('max_two_decimals'));
    expect(keyOf(adjustmentAmount(), '1.05')).toBeNull();
    expect(keyOf(endpoints.adjustmentPlus.request, { ...valid, pay_amount: '1.005' })).toBe(k('max_two_decimals'));
  });

  it('not above the available balance', () => {
    expect(firstIssue(form, { ...valid, pay_amount: '1000.01' })).toMatchObject({ key: k('exceeds_balance'), args: { value: '1000' } });
    expect(keyOf(form, { ...valid, pay_amount: '1000' })).toBeNull();
  });

  it('balance type is available or to be confirmed', () => {
    expect(keyOf(form, { ...valid, balance_type: 'to_be_confirmed' })).toBeNull();
    expect(keyOf(form, { ...valid, balance_type: 'frozen' })).toBe(k('choice'));
  });

  it("has the spec's market message for the server to answer", () => {
    expect(lookupContractMessage('en', k('market_not_enabled'))).toBe('The user has not enabled this market. Please choose again.');
  });
});

describe('withdrawal rejection (spec section 5)', () => {
  it('requires a reason of at most 200 characters', () => {
    expect(keyOf(rejectionForm, { reason: 'duplicate request' })).toBeNull();
    expect(keyOf(rejectionForm, { reason: '' })).toBe(k('required'));
    expect(keyOf(rejectionForm, { reason: '   ' })).toBe(k('required'));
    expect(firstIssue(rejectionForm, { reason: 'r'.repeat(201) })).toMatchObject({ key: k('too_long'), args: { max: 200 } });
    expect(firstIssue(endpoints.withdrawalReject.request, { order_id: 'W1' })).toMatchObject({ key: k('required'), field: 'reason' });
    expect(keyOf(endpoints.withdrawalApprove.request, { order_id: 'W1' })).toBeNull();
  });
});

describe('checkout (spec section 5)', () => {
  it('payment password is 6 digits', () => {
    expect(keyOf(paymentPassword, '123456')).toBeNull();
    for (const value of ['12345', '1234567', '12345a']) expect(keyOf(paymentPassword, value)).toBe(k('payment_password'));
    expect(keyOf(checkoutPaymentPasswordForm, { payment_password: '' })).toBe(k('required'));
  });

  it('names only Chinese or letters', () => {
    for (const value of ['张三', 'John Smith', 'Nguyễn Văn An', '阿依古丽·买买提']) expect(keyOf(personName, value)).toBeNull();
    for (const value of ['John3', 'J. Smith', '张_三']) expect(keyOf(personName, value)).toBe(k('name_chars'));
  });

  it('ID digits or letters', () => {
    expect(keyOf(idNumber, '11010519491231002X')).toBeNull();
    expect(keyOf(idNumber, '110105-1949')).toBe(k('id_chars'));
  });

  it('phone digits only', () => {
    expect(keyOf(phone, '13800138000')).toBeNull();
    expect(keyOf(phone, '+86 138')).toBe(k('phone_digits'));
    expect(keyOf(checkoutPhone, '')).toBe(k('phone_first'));
    expect(english(checkoutPhone, '')).toBe('Please fill in phone number first');
  });

  it("'Invalid email format'", () => {
    expect(keyOf(email, 'payer@example.com')).toBeNull();
    expect(keyOf(email, 'payer@example')).toBe(k('email'));
    expect(english(email, 'payer@')).toBe('Invalid email format');
  });

  it("identity form: a missing field says 'Information not filled completely'", () => {
    const identity = { name: '张三', id_number: '11010519491231002X', phone: '13800138000', email: 'payer@example.com' };
    expect(keyOf(checkoutIdentityForm, identity)).toBeNull();
    expect(english(checkoutIdentityForm, { ...identity, phone: '' })).toBe('Information not filled completely');
    expect(keyOf(checkoutIdentityForm, { ...identity, name: 'John3' })).toBe(k('name_chars'));
  });

  it('login: username and password required, slider completed', () => {
    expect(keyOf(checkoutLoginForm, { username: 'payer', password: 'x', slider_passed: true })).toBeNull();
    expect(english(checkoutLoginForm, { username: '', password: 'x', slider_passed: true })).toBe('Please enter username first');
    expect(keyOf(checkoutLoginForm, { username: 'payer', password: '', slider_passed: true })).toBe(k('required'));
    expect(english(checkoutLoginForm, { username: 'payer', password: 'x', slider_passed: false })).toBe('Please slide the bar first');
  });
});

describe('shared scalars', () => {
  it('money is a decimal string', () => {
    for (const value of ['0', '12.50', '-3.2', '1000000000000000000000.000001']) expect(keyOf(Money, value)).toBeNull();
    for (const value of [12.5, '1,000', '1e3', '', ' 1']) expect(keyOf(Money, value)).not.toBeNull();
    expect(keyOf(Money, 12.5)).toBe(k('numeric'));
  });

  it('timestamps are ISO-8601 UTC', () => {
    expect(keyOf(Timestamp, '2025-01-31T08:00:00Z')).toBeNull();
    expect(keyOf(Timestamp, '2025-01-31T08:00:00.123Z')).toBeNull();
    expect(keyOf(Timestamp, '2025-01-31T08:00:00+08:00')).toBe(k('date_time'));
    expect(keyOf(Timestamp, '2025-01-31 08:00')).toBe(k('date_time'));
  });

  it('lists page from 1 with 20 rows by default, at most 100 rows, end time not before start time', () => {
    const list = listRequest({ sortFields: ['create_time'], filters: { start_time: Timestamp.optional(), end_time: Timestamp.optional() } });
    expect(list.parse({})).toEqual({ page: 1, page_size: 20, sort_order: 'desc' });
    expect(keyOf(list, { page: 0 })).toBe(k('invalid'));
    expect(keyOf(list, { page_size: 101 })).toBe(k('invalid'));
    expect(keyOf(list, { sort_field: 'password' })).toBe(k('choice'));
    expect(firstIssue(list, { start_time: '2025-02-01T00:00:00Z', end_time: '2025-01-01T00:00:00Z' })).toMatchObject({
      key: k('time_range'),
      field: 'end_time',
    });
  });
});

describe('formErrors (react-admin form-level validation)', () => {
  it('answers the first error of each field as { message, args }', () => {
    expect(formErrors(loginForm, { username: 'u'.repeat(40), password: null, google_code: '12' })).toEqual({
      username: { message: k('too_long'), args: { max: 32 } },
      password: { message: k('required'), args: {} },
      google_code: { message: k('google_code'), args: {} },
    });
  });

  it('nests errors like the values', () => {
    expect(formErrors(endpoints.reviewFreeLimitUpdate.request, { list: [{ coin_name: 'CNY', limit_amount: 'x' }], google_code: '123456' })).toEqual({
      list: { '0': { limit_amount: { message: k('numeric'), args: {} } } },
    });
  });

  it('answers {} for valid values', () => {
    expect(formErrors(loginForm, { username: 'a', password: 'b', google_code: '123456' })).toEqual({});
  });
});

describe('what every text and instant of the contract refuses (stored and queried safely)', () => {
  it.each(['a\u0000b', '\u0007bell', 'lone \uD800 half', 'other \uDC00 half', '\u007F'])('refuses %j in any text with a clear message', (value) => {
    for (const schema of [requiredText(50), optionalText(50), commonFilters.keyword, MerchantId]) {
      expect(keyOf(schema, value)).toBe(k('text_chars'));
    }
    expect(english(requiredText(50), value)).toBe('This text contains characters that cannot be used (control characters)');
  });

  it.each(['line one\nline two', 'tab\there', '中文 Tiếng Việt 😀'])('keeps what a person types: %j', (value) => {
    expect(keyOf(optionalText(50), value)).toBeNull();
  });

  it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59.999Z'])('refuses the instant %s with the range', (value) => {
    expect(keyOf(Timestamp, value)).toBe(k('date_time_range'));
    expect(english(Timestamp, value)).toBe('Choose a date between the years 1900 and 9999');
  });

  it.each(['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2025-06-02T08:00:00Z'])('accepts the instant %s', (value) => {
    expect(keyOf(Timestamp, value)).toBeNull();
  });
});

describe('fee rates charged together and payout TXIDs', () => {
  const rates = { coin_name: 'CNY', recharge_fee_rate: '0.006', withdrawal_fee_rate: '0.008' };

  it('refuses a transfer rate and an internal transfer rate that sum to 1 or more, on the internal rate, with the sum', () => {
    expect(keyOf(coinFeeRatesForm, { ...rates, transfer_fee_rate: '0.5', internal_transfer_fee_rate: '0.49999999' })).toBeNull();
    expect(firstIssue(coinFeeRatesForm, { ...rates, transfer_fee_rate: '0.6', internal_transfer_fee_rate: '0.6' })).toMatchObject({
      key: k('fee_rates_sum'),
      args: { sum: '1.2' },
      field: 'internal_transfer_fee_rate',
    });
    expect(english(coinFeeRatesForm, { ...rates, transfer_fee_rate: '0.5', internal_transfer_fee_rate: '0.5' })).toContain('together they must be below 1 (now 1)');
    // Each rate's own rule comes first; the sum is not checked over a rate that is not one.
    expect(keyOf(coinFeeRatesForm, { ...rates, transfer_fee_rate: '1.5', internal_transfer_fee_rate: '0.6' })).toBe(k('fee_rate'));
    // A schedule's empty rate is the default, which the server adds.
    const schedule = { ...rates, merchant_id: '100001', recharge_fee_rate: '', withdrawal_fee_rate: '' };
    expect(keyOf(merchantFeeRatesForm, { ...schedule, transfer_fee_rate: '0.9999', internal_transfer_fee_rate: '' })).toBeNull();
    expect(keyOf(merchantFeeRatesForm, { ...schedule, transfer_fee_rate: '0.9999', internal_transfer_fee_rate: '0.0001' })).toBe(k('fee_rates_sum'));
  });

  it('takes a payout TXID of 64 hexadecimal characters, with or without 0x, and nothing else', () => {
    expect(keyOf(usdtWithdrawalApprovalForm, { txid: 'ab'.repeat(32) })).toBeNull();
    expect(keyOf(usdtWithdrawalApprovalForm, { txid: `0x${'AB'.repeat(32)}` })).toBeNull();
    expect(keyOf(usdtWithdrawalApprovalForm, {})).toBeNull();
    for (const txid of ['f00dbabe1234', 'g'.repeat(64), `0x${'a'.repeat(63)}`, 'a'.repeat(65), `0X${'a'.repeat(64)}`]) {
      expect(keyOf(usdtWithdrawalApprovalForm, { txid })).toBe(k('payout_txid_format'));
    }
  });
});
