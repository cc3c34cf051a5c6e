import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { auditLog, listingImages, listings, listingStatusHistory } from '../../server/db/schema';
import { CLOSING_REASONS, LISTING_STATUS_IDS, LISTING_STATUSES, USER_CLOSING_REASONS } from '../../schemas/enums';
import { LISTING_ACTIONS, LISTING_TRANSITIONS, staffOnly, transitionOf, type ListingAction } from '../../schemas/listingStatus';

let t: TestApp;
let broker: number;
/** A seeded rental listing of the Broker account, copied for each case. */
let source: number;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.listingType, 1), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(listings.id)
    .limit(1);
  source = row!.id;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, ifMatch?: string) =>
  t.request(as, { method, url, ...(payload === undefined ? {} : { payload: payload as Json }), headers: ifMatch ? { 'if-match': ifMatch } : {} });

async function row(id: number) {
  const [found] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return found!;
}

/** A fresh listing of the Broker account (a copy of the seeded one), put in `status` directly. */
async function listingIn(status: number): Promise<number> {
  const res = await call(PERSONAS.brokerAdmin, 'POST', `/api/v2/listings/${source}/copy`, { keepCaseNumber: false });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().listing.id as number;
  if (status !== LISTING_STATUSES.pending) {
    await t.database.db
      .update(listings)
      .set(status === LISTING_STATUSES.closed ? { status, closedSince: new Date('2024-01-01T00:00:00Z'), closingReasonId: 1 } : { status })
      .where(eq(listings.id, id));
  }
  return id;
}

/** Calls the action's endpoint with the version the listing has. */
async function act(as: string, id: number, action: ListingAction, closingReasonId = 3) {
  const version = `W/"${(await row(id)).version}"`;
  if (action === 'delete') return call(as, 'DELETE', `/api/v2/listings/${id}`, undefined, version);
  const body = action === 'close' || action === 'reclose' ? { closingReasonId, closingReasonText: 'Udlejet via os' } : undefined;
  return call(as, 'POST', `/api/v2/listings/${id}/${action}`, body, version);
}

describe('the transition table, every status × every action, on the server', () => {
  for (const status of LISTING_STATUS_IDS) {
    for (const action of LISTING_ACTIONS) {
      const step = transitionOf(status, action);
      it(`${status} × ${action}: ${step ? `${step.to} (${step.who})` : 'refused'}`, async () => {
        // A member of the account.
        const id = await listingIn(status);
        const before = await row(id);
        const res = await act(PERSONAS.brokerMember, id, action);
        if (step && step.who === 'account') {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().listing).toMatchObject({ status: step.to, version: before.version + 1 });
          expect(res.headers.etag).toBe(`W/"${before.version + 1}"`);
          expect((await row(id)).status).toBe(step.to);
        } else {
          // Staff-only actions are refused as not allowed (403) in every status; other refusals are the table's (409).
          const forbidden = step !== undefined || staffOnly(action);
          expect(res.statusCode, res.body).toBe(forbidden ? 403 : 409);
          expect(res.json().message).toMatch(forbidden ? /medarbejdere/ : /^En annonce med status .+ kan ikke /);
          expect(await row(id)).toEqual(before);
        }
        // Staff may take every allowed step, and no other.
        const other = await listingIn(status);
        const staffBefore = await row(other);
        const byStaff = await act(PERSONAS.staff, other, action);
        expect(byStaff.statusCode, byStaff.body).toBe(step ? 200 : 409);
        expect((await row(other)).status).toBe(step ? step.to : staffBefore.status);
      });
    }
  }

  it('has a row for every status, deleted is final, and only staff lift a quarantine', () => {
    expect(Object.keys(LISTING_TRANSITIONS).map(Number).sort()).toEqual([...LISTING_STATUS_IDS].sort());
    expect(LISTING_TRANSITIONS[LISTING_STATUSES.deleted]).toEqual({});
    for (const status of LISTING_STATUS_IDS) {
      expect(transitionOf(status, 'quarantine')?.who ?? 'staff').toBe('staff');
      expect(transitionOf(status, 'release')?.who ?? 'staff').toBe('staff');
    }
  });

  it('refuses a read-only user, a foreign account, and a write without or with a stale version', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    expect((await act(PERSONAS.brokerReader, id, 'deactivate')).statusCode).toBe(403);
    expect((await act(PERSONAS.premium, id, 'deactivate')).statusCode).toBe(403);
    expect((await call(PERSONAS.brokerAdmin, 'POST', `/api/v2/listings/${id}/deactivate`)).statusCode).toBe(428);
    expect((await call(PERSONAS.brokerAdmin, 'POST', `/api/v2/listings/${id}/deactivate`, undefined, 'W/"0"')).statusCode).toBe(412);
    expect((await call(PERSONAS.brokerAdmin, 'DELETE', `/api/v2/listings/${id}`, undefined, 'W/"0"')).statusCode).toBe(412);
    expect((await row(id)).status).toBe(LISTING_STATUSES.active);
    expect((await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings/999999/activate', undefined, 'W/"1"')).statusCode).toBe(404);
  });

  it('records each status change in the status history and the audit log, with the staff actor', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    expect((await act(PERSONAS.staff, id, 'deactivate')).statusCode).toBe(200);
    const open = await t.database.db
      .select()
      .from(listingStatusHistory)
      .where(and(eq(listingStatusHistory.listingId, id), isNull(listingStatusHistory.endedAt)));
    expect(open.map((h) => h.status)).toEqual([LISTING_STATUSES.inactive]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'deactivate')));
    expect(audit).toMatchObject({ actorIsStaff: true, changes: { status: { from: 2, to: 3 } } });
  });
});

