import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../index';
import { favorites, postalAreas, searchAgents } from '../schema';
import { countPostalAreas } from '../../repositories/postalAreas';
import { LISTING_STATUSES, LISTING_TYPES } from '../../../schemas/enums';
import type { SearchAgentInterval } from '../../../schemas/searchAgents';
import { postalAreaRows } from './postalAreas';
import { SEED_NOW, SEED_USERS } from './personas';
import type { SeedListingRow } from './listings';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Seeded agents were last run after every seeded listing change, so a fresh server mails nothing
 * for the demo data; listings created or changed from then on are new to them.
 */
const SEEDED_AGENTS_CHECKED_AT = new Date(SEED_NOW.getTime() + 60 * 60 * 1000);

/**
 * The postal areas are reference data, loaded on their own so that a database seeded before they
 * existed gets them too.
 */
export async function seedPostalAreas(db: Db): Promise<void> {
  if ((await countPostalAreas(db)) > 0) return;
  await db.transaction(async (tx) => {
    if ((await countPostalAreas(tx)) > 0) return;
    await tx.insert(postalAreas).values(postalAreaRows()).onConflictDoNothing();
  });
}

function userId(email: string): number {
  const user = SEED_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`seed: no user ${email}`);
  return user.id;
}

/** The first listings (by id) that are active, public, of the type and in one of the zip ranges. */
function pick(rows: SeedListingRow[], count: number, listingType: number, zip: (zip: number) => boolean): SeedListingRow[] {
  const found = rows
    .filter((r) => r.status === LISTING_STATUSES.active && !r.offMarket && r.listingType === listingType && zip(Number(r.zipCode)))
    .sort((a, b) => a.id - b.id)
    .slice(0, count);
  if (found.length < count) throw new Error(`seed: too few listings of type ${listingType} for the favourites`);
  return found;
}

interface SeedAgent {
  id: number;
  email: string;
  name: string;
  listingTypes: number[];
  municipalityCodes?: number[];
  zipCodes?: string[];
  floorAreaMin?: number;
  floorAreaMax?: number;
  priceMax?: number;
  rentMax?: number;
  facilities?: string[];
  interval: SearchAgentInterval;
  active: boolean;
  ageDays: number;
}

const SEED_AGENTS: SeedAgent[] = [
  {
    id: 1,
    email: 'privat@demo.test',
    name: 'Kontor i København',
    listingTypes: [LISTING_TYPES.rental, LISTING_TYPES.officespace],
    municipalityCodes: [101, 147],
    floorAreaMin: 100,
    floorAreaMax: 500,
    rentMax: 900_000,
    interval: 'daily',
    active: true,
    ageDays: 40,
  },
  {
    id: 2,
    email: 'flere@demo.test',
    name: 'Lager i Trekantområdet',
    listingTypes: [LISTING_TYPES.rental, LISTING_TYPES.sales],
    municipalityCodes: [607, 621, 630],
    floorAreaMin: 500,
    facilities: ['rampe'],
    interval: 'weekly',
    active: true,
    ageDays: 120,
  },
  {
    id: 3,
    email: 'maegler.bruger@demo.test',
    name: 'Investering i Aarhus',
    listingTypes: [LISTING_TYPES.investment],
    zipCodes: ['8000', '8200', '8210'],
    priceMax: 60_000_000,
    interval: 'immediately',
    active: false,
    ageDays: 200,
  },
];

/** Demo favourites and search agents for a few personas; runs inside the main seed transaction. */
export async function seedMemberFeatures(tx: DbOrTx, listingRows: SeedListingRow[]): Promise<void> {
  const copenhagen = (zip: number) => zip < 3000;
  const anywhere = () => true;
  const favouritesOf: [string, SeedListingRow[]][] = [
    [
      'privat@demo.test',
      [
        ...pick(listingRows, 2, LISTING_TYPES.rental, copenhagen),
        ...pick(listingRows, 1, LISTING_TYPES.officespace, copenhagen),
        ...pick(listingRows, 1, LISTING_TYPES.sales, anywhere),
      ],
    ],
    ['flere@demo.test', pick(listingRows, 2, LISTING_TYPES.investment, anywhere)],
  ];
  let favouriteId = 0;
  const favouriteRows = favouritesOf.flatMap(([email, rows]) =>
    rows.map((row, i) => ({
      id: ++favouriteId,
      userId: userId(email),
      listingId: row.id,
      createdAt: new Date(SEED_NOW.getTime() - (30 - i * 5) * DAY_MS),
    })),
  );
  await tx.insert(favorites).values(favouriteRows).onConflictDoNothing();

  await tx
    .insert(searchAgents)
    .values(
      SEED_AGENTS.map((a) => {
        const createdAt = new Date(SEED_NOW.getTime() - a.ageDays * DAY_MS);
        return {
          id: a.id,
          userId: userId(a.email),
          name: a.name,
          listingTypes: a.listingTypes,
          municipalityCodes: a.municipalityCodes ?? [],
          zipCodes: a.zipCodes ?? [],
          floorAreaMin: a.floorAreaMin ?? null,
          floorAreaMax: a.floorAreaMax ?? null,
          priceMax: a.priceMax ?? null,
          rentMax: a.rentMax ?? null,
          facilities: a.facilities ?? [],
          interval: a.interval,
          active: a.active,
          checkedAt: SEEDED_AGENTS_CHECKED_AT,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing();

  for (const table of [favorites, searchAgents] as PgTable[]) {
    await tx.execute(sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`);
  }
}
