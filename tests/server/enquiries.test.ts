import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import {
  accountDailyStats,
  accounts,
  auditLog,
  enquiries,
  listingDailyStats,
  listings,
  mailOutbox,
  marketMonthlyStats,
  trackingEvents,
  users,
} from '../../server/db/schema';
import { MAX_ATTEMPTS } from '../../server/services/mailer';
import { eraseExpiredEnquiries } from '../../server/services/enquiries';
import { LISTING_STATUSES } from '../../schemas/enums';
import { LISTING_ACTIONS } from '../../schemas/trackingCodes';
import { copenhagenDay } from '../../schemas/dates';

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
    const [account] = await t.database.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, broker));
    // The listing's contact e-mail, else the account's.
    expect(mail!.to).toBe(listing(0).contactEmail ?? account!.email);
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

  it("answers the public site's preflight, and a client that asks for English in English", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/enquiries',
      headers: {
        origin: 'https://www.ejendomsportal.dk',
        host: 'ejendomsportal.dk',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.ejendomsportal.dk');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const foreign = await post(enquiry(listing(0).id), { origin: 'https://evil.example', host: 'ejendomsportal.dk' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const id = listing(4).id;
    await t.database.db.update(listings).set({ status: LISTING_STATUSES.closed }).where(eq(listings.id, id));
    try {
      const refused = await post(enquiry(id), { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'listing_not_active', message: expect.stringContaining('takes no enquiries') });
    } finally {
      await t.database.db.update(listings).set({ status: LISTING_STATUSES.active }).where(eq(listings.id, id));
    }
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
    const byMail = async (status: string) =>
      (await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries?mailStatus=${status}&perPage=100` })).json<{
        enquiries: { id: number; mailStatus: string }[];
        total: number;
      }>();
    const failed = await byMail('failed');
    expect(failed.enquiries.map((e) => e.id)).toContain(id);
    expect(failed.enquiries.every((e) => e.mailStatus === 'failed')).toBe(true);
    expect(failed.total).toBe(failed.enquiries.length);
    expect((await byMail('pending')).enquiries.map((e) => e.id)).not.toContain(id);
    await t.database.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.mailId!));
    expect((await statusNow()).mailStatus).toBe('sent');
    const list = await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries?listingId=${listing(1).id}` });
    expect(list.json<{ enquiries: { id: number; mailStatus: string }[] }>().enquiries.find((e) => e.id === id)?.mailStatus).toBe('sent');
  });
});

const inbox = (as: string | null, account: number, query = '') => asAccount(as, account, { method: 'GET', url: `/api/v2/enquiries${query}` });
type Page = {
  enquiries: { id: number; listingId: number; status: string; kind: string; name: string | null; createdAt: string }[];
  total: number | null;
  nextCursor: string | null;
};