describe('close, reclose, reopen', () => {
  it('offers the closing reasons in the order 1, 3, 4, 2, 5', async () => {
    const res = await call(PERSONAS.brokerMember, 'GET', '/api/v2/closing-reasons');
    expect(res.json().closingReasons.map((r: { id: number }) => r.id)).toEqual([1, 3, 4, 2, 5]);
  });

  it("refuses the freshness check's own reason from a user", async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    const res = await act(PERSONAS.brokerMember, id, 'close', CLOSING_REASONS.notconfirmedcurrent);
    expect(res.statusCode).toBe(400);
  });

  for (const reason of USER_CLOSING_REASONS) {
    it(`closes with reason ${reason} and a text, setting closedSince`, async () => {
      const id = await listingIn(LISTING_STATUSES.active);
      const before = Date.now();
      const res = await act(PERSONAS.brokerMember, id, 'close', reason);
      expect(res.statusCode, res.body).toBe(200);
      const listing = res.json().listing;
      expect(listing).toMatchObject({ status: LISTING_STATUSES.closed, closingReasonId: reason, closingReasonText: 'Udlejet via os' });
      expect(Date.parse(listing.closedSince)).toBeGreaterThanOrEqual(before - 1000);
    });
  }

  it('refuses a closing reason that does not exist, or none, and writes nothing', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    const before = await row(id);
    const none = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/close`, {}, `W/"${before.version}"`);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ closingReasonId: 'Afmeldingsårsag er krævet' });
    const bad = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/close`, { closingReasonId: 9 }, `W/"${before.version}"`);
    expect(bad.json().fields).toEqual({ closingReasonId: 'Afmeldingsårsag skal være korrekt' });
    const long = await call(
      PERSONAS.brokerMember,
      'POST',
      `/api/v2/listings/${id}/close`,
      { closingReasonId: 1, closingReasonText: 'x'.repeat(501) },
      `W/"${before.version}"`,
    );
    expect(long.json().fields).toEqual({ closingReasonText: 'Bemærkning må højst være 500 tegn' });
    expect(await row(id)).toEqual(before);
  });

  it('reclose changes the reason and keeps closedSince; reopen makes it active and clears the reason', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    const closed = (await act(PERSONAS.brokerMember, id, 'close', 1)).json().listing;
    const reclosed = (await act(PERSONAS.brokerMember, id, 'reclose', 4)).json().listing;
    expect(reclosed).toMatchObject({ status: LISTING_STATUSES.closed, closingReasonId: 4, closedSince: closed.closedSince });
    const reopened = await act(PERSONAS.brokerMember, id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().listing).toMatchObject({ status: LISTING_STATUSES.active, closingReasonId: null, closedSince: null });
  });
});

