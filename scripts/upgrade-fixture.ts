/**
 * `npm run upgrade-fixture -- <commit>`: makes the database an earlier release left behind, for the upgrade test
 * (server/upgrade.test.ts). It checks out `<commit>` (a release tag) in a temporary worktree, starts that version's
 * server in demo mode on a scratch PostgreSQL database (its seed makes merchants, payers, USDT recharges and
 * withdrawals in every state, pending reviews included), pays a few orders of the demo merchant through its ops
 * commands (their webhooks are queued) and signs the demo operator in through its API (a session). It then stops
 * the server and writes, under server/testing/fixtures/upgrade/:
 *   - `<commit>.sql`: `pg_dump --inserts` of the database, which PGlite and PostgreSQL both load;
 *   - `<commit>.json`: the commit, the server key its secrets are sealed with and the sign-ins the test uses.
 * The key and passwords are the fixture's own, published here: the fixture is test data and nothing else.
 * Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and pg_dump.
 */
import { execFileSync, spawn } from 'node:child_process';
import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { freePort, processSigned } from '../server/testing/serverProcess';

const commit = process.argv[2];
if (!commit) throw new Error('Usage: npm run upgrade-fixture -- <commit or release tag>');
const sha = execFileSync('git', ['rev-parse', `${commit}^{commit}`], { encoding: 'utf8' }).trim();
const name = sha.slice(0, 12);

/** The fixture's own server key: published, like everything in it. */
const fixtureServerKey = createHash('sha256').update('kassa upgrade fixture').digest();
const opsSecret = 'kassa-upgrade-fixture-ops-secret';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const work = mkdtempSync(join(tmpdir(), 'kassa-fixture-'));
const checkout = join(work, 'kassa');
const database = `kassa_fixture_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let child: ReturnType<typeof spawn> | undefined;

async function main() {
  execFileSync('git', ['worktree', 'add', '--detach', checkout, sha], { stdio: 'inherit' });
  // The earlier release's dependencies are a subset of today's, at the same versions.
  symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'));
  await admin(`CREATE DATABASE ${database}`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), 'scripts/start.ts'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, 'data'),
      KASSA_DEMO: 'true',
      KASSA_SECRET_KEY: fixtureServerKey.toString('base64'),
      KASSA_OPS_SECRET: opsSecret,
      KASSA_WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const server = child;
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  // The demo sign-in is printed after the address: its authenticator line is the last one awaited.
  for (let waited = 0; !/authenticator: otpauth:\S+\n/.test(output); waited += 100) {
    if (waited > 120_000 || server.exitCode !== null) throw new Error(`the ${name} server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 100));
  }

  const ops = async (command: string, args: string[], options: Record<string, string> = {}) => {
    const response = await fetch(`${url}/platform/${command}`, {
      method: 'POST',
      headers: { 'x-kassa-ops-secret': opsSecret, 'content-type': 'application/json' },
      body: JSON.stringify({ args, options }),
    });
    const answer = (await response.json()) as { code: number; detail: string };
    if (answer.code !== 200) throw new Error(`${command}: ${answer.detail}`);
  };
  const call = async <T>(path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; detail: string; data: T };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.detail}`);
    return answer.data;
  };

  // The demo operator signs in as the console does: a session the upgrade must keep.
  const totpSecret = /authenticator: otpauth:\/\/\S*[?&]secret=([A-Z2-7]+)/.exec(output)?.[1];
  if (!totpSecret) throw new Error(`the ${name} server printed no demo authenticator:\n${output}`);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(totpSecret) });
  /** A code of a time step not used yet: each code serves once. */
  let lastStep = -1;
  const freshCode = async () => {
    while (Math.floor(Date.now() / 30_000) === lastStep) await new Promise((done) => setTimeout(done, 500));
    lastStep = Math.floor(Date.now() / 30_000);
    return totp.generate();
  };
  const { pub_key } = await call<{ pub_key: string }>('/v1/merchant/auth/get_pub_key', {});
  const password = 'Kassa-demo-2025';
  const encrypted = publicEncrypt({ key: pub_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const { token } = await call<{ token: string }>('/v1/merchant/auth/login', { username: 'demo', password: encrypted, google_code: await freshCode() });

  // An API key (webhooks are signed with its secret), then a webhook endpoint nobody listens at (the discard port), so the paid orders' webhooks are queued and stay due.
  const key = await call<{ access_key: string; secret_key: string }>('/v1/merchant/access_key/add', { ip: '127.0.0.1', google_code: await freshCode() }, token);
  await call('/v1/merchant/webhook/endpoint/update', { webhook_url: 'http://127.0.0.1:9/kassa-webhooks', google_code: await freshCode() }, token);
  // Orders of the order API: one left to pay, one closed (its webhook queued); paid orders and a payer's withdrawal to review.
  const signed = async (path: string, body: unknown) => {
    const answer = await processSigned({ url }, { accessKey: key.access_key, secretKey: key.secret_key }, path, body);
    if (answer.code !== 200) throw new Error(`${path}: ${answer.detail}`);
  };
  await signed('/v1/open/order/create', { merchant_order_no: 'FIXTURE-1001', coin_name: 'CNY', amount: '45.00', subject: 'Left to pay', expire_minutes: 1440 });
  await signed('/v1/open/order/create', { merchant_order_no: 'FIXTURE-1002', coin_name: 'CNY', amount: '60.00', subject: 'Closed', expire_minutes: 1440 });
  await signed('/v1/open/order/close', { merchant_order_no: 'FIXTURE-1002' });
  await ops('create-paid-order', ['demo'], { payer: 'U10001', coin: 'CNY', amount: '88.00' });
  await ops('create-user-withdrawal', ['demo'], { user: 'U10001', coin: 'CNY', amount: '20.00' });

  server.kill('SIGTERM');
  await exited;

  const folder = resolve('server/testing/fixtures/upgrade');
  mkdirSync(folder, { recursive: true });
  const dump = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--no-comments', databaseUrl], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  // psql’s own commands (\\restrict of newer pg_dump releases) are not SQL: the test sends the file as statements.
  writeFileSync(join(folder, `${name}.sql`), dump.replace(/^\\.*\n/gm, ''));
  const facts = {
    commit: sha,
    made: new Date().toISOString(),
    serverKey: fixtureServerKey.toString('base64'),
    tag: commit === sha ? undefined : commit,
    operator: { username: 'demo', password, totpSecret, token },
  };
  writeFileSync(join(folder, `${name}.json`), `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`wrote server/testing/fixtures/upgrade/${name}.sql and .json`);
}

try {
  await main();
} finally {
  // A failed run must not leave the earlier release's server running.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  execFileSync('git', ['worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
