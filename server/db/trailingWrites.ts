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
 *
 * A savepoint is opened with `savepoint`, which sends what is queued first: inside it, the transaction's earlier writes
 * (a balance the ledger changed, a row inserted) are then in the database, where its reads find them.
 */
import { fillPlaceholders, getTableColumns, getTableName, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from './executor';

/** Told how many rows the write returned (the query must then say RETURNING); throws to refuse the whole transaction. */
export type WriteCheck = (rowCount: number) => void | Promise<void>;

/**
 * A write whose SQL is built once, by `prebuiltWrite`: its text and parameters, some of them placeholders, and the
 * values for those (a function is called when the write is sent, for values that change until then).
 */
export interface PrebuiltWrite {
  template: MarkedText;
  values: Record<string, unknown> | (() => Record<string, unknown>);
}

type Write = SQLWrapper | PrebuiltWrite;

interface Queue {
  /** What a module keeps until the queue is sent (`keptUntilSent`), by the module's key. */
  kept: Map<object, unknown>;
  /** Rows per table, in the order they came: one multi-row INSERT per table keeps their ids in that order. */
  inserts: Map<PgTable, Record<string, unknown>[]>;
  writes: { query: Write; check?: WriteCheck | undefined }[];
  /** Payloads per NOTIFY channel: one notification per distinct payload, delivered by PostgreSQL at the commit. */
  notifications: Map<string, Set<string>>;
}

const queues = new WeakMap<Transaction, Queue>();
/** The queue of each transaction by its session, which its savepoints share: a savepoint finds its transaction's. */
const queuesBySession = new WeakMap<object, Queue>();

const sessionOf = (db: Executor): object => db._.session as object;

/** The queue of `db` when it is a transaction itself (drizzle counts savepoints in `nestedIndex`, not in its types). */
function queueOf(db: Executor): Queue | null {
  if (!(db instanceof PgTransaction)) return null;
  if ((db as unknown as { nestedIndex: number }).nestedIndex !== 0) {
    // A savepoint opened beside `savepoint` would read past the writes still queued, and they would overwrite its own.
    const outer = queuesBySession.get(sessionOf(db));
    if (outer && !isEmpty(outer)) throw new Error('trailing writes: a savepoint opened while writes were queued; open it with savepoint()');
    return null;
  }
  let queue = queues.get(db as Transaction);
  if (!queue) {
    queue = { kept: new Map(), inserts: new Map(), writes: [], notifications: new Map() };
    queues.set(db as Transaction, queue);
    queuesBySession.set(sessionOf(db), queue);
  }
  return queue;
}

const isEmpty = (queue: Queue) => queue.inserts.size === 0 && queue.writes.length === 0 && queue.notifications.size === 0;

/**
 * What a module keeps on the transaction `db` until its queued writes are sent, under the module's `key`: made by
 * `start` on first use, which also queues the write that sends it. Null outside a transaction or inside a savepoint.
 */
export function keptUntilSent<S>(db: Executor, key: object, start: () => { state: S; write: Write }): S | null {
  const queue = queueOf(db);
  if (!queue) return null;
  if (!queue.kept.has(key)) {
    const { state, write } = start();
    queue.kept.set(key, state);
    queue.writes.push({ query: write });
  }
  return queue.kept.get(key) as S;
}

/** What `keptUntilSent` keeps on `db` under `key` now, if anything (never made here). */
export function keptOn<S>(db: Executor, key: object): S | undefined {
  return db instanceof PgTransaction ? (queues.get(db as Transaction)?.kept.get(key) as S | undefined) : undefined;
}

/**
 * Runs `work` in a savepoint of `tx`, after sending what `tx` has queued: its rows and balances are then in the
 * database for the savepoint to read, and a savepoint rolled back takes only its own writes with it.
 */
export async function savepoint<R>(tx: Transaction, work: (savepoint: Transaction) => Promise<R>): Promise<R> {
  await flushTrailingWrites(tx);
  return tx.transaction(work);
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
export async function writeAtEnd(db: Executor, query: Write, check?: WriteCheck): Promise<void> {
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
  queuesBySession.delete(sessionOf(tx));
  const inserts = [...queue.inserts].map(([table, rows]) => ({ query: insertFromJson(table, rows) }));
  const notifications = [...queue.notifications].flatMap(([channel, payloads]) => [...payloads].map((payload): [string, string] => [channel, payload]));
  await runWrites(tx, [...inserts, ...queue.writes], notifications);
}

/**
 * A write for the trailing statement, built once by `build` with `sql.placeholder(name)` for its values (the writes
 * every transfer sends). Answers a function that takes the values and gives the write, for `writeAtEnd`.
 */
export function prebuiltWrite<V extends Record<string, unknown>>(build: (db: Executor) => SQLWrapper) {
  let template: MarkedText | undefined;
  return (db: Executor, values: V | (() => V)): PrebuiltWrite => {
    template ??= markedText(build(db));
    return { template, values };
  };
}

/**
 * SQL text cut where its parameters go (`pieces` has one more entry than `params`), so that it can sit anywhere in
 * the one trailing statement, its parameters numbered after those before it. drizzle builds text with its numbers
 * fixed from $1 on every call; this keeps the text of a prebuilt write and only numbers it.
 */
interface MarkedText {
  pieces: string[];
  params: unknown[];
}

const parameterMark = '\u0000';
const parameterMarks = /\u0000\d+\u0000/;

/** drizzle's PostgreSQL dialect, marking each parameter's place instead of numbering it. */
class MarkingDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `${parameterMark}${num}${parameterMark}`;
  }
}

