/**
 * A PostgreSQL server of the test's own, for the tests that stop and start it (server/outage.test.ts): the shared
 * one at 127.0.0.1:5432 serves every other test and helper, so it is never stopped. `initdb` makes a cluster in a
 * temporary folder, `postgres` serves it on a free port of 127.0.0.1, and `pg_ctl stop -m fast` stops it as an
 * administrator's restart does (sessions cut, transactions rolled back); `start` serves it again on the same port.
 * PostgreSQL refuses to run as root: as root, the folder goes to the `postgres` user and the binaries run as it.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './serverProcess';

const binaries = ['initdb', 'pg_ctl', 'postgres'] as const;
const runAs = 'postgres';

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why a cluster of the test's own cannot be made here, or null when it can. */
export function ownPostgresUnavailable(): string | null {
  const missing = binaries.filter((command) => !onPath(command));
  if (missing.length > 0) return `PostgreSQL's ${missing.join(', ')} not on PATH`;
  if (process.getuid?.() === 0 && !onPath('runuser')) return 'running as root without runuser to run PostgreSQL as another user';
  return null;
}

/** The command line as the user PostgreSQL accepts: ourselves, or `postgres` when we are root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', runAs, '--', command, ...args]] : [command, args];
}

export interface OwnPostgres {
  port: number;
  /** A `postgres://` URL of `database` on this server. */
  url(database?: string): string;
  /** Creates an empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Starts serving (again, on the same port); resolves once it accepts connections. */
  start(): Promise<void>;
  /** A fast shutdown (`pg_ctl stop -m fast`): open sessions are cut, their transactions rolled back. */
  stop(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const folder = mkdtempSync(join(tmpdir(), 'kassa-own-pg-'));
  const dataDir = join(folder, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', runAs]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', runAs]).toString().trim());
    chownSync(folder, uid, gid);
  }
  const [initdb, initdbArgs] = asServerUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  execFileSync(initdb, initdbArgs, { stdio: 'ignore' });
  const port = await freePort();
  let server: { child: ChildProcess; exited: Promise<void> } | undefined;

  const start = async () => {
    // The socket goes into the test's folder, not /var/run/postgresql: nothing of the machine's own server is touched.
    const [command, args] = asServerUser('postgres', ['-D', dataDir, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    server = { child, exited };
    let output = '';
    await new Promise<void>((ready, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('database system is ready to accept connections')) ready();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => fail(new Error(`PostgreSQL exited before accepting connections:\n${output}`)));
    });
  };

  const stop = async () => {
    if (!server) return;
    const [command, args] = asServerUser('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    // Not the synchronous call: the test's own calls to the Kassa server go on while PostgreSQL stops.
    await promisify(execFile)(command, args);
    await server.exited;
    server = undefined;
  };

  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => server?.child.kill('SIGKILL'));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
