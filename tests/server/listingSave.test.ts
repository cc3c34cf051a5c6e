import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';

let t: TestApp;
let broker: number;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
});
afterAll(async () => {
  await t.close();
});

/** A pending demo listing of the broker's, as the show page reads it. */
async function demoListing(): Promise<Record<string, unknown> & { id: number; version: number; title: string }> {
  const index = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&status=1&limit=5` });
  expect(index.statusCode, index.body).toBe(200);
  const [first] = index.json().listings as { id: number }[];
  const one = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${first!.id}` });
  return one.json().listing;
}

describe('saving a listing', () => {
  it('runs few statements: the row written with RETURNING, images untouched when they did not change, meta lists from memory', async () => {
    const listing = await demoListing();
    const token = await t.tokenFor(PERSONAS.brokerMember);
    const save = async (title: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/listings/${listing.id}`,
        headers: { authorization: `Bearer ${token}`, 'if-match': `W/"${version}"` },
        payload: { ...listing, title },
      });
    // The first save in the process reads the meta lists; later ones do not.
    expect((await save(`${listing.title} (ændret)`, listing.version)).statusCode).toBe(200);

    const { statements, result } = await t.countStatements(() => save(`${listing.title} (ændret igen)`, listing.version + 1));
    expect(result.statusCode, result.body).toBe(200);
    // The answer is the listing as saved, not the one read before.
    expect(result.json().listing).toMatchObject({ id: listing.id, title: `${listing.title} (ændret igen)`, version: listing.version + 2 });
    expect(result.json().listing.images).toEqual(listing.images);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
  });
});
