/**
 * The contract fuzz test: bad input derived from the zod schemas of openapi/endpoints.ts, sent to every path the
 * way a client would (signed in, signed with an API key, or neither), must get an answer below 500 and change
 * nothing. Seeded, so a failure replays: KASSA_FUZZ_SEED=<seed printed> npx vitest run server/http/fuzz.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from '../../openapi/endpoints';
import { merchantDepositAddresses } from '../depositAddresses/pool';
import { signatureOf } from '../merchantApi/signature';
import { useTestServer } from '../testing/harness';
import { creditMerchant, newWalletUser, topUpUser } from '../testing/ledger';
import { createApiKey, newNonce, type TestApiKey } from '../testing/merchantApi';

const server = useTestServer();
const seed = Number(process.env.KASSA_FUZZ_SEED ?? 20251123);

/** mulberry32: a small seeded generator, so every run sends the same bodies. */
function seededRandom(start: number): (below: number) => number {
  let state = start >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return Math.floor((((value ^ (value >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Calls that only read: a body they accept is sent too (odd but valid filters must not break them). */
const readsOnly = /\/(query|list|detail|stats|get|get_pub_key|query_balance|check_update_mch)$/;

/** Values no field should choke on: wrong types, edges of ranges, characters PostgreSQL cannot store, injections. */
const badValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\u001B[31m',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2025-02-30T00:00:00.000Z',
  '1e309',
  '-0',
  '99999999999999999999999999999999.99',
  '0.000000000000000000001',
  "'; DROP TABLE merchants; --",
  '%_\\',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 中文 Tiếng Việt',
  'x'.repeat(5000),
  [],
  ['a', 1],
  {},
  { $gt: '' },
];

/** Paths whose refusals legitimately write bookkeeping: failed sign-ins are logged and counted. */
const bookkeepingTables = new Set(['login_logs', 'login_throttles', 'sessions', 'api_nonces', 'payer_sessions', 'payer_login_throttles', 'slider_challenges']);

/** Every table's rows, hashed: what "nothing changed" is compared on. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await server.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (bookkeepingTables.has(table) || table.startsWith('__drizzle')) continue;
    const answer = (await server.db.execute(
      sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`),
    )) as unknown as { rows: { n: string; h: string }[] };
    result[table] = `${answer.rows[0]?.n}:${answer.rows[0]?.h}`;
  }
  return result;
}

function fieldsOf(endpoint: Endpoint): string[] {
  let schema: z.ZodType = endpoint.request;
  // Unwrap refinements and pipes down to the object whose fields the call takes.
  while (!(schema instanceof z.ZodObject)) {
    const inner = (schema as unknown as { def?: { in?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType } }).def;
    const next = inner?.in ?? inner?.innerType ?? inner?.schema;
    if (!next) return [];
    schema = next;
  }
  return Object.keys(schema.shape);
}

/** The bodies sent to one path: each field alone with each bad value, every field at once, and whole-body oddities. */
function bodiesFor(endpoint: Endpoint, random: (below: number) => number): unknown[] {
  const fields = fieldsOf(endpoint);
  const bodies: unknown[] = [null, [], 'text', 42, { unknown_field: 'a\u0000b' }];
  for (const field of fields) for (const value of badValues) bodies.push({ [field]: value });
  for (const value of badValues) bodies.push(Object.fromEntries(fields.map((field) => [field, value])));
  // Random mixes of bad values over the fields, reproducible from the seed.
  for (let round = 0; round < 10; round += 1) {
    bodies.push(Object.fromEntries(fields.map((field) => [field, badValues[random(badValues.length)]])));
  }
  // A body the contract accepts would do what the call does (log out, create an order): only reads get those.
  // The server reads a JSON null body as {}, as it reads an empty one.
  return readsOnly.test(endpoint.path) ? bodies : bodies.filter((body) => !endpoint.request.safeParse(body ?? {}).success);
}

interface Caller {
  token: string;
  key: TestApiKey;
}

async function send(endpoint: Endpoint, body: unknown, caller: Caller | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller && endpoint.auth) headers.authorization = caller.token;
  if (endpoint.idempotent) headers['idempotency-key'] = randomBytes(12).toString('hex');
  if (caller && endpoint.signed) {
    const timestamp = String(Math.floor(server.clock.now().getTime() / 1000));
    const nonce = newNonce();
    Object.assign(headers, {
      'x-access-key': caller.key.accessKey,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signatureOf(caller.key.secretKey, timestamp, nonce, endpoint.path, raw),
    });
  }
  const response = await server.app.inject({
    method: endpoint.method === 'get' ? 'GET' : 'POST',
    url: endpoint.stream ? `${endpoint.path}?order_id=${encodeURIComponent(typeof body === 'object' && body && 'order_id' in body ? String((body as { order_id: unknown }).order_id) : '')}` : endpoint.path,
    headers,
    remoteAddress: '203.0.113.10',
    ...(endpoint.method === 'get' ? {} : { payload: raw }),
  });
  return response;
}

describe('the contract fuzz test', { timeout: 600_000 }, () => {
  it(`answers every bad body on every path below 500 and changes nothing (seed ${seed})`, async () => {
    const merchant = await server.createMerchant();
    const token = await server.signIn(merchant);
    const key = await createApiKey(server, merchant, token);
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '1000', server.clock.now());
    const payer = await newWalletUser(server.db, server.clock.now());
    await topUpUser(server.db, payer, 'CNY', '100', server.clock.now());
    const caller: Caller = { token, key };
    // The merchant's USDT recharge form, read once, gives it its deposit addresses; reads after that change nothing.
    await merchantDepositAddresses(server.db, merchant.merchantId, server.clock.now());

    const before = await fingerprint();
    const random = seededRandom(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      if (endpoint.multipart || endpoint.stream || endpoint.file) continue;
      for (const body of bodiesFor(endpoint, random)) {
        for (const who of endpoint.auth || endpoint.signed ? [caller, null] : [null]) {
          const response = await send(endpoint, body, who);
          sent += 1;
          const answer = response.json() as { code?: number };
          if (response.statusCode >= 500 || answer.code === 500) {
            failures.push(`${name} ${who ? 'authenticated' : 'anonymous'} ${JSON.stringify(body).slice(0, 200)} → HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures, `seed ${seed}`).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await fingerprint()).toEqual(before);
  });
});
