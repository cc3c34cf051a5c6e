import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { auditLog, listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { makePng } from '../fixtures/png';
import { omit } from '../../server/omit';

/*
 * A case system's pushes and feeds cannot hurt what the broker does by hand: where each listing came from, a full
 * feed that closes only a case system's listings and never too many at once, a dry run, If-Match and `overwrote`
 * on a push, unknown properties refused, no picture fetched for a refused push, and a push to a closed listing.
 */

let t: TestApp;
let broker: number;
let key: string;
let pictures: Server;
let pictureBase: string;
/** How often the picture server was asked for each path. */
const fetched = new Map<string, number>();

type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const made = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: 'Sagssystem', role: 2 } });
  key = made.json<{ key: string }>().key;
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    fetched.set(path, (fetched.get(path) ?? 0) + 1);
    const [red = 0, green = 0, blue = 0] = createHash('sha256').update(path).digest();
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(1200, 800, [red, green, blue]));
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

/** A call made with the case system's API key. */
const withKey = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });
const push = (caseNumber: string, payload: Json, headers: Record<string, string> = {}) =>
  withKey({ method: 'PUT', url: `/api/v2/listings/by-case-number/${encodeURIComponent(caseNumber)}`, payload, headers });
const feed = (rows: Json[], query = '') => withKey({ method: 'POST', url: `/api/v2/listings/import?accountId=${broker}${query}`, payload: rows });

const rental = (extra: Json = {}): Promise<Json> => rentalListing(t, extra);

