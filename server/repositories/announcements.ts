import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { siteAnnouncements } from '../db/schema';
import type { Announcement, AnnouncementInput } from '../../schemas/contentAdmin';

export type AnnouncementRow = typeof siteAnnouncements.$inferSelect;

export const ANNOUNCEMENT_SORTS = ['id', 'zone', 'type', 'activeFrom', 'activeTo', 'updatedAt'] as const;
export type AnnouncementSort = (typeof ANNOUNCEMENT_SORTS)[number];

export function toAnnouncement(row: AnnouncementRow, now = new Date()): Announcement {
  return {
    id: row.id,
    zone: row.zone,
    type: row.type,
    content: row.content,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeTo: row.activeTo?.toISOString() ?? null,
    current: (!row.activeFrom || row.activeFrom <= now) && (!row.activeTo || row.activeTo > now),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (input: AnnouncementInput) => ({
  zone: input.zone,
  type: input.type,
  content: input.content,
  activeFrom: input.activeFrom ? new Date(input.activeFrom) : null,
  activeTo: input.activeTo ? new Date(input.activeTo) : null,
});

export async function listAnnouncements(
  db: DbOrTx,
  page: { limit: number; offset: number; sort: AnnouncementSort; order: 'ASC' | 'DESC'; zone?: string },
): Promise<{ announcements: Announcement[]; total: number }> {
  const where = page.zone ? eq(siteAnnouncements.zone, page.zone) : undefined;
  const direction = page.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(siteAnnouncements)
    .where(where)
    .orderBy(direction(siteAnnouncements[page.sort]), direction(siteAnnouncements.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteAnnouncements)
    .where(where);
  return { announcements: rows.map((r) => toAnnouncement(r)), total: count?.n ?? 0 };
}

export async function findAnnouncement(db: DbOrTx, id: number, forUpdate = false): Promise<AnnouncementRow | undefined> {
  const query = db.select().from(siteAnnouncements).where(eq(siteAnnouncements.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertAnnouncement(db: DbOrTx, input: AnnouncementInput): Promise<AnnouncementRow> {
  const [row] = await db.insert(siteAnnouncements).values(columnsOf(input)).returning();
  if (!row) throw new Error('site_announcements: insert returned no row');
  return row;
}

export async function updateAnnouncement(db: DbOrTx, id: number, input: AnnouncementInput): Promise<AnnouncementRow> {
  const [row] = await db
    .update(siteAnnouncements)
    .set({ ...columnsOf(input), version: sql`${siteAnnouncements.version} + 1`, updatedAt: new Date() })
    .where(eq(siteAnnouncements.id, id))
    .returning();
  if (!row) throw new Error('site_announcements: update returned no row');
  return row;
}

export async function deleteAnnouncement(db: DbOrTx, id: number): Promise<void> {
  await db.delete(siteAnnouncements).where(eq(siteAnnouncements.id, id));
}

/** The announcements of a zone that are shown now, in the order they were made. */
export async function currentAnnouncements(db: DbOrTx, zone: string) {
  return db
    .select({ id: siteAnnouncements.id, zone: siteAnnouncements.zone, type: siteAnnouncements.type, content: siteAnnouncements.content })
    .from(siteAnnouncements)
    .where(
      and(
        eq(siteAnnouncements.zone, zone),
        or(isNull(siteAnnouncements.activeFrom), lte(siteAnnouncements.activeFrom, sql`now()`)),
        or(isNull(siteAnnouncements.activeTo), gt(siteAnnouncements.activeTo, sql`now()`)),
      ),
    )
    .orderBy(asc(siteAnnouncements.id));
}
