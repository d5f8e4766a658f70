/**
 * Secrets the server must be able to read back (an API key's HMAC secret, its webhook secret, authenticator
 * secrets) are stored sealed with AES-256-GCM under one server key, never in plain text. The key comes from
 * KASSA_SECRET_KEY (32 bytes, base64 or hex: what several servers on one database share), or from a key file
 * the server generates in DATA_DIR on first start.
 *
 * A sealed value reads `v1.<iv>.<ciphertext>.<tag>` (base64url). `purpose` is bound in as associated data,
 * so a value sealed for one column cannot be passed off as another's.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string, purpose: string): string;
  open(sealed: string, purpose: string): string;
}

const version = 'v1';
const keyBytes = 32;
const ivBytes = 12;
/** GCM's full tag. Node accepts a shorter tag on decipher unless told its length, and a 4-byte tag can be forged by trying. */
const tagBytes = 16;

export function isSealed(value: string): boolean {
  return value.startsWith(`${version}.`);
}

/** The SQL LIKE pattern of a sealed value: what a pass that seals values left in plain text skips. */
export const sealedLikePattern = `${version}.%`;

export function secretBoxFromKey(key: Buffer): SecretBox {
  if (key.length !== keyBytes) throw new Error(`The secret key must be ${keyBytes} bytes, not ${key.length}`);
  return {
    seal(plain, purpose) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, purpose) {
      const [tagVersion, iv, ciphertext, tag] = sealed.split('.');
      if (tagVersion !== version || !iv || ciphertext === undefined || !tag) throw new Error('Not a sealed secret');
      const tagBuffer = Buffer.from(tag, 'base64url');
      if (tagBuffer.length !== tagBytes) throw new Error('Unsupported state or unable to authenticate data');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: tagBytes });
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(tagBuffer);
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** 32 bytes written as base64 (44 characters) or hex (64 characters). */
function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== keyBytes) throw new Error('KASSA_SECRET_KEY must be 32 bytes, written as base64 or hex');
  return key;
}

export const secretKeyFile = (dataDir: string) => join(dataDir, 'secret-key');

/**
 * A secret file of DATA_DIR (the server key, the ops secret) that other users of the machine can read or write is
 * refused rather than used: whoever read it can unseal every secret, or call the platform endpoint.
 */
export function refuseOpenFile(file: string): void {
  const mode = statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new Error(`${file} can be read or written by other users of this machine (mode ${mode.toString(8)}). Run \`chmod 600 ${file}\`, consider the secret in it disclosed, and start again.`);
  }
}

/** The server key given: KASSA_SECRET_KEY when set, else DATA_DIR/secret-key when it exists; null when neither. */
export function existingSecretKey(dataDir: string, fromEnvironment = process.env.KASSA_SECRET_KEY): Buffer | null {
  if (fromEnvironment) return parseKey(fromEnvironment);
  const file = secretKeyFile(dataDir);
  if (!existsSync(file)) return null;
  refuseOpenFile(file);
  return parseKey(readFileSync(file, 'utf8'));
}

/** A new server key, written to DATA_DIR/secret-key (readable only by its owner). Back it up with the database. */
export function generateSecretKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = secretKeyFile(dataDir);
  const key = randomBytes(keyBytes);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}
