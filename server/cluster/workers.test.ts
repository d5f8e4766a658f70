/**
 * `WORKERS=n npm start`: n server processes on one port, on one PostgreSQL database. Runs the command of
 * `npm start` itself (scripts/build-server.mjs --start: the server compiled ahead of time, built when stale).
 * Which process answered a connection is read from Linux's socket tables (/proc), so the server needs no debug header.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/database';
import { freePort } from '../testing/serverProcess';

const onPostgres = testDatabaseKind() === 'postgres';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s command in its own folder, with a stand-in console build (no vite build in a test). */
function npmStart(env: Record<string, string>, folder: string): Started {
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Kassa</title>');
  const child = spawn(process.execPath, [resolve('scripts/build-server.mjs'), '--start'], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: folder, KASSA_DIST_DIR: folder, KASSA_SECRET_KEY: randomBytes(32).toString('base64'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: folder,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function untilOutput(started: Started, text: string): Promise<void> {
  await new Promise<void>((ready, fail) => {
    const check = () => {
      if (started.output().includes(text)) ready();
    };
    started.child.stdout?.on('data', check);
    started.child.stderr?.on('data', check);
    started.child.once('exit', (code) => fail(new Error(`the server exited (${code}) before "${text}":\n${started.output()}`)));
    check();
  });
}

const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The process, among `pids`, that holds the server's end of the TCP connection from `clientPort` to `serverPort`. */
function ownerOfConnection(serverPort: number, clientPort: number, pids: number[]): number | undefined {
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  const row = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1]?.endsWith(`:${hex(serverPort)}`) && fields[2]?.endsWith(`:${hex(clientPort)}`));
  const inode = row?.[9];
  if (!inode) return undefined;
  return pids.find((pid) => readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
    } catch {
      return false;
    }
  }));
}

/** One request on a connection of its own, kept open until the process that answered it is known. */
async function answeredBy(port: number, pids: number[]): Promise<number | undefined> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  const answer = new Promise<string>((done) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n') && text.includes('"status"')) done(text);
    });
  });
  socket.write(`GET /healthy HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  expect(await answer).toMatch(/^HTTP\/1\.1 200/);
  const owner = ownerOfConnection(port, socket.localPort!, pids);
  socket.destroy();
  return owner;
}

describe('WORKERS: several server processes on one port', { timeout: 180_000 }, () => {
  const folders: string[] = [];
  const started: Started[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'kassa-workers-'));
    folders.push(made);
    return made;
  };

  afterAll(async () => {
    for (const server of started) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it('refuses WORKERS above 1 on the embedded database, saying why, and starts nothing', async () => {
    const server = npmStart({ WORKERS: '2', PORT: String(await freePort()), DATABASE_URL: '' }, folder());
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database \(PGlite/);
  });

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
    });
    afterAll(async () => {
      await database?.close();
    });

    it('answers from two processes sharing the port, and SIGTERM stops them all', async () => {
      const port = await freePort();
      const server = npmStart({ WORKERS: '2', PORT: String(port), DATABASE_URL: database.url! }, folder());
      started.push(server);
      await untilOutput(server, '2 server processes share port');
      await untilOutput(server, 'Kassa is running at');
      // The start is over once the lead has printed its last line (the first-merchant hint reads the database).
      await untilOutput(server, 'reset-password');
      // PostgreSQL without KASSA_DEMO: no process seeded or printed the demo, and the lead printed its lines once.
      const workers = childrenOf(server.child.pid!);
      expect(workers).toHaveLength(2);
      expect(server.output().match(/Kassa is running at/g)).toHaveLength(1);
      expect(server.output().match(/create-merchant/g)).toHaveLength(1);
      expect(server.output()).not.toMatch(/password:|otpauth:|checkout:/);

      const owners = new Set<number>();
      for (let attempt = 0; attempt < 20 && owners.size < 2; attempt += 1) {
        const owner = await answeredBy(port, workers);
        if (owner !== undefined) owners.add(owner);
      }
      expect([...owners].sort()).toEqual([...workers].sort());

      server.child.kill('SIGTERM');
      // The processes' own words say why a stop failed (it once exited 1 under CI load).
      const code = await server.exited;
      expect(code, server.output()).toBe(0);
      expect(workers.filter(alive)).toEqual([]);
    });
  });
});