describe('the inbox', () => {
  it('filters by listing, status, kind, period and text, newest first by default, with the total', async () => {
    const target = listing(2).id;
    const a = await created(enquiry(target, { kind: 'callback', name: 'Birthe Filtersen' }));
    const b = await created(enquiry(target, { kind: 'viewing' }));
    const res = await inbox(PERSONAS.brokerMember, broker, `?listingId=${target}&perPage=100`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.enquiries.map((e) => e.id).slice(0, 2)).toEqual([b, a]);
    expect(page.total).toBe(page.enquiries.length);
    expect(page.enquiries.every((e) => e.listingId === target)).toBe(true);
    const callbacks = (await inbox(PERSONAS.brokerMember, broker, `?listingId=${target}&kind=callback`)).json<Page>();
    expect(callbacks.enquiries.map((e) => e.id)).toContain(a);
    expect(callbacks.enquiries.map((e) => e.id)).not.toContain(b);
    expect(callbacks.enquiries.every((e) => e.kind === 'callback')).toBe(true);
    expect((await inbox(PERSONAS.brokerMember, broker, '?q=filtersen')).json<Page>().enquiries.map((e) => e.id)).toEqual([a]);
    // The day as the server reads dates: in Copenhagen, which is a day ahead of UTC in the last hour or two of it.
    const today = copenhagenDay();
    const period = (await inbox(PERSONAS.brokerMember, broker, `?listingId=${target}&createdFrom=${today}&createdTo=${today}`)).json<Page>();
    expect(period.enquiries.map((e) => e.id)).toContain(a);
    expect((await inbox(PERSONAS.brokerMember, broker, `?listingId=${target}&createdTo=2020-01-01`)).json<Page>().total).toBe(0);
    const spamOrNew = (await inbox(PERSONAS.brokerMember, broker, '?status=spam&status=new&perPage=100')).json<Page>();
    expect(new Set(spamOrNew.enquiries.map((e) => e.status))).toEqual(new Set(['spam', 'new']));
    const bad = await inbox(PERSONAS.brokerMember, broker, '?status=ny&kind=tour&createdFrom=igår&after=xyz');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['createdFrom', 'kind.0', 'status.0']);
    const badCursor = await inbox(PERSONAS.brokerMember, broker, '?after=xyz');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json<{ fields: Record<string, string> }>().fields.after).toBe('Sidemarkøren er ugyldig');
  });

  it('counts the new ones for the navigation', async () => {
    const before = (await asAccount(PERSONAS.brokerReader, broker, { method: 'GET', url: '/api/v2/enquiries/summary' })).json<{ new: number }>().new;
    await created(enquiry(listing(3).id));
    const after = await asAccount(PERSONAS.brokerReader, broker, { method: 'GET', url: '/api/v2/enquiries/summary' });
    expect(after.json()).toEqual({ new: before + 1 });
  });

  it('changes status and assignment at the version read, only to a user of the account, audited', async () => {
    const id = await created(enquiry(listing(0).id));
    const patch = (as: string, payload: unknown, ifMatch?: string) =>
      asAccount(as, broker, { method: 'PATCH', url: `/api/v2/enquiries/${id}`, payload: payload as object, headers: ifMatch ? { 'if-match': ifMatch } : {} });
    expect((await patch(PERSONAS.brokerMember, { status: 'read' })).statusCode).toBe(428);
    const read = await patch(PERSONAS.brokerMember, { status: 'read' }, 'W/"1"');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers.etag).toBe('W/"2"');
    expect(read.json().enquiry).toMatchObject({ status: 'read', version: 2 });
    expect((await patch(PERSONAS.brokerMember, { status: 'archived' }, 'W/"1"')).statusCode).toBe(412);
    const [member] = await t.database.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, PERSONAS.brokerMember));
    const [stranger] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, PERSONAS.light));
    const foreign = await patch(PERSONAS.brokerAdmin, { assignedUserId: stranger!.id }, '*');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ fields: Record<string, string> }>().fields.assignedUserId).toBe('Tildelt skal være en bruger på kontoen');
    const assigned = await patch(PERSONAS.brokerAdmin, { assignedUserId: member!.id }, '*');
    expect(assigned.json().enquiry).toMatchObject({ assignedUserId: member!.id, assignedUserName: member!.name });
    expect((await inbox(PERSONAS.brokerAdmin, broker, `?assignedUserId=${member!.id}`)).json<Page>().enquiries.map((e) => e.id)).toContain(id);
    expect((await patch(PERSONAS.brokerAdmin, { status: 'bogus' }, '*')).json<{ fields: Record<string, string> }>().fields.status).toContain(
      'Status skal være',
    );
    expect((await patch(PERSONAS.brokerAdmin, {}, '*')).statusCode).toBe(400);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.changes)).toEqual([{ status: { from: 'new', to: 'read' } }, { assignedUserId: { from: null, to: member!.id } }]);
  });

  it('answers by mail with Reply-To the user, keeps the answer and marks the enquiry answered', async () => {
    const body = enquiry(listing(1).id);
    const id = await created(body);
    const [replier] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.email, PERSONAS.brokerMember));
    const res = await asAccount(PERSONAS.brokerMember, broker, {
      method: 'POST',
      url: `/api/v2/enquiries/${id}/replies`,
      payload: { body: 'Passer det tirsdag kl. 10?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().enquiry).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Passer det tirsdag kl. 10?', mailStatus: 'pending', userName: replier!.name }],
    });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mail).toMatchObject({ replyTo: PERSONAS.brokerMember });
    expect(mail!.body).toContain('Passer det tirsdag kl. 10?');
    expect(mail!.body).toContain(`> ${body.message}`);
    const empty = await asAccount(PERSONAS.brokerMember, broker, { method: 'POST', url: `/api/v2/enquiries/${id}/replies`, payload: { body: ' ' } });
    expect(empty.json<{ fields: Record<string, string> }>().fields.body).toBe('Svar er krævet');
  });

  it('exports the filtered enquiries as CSV for a Danish spreadsheet', async () => {
    const id = await created(enquiry(listing(3).id, { name: '=HYPERLINK("x")', message: 'Linje et;\nlinje to' }));
    const res = await asAccount(PERSONAS.brokerReader, broker, { method: 'GET', url: `/api/v2/enquiries/export.csv?listingId=${listing(3).id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="henvendelser-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFFId;Modtaget;Status;Type;Navn;E-mail')).toBe(true);
    expect(res.body).toContain(`${id};`);
    expect(res.body).toContain(`'=HYPERLINK(""x"")`);
    expect(res.body).toContain('"Linje et;\nlinje to"');
    expect(res.body).not.toContain(`\r\n${lightListing};`);
  });
});

