/**
 * The fund-flow list is answered from the process's kept answers between changes of the merchant's ledger, yet
 * never shows a merchant's rows older than its last change: a change drops the merchant's answers at once in
 * the writer's process, and on PostgreSQL in every process through NOTIFY at the commit.
 * A fund-flow row edited with SQL behind the ledger's back shows whether an answer came from the kept copy.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { buildApp } from '../app';
import { connectPostgres, type Database, type DatabaseConnection } from '../db/client';
import { merchantDataChannel } from '../db/merchantData';
import { testDatabaseKind, type TestDatabase } from '../testing/database';
import { useTestServer, type TestMerchant } from '../testing/harness';
import { creditMerchant } from '../testing/ledger';
import { KeptAnswers } from './keptAnswers';

const server = useTestServer();
const onPostgres = testDatabaseKind() === 'postgres';
let other: FastifyInstance;
let otherConnection: DatabaseConnection | undefined;

beforeAll(async () => {
  // On PostgreSQL another app has its own pool and LISTEN connection, as another process would.
  if (onPostgres) otherConnection = connectPostgres((server.connection as TestDatabase).url as string);
  other = await buildApp({ db: otherConnection?.db ?? server.db, config: server.config });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await otherConnection?.close();
});

type Flow = ResponseOf<'fundFlowQuery'>['list'][number];

async function flowsOn(app: FastifyInstance, token: string, body: Record<string, unknown> = {}): Promise<Flow[]> {
  const response = await app.inject({ method: 'POST', url: endpoints.fundFlowQuery.path, headers: { authorization: token }, payload: { page: 1, page_size: 20, ...body } });
  const answer = response.json() as { code: number; data: ResponseOf<'fundFlowQuery'> };
  expect(answer.code).toBe(200);
  return answer.data.list;
}

/** Rewrites the serial number of the merchant's newest row behind the ledger's back (nothing is told of it). */
async function renameNewestRow(db: Database, merchant: TestMerchant, serial: string) {
  await db.execute(sql`update fund_flows set serial_number = ${serial}
    where id = (select max(id) from fund_flows where merchant_id = ${merchant.merchantId})`);
}

async function merchantWithOneRow() {
  const merchant = await server.createMerchant();
  server.clock.advance(1000);
  await creditMerchant(server.db, merchant.merchantId, 'CNY', '100.00', server.clock.now());
  return { merchant, token: await server.signIn(merchant) };
}

describe('the fund-flow list between changes', () => {
  it('answers the same call again from the kept answer', async () => {
    const { merchant, token } = await merchantWithOneRow();
    const [first] = await flowsOn(server.app, token);
    await renameNewestRow(server.db, merchant, 'EDITED-BEHIND');
    expect((await flowsOn(server.app, token))[0]).toEqual(first);
    // Another filter is another answer, read from the database.
    expect((await flowsOn(server.app, token, { coin_name: 'CNY' }))[0]?.serial_number).toBe('EDITED-BEHIND');
  });

  it('shows a change of the merchant’s ledger at the next call', async () => {
    const { merchant, token } = await merchantWithOneRow();
    expect(await flowsOn(server.app, token)).toHaveLength(1);
    await renameNewestRow(server.db, merchant, 'EDITED-BEHIND');
    server.clock.advance(1000);
    await creditMerchant(server.db, merchant.merchantId, 'CNY', '2.50', server.clock.now());
    const rows = await flowsOn(server.app, token);
    expect(rows.map((row) => row.transaction_number)).toEqual(['2.50', '100.00']);
    expect(rows[1]?.serial_number).toBe('EDITED-BEHIND');
  });

  it('keeps the answers of a merchant whose ledger did not change', async () => {
    const quiet = await merchantWithOneRow();
    const busy = await merchantWithOneRow();
    const [before] = await flowsOn(server.app, quiet.token);
    await renameNewestRow(server.db, quiet.merchant, 'EDITED-BEHIND');
    await creditMerchant(server.db, busy.merchant.merchantId, 'CNY', '1.00', server.clock.now());
    expect((await flowsOn(server.app, quiet.token))[0]).toEqual(before);
  });

  it('shows a transfer to both sides at once, on the app that made it and on another', async () => {
    const payer = await merchantWithOneRow();
    const recipient = await merchantWithOneRow();
    for (const app of [server.app, other]) {
      expect(await flowsOn(app, payer.token)).toHaveLength(1);
      expect(await flowsOn(app, recipient.token)).toHaveLength(1);
    }
    const dropped = onPostgres ? once(other.keptAnswers, 'dropped') : Promise.resolve();
    const answer = await server.moneyCall(
      endpoints.transferAdd.path,
      { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchant.merchantId), transfer_amount: '20.00', google_code: server.freshCode(payer.merchant.totpSecret) },
      { token: payer.token },
    );
    expect(answer.body).toMatchObject({ code: 200 });
    await dropped;
    for (const app of [server.app, other]) {
      expect((await flowsOn(app, payer.token)).map((row) => row.transaction_type)).toEqual(['transfer_out', expect.any(String)]);
      expect((await flowsOn(app, recipient.token)).map((row) => row.transaction_type)).toEqual(['transfer_in', expect.any(String)]);
    }
  });
});

