/**
 * What every benchmark shares: clean-up on any exit, processes started and stopped by their own id,
 * an HTTP client with keep-alive, a closed-loop load generator, percentiles, scratch PostgreSQL
 * databases, the RSS of a process tree, and the table of results.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const projectDir = resolve(import.meta.dirname, '../..');
export const benchDir = import.meta.dirname;

// ---------- clean-up ----------

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];

/** Registers a clean-up, run last-in first-out at the end, on failure and on Ctrl-C. Answers its remover. */
export function onCleanup(name: string, run: () => Promise<void> | void): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(`clean-up "${entry.name}" failed: ${errorText(error)}`);
    }
  }
}

/** Runs `work` and the clean-ups after it, whatever happens (an error, SIGINT, SIGTERM). */
export async function withCleanup(work: () => Promise<number>): Promise<never> {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: cleaning up…`);
    void runCleanups().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let code = 1;
  try {
    code = await work();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    stopping = true;
    await runCleanups();
  }
  process.exit(code);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `kassa-bench-${prefix}-`));
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
export const nowMs = () => performance.now();

// ---------- figures ----------

/** The p-th percentile (0–100) of values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const count = (value: number) => grouped.format(value);
export function rate(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? grouped.format(value) : value.toFixed(1);
}
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return value >= 10 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;
}
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

// ---------- the results ----------

export interface Row {
  measure: string;
  db: string;
  project: string;
  baseline: string;
  /** project ÷ baseline (or as the measure defines it); null when there is no baseline. */
  ratio: number | null;
  target: string;
  /** Whether the figure meets its target; null when there is none. */
  ok: boolean | null;
  note?: string;
}

export class Report {
  readonly rows: Row[] = [];

  add(row: Row): void {
    this.rows.push(row);
    const ratio = row.ratio === null ? '' : `  ratio ${formatRatio(row.ratio)}`;
    const verdict = row.ok === null ? '' : row.ok ? '  (meets target)' : '  (misses target)';
    console.log(`  → ${row.measure} [${row.db}]: ${row.project} vs ${row.baseline}${ratio}; target ${row.target}${verdict}${row.note ? `; ${row.note}` : ''}`);
  }

  table(): string {
    const header = ['measure', 'db', 'project', 'baseline (same run)', 'ratio', 'target', 'ok'];
    const lines = this.rows.map((row) => [
      row.measure,
      row.db,
      row.project,
      row.baseline,
      row.ratio === null ? '—' : formatRatio(row.ratio),
      row.target,
      row.ok === null ? '' : row.ok ? 'yes' : 'NO',
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
    const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
  }

  markdown(): string {
    const escape = (text: string) => text.replaceAll('|', '\\|');
    const lines = ['| measure | db | project | baseline (same run) | ratio | target | ok |', '|---|---|---|---|---|---|---|'];
    for (const row of this.rows) {
      lines.push(
        `| ${[row.measure, row.db, row.project, row.baseline, row.ratio === null ? '—' : formatRatio(row.ratio), row.target, row.ok === null ? '' : row.ok ? 'yes' : 'no']
          .map(escape)
          .join(' | ')} |`,
      );
    }
    const notes = this.rows.filter((row) => row.note);
    if (notes.length > 0) lines.push('', ...notes.map((row) => `- ${row.measure} [${row.db}]: ${row.note}`));
    return lines.join('\n');
  }
}

export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value >= 10) return `${value.toFixed(1)}×`;
  if (value >= 0.1) return `${value.toFixed(2)}×`;
  return `${value.toPrecision(2)}×`;
}

// ---------- processes ----------

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface StartedProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** When spawn was called (performance.now). */
  spawnedAt: number;
  exited: Promise<number | null>;
  hasExited(): boolean;
  logFile: string;
  logTail(lines?: number): string;
  /** SIGTERM to the process itself (it stops its own children), then SIGKILL to its group after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts a command in its own process group, its output in a log file. Registered for clean-up at once,
 * so a failure anywhere later still stops it. Only this process and its group are ever signalled.
 */
export function startProcess(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logDir: string }): StartedProcess {
  const logFile = join(options.logDir, `${name.replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}.log`);
  const fd = openSync(logFile, 'a');
  const spawnedAt = nowMs();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`could not start ${name}: ${command}`);
  const pid = child.pid;
  let exitedCode: number | null | undefined;
  const exited = new Promise<number | null>((done) => {
    child.once('exit', (code, signal) => {
      exitedCode = code ?? (signal ? -1 : null);
      done(exitedCode);
    });
    child.once('error', () => {
      exitedCode = -1;
      done(-1);
    });
  });
  const hasExited = () => exitedCode !== undefined;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async (graceMs = 20_000) => {
    if (!hasExited()) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
      const timer = sleep(graceMs).then(() => 'timeout' as const);
      if ((await Promise.race([exited, timer])) === 'timeout') {
        console.error(`${name} (pid ${pid}) did not stop within ${graceMs} ms: SIGKILL to its group`);
        killGroup('SIGKILL');
        await exited;
      }
    }
    // Anything it left behind in its group (a child that outlived it).
    killGroup('SIGKILL');
    removeCleanup();
  };
  const removeCleanup = onCleanup(`stop ${name} (pid ${pid})`, () => stop(10_000));
  const logTail = (lines = 30) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };
  return { name, pid, child, spawnedAt, exited, hasExited, logFile, logTail, stop };
}

/** Polls GET `url` until it answers 200; answers the time from the process's spawn (ms). */
export async function waitUntilAnswering(process_: StartedProcess, url: string, timeoutMs = 180_000, everyMs = 10): Promise<number> {
  const deadline = nowMs() + timeoutMs;
  for (;;) {
    if (process_.hasExited()) throw new Error(`${process_.name} exited before answering ${url}:\n${process_.logTail()}`);
    try {
      const answer = await request('GET', url, undefined, {}, 2000);
      if (answer.status === 200) return nowMs() - process_.spawnedAt;
    } catch {
      // Not listening yet.
    }
    if (nowMs() > deadline) throw new Error(`${process_.name} did not answer ${url} within ${timeoutMs} ms:\n${process_.logTail()}`);
    await sleep(everyMs);
  }
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
export function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // Exited meanwhile.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // Exited meanwhile.
    }
  }
  return total;
}

/** Samples the RSS of a process tree every `everyMs` until stopped; answers the peak. */
export function sampleRss(rootPid: number, everyMs = 25): { stop: () => number } {
  let peak = treeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(rootPid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRss(rootPid));
    },
  };
}

/** Runs a command to its end; answers its output, failing on a non-zero exit. */
export function runCommand(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<{ stdout: string; stderr: string; ms: number }> {
  return new Promise((done, fail) => {
    const started = nowMs();
    const child = spawn(command, args, { cwd: options.cwd ?? projectDir, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const remove = onCleanup(`stop ${command}`, () => {
      if (child.exitCode === null && child.pid !== undefined) child.kill('SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => {
      remove();
      fail(error);
    });
    child.once('close', (code) => {
      remove();
      const ms = nowMs() - started;
      if (code === 0) done({ stdout, stderr, ms });
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr.slice(-3000)}${options.quiet ? '' : stdout.slice(-2000)}`));
    });
  });
}

