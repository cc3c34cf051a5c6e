import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { auditLog, listings, listingStatusHistory } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { omit } from '../../server/omit';

/**
 * A listing is live only as its type's full rules allow, on every path that makes it active (activate, bulk
 * activate, 'Gem og aktivér' on create and edit, an upsert or an import row that activates, reopen) and on an edit
 * of an active listing. A draft may be incomplete.
 */

let t: TestApp;
let broker: number;
/** A seeded active rental listing of the Broker account: its record is a complete form body. */
let seeded: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const [found] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.listingType, 1), eq(listings.offMarket, false), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(listings.id)
    .limit(1);
  seeded = (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${found!.id}`)).json().listing;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, ifMatch?: string) {
  return t.request(as, { method, url, ...(payload === undefined ? {} : { payload: payload as Json }), headers: ifMatch ? { 'if-match': ifMatch } : {} });
}

const IMAGES = 'Antal billeder skal være mellem 3 og 10';
const NO_IMAGES = {
  code: 'conflict',
  message: `En aktiv annonce skal være helt udfyldt: ${IMAGES}`,
  fields: { images: IMAGES },
  errors: [{ field: 'images', code: 'too_few', min: 3, message: IMAGES }],
};

/** A new rental listing's body: the seeded listing's fields, without its case numbers; `images: undefined` leaves them out. */
const body = (extra: Json = {}) => ({
  ...omit(seeded, 'accountOwnerListingIdentifierID', 'shownAccountOwnerListingIdentifierID'),
  accountId: broker,
  listingType: 1,
  offMarket: false,
  ...extra,
});

/** A draft without images, as a feed or an API client may leave it. */
async function draftWithoutImages(): Promise<number> {
  const res = await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', body({ images: undefined }));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().listing).toMatchObject({ status: LISTING_STATUSES.pending, images: [] });
  return res.json().listing.id;
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return found!;
}

/** The listing as the API shows it, and what its history holds. */
async function seen(id: number) {
  const listing = (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${id}`)).json().listing;
  const audit = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(id))));
  const statuses = await t.database.db.select({ status: listingStatusHistory.status }).from(listingStatusHistory).where(eq(listingStatusHistory.listingId, id));
  return {
    status: listing.status,
    images: listing.images.length,
    version: listing.version,
    actions: audit.map((a) => a.action).sort(),
    statuses: statuses.map((s) => s.status),
  };
}

const countListings = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]!.n;