describe('access by role and account', () => {
  it('lets every role of the account read, members and admins write, and no one else see it', async () => {
    const id = await created(enquiry(listing(0).id));
    const other = await created(enquiry(lightListing));
    for (const as of [PERSONAS.brokerAdmin, PERSONAS.brokerMember, PERSONAS.brokerReader]) {
      expect((await asAccount(as, broker, { method: 'GET', url: `/api/v2/enquiries/${id}` })).statusCode).toBe(200);
      expect((await asAccount(as, broker, { method: 'GET', url: `/api/v2/enquiries/${other}` })).statusCode).toBe(404);
    }
    const readerPatch = await asAccount(PERSONAS.brokerReader, broker, {
      method: 'PATCH',
      url: `/api/v2/enquiries/${id}`,
      payload: { status: 'read' },
      headers: { 'if-match': '*' },
    });
    expect(readerPatch.statusCode).toBe(403);
    const readerReply = await asAccount(PERSONAS.brokerReader, broker, { method: 'POST', url: `/api/v2/enquiries/${id}/replies`, payload: { body: 'Hej' } });
    expect(readerReply.statusCode).toBe(403);
    // Another account's user: not in the broker's account at all, and the broker's enquiry is not in theirs.
    expect((await inbox(PERSONAS.light, broker)).statusCode).toBe(403);
    const lightInbox = (await inbox(PERSONAS.light, light, '?perPage=100')).json<Page>();
    expect(lightInbox.enquiries.map((e) => e.id)).toContain(other);
    expect(lightInbox.enquiries.map((e) => e.id)).not.toContain(id);
    expect((await asAccount(PERSONAS.light, light, { method: 'GET', url: `/api/v2/enquiries/${id}` })).statusCode).toBe(404);
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/enquiries' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/enquiries' })).statusCode).toBe(401);
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/staff/enquiries?email=a@b.dk' })).statusCode).toBe(403);
  });
});

