import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, auditLog, listingImages, listings } from '../../server/db/schema';
import { makePng } from '../fixtures/png';
import { editable } from '../../schemas/listingStatus';

let t: TestApp;
/** Uploads of this file, removed afterwards. */
const uploadDir = mkdtempSync(join(tmpdir(), 'listing-uploads-'));
let broker: number;
let light: number;
let premium: number;
let municipality: number;
let picture: Server;
let pictureBase: string;

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true', UPLOAD_DIR: uploadDir });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
  premium = await accountIdByName(t.database, ACCOUNTS.premium);
  municipality = await accountIdByName(t.database, ACCOUNTS.municipality);
  // A picture server for images added by URL.
  picture = createServer((req, res) => {
    const sizes: Record<string, [number, number, [number, number, number]]> = {
      '/wide.png': [1200, 800, [200, 90, 40]],
      '/tall.png': [700, 1000, [40, 200, 90]],
    };
    const size = sizes[req.url ?? ''];
    if (req.url === '/moved.png') {
      res.writeHead(302, { Location: '/wide.png' }).end();
      return;
    }
    if (!size) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(size[0], size[1], size[2]));
  });
  await new Promise<void>((resolve) => picture.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(picture.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
  await new Promise((resolve) => picture.close(resolve));
});

const get = (as: string | null, url: string) => t.request(as, { method: 'GET', url });
const post = (as: string, url: string, payload: unknown) => t.request(as, { method: 'POST', url, payload: payload as Record<string, unknown> });
const put = (as: string, url: string, payload: unknown, ifMatch?: string) =>
  t.request(as, { method: 'PUT', url, payload: payload as Record<string, unknown>, headers: ifMatch ? { 'if-match': ifMatch } : {} });

async function countListings(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return Number(row?.n);
}

