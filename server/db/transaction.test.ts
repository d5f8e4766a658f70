/**
 * runTransaction's rule for a lost connection (transaction.ts), on PostgreSQL, where a backend can be killed under a
 * transaction: lost before the commit was sent, the work runs again on a fresh connection and its first run leaves
 * nothing; lost during the commit, it runs again only when it is repeatable. PGlite runs in the process: it has no
 * connection to lose.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/database';
import { afterCommit, isDatabaseUnreachable, runTransaction } from './transaction';

describe.runIf(testDatabaseKind() === 'postgres')('a transaction whose connection is lost', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`CREATE TABLE lost_connection_probe (run integer NOT NULL, label text NOT NULL)`);
    // A row of `lost_at_commit` ends its backend when its transaction commits: the connection is lost during COMMIT.
    await database.db.execute(sql`CREATE TABLE lost_at_commit (id integer)`);
    await database.db.execute(sql`CREATE FUNCTION end_own_backend() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NULL; END $$`);
    await database.db.execute(sql`CREATE CONSTRAINT TRIGGER lost_at_commit_trigger AFTER INSERT ON lost_at_commit
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION end_own_backend()`);
  });
  afterAll(() => database.close());

  const rowsOf = async (label: string) =>
    ((await database.db.execute(sql`SELECT run FROM lost_connection_probe WHERE label = ${label} ORDER BY run`)) as unknown as { rows: { run: number }[] }).rows;

  it('runs the work again on a fresh connection when it was lost before the commit; the first run leaves nothing', async () => {
    let runs = 0;
    const answer = await runTransaction(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO lost_connection_probe (run, label) VALUES (${runs}, 'before commit')`);
      if (runs === 1) await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
      return runs;
    });
    expect(answer).toBe(2);
    expect(await rowsOf('before commit')).toEqual([{ run: 2 }]);
  });

  it('runs an after-commit task of the run that committed only, not of the run whose connection was lost', async () => {
    let runs = 0;
    const ran: number[] = [];
    await runTransaction(database.db, async (tx) => {
      runs += 1;
      const run = runs;
      afterCommit(tx, () => ran.push(run));
      if (run === 1) await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
    });
    expect(ran).toEqual([2]);
  });

  it('does not run it again when the connection was lost during the commit: the outcome is unknown', async () => {
    let runs = 0;
    const failure = await runTransaction(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO lost_connection_probe (run, label) VALUES (${runs}, 'during commit')`);
      await tx.execute(sql`INSERT INTO lost_at_commit (id) VALUES (${runs})`);
      return runs;
    }).catch((error: unknown) => error);
    expect(runs).toBe(1);
    expect(isDatabaseUnreachable(failure)).toBe(true);
  });

  it('runs repeatable work again when the connection was lost during the commit', async () => {
    let runs = 0;
    const answer = await runTransaction(
      database.db,
      async (tx) => {
        runs += 1;
        await tx.execute(sql`INSERT INTO lost_connection_probe (run, label) VALUES (${runs}, 'repeatable')`);
        if (runs === 1) await tx.execute(sql`INSERT INTO lost_at_commit (id) VALUES (${runs})`);
        return runs;
      },
      { repeatable: true },
    );
    expect(answer).toBe(2);
    expect(await rowsOf('repeatable')).toEqual([{ run: 2 }]);
  });

  it('gives up after one more try: a database that stays unreachable is the caller’s to report', async () => {
    let runs = 0;
    const failure = await runTransaction(database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
      return runs;
    }).catch((error: unknown) => error);
    expect(runs).toBe(2);
    expect(isDatabaseUnreachable(failure)).toBe(true);
  });
});

describe('tasks after a commit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('run once the transaction commits, never after a rollback, and at once outside a transaction', async () => {
    const ran: string[] = [];
    await runTransaction(database.db, async (tx) => {
      afterCommit(tx, () => ran.push('committed'));
      // Work that joins the transaction adds its tasks to it.
      await runTransaction(tx, async (joined) => afterCommit(joined, () => ran.push('joined')));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed', 'joined']);
    await expect(
      runTransaction(database.db, async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    afterCommit(database.db, () => ran.push('outside'));
    expect(ran).toEqual(['committed', 'joined', 'outside']);
  });
});