describe('polling with an API key', () => {
  it('hands every enquiry exactly once however the pages fall, and the same cursor again when nothing is new', async () => {
    const keyRes = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: 'CRM', role: 3 } });
    expect(keyRes.statusCode, keyRes.body).toBe(201);
    const key = keyRes.json<{ key: string }>().key;
    const poll = (query: string) => t.app.inject({ method: 'GET', url: `/api/v2/enquiries${query}`, headers: { authorization: `Bearer ${key}` } });
    const start = new Date(Date.now() - 1000).toISOString();
    const made: number[] = [];
    for (let i = 0; i < 7; i++) made.push(await created(enquiry(listing(i % 4).id)));
    const seen: number[] = [];
    let res = await poll(`?since=${encodeURIComponent(start)}&perPage=3`);
    expect(res.statusCode, res.body).toBe(200);
    let cursor: string | null = null;
    for (let round = 0; round < 10; round++) {
      const page = res.json<Page>();
      seen.push(...page.enquiries.map((e) => e.id));
      cursor = page.nextCursor;
      if (round === 1) {
        // New ones come in while the client is between pages.
        made.push(await created(enquiry(listing(0).id)), await created(enquiry(listing(1).id)));
      }
      if (page.enquiries.length === 0) break;
      res = await poll(`?after=${cursor}&perPage=3`);
    }
    expect(seen.filter((id) => made.includes(id))).toEqual(made);
    expect(new Set(seen).size).toBe(seen.length);
    const idle = (await poll(`?after=${cursor}`)).json<Page>();
    expect(idle).toEqual({ enquiries: [], total: null, nextCursor: cursor });
    const later = await created(enquiry(listing(2).id));
    expect((await poll(`?after=${cursor}`)).json<Page>().enquiries.map((e) => e.id)).toEqual([later]);
    // A key reads only its own account.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/enquiries', headers: { authorization: `Bearer ${key}`, 'x-account-id': String(light) } })).statusCode,
    ).toBe(403);
    // A read-only key cannot change one.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/enquiries/${later}`,
      headers: { authorization: `Bearer ${key}`, 'if-match': '*' },
      payload: { status: 'read' },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('polling while enquiries arrive at the same time', () => {
  it('misses none and repeats none', async () => {
    const start = (await inbox(PERSONAS.brokerReader, broker, `?since=${encodeURIComponent(new Date().toISOString())}`)).json<Page>().nextCursor;
    let cursor = start;
    const seen: number[] = [];
    const pollOnce = async () => {
      const query = cursor ? `?after=${cursor}&perPage=5` : `?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&perPage=5`;
      const page = (await inbox(PERSONAS.brokerReader, broker, query)).json<Page>();
      seen.push(...page.enquiries.map((e) => e.id));
      cursor = page.nextCursor ?? cursor;
    };
    const made: Promise<number>[] = [];
    for (let i = 0; i < 24; i++) {
      made.push(created(enquiry(listing(i % 4).id)));
      if (i % 3 === 0) await pollOnce();
    }
    const ids = await Promise.all(made);
    for (let i = 0; i < 10; i++) await pollOnce();
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
  });
});

describe('an enquiry that commits late', () => {
  // PostgreSQL only: PGlite runs one transaction at a time, so nothing can commit out of turn there.
  it.runIf(process.env.TEST_DB === 'postgres')('is not passed over by a client that polled meanwhile', async () => {
    const [a, b] = [listing(0).id, listing(1).id];
    const since = new Date(Date.now() - 1000).toISOString();
    const first = await created(enquiry(a));
    const poll = async (query: string) => (await inbox(PERSONAS.brokerReader, broker, query)).json<Page>();
    const start = await poll(`?since=${encodeURIComponent(since)}&perPage=100`);
    expect(start.enquiries.map((e) => e.id)).toContain(first);
    // A's enquiry is stamped, then waits for today's statistics row of its listing, which a transaction holds.
    let release: (value: undefined) => void = () => undefined;
    const held = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const rowLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${listingDailyStats} where listing_id = ${a} and day = ${copenhagenDay()}::date for update`);
      locked();
      await held;
    });
    // The row is held before the late enquiry is sent: sent first, it could count itself and commit before the hold.
    await Promise.race([rowLocked, holding]);
    const late = post(enquiry(a));
    let during: Page;
    let other: ReturnType<typeof post>;
    try {
      // On a busy machine the late request may take seconds to reach the lock.
      await expect
        .poll(
          async () => {
            const waiting = await t.database.db.execute(
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%listing_daily_stats%'`,
            );
            return (waiting as { rows: { n: number }[] }).rows[0]?.n;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      // Another enquiry of the account meanwhile: it may not become visible before the late one.
      other = post(enquiry(b));
      await new Promise((resolve) => setTimeout(resolve, 300));
      during = await poll(`?after=${start.nextCursor}&perPage=100`);
    } finally {
      // Never left holding the row, whatever failed: the tests after this one would wait on it.
      release(undefined);
      await holding;
    }
    const ids = [(await late).json<{ id: number }>().id, (await other).json<{ id: number }>().id];
    const after = await poll(`?after=${during.nextCursor}&perPage=100`);
    const seen = [...during.enquiries, ...after.enquiries].map((e) => e.id);
    expect(seen).toEqual(ids);
  });
});

