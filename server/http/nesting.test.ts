import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { signatureOf } from '../merchantApi/signature';
import { useTestServer } from '../testing/harness';
import { createApiKey, newNonce } from '../testing/merchantApi';
import { nestsDeeperThan } from './nesting';

const server = useTestServer();

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** A body the contract would refuse field by field, nested deeper than any body may be. */
const deepBodies = [deepArray(5000), deepObject(5000), `{"order_id":${deepArray(5000)}}`];

async function post(url: string, payload: string, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload, remoteAddress: '203.0.113.10' });
  return { status: response.statusCode, body: response.json() as { code: number; detail: string; data: unknown } };
}

const tooDeep = { code: 4000, detail: 'The request nests arrays and objects more than 64 levels deep.', data: { field: '', key: 'kassa.server.bodyTooDeep' } };

describe('request bodies nested too deep', () => {
  it('are refused with 4000 on the console, the signed merchant API, the checkout and the sign-in, never 500', async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const key = await createApiKey(server, merchant, token);
    for (const payload of deepBodies) {
      // The console, signed in and anonymous, a read and a money-moving call.
      expect(await post(endpoints.fundFlowQuery.path, payload, { authorization: token })).toMatchObject({ status: 200, body: tooDeep });
      expect(await post(endpoints.fundFlowQuery.path, payload)).toMatchObject({ status: 200, body: tooDeep });
      expect((await post(endpoints.transferAdd.path, payload, { authorization: token, 'idempotency-key': newNonce() })).body).toMatchObject(tooDeep);
      expect((await post(endpoints.login.path, payload)).body).toMatchObject(tooDeep);
      // The signed merchant API, with a good signature over the very text.
      const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
      const nonce = newNonce();
      const signed = await post(endpoints.openOrderCreate.path, payload, {
        'x-access-key': key.accessKey,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signatureOf(key.secretKey, timestamp, nonce, endpoints.openOrderCreate.path, payload),
      });
      expect(signed).toMatchObject({ status: 200, body: tooDeep });
      // The hosted checkout.
      expect((await post(endpoints.checkoutOrder.path, payload)).body).toMatchObject(tooDeep);
      expect((await post(endpoints.checkoutSliderStart.path, payload)).body).toMatchObject(tooDeep);
    }
  });

  it("say so in the caller's language", async () => {
    const answer = await post(endpoints.checkoutOrder.path, deepArray(5000), { language: 'vi' });
    expect(answer.body).toMatchObject({ code: 4000, detail: 'Yêu cầu lồng mảng và đối tượng sâu quá 64 cấp.' });
    expect((await post(endpoints.checkoutOrder.path, deepArray(5000), { language: 'zh_Hans' })).body.detail).toBe('请求中的数组和对象嵌套超过 64 层。');
  });

  it('let an ordinary body through, brackets inside its strings included', async () => {
    const answer = await post(endpoints.checkoutOrder.path, JSON.stringify({ order_id: `ord_${'['.repeat(40)}` }));
    // Read and looked up: no such order.
    expect(answer.body.code).toBe(4004);
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{"\\"[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(deepArray(64), 64)).toBe(false);
    expect(nestsDeeperThan(deepArray(65), 64)).toBe(true);
  });
});
