import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { fundFlows, transfers } from '../db/schema';
import { useTestServer } from '../testing/harness';
import { creditMerchant, ledgerProblems } from '../testing/ledger';
import { idempotencyRetentionMs } from './idempotency';

const server = useTestServer();

async function pair(amount = '1000.00') {
  const payer = await server.createMerchant();
  const recipient = await server.createMerchant();
  await creditMerchant(server.db, payer.merchantId, 'CNY', amount, server.clock.now());
  const token = await server.signIn(payer);
  // The transfer's authenticator code is part of the request: a retry sends the same one.
  const body = { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '100', google_code: server.freshCode(payer.totpSecret) };
  return { payer, recipient, token, body };
}

async function transfersOf(merchantId: number) {
  const [row] = await server.db.select({ value: count() }).from(transfers).where(eq(transfers.merchantId, merchantId));
  return row?.value ?? 0;
}

async function flowsOf(merchantId: number) {
  const [row] = await server.db.select({ value: count() }).from(fundFlows).where(eq(fundFlows.merchantId, merchantId));
  return row?.value ?? 0;
}

async function available(token: string) {
  const answer = await server.call<{ list: { available_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
  return answer.body.data.list[0]?.available_asset;
}

describe('Idempotency-Key', () => {
  it('is required on money-moving calls, 8 to 64 letters, digits, - or _', async () => {
    const { token, body } = await pair();
    const expected = {
      code: 4000,
      msg: 'invalid_input',
      detail: 'The Idempotency-Key header is missing or invalid',
      data: { field: 'Idempotency-Key', key: 'kassa.validation.idempotency_key' },
    };
    expect((await server.call(endpoints.transferAdd.path, body, { token })).body).toEqual(expected);
    for (const key of ['short', 'has space in it', 'x'.repeat(65), 'dots.are.not.ok']) {
      expect((await server.call(endpoints.transferAdd.path, body, { token, headers: { 'idempotency-key': key } })).body).toEqual(expected);
    }
  });

  it('answers a retry with the first answer and moves the money once', async () => {
    const { payer, token, body } = await pair();
    const key = 'retry-0000000001';
    const first = await server.moneyCall(endpoints.transferAdd.path, body, { token, key });
    expect(first.body.code).toBe(200);
    server.clock.advance(5_000);
    const response = await server.app.inject({
      method: 'POST',
      url: endpoints.transferAdd.path,
      headers: { authorization: token, 'idempotency-key': key },
      // The same request, written differently: key order and surrounding spaces do not make it another one.
      payload: { transfer_amount: ' 100 ', receipt_merchant_id: body.receipt_merchant_id, coin_name: 'CNY', google_code: body.google_code },
    });
    expect(response.headers['idempotent-replayed']).toBe('true');
    expect(response.json()).toEqual(first.body);
    expect(await transfersOf(payer.merchantId)).toBe(1);
    expect(await flowsOf(payer.merchantId)).toBe(2); // the credit and one transfer
    expect(await available(token)).toBe('900.00');
  });

  it('answers 4022 for the same key with another body or on another path, and moves nothing', async () => {
    const { payer, token, body } = await pair();
    const key = 'mismatch-000000001';
    expect((await server.moneyCall(endpoints.transferAdd.path, body, { token, key })).body.code).toBe(200);
    const other = await server.moneyCall(endpoints.transferAdd.path, { ...body, transfer_amount: '101' }, { token, key });
    expect(other.body).toEqual({
      code: 4022,
      msg: 'idempotency_mismatch',
      detail: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      data: null,
    });
    const elsewhere = await server.moneyCall(endpoints.adjustmentPlus.path, { receipt_user_id: 'U1', coin_name: 'CNY', balance_type: 'available', pay_amount: '1', remark: 'x' }, { token, key });
    expect(elsewhere.body.code).toBe(4022);
    expect(await transfersOf(payer.merchantId)).toBe(1);
  });

  it("belongs to one merchant: another merchant's key of the same text is its own", async () => {
    const first = await pair();
    const second = await pair();
    const key = 'shared-text-000001';
    // Made before the second merchant signed in, the first code is too old by now: a fresh one.
    const firstBody = { ...first.body, google_code: server.freshCode(first.payer.totpSecret) };
    expect((await server.moneyCall(endpoints.transferAdd.path, firstBody, { token: first.token, key })).body.code).toBe(200);
    expect((await server.moneyCall(endpoints.transferAdd.path, second.body, { token: second.token, key })).body.code).toBe(200);
    expect(await transfersOf(second.payer.merchantId)).toBe(1);
  });

  it('is not kept for a refused call: nothing moved, so the retry is a new attempt', async () => {
    const { payer, token, body } = await pair('50.00');
    const key = 'refused-000000001';
    expect((await server.moneyCall(endpoints.transferAdd.path, body, { token, key })).body.code).toBe(4010);
    await creditMerchant(server.db, payer.merchantId, 'CNY', '100.00', server.clock.now());
    expect((await server.moneyCall(endpoints.transferAdd.path, body, { token, key })).body.code).toBe(200);
    expect(await available(token)).toBe('50.00');
  });

  it('answers its first result for 24 hours, then is free again', async () => {
    const { payer, token, body } = await pair();
    const key = 'retention-00000001';
    const first = await server.moneyCall(endpoints.transferAdd.path, body, { token, key });
    server.clock.advance(idempotencyRetentionMs - 10 * 60_000);
    const token2 = await server.signIn(payer);
    expect((await server.moneyCall(endpoints.transferAdd.path, body, { token: token2, key })).body).toEqual(first.body);
    server.clock.advance(10 * 60_000);
    const token3 = await server.signIn(payer);
    // A new request a day later, with a code of its own.
    const later = await server.moneyCall(endpoints.transferAdd.path, { ...body, google_code: server.freshCode(payer.totpSecret) }, { token: token3, key });
    expect(later.body.code).toBe(200);
    expect(later.body.data).not.toEqual(first.body.data);
    expect(await transfersOf(payer.merchantId)).toBe(2);
    // Purging deletes expired keys only: older tests' keys now, this test's last key a day later.
    await server.ops('purge-idempotency-keys');
    expect((await server.ops('purge-idempotency-keys')).body.data).toEqual({ deleted: 0 });
    server.clock.advance(idempotencyRetentionMs + 1);
    expect((await server.ops('purge-idempotency-keys')).body.data).toEqual({ deleted: 1 });
  });

  it('moves money once when the same request is sent many times at once', async () => {
    const { payer, token, body } = await pair();
    const key = 'parallel-00000001';
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.moneyCall(endpoints.transferAdd.path, body, { token, key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await transfersOf(payer.merchantId)).toBe(1);
    expect(await available(token)).toBe('900.00');
    expect(await ledgerProblems(server.db)).toEqual([]);
  });
});
