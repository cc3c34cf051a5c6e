import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { listings, searchAgentMatches, searchAgents, users } from '../db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import type { SearchAgent, SearchAgentInput, SearchAgentInterval } from '../../schemas/searchAgents';
import { omit } from '../omit';

export type SearchAgentRow = typeof searchAgents.$inferSelect;

export const SEARCH_AGENT_SORTS = ['name', 'id', 'interval', 'createdAt', 'updatedAt'] as const;
export type SearchAgentSort = (typeof SEARCH_AGENT_SORTS)[number];

export function toSearchAgent(row: SearchAgentRow, matches: number): SearchAgent {
  return {
    id: row.id,
    name: row.name,
    listingTypes: row.listingTypes,
    municipalityCodes: row.municipalityCodes,
    zipCodes: row.zipCodes,
    floorAreaMin: row.floorAreaMin,
    floorAreaMax: row.floorAreaMax,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    rentMin: row.rentMin,
    rentMax: row.rentMax,
    facilities: row.facilities,
    interval: row.interval as SearchAgentInterval,
    active: row.active,
    matches,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a user sets, from validated input; absent bounds are stored as null. */
function columnsOf(input: SearchAgentInput) {
  return {
    name: input.name,
    listingTypes: [...new Set(input.listingTypes)].sort(),
    municipalityCodes: [...new Set(input.municipalityCodes)].sort((a, b) => a - b),
    zipCodes: [...new Set(input.zipCodes)].sort(),
    floorAreaMin: input.floorAreaMin ?? null,
    floorAreaMax: input.floorAreaMax ?? null,
    priceMin: input.priceMin ?? null,
    priceMax: input.priceMax ?? null,
    rentMin: input.rentMin ?? null,
    rentMax: input.rentMax ?? null,
    facilities: [...new Set(input.facilities)].sort(),
    interval: input.interval,
    active: input.active,
  };
}

export async function matchCounts(db: DbOrTx, agentIds: number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: searchAgentMatches.searchAgentId, n: sql<number>`count(*)::int` })
    .from(searchAgentMatches)
    .where(inArray(searchAgentMatches.searchAgentId, agentIds))
    .groupBy(searchAgentMatches.searchAgentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listSearchAgents(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number; sort: SearchAgentSort; order: 'ASC' | 'DESC' },
): Promise<{ searchagents: SearchAgent[]; total: number }> {
  const column = searchAgents[page.sort];
  const direction = page.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(searchAgents)
    .where(eq(searchAgents.userId, userId))
    .orderBy(direction(column), direction(searchAgents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchAgents)
    .where(eq(searchAgents.userId, userId));
  const counts = await matchCounts(
    db,
    rows.map((r) => r.id),
  );
  return { searchagents: rows.map((r) => toSearchAgent(r, counts.get(r.id) ?? 0)), total: count?.n ?? 0 };
}

/** The user's own agent; another user's agent is as absent as a missing one. */
export async function findOwnSearchAgent(db: DbOrTx, userId: number, id: number): Promise<SearchAgentRow | undefined> {
  const [row] = await db
    .select()
    .from(searchAgents)
    .where(and(eq(searchAgents.id, id), eq(searchAgents.userId, userId)));
  return row;
}

export async function insertSearchAgent(db: DbOrTx, userId: number, input: SearchAgentInput, now: Date): Promise<SearchAgentRow> {
  const [row] = await db
    .insert(searchAgents)
    .values({ userId, ...columnsOf(input), checkedAt: now, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('search_agents: insert returned no row');
  return row;
}

/**
 * Writes the user's changes if the agent is still as read (`before.version`); null when someone else got
 * there first. An agent switched back on starts from now, so it does not mail what changed while it was off.
 */
export async function updateSearchAgent(db: DbOrTx, before: SearchAgentRow, input: SearchAgentInput, now: Date): Promise<SearchAgentRow | null> {
  const reactivated = !before.active && input.active;
  const [row] = await db
    .update(searchAgents)
    .set({
      ...columnsOf(input),
      ...(reactivated ? { checkedAt: now } : {}),
      version: sql`${searchAgents.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(searchAgents.id, before.id), eq(searchAgents.version, before.version)))
    .returning();
  return row ?? null;
}

export async function deleteSearchAgent(db: DbOrTx, id: number): Promise<void> {
  await db.delete(searchAgents).where(eq(searchAgents.id, id));
}

/** The fields a user set, for the audit log. */
export function auditFields(row: SearchAgentRow): Record<string, unknown> {
  return omit(row, 'id', 'userId', 'checkedAt', 'version', 'createdAt', 'updatedAt');
}

// ---------------------------------------------------------------------------------------------
// The matcher's reads and writes

/** What the matcher needs of a listing. */
export interface MatchableListing {
  id: number;
  accountId: number;
  listingType: number;
  title: string;
  addressText: string;
  zipCode: string | null;
  floorArea: number | null;
  price: number | null;
  facilities: string[];
  /** When it was created or last changed, whichever is later. */
  changedAt: Date;
}

const changedAt = sql`greatest(${listings.createdAt}, ${listings.updatedAt})`;

const matchableColumns = {
  id: listings.id,
  accountId: listings.accountId,
  listingType: listings.listingType,
  title: listings.title,
  addressText: listings.addressText,
  zipCode: listings.zipCode,
  floorArea: listings.floorArea,
  price: listings.price,
  facilities: sql<unknown>`${listings.fields} -> 'facilities'`,
  changedAt: sql<string | Date>`${changedAt}`,
};

function toMatchable<T extends { facilities: unknown; changedAt: string | Date }>(
  row: T,
): Omit<T, 'facilities' | 'changedAt'> & Pick<MatchableListing, 'facilities' | 'changedAt'> {
  return {
    ...row,
    facilities: Array.isArray(row.facilities) ? row.facilities.filter((f): f is string => typeof f === 'string') : [],
    changedAt: new Date(row.changedAt),
  };
}

/** Active, public listings: the only ones an agent ever mails. */
const isPublicListing = and(eq(listings.status, LISTING_STATUSES.active), eq(listings.offMarket, false));

async function publicMatchableListings(db: DbOrTx, where: SQL | undefined): Promise<MatchableListing[]> {
  const rows = await db.select(matchableColumns).from(listings).where(and(isPublicListing, where));
  return rows.map(toMatchable);
}

/** The active, public listings created or changed after `after` and not after `until`. */
export async function publicListingsChangedBetween(db: DbOrTx, after: Date, until: Date): Promise<MatchableListing[]> {
  return publicMatchableListings(db, sql`${changedAt} > ${after.toISOString()}::timestamptz and ${changedAt} <= ${until.toISOString()}::timestamptz`);
}

/** The listing, if it is active and public. */
export async function findPublicMatchableListing(db: DbOrTx, listingId: number): Promise<MatchableListing | undefined> {
  const [listing] = await publicMatchableListings(db, eq(listings.id, listingId));
  return listing;
}

/** The listing as the matcher sees it, whatever its state, with its status; undefined when it does not exist. */
export async function findMatchableListing(db: DbOrTx, listingId: number): Promise<(MatchableListing & { status: number }) | undefined> {
  const [row] = await db
    .select({ ...matchableColumns, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row && toMatchable(row);
}

export interface AgentWithOwner {
  agent: SearchAgentRow;
  email: string;
  authId: string;
}

/**
 * Which agents are due: the 'immediately' ones whenever named, the others when their last run was at or
 * before the time given for their interval.
 */
export type DueIntervals = { interval: 'immediately' } | { interval: Exclude<SearchAgentInterval, 'immediately'>; checkedBefore: Date };

/** The active agents of users who are not deleted that are due, by id, with their owner's e-mail. */
export async function dueAgentsWithOwners(db: DbOrTx, due: readonly DueIntervals[]): Promise<AgentWithOwner[]> {
  const parts = due.map((d) =>
    d.interval === 'immediately'
      ? sql`${searchAgents.interval} = 'immediately'`
      : and(eq(searchAgents.interval, d.interval), lte(searchAgents.checkedAt, d.checkedBefore)),
  );
  return db
    .select({ agent: searchAgents, email: users.email, authId: users.authId })
    .from(searchAgents)
    .innerJoin(users, eq(users.id, searchAgents.userId))
    .where(and(eq(searchAgents.active, true), isNull(users.deletedAt), parts.length > 0 ? or(...parts) : sql`false`))
    .orderBy(asc(searchAgents.id));
}

export async function activeSearchAgents(db: DbOrTx): Promise<SearchAgentRow[]> {
  return db.select().from(searchAgents).where(eq(searchAgents.active, true));
}

/** Records that the agent matched the listings; answers those it had not matched before. */
export async function insertAgentMatches(db: DbOrTx, agentId: number, listingIds: number[], at: Date): Promise<Set<number>> {
  const inserted = await db
    .insert(searchAgentMatches)
    .values(listingIds.map((listingId) => ({ searchAgentId: agentId, listingId, matchedAt: at })))
    .onConflictDoNothing()
    .returning({ listingId: searchAgentMatches.listingId });
  return new Set(inserted.map((r) => r.listingId));
}

/** How many agents have mailed the listing: one mail each (an agent never mails a listing twice). */
export async function listingMatchCount(db: DbOrTx, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchAgentMatches)
    .where(eq(searchAgentMatches.listingId, listingId));
  return row?.n ?? 0;
}

/** Notes the mail the agent's matches of these listings went out in. */
export async function setMatchesMail(db: DbOrTx, agentId: number, listingIds: number[], mailId: number): Promise<void> {
  await db
    .update(searchAgentMatches)
    .set({ mailId })
    .where(and(eq(searchAgentMatches.searchAgentId, agentId), inArray(searchAgentMatches.listingId, listingIds)));
}

/** The agent's last run. */
export async function setAgentCheckedAt(db: DbOrTx, agentId: number, at: Date): Promise<void> {
  await db.update(searchAgents).set({ checkedAt: at }).where(eq(searchAgents.id, agentId));
}
