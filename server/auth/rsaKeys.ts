/**
 * The login key pair: clients encrypt the password with the public key (RSA-OAEP, SHA-256, base64),
 * so it never travels in clear even where TLS ends early. Generated once and stored in the database,
 * so every server process (and every restart) decrypts with the same key. The private key is stored sealed
 * with the server key: a copy of the database alone does not decrypt recorded sign-ins.
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { and, eq, not, like } from 'drizzle-orm';
import type { SecretBox } from '../crypto/secretBox';
import type { Executor } from '../db/client';
import { serverKeys } from '../db/schema';

const loginKeyName = 'login_rsa';

export interface LoginKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

// Read once per database handle: the pair never changes after it is created.
const cache = new WeakMap<Executor, LoginKeyPair>();

const privateKeyPurpose = 'server_keys.private_key_pem';

export async function loginKeyPair(db: Executor, box: SecretBox, now: Date): Promise<LoginKeyPair> {
  const known = cache.get(db);
  if (known) return known;
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, loginKeyName));
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // Two processes starting together may both generate; the first insert wins and both read it back.
    await db
      .insert(serverKeys)
      .values({ name: loginKeyName, publicKeyPem: publicKey, privateKeyPem: box.seal(privateKey, privateKeyPurpose), createdAt: now })
      .onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, loginKeyName));
  }
  if (!row) throw new Error('login key pair missing after insert');
  const keys = { publicKeyPem: row.publicKeyPem, privateKeyPem: box.open(row.privateKeyPem, privateKeyPurpose) };
  cache.set(db, keys);
  return keys;
}

/** Seals a login key stored in clear by an earlier version (once, at start, before the server takes calls). */
export async function sealPlainLoginKey(db: Executor, box: SecretBox): Promise<void> {
  const [row] = await db
    .select()
    .from(serverKeys)
    .where(and(eq(serverKeys.name, loginKeyName), not(like(serverKeys.privateKeyPem, 'v1.%'))));
  if (!row) return;
  await db
    .update(serverKeys)
    .set({ privateKeyPem: box.seal(row.privateKeyPem, privateKeyPurpose) })
    .where(and(eq(serverKeys.name, loginKeyName), eq(serverKeys.privateKeyPem, row.privateKeyPem)));
}

/** The clear password, or null when the text is not a valid encryption with our key. */
export function decryptPassword(keys: LoginKeyPair, encryptedBase64: string): string | null {
  try {
    const clear = privateDecrypt(
      { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encryptedBase64, 'base64'),
    );
    return clear.toString('utf8');
  } catch {
    return null;
  }
}
