/**
 * Writes that nothing later in their transaction reads (a change's new balances, which the ledger keeps until then,
 * its fund-flow rows and business record, its audit row, its spent authenticator step, its idempotent answer) and
 * the transaction's notifications are sent together
 * as one statement just before the commit, as data-modifying CTEs, instead of one round trip each. A transfer's writes were five round trips; they
 * are one. The connection (client.ts) sends them at the end of every transaction, so none is ever left behind.
 *
 * Two rules for a write queued here:
 *   - nothing in the same transaction reads its rows afterwards (they are not there until the end);
 *   - no two queued writes touch the same row (PostgreSQL runs the CTEs of one statement on one snapshot).
 * Outside a transaction, or inside a savepoint (whose writes must go or stay with it), the write runs at once.
 */
import { getTableColumns, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from './client';

/** Told how many rows the write returned (the query must then say RETURNING); throws to refuse the whole transaction. */
export type WriteCheck = (rowCount: number) => void | Promise<void>;

interface Queue {
  /** Rows per table, in the order they came: one multi-row INSERT per table keeps their ids in that order. */
  inserts: Map<PgTable, Record<string, unknown>[]>;
  writes: { query: SQLWrapper; check?: WriteCheck | undefined }[];
  /** Payloads per NOTIFY channel: one notification per distinct payload, delivered by PostgreSQL at the commit. */
  notifications: Map<string, Set<string>>;
}

const queues = new WeakMap<Transaction, Queue>();

/** The queue of `db` when it is a transaction itself (drizzle counts savepoints in `nestedIndex`, not in its types). */
function queueOf(db: Executor): Queue | null {
  if (!(db instanceof PgTransaction) || (db as unknown as { nestedIndex: number }).nestedIndex !== 0) return null;
  let queue = queues.get(db as Transaction);
  if (!queue) queues.set(db as Transaction, (queue = { inserts: new Map(), writes: [], notifications: new Map() }));
  return queue;
}

/** Whether writes queued on `db` wait for its commit: it is a transaction, not a savepoint nor the database. */
export function writesAtEnd(db: Executor): boolean {
  return queueOf(db) !== null;
}

/** Inserts `rows` into `table` at the end of the transaction `db` (see the rules above); outside one, now. */
export async function insertAtEnd<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const queue = queueOf(db);
  if (!queue) {
    await runWrites(db, [{ query: insertFromJson(table, rows as Record<string, unknown>[]) }]);
    return;
  }
  const queued = queue.inserts.get(table) ?? [];
  queued.push(...rows);
  queue.inserts.set(table, queued);
}

/** Runs the write `query` at the end of the transaction `db` (see the rules above); outside one, now. */
export async function writeAtEnd(db: Executor, query: SQLWrapper, check?: WriteCheck): Promise<void> {
  const queue = queueOf(db);
  if (queue) queue.writes.push({ query, check });
  else await runWrites(db, [{ query, check }]);
}

/**
 * Sends `NOTIFY channel, payload` with the transaction's trailing writes: PostgreSQL delivers it to every listening
 * process when the transaction commits, and never when it rolls back. The same payload twice is sent once.
 * Outside a transaction, or inside a savepoint, it is sent at once (a savepoint rolled back takes it with it).
 */
export async function notifyAtEnd(db: Executor, channel: string, payload: string): Promise<void> {
  const queue = queueOf(db);
  if (!queue) {
    await runWrites(db, [], [[channel, payload]]);
    return;
  }
  const payloads = queue.notifications.get(channel) ?? new Set();
  payloads.add(payload);
  queue.notifications.set(channel, payloads);
}

/** Sends what is queued on `tx` as one statement and applies the checks (client.ts calls it before every commit). */
export async function flushTrailingWrites(tx: Transaction): Promise<void> {
  const queue = queues.get(tx);
  if (!queue) return;
  queues.delete(tx);
  const inserts = [...queue.inserts].map(([table, rows]) => ({ query: insertFromJson(table, rows) }));
  const notifications = [...queue.notifications].flatMap(([channel, payloads]) => [...payloads].map((payload): [string, string] => [channel, payload]));
  await runWrites(tx, [...inserts, ...queue.writes], notifications);
}

/**
 * One INSERT of many rows with a single parameter, the rows as JSON (`json_populate_recordset`): building a
 * drizzle insert costs a walk over every value, which was a third of a transfer's CPU in the server. The rows
 * keep their order, so their ids follow it. Every row must name the same columns; the others take their defaults.
 */
function insertFromJson(table: PgTable, rows: Record<string, unknown>[]): SQL {
  const keys = Object.keys(rows[0] ?? {}).filter((key) => rows[0]?.[key] !== undefined);
  if (rows.some((row) => Object.keys(row).filter((key) => row[key] !== undefined).length !== keys.length)) {
    throw new Error(`insertAtEnd: the rows for ${getTableName(table)} do not all name the same columns`);
  }
  const columns = getTableColumns(table);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertAtEnd: ${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  // Dates become ISO strings in JSON; numeric columns hold decimal strings already, never floats.
  const records = rows.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key] ?? null])));
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`;
}

async function runWrites(db: Executor, writes: Queue['writes'], notifications: [channel: string, payload: string][] = []): Promise<void> {
  if (writes.length === 0 && notifications.length === 0) return;
  const name = (index: number) => sql.raw(`w${index}`);
  const ctes = writes.map((write, index) => sql`${name(index)} as (${write.query.getSQL()})`);
  const counts = writes.map((write, index) => (write.check ? sql`(select count(*) from ${name(index)})::int as ${name(index)}` : sql`null as ${name(index)}`));
  const notified = notifications.map(([channel, payload], index) => sql`pg_notify(${channel}, ${payload}) as ${sql.raw(`n${index}`)}`);
  const withClause = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  const result = (await db.execute(sql`${withClause}select ${sql.join([...counts, ...notified], sql`, `)}`)) as unknown as {
    rows: Record<string, number | null>[];
  };
  const row = result.rows[0] ?? {};
  for (const [index, write] of writes.entries()) await write.check?.(Number(row[`w${index}`] ?? 0));
}