describe('copy', () => {
  it('keeps the case number when asked, and makes a pending listing with the images', async () => {
    await t.database.db.update(listings).set({ caseNumber: 'SAG-4711', shownCaseNumber: 'V-4711' }).where(eq(listings.id, source));
    const res = await call(PERSONAS.brokerReader, 'POST', `/api/v2/listings/${source}/copy`, { keepCaseNumber: true });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().listing;
    const original = (await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/${source}`)).json().listing;
    expect(copy).toMatchObject({
      status: LISTING_STATUSES.pending,
      accountOwnerListingIdentifierID: 'SAG-4711',
      shownAccountOwnerListingIdentifierID: 'V-4711',
      title: original.title,
      accountId: original.accountId,
      listingType: original.listingType,
      copiedFromId: source,
    });
    expect(original.copiedFromId).toBeNull();
    // The index says which row is the copy: two rows with one case number are told apart.
    const rows = (await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings?accountId=${broker}&caseNumber=SAG-4711&perPage=100`)).json().listings;
    expect(Object.fromEntries(rows.map((r: { id: number; copiedFromId: number | null }) => [r.id, r.copiedFromId]))).toEqual({
      [copy.id]: source,
      [source]: null,
    });
    expect(copy.id).not.toBe(source);
    expect(copy.images.map((i: { url: string }) => i.url)).toEqual(original.images.map((i: { url: string }) => i.url));
    expect(copy.images.length).toBeGreaterThanOrEqual(3);
    // A read-only user's copy is a draft they can read but not edit or publish (SPEC 6): a colleague completes it.
    const read = await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/${copy.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().listing).toMatchObject({ id: copy.id, status: LISTING_STATUSES.pending });
    const edit = await call(PERSONAS.brokerReader, 'PUT', `/api/v2/listings/${copy.id}`, original, read.headers.etag);
    expect(edit.statusCode).toBe(403);
    expect((await act(PERSONAS.brokerReader, copy.id, 'activate')).statusCode).toBe(403);
    expect((await row(copy.id)).status).toBe(LISTING_STATUSES.pending);
    // The original's images are untouched.
    const originalImages = await t.database.db.select().from(listingImages).where(eq(listingImages.listingId, source));
    expect(originalImages).toHaveLength(original.images.length);
  });

  it('leaves the case numbers out when not kept', async () => {
    const copy = (await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${source}/copy`, { keepCaseNumber: false })).json().listing;
    expect(copy).toMatchObject({ status: LISTING_STATUSES.pending, accountOwnerListingIdentifierID: null, shownAccountOwnerListingIdentifierID: null });
  });

  it('asks for the answer, refuses a foreign account, and a deleted listing', async () => {
    const missing = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${source}/copy`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ keepCaseNumber: 'Angiv om sagsnummeret skal beholdes' });
    expect((await call(PERSONAS.premium, 'POST', `/api/v2/listings/${source}/copy`, { keepCaseNumber: true })).statusCode).toBe(403);
    const deleted = await listingIn(LISTING_STATUSES.deleted);
    const refused = await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${deleted}/copy`, { keepCaseNumber: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Fejl opstod ved kopiering/);
  });
});

describe('delete', () => {
  it('marks the listing deleted; it leaves the index unless filtered for; it can no longer be edited', async () => {
    const id = await listingIn(LISTING_STATUSES.inactive);
    const res = await act(PERSONAS.brokerAdmin, id, 'delete');
    expect(res.statusCode).toBe(200);
    expect(res.json().listing.status).toBe(LISTING_STATUSES.deleted);
    const ids = async (query: string) =>
      (
        (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings?accountId=${broker}&perPage=100&sort=id&order=DESC${query}`)).json().listings as {
          id: number;
        }[]
      ).map((l) => l.id);
    expect(await ids('')).not.toContain(id);
    expect(await ids('&status=7')).toContain(id);
    const { listing } = (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${id}`)).json();
    const edit = await call(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, listing, `W/"${listing.version}"`);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('En annonce med status Slettet kan ikke ændres');
  });
});

describe('lost updates', () => {
  it('two clients read, both update: the second gets 412 and the first change survives', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    const first = await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${id}`);
    const second = await call(PERSONAS.brokerMember, 'GET', `/api/v2/listings/${id}`);
    expect(first.headers.etag).toBe(second.headers.etag);
    const a = { ...first.json().listing, title: 'Første klients nye titel på annoncen' };
    const b = { ...second.json().listing, title: 'Anden klients nye titel på annoncen' };
    expect((await call(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, a, first.headers.etag as string)).statusCode).toBe(200);
    const late = await call(PERSONAS.brokerMember, 'PUT', `/api/v2/listings/${id}`, b, second.headers.etag);
    expect(late.statusCode).toBe(412);
    expect(late.json().message).toMatch(/En anden har ændret/);
    expect((await row(id)).title).toBe('Første klients nye titel på annoncen');
    // A status change on the stale version is refused too.
    expect((await call(PERSONAS.brokerMember, 'POST', `/api/v2/listings/${id}/deactivate`, undefined, second.headers.etag as string)).statusCode).toBe(412);
    expect((await row(id)).status).toBe(LISTING_STATUSES.active);
  });
});