const markingDialect = new MarkingDialect();

function markedText(query: SQLWrapper): MarkedText {
  const { sql: text, params } = markingDialect.sqlToQuery(query.getSQL());
  const pieces = text.split(parameterMarks);
  if (pieces.length !== params.length + 1) throw new Error(`trailing writes: cannot place the parameters of ${text}`);
  return { pieces, params };
}

function markedTextOf(write: Write): MarkedText {
  if (!('template' in write)) return markedText(write);
  const values = typeof write.values === 'function' ? write.values() : write.values;
  return { pieces: write.template.pieces, params: fillPlaceholders(write.template.params, values) };
}

/**
 * One INSERT of many rows with a single parameter, the rows as JSON (`json_populate_recordset`): building a
 * drizzle insert costs a walk over every value, which was a third of a transfer's CPU in the server. The rows
 * keep their order, so their ids follow it. Every row must name the same columns; the others take their defaults.
 */
function insertFromJson(table: PgTable, rows: Record<string, unknown>[]): MarkedText {
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
  const list = names.map((name) => markingDialect.escapeName(name)).join(', ');
  const tableName = markingDialect.escapeName(getTableName(table));
  return { pieces: [`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, `, '::json)'], params: [JSON.stringify(records)] };
}

/** The writes and notifications as one statement: each write a data-modifying CTE, the checks' row counts selected. */
function trailingStatement(writes: MarkedText[], checked: boolean[], notifications: [channel: string, payload: string][]) {
  const params: unknown[] = [];
  const place = ({ pieces, params: own }: MarkedText) => {
    const first = params.length;
    params.push(...own);
    return pieces.reduce((text, piece, index) => `${text}$${first + index}${piece}`);
  };
  const ctes = writes.map((write, index) => `w${index} as (${place(write)})`);
  const selected = [
    ...checked.map((check, index) => (check ? `(select count(*) from w${index})::int as w${index}` : `null as w${index}`)),
    ...notifications.map(([channel, payload], index) => `pg_notify(${place({ pieces: ['', ''], params: [channel] })}, ${place({ pieces: ['', ''], params: [payload] })}) as n${index}`),
  ];
  return { sql: `${ctes.length > 0 ? `with ${ctes.join(', ')} ` : ''}select ${selected.join(', ')}`, params };
}

/**
 * The name the trailing statement is prepared by, per text: the same writes make the same text, which PostgreSQL then
 * parses once per connection and may plan once for all values (every write here finds its rows by key or inserts).
 * A process names at most 500 texts; past that a statement is sent unnamed.
 */
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < 500) statementNames.set(text, (name = `trailing_writes_${statementNames.size + 1}`));
  return name;
}

async function runWrites(db: Executor, writes: { query: Write | MarkedText; check?: WriteCheck | undefined }[], notifications: [channel: string, payload: string][] = []) {
  if (writes.length === 0 && notifications.length === 0) return;
  const texts = writes.map(({ query }) => ('pieces' in query ? query : markedTextOf(query)));
  const statement = trailingStatement(texts, writes.map((write) => write.check !== undefined), notifications);
  const { session } = db._;
  const result = (await session.prepareQuery(statement, undefined, statementName(statement.sql), false).execute()) as { rows: Record<string, number | null>[] };
  const row = result.rows[0] ?? {};
  for (const [index, write] of writes.entries()) await write.check?.(Number(row[`w${index}`] ?? 0));
}
