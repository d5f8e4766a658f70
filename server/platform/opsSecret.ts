/**
 * The secret of the platform operations endpoint. KASSA_OPS_SECRET when set (several servers, or a
 * secret manager); otherwise the server makes one at start and writes it to DATA_DIR/ops-secret,
 * readable only by its owner, where `npm run ops` on the same machine finds it.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuseOpenFile } from '../crypto/secretBox';

/** The header that carries the secret to the platform endpoint. */
export const opsSecretHeader = 'x-kassa-ops-secret';

export const opsSecretFile = (dataDir: string) => join(dataDir, 'ops-secret');

export function prepareOpsSecret(dataDir: string, fromEnvironment = process.env.KASSA_OPS_SECRET): string {
  if (fromEnvironment) return fromEnvironment;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = opsSecretFile(dataDir);
  // A secret file others could read may have been read: stop rather than quietly go on with a fresh one there.
  if (existsSync(file)) refuseOpenFile(file);
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync's mode applies only to a new file; an older file keeps its mode otherwise.
  chmodSync(file, 0o600);
  return secret;
}

export function readOpsSecret(dataDir: string, fromEnvironment = process.env.KASSA_OPS_SECRET): string | null {
  if (fromEnvironment) return fromEnvironment;
  const file = opsSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
