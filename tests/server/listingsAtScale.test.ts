import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { findUserByEmail } from '../../server/repositories/users';
import { logIn } from '../../server/services/sessions';
import { clientOf, fillListings, recordingDb, type Statement } from '../../scripts/bench-api-data';

/**
 * `npm run bench:api` at a small size, for behaviour, not time: the bench's fill, the API's page
 * equal to its floor (the statements the API ran, run on their own), the total exact up to the limit and
 * flagged as an estimate past it, and on PostgreSQL a plan that walks the index instead of sorting the table.
 */
const SIZE = 3_000;
const LIMIT = 100;

let t: TestApp;
let recorder: { app: FastifyInstance; statements: Statement[]; token: string };
let broker: number;

beforeAll(async () => {
  t = await createTestApp({ LISTING_EXACT_COUNT_LIMIT: String(LIMIT) });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  await fillListings(t.database.db, broker, SIZE);
  await t.database.db.execute(sql`analyze listings`);
  // A second app on the same database whose Drizzle handle records every statement, as the bench does.
  const recording = recordingDb(t.database);
  const app = await buildApp({
    config: { ...readConfig({ LISTING_EXACT_COUNT_LIMIT: String(LIMIT) }), staticDir: undefined },
    db: recording.db,
    jwtSecret: new TextEncoder().encode('recording-secret-'.repeat(3)),
  });
  await app.ready();
  const user = await findUserByEmail(t.database.db, PERSONAS.brokerAdmin);
  if (!user) throw new Error('no broker admin');
  const token = await logIn(t.database.db, app.tokens, user);
  recorder = { app, statements: recording.statements, token };
});
afterAll(async () => {
  await recorder.app.close();
  await t.close();
});

const indexUrl = (query: string) => `/api/v2/listings?accountId=${broker}&${query.includes('sort=') ? '' : 'sort=updatedAt&order=DESC&'}${query}`;

interface IndexAnswer {
  listings: { id: number }[];
  total: number;
  totalEstimated: boolean;
  nextCursor: string | null;
}

