import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accountDailyStats, auditLog, enquiries, listingDailyStats, listings, mailOutbox, trackingEvents, users } from '../../server/db/schema';
import { MAX_ATTEMPTS } from '../../server/services/mailer';
import { eraseExpiredEnquiries } from '../../server/services/enquiries';
import { LISTING_STATUSES } from '../../schemas/enums';
import { LISTING_ACTIONS } from '../../schemas/trackingCodes';

let t: TestApp;
let broker: number;
let light: number;
/** Active public listings of the broker's account, fresh for each test that counts. */
let brokerListings: { id: number; title: string; contactEmail: string | null }[];
let lightListing: number;

beforeAll(async () => {
  // Limits high enough for the tests that are not about them; their own test lowers them on another app.
  t = await createTestApp({ ENQUIRY_RATE_LIMIT_MAX: '1000', ENQUIRY_LISTING_RATE_LIMIT_MAX: '1000' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
  const active = await t.database.db
    .select({ id: listings.id, title: listings.title, contactEmail: sql<string | null>`${listings.fields}->>'contactEmail'` })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false)))
    .orderBy(listings.id);
  brokerListings = active;
  const [own] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, light), eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false)))
    .limit(1);
  lightListing = own!.id;
  expect(brokerListings.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await t.close();
});