// ---------- HTTP ----------

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function request(method: string, url: string, body: string | Buffer | undefined, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<Answer> {
  return new Promise((done, fail) => {
    const call = http.request(url, { method, agent, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', fail);
    });
    call.setTimeout(timeoutMs, () => call.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    call.on('error', fail);
    call.end(body);
  });
}

/** POST a JSON body, as the console does: answers the status and the envelope. */
export async function postJson<T = unknown>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: { code: number; msg?: string; detail?: string; data: T }; raw: Buffer }> {
  const answer = await request('POST', base + path, JSON.stringify(body), headers);
  let parsed: { code: number; data: T };
  try {
    parsed = JSON.parse(answer.body.toString('utf8')) as { code: number; data: T };
  } catch {
    throw new Error(`POST ${path} answered ${answer.status} and not JSON: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
  return { status: answer.status, body: parsed, raw: answer.body };
}

export interface LoadResult {
  /** Completed calls inside the measured window (after the warm-up). */
  done: number;
  failed: number;
  seconds: number;
  perSecond: number;
  latencies: number[];
  p50: number;
  p99: number;
  firstFailure?: string;
}

/**
 * A closed loop: `clients` callers each send a call, wait for its answer, send the next, for warm-up +
 * `seconds`. Calls that start inside the measured window count; `call` answers null when fine, or why not.
 */
export async function load(options: { clients: number; seconds: number; warmupSeconds: number; call: (client: number) => Promise<string | null> }): Promise<LoadResult> {
  const start = nowMs();
  const measureFrom = start + options.warmupSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  let firstFailure: string | undefined;
  let lastDone = measureFrom;
  const loop = async (client: number) => {
    while (nowMs() < end) {
      const before = nowMs();
      let problem: string | null;
      try {
        problem = await options.call(client);
      } catch (error) {
        problem = errorText(error);
      }
      const after = nowMs();
      if (before < measureFrom) continue;
      lastDone = Math.max(lastDone, after);
      if (problem === null) latencies.push(after - before);
      else {
        failed += 1;
        firstFailure ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, client) => loop(client)));
  // The window ends when the last counted call ended (calls started before `end` finish after it).
  const seconds = (Math.max(end, lastDone) - measureFrom) / 1000;
  return {
    done: latencies.length,
    failed,
    seconds,
    perSecond: latencies.length / seconds,
    latencies,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ...(firstFailure === undefined ? {} : { firstFailure }),
  };
}

// ---------- PostgreSQL ----------

export const postgresServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function adminQuery(sql: string, serverUrl = postgresServerUrl): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL at ${serverUrl} is unreachable: ${errorText(error)}`);
  }
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** CREATE DATABASE kassa_bench_<random>, dropped at clean-up (or by `drop`). */
export async function scratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `kassa_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    remove();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  const remove = onCleanup(`drop database ${name}`, drop);
  return { name, url: url.toString(), drop };
}

/** The environment for psql and pgbench from a postgres:// URL. */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname),
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username || 'postgres'),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    PGDATABASE: parsed.pathname.slice(1),
  };
}

export function hasCommand(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, name)));
}