describe('bulk', () => {
  it('closes several listings with one reason and answers each row', async () => {
    // A draft too: it is closed without ever having been published.
    const ids = [await listingIn(LISTING_STATUSES.active), await listingIn(LISTING_STATUSES.inactive), await listingIn(LISTING_STATUSES.pending)];
    const archived = await listingIn(LISTING_STATUSES.archived);
    const stale = await listingIn(LISTING_STATUSES.active);
    const items = await Promise.all([...ids, archived].map(async (id) => ({ id, version: (await row(id)).version })));
    const res = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings/bulk', {
      action: 'close',
      closingReasonId: 4,
      items: [...items, { id: stale, version: 0 }, { id: 999_999, version: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { id: number; ok: boolean; status?: number; error?: { code: string; message: string } }[];
    expect(results.slice(0, 3)).toEqual(ids.map((id) => ({ id, ok: true, status: LISTING_STATUSES.closed, version: expect.any(Number) })));
    expect(results[3]).toMatchObject({ id: archived, ok: false, error: { code: 'conflict', message: 'En annonce med status Arkiveret kan ikke afmeldes' } });
    expect(results[4]).toMatchObject({ id: stale, ok: false, error: { code: 'stale_version' } });
    expect(results[5]).toMatchObject({ id: 999_999, ok: false, error: { code: 'not_found' } });
    for (const id of ids) expect(await row(id)).toMatchObject({ status: LISTING_STATUSES.closed, closingReasonId: 4 });
    expect((await row(stale)).status).toBe(LISTING_STATUSES.active);
  });

  it('needs a closing reason to close, and answers 400 naming it', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    const res = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings/bulk', { action: 'close', items: [{ id, version: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ closingReasonId: 'Afmeldingsårsag er krævet' });
  });

  it('activates, deactivates and deletes; a read-only user gets a refusal per row', async () => {
    const id = await listingIn(LISTING_STATUSES.inactive);
    const go = async (as: string, action: string) =>
      (await call(as, 'POST', '/api/v2/listings/bulk', { action, items: [{ id, version: (await row(id)).version }] })).json().results[0];
    expect(await go(PERSONAS.brokerReader, 'activate')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await go(PERSONAS.brokerMember, 'activate')).toMatchObject({ ok: true, status: 2 });
    expect(await go(PERSONAS.brokerMember, 'deactivate')).toMatchObject({ ok: true, status: 3 });
    expect(await go(PERSONAS.brokerMember, 'delete')).toMatchObject({ ok: true, status: 7 });
  });
});

describe('CSV export', () => {
  it('exports every matching listing (not a page), UTF-8 with a BOM, Danish headers', async () => {
    const res = await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&status=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="annoncer-/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Status;Annoncetype;Off-market;Titel;Adresse;Postnr.;By;Sagsnummer;Vist sagsnummer;Konto;Areal (m²);Pris (kr.);Besøg;Henvendelser;Konvertering (%);Oprettet;Opdateret;Afmeldt siden;Afmeldingsårsag;Afmeldingsbemærkning',
    );
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active)));
    expect(count!.n).toBeGreaterThan(25);
    expect(lines).toHaveLength(count!.n + 1);
    expect(lines.slice(1).every((line) => line.split(';')[1] === 'Aktiv')).toBe(true);
  });

  it('names types and statuses as the UI does, and writes numbers as a Danish spreadsheet reads them', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    await t.database.db.update(listings).set({ floorArea: 125.5, price: 1_000_000 }).where(eq(listings.id, id));
    const res = await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&status=2`);
    const line = res.body
      .split('\r\n')
      .find((l) => l.startsWith(`${id};`))
      ?.split(';');
    // Status, type, area (m²) and price (kr.): decimal comma, no thousands dots, no unit.
    expect([line?.[1], line?.[2], line?.[11], line?.[12]]).toEqual(['Aktiv', 'Lejemål', '125,5', '1000000']);
  });

  it('gives days as they fall in Copenhagen, in the rows and in the file name', async () => {
    const id = await listingIn(LISTING_STATUSES.closed);
    await t.database.db
      .update(listings)
      .set({
        createdAt: new Date('2026-06-30T22:15:00Z'), // 00:15 on 1 July, summer time
        updatedAt: new Date('2026-11-22T23:30:00Z'), // 00:30 on 23 November, winter time
        closedSince: new Date('2026-03-01T22:59:00Z'), // 23:59 on 1 March
      })
      .where(eq(listings.id, id));
    t.setClock(Date.parse('2026-11-22T23:30:00Z'));
    try {
      const res = await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&status=${LISTING_STATUSES.closed}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="annoncer-2026-11-23.csv"');
      const line = res.body.split('\r\n').find((l) => l.startsWith(`${id};`));
      expect(line?.split(';').slice(16, 19)).toEqual(['2026-07-01', '2026-11-23', '2026-03-01']);
    } finally {
      t.setClock(null);
    }
  });

  it('leaves deleted listings out unless asked for, and keeps a foreign account out', async () => {
    const id = await listingIn(LISTING_STATUSES.deleted);
    const ids = async (query: string) =>
      (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/export.csv?accountId=${broker}${query}`)).body
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';')[0]);
    expect(await ids('')).not.toContain(String(id));
    expect(await ids('&status=7')).toContain(String(id));
    expect((await call(PERSONAS.premium, 'GET', `/api/v2/listings/export.csv?accountId=${broker}`)).statusCode).toBe(403);
    const bad = await call(PERSONAS.brokerAdmin, 'GET', '/api/v2/listings/export.csv?status=99');
    expect(bad.statusCode).toBe(400);
  });
});

describe('history', () => {
  it('shows who changed what and when, newest first, with the staff actor', async () => {
    const id = await listingIn(LISTING_STATUSES.active);
    await act(PERSONAS.brokerMember, id, 'deactivate');
    await act(PERSONAS.staff, id, 'activate');
    const res = await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/${id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json().history as { action: string; actorIsStaff: boolean; actor: { email: string } | null; changes: Json }[];
    expect(history.map((h) => h.action)).toEqual(['activate', 'deactivate', 'copy']);
    expect(history[0]).toMatchObject({ actorIsStaff: true, actor: { email: PERSONAS.staff }, changes: { status: { from: 3, to: 2 } } });
    expect(history[1]).toMatchObject({ actorIsStaff: false, actor: { email: PERSONAS.brokerMember } });
    expect((await call(PERSONAS.premium, 'GET', `/api/v2/listings/${id}/history`)).statusCode).toBe(403);
  });
});
