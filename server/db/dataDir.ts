/**
 * The data folder holds the embedded database (the ledger, payers' identity data), uploaded KYC documents and, unless
 * they come from the environment, the server key and the ops secret: only the server's own user may enter it. The
 * start sets the process's umask to 0077 as well, but PGlite gives each database file mode 0666 itself: its folders
 * follow the umask (0700), so others cannot reach the files, and the start and the stop take the files' extra bits away.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Creates DATA_DIR as 0700, or tightens it to 0700 when it exists and belongs to this process's user. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}

/** Takes group and other permissions off everything in DATA_DIR that this process's user owns. */
export function tightenDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  tighten(dataDir);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) tighten(join(entry.parentPath, entry.name));
}

function tighten(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || (stat.mode & 0o077) === 0 || stat.uid !== process.getuid?.() || stat.isSymbolicLink()) return;
  chmodSync(path, stat.mode & 0o700);
}