/** Three pictures of the case system's for one listing. */
const photos = (listing: string) => ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/${listing}/${name}.png` }));
/** How often the picture server was asked for a listing's pictures. */
const fetchesOf = (listing: string) => [...fetched.entries()].filter(([path]) => path.startsWith(`/${listing}/`)).reduce((n, [, count]) => n + count, 0);

const IMAGES = 'Antal billeder skal være mellem 3 og 10';

async function stored(caseNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.caseNumber, caseNumber), ne(listings.status, LISTING_STATUSES.deleted)));
  return row;
}

describe('a push or feed row without images', () => {
  it('is refused as too few are, naming images, for a listing that is or becomes active, on every path; a draft may wait for them', async () => {
    const body = await rental({ activate: true });
    const pushed = await push('UDEN-BILLEDER', body);
    expect(pushed.statusCode, pushed.body).toBe(409);
    expect(pushed.json().fields).toEqual({ images: IMAGES });
    const created = await withKey({ method: 'POST', url: '/api/v2/listings', payload: body });
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json().fields).toEqual({ images: IMAGES });
    const fed = await feed([{ ...omit(body, 'accountId'), accountOwnerListingIdentifierID: 'UDEN-BILLEDER' }]);
    const push409 = pushed.json().errors;
    expect(push409).toEqual([expect.objectContaining({ field: 'images', code: 'too_few', min: 3 })]);
    // A feed's row carries the same codes as the push's answer.
    expect(fed.json()).toMatchObject({ refused: 1, rows: [{ outcome: 'refused', fields: { images: IMAGES }, errors: push409 }] });
    expect(await stored('UDEN-BILLEDER')).toBeUndefined();

    const draft = await push('UDEN-BILLEDER', omit(body, 'activate'));
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().listing).toMatchObject({ status: LISTING_STATUSES.pending, images: [] });
  });

  it('is documented without an empty default against a minimum of images', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ components: { schemas: Record<string, { properties?: Json }> } }>();
    const bodies = Object.entries(document.components.schemas).filter(([name]) => /^(New|Pushed|Imported|Edited)\w+Listing/.test(name));
    expect(bodies.length).toBeGreaterThanOrEqual(12);
    for (const [name, schema] of bodies) {
      const images = schema.properties?.['images'] as Json | undefined;
      expect(images, name).toBeDefined();
      expect(images, name).not.toHaveProperty('default');
    }
  });
});

describe('where a listing came from, and a full feed', () => {
  const listed = (caseNumbers: string[]) =>
    t.database.db
      .select({ caseNumber: listings.caseNumber, status: listings.status, version: listings.version, origin: listings.origin })
      .from(listings)
      .where(and(eq(listings.accountId, broker), inArray(listings.caseNumber, caseNumbers)))
      .orderBy(listings.caseNumber);
  const feedRow = (caseNumber: string) => ({
    accountOwnerListingIdentifierID: caseNumber,
    ...omit(row, 'accountId'),
    images: photos(caseNumber.toLowerCase()),
  });
  let row: Json;
  const FEED = ['FEED-A', 'FEED-B', 'FEED-C', 'FEED-D'];

  it('records the origin: member area, API key, feed; a full feed closes only those from a case system, never more than 20 % unless confirmed, and a dry run answers exactly what the run does, writing nothing', async () => {
    row = await rental({ activate: true });
    const byHand = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...row, accountOwnerListingIdentifierID: 'HAAND-1', images: photos('haand-1') },
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect((await push('NØGLE-A', { ...row, images: photos('nøgle-a') })).statusCode).toBe(201);
    const first = await feed(FEED.map(feedRow));
    expect(first.json()).toMatchObject({ dryRun: false, created: 4, refused: 0 });
    const all = ['HAAND-1', 'NØGLE-A', ...FEED];
    expect((await listed(all)).map((l) => [l.caseNumber, l.origin, l.status])).toEqual([
      ['FEED-A', 'feed', LISTING_STATUSES.active],
      ['FEED-B', 'feed', LISTING_STATUSES.active],
      ['FEED-C', 'feed', LISTING_STATUSES.active],
      ['FEED-D', 'feed', LISTING_STATUSES.active],
      ['HAAND-1', 'member', LISTING_STATUSES.active],
      ['NØGLE-A', 'api_key', LISTING_STATUSES.active],
    ]);
    const caseSystemListings = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(
          and(
            eq(listings.accountId, broker),
            inArray(listings.status, [LISTING_STATUSES.active, LISTING_STATUSES.inactive]),
            inArray(listings.origin, ['api_key', 'feed']),
            sql`${listings.caseNumber} is not null`,
          ),
        )
    )[0]!.n;
    expect(caseSystemListings).toBe(5);

    // Within the share no confirmation is asked: one of five. HAAND-1, made by hand, is never closed.
    const within = await feed(['NØGLE-A', 'FEED-A', 'FEED-B', 'FEED-C'].map(feedRow), '&mode=full');
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toMatchObject({ unchanged: 4, closed: [{ caseNumber: 'FEED-D' }] });

    // Then a full feed that would close two of four (NØGLE-A, FEED-C), more than 20 %.
    const before = await listed(all);
    const audits = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const auditsBefore = await audits();
    const rows = [feedRow('FEED-A'), { ...feedRow('FEED-B'), yearlyRent: 500_000 }, feedRow('FEED-NY')];
    const refused = await feed(rows, '&mode=full');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'too_many_to_close',
      message:
        'Det fulde feed ville lukke 2 af kontoens 4 aktive og inaktive annoncer fra sagssystemet, mere end 20 %. Intet er ændret. ' +
        'Send confirm=true for at lukke dem, eller confirm=true og dryRun=true for at se hvilke.',
      wouldClose: 2,
      caseSystemListings: 4,
      maxWithoutConfirm: 0,
    });
    expect(await listed([...all, 'FEED-NY'])).toEqual(before);
    const inEnglish = await withKey({
      method: 'POST',
      url: `/api/v2/listings/import?accountId=${broker}&mode=full`,
      headers: { 'accept-language': 'en' },
      payload: rows,
    });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json()).toMatchObject({ code: 'too_many_to_close', wouldClose: 2, caseSystemListings: 4 });
    expect(inEnglish.json().message).toMatch(/^The full feed would close 2 of the account's 4 active and inactive listings/);

    const dry = await feed(rows, '&mode=full&confirm=true&dryRun=true');
    expect(dry.statusCode, dry.body).toBe(200);
    const tried = dry.json();
    expect(tried).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: 1, refused: 0, reopened: 0, leftClosed: 0 });
    expect(tried.rows.map((r: Json) => [r['caseNumber'], r['outcome'], r['listingId'] === null])).toEqual([
      ['FEED-A', 'unchanged', false],
      ['FEED-B', 'updated', false],
      ['FEED-NY', 'created', true],
    ]);
    expect(tried.closed.map((c: Json) => c['caseNumber']).sort()).toEqual(['FEED-C', 'NØGLE-A']);
    expect(await listed([...all, 'FEED-NY'])).toEqual(before);
    expect(await audits()).toBe(auditsBefore);

    const run = await feed(rows, '&mode=full&confirm=true');
    expect(run.statusCode, run.body).toBe(200);
    const done = run.json();
    expect({ ...done, dryRun: true, rows: done.rows.map((r: Json) => ({ ...r, listingId: r['outcome'] === 'created' ? null : r['listingId'] })) }).toEqual(
      tried,
    );
    expect((await listed([...all, 'FEED-NY'])).map((l) => [l.caseNumber, l.status])).toEqual([
      ['FEED-A', LISTING_STATUSES.active],
      ['FEED-B', LISTING_STATUSES.active],
      ['FEED-C', LISTING_STATUSES.closed],
      ['FEED-D', LISTING_STATUSES.closed],
      ['FEED-NY', LISTING_STATUSES.active],
      ['HAAND-1', LISTING_STATUSES.active],
      ['NØGLE-A', LISTING_STATUSES.closed],
    ]);
  });
});

describe('a push onto a listing the broker has changed', () => {
  it('honours If-Match when sent and says which fields it overwrote that were last changed in the member area', async () => {
    const body = await rental({ images: photos('overskriv') });
    const made = await push('OVERSKRIV', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().overwrote).toEqual([]);
    const { id } = made.json().listing as { id: number };

    // The broker changes the title in the member area.
    const edit = await t.request(PERSONAS.brokerMember, {
      method: 'PUT',
      url: `/api/v2/listings/${id}`,
      payload: { ...omit(body, 'accountId'), accountOwnerListingIdentifierID: 'OVERSKRIV', title: 'Mæglerens egen titel på kontorlejemålet' },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const stale = await push('OVERSKRIV', { ...body, yearlyRent: 1 }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode, stale.body).toBe(412);
    expect((await stored('OVERSKRIV'))?.price).toBe(450_000);
    expect((await push('INGEN-SAG', body, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    expect(await stored('INGEN-SAG')).toBeUndefined();

    const pushed = await push('OVERSKRIV', { ...body, yearlyRent: 480_000 }, { 'if-match': 'W/"2"' });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json()).toMatchObject({ outcome: 'updated', listing: { version: 3, title: body['title'], yearlyRent: 480_000 } });
    // The rent was the case system's own; the title was the broker's.
    expect(pushed.json().overwrote).toEqual([
      { field: 'title', label: 'Titel', from: 'Mæglerens egen titel på kontorlejemålet', to: 'Kontorlejemål på 250 m² i Nordhavn fra sagssystemet' },
    ]);

    // Without If-Match, and now that the case system made the last change, nothing is the broker's.
    const again = await push('OVERSKRIV', { ...body, title: 'Sagssystemets nye titel på kontorlejemålet' });
    expect(again.json()).toMatchObject({ outcome: 'updated', overwrote: [] });
  });
});

describe('a listing body', () => {
  it('refuses an unknown property by name in Danish on every path, and takes back what a GET answered', async () => {
    const body = await rental({ farve: 'blå', salesPrice: 5_000_000 });
    const unknown = { farve: 'Ukendt felt: farve', salesPrice: 'Ukendt felt: salesPrice' };
    const pushed = await push('UKENDT', body);
    expect(pushed.statusCode, pushed.body).toBe(400);
    expect(pushed.json().fields).toEqual(unknown);
    const created = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: body });
    expect(created.json().fields).toEqual(unknown);
    const fed = await feed([{ ...omit(body, 'accountId'), accountOwnerListingIdentifierID: 'UKENDT' }]);
    expect(fed.json().rows[0]).toMatchObject({ outcome: 'refused', fields: unknown });
    expect(await stored('UKENDT')).toBeUndefined();

    const made = await push('TILBAGE', await rental({ images: photos('tilbage') }));
    const { listing } = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${made.json().listing.id}` })).json();
    expect(listing).toMatchObject({ id: expect.any(Number), status: 1, version: 1, qualityScore: expect.any(Number) });
    const sentBack = await t.request(PERSONAS.brokerAdmin, {
      method: 'PUT',
      url: `/api/v2/listings/${listing.id}`,
      payload: listing,
      headers: { 'if-match': 'W/"1"' },
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const pushedBack = await push('TILBAGE', listing);
    expect(pushedBack.json()).toMatchObject({ outcome: 'unchanged' });
    const edited = await t.request(PERSONAS.brokerAdmin, {
      method: 'PUT',
      url: `/api/v2/listings/${listing.id}`,
      payload: { ...listing, farve: 'rød' },
      headers: { 'if-match': 'W/"2"' },
    });
    expect(edited.json().fields).toEqual({ farve: 'Ukendt felt: farve' });
  });

  it('is checked whole before any picture is fetched: a refused push fetches nothing', async () => {
    const refusals = [
      await push('INTET-HENTET', await rental({ title: 'Kort', images: photos('intet-1') })),
      await push('INTET-HENTET', await rental({ farve: 'grøn', images: photos('intet-2') })),
      await push('INTET-HENTET', await rental({ images: photos('intet-3') }), { 'if-match': 'W/"1"' }),
      await feed([{ ...omit(await rental({ floorArea: -1 }), 'accountId'), accountOwnerListingIdentifierID: 'INTET-HENTET', images: photos('intet-4') }]),
    ];
    expect(refusals.map((res) => res.statusCode)).toEqual([400, 400, 412, 200]);
    expect(refusals[3]?.json()).toMatchObject({ refused: 1 });
    // A listing of another type under the case number: 409 before the pictures.
    expect((await push('ANDEN-TYPE', await rental())).statusCode).toBe(201);
    const sale = await push('ANDEN-TYPE', await rental({ listingType: 3, yearlyRent: undefined, salesPrice: 5_000_000, images: photos('intet-5') }));
    expect(sale.statusCode, sale.body).toBe(409);
    for (const n of [1, 2, 3, 4, 5]) expect(fetchesOf(`intet-${n}`), `intet-${n}`).toBe(0);
  });
});

