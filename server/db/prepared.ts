import { Column, getTableName, is, Param, Placeholder, SQL, sql, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');

/**
 * The SQL text of `condition`, as Drizzle's PostgreSQL dialect writes it, to find its query in a
 * `shapeCache`. Its values must be placeholders (`Bindings`). Written here for the chunks a condition is
 * made of (text, tables without a schema and their columns, placeholders, lists, nested SQL); Drizzle's own
 * `sqlToQuery` took ten times as long, and the listing index asked it twice a request (issue 9). Any other
 * chunk goes to `sqlToQuery`, which gives the same text. tests/server/shapeText.test.ts holds the two equal.
 */
export function shapeText(condition: SQL | undefined): string {
  if (!condition) return '';
  const out = { text: '', params: 0 };
  return writeChunks(condition.queryChunks, out) ? out.text : dialect.sqlToQuery(condition).sql;
}

/** Appends `chunks` to `out` as Drizzle writes them, with its dialect's quoting; false at a chunk it leaves to Drizzle. */
function writeChunks(chunks: readonly unknown[], out: { text: string; params: number }): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk instanceof StringChunk) out.text += chunk.value.join('');
    else if (chunk instanceof SQL) {
      if (!writeChunks(chunk.queryChunks, out)) return false;
    } else if (chunk instanceof Table) {
      if (inSchema(chunk)) return false;
      out.text += dialect.escapeName(getTableName(chunk));
    } else if (chunk instanceof Column) {
      if (chunk.keyAsName || inSchema(chunk.table)) return false;
      out.text += `${dialect.escapeName(getTableName(chunk.table))}.${dialect.escapeName(chunk.name)}`;
    } else if (chunk instanceof Placeholder || (chunk instanceof Param && chunk.value instanceof Placeholder)) {
      out.text += dialect.escapeParam(out.params++);
    } else if (Array.isArray(chunk)) {
      out.text += '(';
      for (const [at, item] of chunk.entries()) {
        if (at > 0) out.text += ', ';
        if (!writeChunks([item], out)) return false;
      }
      out.text += ')';
    } else return false;
  }
  return true;
}

/** Drizzle writes a table in a schema with the schema's name (shapeText leaves those to it). */
const inSchema = (table: Table) => (table as unknown as Record<symbol, unknown>)[TABLE_SCHEMA] !== undefined;