describe('personal data', () => {
  it('erases the enquirer data past the retention period, leaving the enquiry counted', async () => {
    const old = await created(enquiry(listing(0).id));
    const recent = await created(enquiry(listing(0).id));
    await asAccount(PERSONAS.brokerMember, broker, { method: 'POST', url: `/api/v2/enquiries/${old}/replies`, payload: { body: 'Hej Person' } });
    await t.database.db
      .update(enquiries)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(enquiries.id, old));
    const erasing = Date.now();
    expect(await eraseExpiredEnquiries(t.database.db, { months: 24 })).toBeGreaterThanOrEqual(1);
    const erased = (await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries/${old}` })).json<{
      enquiry: { erasedAt: string };
    }>().enquiry;
    expect(erased).toMatchObject({ name: null, email: null, phone: null, message: null, replies: [{ body: null }] });
    // Stamped when the job erased it.
    expect(Date.parse(erased.erasedAt)).toBeGreaterThanOrEqual(erasing - 1000);
    const kept = (await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries/${recent}` })).json().enquiry;
    expect(kept.name).not.toBeNull();
    expect(await eraseExpiredEnquiries(t.database.db, { months: 24 })).toBe(0);
    const reply = await asAccount(PERSONAS.brokerMember, broker, { method: 'POST', url: `/api/v2/enquiries/${old}/replies`, payload: { body: 'Hej igen' } });
    expect(reply.statusCode).toBe(409);
  });

  it("lets staff find one person's enquiries across accounts and erase them, audited", async () => {
    const email = 'Samme.Person@kunde.test';
    const a = await created({ ...enquiry(listing(0).id), email });
    const b = await created({ ...enquiry(lightListing), email: email.toLowerCase() });
    const found = await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/staff/enquiries?email=${encodeURIComponent(email.toUpperCase())}` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ enquiries: { id: number; accountId: number }[] }>().enquiries.map((e) => [e.id, e.accountId])).toEqual([
      [b, light],
      [a, broker],
    ]);
    const erase = await t.request(PERSONAS.staff, { method: 'POST', url: '/api/v2/staff/enquiries/erase', payload: { email } });
    expect(erase.json()).toEqual({ erased: 2 });
    expect((await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/staff/enquiries?email=${encodeURIComponent(email)}` })).json()).toEqual({
      enquiries: [],
      total: 0,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'enquiry'), eq(auditLog.action, 'erase')));
    expect(audit).toMatchObject({ actorIsStaff: true, changes: { erased: 2 } });
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/staff/enquiries/erase', payload: { email } })).statusCode).toBe(403);
  });
});

