/**
 * The embedded database's disk fills up: its folder is on a small tmpfs that the test fills with a file of its own.
 * Writes then answer HTTP 503 with code 503, `data.database: 'storage_full'`, Retry-After and the catalogue's message
 * in the caller's language; nothing of a refused write is saved (the ledger explains every balance and money is
 * conserved); reads keep working. Once the file is removed, the same call (same Idempotency-Key) succeeds, without a
 * restart. PGlite only: a PostgreSQL server's disk is its administrator's, and it answers the same SQLSTATE (53100),
 * which the same code maps.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../openapi/endpoints';
import { translate } from './http/language';
import { storageFullRetryAfterSeconds } from './http/errors';
import { createPgliteIn, testDatabaseKind } from './testing/database';
import { TestServer, type TestMerchant } from './testing/harness';
import { creditMerchant, ledgerProblems, sumOf } from './testing/ledger';

const onPglite = testDatabaseKind() === 'pglite';

/** Mounts a tmpfs of `megabytes` at a new folder; answers why it cannot (mounting needs root). */
function mountSmallDisk(megabytes: number): { folder: string; unmount: () => void } | string {
  const folder = mkdtempSync(join(tmpdir(), 'kassa-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder], { stdio: 'pipe' });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return `cannot mount a tmpfs here: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
  return {
    folder,
    unmount: () => {
      execFileSync('umount', ['-l', folder], { stdio: 'pipe' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const disk = onPglite ? mountSmallDisk(96) : 'PostgreSQL';
const cannotRun = typeof disk === 'string' ? disk : null;

describe.runIf(onPglite)('the embedded database’s disk full', () => {
  const server = new TestServer();
  const filler = typeof disk === 'string' ? '' : join(disk.folder, 'filler');

  beforeAll(async () => {
    if (typeof disk === 'string') return;
    await server.start({}, undefined, () => createPgliteIn(join(disk.folder, 'pglite')));
  });
  afterAll(async () => {
    if (typeof disk === 'string') return;
    await server.stop();
    disk.unmount();
  });

  /** Fills the disk but for `leftBytes`. */
  function fillDisk(leftBytes: number) {
    const { bavail, bsize } = statfsSync(filler.slice(0, filler.lastIndexOf('/')));
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leftBytes)));
  }

  it.skipIf(cannotRun !== null)(
    `answers 503 storage_full in the caller’s language and saves nothing, then works once space is freed${cannotRun ? ` (skipped: ${cannotRun})` : ''}`,
    { timeout: 120_000 },
    async () => {
      const payer: TestMerchant = await server.createMerchant();
      const recipient = await server.createMerchant();
      await creditMerchant(server.db, payer.merchantId, 'CNY', '100000.00', server.clock.now());
      const token = await server.signInSteppedUp(payer);
      const transfer = { coin_name: 'CNY', receipt_merchant_id: String(recipient.merchantId), transfer_amount: '10.00', remark: 'disk' };

      fillDisk(256 * 1024);
      // The free pages of the tables take a few transfers before a file must grow.
      let acknowledged = 0;
      let refused: { status: number; body: { code: number; detail: string; data: unknown }; key: string; retryAfter?: string } | undefined;
      for (let attempt = 0; attempt < 2000 && !refused; attempt += 1) {
        const key = `disk-full-${attempt}`;
        const response = await server.app.inject({
          method: 'POST',
          url: endpoints.transferAdd.path,
          headers: { authorization: token, language: 'vi', 'idempotency-key': key },
          payload: transfer,
          remoteAddress: '203.0.113.10',
        });
        const body = response.json();
        if (body.code === 200) acknowledged += 1;
        else refused = { status: response.statusCode, body, key, retryAfter: response.headers['retry-after'] as string | undefined };
      }

      expect(refused).toMatchObject({
        status: 503,
        body: { code: 503, detail: translate('vi', 'kassa.server.storageFull'), data: { database: 'storage_full', retry_after: storageFullRetryAfterSeconds } },
        retryAfter: String(storageFullRetryAfterSeconds),
      });
      expect(acknowledged).toBeGreaterThan(0);

      // Reads still answer, and show exactly the acknowledged transfers: the refused one left nothing behind.
      const sent = await server.call<{ list: unknown[]; total: number }>(endpoints.transferQuery.path, { page_size: 1 }, { token });
      expect(sent.body).toMatchObject({ code: 200, data: { total: acknowledged } });
      expect(await ledgerProblems(server.db)).toEqual([]);
      const assets = await server.call<{ list: { total_asset: string }[] }>(endpoints.assetQuery.path, { coin_name: 'CNY' }, { token });
      // 10.00 a transfer, its fees included in what the payer loses.
      const payerSpent = sumOf(['100000.00', `-${assets.body.data.list[0]!.total_asset}`]);
      expect(payerSpent.toFixed(2)).toBe((acknowledged * 10).toFixed(2));

      rmSync(filler);
      const again = await server.app.inject({
        method: 'POST',
        url: endpoints.transferAdd.path,
        headers: { authorization: token, language: 'vi', 'idempotency-key': refused!.key },
        payload: transfer,
        remoteAddress: '203.0.113.10',
      });
      expect(again.json()).toMatchObject({ code: 200, data: { transfer_amount: '10.00', transfer_status: 'completed' } });
      const after = await server.call<{ total: number }>(endpoints.transferQuery.path, { page_size: 1 }, { token });
      expect(after.body.data.total).toBe(acknowledged + 1);
      expect(await ledgerProblems(server.db)).toEqual([]);
    },
  );
});
