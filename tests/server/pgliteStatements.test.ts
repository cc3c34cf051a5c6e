/**
 * The named statements the embedded database keeps for repeated queries: the same answers as PGlite's own
 * `query`, its errors, and a kept statement outliving a change of its table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { keepStatements } from '../../server/db/pgliteStatements';

let kept: PGlite;
let plain: PGlite;

const SETUP = `
  create table things (id int primary key, name text not null, at timestamptz, tags text[], doc jsonb, day date);
  insert into things values (1, 'one', '2024-01-02T03:04:05Z', '{a,b}', '{"x": 1}', '2024-01-02'), (2, 'two', null, '{}', null, null);`;

beforeAll(async () => {
  kept = await PGlite.create();
  keepStatements(kept);
  plain = await PGlite.create();
  await kept.exec(SETUP);
  await plain.exec(SETUP);
});

afterAll(async () => {
  await kept.close();
  await plain.close();
});

describe('kept statements on PGlite', () => {
  it('answer as PGlite does, from the first use on, with every kind of value and row mode', async () => {
    const text = 'select id, name, at, tags, doc, day from things where id = any($1::int[]) and (at is null or at < $2) order by id';
    const params = [[1, 2], new Date('2025-01-01T00:00:00Z')];
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(text, params, { rowMode });
      for (let i = 0; i < 4; i++) {
        const answer = await kept.query(text, params, { rowMode });
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
  });

  it('write, and give PostgreSQL errors with their codes, then go on', async () => {
    const insert = 'insert into things (id, name, doc) values ($1, $2, $3) returning id, doc';
    expect((await kept.query(insert, [3, 'three', { y: [1] }])).rows).toEqual([{ id: 3, doc: { y: [1] } }]);
    expect((await kept.query(insert, [4, 'four', null])).affectedRows).toBe(1);
    await expect(kept.query(insert, [4, 'again', null])).rejects.toMatchObject({ code: '23505' });
    expect((await kept.query(insert, [5, 'five', null])).rows).toEqual([{ id: 5, doc: null }]);
    expect((await kept.query('select count(*)::int as n from things')).rows).toEqual([{ n: 5 }]);
  });

  it('outlive a change of their table', async () => {
    const text = 'select * from things where id = $1';
    await kept.query(text, [1]);
    await kept.query(text, [1]);
    await kept.exec('alter table things add column extra int default 7');
    expect((await kept.query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 7 });
  });

  it('leave transactions to PGlite, which sees them', async () => {
    const text = 'select name from things where id = $1';
    await kept.query(text, [1]);
    await kept.transaction(async (tx) => {
      await tx.query('update things set name = $1 where id = $2', ['uno', 1]);
      expect((await tx.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'uno' }]);
    });
    expect((await kept.query(text, [1])).rows).toEqual([{ name: 'uno' }]);
  });
});
