/**
 * `npm start`: the whole product in one process. Builds the console if dist/ has none, opens the
 * database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds on first start,
 * and serves the API, the console, /healthy, /openapi.json and /docs on PORT.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildDocument } from '../openapi/document';
import { endpoints } from '../openapi/endpoints';
import { buildApp } from '../server/app';
import { verifyPassword } from '../server/auth/passwords';
import { findUserByUsername, sealPlainTotpSecrets } from '../server/auth/repository';
import { totpUri } from '../server/auth/totp';
import { makeConfig, scaledRateLimits } from '../server/config';
import { createDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { demoCredentials, demoPayerExists, demoPayers, demoTotpSecret, seedOnFirstStart } from '../server/db/seed';
import type { ServerConfig } from '../server/config';
import type { Database, DatabaseConnection } from '../server/db/client';
import { createOrder } from '../server/merchantApi/orders';
import { checkoutUrlOf } from '../server/merchantApi/orderView';
import { prepareOpsSecret } from '../server/platform/opsSecret';
import { recordRunningServer } from '../server/platform/runningServer';
import { loadSecretKey, secretBoxFromKey, type SecretBox } from '../server/crypto/secretBox';

const port = Number(process.env.PORT ?? 8080);
/** How long a stop waits for the calls under way (KASSA_SHUTDOWN_GRACE_MS). */
const shutdownGraceMs = Number(process.env.KASSA_SHUTDOWN_GRACE_MS ?? 30_000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
// Beside the project, wherever it is started from.
const projectDir = resolve(import.meta.dirname, '..');
// KASSA_DIST_DIR serves a console built elsewhere (as the browser tests do); built there when missing.
const consoleDir = resolve(projectDir, process.env.KASSA_DIST_DIR ?? 'dist');

function buildConsoleIfMissing() {
  if (existsSync(resolve(consoleDir, 'index.html'))) return;
  console.log('Building the console (first start)…');
  const build = spawnSync(process.execPath, [resolve(projectDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', consoleDir, '--emptyOutDir'], { stdio: 'inherit', cwd: projectDir });
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

/**
 * The demo sign-in as the console's log shows it. The password only while it is still the demo one (checked against
 * the stored hash), and the authenticator URI (a second factor) only at the start that seeded it or when asked for
 * with --show-authenticator: a terminal or a log kept for long should not hand out both factors at every start.
 */
async function demoSignInLines(db: Database, secretBox: SecretBox, options: { seeded: boolean; showAuthenticator: boolean }): Promise<string[]> {
  const operator = await findUserByUsername(db, demoCredentials.username);
  if (!operator) return [`username: ${demoCredentials.username} (the demo merchant no longer exists)`];
  const lines = [`username: ${demoCredentials.username}`];
  lines.push(
    (await verifyPassword(operator.passwordHash, demoCredentials.password))
      ? `password: ${demoCredentials.password}`
      : 'password: (changed since the first start, so not shown)',
  );
  const secret = await demoTotpSecret(db, secretBox);
  lines.push(
    (options.seeded || options.showAuthenticator) && secret
      ? `authenticator: ${totpUri(demoCredentials.username, secret)}`
      : 'authenticator: (shown at the first start only; `npm start -- --show-authenticator` prints it again, `npm run ops -- reset-authenticator demo` makes a new one)',
  );
  return lines;
}

/** Set by scripts/build-server.mjs: the document it made from the same contract this server was built from. */
declare const KASSA_BUILT_DOCUMENT: string | undefined;

/** The OpenAPI document: read from the server's build when there is one (making it costs every start), else made now. */
function apiDocument(): ReturnType<typeof buildDocument> {
  if (typeof KASSA_BUILT_DOCUMENT === 'string' && existsSync(KASSA_BUILT_DOCUMENT)) return JSON.parse(readFileSync(KASSA_BUILT_DOCUMENT, 'utf8')) as ReturnType<typeof buildDocument>;
  return buildDocument();
}

/** WORKERS: how many server processes share PORT (node:cluster); 1 when unset. */
function workerCount(): number {
  const value = process.env.WORKERS ?? '1';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, not "${value}"`);
  if (count > 1 && !process.env.DATABASE_URL) {
    throw new Error(`WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite in ${dataDir}) admits one process. Unset WORKERS, or set DATABASE_URL.`);
  }
  return count;
}

/** Opens the database, migrates, seeds on first start: once, in the process that starts the others when there are several. */
async function prepareDatabase() {
  const connection = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await migrateDatabase(connection);
  // The server key (KASSA_SECRET_KEY or DATA_DIR/secret-key) seals the secrets the server must read back.
  const secretBox = secretBoxFromKey(loadSecretKey(dataDir));
  // Data folders made before authenticator secrets were sealed hold them in plain text: seal them (once).
  await sealPlainTotpSecrets(connection.db, secretBox);
  const seeded = await seedOnFirstStart(connection.db, secretBox, new Date());
  return { connection, secretBox, seeded };
}

/**
 * WORKERS=n (n > 1, PostgreSQL): this process prepares the database and forks n server processes that share the
 * port (node:cluster hands each connection to one of them). SIGTERM or SIGINT reaches every process; this one
 * exits when all have stopped. A process that dies unasked is replaced; one that fails before listening stops all.
 */
async function runWorkers(count: number) {
  buildConsoleIfMissing();
  const { connection, seeded } = await prepareDatabase();
  await connection.close();
  let stopping = false;
  let failed = false;
  const fork = (first: boolean) => {
    // The first prints the demo sign-in and records the running server for `npm run ops`.
    const worker = cluster.fork({ KASSA_LEAD_WORKER: first ? '1' : '', KASSA_SEEDED: seeded ? '1' : '' });
    let listening = false;
    worker.once('listening', () => (listening = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!listening) {
        console.error(`A server process stopped before it listened (${signal ?? `exit code ${code}`}); stopping all.`);
        failed = true;
        void stop('SIGTERM');
        return;
      }
      console.error(`Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`);
      fork(first);
    });
  };
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map((worker) => new Promise<number | null>((done) => (worker.isDead() ? done(worker.process.exitCode ?? 0) : worker.once('exit', (code) => done(code)))));
    for (const worker of workers) if (!worker.isDead()) worker.process.kill(signal);
    const codes = await Promise.all(exited);
    process.exit(failed || codes.some((code) => code !== 0) ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) console.log(`${count} server processes share port ${port}.`);
  });
  for (let index = 0; index < count; index += 1) fork(index === 0);
}

/** KASSA_STEP_UP_SECONDS: a whole number of seconds, 0 (every protected change asks for a code) to one hour. */
function stepUpSeconds(): number {
  const text = process.env.KASSA_STEP_UP_SECONDS ?? '300';
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds > 3600) {
    console.error(`KASSA_STEP_UP_SECONDS must be a whole number of seconds from 0 to 3600, not "${text}".`);
    process.exit(1);
  }
  return seconds;
}

async function main() {
  const workers = workerCount();
  if (workers > 1 && cluster.isPrimary) return runWorkers(workers);
  // In a cluster only the first process speaks and is recorded; every process serves.
  const lead = !cluster.isWorker || process.env.KASSA_LEAD_WORKER === '1';
  if (!cluster.isWorker) buildConsoleIfMissing();
  const prepared = await prepareDatabase();
  const { connection, secretBox } = prepared;
  const seeded = prepared.seeded || process.env.KASSA_SEEDED === '1';

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
    openapiDocument: apiDocument(),
    // Behind a reverse proxy set KASSA_TRUST_PROXY=true (or its address), so logs and the whitelist see the client's IP.
    trustProxy: process.env.KASSA_TRUST_PROXY === 'true' ? true : (process.env.KASSA_TRUST_PROXY ?? false),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // A verified authenticator code lets its session make protected changes without another code for this long.
    stepUpMs: stepUpSeconds() * 1000,
    // On PostgreSQL every process counts in the database; KASSA_RATE_LIMIT_SCALE multiplies every limit (e.g. 10, or 0.5).
    rateLimits: { shared: connection.kind === 'postgres', limits: scaledRateLimits(Number(process.env.KASSA_RATE_LIMIT_SCALE ?? 1) || 1) },
  });
  const app = await buildApp({ db: connection.db, config });
  await app.listen({ port, host });
  const forgetRunning = lead ? recordRunningServer({ url: `http://127.0.0.1:${port}`, dataDir, pid: process.pid }) : () => undefined;

  // On SIGTERM or SIGINT: stop taking connections, let the calls under way finish (app.close waits for them, then
  // its onClose hook stops the background work after its current round), then close the database, which for
  // PGlite writes its files, so the data folder opens cleanly next time. A second signal changes nothing.
  let stopping = false;
  // The sign-in lines read the database: a stop that comes while they print waits for them (milliseconds)
  // rather than closing the database under their queries.
  let announcing: Promise<void> = Promise.resolve();
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    forgetRunning();
    // A call that never ends must not keep the process alive for ever.
    setTimeout(() => {
      console.error(`Kassa did not stop within ${shutdownGraceMs / 1000} s of ${signal}; exiting anyway.`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    try {
      await announcing.catch(() => undefined);
      await app.close();
      await connection.close();
      process.exit(0);
    } catch (error) {
      console.error(`Kassa could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  if (!lead) return;
  announcing = announceSignIn(connection, secretBox, config, seeded);
  await announcing;
}

/** What the lead process prints once it listens: where Kassa runs and how to sign in to the console and the checkout. */
async function announceSignIn(connection: DatabaseConnection, secretBox: SecretBox, config: ServerConfig, seeded: boolean) {
  const url = `http://localhost:${port}`;
  console.log(`Kassa is running at ${url} (API reference: ${url}/docs, database: ${connection.kind === 'pglite' ? dataDir : 'PostgreSQL'})`);
  for (const line of await demoSignInLines(connection.db, secretBox, { seeded, showAuthenticator: process.argv.includes('--show-authenticator') })) {
    console.log(line);
  }
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
