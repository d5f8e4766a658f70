import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { sealPlainTotpSecrets } from '../../server/auth/repository';
import type { Database } from '../../server/db/client';
import { secretBoxFromKey, type SecretBox } from '../../server/crypto/secretBox';
import { makeConfig, scaledRateLimits, type ServerConfig } from '../../server/config';
import { seedOnFirstStart } from '../../server/demo/seed';
import { demoCredentials, demoTotpSecret } from '../../server/demo/signIns';
import { opsSecretHeader } from '../../server/platform/opsSecret';
import { merchantUsers } from '../../server/db/schema';
import { createTestDatabase } from '../../server/testing/database';
import { totpCode } from '../../server/testing/harness';

// KASSA_DIST_DIR lets a developer test a build kept elsewhere (several builds side by side).
const distDir = process.env.KASSA_DIST_DIR ?? join(import.meta.dirname, '../../dist');

export interface RunningKassa {
  /** The console and the API, same origin. */
  url: string;
  app: FastifyInstance;
  /** The server's own database handle, for tests that check figures behind the screens. */
  db: Database;
  /** The server key's box, for tests that write what the server stores sealed (a payer's ID number). */
  secretBox: SecretBox;
  /** The seeded demo sign-in and its authenticator secret (base32). */
  demo: { username: string; password: string; totpSecret: string };
  /** The server's time: the real time, moved on by `advanceClock`. Codes, sessions and rule changes go by it. */
  now: () => Date;
  /**
   * Moves the server's clock on by `ms` (a rule change's cooling-off period passed without waiting for it). Sessions,
   * the step-up window and the authenticator's codes move with it: a code the test types must be of `now()`.
   */
  advanceClock: (ms: number) => void;
  /** Runs a platform command (`npm run ops -- <command>`) against this server, as staff do: its envelope. */
  ops: (command: string, args?: string[], options?: Record<string, string | boolean>) => Promise<{ code: number; detail: string; data: Record<string, unknown> }>;
  /**
   * A code of the demo authenticator for the next step that needs one. Codes are single use per 30-second step;
   * rather than wait for the next step in real time, the server is made to forget the step last spent (replays
   * are the server tests' subject).
   */
  freshCode: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it (scripts/start.ts: migrate, seed on first start, serve the built
 * console), on a fresh in-memory PGlite and a free port of 127.0.0.1, so the browser comes from 127.0.0.1.
 * `host: 'localhost'` gives the address as http://localhost:<port> instead (KASSA_PUBLIC_URL too): passkeys need a
 * host name, which browsers accept over plain HTTP for localhost only. `ruleChanges` sets the rule changes' cooling-off
 * and fee notice periods (KASSA_RULE_COOLING_OFF_SECONDS, KASSA_FEE_NOTICE_SECONDS), short enough for the test to move
 * the server's clock past them (`advanceClock`) within a session.
 */
export async function startKassa(options: { host?: '127.0.0.1' | 'localhost'; ruleChanges?: ServerConfig['ruleChanges'] } = {}): Promise<RunningKassa> {
  const host = options.host ?? '127.0.0.1';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
  const connection = await createTestDatabase('pglite');
  try {
    const secretBox = secretBoxFromKey(randomBytes(32));
    // As scripts/start.ts: seal any plain authenticator secret, then seed.
    await sealPlainTotpSecrets(connection.db, secretBox);
    await seedOnFirstStart(connection.db, secretBox, new Date(), { demo: true });
    const totpSecret = await demoTotpSecret(connection.db, secretBox);
    if (!totpSecret) throw new Error('the seed made no demo merchant');
    const opsSecret = randomBytes(16).toString('hex');
    let ahead = 0;
    const clock = { now: () => new Date(Date.now() + ahead) };
    const config = makeConfig({
      opsSecret,
      secretBox,
      // It seeds the demo, as `npm start` on the embedded database: demo mode, with its development notifier.
      demo: true,
      webhookAllowPrivate: true,
      consoleDir: distDir,
      // A browser test file signs the demo merchant in many times a minute.
      rateLimits: { shared: false, limits: scaledRateLimits(100) },
      clock,
      ...(options.ruleChanges ? { ruleChanges: options.ruleChanges } : {}),
    });
    const app = await buildApp({ db: connection.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // The address payers reach it at is known once it listens: links it hands out (checkout_url, the wallet's links of
    // the checkout's QR code and of the dashboard's receiving code) lead back to it, as KASSA_PUBLIC_URL makes them.
    config.publicUrl = `http://${host}:${port}`;
    return {
      url: `http://${host}:${port}`,
      app,
      db: connection.db,
      secretBox,
      demo: { ...demoCredentials, totpSecret },
      now: clock.now,
      advanceClock: (ms) => {
        ahead += ms;
      },
      ops: async (command, args = [], options = {}) => {
        const response = await fetch(`http://127.0.0.1:${port}/platform/${command}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [opsSecretHeader]: opsSecret },
          body: JSON.stringify({ args, options }),
        });
        return (await response.json()) as { code: number; detail: string; data: Record<string, unknown> };
      },
      freshCode: async () => {
        await connection.db.update(merchantUsers).set({ totpLastStep: 0 }).where(eq(merchantUsers.username, demoCredentials.username));
        return totpCode(totpSecret, clock.now());
      },
      close: async () => {
        await app.close();
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
