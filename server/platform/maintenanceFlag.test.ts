/**
 * The maintenance flag is kept in each server process (no database read per call), yet a switch through
 * `npm run ops` holds from the next call: in the process that wrote it, and on PostgreSQL in every other
 * process on the same database as soon as the notification arrives.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../openapi/endpoints';
import { ResultCode } from '../../openapi/codes';
import { buildApp } from '../app';
import { connectPostgres, type DatabaseConnection } from '../db/client';
import { testDatabaseKind, type TestDatabase } from '../testing/database';
import { useTestServer } from '../testing/harness';

const server = useTestServer();
const assetQuery = endpoints.fundFlowQuery.path;

async function codeOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: assetQuery, headers: { authorization: token }, payload: { page: 1, page_size: 5 } });
  return (response.json() as { code: number }).code;
}

let token: string;

beforeAll(async () => {
  token = await server.signIn(await server.createMerchant());
});

afterAll(async () => {
  await server.ops('maintenance', ['off']);
});

describe('one process', () => {
  it('obeys a switch from the next call, both ways, while answering from its copy in between', async () => {
    expect(await codeOf(server.app, token)).toBe(ResultCode.ok);
    expect(await codeOf(server.app, token)).toBe(ResultCode.ok);

    expect((await server.ops('maintenance', ['on'])).body.data).toEqual({ maintenance: 'on' });
    expect(await codeOf(server.app, token)).toBe(ResultCode.maintenance);
    expect(await codeOf(server.app, token)).toBe(ResultCode.maintenance);

    expect((await server.ops('maintenance', ['off'])).body.data).toEqual({ maintenance: 'off' });
    expect(await codeOf(server.app, token)).toBe(ResultCode.ok);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two processes on one PostgreSQL database', () => {
  let other: FastifyInstance;
  let otherConnection: DatabaseConnection;

  beforeAll(async () => {
    // A second server with its own pool and its own LISTEN connection, as another process would have.
    otherConnection = connectPostgres((server.connection as TestDatabase).url as string);
    other = await buildApp({ db: otherConnection.db, config: server.config });
    await other.ready();
  });

  afterAll(async () => {
    await other?.close();
    await otherConnection?.close();
  });

  it('a switch written by one process holds in the other from its notification on', async () => {
    expect(await codeOf(other, token)).toBe(ResultCode.ok);
    // The other process now answers from its copy; the write reaches it as a notification, not by a read.
    for (const state of ['on', 'off'] as const) {
      const dropped = once(other.maintenanceFlag, 'dropped');
      expect((await server.ops('maintenance', [state])).body.data).toEqual({ maintenance: state });
      await dropped;
      expect(await codeOf(other, token)).toBe(state === 'on' ? ResultCode.maintenance : ResultCode.ok);
      expect(await codeOf(server.app, token)).toBe(state === 'on' ? ResultCode.maintenance : ResultCode.ok);
    }
  });
});
