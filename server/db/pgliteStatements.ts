import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** The statements kept at once; past it the least recently used is closed. */
const KEPT = 200;
/** A text is prepared on its second use: one-off statements (migrations, the seed) never are. */
const PREPARE_AT = 2;

interface Kept {
  name: string;
  paramTypes: number[];
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A kept statement whose table's columns have changed since (PostgreSQL's own message). */
const isStalePlan = (error: unknown) => error instanceof Error && /cached plan must not change result type/.test(error.message);

/**
 * PGlite parses, analyses and plans every query anew (its `query` uses the unnamed statement), where a
 * PostgreSQL driver keeps named statements for what drizzle prepares: in the server's one thread that was a
 * good part of every request. This keeps a named statement per SQL text the server sends more than once,
 * as PostgreSQL drivers do (pgjdbc's prepareThreshold, postgres.js), and runs Bind, Describe, Execute and
 * Sync in one call. Only `query` outside a transaction goes this way; transactions, `exec` and the rest
 * are PGlite's own. Values are serialised and rows parsed as PGlite's `query` does.
 */
export function keepStatements(client: PGlite): void {
  const plainQuery = client.query.bind(client);
  const uses = new Map<string, number>();
  const kept = new Map<string, Kept>();
  let next = 0;

  // PGlite merges a query's own parsers into its hundreds of defaults on every query; drizzle passes the same
  // parsers with every run of a prepared query, so they are merged once. The defaults change only when asked to
  // (refreshArrayTypes), which the server never does.
  const merged = new WeakMap<NonNullable<QueryOptions['parsers']>, PGlite['parsers']>();
  const parsersFor = (options: QueryOptions | undefined): PGlite['parsers'] => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let parsers = merged.get(own);
    if (!parsers) merged.set(own, (parsers = { ...client.parsers, ...own }));
    return parsers;
  };

  const run = (messages: Uint8Array[]) => client.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string): Promise<Kept> {
    const name = `kept_${++next}`;
    const described = await run([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    kept.set(text, statement);
    if (kept.size > KEPT) {
      const [oldText, oldest] = kept.entries().next().value as [string, Kept];
      kept.delete(oldText);
      await run([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]);
    }
    return statement;
  }

  async function runKept(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, statement);
    } else statement = await prepare(text);
    const { name, paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      // PGlite's own fallback.
      return serialize ? serialize(value) : (value as { toString(): string }).toString();
    });
    const messages = await run([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    await client.syncToFs();
    const [result] = parse.parseResults(messages, parsersFor(options), options?.parsers ? { ...options, parsers: undefined } : options);
    if (!result) throw new Error('PGlite answered a kept statement without a result');
    return result;
  }

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const count = (uses.get(text) ?? 0) + 1;
    if (count < PREPARE_AT || options?.blob || options?.paramTypes) {
      if (uses.size >= 10 * KEPT) uses.clear();
      uses.set(text, count);
      return plainQuery<T>(text, params, options);
    }
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return (await runKept(text, params, options)) as Results<T>;
        } catch (error) {
          const stale = kept.get(text);
          if (!stale || !isStalePlan(error)) throw error;
          kept.delete(text);
          await run([protocol.serialize.close({ type: 'S', name: stale.name }), protocol.serialize.sync()]);
          return (await runKept(text, params, options)) as Results<T>;
        }
      }),
    );
  };
}