async function api(query: string): Promise<IndexAnswer> {
  const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: indexUrl(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<IndexAnswer>();
}

/** The statement that reads the page's rows, as the API sent it for `query`. */
async function pageStatement(query: string): Promise<Statement> {
  recorder.statements.length = 0;
  const res = await recorder.app.inject({ method: 'GET', url: indexUrl(query), headers: { authorization: `Bearer ${recorder.token}` } });
  expect(res.statusCode, res.body).toBe(200);
  // The page's statement is the one that reads the cover images.
  const statement = recorder.statements.find((s) => s.text.includes('"listing_images"'));
  if (!statement) throw new Error(`no page statement among ${recorder.statements.map((s) => s.text.slice(0, 40)).join(' | ')}`);
  return statement;
}

async function floorIds(query: string): Promise<number[]> {
  const statement = await pageStatement(query);
  const { rows } = await clientOf(t.database).query(statement.text, statement.params);
  return rows.map((row) => Number(row['id']));
}

async function countSql(condition: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from listings where ${condition}`)) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe('the listing index at scale (bench:api, small)', () => {
  it('fills the table to the size asked for, one in ten in the big account', async () => {
    expect(await countSql(sql`true`)).toBe(SIZE);
    expect(await countSql(sql`account_id = ${broker}`)).toBeGreaterThan(SIZE / 10 - 50);
    // Again with a larger size adds the difference only.
    await fillListings(t.database.db, broker, SIZE);
    expect(await countSql(sql`true`)).toBe(SIZE);
  });

  it.each([
    ['status=2&listingType=1&page=1&perPage=25'],
    ['status=2&listingType=1&page=3&perPage=10'],
    ['page=4&perPage=25'],
    ['sort=price&order=ASC&page=2&perPage=25'],
  ])('answers the same rows as its SQL run on its own: %s', async (query) => {
    const answer = await api(query);
    expect(answer.listings.length).toBeGreaterThan(0);
    expect(answer.listings.map((l) => l.id)).toEqual(await floorIds(query));
  });

  it('counts exactly up to the limit', async () => {
    const answer = await api('status=2&listingType=1&page=1&perPage=25');
    const exact = await countSql(sql`account_id = ${broker} and status = 2 and listing_type = 1`);
    expect(exact).toBeLessThanOrEqual(LIMIT);
    expect(answer).toMatchObject({ total: exact, totalEstimated: false });
  });

  it("counts an account's listings exactly past the limit (listing_counts)", async () => {
    const answer = await api('page=1&perPage=25');
    const exact = await countSql(sql`account_id = ${broker} and status <> 7`);
    expect(exact).toBeGreaterThan(LIMIT);
    expect(answer).toMatchObject({ total: exact, totalEstimated: false });
  });

  it('estimates past the limit where it must count rows (a text filter), and says so', async () => {
    const answer = await api('address=København&page=1&perPage=25');
    const exact = await countSql(sql`account_id = ${broker} and status <> 7 and address_text ilike '%København%'`);
    expect(exact).toBeGreaterThan(LIMIT);
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThan(LIMIT);
    // The planner's estimate, not a guess: within a factor of two of the truth after ANALYZE.
    expect(answer.total).toBeGreaterThan(exact / 2);
    expect(answer.total).toBeLessThan(exact * 2);
  });

  it('follows the cursors to the last page: every row once, in the order the page numbers give', async () => {
    const query = 'status=2&listingType=1&perPage=25';
    const first = await api(query);
    const byNumber: number[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 25); page++) byNumber.push(...(await api(`${query}&page=${page}`)).listings.map((l) => l.id));
    const followed = first.listings.map((l) => l.id);
    let answer = first;
    for (let page = 2; answer.nextCursor !== null; page++) {
      answer = await api(`${query}&page=${page}&after=${answer.nextCursor}`);
      followed.push(...answer.listings.map((l) => l.id));
    }
    expect(byNumber).toHaveLength(first.total);
    expect(followed).toEqual(byNumber);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('seeks a page after a cursor on PostgreSQL: the index reads only its rows, however deep', async () => {
    const query = 'status=2&listingType=1&perPage=5';
    let answer = await api(query);
    for (let page = 2; page <= 11; page++) answer = await api(`${query}&page=${page}&after=${answer.nextCursor}`);
    const indexWalk = async (pageQuery: string) => {
      const statement = await pageStatement(pageQuery);
      const { rows } = await clientOf(t.database).query(`explain (analyze, format json) ${statement.text}`, statement.params);
      return flatten((rows[0]?.['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan).find((n) => n['Index Name'] === 'listings_account_status_type_updated_idx');
    };
    const seek = await indexWalk(`${query}&page=12&after=${answer.nextCursor}`);
    expect(seek?.['Index Cond']).toContain('ROW(updated_at, id) <');
    expect(seek?.['Actual Rows']).toBeLessThanOrEqual(5);
    // The same page by its number walks past the 55 rows before it.
    expect((await indexWalk(`${query}&page=12`))?.['Actual Rows']).toBeGreaterThanOrEqual(60);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('walks the index for the page on PostgreSQL: no Sort over a Seq Scan of listings', async () => {
    const statement = await pageStatement('status=2&listingType=1&page=1&perPage=25');
    const { rows } = await clientOf(t.database).query(`explain (format json) ${statement.text}`, statement.params);
    const plan = (rows[0]?.['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    const nodes = flatten(plan);
    expect(nodes.some((n) => n['Index Name'] === 'listings_account_status_type_updated_idx')).toBe(true);
    const sorts = nodes.filter((n) => n['Node Type'] === 'Sort');
    for (const sort of sorts) {
      expect(flatten(sort).some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'listings')).toBe(false);
    }
  });
});

describe('pages by number deep into a long list with an exact total', () => {
  /** The broker's listings (all but deleted) in each sort's order, as PostgreSQL sorts them: what a walk from the start gives. */
  const ORDERS = {
    'sort=updatedAt&order=DESC': sql`updated_at desc, id desc`,
    'sort=updatedAt&order=ASC': sql`updated_at asc, id asc`,
    'sort=title&order=ASC': sql`lower(title) asc, id asc`,
    // Price may be empty: empty last in either order.
    'sort=price&order=ASC': sql`price asc nulls last, id asc`,
    'sort=price&order=DESC': sql`price desc nulls last, id desc`,
  };

  beforeAll(async () => {
    // A long list in the broker's account, some without a price.
    await fillListings(t.database.db, broker, 12_025);
    await t.database.db.execute(sql`update listings set price = null where account_id = ${broker} and id % 7 = 0`);
    // Some updated at the very same moment: their order is their id's.
    await t.database.db.execute(sql`update listings set updated_at = date_trunc('month', updated_at, 'UTC') where account_id = ${broker} and id % 5 = 0`);
    await t.database.db.execute(sql`analyze listings`);
  });

  it.each(Object.keys(ORDERS))('answers every page a walk from the start gives, to the last, partial, page: %s', async (sortQuery) => {
    const query = `${sortQuery}&perPage=30`;
    const first = await api(`${query}&page=1`);
    expect(first.total).toBeGreaterThan(1_000);
    expect(first.total % 30).not.toBe(0);
    const result = (await t.database.db.execute(
      sql`select id from listings where account_id = ${broker} and status <> 7 order by ${ORDERS[sortQuery as keyof typeof ORDERS]}`,
    )) as { rows: { id: number }[] };
    const walked = result.rows.map((row) => row.id);
    const lastPage = Math.ceil(first.total / 30);
    for (let page = 1; page <= lastPage; page++) {
      const answer = await api(`${query}&page=${page}`);
      expect(answer.total).toBe(first.total);
      expect(
        answer.listings.map((l) => l.id),
        `page ${page}`,
      ).toEqual(walked.slice((page - 1) * 30, page * 30));
    }
    // Past the end: an empty page, not an error, and the same total.
    const past = await api(`${query}&page=${lastPage + 1}`);
    expect(past.listings).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('gives the last page its cursor when it is full, like any page', async () => {
    const first = await api('sort=updatedAt&order=DESC&perPage=1&page=1');
    const last = await api(`sort=updatedAt&order=DESC&perPage=1&page=${first.total}`);
    expect(last.nextCursor).not.toBeNull();
    expect((await api(`sort=updatedAt&order=DESC&perPage=1&page=${first.total + 1}&after=${last.nextCursor}`)).listings).toEqual([]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}
