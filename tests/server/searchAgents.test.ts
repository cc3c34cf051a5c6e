import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, atTheSameTime, createTestApp, PERSONAS, type TestApp } from './harness';
import { auditLog, listings, searchAgents, trackingEvents } from '../../server/db/schema';
import { findUserByEmail } from '../../server/repositories/users';
import { insertAgentMatches } from '../../server/repositories/searchAgents';
import { LISTING_STATUSES, LISTING_TYPES } from '../../schemas/enums';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validAgent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kontor i Aarhus',
  listingTypes: [LISTING_TYPES.rental, LISTING_TYPES.officespace],
  municipalityCodes: [751],
  zipCodes: ['8000', '8200'],
  floorAreaMin: 100,
  floorAreaMax: 400,
  rentMax: 600_000,
  facilities: ['parkering'],
  interval: 'daily',
  active: true,
  ...overrides,
});

const agentCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(searchAgents))[0]!.n;

async function create(as: string, body: Record<string, unknown> = validAgent(), headers: Record<string, string> = {}) {
  return t.request(as, { method: 'POST', url: '/api/v2/searchagents', payload: body, headers });
}

describe('search agents are private to their user', () => {
  it('lets a user without an account create, list, read, change and delete their own agent', async () => {
    const created = await create(PERSONAS.private);
    expect(created.statusCode).toBe(201);
    const { searchagent } = created.json();
    expect(searchagent).toMatchObject({ ...validAgent(), zipCodes: ['8000', '8200'], listingTypes: [1, 4], matches: 0, version: 1 });
    expect(created.headers.etag).toBe('W/"1"');

    const list = (await t.request(PERSONAS.private, { method: 'GET', url: '/api/v2/searchagents?sort=name&order=ASC' })).json();
    expect(list.searchagents.map((a: { name: string }) => a.name)).toContain('Kontor i Aarhus');
    expect(list.total).toBe(list.searchagents.length);

    const read = await t.request(PERSONAS.private, { method: 'GET', url: `/api/v2/searchagents/${searchagent.id}` });
    expect(read.statusCode).toBe(200);

    const updated = await t.request(PERSONAS.private, {
      method: 'PUT',
      url: `/api/v2/searchagents/${searchagent.id}`,
      payload: validAgent({ name: 'Kontor i Aarhus C', interval: 'weekly' }),
      headers: { 'if-match': 'W/"1"' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().searchagent).toMatchObject({ name: 'Kontor i Aarhus C', interval: 'weekly', version: 2 });

    const removed = await t.request(PERSONAS.private, {
      method: 'DELETE',
      url: `/api/v2/searchagents/${searchagent.id}`,
      headers: { 'if-match': 'W/"2"' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.request(PERSONAS.private, { method: 'GET', url: `/api/v2/searchagents/${searchagent.id}` })).statusCode).toBe(404);
  });

  it("answers 404 to another user, staff included, and never lists another user's agents", async () => {
    const { searchagent } = (await create(PERSONAS.private, validAgent({ name: 'Min hemmelige agent' }))).json();
    for (const other of [PERSONAS.brokerAdmin, PERSONAS.staff, PERSONAS.multi]) {
      expect((await t.request(other, { method: 'GET', url: `/api/v2/searchagents/${searchagent.id}` })).statusCode).toBe(404);
      const put = await t.request(other, {
        method: 'PUT',
        url: `/api/v2/searchagents/${searchagent.id}`,
        payload: validAgent({ name: 'Overtaget' }),
        headers: { 'if-match': 'W/"1"' },
      });
      expect(put.statusCode).toBe(404);
      const del = await t.request(other, { method: 'DELETE', url: `/api/v2/searchagents/${searchagent.id}`, headers: { 'if-match': 'W/"1"' } });
      expect(del.statusCode).toBe(404);
      const list = (await t.request(other, { method: 'GET', url: '/api/v2/searchagents?perPage=100' })).json();
      expect(list.searchagents.map((a: { id: number }) => a.id)).not.toContain(searchagent.id);
    }
    const [row] = await t.database.db.select().from(searchAgents).where(eq(searchAgents.id, searchagent.id));
    expect(row!.name).toBe('Min hemmelige agent');
    expect((await t.request(null, { method: 'GET', url: '/api/v2/searchagents' })).statusCode).toBe(401);
  });

  it('needs the version read: 428 without If-Match, 412 with a stale one', async () => {
    const { searchagent } = (await create(PERSONAS.private)).json();
    const url = `/api/v2/searchagents/${searchagent.id}`;
    expect((await t.request(PERSONAS.private, { method: 'PUT', url, payload: validAgent() })).statusCode).toBe(428);
    expect((await t.request(PERSONAS.private, { method: 'PUT', url, payload: validAgent(), headers: { 'if-match': 'W/"7"' } })).statusCode).toBe(412);
    expect((await t.request(PERSONAS.private, { method: 'DELETE', url })).statusCode).toBe(428);
  });

  it('saves one of two saves that read the same version at the same time, and answers the other 412', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const { searchagent }: { searchagent: { id: number; name: string; version: number } } = (await create(PERSONAS.private)).json();
    const url = `/api/v2/searchagents/${searchagent.id}`;
    const statuses = await atTheSameTime(
      t,
      'update "search_agents"%',
      (tx) => tx.update(searchAgents).set({ name: searchagent.name }).where(eq(searchAgents.id, searchagent.id)),
      ['Første', 'Anden'].map(
        (name) => async () =>
          (await t.request(PERSONAS.private, { method: 'PUT', url, payload: validAgent({ name }), headers: { 'if-match': `W/"${searchagent.version}"` } }))
            .statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([200, 412]);
    const [row] = await t.database.db.select().from(searchAgents).where(eq(searchAgents.id, searchagent.id));
    expect(row!.version).toBe(searchagent.version + 1);
  });
});

describe('bad agent input', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['nothing at all', {}, { name: 'Navn er krævet', listingTypes: 'Annoncetyper er krævet', interval: 'Interval er krævet' }],
    ['an empty name and no types', validAgent({ name: '  ', listingTypes: [] }), { name: 'Navn er krævet', listingTypes: 'Annoncetyper er krævet' }],
    [
      'an unknown listing type and interval',
      validAgent({ listingTypes: [9], interval: 'hourly' }),
      { 'listingTypes.0': 'Annoncetyper skal være korrekt', interval: 'Interval skal være korrekt' },
    ],
    ['a badly formed zip code', validAgent({ zipCodes: ['80000'] }), { 'zipCodes.0': 'Postnumre skal være korrekt' }],
    [
      'ranges the wrong way round',
      validAgent({ floorAreaMin: 500, floorAreaMax: 100, priceMin: 10, priceMax: 5, rentMin: 9, rentMax: 8 }),
      {
        floorAreaMax: 'Areal til må ikke være mindre end areal fra',
        priceMax: 'Pris til må ikke være mindre end pris fra',
        rentMax: 'Årlig leje til må ikke være mindre end årlig leje fra',
      },
    ],
    ['a negative area', validAgent({ floorAreaMin: -5 }), { floorAreaMin: 'Areal fra skal være positiv' }],
    ['a too long name', validAgent({ name: 'x'.repeat(101) }), { name: 'Navn må højst være 100 tegn' }],
    [
      'a zip code, municipality and facility that do not exist',
      validAgent({ zipCodes: ['0001'], municipalityCodes: [999], facilities: ['svømmehal'] }),
      {
        zipCodes: 'Postnumre skal være korrekt: 0001 findes ikke',
        municipalityCodes: 'Kommuner skal være korrekt: 999 findes ikke',
        facilities: 'Faciliteter skal være korrekt: svømmehal findes ikke',
      },
    ],
  ];
  for (const [what, body, fields] of cases) {
    it(`answers 400 naming each bad field, and writes nothing, for ${what}`, async () => {
      const before = await agentCount();
      const res = await create(PERSONAS.private, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_input', fields });
      expect(Object.keys(res.json().fields).sort()).toEqual(Object.keys(fields).sort());
      expect(await agentCount()).toBe(before);
    });
  }

  it('answers 400 to a bad update and leaves the agent as it was', async () => {
    const { searchagent } = (await create(PERSONAS.private)).json();
    const res = await t.request(PERSONAS.private, {
      method: 'PUT',
      url: `/api/v2/searchagents/${searchagent.id}`,
      payload: validAgent({ name: '', zipCodes: ['9999'] }),
      headers: { 'if-match': 'W/"1"' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Navn er krævet' });
    const unknownZip = await t.request(PERSONAS.private, {
      method: 'PUT',
      url: `/api/v2/searchagents/${searchagent.id}`,
      payload: validAgent({ zipCodes: ['0002'] }),
      headers: { 'if-match': 'W/"1"' },
    });
    expect(unknownZip.json().fields).toEqual({ zipCodes: 'Postnumre skal være korrekt: 0002 findes ikke' });
    const [row] = await t.database.db.select().from(searchAgents).where(eq(searchAgents.id, searchagent.id));
    expect(row).toMatchObject({ name: 'Kontor i Aarhus', version: 1, zipCodes: ['8000', '8200'] });
  });
});

describe('tracking and audit', () => {
  const eventsOf = (agentId: number) =>
    t.database.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.event, 'searchAgent'), sql`${trackingEvents.data} ->> 'search_agent_id' = ${String(agentId)}`))
      .orderBy(trackingEvents.id);

  it('tracks search agent actions 1-3 with the agent and its interval, anonymously without a tracking session', async () => {
    const { searchagent } = (await create(PERSONAS.private, validAgent({ interval: 'immediately' }))).json();
    await t.request(PERSONAS.private, {
      method: 'PUT',
      url: `/api/v2/searchagents/${searchagent.id}`,
      payload: validAgent({ interval: 'weekly' }),
      headers: { 'if-match': 'W/"1"' },
    });
    await t.request(PERSONAS.private, { method: 'DELETE', url: `/api/v2/searchagents/${searchagent.id}`, headers: { 'if-match': 'W/"2"' } });
    const events = await eventsOf(searchagent.id);
    expect(events.map((e) => [e.action, e.data.search_agent_interval])).toEqual([
      [1, 'immediately'],
      [2, 'weekly'],
      [3, 'weekly'],
    ]);
    expect(events.every((e) => e.sessionId === 'no-session' && e.userToken === '')).toBe(true);
  });

  it("carries the visitor's tracking session and user when there is one (statistics consent)", async () => {
    const session = encodeURIComponent(JSON.stringify({ id: 'sess-1234567890', acquisition: 'organic search', lastActivity: 1 }));
    const { searchagent } = (await create(PERSONAS.private, validAgent(), { cookie: `session_id=${session}` })).json();
    const [event] = await eventsOf(searchagent.id);
    const user = await findUserByEmail(t.database.db, PERSONAS.private);
    expect(event).toMatchObject({ action: 1, sessionId: 'sess-1234567890', acquisition: 'organic search', userToken: user!.authId });
  });

  it('audit-logs every write with the actor', async () => {
    const { searchagent } = (await create(PERSONAS.multi, validAgent({ name: 'Revideret' }))).json();
    await t.request(PERSONAS.multi, {
      method: 'PUT',
      url: `/api/v2/searchagents/${searchagent.id}`,
      payload: validAgent({ name: 'Revideret 2' }),
      headers: { 'if-match': 'W/"1"' },
    });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'search_agent'), eq(auditLog.entityId, String(searchagent.id))))
      .orderBy(desc(auditLog.id));
    const user = await findUserByEmail(t.database.db, PERSONAS.multi);
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]).toMatchObject({ actorUserId: user!.id, actorIsStaff: false, changes: { name: { from: 'Revideret', to: 'Revideret 2' } } });
  });
});

