/**
 * `npm start`: the whole product in one process. Builds the console if dist/ has none, opens the
 * database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds on first start,
 * and serves the API, the console, /healthy, /openapi.json and /docs on PORT.
 *
 * Demo mode (`demoMode`) seeds the demo merchant and payers and prints their published sign-in. Any other start
 * seeds only coins and settings, prints no password or authenticator, and refuses to run while an account still
 * accepts a published demo password.
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
import { defaultPhoneCodeDailyCaps, defaultRuleChangePolicy, makeConfig, scaledRateLimits } from '../server/config';
import { createDatabase, defaultPostgresPoolSize } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { smsFromEnvironment } from '../server/checkout/notifier';
import { demoMailboxPath } from '../server/mail/demoMailbox';
import { mailFromEnvironment, redactedSmtpUrl } from '../server/mail/transport';
import { seedOnFirstStart } from '../server/demo/seed';
import { accountsWithPublishedPasswords, demoCredentials, demoPayerExists, demoPayers, demoSecondStaffCredentials, demoStaffCredentials, demoStaffTotpSecret, demoTotpSecret } from '../server/demo/signIns';
import { findStaffByUsername } from '../server/staff/repository';
import type { ServerConfig } from '../server/config';
import type { Database, DatabaseConnection } from '../server/db/client';
import { merchants } from '../server/db/schema';
import { createOrder } from '../server/merchantApi/orders';
import { checkoutUrlOf } from '../server/merchantApi/orderView';
import { prepareOpsSecret } from '../server/platform/opsSecret';
import { recordRunningServer } from '../server/platform/runningServer';
import { secretBoxFromKey, type SecretBox } from '../server/crypto/secretBox';
import { serverKeyFor } from '../server/crypto/serverKey';
import { sealPlainLoginKey } from '../server/auth/rsaKeys';
import { sealPlainRepresentativeIdNumbers } from '../server/kyc/kyc';
import { sealPlainPayerIdNumbers } from '../server/payers/payers';
import { prepareDataDir, tightenDataDir } from '../server/db/dataDir';
import { apiOriginsOf } from '../server/http/securityHeaders';
import { parseTrustProxy } from '../server/http/trustProxy';

// Everything this process writes (the data folder, PGlite's files, the key files, uploads, backups) is its user's alone.
process.umask(0o077);

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
  console.log('Building the console (first start, about a minute)…');
  // Quiet but for warnings and errors: the list of every file built would push the sign-ins printed next off the screen.
  const build = spawnSync(process.execPath, [resolve(projectDir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', consoleDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', cwd: projectDir });
  // A console that does not build is a bug to see at once, not a server that quietly serves no console.
  if (build.status !== 0) throw new Error('vite build failed; see its output above');
}

/**
 * KASSA_DEMO=true|false decides; unset, the demo is the quick start: the embedded database (no DATABASE_URL)
 * outside NODE_ENV=production. Every process of a cluster reads the same environment, so they agree.
 */
function demoMode(): boolean {
  const value = process.env.KASSA_DEMO ?? '';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value !== '') throw new Error(`KASSA_DEMO must be true or false, not "${value}".`);
  return !process.env.DATABASE_URL && process.env.NODE_ENV !== 'production';
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
  if (!operator) return [`username: ${demoCredentials.username} (the demo merchant no longer exists)`, ...(await demoStaffSignInLines(db, secretBox, options))];
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
      : 'authenticator: (shown at the first start only; `npm start -- --show-authenticator` prints it again, `npm run ops -- reset-authenticator demo` prints a one-time link that sets a new one)',
  );
  return lines.concat(await demoStaffSignInLines(db, secretBox, options));
}

/**
 * The demo platform administrators' sign-ins (the platform's staff calls, /v1/platform/*), shown like the operator's:
 * the second as `platform second …`, for the rule changes one proposes and the other approves.
 */
