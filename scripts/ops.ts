/**
 * `npm run ops -- <command> [arguments] [--option value]`: platform operations (create a merchant or
 * an operator and reset a password or an authenticator, each by a one-time link; suspend, resume, set KYC, maintenance; review USDT and fiat requests; make
 * demo payers, paid orders and withdrawal requests). They run inside the running server
 * (PGlite admits one process), through its platform endpoint on this machine, with the ops secret the
 * server wrote to DATA_DIR/ops-secret (or KASSA_OPS_SECRET). `npm run ops` alone lists the commands.
 *
 * It finds the server `npm start` started from this folder (.kassa-running.json: its port and DATA_DIR).
 * Environment, to choose another: PORT or KASSA_URL for where the server listens, DATA_DIR, KASSA_OPS_SECRET.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreEmbedded } from '../server/platform/backup';
import { opsSecretHeader, readOpsSecret } from '../server/platform/opsSecret';
import { readRunningServer } from '../server/platform/runningServer';

const running = readRunningServer();
const baseUrl = process.env.KASSA_URL ?? (process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : (running?.url ?? 'http://127.0.0.1:8080'));
const dataDir = resolve(process.env.DATA_DIR ?? running?.dataDir ?? './data');

interface Answer {
  code: number;
  detail: string;
  data: Record<string, unknown> | null;
}

/** `--name value`, `--name=value` and a bare `--flag` (true) are options; everything else is positional. */
function parseArguments(argv: string[]) {
  const args: string[] = [];
  const options: Record<string, string | boolean> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    const option = /^--([^=]+)(?:=(.*))?$/.exec(word);
    if (!option?.[1]) {
      args.push(word);
      continue;
    }
    const next = argv[index + 1];
    if (option[2] !== undefined) options[option[1]] = option[2];
    else if (next !== undefined && !next.startsWith('--')) {
      options[option[1]] = next;
      index += 1;
    } else options[option[1]] = true;
  }
  return { args, options };
}

async function send(path: string, secret: string, body?: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { [opsSecretHeader]: secret, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new Error(`No Kassa server answers at ${baseUrl}. Start it with npm start (operations go through the running server), or set PORT or KASSA_URL.`);
  }
  return (await response.json()) as Answer;
}

/** Whether a Kassa server answers at `baseUrl`. */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/healthy`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * `restore <file>` runs here, not in the server: it replaces the database the server would hold open. So it
 * refuses while a server runs on this data folder, and on PostgreSQL (pg_restore does that).
 */
async function restore(file: string | undefined) {
  if (!file) throw new Error('Usage: npm run ops -- restore <file>   (a file written by npm run ops -- backup, with the server stopped)');
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set: restore a PostgreSQL database with pg_restore (see docs/operations.md).');
  const path = resolve(file);
  if (!existsSync(path)) throw new Error(`No file at ${path}.`);
  if (running && resolve(running.dataDir) === dataDir) {
    throw new Error(`A Kassa server (pid ${running.pid}) is running on ${dataDir}: stop it first (Ctrl+C or SIGTERM), then restore.`);
  }
  if (await serverAnswers()) throw new Error(`A Kassa server answers at ${baseUrl}: stop it first (Ctrl+C or SIGTERM), then restore.`);
  const { replaced } = await restoreEmbedded(dataDir, path);
  console.log(`restored: ${path}`);
  console.log(`into: ${dataDir}`);
  console.log(`previous database: ${replaced ?? '(none)'}`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'restore') return restore(rest[0]);
  // The server writes the backup: give it the path as meant here.
  if (command === 'backup' && rest[0] && !rest[0].startsWith('--')) rest[0] = resolve(rest[0]);
  const secret = readOpsSecret(dataDir);
  if (!secret) throw new Error(`No ops secret: set KASSA_OPS_SECRET, or start the server so it writes ${dataDir}/ops-secret.`);

  if (!command || command === 'help' || command === '--help') {
    const answer = await send('/platform', secret);
    if (answer.code !== 200) throw new Error(answer.detail);
    console.log('Usage: npm run ops -- <command> [arguments]\n');
    for (const entry of (answer.data?.commands ?? []) as { name: string; usage: string; summary: string }[]) {
      console.log(`  ${entry.name} ${entry.usage}\n      ${entry.summary}`);
    }
    return;
  }

  const answer = await send(`/platform/${encodeURIComponent(command)}`, secret, parseArguments(rest));
  if (answer.code !== 200) throw new Error(answer.detail);
  for (const [name, value] of Object.entries(answer.data ?? {})) console.log(`${name}: ${String(value)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
