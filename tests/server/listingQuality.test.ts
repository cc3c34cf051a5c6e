import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { scoreUnscoredListings } from '../../server/services/listingQuality';
import { QUALITY_POINTS } from '../../schemas/listings/quality';

let t: TestApp;
let broker: number;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request(PERSONAS.brokerAdmin, { method: 'GET', url });
const demoImages = (n: number) =>
  ['kontor-1', 'kontor-2', 'kontor-3', 'butik-1', 'butik-2', 'facade-1'].slice(0, n).map((name) => ({ url: `/demo-images/${name}.jpg` }));

const rental = (overrides: Record<string, unknown> = {}) =>
  rentalListing(t, { title: 'Kontorlejemål på 250 m² i Nordhavn med havudsigt', images: demoImages(3), ...overrides });

const storedScore = async (id: number) => (await t.database.db.select({ score: listings.qualityScore }).from(listings).where(eq(listings.id, id)))[0]?.score;

describe('the quality score in the API', () => {
  let id: number;
  let first: number;

  it('answers a new listing with its score and its fixes, and stores the score', async () => {
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: await rental() });
    expect(res.statusCode).toBe(201);
    const { listing } = res.json();
    id = listing.id;
    first = listing.qualityScore;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    expect(listing.qualityFixes.find((fix: { code: string }) => fix.code === 'images')).toMatchObject({
      code: 'images',
      text: 'Tilføj mindst 3 billeder mere',
      count: 3,
    });
    expect(listing.qualityFixes.map((fix: { gain: number }) => fix.gain).every((gain: number) => gain > 0)).toBe(true);
    expect(await storedScore(id)).toBe(first);
    const read = (await get(`/api/v2/listings/${id}`)).json().listing;
    expect(read.qualityScore).toBe(first);
    expect(read.qualityFixes).toEqual(listing.qualityFixes);
  });

  it('raises the score when the fixes are followed, on the listing and in the index', async () => {
    const before = (await get(`/api/v2/listings/${id}`)).json().listing;
    const gain: number = before.qualityFixes.find((fix: { code: string }) => fix.code === 'images').gain;
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'PUT',
      url: `/api/v2/listings/${id}`,
      headers: { 'if-match': `W/"${before.version}"` },
      payload: { ...(await rental({ images: demoImages(6), energyLabels: ['C'] })), accountId: undefined, listingType: undefined },
    });
    expect(res.statusCode).toBe(200);
    const { listing } = res.json();
    expect(listing.qualityScore).toBeGreaterThanOrEqual(first + gain + QUALITY_POINTS.energyLabel);
    expect(listing.qualityFixes.some((fix: { code: string }) => fix.code === 'images' || fix.code === 'energyLabel')).toBe(false);
    expect(await storedScore(id)).toBe(listing.qualityScore);
  });

  it('filters and sorts the index by the score', async () => {
    const score = (await storedScore(id))!;
    const below = (await get(`/api/v2/listings?accountId=${broker}&qualityBelow=${score + 1}&perPage=100&sort=qualityScore&order=ASC`)).json();
    expect(below.listings.length).toBeGreaterThan(0);
    expect(below.listings.every((l: { qualityScore: number }) => l.qualityScore <= score)).toBe(true);
    expect(below.listings.map((l: { qualityScore: number }) => l.qualityScore)).toEqual(
      [...below.listings.map((l: { qualityScore: number }) => l.qualityScore)].sort((a, b) => a - b),
    );
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.accountId} = ${broker} and ${listings.qualityScore} <= ${score} and ${listings.status} <> 7`)) as [{ n: number }];
    expect(below.total).toBe(n);
    const strictly = (await get(`/api/v2/listings?accountId=${broker}&qualityBelow=${score}&perPage=100`)).json();
    expect(strictly.listings.some((l: { id: number }) => l.id === id)).toBe(false);
  });

  it('never asks an off-market listing for more images or text than it may hold (1 image, 60 characters), and scores it full for them', async () => {
    const body = await rental({ offMarket: true, description: 'Havudsigt.', images: [] });
    const bare = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: body });
    expect(bare.statusCode, bare.body).toBe(201);
    const fixes = bare.json().listing.qualityFixes as { code: string; text: string }[];
    expect(fixes.find((fix) => fix.code === 'images')).toMatchObject({ text: 'Tilføj mindst 1 billede mere' });
    expect(fixes.find((fix) => fix.code === 'descriptionLength')).toMatchObject({ text: 'Skriv en længere beskrivelse (mindst 60 tegn)' });
    expect(fixes.some((fix) => fix.code === 'descriptionParagraphs')).toBe(false);

    const full = { ...body, description: 'Lyse kontorer med havudsigt og egen indgang, tæt på metroen.', images: demoImages(1) };
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: full });
    expect(res.statusCode, res.body).toBe(201);
    const { listing } = res.json();
    expect(listing.qualityFixes.map((fix: { code: string }) => fix.code)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(images|imageSize|descriptionLength|descriptionParagraphs)$/)]),
    );
    const bareScore: number = bare.json().listing.qualityScore;
    expect(listing.qualityScore).toBeGreaterThan(bareScore + QUALITY_POINTS.images);
  });

  it('refuses a bad threshold, naming the filter', async () => {
    const res = await get(`/api/v2/listings?accountId=${broker}&qualityBelow=lav`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.qualityBelow).toBe('Kvalitet under skal være et helt tal mellem 1 og 101');
  });

  it('scores the seeded listings, and any left unscored, as a write would', async () => {
    const unscored = await t.database.db.select({ id: listings.id }).from(listings).where(isNull(listings.qualityScore));
    expect(unscored).toEqual([]);
    const score = await storedScore(id);
    await t.database.db.update(listings).set({ qualityScore: null }).where(eq(listings.id, id));
    expect(await scoreUnscoredListings(t.database.db)).toBe(1);
    expect(await storedScore(id)).toBe(score);
  });

  it("gives the account statistics the account's average and its weakest listings", async () => {
    const res = await get(`/api/v2/accounts/${broker}/statistics?from=2026-01-01&to=2026-01-31&granularity=month`);
    expect(res.statusCode).toBe(200);
    const { quality } = res.json();
    expect(quality.listings).toBeGreaterThan(0);
    expect(quality.average).toBeGreaterThan(0);
    expect(quality.weakest.length).toBe(5);
    const scores = quality.weakest.map((l: { qualityScore: number }) => l.qualityScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores[0]).toBeLessThanOrEqual(quality.average);
  });
});
