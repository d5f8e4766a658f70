/**
 * The server log after a whole working session holds none of its secrets: not the session or payer token,
 * not a password (login, new, payer, payment), not an authenticator code, not an API or webhook secret,
 * even at level trace, and even where a line carries the request's headers and body.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { newPayer, payerCall, payerPassword, paymentPassword, signInPayer } from '../checkout/testHelpers';
import { useTestServer } from '../testing/harness';
import { createApiKey, signedCall } from '../testing/merchantApi';

const lines: string[] = [];
const probePath = '/test/log-probe';

describe('the server log', () => {
  const server = useTestServer({ logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } }, (app) => {
    // A careless line of the kind a future handler might write: the whole headers and body.
    app.post(probePath, async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'probe');
      request.log.info({ req: { headers: request.headers, body: request.body } }, 'probe with req');
      return { ok: true };
    });
  });

  it('holds no token, password, code or secret of a full session', async () => {
    const codes: string[] = [];
    const code = (secret: string) => {
      const fresh = server.freshCode(secret);
      codes.push(fresh);
      return fresh;
    };
    const merchant = await server.createMerchant();
    const login = await server.login(merchant, { code: code(merchant.totpSecret) });
    expect(login.body.code).toBe(200);
    const token = login.body.data.token;

    await server.call(endpoints.accountDetail.path, {}, { token });
    const newPassword = 'Changed-pass-2';
    const changed = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword(merchant.password),
        new_password: await server.encryptPassword(newPassword),
        confirm_password: await server.encryptPassword(newPassword),
      },
      { token },
    );
    expect(changed.body.code).toBe(200);

    await server.ops('set-kyc', [merchant.username, 'verified']);
    const added = await server.call<{ access_key: string; secret_key: string; webhook_secret: string }>(
      endpoints.accessKeyAdd.path,
      { ip: '203.0.113.10', google_code: code(merchant.totpSecret) },
      { token },
    );
    expect(added.body.code).toBe(200);
    const key = { accessKey: added.body.data.access_key, secretKey: added.body.data.secret_key, webhookSecret: added.body.data.webhook_secret };
    const order = await signedCall<{ order_id: string }>(server, key, endpoints.openOrderCreate.path, {
      merchant_order_no: 'LOG-1',
      coin_name: 'CNY',
      amount: '25.00',
      subject: 'Tea',
    });
    expect(order.body.code).toBe(200);

    const payer = await newPayer(server, { ready: true, cny: '100.00' });
    const payerToken = await signInPayer(server, order.body.data.order_id, payer);
    const paid = await payerCall(server, endpoints.checkoutPay.path, payerToken, { payment_password: paymentPassword });
    expect(paid.body.code).toBe(200);

    // A body that is no JSON, holding a password: the parser's message would quote it.
    const malformed = await server.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"x","password":"${newPassword}",`,
    });
    expect(malformed.json()).toMatchObject({ code: 4000 });
    await server.app.inject({
      method: 'POST',
      url: probePath,
      headers: { authorization: token, 'x-payer-token': payerToken, cookie: `session=${token}` },
      payload: { password: newPassword, google_code: codes[0], secret_key: key.secretKey, payment_password: paymentPassword },
    });

    const log = lines.join('');
    // The logger did write, at every call.
    for (const path of [endpoints.login.path, endpoints.resetSelfPassword.path, endpoints.accessKeyAdd.path, endpoints.checkoutPay.path, probePath]) {
      expect(log).toContain(path);
    }
    expect(log).toContain('[redacted]');
    const secrets = [token, payerToken, merchant.password, newPassword, payerPassword, key.secretKey, key.webhookSecret, merchant.totpSecret];
    for (const secret of secrets) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    // Codes and the payment password are six digits: look for them as the JSON values they would be.
    for (const digits of [...codes, paymentPassword]) expect({ digits, found: log.includes(`"${digits}"`) }).toEqual({ digits, found: false });
  });

  it('redacts every session token header: the payer’s, the wallet’s and the staff’s', async () => {
    const tokens = { 'x-payer-token': 'payer-token-probe', 'x-wallet-token': 'wallet-token-probe', 'x-staff-token': 'staff-token-probe' };
    const before = lines.length;
    await server.app.inject({ method: 'POST', url: probePath, headers: tokens, payload: {} });
    // The careless line that logs the request's headers whole.
    const probeLine = lines.slice(before).find((line) => line.includes('"msg":"probe"'));
    const { headers } = JSON.parse(probeLine!) as { headers: Record<string, string> };
    expect(Object.fromEntries(Object.keys(tokens).map((name) => [name, headers[name]]))).toEqual({
      'x-payer-token': '[redacted]',
      'x-wallet-token': '[redacted]',
      'x-staff-token': '[redacted]',
    });
    for (const token of Object.values(tokens)) expect(lines.join('')).not.toContain(token);
  });
});
