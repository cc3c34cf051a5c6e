import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, auditLog, listings, mailOutbox } from '../../server/db/schema';
import { closeUnconfirmedListings, sendFreshnessReminders } from '../../server/services/freshness';
import { readFreshness } from '../../server/config';
import { startBackgroundJobs } from '../../server/jobs';
import { ACCOUNT_TYPES, CLOSING_REASONS, LISTING_STATUSES } from '../../schemas/enums';
import { FRESHNESS_TEXTS } from '../../schemas/freshness';
import { copenhagenDay, formatDanishDate } from '../../schemas/dates';

/*
 * The freshness cycle on a clock the test sets: the services take their time as an argument, and the links'
 * routes read it from the app's clock, set around each request.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MEMBER_SITE = 'https://member.ejendomsportal.dk';
let t: TestApp;
let brokerAccount: number;
let brokerEmail: string;
/** Active listings of the broker account: A is confirmed, B goes unanswered, C is closed from the mail. */
let A: number, B: number, C: number, D: number;
/** Every listing's clock starts here; A, B and C are 60 days older. */
const T0 = new Date(Date.now() - 20 * DAY_MS);
const settings = readFreshness('', '');

beforeAll(async () => {
  t = await createTestApp({ MEMBER_SITE_URL: MEMBER_SITE });
  const { db } = t.database;
  brokerAccount = await accountIdByName(t.database, ACCOUNTS.broker);
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, brokerAccount));
  brokerEmail = account!.email;
  const ids = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, brokerAccount), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(asc(listings.id))
    .limit(4);
  [A, B, C, D] = ids.map((r) => r.id) as [number, number, number, number];
  await db.update(listings).set({ updatedAt: T0 });
  await db
    .update(listings)
    .set({ updatedAt: new Date(T0.getTime() - 60 * DAY_MS) })
    .where(inArray(listings.id, [A, B, C]));
  await db.delete(mailOutbox);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.setClock(null);
});

const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const run = (days: number) => ({ now: at(days), settings, memberSiteUrl: MEMBER_SITE });

const reminders = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, FRESHNESS_TEXTS.subject)).orderBy(asc(mailOutbox.id));

async function linksOf(id: number): Promise<{ ja: string; afmeld: string }> {
  const mails = (await reminders()).filter((m) => m.body.includes(`annonce-ID ${id})`));
  const body = mails.at(-1)?.body ?? '';
  const link = (answer: string) => new RegExp(`${MEMBER_SITE}(/aktuel/${id}/[A-Za-z0-9_-]+\\?svar=${answer})`).exec(body)?.[1];
  const ja = link('ja');
  const afmeld = link('afmeld');
  if (!ja || !afmeld) throw new Error(`no reminder links for listing ${id}`);
  return { ja, afmeld };
}

/** Opens a link as the mail's reader does, at `days` after T0: the page, then its one button. */
async function answer(url: string, days: number) {
  t.setClock(at(days).getTime());
  const page = await t.app.inject({ method: 'GET', url });
  const done = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  t.setClock(null);
  return { page, done };
}

