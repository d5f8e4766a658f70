import { describe, expect, it } from 'vitest';
import { formErrors, rejectionForm } from '../openapi/rules';
import type { FieldError, FormErrors } from '../openapi/rules';
import { lookupContractMessage } from '../openapi/i18n/dictionaries';
import { interpolate } from '../openapi/i18n/interpolate';
import { formSchemaOf } from '../src/resourceLayer/formSchema';
import type { AnyResourceConfig, FormFacts } from '../src/resourceLayer/defineResource';
import { accountAdjustments } from './accountAdjustments';
import { fiatWithdrawal } from './fiatWithdrawal';
import { paymentMethods } from './paymentMethods';
import { transfers } from './transfers';
import { usdtRecharge } from './usdtRecharge';
import { usdtWithdrawal } from './usdtWithdrawal';
import { whitelist } from './whitelist';

/*
 * Each form's rules (spec section 5) with the exact English messages the operator reads,
 * through the same path the form takes: the config's field rules, formErrors, the dictionary.
 */

function english(errors: FormErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const { message, args } = error as FieldError;
      return [field, interpolate(lookupContractMessage('en', message) ?? message, args)];
    }),
  );
}

function messagesOf(config: AnyResourceConfig, values: Record<string, unknown>, facts: FormFacts = {}): Record<string, string> {
  return english(formErrors(formSchemaOf(config, config.create!, facts), values));
}

/** What the form sends for valid values (with the confirmation's code, when it asks one) must be what the server's call accepts. */
function sentBody(config: AnyResourceConfig, values: Record<string, unknown>, facts: FormFacts = {}): unknown {
  const body = formSchemaOf(config, config.create!, facts).parse(values);
  const code = config.create!.review?.authenticatorCode ? { google_code: '123456' } : {};
  expect(config.api.create!.request.safeParse({ ...body, ...code }).success).toBe(true);
  return body;
}

const required = 'This field is required';
const config = (resource: unknown) => resource as AnyResourceConfig;

describe('transfer form', () => {
  const form = config(transfers);
  it('requires currency, recipient merchant ID and amount', () => {
    expect(messagesOf(form, {})).toEqual({ coin_name: required, receipt_merchant_id: required, transfer_amount: required });
    expect(messagesOf(form, { coin_name: null, receipt_merchant_id: '  ', transfer_amount: '' })).toEqual({
      coin_name: required,
      receipt_merchant_id: required,
      transfer_amount: required,
    });
  });
  it('takes a numeric amount of at least the coin minimum, and a merchant ID of digits or letters', () => {
    expect(messagesOf(form, { coin_name: 'USDT', receipt_merchant_id: 'M-2', transfer_amount: '1e3' }, { minimum: '10' })).toEqual({
      receipt_merchant_id: 'Only digits or letters are allowed',
      transfer_amount: 'Please enter a valid number',
    });
    expect(messagesOf(form, { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '9.99' }, { minimum: '10' })).toEqual({
      transfer_amount: 'The amount must be at least 10',
    });
    expect(messagesOf(form, { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '10' }, { minimum: '10' })).toEqual({});
    expect(messagesOf(form, { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '0' })).toEqual({
      transfer_amount: 'The amount must be greater than 0',
    });
    expect(sentBody(form, { coin_name: 'USDT', receipt_merchant_id: ' M2 ', transfer_amount: '10.01' }, { minimum: '10' })).toEqual({
      coin_name: 'USDT',
      receipt_merchant_id: 'M2',
      transfer_amount: '10.01',
    });
  });
});

describe('adjustment form', () => {
  const form = config(accountAdjustments);
  const valid = { receipt_user_id: 'U100', coin_name: 'USDT', balance_type: 'available', pay_amount: '10.50', remark: 'Bonus' };
  it('requires the target UID, coin, balance type, amount and reason', () => {
    expect(messagesOf(form, {})).toEqual({
      receipt_user_id: required,
      coin_name: required,
      balance_type: required,
      pay_amount: required,
      remark: required,
    });
  });
  it('takes at most two decimals, not above the available balance, in a market the user has enabled', () => {
    expect(messagesOf(form, { ...valid, pay_amount: '1.005' }, { available: '50' })).toEqual({ pay_amount: 'At most two decimal places are allowed' });
    expect(messagesOf(form, { ...valid, pay_amount: '50.01' }, { available: '50' })).toEqual({
      pay_amount: 'The amount exceeds the available balance of 50',
    });
    expect(messagesOf(form, { ...valid, coin_name: 'VND' }, { userMarkets: ['USDT'] })).toEqual({
      coin_name: 'The user has not enabled this market. Please choose again.',
    });
    expect(messagesOf(form, { ...valid, receipt_user_id: 'U 100' })).toEqual({ receipt_user_id: 'Only digits or letters are allowed' });
    expect(sentBody(form, valid, { available: '50', userMarkets: ['USDT'] })).toEqual(valid);
  });
});

