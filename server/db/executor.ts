/**
 * The types data access is written against (`Database`, the drizzle API both drivers share; a `Transaction`; either),
 * apart from the connection code in client.ts so that what client.ts runs inside a transaction can name them.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** An open transaction (what `db.transaction` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Transaction;