describe('a listing that does not meet its type’s rules', () => {
  it('refuses POST /listings/{id}/activate with the reason in Danish, naming the field, and writes nothing', async () => {
    const id = await draftWithoutImages();
    const before = await seen(id);
    const res = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/activate`, undefined, `W/"${before.version}"`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(NO_IMAGES);
    expect(await seen(id)).toEqual({ ...before, status: LISTING_STATUSES.pending, images: 0, actions: ['create'], statuses: [LISTING_STATUSES.pending] });
  });

  it('names every required field the stored listing lacks (a listing written before a rule, or by hand)', async () => {
    const id = await draftWithoutImages();
    const { fields } = await row(id);
    await t.database.db
      .update(listings)
      .set({ fields: omit(fields as Json, 'contactName', 'floorArea') })
      .where(eq(listings.id, id));
    const res = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/activate`, undefined, `W/"${(await row(id)).version}"`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().fields).toEqual({ contactName: 'Kontaktperson er krævet', floorArea: 'Etageareal er krævet', images: IMAGES });
    expect(res.json().message).toMatch(/^En aktiv annonce skal være helt udfyldt: .*Kontaktperson er krævet/);
    expect((await row(id)).status).toBe(LISTING_STATUSES.pending);
  });

  it('activates the same draft once it has its images', async () => {
    const id = await draftWithoutImages();
    const edited = await call(PERSONAS.brokerMember, 'PUT', `/api/v2/listings/${id}`, { ...body(), activate: true }, `W/"${(await row(id)).version}"`);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().listing).toMatchObject({
      status: LISTING_STATUSES.active,
      images: expect.arrayContaining([expect.objectContaining({ url: expect.any(String) })]),
    });
  });

  it("refuses bulk 'Aktivér' per listing with its reason, and activates the complete ones", async () => {
    const incomplete = await draftWithoutImages();
    const complete = (await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', body())).json().listing.id as number;
    const items = await Promise.all([incomplete, complete].map(async (id) => ({ id, version: (await row(id)).version })));
    const res = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings/bulk', { action: 'activate', items });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: incomplete, ok: false, error: { code: 'conflict', message: NO_IMAGES.message } },
      { id: complete, ok: true, status: LISTING_STATUSES.active, version: expect.any(Number) },
    ]);
    expect((await seen(incomplete)).status).toBe(LISTING_STATUSES.pending);
  });

  it("refuses 'Gem og aktivér' on create and on edit, storing nothing", async () => {
    const count = await countListings();
    const created = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings', body({ images: undefined, activate: true }));
    expect(created.statusCode, created.body).toBe(409);
    expect(created.json()).toEqual(NO_IMAGES);
    // Sending a status does not make it active either: the API takes no status from the body.
    const withStatus = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings', body({ images: undefined, status: LISTING_STATUSES.active }));
    expect(withStatus.statusCode, withStatus.body).toBe(201);
    expect(withStatus.json().listing.status).toBe(LISTING_STATUSES.pending);
    expect(await countListings()).toBe(count + 1);

    const id = await draftWithoutImages();
    const before = await seen(id);
    const edited = await call(
      PERSONAS.brokerMember,
      'PUT',
      `/api/v2/listings/${id}`,
      body({ images: undefined, title: 'En ny titel, der ikke bliver gemt alene', activate: true }),
      `W/"${before.version}"`,
    );
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json()).toEqual(NO_IMAGES);
    expect(await seen(id)).toEqual(before);
    expect((await row(id)).title).toBe(seeded['title']);
  });

  it('refuses an upsert by case number that activates, whether it makes the listing or changes a draft, storing nothing', async () => {
    const upsert = (caseNumber: string, extra: Json) => call(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/by-case-number/${caseNumber}`, body(extra));
    const fresh = await upsert('UDKAST-NY', { images: undefined, activate: true });
    expect(fresh.statusCode, fresh.body).toBe(409);
    expect(fresh.json()).toEqual(NO_IMAGES);
    expect(await t.database.db.select().from(listings).where(eq(listings.caseNumber, 'UDKAST-NY'))).toEqual([]);

    const draft = await upsert('UDKAST-1', { images: undefined });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().listing.id as number;
    const before = await seen(id);
    const again = await upsert('UDKAST-1', { images: undefined, title: 'En ny titel fra sagssystemet, ikke gemt', activate: true });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual(NO_IMAGES);
    expect(await seen(id)).toEqual(before);
  });

  it('refuses an import row that activates, with the reason on its row, and keeps a row without activate as a draft', async () => {
    const { id: addressId } = seeded['address'] as { id: string };
    const header =
      'accountOwnerListingIdentifierID;activate;listingType;title;flashline;description;address.id;listingtypeSubcategory;floorArea;yearlyRent;contactName;contactPhone;contactEmail';
    const line = (caseNumber: string, activate: string) =>
      [
        caseNumber,
        activate,
        '1',
        'Kontorlejemål på 250 m² i Nordhavn fra CSV-feedet',
        'Havudsigt og egen indgang',
        'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.',
        addressId,
        'kontor',
        '250',
        '450000',
        'Mette Nordahl',
        "'+45 33 12 34 56",
        'mette@nordhavn-erhverv.dk',
      ].join(';');
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/import?accountId=${broker}`,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      payload: [header, line('CSV-AKTIV', 'ja'), line('CSV-UDKAST', 'nej')].join('\r\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ created: 1, refused: 1 });
    expect(answer.rows[0]).toMatchObject({ caseNumber: 'CSV-AKTIV', outcome: 'refused', message: NO_IMAGES.message, fields: NO_IMAGES.fields });
    expect(answer.rows[1]).toMatchObject({ caseNumber: 'CSV-UDKAST', outcome: 'created' });
    const stored = (caseNumber: string) =>
      t.database.db
        .select({ status: listings.status })
        .from(listings)
        .where(and(eq(listings.caseNumber, caseNumber), ne(listings.status, LISTING_STATUSES.deleted)));
    expect(await stored('CSV-AKTIV')).toEqual([]);
    expect(await stored('CSV-UDKAST')).toEqual([{ status: LISTING_STATUSES.pending }]);

    // The draft then stays one when the index's bulk 'Aktivér' is asked to publish it.
    const id = answer.rows[1].listingId as number;
    const bulk = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings/bulk', { action: 'activate', items: [{ id, version: (await row(id)).version }] });
    expect(bulk.json().results).toEqual([{ id, ok: false, error: { code: 'conflict', message: NO_IMAGES.message } }]);
    expect((await seen(id)).status).toBe(LISTING_STATUSES.pending);
  });

  it('refuses an edit or an upsert that would leave an active listing without what its type requires, keeping it as it was', async () => {
    const made = await call(PERSONAS.brokerAdmin, 'PUT', '/api/v2/listings/by-case-number/AKTIV-1', body({ activate: true }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().listing.id as number;
    const before = await seen(id);
    expect(before).toMatchObject({ status: LISTING_STATUSES.active, images: (seeded['images'] as unknown[]).length });

    // A feed's row without its images column.
    const pushed = await call(PERSONAS.brokerAdmin, 'PUT', '/api/v2/listings/by-case-number/AKTIV-1', body({ images: undefined }));
    expect(pushed.statusCode, pushed.body).toBe(409);
    expect(pushed.json()).toEqual(NO_IMAGES);
    const edited = await call(PERSONAS.brokerMember, 'PUT', `/api/v2/listings/${id}`, body({ images: undefined }), `W/"${before.version}"`);
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json()).toEqual(NO_IMAGES);
    expect(await seen(id)).toEqual(before);

    // A draft may be edited without them.
    const draft = await draftWithoutImages();
    const kept = await call(
      PERSONAS.brokerMember,
      'PUT',
      `/api/v2/listings/${draft}`,
      body({ images: undefined, title: 'Kladden får en ny titel uden billeder' }),
      `W/"1"`,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().listing).toMatchObject({ status: LISTING_STATUSES.pending, title: 'Kladden får en ny titel uden billeder', images: [] });
  });

  it('refuses to reopen a closed listing that does not meet the rules, leaving it closed', async () => {
    const id = await draftWithoutImages();
    // Closed without ever being published, as a copy of a property just let is.
    const closed = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/close`, { closingReasonId: 1 }, `W/"${(await row(id)).version}"`);
    expect(closed.statusCode, closed.body).toBe(200);
    const before = await seen(id);
    const res = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/reopen`, undefined, `W/"${before.version}"`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(NO_IMAGES);
    expect(await seen(id)).toEqual(before);
    expect(await row(id)).toMatchObject({ status: LISTING_STATUSES.closed, closingReasonId: 1 });
  });
});