async function demoStaffSignInLines(db: Database, secretBox: SecretBox, options: { seeded: boolean; showAuthenticator: boolean }): Promise<string[]> {
  const lines: string[] = [];
  for (const [label, credentials] of [['platform', demoStaffCredentials], ['platform second', demoSecondStaffCredentials]] as const) {
    const member = await findStaffByUsername(db, credentials.username);
    if (!member) {
      // A demo folder from before there were two has only the first.
      if (credentials === demoStaffCredentials) lines.push(`${label} username: ${credentials.username} (the demo platform administrator no longer exists)`);
      continue;
    }
    const secret = await demoStaffTotpSecret(db, secretBox, credentials.username);
    lines.push(
      `${label} username: ${credentials.username}`,
      (await verifyPassword(member.passwordHash, credentials.password))
        ? `${label} password: ${credentials.password}`
        : `${label} password: (changed since the first start, so not shown)`,
      (options.seeded || options.showAuthenticator) && secret
        ? `${label} authenticator: ${totpUri(credentials.username, secret)}`
        : `${label} authenticator: (shown at the first start only; \`npm start -- --show-authenticator\` prints it again)`,
    );
  }
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

/**
 * Opens the database, migrates, seeds on first start: once, in the process that starts the others when there are
 * several. Outside demo mode it refuses (throws) while an account accepts a published demo password.
 */
async function prepareDatabase(demo: boolean) {
  prepareDataDir(dataDir);
  const connection = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: poolSize() });
  await migrateDatabase(connection);
  // The server key (KASSA_SECRET_KEY or DATA_DIR/secret-key) seals the secrets the server must read back; it must be
  // the key the database's secrets are sealed with (server/crypto/serverKey.ts).
  const secretBox = secretBoxFromKey(await serverKeyFor(connection.db, dataDir, new Date()));
  // Databases made before these secrets were sealed hold them in plain text: seal them (once).
  await sealPlainTotpSecrets(connection.db, secretBox);
  await sealPlainLoginKey(connection.db, secretBox);
  await sealPlainPayerIdNumbers(connection.db, secretBox);
  await sealPlainRepresentativeIdNumbers(connection.db, secretBox);
  const seeded = await seedOnFirstStart(connection.db, secretBox, new Date(), { demo });
  tightenDataDir(dataDir);
  if (!demo) {
    const published = await accountsWithPublishedPasswords(connection.db);
    if (published.length > 0) {
      await connection.close();
      throw new Error(
        [
          `Kassa will not start outside demo mode: ${published.join(', ')} still accept${published.length === 1 ? 's' : ''} the demo password published in the docs, so anyone could sign in.`,
          'Change those passwords (or remove those accounts), start with a database that has no demo, or run the demo on purpose with KASSA_DEMO=true.',
        ].join('\n'),
      );
    }
  }
  return { connection, secretBox, seeded };
}

/**
 * WORKERS=n (n > 1, PostgreSQL): this process prepares the database and forks n server processes that share the
 * port (node:cluster hands each connection to one of them). SIGTERM or SIGINT reaches every process; this one
 * exits when all have stopped. A process that dies unasked is replaced; one that fails before listening stops all.
 */
