/**
 * `npm start`'s entry point (scripts/start.ts) as a real child process, for the tests of what only a process
 * shows: stopping on SIGTERM, surviving SIGKILL, backup and restore. On PGlite it keeps its data in `dataDir`;
 * with `databaseUrl` it runs on that PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { signatureOf } from '../merchantApi/signature';
import { opsSecretHeader } from '../platform/opsSecret';

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once it ended. */
  exited: Promise<number | null>;
  /** Resolves once `output` contains `text`. */
  waitForOutput(text: string | ((output: string) => boolean)): Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  serverKey: Buffer;
  opsSecret: string;
  env?: Record<string, string>;
  /** Where the process runs (its .kassa-running.json goes there); the data folder by default, which must then exist. */
  cwd?: string;
}

/** Starts the server and resolves once it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const server = await spawnServerProcess(options);
  await server.waitForOutput('Kassa is running at');
  return server;
}

/** Starts `npm start`'s entry point without waiting: for the starts that should refuse to run. */
export async function spawnServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  // tsx's loader by its absolute address: the process runs in the data folder (its .kassa-running.json goes there).
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve('scripts/start.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      KASSA_SECRET_KEY: options.serverKey.toString('base64'),
      KASSA_OPS_SECRET: options.opsSecret,
      KASSA_WEBHOOK_ALLOW_PRIVATE: 'true',
      // The process tests work with the demo merchant and payers on both databases; the tests of the production
      // start set KASSA_DEMO themselves ('' for the default of the database and NODE_ENV).
      KASSA_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd ?? options.dataDir,
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const waitForOutput = (text: string | ((output: string) => boolean)) =>
    new Promise<void>((ready, fail) => {
      const matches = () => (typeof text === 'string' ? output.includes(text) : text(output));
      const check = () => {
        if (!matches()) return;
        waiters.delete(check);
        ready();
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (waiters.delete(check)) fail(new Error(`the server exited (${code}) before writing what was awaited:\n${output}`));
      });
    });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited, waitForOutput };
}

export interface Answer<T = Record<string, string>> {
  status: number;
  code: number;
  detail: string;
  data: T;
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as { code: number; detail: string; data: T };
  return { status: response.status, ...body };
}

/** A platform command through the process's ops endpoint. */
export async function processOps<T = Record<string, string>>(
  server: { url: string },
  opsSecret: string,
  command: string,
  args: string[] = [],
  options: Record<string, string | boolean> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/platform/${command}`, {
    method: 'POST',
    headers: { [opsSecretHeader]: opsSecret, 'content-type': 'application/json' },
    body: JSON.stringify({ args, options }),
  });
  return answerOf<T>(response);
}

/** A call of the order API signed with the key, as an integrator's server makes it. */
export async function processSigned<T = Record<string, string>>(
  server: { url: string },
  key: { accessKey: string; secretKey: string },
  path: string,
  body: unknown,
): Promise<Answer<T>> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-access-key': key.accessKey,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signatureOf(key.secretKey, timestamp, nonce, path, raw),
    },
    body: raw,
  });
  return answerOf<T>(response);
}
