/**
 * `npm start`: the whole product in one process. Builds the console if dist/ has none, opens the
 * database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds on first start,
 * and serves the API, the console, /healthy, /openapi.json and /docs on PORT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildDocument } from '../openapi/document';
import { endpoints } from '../openapi/endpoints';
import { buildApp } from '../server/app';
import { findUserByUsername, sealPlainTotpSecrets } from '../server/auth/repository';
import { totpUri } from '../server/auth/totp';
import { makeConfig } from '../server/config';
import { createDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { demoCredentials, demoPayerExists, demoPayers, demoTotpSecret, seedOnFirstStart } from '../server/db/seed';
import type { ServerConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { createOrder } from '../server/merchantApi/orders';
import { checkoutUrlOf } from '../server/merchantApi/orderView';
import { prepareOpsSecret } from '../server/platform/opsSecret';
import { recordRunningServer } from '../server/platform/runningServer';
import { loadSecretKey, secretBoxFromKey } from '../server/crypto/secretBox';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
// Beside the project, wherever it is started from.
const projectDir = resolve(import.meta.dirname, '..');
const consoleDir = resolve(projectDir, 'dist');

function buildConsoleIfMissing() {
  if (existsSync(resolve(consoleDir, 'index.html'))) return;
  console.log('Building the console (first start)…');
  const build = spawnSync(process.execPath, [resolve(projectDir, 'node_modules/vite/bin/vite.js'), 'build'], { stdio: 'inherit', cwd: projectDir });
  // A console that does not build is a bug to see at once, not a server that quietly serves no console.
  if (build.status !== 0) throw new Error('vite build failed; see its output above');
}

/** A fresh order of the demo merchant on every start, so a newcomer can pay one at the checkout at once. */
async function demoCheckoutUrl(db: Database, config: ServerConfig): Promise<string> {
  const operator = await findUserByUsername(db, demoCredentials.username);
  if (!operator) return '(the demo merchant no longer exists)';
  const now = new Date();
  const body = endpoints.openOrderCreate.request.parse({
    merchant_order_no: `DEMO-${now.toISOString().slice(0, 19).replace(/\D/g, '')}-${randomBytes(2).toString('hex')}`,
    coin_name: 'CNY',
    amount: '88.00',
    subject: 'Demo order: two coffees',
    expire_minutes: 60,
  });
  try {
    const order = await createOrder(db, operator.merchantId, body, now, config);
    return checkoutUrlOf(config.publicUrl, order.publicId ?? '');
  } catch (error) {
    return `(no demo order: ${error instanceof Error ? error.message : String(error)})`;
  }
}

async function main() {
  buildConsoleIfMissing();
  const connection = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrateDatabase(connection);
  // The server key (KASSA_SECRET_KEY or DATA_DIR/secret-key) seals the secrets the server must read back.
  const secretBox = secretBoxFromKey(loadSecretKey(dataDir));
  // Data folders made before authenticator secrets were sealed hold them in plain text: seal them (once).
  await sealPlainTotpSecrets(connection.db, secretBox);
  await seedOnFirstStart(connection.db, secretBox, new Date());

  const config = makeConfig({
    port,
    dataDir,
    opsSecret: prepareOpsSecret(dataDir),
    secretBox,
    publicUrl: process.env.KASSA_PUBLIC_URL ?? `http://localhost:${port}`,
    // The embedded demo database delivers webhooks to local receivers; a deployment on PostgreSQL does not, unless told.
    backgroundIntervalMs: Number(process.env.KASSA_BACKGROUND_INTERVAL_MS ?? 1000),
    webhookAllowPrivate: (process.env.KASSA_WEBHOOK_ALLOW_PRIVATE ?? String(!process.env.DATABASE_URL)) === 'true',
    consoleDir,
    openapiDocument: buildDocument(),
    // Behind a reverse proxy set KASSA_TRUST_PROXY=true (or its address), so logs and the whitelist see the client's IP.
    trustProxy: process.env.KASSA_TRUST_PROXY === 'true' ? true : (process.env.KASSA_TRUST_PROXY ?? false),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const app = await buildApp({ db: connection.db, config });
  await app.listen({ port, host });
  const forgetRunning = recordRunningServer({ url: `http://127.0.0.1:${port}`, dataDir, pid: process.pid });

  // PGlite writes its files on close: stop cleanly so the data folder stays consistent.
  const stop = async () => {
    forgetRunning();
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const url = `http://localhost:${port}`;
  const secret = await demoTotpSecret(connection.db, secretBox);
  console.log(`Kassa is running at ${url} (API reference: ${url}/docs, database: ${connection.kind === 'pglite' ? dataDir : 'PostgreSQL'})`);
  console.log(`username: ${demoCredentials.username}`);
  console.log(`password: ${demoCredentials.password}`);
  console.log(`authenticator: ${secret ? totpUri(demoCredentials.username, secret) : '(the demo merchant no longer exists)'}`);
  if (await demoPayerExists(connection.db)) {
    console.log(`payer username: ${demoPayers.ready.username}`);
    console.log(`payer password: ${demoPayers.ready.password}`);
    console.log(`payment password: ${demoPayers.ready.paymentPassword}`);
  } else {
    console.log('payer username: (this data folder was seeded before the checkout; start with a new DATA_DIR for the demo payer)');
  }
  console.log(`checkout: ${await demoCheckoutUrl(connection.db, config)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