async function runWorkers(count: number, demo: boolean) {
  buildConsoleIfMissing();
  const { connection, seeded } = await prepareDatabase(demo);
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

/** Settings that are wrong or unsafe stop the start before anything is opened, with what to write instead. */
function trustedProxies() {
  return parseTrustProxy(process.env.KASSA_TRUST_PROXY);
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

/** KASSA_DB_POOL_SIZE: the connections each process keeps to PostgreSQL, 1 to 1000. */
function poolSize(): number {
  const text = process.env.KASSA_DB_POOL_SIZE ?? String(defaultPostgresPoolSize);
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 1000) {
    console.error(`KASSA_DB_POOL_SIZE must be a whole number of connections from 1 to 1000, not "${text}".`);
    process.exit(1);
  }
  return Number(text);
}

/** A whole number of seconds from an environment variable, `fallback` when unset; a wrong one stops the start. */
function secondsOf(name: string, fallback: number, max: number): number {
  const text = process.env[name] ?? String(fallback);
  if (!/^\d+$/.test(text) || Number(text) > max) {
    console.error(`${name} must be a whole number of seconds from 0 to ${max}, not "${text}".`);
    process.exit(1);
  }
  return Number(text);
}

/**
 * The cooling-off of a rule change and the merchants' notice of a fee change (server/ruleChanges/): a day and a week,
 * or in demo mode a minute and two, so a person trying the product sees both end.
 */
function ruleChangePolicy(demo: boolean) {
  const year = 366 * 24 * 3600;
  return {
    coolingOffMs: secondsOf('KASSA_RULE_COOLING_OFF_SECONDS', demo ? 60 : defaultRuleChangePolicy.coolingOffMs / 1000, year) * 1000,
    feeNoticeMs: secondsOf('KASSA_FEE_NOTICE_SECONDS', demo ? 120 : defaultRuleChangePolicy.feeNoticeMs / 1000, year) * 1000,
  };
}

async function main() {
  const trustProxy = trustedProxies();
  const webhookAllowPrivate = process.env.KASSA_WEBHOOK_ALLOW_PRIVATE === 'true';
  const workers = workerCount();
  const demo = demoMode();
  if (workers > 1 && cluster.isPrimary) return runWorkers(workers, demo);
  // In a cluster only the first process speaks and is recorded; every process serves.
  const lead = !cluster.isWorker || process.env.KASSA_LEAD_WORKER === '1';
  if (!cluster.isWorker) buildConsoleIfMissing();
  const prepared = await prepareDatabase(demo);
  const { connection, secretBox } = prepared;
  const seeded = prepared.seeded || process.env.KASSA_SEEDED === '1';

  const config = makeConfig({
    port,
    dataDir,
    opsSecret: prepareOpsSecret(dataDir),
    secretBox,
    publicUrl: process.env.KASSA_PUBLIC_URL ?? `http://localhost:${port}`,
    apiOrigins: apiOriginsOf(process.env.VITE_API_BASE_URLS ?? ''),
    // `off`: a process that only answers calls (others on the database expire orders and send webhooks).
    backgroundIntervalMs: process.env.KASSA_BACKGROUND_INTERVAL_MS === 'off' ? null : Number(process.env.KASSA_BACKGROUND_INTERVAL_MS ?? 1000),
    demo,
    // Webhooks to this machine or its network only when asked (a local receiver in a demo or a test), and said aloud.
    webhookAllowPrivate,
    sms: smsFromEnvironment(),
    // Every verification code of the server together in 24 hours (KASSA_SMS_DAILY_BUDGET): what a flood of numbers could cost at most.
    phoneCodeDailyCaps: { ...defaultPhoneCodeDailyCaps, total: Number(process.env.KASSA_SMS_DAILY_BUDGET ?? defaultPhoneCodeDailyCaps.total) || defaultPhoneCodeDailyCaps.total },
    // The SMTP server of the platform console's sign-up links (KASSA_SMTP_URL, KASSA_MAIL_FROM); the demo keeps them in its mailbox.
    mail: mailFromEnvironment(),
    consoleDir,
    openapiDocument: apiDocument(),
    // Behind a reverse proxy KASSA_TRUST_PROXY names it, so logs, the whitelist and the limits see the client's IP.
    trustProxy,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // A verified authenticator code lets its session make protected changes without another code for this long.
    stepUpMs: stepUpSeconds() * 1000,
    ruleChanges: ruleChangePolicy(demo),
    // On PostgreSQL every process counts in the database; KASSA_RATE_LIMIT_SCALE multiplies every limit (e.g. 10, or 0.5).
    rateLimits: { shared: connection.kind === 'postgres', limits: scaledRateLimits(Number(process.env.KASSA_RATE_LIMIT_SCALE ?? 1) || 1) },
  });
  const app = await buildApp({ db: connection.db, config });
  await app.listen({ port, host });
  const forgetRunning = lead ? recordRunningServer({ url: `http://127.0.0.1:${port}`, dataDir, pid: process.pid }) : () => undefined;
  if (lead && webhookAllowPrivate) {
    console.warn('KASSA_WEBHOOK_ALLOW_PRIVATE=true: webhooks may go to loopback, private and link-local addresses, this machine and its network included. For a demo or a test only.');
  }

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
      tightenDataDir(dataDir);
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

/** The staff's platform console, where the platform staff above sign in. */
const platformUrl = (config: ServerConfig) => `${config.publicUrl.replace(/\/+$/, '')}/platform/`;

/**
 * What the lead process prints once it listens: where Kassa runs, and in demo mode how to sign in to the console
 * and the checkout (the demo's sign-in is public by design). Outside demo mode no password or authenticator is
 * printed, only how to make the first merchant, whose operator enrols through a one-time link.
 */
async function announceSignIn(connection: DatabaseConnection, secretBox: SecretBox, config: ServerConfig, seeded: boolean) {
  const url = `http://localhost:${port}`;
  console.log(`Kassa is running at ${url} (API reference: ${url}/docs, database: ${connection.kind === 'pglite' ? dataDir : 'PostgreSQL'}, ${config.demo ? 'demo mode' : 'no demo'})`);
  if (!config.demo) {
    const [merchant] = await connection.db.select({ id: merchants.id }).from(merchants).limit(1);
    if (!merchant) {
      console.log('No merchant yet: `npm run ops -- create-merchant <username> --name "<shop name>"` creates one and prints a one-time link (24 hours) where its operator sets a password and an authenticator.');
    }
    console.log('More operators: `npm run ops -- invite-operator <merchant> <username>`. An operator who lost its password or authenticator gets a new one through `npm run ops -- reset-password <username>`. Each prints a one-time link.');
    console.log('Platform staff: `npm run ops -- create-staff <username> --role admin --email <address>` prints a one-time link for the first administrator.');
    console.log(
      config.mail
        ? `Sign-up links of the platform console go by email through ${redactedSmtpUrl(config.mail.url)}.`
        : 'KASSA_SMTP_URL is not set: the platform console cannot send sign-up links, so adding a staff member or a merchant there, or resetting a member, answers that email is not configured (`npm run ops` prints its links).',
    );
    console.log(`platform: ${platformUrl(config)}`);
    return;
  }
  for (const line of await demoSignInLines(connection.db, secretBox, { seeded, showAuthenticator: process.argv.includes('--show-authenticator') })) {
    console.log(line);
  }
  console.log(`platform: ${platformUrl(config)}`);
  // The demo sends no email: the sign-up links the platform console sends wait here (unless KASSA_SMTP_URL is set).
  console.log(`mailbox: ${config.publicUrl.replace(/\/+$/, '')}${demoMailboxPath}${config.mail ? ' (empty: KASSA_SMTP_URL sends the links by email)' : ''}`);
  if (await demoPayerExists(connection.db)) {
    console.log(`payer username: ${demoPayers.ready.username}`);
    console.log(`payer password: ${demoPayers.ready.password}`);
    console.log(`payment password: ${demoPayers.ready.paymentPassword}`);
  } else {
    console.log('payer username: (this data folder was seeded before the checkout; start with a new DATA_DIR for the demo payer)');
  }
  console.log(`checkout: ${await demoCheckoutUrl(connection.db, config)}`);
  console.log(`wallet: ${config.publicUrl.replace(/\/+$/, '')}/wallet/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
