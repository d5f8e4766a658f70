/** Prebuilt statements (prebuilt.ts): built once, run on the caller's connection with each call's values. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { prebuilt } from './prebuilt';
import { merchants } from './schema';

let database: TestDatabase;
const at = new Date('2026-06-02T08:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const nameOfMerchant = prebuilt('test_merchant_name', (db) => db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, sql.placeholder('id'))));

async function newMerchant(name: string): Promise<number> {
  const [merchant] = await database.db.insert(merchants).values({ name, accountType: 'regular', createdAt: at, updatedAt: at }).returning();
  return merchant!.id;
}

describe('prebuilt statements', () => {
  it('answer each call with its own values', async () => {
    const first = await newMerchant('Prebuilt One');
    const second = await newMerchant('Prebuilt Two');
    expect(await nameOfMerchant(database.db, { id: first })).toEqual([{ name: 'Prebuilt One' }]);
    expect(await nameOfMerchant(database.db, { id: second })).toEqual([{ name: 'Prebuilt Two' }]);
    expect(await nameOfMerchant(database.db, { id: -1 })).toEqual([]);
  });

  it("run inside the caller's transaction: they see its uncommitted rows, and nobody else does", async () => {
    const id = await newMerchant('Before');
    await database.db
      .transaction(async (tx) => {
        await tx.update(merchants).set({ name: 'Inside' }).where(eq(merchants.id, id));
        expect(await nameOfMerchant(tx, { id })).toEqual([{ name: 'Inside' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await nameOfMerchant(database.db, { id })).toEqual([{ name: 'Before' }]);
  });

  it('refuse one name for two statements', async () => {
    const other = prebuilt('test_merchant_name', (db) => db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, sql.placeholder('id'))));
    await expect(other(database.db, { id: 1 })).rejects.toThrow('built with two different texts');
  });
});