describe('statistics', () => {
  const leadsOf = async (listingId: number) => {
    const [row] = await t.database.db.select({ leads: listings.leads }).from(listings).where(eq(listings.id, listingId));
    const [day] = await t.database.db
      .select({ leads: sql<number>`coalesce(sum(${listingDailyStats.leads}), 0)::int` })
      .from(listingDailyStats)
      .where(eq(listingDailyStats.listingId, listingId));
    const [account] = await t.database.db
      .select({ leads: sql<number>`coalesce(sum(${accountDailyStats.leads}), 0)::int` })
      .from(accountDailyStats)
      .where(eq(accountDailyStats.accountId, broker));
    const [market] = await t.database.db
      .select({ leads: sql<number>`coalesce(sum(${marketMonthlyStats.leads}), 0)::int` })
      .from(marketMonthlyStats)
      .innerJoin(
        listings,
        and(eq(listings.listingType, marketMonthlyStats.listingType), eq(sql`coalesce(${listings.zipCode}, '')`, marketMonthlyStats.zipCode)),
      )
      .where(eq(listings.id, listingId));
    return { total: row!.leads, daily: day!.leads, account: account!.leads, market: market!.leads };
  };
  const encode = (event: object) => Buffer.from(JSON.stringify(event)).toString('base64');
  const click = (listingId: number, session: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/tracking',
      payload: {
        rawData: encode({
          SessionID: session,
          SessionAcquisition: 'direct',
          UserToken: '',
          event: 'listing',
          action: LISTING_ACTIONS.clickEmail,
          target_listing_id: listingId,
        }),
      },
    });

  it('counts an enquiry once as a lead, and a contact click and an enquiry of one session once together', async () => {
    const id = listing(2).id;
    const start = await leadsOf(id);
    await created(enquiry(id));
    expect(await leadsOf(id)).toEqual({ total: start.total + 1, daily: start.daily + 1, account: start.account + 1, market: start.market + 1 });
    // Click first, then the enquiry of the same session: one lead.
    expect((await click(id, 'session-click-first')).statusCode).toBe(202);
    await created(enquiry(id, { sessionId: 'session-click-first' }));
    expect((await leadsOf(id)).total).toBe(start.total + 2);
    // Enquiry first, then a click of the same session: still one.
    await created(enquiry(id, { sessionId: 'session-enquiry-first' }));
    expect((await click(id, 'session-enquiry-first')).statusCode).toBe(202);
    expect((await leadsOf(id)).total).toBe(start.total + 3);
    // The same session's second enquiry about the listing: the same person.
    await created(enquiry(id, { sessionId: 'session-twice' }));
    await created(enquiry(id, { sessionId: 'session-twice' }));
    expect((await leadsOf(id)).total).toBe(start.total + 4);
    // Another session's click is another person's lead; spam is none.
    expect((await click(id, 'session-someone-else')).statusCode).toBe(202);
    await created(enquiry(id, { website: 'bot' }));
    expect(await leadsOf(id)).toEqual({ total: start.total + 5, daily: start.daily + 5, account: start.account + 5, market: start.market + 5 });
    const events = await t.database.db.$count(trackingEvents, eq(trackingEvents.sessionId, 'session-enquiry-first'));
    expect(events).toBe(1);
  });
});

describe('the demo', () => {
  it("has enquiries on the broker's listings in every status, one whose mail failed, and an answered one with its reply", async () => {
    const page = (await inbox(PERSONAS.brokerAdmin, broker, '?createdTo=2026-11-02&perPage=100')).json<{
      enquiries: { id: number; status: string; mailStatus: string | null }[];
    }>();
    expect(new Set(page.enquiries.map((e) => e.status))).toEqual(new Set(['new', 'read', 'answered', 'archived', 'spam']));
    const failed = page.enquiries.filter((e) => e.mailStatus === 'failed');
    expect(failed).toHaveLength(1);
    const detail = (await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries/${failed[0]!.id}` })).json().enquiry;
    expect(detail.mail).toMatchObject({ status: 'failed', lastError: expect.stringContaining('550') });
    const answered = page.enquiries.find((e) => e.status === 'answered')!;
    const withReply = (await asAccount(PERSONAS.brokerAdmin, broker, { method: 'GET', url: `/api/v2/enquiries/${answered.id}` })).json().enquiry;
    expect(withReply.replies).toEqual([expect.objectContaining({ userName: 'Mette Nordahl', mailStatus: 'sent' })]);
    expect(page.enquiries.find((e) => e.status === 'spam')?.mailStatus).toBeNull();
  });
});