describe('USDT recharge form', () => {
  const form = config(usdtRecharge);
  const valid = {
    network: 'TRC20',
    address: 'TQ7Ymc3nXo9pY2t6ecRZ8CLbPuSvFD7mWe',
    sender_address: 'TN3xSenderAddr9Lp2Kq8Wv5Yb7Zc4Dd6Ee',
    in_abbreviation: 'VND',
    rate: '25000',
    usdt_recharge_fee: '0.01',
    trade_count: '100',
    txid: 'abc123',
  };
  it('requires currency, network, address, sender address, rate, fee, amount and TXID', () => {
    expect(Object.values(messagesOf(form, {}))).toEqual(Array(8).fill(required));
    expect(Object.keys(messagesOf(form, {})).sort()).toEqual(Object.keys(valid).sort());
  });
  it('takes at least 100 USDT and a TXID of digits or letters', () => {
    expect(messagesOf(form, { ...valid, trade_count: '99.99', txid: 'abc-123' })).toEqual({
      trade_count: 'The minimum amount is 100 USDT',
      txid: 'The TXID may only contain digits or letters',
    });
    expect(messagesOf(form, { ...valid, address: 'T Q7' })).toEqual({ address: 'The address may only contain digits or letters' });
    expect(sentBody(form, valid)).toEqual(valid);
  });
});

describe('USDT withdrawal form', () => {
  const form = config(usdtWithdrawal);
  // The quote the form showed (rate and fee rate) goes with the request, so a changed one is refused, not frozen.
  const valid = { out_abbreviation: 'VND', network: 'ERC20', address: '0x8f2a47B5Dc2E6E1C0aE3bE0d2F6c8A1b5C3D9e7F', trade_count: '100', rate: '25500', usdt_withdrawal_fee: '0.01' };
  it('takes a numeric amount of at least 100', () => {
    expect(messagesOf(form, { ...valid, trade_count: '100 USDT' })).toEqual({ trade_count: 'Please enter a valid number' });
    expect(messagesOf(form, { ...valid, trade_count: '99' })).toEqual({ trade_count: 'The minimum amount is 100 USDT' });
    expect(messagesOf(form, {})).toEqual({ out_abbreviation: required, network: required, address: required, trade_count: required, rate: required, usdt_withdrawal_fee: required });
    expect(sentBody(form, valid)).toEqual(valid);
  });
});

describe('fiat withdrawal form', () => {
  const form = config(fiatWithdrawal);
  it("takes at least the payout currency's minimum: 'Minimum withdrawal request amount {value}'", () => {
    const values = { payment_method_id: 3, out_abbreviation: 'USDT', trade_count: '49999.99', rate: '1', currency_withdrawal_fee: '0.01' };
    expect(messagesOf(form, values, { minimum: '50000' })).toEqual({ trade_count: 'Minimum withdrawal request amount 50000' });
    expect(messagesOf(form, {})).toEqual({ payment_method_id: required, out_abbreviation: required, trade_count: required, rate: required, currency_withdrawal_fee: required });
    expect(sentBody(form, { ...values, trade_count: '50000' }, { minimum: '50000' })).toEqual({ ...values, trade_count: '50000' });
  });
});

describe('payment method form', () => {
  const form = config(paymentMethods);
  it('takes a holder name of letters only', () => {
    const values = { type: 'bank_card', coin_name: 'VND', bank_name: 'Vietcombank', holder_name: 'Nguyễn Văn A', account_number: '0011', enabled: true };
    expect(messagesOf(form, { ...values, holder_name: 'Nguyen 2' })).toEqual({ holder_name: 'Only Chinese characters or letters are allowed' });
    expect(messagesOf(form, { ...values, type: 'cash' })).toEqual({ type: 'Please choose one of the options' });
    expect(sentBody(form, values)).toEqual(values);
  });
});

describe('whitelist form', () => {
  it("refuses a malformed address with 'IP format is incorrect'", () => {
    expect(messagesOf(config(whitelist), { ip: '203.0.113.999' })).toEqual({ ip: 'IP format is incorrect' });
    expect(messagesOf(config(whitelist), { ip: '2001:db8::1' })).toEqual({});
  });
});

describe('withdrawal rejection', () => {
  it('requires a reason of at most 200 characters', () => {
    expect(english(formErrors(rejectionForm, {}))).toEqual({ reason: required });
    expect(english(formErrors(rejectionForm, { reason: '   ' }))).toEqual({ reason: required });
    expect(english(formErrors(rejectionForm, { reason: 'x'.repeat(201) }))).toEqual({ reason: 'Must be 200 characters or fewer' });
  });
});
