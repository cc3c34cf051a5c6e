import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { closingReasons, energyLabels, facilities, subcategories, usageProposals } from '../db/schema';

/** The meta lists of SPEC 3: rows a seed or a migration writes, which requests only read. */

export async function listClosingReasons(db: DbOrTx) {
  return db.select().from(closingReasons);
}

export async function closingReasonExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: closingReasons.id }).from(closingReasons).where(eq(closingReasons.id, id));
  return row !== undefined;
}

export async function listSubcategories(db: DbOrTx) {
  return db.select().from(subcategories).orderBy(asc(subcategories.listingType), asc(subcategories.id));
}

export async function listUsageProposals(db: DbOrTx) {
  return db.select().from(usageProposals).orderBy(asc(usageProposals.id));
}

export async function listFacilities(db: DbOrTx) {
  return db.select().from(facilities).orderBy(asc(facilities.id));
}

export async function listEnergyLabels(db: DbOrTx) {
  return db.select().from(energyLabels).orderBy(asc(energyLabels.id));
}

const KEY_COLUMNS = {
  facilities: [facilities, facilities.key],
  usageProposals: [usageProposals, usageProposals.key],
  energyLabels: [energyLabels, energyLabels.code],
} as const;

/** Which of the keys exist in the list (energy labels by their code). */
export async function knownMetaKeys(db: DbOrTx, list: keyof typeof KEY_COLUMNS, keys: string[]): Promise<Set<string>> {
  const [table, column] = KEY_COLUMNS[list];
  const rows = await db.select({ key: column }).from(table).where(inArray(column, keys));
  return new Set(rows.map((r) => r.key));
}
