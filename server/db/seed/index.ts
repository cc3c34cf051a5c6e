import { scoreUnscoredListings } from '../../services/listingQuality';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../index';
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
} from '../schema';
import { SEED_ANNOUNCEMENTS, SEED_CMS_PAGES } from './content';
import { generateListings } from './listings';
import { seedMemberFeatures, seedPostalAreas } from './memberFeatures';
// Listing status histories and twelve months of listing events.
import { seedActivity } from './activity';
import { generateAddresses } from './addresses';
import { countAddresses, insertAddresses } from '../../repositories/addresses';
// Promotion products and demo promotions.
import { seedDemoPromotions, seedPromotionProducts } from './promotion';
import { seedDemoEnquiries } from './enquiries';
import { seedDemoWebhooks } from './webhooks';
import { SEED_CLOSING_REASONS, SEED_ENERGY_LABELS, SEED_FACILITIES, SEED_SUBCATEGORIES, SEED_USAGE_PROPOSALS } from './meta';
import { authIdFor, DEMO_PASSWORD_HASH, SEED_ACCOUNTS, SEED_ACCOUNT_USERS, SEED_NOW, SEED_USERS } from './personas';

export { DEMO_LOGINS, DEMO_PASSWORD } from './personas';
export { DEMO_IMAGE_NAMES, demoImageUrl } from './listings';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number): Date => new Date(SEED_NOW.getTime() - days * DAY_MS);

/** The persona whose presence means the seed has already run. */
const MARKER_EMAIL = 'staff@demo.test';

/** Tables with serial ids that the seed fills with fixed ids, so their sequences must move past them. */
const SERIAL_TABLES: PgTable[] = [users, accounts, accountUsers, listings, listingImages, siteAnnouncements, cmsPages];

const IMAGE_BATCH = 500;
const LISTING_BATCH = 100;

async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${MARKER_EMAIL}`)
    .limit(1);
  return rows.length > 0;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Loads the demo data (README.md, 'Demo logins'). Idempotent: a database that already holds the
 * personas is left as it is; otherwise every row goes in with a fixed id in one transaction, so a
 * crash halfway leaves nothing behind and the rows are the same on every machine.
 */
export async function seed(db: Db): Promise<void> {
  await seedAddressRegister(db);
  await seedPostalAreas(db);
  await seedPromotionProducts(db);
  if (await isSeeded(db)) {
    await scoreUnscoredListings(db);
    return;
  }
  const generated = generateListings();

  await db.transaction(async (tx) => {
    if (await isSeeded(tx)) return;

    await tx.insert(closingReasons).values(SEED_CLOSING_REASONS).onConflictDoNothing();
    await tx.insert(energyLabels).values(SEED_ENERGY_LABELS).onConflictDoNothing();
    await tx
      .insert(subcategories)
      .values(SEED_SUBCATEGORIES.map(({ id, listingType, key, name }) => ({ id, listingType, key, name })))
      .onConflictDoNothing();
    await tx.insert(facilities).values(SEED_FACILITIES).onConflictDoNothing();
    await tx.insert(usageProposals).values(SEED_USAGE_PROPOSALS).onConflictDoNothing();

    await tx
      .insert(users)
      .values(
        SEED_USERS.map((u, i) => ({
          id: u.id,
          authId: authIdFor(u.id),
          email: u.email,
          name: u.name,
          passwordHash: u.registered ? DEMO_PASSWORD_HASH : null,
          verified: true,
          isStaff: u.isStaff,
          createdAt: daysBefore(700 - i * 7),
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(accounts)
      .values(
        SEED_ACCOUNTS.map((a) => ({
          id: a.id,
          accountType: a.accountType,
          name: a.name,
          email: a.email,
          ccEmail: a.ccEmail,
          website: a.website,
          phoneNumber: a.phoneNumber,
          description: a.description,
          streetName: a.streetName,
          streetNumber: a.streetNumber,
          floor: a.floor,
          door: a.door,
          zipCode: a.zipCode,
          city: a.city,
          logoUrl: null,
          organization: a.organization,
          listingSupplier: a.listingSupplier,
          billingId: a.billingId,
          permissions: a.permissions,
          createdAt: daysBefore(720 - a.id * 3),
          updatedAt: daysBefore(120 - a.id * 3),
        })),
      )
      .onConflictDoNothing();

    const userIdByEmail = new Map(SEED_USERS.map((u) => [u.email, u.id]));
    await tx
      .insert(accountUsers)
      .values(
        SEED_ACCOUNT_USERS.map((au, i) => {
          const userId = userIdByEmail.get(au.userEmail);
          if (userId === undefined) throw new Error(`seed: account user ${au.userEmail} is not a seeded user`);
          return { id: i + 1, accountId: au.accountId, userId, role: au.role, createdAt: daysBefore(690 - i * 5) };
        }),
      )
      .onConflictDoNothing();

    for (const batch of chunks(generated.listings, LISTING_BATCH)) {
      await tx.insert(listings).values(batch).onConflictDoNothing();
    }
    for (const batch of chunks(generated.images, IMAGE_BATCH)) {
      await tx.insert(listingImages).values(batch).onConflictDoNothing();
    }

    await tx
      .insert(siteAnnouncements)
      .values(SEED_ANNOUNCEMENTS.map((a) => ({ ...a, activeFrom: null, activeTo: null, createdAt: daysBefore(14), updatedAt: daysBefore(14) })))
      .onConflictDoNothing();
    await tx
      .insert(cmsPages)
      .values(SEED_CMS_PAGES.map((p) => ({ ...p, createdAt: daysBefore(400), updatedAt: daysBefore(400) })))
      .onConflictDoNothing();

    await seedMemberFeatures(tx, generated.listings);
    await seedActivity(tx, generated.listings);
    await seedDemoPromotions(tx, generated.listings, generated.images);
    await seedDemoEnquiries(tx, generated.listings);
    await seedDemoWebhooks(tx, generated.listings);

    for (const table of SERIAL_TABLES) await tx.execute(resetSequence(table));
  });
  // The demo listings, and on an older database those written before the score existed.
  await scoreUnscoredListings(db);
}

/** Moves a serial sequence past the fixed ids, so the next insert without an id does not collide. */
function resetSequence(table: PgTable): SQL {
  return sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`;
}

/**
 * The offline address register, on its own so that a database seeded before the register existed
 * gets it too. It holds every address the demo listings use (they are the same on every run).
 */
async function seedAddressRegister(db: Db): Promise<void> {
  if ((await countAddresses(db)) > 0) return;
  await db.transaction(async (tx) => {
    if ((await countAddresses(tx)) > 0) return;
    await insertAddresses(tx, generateAddresses(generateListings().addresses));
  });
}
