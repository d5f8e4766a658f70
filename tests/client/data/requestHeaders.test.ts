import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../src/data/httpClient';
import { storage, StorageKey } from '../../../src/data/storage';
import { ok, stubOk } from '../msw';

// Spec section 7: POST with a JSON body, no credentials, the stored token, the language twice.
const path = '/v1/merchant/asset/query';

describe('request headers', () => {
  it.each([
    ['zh-cn', 'zh_Hans'],
    ['zh-hant-cn', 'zh_Hant'],
    ['us', 'en'],
    ['vi', 'vi'],
    ['klingon', 'zh_Hans'],
  ])('with the language setting %s sends Accept-Language and Language %s', async (setting, header) => {
    storage.set(StorageKey.language, setting);
    storage.set(StorageKey.token, 'token-abc');
    const calls = stubOk(path, { list: [], total: 0 });

    await httpClient.post(path, { coin_name: 'USDT' });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Accept-Language')).toBe(header);
    expect(call?.headers.get('Language')).toBe(header);
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('token-abc');
    expect(call?.credentials).toBe('omit');
    expect(call?.body).toEqual({ coin_name: 'USDT' });
  });

  it('sends en, the default locale the console shows, when no language is stored', async () => {
    const calls = stubOk(path, { list: [], total: 0 });
    await httpClient.post(path, {});
    expect(calls[0]?.headers.get('Language')).toBe('en');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header without a stored token, and {} as the body when given none', async () => {
    const calls = stubOk('/v1/merchant/auth/get_pub_key', { pub_key: 'PEM', algorithm: 'RSA-OAEP-256' });
    await expect(httpClient.post('/v1/merchant/auth/get_pub_key')).resolves.toEqual(ok({ pub_key: 'PEM', algorithm: 'RSA-OAEP-256' }));
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({});
  });

  it('reads the token and the language at each call, not once', async () => {
    const calls = stubOk(path, { list: [], total: 0 });
    storage.set(StorageKey.token, 'first');
    storage.set(StorageKey.language, 'vi');
    await httpClient.post(path, {});
    storage.set(StorageKey.token, 'second');
    storage.set(StorageKey.language, 'us');
    await httpClient.post(path, {});

    expect(calls.map((call) => [call.headers.get('Authorization'), call.headers.get('Language')])).toEqual([
      ['first', 'vi'],
      ['second', 'en'],
    ]);
  });

  it('sends an Idempotency-Key with money-moving calls only', async () => {
    const transfer = stubOk('/v1/merchant/transfer/add', {
      serial_number: 'T1',
      payment_merchant_id: 'M1',
      receipt_merchant_id: 'M2',
      payment_address: 'a',
      receipt_address: 'b',
      coin_name: 'USDT',
      transfer_amount: '10.00',
      transfer_fee: '0.10',
      internal_transfer_fee: '0.00',
      settlement_amount: '9.90',
      transfer_type: 'transfer',
      transfer_status: 'completed',
      remark: '',
      create_time: '2025-01-31T08:00:00.000Z',
    });
    const query = stubOk(path, { list: [], total: 0 });

    await httpClient.post('/v1/merchant/transfer/add', { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '10.00' });
    await httpClient.post('/v1/merchant/transfer/add', { coin_name: 'USDT', receipt_merchant_id: 'M2', transfer_amount: '10.00' });
    await httpClient.post(path, {});

    const keys = transfer.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(query[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('keeps an Idempotency-Key the caller chose (a form resubmitted after a failure)', async () => {
    const calls = stubOk('/v1/merchant/withdrawal_record/reject', {
      order_id: 'W1',
      serial_number: 'S1',
      order_type: 'withdrawal',
      payment_id: 'U1',
      nick: 'Alice',
      coin_name: 'USDT',
      amount: '5.00',
      handling_fee: '0.05',
      settlement_amount: '4.95',
      order_status: 'rejected',
      audit: 'operator',
      remark: 'Wrong address',
      source: 'wallet',
      merchant_payout_no: null,
      note: null,
      create_time: '2025-01-31T08:00:00.000Z',
      update_time: '2025-01-31T09:00:00.000Z',
    });
    await httpClient.post('/v1/merchant/withdrawal_record/reject', { order_id: 'W1', reason: 'Wrong address' }, {
      headers: { 'Idempotency-Key': 'reject-W1-attempt' },
    });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('reject-W1-attempt');
  });
});
