/**
 * The server key a database is sealed with: recorded by fingerprint, checked at every start, never made anew for a
 * database that already has sealed secrets. Both databases.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { provisionMerchant } from '../account/provision';
import { sealingKey } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { secretBoxFromKey, secretKeyFile } from './secretBox';
import { keyFingerprint, serverKeyFor } from './serverKey';

const now = new Date('2026-11-26T10:00:00Z');
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'kassa-key-'));
  folders.push(made);
  return made;
};

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe('the server key of a database', () => {
  it('is made once for a new database, readable only by its owner, and found again at the next start', async () => {
    const dataDir = folder();
    const key = await serverKeyFor(database.db, dataDir, now, '');
    expect(statSync(secretKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    expect((await serverKeyFor(database.db, dataDir, now, '')).equals(key)).toBe(true);
    const [row] = await database.db.select().from(sealingKey);
    // The database knows the key by its fingerprint only.
    expect(row?.fingerprint).toBe(keyFingerprint(key));
    expect(JSON.stringify(row)).not.toContain(key.toString('base64'));
    expect(JSON.stringify(row)).not.toContain(key.toString('hex'));
  });

  it('stops a second process started from another folder without the key, and makes it no key of its own', async () => {
    await serverKeyFor(database.db, folder(), now, '');
    const otherFolder = folder();
    await expect(serverKeyFor(database.db, otherFolder, now, '')).rejects.toThrow(/Set KASSA_SECRET_KEY/);
    expect(existsSync(secretKeyFile(otherFolder))).toBe(false);
  });

  it('stops a process whose KASSA_SECRET_KEY is another key, and accepts the right one', async () => {
    const key = randomBytes(32);
    await serverKeyFor(database.db, folder(), now, key.toString('base64'));
    await expect(serverKeyFor(database.db, folder(), now, randomBytes(32).toString('base64'))).rejects.toThrow(/is not the one this database's secrets are sealed with/);
    expect((await serverKeyFor(database.db, folder(), now, key.toString('hex'))).equals(key)).toBe(true);
  });

  it('never makes a key for a database whose secrets were sealed before fingerprints were recorded', async () => {
    await provisionMerchant(database.db, secretBoxFromKey(randomBytes(32)), { username: 'older', password: 'Older-pass-1', name: 'Older' }, now);
    const dataDir = folder();
    await expect(serverKeyFor(database.db, dataDir, now, '')).rejects.toThrow(/will not make a new one/);
    expect(existsSync(secretKeyFile(dataDir))).toBe(false);
  });

  it('refuses a key file that other users of the machine can read', async () => {
    const dataDir = folder();
    await serverKeyFor(database.db, dataDir, now, '');
    chmodSync(secretKeyFile(dataDir), 0o644);
    await expect(serverKeyFor(database.db, dataDir, now, '')).rejects.toThrow(/chmod 600/);
    expect(readFileSync(secretKeyFile(dataDir), 'utf8').length).toBeGreaterThan(0);
  });
});
