import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../server/db/index';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  accounts,
  accountUsers,
  closingReasons,
  cmsPages,
  energyLabels,
  facilities,
  listingImages,
  listings,
  siteAnnouncements,
  subcategories,
  usageProposals,
  users,
} from '../../server/db/schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from '../../server/db/seed/index';
import { verifyPassword } from '../../server/services/passwords';

const TABLES: Record<string, PgTable> = {
  users,
  accounts,
  accountUsers,
  listings,
  listingImages,
  closingReasons,
  subcategories,
  facilities,
  usageProposals,
  energyLabels,
  siteAnnouncements,
  cmsPages,
};

const PERSONAS = [
  'staff@demo.test',
  'maegler.admin@demo.test',
  'maegler.bruger@demo.test',
  'maegler.laeser@demo.test',
  'light@demo.test',
  'premium@demo.test',
  'statistik@demo.test',
  'kommune@demo.test',
  'flere@demo.test',
  'privat@demo.test',
];

let database: Database;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = Number(row?.n);
  }
  return out;
}

/** Each persona's account memberships as "account name: sorted roles". */
async function rolesOf(email: string): Promise<Record<string, number[]>> {
  const rows = await database.db
    .select({ account: accounts.name, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(users.email, email))
    .orderBy(asc(accountUsers.role));
  const out: Record<string, number[]> = {};
  for (const { account, role } of rows) (out[account] ??= []).push(role);
  return out;
}

describe('demo seed', () => {
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await seed(database.db);
    firstCounts = await counts();
    await seed(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('changes nothing when run a second time', async () => {
    expect(await counts()).toEqual(firstCounts);
    expect(firstCounts['users']).toBeGreaterThan(0);
  });

  it('lets later inserts with serial ids follow the fixed ids', async () => {
    const [inserted] = await database.db.insert(cmsPages).values({ path: '/seed-test', pathNode: 'seed-test', title: 'Test' }).returning({ id: cmsPages.id });
    expect(inserted?.id).toBeGreaterThan(4);
    await database.db.delete(cmsPages).where(eq(cmsPages.path, '/seed-test'));
  });

  it('creates every persona, verified, with the demo password', async () => {
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    for (const email of PERSONAS) {
      const user = byEmail.get(email);
      expect(user, email).toBeDefined();
      expect(user?.verified).toBe(true);
      expect(user?.isStaff).toBe(email === 'staff@demo.test');
    }
    expect(DEMO_LOGINS.map((l) => l.email)).toEqual(PERSONAS);
    const hash = byEmail.get('maegler.admin@demo.test')?.passwordHash;
    expect(hash && (await verifyPassword(DEMO_PASSWORD, hash, 'test'))).toBe(true);
    expect(byEmail.get('ny.kollega@demo.test')?.passwordHash).toBeNull();
  });

  it('gives each persona its account roles', async () => {
    const broker = 'Nordhavn Erhvervsmægler ApS';
    expect(await rolesOf('staff@demo.test')).toEqual({});
    expect(await rolesOf('maegler.admin@demo.test')).toEqual({ [broker]: [1, 2] });
    expect(await rolesOf('maegler.bruger@demo.test')).toEqual({ [broker]: [2] });
    expect(await rolesOf('maegler.laeser@demo.test')).toEqual({ [broker]: [3] });
    expect(await rolesOf('light@demo.test')).toEqual({ 'Lille Udlejer ApS': [1] });
    expect(await rolesOf('premium@demo.test')).toEqual({ 'Premium Ejendomme A/S': [1] });
    expect(await rolesOf('statistik@demo.test')).toEqual({ 'Markedsdata ApS': [1] });
    expect(await rolesOf('kommune@demo.test')).toEqual({ 'Aarhus Kommune Erhverv': [1] });
    expect(await rolesOf('flere@demo.test')).toEqual({ [broker]: [2], 'Premium Ejendomme A/S': [1] });
    expect(await rolesOf('privat@demo.test')).toEqual({});
    expect(await rolesOf('ny.kollega@demo.test')).toEqual({ [broker]: [2] });
    expect(await rolesOf('tidligere@demo.test')).toEqual({});
  });

  it('gives the accounts their types and permissions', async () => {
    const rows = await database.db.select().from(accounts);
    const byName = new Map(rows.map((a) => [a.name, a]));
    const granted = (name: string) =>
      Object.entries(byName.get(name)?.permissions ?? {})
        .filter(([, on]) => on)
        .map(([p]) => p)
        .sort();
    expect(byName.get('Nordhavn Erhvervsmægler ApS')?.accountType).toBe(1);
    expect(granted('Nordhavn Erhvervsmægler ApS')).toHaveLength(7);
    expect(granted('Lille Udlejer ApS')).toEqual(['rentalListing']);
    expect(granted('Premium Ejendomme A/S')).not.toContain('marketStatistics');
    expect(granted('Premium Ejendomme A/S')).toHaveLength(6);
    expect(granted('Markedsdata ApS')).toEqual(['marketStatistics']);
    expect(granted('Aarhus Kommune Erhverv')).toEqual(['accountSettings', 'rentalListing', 'salesListing']);
    for (const account of rows) expect(Object.keys(account.permissions)).toHaveLength(7);
  });

  it('creates about 340 listings over every type and status, within the form limits', async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(280);
    expect(rows.length).toBeLessThanOrEqual(360);
    expect(new Set(rows.map((l) => l.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(rows.map((l) => l.listingType))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.filter((l) => l.listingType === 4 && l.offMarket)).toEqual([]);
    for (const l of rows) {
      expect(l.title.length, l.title).toBeGreaterThanOrEqual(20);
      expect(l.title.length, l.title).toBeLessThanOrEqual(128);
    }
    for (const l of rows.filter((r) => r.status === 5 || r.status === 6)) {
      expect(l.closedSince).not.toBeNull();
      expect(l.closingReasonId).not.toBeNull();
    }
  });

  it('only puts listings on accounts whose permissions allow their type', async () => {
    const rows = await database.db
      .select({ type: listings.listingType, permissions: accounts.permissions })
      .from(listings)
      .innerJoin(accounts, eq(accounts.id, listings.accountId));
    const needed = ['rentalListing', 'investmentListing', 'salesListing', 'officeSpaceListing'];
    for (const row of rows) expect(row.permissions[needed[row.type - 1] ?? '']).toBe(true);
  });

  it('gives off-market listings one image and the others three to six', async () => {
    const rows = await database.db
      .select({ offMarket: listings.offMarket, images: sql<number>`count(${listingImages.id})::int` })
      .from(listings)
      .leftJoin(listingImages, eq(listingImages.listingId, listings.id))
      .groupBy(listings.id, listings.offMarket);
    for (const row of rows) {
      if (row.offMarket) expect(row.images).toBe(1);
      else expect(row.images).toBeGreaterThanOrEqual(3);
      if (!row.offMarket) expect(row.images).toBeLessThanOrEqual(6);
    }
  });

  it("has SPEC 4's four closing reasons and the freshness check's, with their Danish names", async () => {
    const rows = await database.db.select().from(closingReasons).orderBy(asc(closingReasons.id));
    expect(rows.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 1, name: 'Udlejet/solgt' },
      { id: 2, name: 'Afmeldt af anden årsag' },
      { id: 3, name: 'Arealet på adressen er ændret' },
      { id: 4, name: 'Formidlingsaftalen er ophørt' },
      { id: 5, name: 'Ikke bekræftet aktuel' },
    ]);
  });
});
