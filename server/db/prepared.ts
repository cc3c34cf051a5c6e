import { is, sql, Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './index';

/**
 * A hot query of a fixed shape, built once per database handle instead of on every call: Drizzle builds a
 * query's SQL anew each time, which costs the server more CPU than PostgreSQL spends on a small lookup.
 * Values go in through `sql.placeholder`; on PostgreSQL the statement is also prepared once per connection
 * (by `name`).
 */
export function prepared<Q>(name: string, build: (db: DbOrTx, name: string) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * The values of a query kept apart from its text: each is bound to a placeholder, so the text depends only
 * on which conditions are there, and a query built for one request serves every request of its shape.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private count = 0;

  /** A placeholder for `value`, in the SQL where the value would go. */
  bind(value: unknown): Placeholder {
    const name = `v${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

/** A constant of the code (never a value from a request) written into the SQL text itself. */
export function constant(value: number | string): SQL {
  return sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
}

/**
 * Queries built once per shape (their SQL text) and database handle, at most `limit` shapes at a time. A
 * query's parameters must all be placeholders: a value written into it would be reused for other requests.
 */
export function shapeCache<Q extends { getQuery(): { params: unknown[] } }>(limit: number) {
  const byDb = new WeakMap<DbOrTx, Map<string, Q>>();
  return (db: DbOrTx, shape: string, build: () => Q): Q => {
    let queries = byDb.get(db);
    if (!queries) byDb.set(db, (queries = new Map()));
    let query = queries.get(shape);
    if (!query) {
      query = build();
      if (!query.getQuery().params.every((param) => is(param, Placeholder))) {
        throw new Error(`a query cached by its shape has a value written into it: ${shape}`);
      }
      if (queries.size >= limit) queries.clear();
      queries.set(shape, query);
    }
    return query;
  };
}
