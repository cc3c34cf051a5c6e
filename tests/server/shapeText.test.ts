/**
 * shapeText writes a condition's SQL text itself, to find its cached query (server/db/prepared.ts): for every
 * condition of the listing index it must be the text Drizzle writes, and where it does not know a chunk, it
 * leaves the condition to Drizzle.
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { integer, PgDialect, pgSchema } from 'drizzle-orm/pg-core';
import { Bindings, shapeText } from '../../server/db/prepared';
import { whereOf, type ListingScope } from '../../server/repositories/listings';
import { promotedListingCondition } from '../../server/repositories/promotion';
import { listings } from '../../server/db/schema';
import { LISTING_STATUS_IDS, LISTING_TYPES } from '../../schemas/enums';
import type { ListingFilter } from '../../schemas/listings/record';

const drizzleText = (condition: Parameters<typeof shapeText>[0]) => (condition ? new PgDialect().sqlToQuery(condition).sql : '');
const typeIds = Object.values(LISTING_TYPES) as number[];
const someOf = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });

const scope: fc.Arbitrary<ListingScope> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record({ kind: fc.constant('member' as const), userId: fc.nat() }),
  fc.record({ kind: fc.constant('account' as const), accountId: fc.nat(), listingTypes: fc.subarray(typeIds) }),
);
const filter: fc.Arbitrary<ListingFilter> = fc.record(
  {
    accountId: fc.nat(),
    caseNumber: fc.string(),
    address: fc.array(fc.constantFrom('Strandgade', '12', '1401', 'København', 'K', ''), { maxLength: 4 }).map((words) => words.join(' ')),
    status: someOf(LISTING_STATUS_IDS),
    listingType: someOf(typeIds),
    offMarket: fc.constantFrom('true' as const, 'false' as const),
  },
  { requiredKeys: [] },
);

it("writes every condition of the listing index as Drizzle does, whatever the caller, filters and 'promoted'", () => {
  fc.assert(
    fc.property(scope, filter, fc.constantFrom(undefined, true, false), (scope, filter, promoted) => {
      const bindings = new Bindings();
      const where = whereOf(scope, filter, bindings);
      const condition = promoted === undefined ? where : and(where, promotedListingCondition(bindings.bind('2026-11-23'), promoted));
      expect(shapeText(condition)).toBe(drizzleText(condition));
    }),
    { numRuns: 500 },
  );
});

it('tells different shapes apart', () => {
  const text = (scope: ListingScope, filter: ListingFilter) => shapeText(whereOf(scope, filter, new Bindings()));
  const account = { kind: 'account' as const, accountId: 1, listingTypes: typeIds };
  expect(text(account, { status: [1] })).not.toBe(text(account, { status: [1, 2] }));
  expect(text(account, { address: 'a' })).not.toBe(text(account, { caseNumber: 'a' }));
  expect(text({ kind: 'all' }, {})).not.toBe(text({ kind: 'member', userId: 1 }, {}));
});

it("leaves to Drizzle what it does not write itself: a value in the text, a table in a schema, a column's alias", () => {
  const archive = pgSchema('archive').table('listings', { id: integer('id') });
  for (const condition of [
    sql`${listings.id} = ${7}`,
    and(eq(listings.id, sql.placeholder('id')), inArray(listings.status, [1, 2])),
    sql`${archive.id} = ${sql.placeholder('id')}`,
    sql`${sql`count(*)`.as('n')} > ${sql.placeholder('n')}`,
    undefined,
  ]) {
    expect(shapeText(condition)).toBe(drizzleText(condition));
  }
});
