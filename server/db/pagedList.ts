/**
 * One page of a list, for every list call: a capped count instead of counting every matching row, and
 * keyset paging on (sort column, id) when the caller sends a cursor from the previous answer.
 *
 * - `total` counts at most `listTotalCap` rows (a count over a `LIMIT cap + 1` sub-select); above it the
 *   answer is `total: cap, total_is_exact: false`, so a list of a million rows costs what one of 10,001 does,
 *   and for 30 s the same list is answered so without counting again.
 * - With `cursor`, the page is read from the row the cursor names: forwards (`next_cursor`), backwards and
 *   reversed (`prev_cursor`), or the last rows read backwards (`last_cursor`). Each is one index range scan
 *   whatever the depth.
 * - With `page` alone, the page is read by OFFSET; a page in the back half of an exact total is read
 *   backwards from the end, so the last page costs what the first does. A page by number must start within
 *   the first `listTotalCap` rows (every page of an exact total does): deeper, an OFFSET read costs as much
 *   as its depth, so a caller goes on by cursor (4000 `page_needs_cursor` on `page`).
 */
import { and, asc, count, desc, getTableColumns, gt, isNotNull, isNull, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { listTotalCap } from '../../openapi/common';
import { invalidInput } from '../errors';
import type { Executor } from './client';

/** What a list request says about its page (the contract's listRequestBase). */
export interface PageRequest {
  page: number;
  page_size: number;
  cursor?: string | undefined;
}

/** The paging part of every list answer (the contract's listResponse). */
export interface PageInfo {
  total: number;
  total_is_exact: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
  last_cursor: string;
}

type Direction = 'after' | 'before' | 'last';
type SortValue = string | number | null;

/** A position in a sorted list: the sort value and id of a row, and which way to read from it. */
interface Cursor {
  /** The sort it belongs to: a cursor of another sort answers 4000. */
  s: string;
  o: 'asc' | 'desc';
  d: Direction;
  v?: SortValue;
  i?: number;
}

export interface ListSort {
  /** The contract's name of the sort field (`sort_field`), or the list's default. */
  name: string;
  column: Column;
  order: 'asc' | 'desc';
}

export interface PagedListSpec<Q extends PgSelect> {
  /** The rows' select with its joins, made `$dynamic()`; the helper adds WHERE, ORDER BY, LIMIT, OFFSET. */
  query: Q;
  /** The table whose rows are counted (the select's FROM: `where` must name only its columns). */
  table: PgTable;
  where: (SQL | undefined)[];
  sort: ListSort;
  id: Column;
  request: PageRequest;
  /** The sort value and id of an answered row, for the cursors; by default its properties named as in `table`. */
  keyOf?: (row: Awaited<Q>[number]) => { value: unknown; id: number };
}

const invalidCursor = () => invalidInput('cursor', 'kassa.validation.invalid');

function encode(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A sort value as the cursor carries it: a time as ISO text, a numeric as its decimal string. */
function valueOf(value: unknown): SortValue {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`a list sorts by a value the cursor cannot carry: ${typeof value}`);
}

const decimalPattern = /^-?\d{1,40}(\.\d{1,40})?$/;

/** The cursor of a request, checked against the list's sort and its column's type; anything else is 4000. */
function decode(text: string, sort: ListSort): Cursor {
  let cursor: Cursor;
  try {
    if (!/^[A-Za-z0-9_-]{1,1024}$/.test(text)) throw invalidCursor();
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw invalidCursor();
  }
  if (typeof cursor !== 'object' || cursor === null || cursor.s !== sort.name || cursor.o !== sort.order) throw invalidCursor();
  if (cursor.d === 'last') return cursor;
  if (cursor.d !== 'after' && cursor.d !== 'before') throw invalidCursor();
  if (!Number.isSafeInteger(cursor.i) || (cursor.i as number) < 1) throw invalidCursor();
  const { v } = cursor;
  if (v === null) {
    if (sort.column.notNull) throw invalidCursor();
    return cursor;
  }
  const type = sort.column.getSQLType();
  const fits = type.startsWith('timestamp')
    ? typeof v === 'string' && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(v)
    : type.startsWith('numeric')
      ? typeof v === 'string' && decimalPattern.test(v)
      : /int|serial/.test(type)
        ? Number.isSafeInteger(v)
        : typeof v === 'string' && v.length <= 1024;
  if (!fits) throw invalidCursor();
  return cursor;
}

/**
 * Rows strictly beyond (value, id) in the reading order: `ascending` reads upwards. A NOT NULL column uses a
 * row comparison, which an index on (…, column, id) answers as one range; a nullable column spells out
 * where PostgreSQL puts NULLs (last ascending, first descending).
 */
function beyond(sort: ListSort, id: Column, value: SortValue, rowId: number, ascending: boolean): SQL {
  const { column } = sort;
  const typed = value === null ? null : sql`${value}::${sql.raw(column.getSQLType())}`;
  if (column.notNull && typed) {
    return ascending ? sql`(${column}, ${id}) > (${typed}, ${rowId})` : sql`(${column}, ${id}) < (${typed}, ${rowId})`;
  }
  const idBeyond = ascending ? gt(id, rowId) : lt(id, rowId);
  if (typed === null) {
    // NULLs sort after every value ascending: beyond a NULL, ascending, only NULLs with a higher id.
    return ascending ? (and(isNull(column), idBeyond) as SQL) : (or(and(isNull(column), idBeyond), isNotNull(column)) as SQL);
  }
  const valueBeyond = ascending ? sql`${column} > ${typed}` : sql`${column} < ${typed}`;
  const tie = and(sql`${column} = ${typed}`, idBeyond);
  return ascending ? (or(valueBeyond, tie, isNull(column)) as SQL) : (or(valueBeyond, tie) as SQL);
}

/** Reads the sort value and id of a row selected as the table's own columns (`db.select().from(table)`). */
function propertiesOf(table: PgTable, column: Column, id: Column) {
  const columns = Object.entries(getTableColumns(table));
  const nameOf = (wanted: Column) => {
    const found = columns.find(([, candidate]) => candidate === wanted);
    if (!found) throw new Error(`the list's table has no column ${wanted.name}`);
    return found[0];
  };
  const valueName = nameOf(column);
  const idName = nameOf(id);
  return (row: Record<string, unknown>) => ({ value: row[valueName], id: Number(row[idName]) });
}

/** How long a list found to hold more than the cap is answered "cap+" without counting again. */
const overCapMemoryMs = 30_000;
const overCapMemorySize = 1_000;
/**
 * Per database, the count queries (text and parameters) that last found more than the cap, with when that
 * expires. Each count is a round trip, the dearest part of a list call; a list past the cap stays past it as
 * rows are added, so for a short while "10,000+" is answered from memory. (Only a mass deletion could make it
 * exact sooner, and then it shows within overCapMemoryMs.)
 */
const overCapLists = new WeakMap<Executor, Map<string, number>>();

/** The number of matching rows, counting at most cap + 1 of them. */
async function cappedCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(listTotalCap + 1).as('capped');
  const query = db.select({ value: count() }).from(capped);
  const built = query.toSQL();
  const key = `${built.sql}\n${JSON.stringify(built.params)}`;
  const remembered = overCapLists.get(db) ?? new Map<string, number>();
  overCapLists.set(db, remembered);
  const now = Date.now();
  if ((remembered.get(key) ?? 0) > now) return { total: listTotalCap, exact: false };
  const [row] = await query;
  const value = row?.value ?? 0;
  if (value <= listTotalCap) {
    remembered.delete(key);
    return { total: value, exact: true };
  }
  // Oldest first (a Map keeps insertion order): the memory stays small whatever the traffic.
  remembered.delete(key);
  if (remembered.size >= overCapMemorySize) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, now + overCapMemoryMs);
  return { total: listTotalCap, exact: false };
}

