/** Trailing writes (trailingWrites.ts): sent once, just before the commit, and never apart from their transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import type { Executor } from './client';
import { auditLogs, merchants } from './schema';
import { insertAtEnd, prebuiltWrite, writeAtEnd } from './trailingWrites';

let database: TestDatabase;
let merchantId: number;
const at = new Date('2026-06-02T08:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const [merchant] = await database.db.insert(merchants).values({ name: 'Trailing Ltd', accountType: 'regular', createdAt: at, updatedAt: at }).returning();
  merchantId = merchant!.id;
});
afterAll(() => database.close());

const entry = (target: string, after: Record<string, string> | null = null) => ({ merchantId, operator: 'ops', ip: '10.0.0.1', action: 'transfer', target, before: null, after, createdAt: at });
const targets = async (db: Executor = database.db) =>
  (await db.select({ target: auditLogs.target }).from(auditLogs).where(eq(auditLogs.merchantId, merchantId)).orderBy(asc(auditLogs.id))).map((row) => row.target);
const clear = () => database.db.delete(auditLogs).where(eq(auditLogs.merchantId, merchantId));

describe('trailing writes', () => {
  it('reach their table at the commit, in the order they were queued, with every value intact', async () => {
    await clear();
    const seenInside = await database.db.transaction(async (tx) => {
      await insertAtEnd(tx, auditLogs, [entry('first', { amount: '12.50 CNY', note: 'a "quoted", comma' })]);
      await insertAtEnd(tx, auditLogs, [entry('second'), entry('third')]);
      return targets(tx);
    });
    // The rule of the module: inside the transaction, queued rows are not there yet.
    expect(seenInside).toEqual([]);
    expect(await targets()).toEqual(['first', 'second', 'third']);
    const [first] = await database.db.select().from(auditLogs).where(eq(auditLogs.target, 'first'));
    expect(first).toMatchObject({ operator: 'ops', ip: '10.0.0.1', before: null, after: { amount: '12.50 CNY', note: 'a "quoted", comma' }, createdAt: at });
  });

  it('go with their transaction: a check that refuses rolls back the queued writes and the ones already made', async () => {
    await clear();
    await database.db.insert(auditLogs).values(entry('kept'));
    const refusal = database.db.transaction(async (tx) => {
      await tx.update(auditLogs).set({ operator: 'changed' }).where(eq(auditLogs.target, 'kept'));
      await insertAtEnd(tx, auditLogs, [entry('queued')]);
      // Matches no row, so its check refuses the whole transaction.
      await writeAtEnd(tx, tx.update(auditLogs).set({ ip: '10.0.0.2' }).where(eq(auditLogs.target, 'missing')).returning({ id: auditLogs.id }), (rows) => {
        if (rows === 0) throw new Error('refused by the check');
      });
    });
    await expect(refusal).rejects.toThrow('refused by the check');
    expect(await targets()).toEqual(['kept']);
    const [kept] = await database.db.select().from(auditLogs).where(eq(auditLogs.target, 'kept'));
    expect(kept?.operator).toBe('ops');
  });

  it('run at once in a savepoint, so a savepoint rolled back takes its writes with it', async () => {
    await clear();
    await database.db.transaction(async (tx) => {
      await insertAtEnd(tx, auditLogs, [entry('outer')]);
      await tx
        .transaction(async (savepoint) => {
          await insertAtEnd(savepoint, auditLogs, [entry('in a savepoint')]);
          expect(await targets(savepoint)).toEqual(['in a savepoint']);
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    expect(await targets()).toEqual(['outer']);
  });

  it('run at once outside a transaction, and refuse rows that name different columns', async () => {
    await clear();
    await insertAtEnd(database.db, auditLogs, [entry('alone')]);
    expect(await targets()).toEqual(['alone']);
    const { target: _target, ...withoutTarget } = entry('x');
    await expect(insertAtEnd(database.db, auditLogs, [entry('y'), withoutTarget])).rejects.toThrow('do not all name the same columns');
    expect(await targets()).toEqual(['alone']);
  });

  it('number the parameters of every write in the one statement: rows, prebuilt writes and plain ones each get their own values', async () => {
    await clear();
    await database.db.insert(auditLogs).values([entry('renamed'), entry('moved')]);
    const setOperator = prebuiltWrite<{ operator: string; target: string }>((db) =>
      db
        .update(auditLogs)
        .set({ operator: sql`${sql.placeholder('operator')}` })
        .where(eq(auditLogs.target, sql.placeholder('target'))),
    );
    let lateOperator = 'not yet';
    await database.db.transaction(async (tx) => {
      await insertAtEnd(tx, auditLogs, [entry('new', { note: '$1 and $2 stay text' })]);
      // Values given as a function are read when the writes are sent.
      await writeAtEnd(tx, setOperator(tx, () => ({ operator: lateOperator, target: 'renamed' })));
      await writeAtEnd(tx, tx.update(auditLogs).set({ ip: '10.0.0.9' }).where(eq(auditLogs.target, 'moved')));
      lateOperator = 'late ops';
    });
    const rows = await database.db.select().from(auditLogs).where(eq(auditLogs.merchantId, merchantId)).orderBy(asc(auditLogs.id));
    expect(rows.map((row) => [row.target, row.operator, row.ip, row.after])).toEqual([
      ['renamed', 'late ops', '10.0.0.1', null],
      ['moved', 'ops', '10.0.0.9', null],
      ['new', 'ops', '10.0.0.1', { note: '$1 and $2 stay text' }],
    ]);
  });
});
