/** The rows of a kind of reviewed order, by the columns its declaration names. */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { NewRowOf, ReviewedOrderKind, RowOf } from './kind';

/** Whose order a reviewer names: a merchant names only its own; the platform names any. */
export interface OrderTarget {
  number: string;
  merchantId?: number;
}

function column<T extends PgTable>(kind: ReviewedOrderKind<T, unknown>, name: keyof ReviewedOrderKind<T, unknown>['columns']): PgColumn {
  const found = (getTableColumns(kind.table) as Record<string, PgColumn>)[kind.columns[name]];
  if (!found) throw new Error(`${kind.name}: no column ${kind.columns[name]}`);
  return found;
}

export async function insertOrder<T extends PgTable>(db: Executor, kind: ReviewedOrderKind<T, unknown>, values: NewRowOf<T>): Promise<RowOf<T>> {
  // The declaration ties the values to the table; drizzle cannot follow a table of a type parameter.
  const [row] = (await db.insert(kind.table).values(values as never).returning()) as RowOf<T>[];
  if (!row) throw new Error(`${kind.name} insert returned nothing`);
  return row;
}

/** The order, locked until the transaction ends: one review at a time, so it resolves once. */
export async function lockOrder<T extends PgTable>(db: Executor, kind: ReviewedOrderKind<T, unknown>, target: OrderTarget): Promise<RowOf<T> | undefined> {
  const conditions: SQL[] = [eq(column(kind, 'number'), target.number)];
  if (target.merchantId !== undefined) conditions.unshift(eq(column(kind, 'merchantId'), target.merchantId));
  const [row] = (await db
    .select()
    .from(kind.table as PgTable)
    .where(and(...conditions))
    .for('update')) as RowOf<T>[];
  return row;
}

export async function updateOrder<T extends PgTable>(db: Executor, kind: ReviewedOrderKind<T, unknown>, row: RowOf<T>, change: Partial<NewRowOf<T>>): Promise<RowOf<T>> {
  const id = (row as Record<string, unknown>)[kind.columns.id];
  const [updated] = (await db
    .update(kind.table)
    .set(change as never)
    .where(eq(column(kind, 'id'), id))
    .returning()) as RowOf<T>[];
  if (!updated) throw new Error(`${kind.name} update returned nothing`);
  return updated;
}