describe('a push that activates a closed listing', () => {
  it('leaves a listing closed by hand closed and says so, reopens it when the push says reopen, and reopens one a full feed closed', async () => {
    const body = await rental({ activate: true, images: photos('lukket') });
    const made = await push('LUKKET', body);
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json().listing as { id: number; version: number };
    const closed = await t.request(PERSONAS.brokerMember, {
      method: 'POST',
      url: `/api/v2/listings/${id}/close`,
      payload: { closingReasonId: 1 },
      headers: { 'if-match': `W/"${version}"` },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const left = await push('LUKKET', { ...body, yearlyRent: 470_000 });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({
      outcome: 'left_closed',
      listing: { status: LISTING_STATUSES.closed, closingReasonId: 1, yearlyRent: 470_000 },
    });
    const unchanged = await push('LUKKET', { ...body, yearlyRent: 470_000 });
    expect(unchanged.json()).toMatchObject({ outcome: 'left_closed', listing: { version: left.json().listing.version } });

    const reopened = await push('LUKKET', { ...body, reopen: true });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ outcome: 'reopened', listing: { status: LISTING_STATUSES.active, closingReasonId: null, yearlyRent: 450_000 } });

    // Closed by a full feed that left it out: the push that brings it back reopens it.
    const full = await feed(
      [{ ...omit(body, 'accountId'), accountOwnerListingIdentifierID: 'ANDET-SAGSNUMMER', images: photos('andet') }],
      '&mode=full&confirm=true',
    );
    expect(full.json().closed.map((c: Json) => c['caseNumber'])).toContain('LUKKET');
    const back = await push('LUKKET', body);
    expect(back.json()).toMatchObject({ outcome: 'reopened', listing: { status: LISTING_STATUSES.active } });
  });
});