const listing = (i: number) => brokerListings[i]!;
let person = 0;
/** A valid enquiry from a new person each time. */
function enquiry(listingId: number, extra: Record<string, unknown> = {}) {
  person += 1;
  return {
    listingId,
    name: `Person ${person}`,
    email: `person${person}@kunde.test`,
    phone: '+45 20 30 40 50',
    message: 'Vi vil gerne se lejemålet i næste uge.',
    kind: 'viewing',
    consent: true,
    ...extra,
  };
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/enquiries', payload: payload as object, headers });
const asAccount = (as: string | null, account: number, options: InjectOptions) =>
  t.request(as, { ...options, headers: { ...options.headers, 'x-account-id': String(account) } });

async function created(payload: unknown): Promise<number> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('POST /enquiries from the public site', () => {
  it('takes an enquiry without a login, mails the listing contact with Reply-To the enquirer, and shows it in the inbox as new', async () => {
    const body = enquiry(listing(0).id, { kind: 'prospectus' });
    const res = await post(body, { origin: 'https://www.ejendomsportal.dk', host: 'ejendomsportal.dk' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('https://www.ejendomsportal.dk');
    const id = res.json<{ id: number }>().id;
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.mailId!));
    expect(mail!.replyTo).toBe(body.email);
    expect(mail!.to).toBe(listing(0).contactEmail ?? expect.any(String));
    expect(mail!.subject).toContain(listing(0).title.slice(0, 20));
    expect(mail!.body).toContain(body.message);
    expect(mail!.body).toContain(`/enquiries/${id}/show`);

    const detail = await asAccount(PERSONAS.brokerReader, broker, { method: 'GET', url: `/api/v2/enquiries/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.headers.etag).toBe('W/"1"');
    expect(detail.json().enquiry).toMatchObject({
      id,
      status: 'new',
      kind: 'prospectus',
      name: body.name,
      email: body.email,
      mailStatus: 'pending',
      mail: { status: 'pending', attempts: 0, to: mail!.to },
      listing: { id: listing(0).id, title: listing(0).title },
      replies: [],
    });
  });

  it('names every bad field in Danish', async () => {
    const res = await post({ listingId: 'x', name: '', email: 'ikke-en-mail', phone: '1234', message: '', kind: 'tour', consent: false });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(['consent', 'email', 'kind', 'listingId', 'message', 'name', 'phone']);
    expect(fields.name).toBe('Navn er krævet');
    expect(fields.email).toBe('E-mail skal være korrekt');
    expect(fields.message).toBe('Besked er krævet');
    expect(fields.kind).toContain('Henvendelsestype');
    expect(fields.consent).toContain('samtykke');
    expect(fields.phone).toContain('landekode');
  });

  it('refuses a listing that is closed, deleted, off-market or not active, with the reason, and stores nothing', async () => {
    const [closed, deleted, offMarket, inactive] = [listing(1).id, listing(2).id, listing(3).id, listing(4).id];
    const before = await t.database.db.$count(enquiries);
    const cases: [number, Partial<typeof listings.$inferInsert>, string][] = [
      [closed, { status: LISTING_STATUSES.closed }, 'afmeldt'],
      [deleted, { status: LISTING_STATUSES.deleted }, 'slettet'],
      [offMarket, { offMarket: true }, 'off-market'],
      [inactive, { status: LISTING_STATUSES.inactive }, 'ikke aktiv'],
    ];
    try {
      for (const [id, change, reason] of cases) {
        await t.database.db.update(listings).set(change).where(eq(listings.id, id));
        const res = await post(enquiry(id));
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({ code: 'listing_not_active', fields: { listingId: expect.stringContaining(reason) } });
        expect(res.json<{ message: string }>().message).toContain(reason);
      }
      expect((await post(enquiry(2_000_000))).statusCode).toBe(404);
      expect(await t.database.db.$count(enquiries)).toBe(before);
    } finally {
      for (const [id] of cases) await t.database.db.update(listings).set({ status: LISTING_STATUSES.active, offMarket: false }).where(eq(listings.id, id));
    }
  });

  it('keeps spam marked and unmailed, answered as any other enquiry', async () => {
    const mailsBefore = await t.database.db.$count(mailOutbox);
    const honeypot = await post(enquiry(listing(0).id, { website: 'http://spam.example' }));
    const links = await post(enquiry(listing(0).id, { message: 'Se http://a.example http://b.example www.c.example og https://d.example' }));
    const nameLink = await post(enquiry(listing(0).id, { name: 'Køb nu http://spam.example' }));
    for (const res of [honeypot, links, nameLink]) expect(res.statusCode, res.body).toBe(201);
    // A sender learns nothing of the rules: the same answer as for any enquiry.
    for (const res of [honeypot, links, nameLink]) expect(res.json<{ message: string }>().message).toBe('Tak for din henvendelse. Mægleren kontakter dig.');
    const rows = await t.database.db
      .select({ status: enquiries.status, spamReason: enquiries.spamReason, mailId: enquiries.mailId, countedAsLead: enquiries.countedAsLead })
      .from(enquiries)
      .where(sql`${enquiries.id} in (${honeypot.json<{ id: number }>().id}, ${links.json<{ id: number }>().id}, ${nameLink.json<{ id: number }>().id})`)
      .orderBy(enquiries.id);
    expect(rows).toEqual([
      { status: 'spam', spamReason: 'honeypot', mailId: null, countedAsLead: false },
      { status: 'spam', spamReason: 'links', mailId: null, countedAsLead: false },
      { status: 'spam', spamReason: 'link_in_name', mailId: null, countedAsLead: false },
    ]);
    expect(await t.database.db.$count(mailOutbox)).toBe(mailsBefore);
    // Two links are a person's.
    const fine = await created(enquiry(listing(0).id, { message: 'Se https://a.example og https://b.example' }));
    const [row] = await t.database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, fine));
    expect(row!.status).toBe('new');
  });

  it('limits enquiries per client address and per listing', async () => {
    const limited = await createTestApp({ ENQUIRY_RATE_LIMIT_MAX: '2', ENQUIRY_LISTING_RATE_LIMIT_MAX: '3' });
    try {
      const from = (ip: string, listingId: number) =>
        limited.app.inject({ method: 'POST', url: '/api/v2/enquiries', payload: enquiry(listingId), remoteAddress: ip });
      expect((await from('10.0.0.1', listing(0).id)).statusCode).toBe(201);
      expect((await from('10.0.0.1', listing(1).id)).statusCode).toBe(201);
      const third = await from('10.0.0.1', listing(1).id);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // Other addresses, one listing: its own limit.
      expect((await from('10.0.0.2', listing(0).id)).statusCode).toBe(201);
      expect((await from('10.0.0.3', listing(0).id)).statusCode).toBe(201);
      const flood = await from('10.0.0.4', listing(0).id);
      expect(flood.statusCode).toBe(429);
      expect(flood.json<{ message: string }>().message).toContain('Annoncen har fået mange henvendelser');
      expect((await from('10.0.0.4', listing(2).id)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('mail status', () => {
  it('follows the outbox row: pending, retrying, failed, sent', async () => {
    const id = await created(enquiry(listing(1).id));
    const [row] = await t.database.db.select({ mailId: enquiries.mailId }).from(enquiries).where(eq(enquiries.id, id));
    const statusNow = async () => {
      const res = await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries/${id}` });
      return res.json<{ enquiry: { mailStatus: string; mail: { status: string; lastError: string | null } } }>().enquiry;
    };
    expect((await statusNow()).mailStatus).toBe('pending');
    await t.database.db.update(mailOutbox).set({ attempts: 2, lastError: '421 try later' }).where(eq(mailOutbox.id, row!.mailId!));
    expect(await statusNow()).toMatchObject({ mailStatus: 'retrying', mail: { status: 'retrying', lastError: '421 try later' } });
    await t.database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS, lastError: '550 no such user' }).where(eq(mailOutbox.id, row!.mailId!));
    expect(await statusNow()).toMatchObject({ mailStatus: 'failed', mail: { status: 'failed', lastError: '550 no such user' } });
    await t.database.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.mailId!));
    expect((await statusNow()).mailStatus).toBe('sent');
    const list = await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries?listingId=${listing(1).id}` });
    expect(list.json<{ enquiries: { id: number; mailStatus: string }[] }>().enquiries.find((e) => e.id === id)?.mailStatus).toBe('sent');
  });
});
