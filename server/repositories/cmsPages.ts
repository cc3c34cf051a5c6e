import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cmsPages } from '../db/schema';
import { badInput, fieldProblem } from '../errors';
import { CMS_PAGE_LABELS, type CmsPageInput, type CmsPageRecord } from '../../schemas/contentAdmin';

export type CmsPageRow = typeof cmsPages.$inferSelect;

export const CMS_PAGE_SORTS = ['path', 'id', 'title', 'position', 'updatedAt'] as const;
export type CmsPageSort = (typeof CMS_PAGE_SORTS)[number];

/** '/member_cms-pages' is depth 0, '/member_cms-pages/vilkaar' depth 1. */
const depthOf = (path: string) => path.split('/').length - 2;

export function toCmsPageRecord(row: CmsPageRow): CmsPageRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    path: row.path,
    pathNode: row.pathNode,
    title: row.title,
    content: row.content,
    online: row.online,
    position: row.position,
    depth: depthOf(row.path),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCmsPages(
  db: DbOrTx,
  page: { limit: number; offset: number; sort: CmsPageSort; order: 'ASC' | 'DESC'; q?: string },
): Promise<{ cmsPages: CmsPageRecord[]; total: number }> {
  const where = page.q ? sql`(${cmsPages.title} ilike ${`%${page.q}%`} or ${cmsPages.path} ilike ${`%${page.q}%`})` : undefined;
  const direction = page.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(cmsPages)
    .where(where)
    .orderBy(direction(cmsPages[page.sort]), direction(cmsPages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cmsPages)
    .where(where);
  return { cmsPages: rows.map(toCmsPageRecord), total: count?.n ?? 0 };
}

export async function findCmsPage(db: DbOrTx, id: number, forUpdate = false): Promise<CmsPageRow | undefined> {
  const query = db.select().from(cmsPages).where(eq(cmsPages.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * The page's full path under its parent; 400 naming the field when the parent is missing, is the
 * page itself or one of its descendants, or another page already has the path.
 */
async function pathFor(db: DbOrTx, input: CmsPageInput, self?: CmsPageRow): Promise<string> {
  let parentPath = '';
  if (input.parentId !== null) {
    const parent = await findCmsPage(db, input.parentId);
    if (!parent) throw badInput({ parentId: `${CMS_PAGE_LABELS.parentId} findes ikke` });
    if (self && (parent.id === self.id || parent.path.startsWith(`${self.path}/`))) {
      throw badInput({ parentId: `${CMS_PAGE_LABELS.parentId} kan ikke være siden selv eller en side under den` });
    }
    parentPath = parent.path;
  }
  const path = `${parentPath}/${input.pathNode}`;
  const [taken] = await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.path, path));
  if (taken && taken.id !== self?.id) throw badInput({ pathNode: fieldProblem('duplicate', `${CMS_PAGE_LABELS.pathNode} ${path} findes allerede`) });
  return path;
}

export async function insertCmsPage(db: DbOrTx, input: CmsPageInput): Promise<CmsPageRow> {
  const path = await pathFor(db, input);
  const [row] = await db
    .insert(cmsPages)
    .values({ ...input, path })
    .returning();
  if (!row) throw new Error('cms_pages: insert returned no row');
  return row;
}

/** Writes the page; a new parent or path segment moves its whole subtree to the new path. */
export async function updateCmsPage(db: DbOrTx, before: CmsPageRow, input: CmsPageInput): Promise<CmsPageRow> {
  const path = await pathFor(db, input, before);
  if (path !== before.path) {
    await db
      .update(cmsPages)
      .set({ path: sql`${path} || substr(${cmsPages.path}, ${before.path.length + 1})`, updatedAt: new Date() })
      .where(sql`starts_with(${cmsPages.path}, ${`${before.path}/`})`);
  }
  const [row] = await db
    .update(cmsPages)
    .set({ ...input, path, version: sql`${cmsPages.version} + 1`, updatedAt: new Date() })
    .where(eq(cmsPages.id, before.id))
    .returning();
  if (!row) throw new Error('cms_pages: update returned no row');
  return row;
}

/** Deletes the page and the pages under it; answers how many pages went. */
export async function deleteCmsPage(db: DbOrTx, page: CmsPageRow): Promise<number> {
  const removed = await db
    .delete(cmsPages)
    .where(and(sql`(${cmsPages.id} = ${page.id} or starts_with(${cmsPages.path}, ${`${page.path}/`}))`))
    .returning({ id: cmsPages.id });
  return removed.length;
}

/** The online page at `path` and the online pages below it, by position. */
export async function onlinePagesFrom(db: DbOrTx, path: string): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.online, true), sql`(${cmsPages.path} = ${path} or starts_with(${cmsPages.path}, ${path + '/'}))`))
    .orderBy(asc(cmsPages.position), asc(cmsPages.id));
}

/** The online page at `path`, if there is one. */
export async function findOnlinePage(db: DbOrTx, path: string) {
  const [page] = await db
    .select({ id: cmsPages.id, path: cmsPages.path, title: cmsPages.title, content: cmsPages.content })
    .from(cmsPages)
    .where(and(eq(cmsPages.path, path), eq(cmsPages.online, true)));
  return page;
}