describe('GET /api/v2/listings/{id}/demand', () => {
  let listing: { id: number; accountId: number; listingType: number; zipCode: string | null; floorArea: number | null };
  let brokerAccount: number;

  beforeAll(async () => {
    brokerAccount = await accountIdByName(t.database, ACCOUNTS.broker);
    const [row] = await t.database.db
      .select({ id: listings.id, accountId: listings.accountId, listingType: listings.listingType, zipCode: listings.zipCode, floorArea: listings.floorArea })
      .from(listings)
      .where(and(eq(listings.accountId, brokerAccount), eq(listings.status, LISTING_STATUSES.active), eq(listings.listingType, LISTING_TYPES.sales)))
      .limit(1);
    listing = row!;
  });

  const demand = async (as: string) => t.request(as, { method: 'GET', url: `/api/v2/listings/${listing.id}/demand` });

  it('counts the active agents that match the listing and the search-agent mails it went out in, for every role in its account', async () => {
    const before: number = (await demand(PERSONAS.brokerReader)).json().demand.searchAgents;
    const matching = validAgent({
      listingTypes: [listing.listingType],
      municipalityCodes: [],
      zipCodes: [listing.zipCode],
      floorAreaMin: undefined,
      floorAreaMax: undefined,
      facilities: [],
    });
    const mailsBefore: number = (await demand(PERSONAS.brokerReader)).json().demand.mails;
    const first = (await create(PERSONAS.private, matching)).json().searchagent;
    await create(PERSONAS.multi, matching);
    await create(PERSONAS.private, { ...matching, listingTypes: [LISTING_TYPES.officespace] });
    const off = (await create(PERSONAS.private, { ...matching, active: false })).json().searchagent;
    expect(off.active).toBe(false);
    // The matcher mails a listing once per agent, an inactive agent's earlier mail still counts.
    for (const agent of [first, off]) await insertAgentMatches(t.database.db, agent.id, [listing.id], new Date());
    await insertAgentMatches(t.database.db, first.id, [listing.id], new Date());
    const res = await demand(PERSONAS.brokerAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ demand: { listingId: listing.id, searchAgents: before + 2, mails: mailsBefore + 2 } });
    expect((await demand(PERSONAS.brokerReader)).json().demand.searchAgents).toBe(before + 2);
    expect((await demand(PERSONAS.staff)).statusCode).toBe(200);
  });

  it('answers 403 outside the account and 404 for a listing that does not exist', async () => {
    expect((await demand(PERSONAS.light)).statusCode).toBe(403);
    expect((await demand(PERSONAS.private)).statusCode).toBe(403);
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/listings/99999999/demand' })).statusCode).toBe(404);
    expect((await t.request(null, { method: 'GET', url: `/api/v2/listings/${listing.id}/demand` })).statusCode).toBe(401);
  });
});

describe('postal areas', () => {
  it('lists the postal codes and the municipalities', async () => {
    const areas = (await t.request(PERSONAS.private, { method: 'GET', url: '/api/v2/postal-areas' })).json().postalAreas;
    expect(areas.find((a: { zipCode: string }) => a.zipCode === '8000')).toEqual({
      zipCode: '8000',
      city: 'Aarhus C',
      municipalityCode: 751,
      municipalityName: 'Aarhus',
      regionCode: 1082,
      regionName: 'Region Midtjylland',
    });
    const municipalities = (await t.request(PERSONAS.private, { method: 'GET', url: '/api/v2/municipalities' })).json().municipalities;
    expect(municipalities.find((m: { code: number }) => m.code === 101)).toEqual({
      code: 101,
      name: 'København',
      regionCode: 1084,
      regionName: 'Region Hovedstaden',
    });
    expect(new Set(municipalities.map((m: { code: number }) => m.code)).size).toBe(municipalities.length);
  });
});
