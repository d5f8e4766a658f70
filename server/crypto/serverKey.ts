/**
 * The server key a database is sealed with. The database records the key's fingerprint (never the key) the first
 * time a process seals with it; every later process checks its own key against that record before serving. A
 * process with another key, or none, stops with a message that says what to set, instead of sealing new secrets
 * that the other processes cannot read (or failing later on the first sealed secret it opens).
 */
import { createHmac } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accessKeys, merchantUsers, sealingKey } from '../db/schema';
import { existingSecretKey, generateSecretKey, secretKeyFile } from './secretBox';

/** Names the key without revealing it: an HMAC under the key of a fixed text, 128 bits shown. */
export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('kassa sealing key fingerprint').digest('hex').slice(0, 32);
}

const setKeyHint = (dataDir: string) =>
  `Set KASSA_SECRET_KEY to the server key the database's other server processes use (or copy their ${secretKeyFile(dataDir)}), then start again.`;

async function recordedFingerprint(db: Executor): Promise<string | null> {
  const [row] = await db.select({ fingerprint: sealingKey.fingerprint }).from(sealingKey).where(eq(sealingKey.id, 1));
  return row?.fingerprint ?? null;
}

/** Whether the database already holds a secret sealed under some key (a database from before the fingerprint). */
async function holdsSealedSecrets(db: Executor): Promise<boolean> {
  const sealed = 'v1.%';
  const [operator] = await db
    .select({ id: merchantUsers.id })
    .from(merchantUsers)
    .where(or(like(merchantUsers.totpSecret, sealed), like(merchantUsers.pendingTotpSecret, sealed)))
    .limit(1);
  if (operator) return true;
  const [key] = await db.select({ id: accessKeys.id }).from(accessKeys).limit(1);
  return key !== undefined;
}

/**
 * The key to seal and open this database's secrets with: KASSA_SECRET_KEY or DATA_DIR/secret-key, checked against the
 * fingerprint the database recorded. Only a database with no sealed secret and no key given gets a new key (written to
 * DATA_DIR/secret-key). Throws, with what to do, when the key is missing or is not the database's.
 */
export async function serverKeyFor(db: Executor, dataDir: string, now: Date, fromEnvironment = process.env.KASSA_SECRET_KEY): Promise<Buffer> {
  const given = existingSecretKey(dataDir, fromEnvironment);
  const recorded = await recordedFingerprint(db);
  if (recorded !== null) {
    if (!given) throw new Error(`This database's secrets are sealed with a server key (fingerprint ${recorded}) that this process does not have. ${setKeyHint(dataDir)}`);
    const fingerprint = keyFingerprint(given);
    if (fingerprint !== recorded) {
      throw new Error(`The server key given (fingerprint ${fingerprint}) is not the one this database's secrets are sealed with (fingerprint ${recorded}). ${setKeyHint(dataDir)}`);
    }
    return given;
  }
  if (!given && (await holdsSealedSecrets(db))) {
    throw new Error(`This database holds secrets sealed with a server key, and this process has none: it will not make a new one. ${setKeyHint(dataDir)}`);
  }
  const key = given ?? generateSecretKey(dataDir);
  // Two processes starting on a new database at once: the first record stands, and a process with another key stops.
  await db.insert(sealingKey).values({ id: 1, fingerprint: keyFingerprint(key), recordedAt: now }).onConflictDoNothing();
  const stored = await recordedFingerprint(db);
  if (stored !== keyFingerprint(key)) {
    throw new Error(`Another server process recorded a different server key (fingerprint ${stored}) for this database just now. ${setKeyHint(dataDir)}`);
  }
  return key;
}
