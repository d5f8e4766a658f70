/**
 * Backup and restore of the embedded database (PGlite). A backup is PGlite's own dump of its data folder
 * (`dumpDataDir`, a gzipped tar), taken by the running server, which owns the database: after a checkpoint,
 * under PGlite's exclusive lock, so it is one consistent moment. A restore loads such a file into the data
 * folder (`loadDataDir`) and needs the server stopped; the folder it replaces is kept beside it.
 * PostgreSQL deployments use pg_dump and pg_restore instead (docs/operations.md).
 */
import { existsSync, renameSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { ResultCode } from '../../openapi/codes';
import { embeddedDatabaseOptions, type Database } from '../db/client';
import { AppError } from '../http/errors';
import { defineCommand } from './command';

/** Where createDatabase keeps PGlite's files inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');

/** The PGlite instance behind a drizzle handle, or null on PostgreSQL. */
function pgliteOf(db: Database): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

/** Writes the dump to `file` (through a temporary name, so a half-written file never has the name). */
export async function backupEmbedded(client: PGlite, file: string): Promise<{ bytes: number }> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
  return { bytes: bytes.length };
}

/**
 * Replaces the data folder's database with the dump in `file`; the folder it replaces is renamed to
 * `pglite.before-restore-<time>`. A file PGlite cannot open leaves the old database in place.
 */
export async function restoreEmbedded(dataDir: string, file: string, now = new Date()): Promise<{ replaced: string | null }> {
  const dump = new Blob([readFileSync(file)]);
  const target = pgliteFolder(dataDir);
  const kept = existsSync(target) ? `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}` : null;
  if (kept) renameSync(target, kept);
  try {
    mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(target, { ...embeddedDatabaseOptions, loadDataDir: dump });
    await client.query('select 1');
    await client.close();
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    if (kept) renameSync(kept, target);
    throw new Error(`${file} is not a backup this server can restore (${error instanceof Error ? error.message : String(error)}); nothing was changed.`);
  }
  return { replaced: kept };
}

export const backupCommand = defineCommand({
  name: 'backup',
  summary: 'Back up the embedded database while the server runs (PostgreSQL: use pg_dump); `npm run ops -- restore <file>` restores it with the server stopped',
  positional: ['file'],
  usage: '<file>',
  // Absolute: the server's working folder is not the caller's (scripts/ops.ts resolves the path it was given).
  input: z.object({ file: z.string().min(1).refine(isAbsolute, 'an absolute path') }),
  async run(context, input) {
    const client = pgliteOf(context.db);
    if (!client) throw new AppError(ResultCode.forbidden, 'kassa.server.opsBackupNotEmbedded');
    const { bytes } = await backupEmbedded(client, input.file);
    return { file: input.file, bytes };
  },
});