const listing = async (id: number) => (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

describe('the freshness cycle', () => {
  it('mails the contact person of each active listing unchanged for 60 days, once per cycle', async () => {
    expect(await sendFreshnessReminders(t.database.db, run(-0.01))).toBe(0);
    expect(await sendFreshnessReminders(t.database.db, run(0))).toBe(3);
    // Again, as a second server or a repeated run would: nothing more.
    expect(await sendFreshnessReminders(t.database.db, run(0.5))).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(3);
    const [a] = await t.database.db.select({ fields: listings.fields }).from(listings).where(eq(listings.id, A));
    const mailA = mails.find((m) => m.body.includes(`annonce-ID ${A})`));
    expect(mailA?.to).toBe(a?.fields['contactEmail']);
    expect(mailA?.html).toContain(`>${FRESHNESS_TEXTS.yes}</a>`);
    expect(mailA?.html).toContain(`>${FRESHNESS_TEXTS.close}</a>`);
    expect(mailA?.body).toContain(`senest ${formatDanishDate(copenhagenDay(at(14)))}`);
  });

  it("'Ja, stadig ledig' confirms the listing from the page the link opens, without a login; the listing answers it", async () => {
    const { ja } = await linksOf(A);
    const before = await listing(A);
    const { page, done } = await answer(ja, 1);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`>${FRESHNESS_TEXTS.yes}</button>`);
    // Opening the page alone changes nothing: mail scanners open links.
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`er bekræftet aktuel ${formatDanishDate(copenhagenDay(at(1)))}`);
    const after = await listing(A);
    expect(after.confirmedCurrentAt?.toISOString()).toBe(at(1).toISOString());
    expect(after.version).toBe(before.version);
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${A}` });
    expect(res.json().listing.confirmedCurrentAt).toBe(at(1).toISOString());
  });

  it('refuses a used link', async () => {
    const { ja, afmeld } = await linksOf(A);
    expect((await answer(ja, 1.1)).done.statusCode).toBe(410);
    const again = await answer(afmeld, 1.2);
    expect(again.done.statusCode).toBe(410);
    expect(again.done.body).toContain('Linket er allerede brugt');
    expect((await listing(A)).status).toBe(LISTING_STATUSES.active);
  });

  it("refuses a listing's link for another listing: a token acts on its own listing only", async () => {
    const { afmeld } = await linksOf(C);
    const onB = afmeld.replace(`/aktuel/${C}/`, `/aktuel/${B}/`);
    const { done } = await answer(onB, 2);
    expect(done.statusCode).toBe(404);
    expect(done.body).toContain('Linket er ikke gyldigt for denne annonce');
    expect((await listing(B)).status).toBe(LISTING_STATUSES.active);
    expect((await listing(C)).status).toBe(LISTING_STATUSES.active);
  });

  it("'Afmeld' closes the listing at once through the lifecycle, its reason in the history", async () => {
    const { afmeld } = await linksOf(C);
    const { done } = await answer(afmeld, 2);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('er afmeldt');
    const closed = await listing(C);
    expect(closed.status).toBe(LISTING_STATUSES.closed);
    expect(closed.closingReasonId).toBe(CLOSING_REASONS.discontinued);
    expect(closed.closingReasonText).toBe(FRESHNESS_TEXTS.closedFromMail);
    const history = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${C}/history` })).json().history;
    expect(history[0]).toMatchObject({
      action: 'close',
      actor: null,
      changes: { closingReasonId: { to: CLOSING_REASONS.discontinued }, via: 'freshnessMail' },
    });
  });

  it('closes the unanswered listing after the 14 days of grace with its reason, tells the broker, and refuses the expired link', async () => {
    expect(await closeUnconfirmedListings(t.database.db, { now: at(13.9) })).toBe(0);
    expect((await listing(B)).status).toBe(LISTING_STATUSES.active);
    const { ja } = await linksOf(B);
    const expired = await answer(ja, 14.01);
    expect(expired.done.statusCode).toBe(410);
    expect(expired.done.body).toContain('Linket er udløbet');
    expect((await listing(B)).confirmedCurrentAt).toBeNull();

    expect(await closeUnconfirmedListings(t.database.db, { now: at(14.01) })).toBe(1);
    expect(await closeUnconfirmedListings(t.database.db, { now: at(14.02) })).toBe(0);
    const closed = await listing(B);
    expect(closed.status).toBe(LISTING_STATUSES.closed);
    expect(closed.closingReasonId).toBe(CLOSING_REASONS.notconfirmedcurrent);
    const history = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${B}/history` })).json().history;
    expect(history[0]).toMatchObject({
      action: 'close',
      actor: null,
      changes: { closingReasonId: { to: CLOSING_REASONS.notconfirmedcurrent }, via: 'freshnessCheck' },
    });
    const told = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, brokerEmail), like(mailOutbox.subject, 'Annoncen er afmeldt%')));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain("'Ikke bekræftet aktuel'");
    const reasons = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/closing-reasons' })).json().closingReasons;
    expect(reasons).toContainEqual({ id: CLOSING_REASONS.notconfirmedcurrent, key: 'notconfirmedcurrent', name: 'Ikke bekræftet aktuel' });
    // Still unexpired but after the listing closed: refused too.
    const { afmeld } = await linksOf(B);
    expect((await answer(afmeld, 14.5)).done.statusCode).toBe(410);
  });

  it('a confirmation starts the clock anew as a change does: the next reminder comes 60 days after it, once', async () => {
    expect(await closeUnconfirmedListings(t.database.db, { now: at(30) })).toBe(0);
    expect((await listing(A)).status).toBe(LISTING_STATUSES.active);
    // Every other listing changed on day 30, so that only A's clock runs out next.
    await t.database.db
      .update(listings)
      .set({ updatedAt: at(30) })
      .where(ne(listings.id, A));
    const before = (await reminders()).length;
    expect(await sendFreshnessReminders(t.database.db, run(60.9))).toBe(0);
    expect(await sendFreshnessReminders(t.database.db, run(61))).toBe(1);
    expect(await sendFreshnessReminders(t.database.db, run(61.5))).toBe(0);
    const fresh = (await reminders()).slice(before);
    expect(fresh.map((m) => m.body.includes(`annonce-ID ${A})`))).toEqual([true]);
  });
});

describe("bulk 'Bekræft aktuel'", () => {
  it('confirms each active listing the caller may edit, refusing the rest row by row', async () => {
    const [foreign] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(ne(listings.accountId, brokerAccount), eq(listings.status, LISTING_STATUSES.active)))
      .limit(1);
    const res = await t.request(PERSONAS.brokerMember, {
      method: 'POST',
      url: '/api/v2/listings/confirm-current',
      payload: { ids: [D, C, foreign!.id] },
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { id: number; ok: boolean; error?: { code: string } }[];
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [D, true],
      [C, false],
      [foreign!.id, false],
    ]);
    expect(results[1]?.error?.code).toBe('conflict');
    expect((await listing(D)).confirmedCurrentAt).not.toBeNull();
    expect((await listing(foreign!.id)).confirmedCurrentAt).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(D)), eq(auditLog.action, 'confirmCurrent')));
    expect(audit?.actorUserId).not.toBeNull();
  });

  it('refuses a reader as an edit does, and names a bad field in Danish', async () => {
    const reader = await t.request(PERSONAS.brokerReader, { method: 'POST', url: '/api/v2/listings/confirm-current', payload: { ids: [A] } });
    expect(reader.json().results[0]).toMatchObject({ id: A, ok: false, error: { code: 'forbidden' } });
    const bad = await t.request(PERSONAS.brokerMember, { method: 'POST', url: '/api/v2/listings/confirm-current', payload: { ids: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ ids: 'Vælg mindst én annonce' });
  });
});

describe('the settings and the job', () => {
  it('reads the days per account type and the grace days, refusing nonsense', () => {
    expect(readFreshness('', '').days[ACCOUNT_TYPES.Broker]).toBe(60);
    const mixed = readFreshness('Municipality=90, 45', '7');
    expect(mixed.days[ACCOUNT_TYPES.Municipality]).toBe(45);
    expect(readFreshness('Municipality=90', '').days).toMatchObject({ [ACCOUNT_TYPES.Municipality]: 90, [ACCOUNT_TYPES.Broker]: 60 });
    expect(mixed.graceDays).toBe(7);
    expect(() => readFreshness('Mægler=30', '')).toThrow("FRESHNESS_DAYS: 'Mægler' is not one of");
    expect(() => readFreshness('0', '')).toThrow('FRESHNESS_DAYS');
  });

  it('runs as a job on the queue: an account type given more days is not yet due', async () => {
    const { db } = t.database;
    const now = Date.now();
    const [municipalityListing] = await db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(accounts, eq(accounts.id, listings.accountId))
      .where(and(eq(accounts.accountType, ACCOUNT_TYPES.Municipality), eq(listings.status, LISTING_STATUSES.active)))
      .limit(1);
    await db.update(listings).set({ updatedAt: new Date(now + DAY_MS), confirmedCurrentAt: null });
    await db
      .update(listings)
      .set({ updatedAt: new Date(now - 61 * DAY_MS) })
      .where(inArray(listings.id, [D, municipalityListing!.id]));
    const before = (await reminders()).length;
    const jobs = await startBackgroundJobs(
      t.database,
      { ...t.app.config, freshness: readFreshness('Municipality=90', '') },
      { info: () => undefined, error: () => undefined },
      { schedule: false },
    );
    try {
      await jobs.runNow('listing-freshness');
    } finally {
      await jobs.stop();
    }
    const fresh = (await reminders()).slice(before);
    expect(fresh.map((m) => /annonce-ID (\d+)\)/.exec(m.body)?.[1])).toEqual([String(D)]);
  });
});