let colour = 10;
/** Uploads a fresh landscape picture into the account and answers its URL. */
async function upload(accountId = broker, as: string = PERSONAS.brokerAdmin, size: [number, number] = [1024, 768]): Promise<string> {
  colour += 7;
  const res = await t.request(as, {
    method: 'POST',
    url: `/api/v2/images?accountId=${accountId}`,
    headers: { 'content-type': 'image/png' },
    payload: makePng(size[0], size[1], [colour % 256, 100, 150]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().image.url;
}

async function addressFor(q: string) {
  const res = await get(PERSONAS.brokerAdmin, `/api/v2/addresses?q=${encodeURIComponent(q)}&limit=1`);
  expect(res.statusCode).toBe(200);
  const [address] = res.json().addresses;
  expect(address, q).toBeDefined();
  return address as { id: string; streetName: string; streetNumber: string; zipCode: string; city: string };
}

const DESCRIPTION =
  'Lyse og velindrettede lokaler med udsigt over havnen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.';

async function common(images: number, accountId = broker, as: string = PERSONAS.brokerAdmin) {
  const address = await addressFor('Sundkrogsgade 21');
  return {
    title: 'Lyst kontorlejemål på 250 m² i Nordhavn med havudsigt',
    flashline: 'Havudsigt og egen indgang',
    description: DESCRIPTION,
    address,
    listingtypeSubcategory: 'kontor',
    floorArea: 250,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    facilities: ['elevator', 'fibernet'],
    energyLabels: ['B'],
    images: await Promise.all(Array.from({ length: images }, async () => ({ url: await upload(accountId, as) }))),
  };
}

describe('POST /api/v2/listings', () => {
  it('creates a rental listing, stores the type fields in fields, and reads it back', async () => {
    const body = {
      accountId: broker,
      listingType: 1,
      offMarket: false,
      ...(await common(3)),
      yearlyRent: 450_000,
      compensation: 100_000,
      accountOwnerListingIdentifierID: 'NH-TEST-1',
    };
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', body);
    expect(res.statusCode, res.body).toBe(201);
    const { listing } = res.json();
    expect(res.headers.etag).toBe('W/"1"');
    expect(listing).toMatchObject({
      accountId: broker,
      listingType: 1,
      status: 1,
      offMarket: false,
      title: body.title,
      yearlyRent: 450_000,
      compensation: 100_000,
      accountOwnerListingIdentifierID: 'NH-TEST-1',
      price: 450_000,
      addressText: 'Sundkrogsgade 21, 2150 Nordhavn',
      facilities: ['elevator', 'fibernet'],
    });
    expect(listing.images.map((i: { url: string }) => i.url)).toEqual(body.images.map((i) => i.url));
    expect(listing.images[0]).toMatchObject({ position: 0, width: 1024, height: 768 });
    expect(listing.publicUrl).toMatch(new RegExp(`/annonce/${listing.id}$`));

    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.caseNumber).toBe('NH-TEST-1');
    expect(row?.fields).toMatchObject({ yearlyRent: 450_000, compensation: 100_000, floorArea: 250 });
    expect(row?.fields).not.toHaveProperty('title');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(listing.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);

    const again = await get(PERSONAS.brokerReader, `/api/v2/listings/${listing.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().listing).toEqual(listing);
  });

  it('computes investment returnPercent on the server, whatever the client sends', async () => {
    const body = {
      accountId: broker,
      listingType: 2,
      ...(await common(3)),
      salesPrice: 20_000_000,
      yearlyRentalIncome: 1_500_000,
      yearlyOperatingCost: 300_000,
      returnPercent: 99,
    };
    const res = await post(PERSONAS.brokerMember, '/api/v2/listings', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing).toMatchObject({ returnPercent: 6, salesPrice: 20_000_000, price: 20_000_000 });
  });

  it('creates sales and office-space listings', async () => {
    const sales = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { accountId: broker, listingType: 3, ...(await common(4)), salesPrice: 8_500_000 });
    expect(sales.statusCode, sales.body).toBe(201);
    expect(sales.json().listing.images).toHaveLength(4);
    const office = await post(PERSONAS.brokerAdmin, '/api/v2/listings', {
      accountId: broker,
      listingType: 4,
      ...(await common(3)),
      listingtypeSubcategory: 'kontorhotel',
      flexibleSeating: true,
      seatsMin: 2,
      seatsMax: 20,
      priceMin: 2500,
      priceMax: 4500,
      sqMMin: 10,
      sqMMax: 60,
      openingHours: 'Hverdage 8-17',
    });
    expect(office.statusCode, office.body).toBe(201);
    expect(office.json().listing).toMatchObject({ flexibleSeating: true, fixedSeating: false, seatsMax: 20, price: 2500 });
  });

  it('creates off-market variants with a short description and at most one image', async () => {
    const base = await common(1);
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', {
      accountId: broker,
      listingType: 1,
      offMarket: true,
      ...base,
      description: 'Diskret udlejning af kontor i Nordhavn',
      yearlyRent: 300_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing).toMatchObject({ offMarket: true });

    const tooMuch = await post(PERSONAS.brokerAdmin, '/api/v2/listings', {
      accountId: broker,
      listingType: 3,
      offMarket: true,
      ...(await common(2)),
      salesPrice: 1_000_000,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields).toMatchObject({
      description: 'Beskrivelse må højst være 60 tegn',
      images: 'Antal billeder må højst være 1',
    });

    const office = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { accountId: broker, listingType: 4, offMarket: true, ...base });
    expect(office.statusCode).toBe(400);
    expect(office.json().fields).toEqual({ offMarket: 'Kontorfællesskaber kan ikke oprettes som off-market' });
  });

  it('answers 400 naming every bad field and stores nothing', async () => {
    const before = await countListings();
    const base = await common(3);
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', {
      accountId: broker,
      listingType: 1,
      ...base,
      title: 'For kort titel',
      flashline: 'Kort',
      description: 'For kort',
      contactPhone: '33 12 34 56',
      floorArea: -5,
      externalListingURL: 'ikke en url',
      listingtypeSubcategory: 'hotel',
      facilities: ['elevator', 'svømmehal'],
      address: { ...base.address, id: '00000000-0000-4000-8000-000000000000' },
      images: [base.images[0], base.images[0]],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('bad_input');
    expect(body.fields).toEqual({
      title: 'Titel skal være mellem 20 og 128 tegn',
      flashline: 'Blikfang skal være mellem 10 og 60 tegn',
      description: 'Beskrivelse skal være mellem 100 og 20.000 tegn',
      contactPhone: 'Kontaktpersonens telefon skal være korrekt (med landekode, fx +45)',
      floorArea: 'Etageareal skal være positiv',
      externalListingURL: 'Link til annoncen skal være korrekt',
      yearlyRent: 'Årlig leje er krævet',
      images: 'Antal billeder skal være mellem 3 og 10',
      'images.1.url': 'Billedet findes allerede',
      address: 'Adresse skal være korrekt',
      listingtypeSubcategory: 'Kategori skal være korrekt',
      facilities: 'Faciliteter skal være korrekt',
    });
    expect(await countListings()).toBe(before);
  });

  it('names the envelope and the form fields together', async () => {
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { listingType: 1, title: 'kort' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ accountId: 'Konto er krævet', title: 'Titel skal være mellem 20 og 128 tegn', address: 'Adresse er krævet' });
  });

  it('refuses a read-only user, a missing listing-type permission and a foreign account with 403', async () => {
    const before = await countListings();
    const body = { listingType: 1, ...(await common(3)), yearlyRent: 100_000 };
    expect((await post(PERSONAS.brokerReader, '/api/v2/listings', { ...body, accountId: broker })).statusCode).toBe(403);
    expect((await post(PERSONAS.light, '/api/v2/listings', { ...body, listingType: 2, accountId: light })).statusCode).toBe(403);
    expect((await post(PERSONAS.light, '/api/v2/listings', { ...body, accountId: broker })).statusCode).toBe(403);
    expect((await post(PERSONAS.brokerAdmin, '/api/v2/listings', { ...body, accountId: 99_999 })).statusCode).toBe(404);
    expect(await countListings()).toBe(before);
  });
});

describe('PUT /api/v2/listings/{id}', () => {
  async function ownRental() {
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { accountId: broker, listingType: 1, ...(await common(3)), yearlyRent: 200_000 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().listing as Record<string, unknown> & { id: number; version: number; images: { url: string }[] };
  }

  it('updates with the version read, reorders images and bumps the version', async () => {
    const listing = await ownRental();
    const reordered = [...listing.images].reverse().map(({ url }) => ({ url }));
    const res = await put(
      PERSONAS.brokerMember,
      `/api/v2/listings/${listing.id}`,
      { ...listing, title: 'Opdateret kontorlejemål på 250 m² i Nordhavn', images: reordered },
      'W/"1"',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('W/"2"');
    expect(res.json().listing).toMatchObject({ title: 'Opdateret kontorlejemål på 250 m² i Nordhavn', version: 2 });
    expect(res.json().listing.images.map((i: { url: string }) => i.url)).toEqual(reordered.map((i) => i.url));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(listing.id)), eq(auditLog.action, 'update')));
    expect(audit[0]?.changes).toHaveProperty('title');
  });

  it('names every field an edit changed in the history, filled in from empty or emptied too, with its old and new value as the show page writes them', async () => {
    const listing = await ownRental();
    const images = listing.images.map(({ url }) => ({ url }));
    const edit = { ...listing, images, yearlyRent: 480_000, floorArea: 125.5, compensation: 75_000, constructionYear: 1998, facilities: ['elevator'] };
    expect((await put(PERSONAS.brokerMember, `/api/v2/listings/${listing.id}`, edit, 'W/"1"')).statusCode).toBe(200);
    expect(
      (
        await put(
          PERSONAS.brokerMember,
          `/api/v2/listings/${listing.id}`,
          { ...edit, compensation: undefined, images: [...images].reverse(), project: true },
          'W/"2"',
        )
      ).statusCode,
    ).toBe(200);
    const history = (await get(PERSONAS.brokerReader, `/api/v2/listings/${listing.id}/history`)).json().history as {
      action: string;
      changedFields: { field: string; label: string; from: string | null; to: string | null }[];
    }[];
    expect(history.map((h) => [h.action, h.changedFields])).toEqual([
      [
        'update',
        [
          { field: 'images', label: 'Billeder', from: '3 billeder', to: '3 billeder (ny rækkefølge)' },
          { field: 'project', label: 'Projekt', from: 'Nej', to: 'Ja' },
          { field: 'compensation', label: 'Afståelsespris', from: '75.000 kr.', to: null },
        ],
      ],
      // The price and area columns follow the fields; a save gives the same images new ids.
      [
        'update',
        [
          { field: 'facilities', label: 'Faciliteter', from: 'Elevator, Fibernet', to: 'Elevator' },
          { field: 'floorArea', label: 'Etageareal', from: '250 m²', to: '125,5 m²' },
          { field: 'constructionYear', label: 'Opførelsesår', from: null, to: '1998' },
          { field: 'yearlyRent', label: 'Årlig leje', from: '200.000 kr.', to: '480.000 kr.' },
          { field: 'compensation', label: 'Afståelsespris', from: null, to: '75.000 kr.' },
        ],
      ],
      ['create', []],
    ]);
  });

  it('answers 412 for a stale version and 428 without one', async () => {
    const listing = await ownRental();
    expect((await put(PERSONAS.brokerAdmin, `/api/v2/listings/${listing.id}`, listing, 'W/"1"')).statusCode).toBe(200);
    expect((await put(PERSONAS.brokerAdmin, `/api/v2/listings/${listing.id}`, listing, 'W/"1"')).statusCode).toBe(412);
    expect((await put(PERSONAS.brokerAdmin, `/api/v2/listings/${listing.id}`, listing)).statusCode).toBe(428);
  });

  it('answers 400 for bad input and leaves the listing as it was', async () => {
    const listing = await ownRental();
    const res = await put(PERSONAS.brokerAdmin, `/api/v2/listings/${listing.id}`, { ...listing, title: 'x'.repeat(129), yearlyRent: 0 }, 'W/"1"');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ title: 'Titel skal være mellem 20 og 128 tegn', yearlyRent: 'Årlig leje skal være positiv' });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ title: listing.title, version: 1 });
  });

  it('refuses a read-only user and a foreign account', async () => {
    const listing = await ownRental();
    expect((await put(PERSONAS.brokerReader, `/api/v2/listings/${listing.id}`, listing, 'W/"1"')).statusCode).toBe(403);
    expect((await put(PERSONAS.premium, `/api/v2/listings/${listing.id}`, listing, 'W/"1"')).statusCode).toBe(403);
    expect((await put(PERSONAS.brokerAdmin, '/api/v2/listings/999999', listing, 'W/"1"')).statusCode).toBe(404);
  });

  it('keeps a seeded listing valid: reading it and writing it back is accepted', async () => {
    const list = await get(PERSONAS.brokerAdmin, `/api/v2/listings?accountId=${broker}&perPage=40&sort=id&order=ASC`);
    // Archived and deleted listings are not edited at all.
    for (const summary of (list.json().listings as { id: number; status: number }[]).filter((l) => editable(l.status))) {
      const { listing } = (await get(PERSONAS.brokerAdmin, `/api/v2/listings/${summary.id}`)).json();
      const res = await put(PERSONAS.brokerAdmin, `/api/v2/listings/${summary.id}`, listing, `W/"${listing.version}"`);
      expect(res.statusCode, `${summary.id}: ${res.body}`).toBe(200);
    }
  });
});

describe('GET /api/v2/listings', () => {
  const list = (as: string, query: string) => get(as, `/api/v2/listings?${query}`);

  it("lists a member's own accounts' listings, 25 a page, newest first, with the total", async () => {
    const res = await list(PERSONAS.brokerReader, '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.listings).toHaveLength(25);
    expect(new Set(body.listings.map((l: { accountId: number }) => l.accountId))).toEqual(new Set([broker]));
    const dates = body.listings.map((l: { updatedAt: string }) => l.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.total).toBeGreaterThan(100);
    expect(body.listings[0]).toHaveProperty('coverImageUrl');
  });

  it('pages and sorts on the server', async () => {
    const all = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&perPage=100&sort=title&order=ASC`)).json();
    const page2 = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&perPage=10&page=2&sort=title&order=ASC`)).json();
    expect(page2.total).toBe(all.total);
    expect(page2.listings.map((l: { id: number }) => l.id)).toEqual(all.listings.slice(10, 20).map((l: { id: number }) => l.id));
    const titles = all.listings.map((l: { title: string }) => l.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await list(PERSONAS.brokerAdmin, 'sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('sort');
  });

  it('filters by case number or shown case number, address, status and type', async () => {
    const [row] = await t.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.accountId, broker), sql`${listings.caseNumber} is not null`))
      .limit(1);
    const byCase = (await list(PERSONAS.brokerAdmin, `caseNumber=${encodeURIComponent(row!.caseNumber!)}`)).json();
    expect(byCase.listings.map((l: { id: number }) => l.id)).toContain(row!.id);
    for (const l of byCase.listings) {
      expect([l.accountOwnerListingIdentifierID, l.shownAccountOwnerListingIdentifierID].join(' ')).toContain(row!.caseNumber);
    }

    const byAddress = (await list(PERSONAS.staff, 'address=Strandgade%201401&perPage=100')).json();
    expect(byAddress.total).toBeGreaterThan(0);
    for (const l of byAddress.listings) expect(l.addressText).toMatch(/Strandgade .*1401/);

    const closedRentals = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&status=5&listingType=1&perPage=100`)).json();
    expect(closedRentals.total).toBeGreaterThan(0);
    for (const l of closedRentals.listings) expect(l).toMatchObject({ status: 5, listingType: 1 });

    const two = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&status=5&status=6&perPage=100`)).json();
    expect(new Set(two.listings.map((l: { status: number }) => l.status))).toEqual(new Set([5, 6]));
    const deleted = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&perPage=100`)).json();
    expect(deleted.listings.some((l: { status: number }) => l.status === 7)).toBe(false);
  });

  it('shows each account only the listing types it has the permission for', async () => {
    const res = (await list(PERSONAS.light, 'perPage=100')).json();
    expect(res.total).toBeGreaterThan(0);
    for (const l of res.listings) expect(l).toMatchObject({ accountId: light, listingType: 1 });
    await t.database.db
      .update(accounts)
      .set({ permissions: sql`${accounts.permissions} || '{"salesListing": false}'::jsonb` })
      .where(eq(accounts.id, municipality));
    const kommune = (await list(PERSONAS.municipality, 'perPage=100')).json();
    for (const l of kommune.listings) expect(l.listingType).toBe(1);
    const [sale] = await t.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.accountId, municipality), eq(listings.listingType, 3)))
      .limit(1);
    expect((await get(PERSONAS.municipality, `/api/v2/listings/${sale!.id}`)).statusCode).toBe(403);
    await t.database.db
      .update(accounts)
      .set({ permissions: sql`${accounts.permissions} || '{"salesListing": true}'::jsonb` })
      .where(eq(accounts.id, municipality));
    expect((await get(PERSONAS.municipality, `/api/v2/listings/${sale!.id}`)).statusCode).toBe(200);
  });

  it('refuses a foreign account filter and a foreign listing with 403, a missing one with 404', async () => {
    expect((await list(PERSONAS.light, `accountId=${broker}`)).statusCode).toBe(403);
    expect((await list(PERSONAS.light, 'accountId=99999')).statusCode).toBe(404);
    const [foreign] = await t.database.db.select().from(listings).where(eq(listings.accountId, premium)).limit(1);
    expect((await get(PERSONAS.brokerAdmin, `/api/v2/listings/${foreign!.id}`)).statusCode).toBe(403);
    expect((await get(PERSONAS.brokerAdmin, '/api/v2/listings/999999')).statusCode).toBe(404);
    expect((await get(null, '/api/v2/listings')).statusCode).toBe(401);
    expect((await list(PERSONAS.private, '')).json()).toEqual({ listings: [], total: 0, totalEstimated: false, nextCursor: null });
  });

  const KEYED_SORTS = ['updatedAt', 'createdAt', 'id', 'title', 'status', 'listingType', 'addressText', 'visits', 'leads'];
  const ids = (body: { listings: { id: number }[] }) => body.listings.map((l) => l.id);

  it.each(KEYED_SORTS.flatMap((sort) => [`${sort}&order=ASC`, `${sort}&order=DESC`]))(
    "continues each page from the last one's cursor: the rows the page numbers give (sort=%s)",
    async (sortOrder) => {
      const query = `accountId=${broker}&sort=${sortOrder}`;
      const all = (await list(PERSONAS.brokerAdmin, `${query}&perPage=40`)).json();
      let page = (await list(PERSONAS.brokerAdmin, `${query}&perPage=10`)).json();
      const followed = ids(page);
      for (let n = 2; n <= 4; n++) {
        expect(page.nextCursor).toEqual(expect.any(String));
        // `page` says which page it is for the pager; the cursor says where it starts.
        const res = await list(PERSONAS.brokerAdmin, `${query}&perPage=10&page=${n}&after=${page.nextCursor}`);
        expect(res.statusCode, res.body).toBe(200);
        page = res.json();
        expect(page.total).toBe(all.total);
        followed.push(...ids(page));
      }
      expect(followed).toEqual(ids(all));
    },
  );

  it('gives no cursor after the last page', async () => {
    const first = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&status=5&listingType=1&perPage=100`)).json();
    expect(first.listings.length).toBeLessThan(100);
    expect(first.nextCursor).toBeNull();
    // A cursor into a later page of rows that no longer follow answers an empty page, not an error.
    const ten = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&status=5&listingType=1&perPage=${first.listings.length}`)).json();
    const past = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&status=5&listingType=1&perPage=10&page=2&after=${ten.nextCursor}`)).json();
    expect(past).toMatchObject({ listings: [], total: first.total, nextCursor: null });
  });

  it('refuses a cursor the server did not give for that sort with a Danish 400 naming it, and keeps no rows from it', async () => {
    const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const byTitle = (await list(PERSONAS.brokerAdmin, `accountId=${broker}&sort=title&order=ASC&perPage=10`)).json();
    for (const [sort, after] of [
      ['updatedAt&order=DESC', 'ikke-en-markør'],
      ['updatedAt&order=DESC', byTitle.nextCursor],
      ['title&order=DESC', byTitle.nextCursor],
      ['updatedAt&order=DESC', cursor(['updatedAt', 'DESC', '2026-02-30 10:00:00+00', 5])],
      ['updatedAt&order=DESC', cursor(['updatedAt', 'DESC', 'i går', 5])],
      ['updatedAt&order=DESC', cursor(['updatedAt', 'DESC', '2026-01-01 10:00:00+00', -5])],
      ['updatedAt&order=DESC', cursor(['updatedAt', 'DESC', '2026-01-01 10:00:00+00', 99_999_999_999])],
      ['visits&order=DESC', cursor(['visits', 'DESC', '99999999999', 5])],
      ['title&order=ASC', cursor(['title', 'ASC', 'a\u0000b', 5])],
      ['price&order=ASC', cursor(['title', 'ASC', '100', 5])],
      ['updatedAt&order=DESC', 'x'.repeat(2001)],
    ]) {
      const res = await list(PERSONAS.brokerAdmin, `accountId=${broker}&sort=${sort}&after=${encodeURIComponent(after)}`);
      expect(res.statusCode, `${sort} ${after}`).toBe(400);
      expect(res.json().fields.after).toBe('Sidemarkøren er ugyldig eller hører til en anden sortering');
    }
  });

  it('lets staff list every account', async () => {
    const res = (await list(PERSONAS.staff, 'perPage=100')).json();
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(sql`${listings.status} <> 7`);
    expect(res.total).toBe(Number(row?.n));
  });
});

describe('listing images', () => {
  it('keeps an upload under its content hash and serves it', async () => {
    const png = makePng(900, 650, [1, 2, 3]);
    const send = () =>
      t.request(PERSONAS.brokerMember, { method: 'POST', url: `/api/v2/images?accountId=${broker}`, headers: { 'content-type': 'image/png' }, payload: png });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json().image).toMatchObject({ width: 900, height: 650 });
    expect((await send()).json().image.url).toBe(first.json().image.url);
    const served = await t.app.inject({ method: 'GET', url: first.json().image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses portrait, small and non-image uploads in Danish, and a reader', async () => {
    const send = (payload: Buffer, as: string = PERSONAS.brokerAdmin) =>
      t.request(as, { method: 'POST', url: `/api/v2/images?accountId=${broker}`, headers: { 'content-type': 'image/png' }, payload });
    const portrait = await send(makePng(600, 900));
    expect(portrait.statusCode).toBe(400);
    expect(portrait.json().fields).toEqual({ image: 'Billedet skal være i liggende format (bredere end højt)' });
    expect((await send(makePng(799, 600))).json().fields).toEqual({ image: 'Billedet skal være mindst 800 x 600 pixels' });
    expect((await send(makePng(800, 599))).json().fields).toEqual({ image: 'Billedet skal være mindst 800 x 600 pixels' });
    expect((await send(makePng(800, 600))).statusCode).toBe(201);
    expect((await send(Buffer.from('not a picture at all'))).json().fields).toEqual({ image: 'Filen er ikke et billede i JPEG-, PNG- eller WebP-format' });
    expect((await send(makePng(1000, 700), PERSONAS.brokerReader)).statusCode).toBe(403);
  });

  it('checks an image by URL, following a redirect, and refuses private hosts unless allowed', async () => {
    const ok = await post(PERSONAS.brokerAdmin, '/api/v2/images/url', { accountId: broker, url: `${pictureBase}/moved.png` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().image).toEqual({
      url: `${pictureBase}/moved.png`,
      width: 1200,
      height: 800,
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      content: { floorPlan: false, hasText: false, textCheck: 'done' },
    });
    const tall = await post(PERSONAS.brokerAdmin, '/api/v2/images/url', { accountId: broker, url: `${pictureBase}/tall.png` });
    expect(tall.json().fields).toEqual({ url: 'Billedet skal være i liggende format (bredere end højt)' });
    const missing = await post(PERSONAS.brokerAdmin, '/api/v2/images/url', { accountId: broker, url: `${pictureBase}/none.png` });
    expect(missing.json().fields).toEqual({ url: 'Billedet kunne ikke hentes fra adressen' });

    const strict = await createTestApp();
    try {
      const token = await strict.tokenFor(PERSONAS.brokerAdmin);
      const refused = await strict.app.inject({
        method: 'POST',
        url: '/api/v2/images/url',
        headers: { authorization: `Bearer ${token}` },
        payload: { accountId: broker, url: `${pictureBase}/wide.png` },
      });
      expect(refused.json().fields).toEqual({ url: 'Billedet kunne ikke hentes fra adressen' });
    } finally {
      await strict.close();
    }
  });

  it("refuses the same picture twice as 'Billedet findes allerede' by its bytes, whatever its name or URL, on create, edit and upsert", async () => {
    const wide = makePng(1200, 800, [200, 90, 40]);
    const uploaded = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/images?accountId=${broker}`,
      headers: { 'content-type': 'image/png' },
      payload: wide,
    });
    expect(uploaded.statusCode).toBe(201);
    const byUrl = await post(PERSONAS.brokerAdmin, '/api/v2/images/url', { accountId: broker, url: `${pictureBase}/wide.png` });
    expect(byUrl.json().image.contentHash).toBe(uploaded.json().image.contentHash);

    const base = await common(2);
    const upload = { url: uploaded.json().image.url as string };
    const duplicate = { 'images.2.url': 'Billedet findes allerede' };
    const before = await countListings();
    const body = { accountId: broker, listingType: 1, ...base, yearlyRent: 123_000, images: [...base.images, { url: `${pictureBase}/wide.png` }] };
    const created = await post(PERSONAS.brokerAdmin, '/api/v2/listings', body);
    expect(created.statusCode, created.body).toBe(201);
    // An upload of the picture a URL already added, and a redirect to it.
    const twice = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { ...body, images: [...base.images, { url: `${pictureBase}/wide.png` }, upload] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ 'images.3.url': 'Billedet findes allerede' });
    const moved = await post(PERSONAS.brokerAdmin, '/api/v2/listings', { ...body, images: [upload, ...base.images, { url: `${pictureBase}/moved.png` }] });
    expect(moved.json().fields).toEqual({ 'images.3.url': 'Billedet findes allerede' });
    expect(await countListings()).toBe(before + 1);

    const { listing } = created.json();
    const edit = await put(
      PERSONAS.brokerAdmin,
      `/api/v2/listings/${listing.id}`,
      { ...listing, images: [...listing.images, upload] },
      `W/"${listing.version}"`,
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ 'images.3.url': 'Billedet findes allerede' });

    const upsert = await put(PERSONAS.brokerAdmin, '/api/v2/listings/by-case-number/DUP-1', {
      ...body,
      images: [upload, base.images[0], { url: `${pictureBase}/moved.png` }],
    });
    expect(upsert.statusCode).toBe(400);
    expect(upsert.json().fields).toEqual(duplicate);
    expect(await countListings()).toBe(before + 1);
  });

  it('takes a listing image by URL and keeps the URL', async () => {
    const base = await common(2);
    const res = await post(PERSONAS.brokerAdmin, '/api/v2/listings', {
      accountId: broker,
      listingType: 1,
      ...base,
      images: [...base.images, { url: `${pictureBase}/wide.png` }],
      yearlyRent: 123_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.db.select().from(listingImages).where(eq(listingImages.listingId, res.json().listing.id));
    expect(rows.find((r) => r.position === 2)).toMatchObject({
      url: `${pictureBase}/wide.png`,
      width: 1200,
      height: 800,
      contentHash: createHash('sha256')
        .update(makePng(1200, 800, [200, 90, 40]))
        .digest('hex'),
    });
  });
});
