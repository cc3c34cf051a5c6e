/**
 * The search agent matcher on a small known data set: listings and agents placed at known times well
 * after the demo data, runs with an explicit `now`, and exactly the mails expected, each listing once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { listings, mailOutbox, searchAgentMatches, searchAgents, trackingEvents } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';
import { onListingChanged, runSearchAgents, searchAgentMail, matchesAgent } from '../../server/services/searchAgents';
import { LISTING_STATUSES, LISTING_TYPES } from '../../schemas/enums';
import { LISTING_ACTIONS } from '../../schemas/tracking';

const T0 = new Date('2030-01-01T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const HOUR = 60;
const DAY = 24 * HOUR;
const SITE = 'https://www.ejendomsportal.dk';

let t: TestApp;
let firstMailId: number;
let accountId: number;
const agentIds: Record<string, number> = {};
const listingIds: Record<string, number> = {};

interface KnownListing {
  type: number;
  zip: string;
  city: string;
  floorArea: number;
  price: number;
  facilities?: string[];
  status?: number;
  offMarket?: boolean;
  changedAt: Date;
}

async function insertListing(key: string, l: KnownListing): Promise<number> {
  const [row] = await t.database.db
    .insert(listings)
    .values({
      accountId,
      listingType: l.type,
      offMarket: l.offMarket ?? false,
      status: l.status ?? LISTING_STATUSES.active,
      title: `Testannonce ${key} med en titel der er lang nok`,
      addressText: `Testvej ${key}, ${l.zip} ${l.city}`,
      zipCode: l.zip,
      city: l.city,
      floorArea: l.floorArea,
      price: l.price,
      fields: { facilities: l.facilities ?? [] },
      createdAt: l.changedAt,
      updatedAt: l.changedAt,
    })
    .returning({ id: listings.id });
  listingIds[key] = row!.id;
  return row!.id;
}

async function insertAgent(key: string, email: string, agent: Partial<typeof searchAgents.$inferInsert> & { interval: string; listingTypes: number[] }) {
  const user = await findUserByEmail(t.database.db, email);
  const createdAt = at(-HOUR);
  const [row] = await t.database.db
    .insert(searchAgents)
    .values({ userId: user!.id, name: `Agent ${key}`, active: true, checkedAt: createdAt, createdAt, updatedAt: createdAt, ...agent })
    .returning({ id: searchAgents.id });
  agentIds[key] = row!.id;
}

/** Mails queued since the test data went in, as agent name → listing keys, in queue order. */
async function newMails() {
  const rows = await t.database.db.select().from(mailOutbox).where(gt(mailOutbox.id, firstMailId)).orderBy(asc(mailOutbox.id));
  const keyOf = new Map(Object.entries(listingIds).map(([k, id]) => [id, k]));
  return rows.map((m) => ({
    to: m.to,
    subject: m.subject,
    listings: [...m.body.matchAll(/\/annonce\/(\d+)/g)].map((match) => keyOf.get(Number(match[1])) ?? `?${match[1]}`),
    body: m.body,
    html: m.html,
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  const [last] = await t.database.db.select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` }).from(mailOutbox);
  firstMailId = last!.id;
  const [anyListing] = await t.database.db.select({ accountId: listings.accountId }).from(listings).limit(1);
  accountId = anyListing!.accountId;

  // Agents, made an hour before T0.
  await insertAgent('A', PERSONAS.private, {
    interval: 'immediately',
    listingTypes: [LISTING_TYPES.rental],
    municipalityCodes: [851],
    floorAreaMin: 100,
    floorAreaMax: 1000,
    rentMax: 500_000,
  });
  await insertAgent('B', PERSONAS.private, {
    interval: 'daily',
    listingTypes: [LISTING_TYPES.sales],
    zipCodes: ['5000'],
    priceMax: 10_000_000,
    facilities: ['parkering'],
  });
  await insertAgent('C', PERSONAS.brokerMember, { interval: 'weekly', listingTypes: [LISTING_TYPES.officespace] });
  await insertAgent('D', PERSONAS.brokerMember, { interval: 'immediately', listingTypes: [LISTING_TYPES.rental], active: false });
  await insertAgent('E', PERSONAS.multi, { interval: 'immediately', listingTypes: [LISTING_TYPES.investment], zipCodes: ['8000'] });

  // Listings, changed 10 minutes after T0 unless said otherwise.
  const after = at(10);
  await insertListing('L1', { type: LISTING_TYPES.rental, zip: '9000', city: 'Aalborg', floorArea: 300, price: 400_000, changedAt: after });
  await insertListing('L2', { type: LISTING_TYPES.rental, zip: '9200', city: 'Aalborg SV', floorArea: 300, price: 600_000, changedAt: after });
  await insertListing('L3', { type: LISTING_TYPES.rental, zip: '9000', city: 'Aalborg', floorArea: 300, price: 400_000, offMarket: true, changedAt: after });
  await insertListing('L4', {
    type: LISTING_TYPES.rental,
    zip: '9000',
    city: 'Aalborg',
    floorArea: 300,
    price: 400_000,
    status: LISTING_STATUSES.pending,
    changedAt: after,
  });
  await insertListing('L5', {
    type: LISTING_TYPES.sales,
    zip: '5000',
    city: 'Odense C',
    floorArea: 800,
    price: 8_000_000,
    facilities: ['parkering', 'elevator'],
    changedAt: after,
  });
  await insertListing('L6', {
    type: LISTING_TYPES.sales,
    zip: '5000',
    city: 'Odense C',
    floorArea: 800,
    price: 8_000_000,
    facilities: ['elevator'],
    changedAt: after,
  });
  await insertListing('L7', { type: LISTING_TYPES.officespace, zip: '8000', city: 'Aarhus C', floorArea: 200, price: 2500, changedAt: after });
  await insertListing('L8', { type: LISTING_TYPES.investment, zip: '8000', city: 'Aarhus C', floorArea: 2000, price: 40_000_000, changedAt: after });
  // Changed before the agents existed: not new to them.
  await insertListing('L9', { type: LISTING_TYPES.rental, zip: '9000', city: 'Aalborg', floorArea: 300, price: 400_000, changedAt: at(-2 * HOUR) });
  // Changed after the first run, before the second.
  await insertListing('L10', { type: LISTING_TYPES.rental, zip: '9400', city: 'Nørresundby', floorArea: 150, price: 200_000, changedAt: at(2 * HOUR) });
});
afterAll(() => t.close());

describe('runSearchAgents', () => {
  it('first run: mails each due agent its matches, one mail per agent', async () => {
    const result = await runSearchAgents(t.database.db, { now: at(HOUR), publicSiteUrl: SITE });
    const mails = await newMails();
    expect(mails.map((m) => ({ to: m.to, listings: m.listings }))).toEqual([
      { to: PERSONAS.private, listings: ['L1'] },
      { to: PERSONAS.multi, listings: ['L8'] },
    ]);
    expect(result).toMatchObject({ mails: 2, matches: 2 });
    expect(mails[0]!.subject).toBe('Søgeagent "Agent A": 1 ny annonce');
    expect(mails[0]!.body).toContain(
      `Testannonce L1 med en titel der er lang nok\nTestvej L1, 9000 Aalborg\nLejemål · 300 m² · Årlig leje 400.000 kr.\n${SITE}/annonce/${listingIds.L1}`,
    );
    expect(mails[0]!.html).toContain(`<a href="${SITE}/annonce/${listingIds.L1}">`);
  });

  it('second run, a day later: the daily agent runs; nothing is mailed twice, a changed listing is not mailed again', async () => {
    // L1 changes again: it has been mailed to A, so it is not mailed again.
    await t.database.db
      .update(listings)
      .set({ updatedAt: at(3 * HOUR) })
      .where(eq(listings.id, listingIds.L1!));
    await runSearchAgents(t.database.db, { now: at(DAY + HOUR), publicSiteUrl: SITE });
    const mails = (await newMails()).slice(2);
    expect(mails.map((m) => ({ to: m.to, subject: m.subject, listings: m.listings }))).toEqual([
      { to: PERSONAS.private, subject: 'Søgeagent "Agent A": 1 ny annonce', listings: ['L10'] },
      { to: PERSONAS.private, subject: 'Søgeagent "Agent B": 1 ny annonce', listings: ['L5'] },
    ]);
  });

  it('a week later: the weekly agent runs; a repeated run mails nothing', async () => {
    await runSearchAgents(t.database.db, { now: at(8 * DAY), publicSiteUrl: SITE });
    const again = await runSearchAgents(t.database.db, { now: at(8 * DAY), publicSiteUrl: SITE });
    expect(again.mails).toBe(0);
    const mails = (await newMails()).slice(4);
    expect(mails.map((m) => ({ to: m.to, listings: m.listings }))).toEqual([{ to: PERSONAS.brokerMember, listings: ['L7'] }]);
    expect(mails[0]!.body).toContain('Kontorfællesskab · 200 m² · Fra 2.500 kr. pr. plads pr. måned');
  });

  it('never mails an inactive agent, an off-market, inactive or non-matching listing', async () => {
    const matched = await t.database.db
      .select({ agent: searchAgentMatches.searchAgentId, listing: searchAgentMatches.listingId, mailId: searchAgentMatches.mailId })
      .from(searchAgentMatches)
      .where(sql`${searchAgentMatches.searchAgentId} in (${sql.join(Object.values(agentIds), sql`, `)})`);
    const keyOfAgent = new Map(Object.entries(agentIds).map(([k, id]) => [id, k]));
    const keyOfListing = new Map(Object.entries(listingIds).map(([k, id]) => [id, k]));
    expect(matched.map((m) => `${keyOfAgent.get(m.agent)}:${keyOfListing.get(m.listing)}`).sort()).toEqual(['A:L1', 'A:L10', 'B:L5', 'C:L7', 'E:L8'].sort());
    expect(matched.every((m) => m.mailId !== null)).toBe(true);
  });

  it("records the listing action 'matched search agent' once per mailed listing and agent", async () => {
    const events = await t.database.db
      .select({ listingId: trackingEvents.listingId, data: trackingEvents.data })
      .from(trackingEvents)
      .where(and(eq(trackingEvents.event, 'listing'), eq(trackingEvents.action, LISTING_ACTIONS.matchedSearchAgent)));
    const keyOfListing = new Map(Object.entries(listingIds).map(([k, id]) => [id, k]));
    expect(events.map((e) => keyOfListing.get(e.listingId!)).sort()).toEqual(['L1', 'L10', 'L5', 'L7', 'L8'].sort());
    expect(events.find((e) => e.listingId === listingIds.L1)!.data).toMatchObject({ click_target: `searchAgent:${agentIds.A}` });
  });
});

describe('onListingChanged', () => {
  it("mails the 'immediately' agents that match a listing that just changed, once", async () => {
    const id = await insertListing('L11', { type: LISTING_TYPES.rental, zip: '9000', city: 'Aalborg', floorArea: 500, price: 300_000, changedAt: at(9 * DAY) });
    const first = await onListingChanged(t.database.db, id, { now: at(9 * DAY + 1), publicSiteUrl: SITE });
    const second = await onListingChanged(t.database.db, id, { now: at(9 * DAY + 2), publicSiteUrl: SITE });
    await runSearchAgents(t.database.db, { now: at(9 * DAY + 3), publicSiteUrl: SITE });
    expect(first).toMatchObject({ mails: 1, matches: 1 });
    expect(second).toMatchObject({ mails: 0 });
    const mails = (await newMails()).slice(5);
    expect(mails.map((m) => ({ to: m.to, listings: m.listings }))).toEqual([{ to: PERSONAS.private, listings: ['L11'] }]);
  });

  it('skips a listing that is not active and public, and one that does not exist', async () => {
    expect((await onListingChanged(t.database.db, listingIds.L4!, { now: at(10 * DAY) })).mails).toBe(0);
    expect((await onListingChanged(t.database.db, listingIds.L3!, { now: at(10 * DAY) })).mails).toBe(0);
    expect((await onListingChanged(t.database.db, 99_999_999, { now: at(10 * DAY) })).mails).toBe(0);
  });

  it("works inside the caller's transaction, so the mail is queued with the change", async () => {
    const id = await insertListing('L12', {
      type: LISTING_TYPES.rental,
      zip: '9000',
      city: 'Aalborg',
      floorArea: 500,
      price: 300_000,
      status: LISTING_STATUSES.pending,
      changedAt: at(11 * DAY),
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(listings).set({ status: LISTING_STATUSES.active }).where(eq(listings.id, id));
        expect((await onListingChanged(tx, id, { now: at(11 * DAY), publicSiteUrl: SITE })).mails).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Rolled back with the change: nothing was mailed, so the next real change mails it.
    const mails = (await newMails()).slice(6);
    expect(mails).toEqual([]);
  });
});

describe('the pieces', () => {
  it('matches on type, area, floor area, price or rent, and every facility', () => {
    const agent = {
      listingTypes: [1, 3],
      municipalityCodes: [101],
      zipCodes: ['8000'],
      floorAreaMin: 100,
      floorAreaMax: 200,
      priceMin: null,
      priceMax: 5_000_000,
      rentMin: null,
      rentMax: 300_000,
      facilities: ['elevator'],
    };
    const listing = {
      id: 1,
      accountId: 1,
      listingType: 1,
      title: '',
      addressText: '',
      zipCode: '1401',
      floorArea: 150,
      price: 250_000,
      facilities: ['elevator', 'parkering'],
      changedAt: T0,
    };
    const municipalityOf = (zip: string) => ({ '1401': 101, '8000': 751, '5000': 461 })[zip];
    expect(matchesAgent(agent, listing, municipalityOf)).toBe(true);
    expect(matchesAgent(agent, { ...listing, zipCode: '8000' }, municipalityOf)).toBe(true);
    expect(matchesAgent(agent, { ...listing, zipCode: '5000' }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, zipCode: null }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, listingType: 2 }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, floorArea: 99 }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, floorArea: null }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, price: 300_001 }, municipalityOf)).toBe(false);
    // The rent range is for rentals; a sales listing is held to the price range instead.
    expect(matchesAgent(agent, { ...listing, listingType: 3, price: 4_000_000 }, municipalityOf)).toBe(true);
    expect(matchesAgent(agent, { ...listing, listingType: 3, price: 6_000_000 }, municipalityOf)).toBe(false);
    expect(matchesAgent(agent, { ...listing, facilities: ['parkering'] }, municipalityOf)).toBe(false);
    expect(matchesAgent({ ...agent, municipalityCodes: [], zipCodes: [] }, { ...listing, zipCode: '5000' }, municipalityOf)).toBe(true);
  });

  it('words the mail in Danish, with every listing and an escaped HTML part', () => {
    const base = { accountId: 1, listingType: 3, zipCode: '5000', floorArea: 1200, price: 12_500_000, facilities: [], changedAt: T0 };
    const mail = searchAgentMail(
      'Salg <Odense>',
      [
        { ...base, id: 7, title: 'Butik & bolig', addressText: 'Vestergade 1, 5000 Odense C' },
        { ...base, id: 8, title: 'Lager', addressText: 'Lumbyvej 2, 5000 Odense C' },
      ],
      `${SITE}/`,
    );
    expect(mail.subject).toBe('Søgeagent "Salg <Odense>": 2 nye annoncer');
    expect(mail.body).toContain('Salgsejendom · 1.200 m² · Pris 12.500.000 kr.');
    expect(mail.body).toContain(`${SITE}/annonce/7`);
    expect(mail.body).toContain(`${SITE}/annonce/8`);
    expect(mail.html).toContain('Salg &lt;Odense&gt;');
    expect(mail.html).toContain('Butik &amp; bolig');
    expect(mail.html).not.toContain('<Odense>');
  });
});
