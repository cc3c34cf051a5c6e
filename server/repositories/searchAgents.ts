import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { searchAgentMatches, searchAgents } from '../db/schema';
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
