/**
 * Statements of the hottest paths built once. drizzle turns a query into SQL text on every call, walking each
 * chunk of it; for a transfer that was about a sixth of the server's CPU. A prebuilt statement is written with
 * the query builder as usual, its values as `sql.placeholder(name)`; drizzle builds its text and its result
 * mapping the first time, and every later call only fills in the values.
 *
 * drizzle's own `.prepare()` keeps the connection it was made on (a prepared query of the pool would run outside
 * the caller's transaction), so the built statement here is a template, and each call runs a copy of it on the
 * caller's connection: the transaction's, or the database's.
 */
import type { Executor } from './client';

interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A query builder's result, before it runs (a select, an insert, an update…). */
interface Preparable<R> {
  prepare(name: string): Prepared<R>;
}

/** What drizzle keeps inside a database handle and its prepared queries (internal, stable across its drivers). */
interface Internals {
  _: { session: { client: unknown; dialect: object } };
}

/** The text each statement name was built with: one name, one text (node-postgres refuses a name reused otherwise). */
const textsByName = new Map<string, string>();

/**
 * A statement named `name` (unique in the process), built by `build` on first use. Answers a function that runs it on
 * `db` with the placeholders' values. PostgreSQL keeps it prepared by that name on each connection and, after a few
 * runs, may plan it once for all values (a generic plan): a prebuilt statement finds its rows by key, so no value
 * changes its best plan. Every other statement is sent unnamed and planned with its values (client.ts).
 */
export function prebuilt<R, V extends Record<string, unknown>>(name: string, build: (db: Executor) => Preparable<R>) {
  // One template per drizzle instance (its dialect): tests run several servers in one process.
  const templates = new WeakMap<object, Prepared<R>>();
  return async (db: Executor, values: V): Promise<R> => {
    const { session } = (db as unknown as Internals)._;
    let template = templates.get(session.dialect);
    if (!template) {
      template = build(db).prepare(name);
      const text = (template as unknown as { queryString: string }).queryString;
      if ((textsByName.get(name) ?? text) !== text) throw new Error(`prebuilt statement ${name} was built with two different texts`);
      textsByName.set(name, text);
      templates.set(session.dialect, template);
    }
    const bound = Object.create(template) as Prepared<R> & { client: unknown };
    bound.client = session.client;
    return bound.execute(values);
  };
}