describe.runIf(onPostgres)('across processes (PostgreSQL)', () => {
  async function listener(): Promise<{ client: pg.Client; next: () => Promise<string> }> {
    const client = new pg.Client({ connectionString: (server.connection as TestDatabase).url });
    await client.connect();
    // Every notification is kept from the LISTEN on: one may arrive before the test asks for it.
    const received: string[] = [];
    let arrived: (() => void) | undefined;
    client.on('notification', (notification) => {
      received.push(notification.payload ?? '');
      arrived?.();
    });
    await client.query(`LISTEN ${merchantDataChannel}`);
    const next = async () => {
      while (received.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      return received.shift() as string;
    };
    return { client, next };
  }

  it('a committed change notifies its merchants; a refused one notifies nothing', async () => {
    const payer = await merchantWithOneRow();
    const recipient = await merchantWithOneRow();
    const { client, next } = await listener();
    try {
      const refused = await server.moneyCall(
        endpoints.transferAdd.path,
        { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchant.merchantId), transfer_amount: '500.00', google_code: server.freshCode(payer.merchant.totpSecret) },
        { token: payer.token },
      );
      expect(refused.body.code).toBe(4010);
      const done = await server.moneyCall(
        endpoints.transferAdd.path,
        { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchant.merchantId), transfer_amount: '20.00', google_code: server.freshCode(payer.merchant.totpSecret) },
        { token: payer.token },
      );
      expect(done.body.code).toBe(200);
      // The first notification is the transfer's: the refused one rolled back with its NOTIFY.
      const ids = [payer.merchant.merchantId, recipient.merchant.merchantId].sort((a, b) => a - b);
      expect(await next()).toBe(ids.join(','));
    } finally {
      await client.end();
    }
  });

  it('another process drops a merchant’s kept answers when the notification arrives', async () => {
    const { merchant, token } = await merchantWithOneRow();
    await flowsOn(other, token);
    await renameNewestRow(server.db, merchant, 'EDITED-BEHIND');
    expect((await flowsOn(other, token))[0]?.serial_number).not.toBe('EDITED-BEHIND');
    // A notification alone, with no local drop in this process: what another process's commit sends.
    const dropped = once(other.keptAnswers, 'dropped');
    await server.db.execute(sql`select pg_notify(${merchantDataChannel}, ${String(merchant.merchantId)})`);
    expect((await dropped)[0]).toEqual([merchant.merchantId]);
    expect((await flowsOn(other, token))[0]?.serial_number).toBe('EDITED-BEHIND');
  });
});

describe('KeptAnswers', () => {
  let kept: KeptAnswers;
  beforeAll(async () => {
    kept = new KeptAnswers(server.db);
    await kept.start();
  });
  afterAll(() => kept.close());

  it('does not keep what was read before a drop', () => {
    const mark = kept.mark();
    kept.forget([7]);
    kept.keep(7, 'k', '{"code":200}', mark);
    expect(kept.get(7, 'k')).toBeUndefined();
    kept.keep(7, 'k', '{"code":200}', kept.mark());
    expect(kept.get(7, 'k')).toBe('{"code":200}');
  });

  it('drops an answer after a minute whatever happens', () => {
    const now = Date.now();
    kept.keep(8, 'k', 'answer', kept.mark(), now);
    expect(kept.get(8, 'k', now + 59_000)).toBe('answer');
    expect(kept.get(8, 'k', now + 60_000)).toBeUndefined();
  });

  it("holds at most its bytes per merchant, the merchant's oldest answers dropped first, others' kept", async () => {
    const small = new KeptAnswers(server.db, 1000);
    await small.start();
    try {
      const page = (letter: string) => letter.repeat(400);
      small.keep(20, 'other', page('o'), small.mark());
      small.keep(21, 'a', page('a'), small.mark());
      small.keep(21, 'b', page('b'), small.mark());
      expect([small.get(21, 'a'), small.get(21, 'b')]).toEqual([page('a'), page('b')]);
      // A third page would make 1200 bytes: the oldest goes.
      small.keep(21, 'c', page('c'), small.mark());
      expect([small.get(21, 'a'), small.get(21, 'b'), small.get(21, 'c')]).toEqual([undefined, page('b'), page('c')]);
      // Bytes, not characters: 400 characters of Chinese are 1200 bytes, more than the whole room.
      small.keep(21, 'wide', '账'.repeat(400), small.mark());
      expect(small.get(21, 'wide')).toBeUndefined();
      expect([small.get(21, 'b'), small.get(21, 'c')]).toEqual([page('b'), page('c')]);
      // Kept again under the same key, an answer counts once.
      small.keep(21, 'c', page('C'), small.mark());
      small.keep(21, 'b', page('B'), small.mark());
      expect([small.get(21, 'b'), small.get(21, 'c')]).toEqual([page('B'), page('C')]);
      expect(small.get(20, 'other')).toBe(page('o'));
    } finally {
      await small.close();
    }
  });

  it('keeps nothing once closed', async () => {
    const closing = new KeptAnswers(server.db);
    await closing.start();
    await closing.close();
    closing.keep(9, 'k', 'answer', closing.mark());
    expect(closing.get(9, 'k')).toBeUndefined();
  });
});