export async function pagedList<Q extends PgSelect>(db: Executor, spec: PagedListSpec<Q>): Promise<{ rows: Awaited<Q>[number][]; paging: PageInfo }> {
  const { sort, id, request } = spec;
  const size = request.page_size;
  const cursor = request.cursor ? decode(request.cursor, sort) : undefined;
  const where = and(...spec.where);
  const counted = await cappedCount(db, spec.table, where);
  const forwards = sort.order === 'asc';

  // How to read: in list order or reversed, from which row, skipping how many, taking how many (one more
  // than a page tells whether another page lies beyond).
  let reversed = false;
  let from: SQL | undefined;
  let offset = 0;
  let limit = size + 1;
  if (cursor?.d === 'after') from = beyond(sort, id, cursor.v ?? null, cursor.i as number, forwards);
  else if (cursor?.d === 'before') (reversed = true), (from = beyond(sort, id, cursor.v ?? null, cursor.i as number, !forwards));
  else if (cursor?.d === 'last') reversed = true;
  else {
    offset = (request.page - 1) * size;
    if (offset >= listTotalCap) throw invalidInput('page', 'kassa.validation.page_needs_cursor', { max: listTotalCap });
    const pages = Math.ceil(counted.total / size);
    if (counted.exact && request.page > 1 && request.page > pages / 2 && request.page <= pages) {
      // The back half of a known total: read from the end. The last page may be short.
      reversed = true;
      const end = counted.total - (request.page - 1) * size;
      offset = Math.max(0, counted.total - request.page * size);
      limit = end - offset;
    }
  }

  const ascending = reversed ? !forwards : forwards;
  const direction = ascending ? asc : desc;
  const read = (await spec.query
    .where(and(where, from))
    .orderBy(direction(sort.column), direction(id))
    .limit(limit)
    .offset(offset)) as Awaited<Q>[number][];

  const byOffsetFromEnd = reversed && !cursor;
  const more = !byOffsetFromEnd && read.length > size;
  const rows = more ? read.slice(0, size) : read;
  if (reversed) rows.reverse();

  // Whether rows lie before and after this page.
  let before: boolean;
  let after: boolean;
  if (cursor?.d === 'after') (before = true), (after = more);
  else if (cursor?.d === 'before') (before = more), (after = true);
  else if (cursor?.d === 'last') (before = more), (after = false);
  else if (byOffsetFromEnd) (before = request.page > 1), (after = offset > 0);
  else (before = request.page > 1 && (rows.length > 0 || offset > 0)), (after = more);

  const keyOf = spec.keyOf ?? propertiesOf(spec.table, sort.column, id);
  const at = (row: Awaited<Q>[number], d: Direction) => {
    const key = keyOf(row);
    return encode({ s: sort.name, o: sort.order, d, v: valueOf(key.value), i: key.id });
  };
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    paging: {
      total: counted.total,
      total_is_exact: counted.exact,
      next_cursor: after && last !== undefined ? at(last, 'after') : null,
      prev_cursor: before && first !== undefined ? at(first, 'before') : null,
      last_cursor: encode({ s: sort.name, o: sort.order, d: 'last' }),
    },
  };
}
