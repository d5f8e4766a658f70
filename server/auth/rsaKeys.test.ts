/** The login key pair's private half is stored sealed with the server key: a copy of the database alone cannot use it. */
import { constants, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretBoxFromKey } from '../crypto/secretBox';
import { serverKeys } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { decryptPassword, loginKeyPair, sealPlainLoginKey } from './rsaKeys';

const now = new Date('2026-11-26T10:00:00Z');
const encrypt = (publicKeyPem: string, text: string) =>
  publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('the login key pair', () => {
  it('keeps its private key sealed in the database and still decrypts sign-ins', async () => {
    const box = secretBoxFromKey(randomBytes(32));
    const keys = await loginKeyPair(database.db, box, now);
    const [row] = await database.db.select().from(serverKeys);
    expect(row?.privateKeyPem.startsWith('v1.')).toBe(true);
    expect(row?.privateKeyPem).not.toContain('PRIVATE KEY');
    expect(decryptPassword(keys, encrypt(keys.publicKeyPem, 'Secret-pass-1'))).toBe('Secret-pass-1');
  });

  it('seals a key pair an earlier version stored in clear, keeping the same pair', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await database.db.insert(serverKeys).values({ name: 'login_rsa', publicKeyPem: publicKey, privateKeyPem: privateKey, createdAt: now });
    const box = secretBoxFromKey(randomBytes(32));
    await sealPlainLoginKey(database.db, box);
    const [row] = await database.db.select().from(serverKeys);
    expect(row?.privateKeyPem).not.toContain('PRIVATE KEY');
    const keys = await loginKeyPair(database.db, box, now);
    expect(keys.publicKeyPem).toBe(publicKey);
    expect(decryptPassword(keys, encrypt(publicKey, 'Older-pass-1'))).toBe('Older-pass-1');
  });
});
