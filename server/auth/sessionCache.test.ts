/**
 * Sessions are kept in each server process (no database read per call within a minute of the last write), yet a
 * session that ends, on whichever process, is refused at its next call on every process; a suspension too.
 * Two app instances stand for two processes: on PostgreSQL each has its own pool and its own LISTEN connection.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../openapi/codes';
import { endpoints, type ResponseOf } from '../../openapi/endpoints';
import { connectPostgres } from '../db/client';
import { testDatabaseKind, type TestDatabase } from '../testing/database';
import { minutes, useTestServer } from '../testing/harness';
import { hashToken } from './sessions';

const server = useTestServer();
let other: FastifyInstance;
let closeOther: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ app: other, close: closeOther } = await server.otherProcess());
});

afterAll(() => closeOther?.());

/** The envelope code of a signed-in call on `app` (401 for an HTTP 401). */
async function codeOn(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url: endpoints.accountDetail.path, headers: { authorization: token }, payload: {} });
  return response.statusCode === 401 ? 401 : (response.json() as { code: number }).code;
}

/** Signs in and makes the other app keep the session (two calls, the second answered from its copy). */
async function keptOnOther(merchant: Awaited<ReturnType<typeof server.createMerchant>>, ip: string) {
  const token = await server.signIn(merchant, { ip });
  expect(await codeOn(other, token)).toBe(ResultCode.ok);
  expect(await codeOn(other, token)).toBe(ResultCode.ok);
  return token;
}

describe('a session ended on one app is refused on the other at its next call', () => {
  it('revoked from the sessions list', async () => {
    const merchant = await server.createMerchant();
    const mine = await server.signIn(merchant, { ip: '198.51.100.40' });
    const target = await keptOnOther(merchant, '198.51.100.41');
    const list = await server.call<ResponseOf<'sessionQuery'>>(endpoints.sessionQuery.path, {}, { token: mine });
    const id = list.body.data.list.find((session) => !session.current)?.id;
    expect((await server.call(endpoints.sessionRevoke.path, { id }, { token: mine })).body.code).toBe(200);
    expect(await codeOn(other, target)).toBe(401);
    expect(await codeOn(server.app, target)).toBe(401);
    expect(await codeOn(other, mine)).toBe(ResultCode.ok);
  });

  it('logged out', async () => {
    const merchant = await server.createMerchant();
    const token = await keptOnOther(merchant, '198.51.100.42');
    await server.call(endpoints.logout.path, {}, { token });
    expect(await codeOn(other, token)).toBe(401);
  });

  it('ended by a password change, which keeps the caller’s session', async () => {
    const merchant = await server.createMerchant();
    const mine = await keptOnOther(merchant, '198.51.100.43');
    const otherSession = await keptOnOther(merchant, '198.51.100.44');
    const answer = await server.call(
      endpoints.resetSelfPassword.path,
      {
        old_password: await server.encryptPassword(merchant.password),
        new_password: await server.encryptPassword('Another-pass-3'),
        confirm_password: await server.encryptPassword('Another-pass-3'),
      },
      { token: mine },
    );
    expect(answer.body.code).toBe(200);
    expect(await codeOn(other, otherSession)).toBe(401);
    expect(await codeOn(other, mine)).toBe(ResultCode.ok);
  });

  it('a suspension ends the session kept on the other app at once, and a resumption lets a new sign-in in', async () => {
    const merchant = await server.createMerchant();
    const token = await keptOnOther(merchant, '198.51.100.45');
    await server.ops('suspend', [merchant.username]);
    expect(await codeOn(other, token)).toBe(ResultCode.unauthorized);
    await server.ops('resume', [merchant.username]);
    expect(await codeOn(other, token)).toBe(ResultCode.unauthorized);
    expect(await codeOn(other, await keptOnOther(merchant, '198.51.100.45'))).toBe(ResultCode.ok);
  });

  it('keeps the idle timeout: a kept session left alone past it is refused, one kept busy is not', async () => {
    const merchant = await server.createMerchant();
    const busy = await keptOnOther(merchant, '198.51.100.46');
    const idle = await keptOnOther(merchant, '198.51.100.47');
    for (let i = 0; i < 4; i += 1) {
      server.clock.advance(minutes(8));
      expect(await codeOn(other, busy)).toBe(ResultCode.ok);
    }
    expect(await codeOn(other, idle)).toBe(401);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('another process ending a session', () => {
  it('drops the session kept here when its notification arrives', async () => {
    const merchant = await server.createMerchant();
    const token = await keptOnOther(merchant, '198.51.100.48');
    // A third connection, with no app behind it: only the notification can reach the other app.
    const writer = connectPostgres((server.connection as TestDatabase).url as string);
    try {
      const dropped = once(other.sessionCache, 'dropped');
      if (writer.kind !== 'postgres') throw new Error('a PostgreSQL connection was expected');
      await writer.pool.query(
        `begin; update sessions set revoked_at = now() where token_hash = $1; select pg_notify('kassa_sessions', $1); commit;`.replace(/\$1/g, `'${hashToken(token)}'`),
      );
      expect((await dropped)[0]).toEqual([hashToken(token)]);
      expect(await codeOn(other, token)).toBe(401);
    } finally {
      await writer.close();
    }
  });
});
