import { useQuery } from '@tanstack/react-query';
import { MEMBER_CMS_ROOT } from 'schemas/cmsPaths';
import { isObject } from 'schemas/isObject';
import type { CmsPage } from 'schemas/meta';
import { useMemberDataProvider } from '../providers/dataProvider';
import { useFirstContentShown } from '../lib/afterFirstContent';

/** A CMS page with the SPA path it opens at: its path in the content service. */
export interface CmsEntry {
  id: number;
  path: string;
  title: string;
  children: CmsEntry[];
}

/**
 * The pages of the answer (CmsPageTreeSchema), each whole or left out with its children. Read without zod: every
 * signed-in page asks for the tree once its content is there, and zod would bring other pages' schemas with it.
 */
export function cmsPagesOf(answer: unknown): CmsPage[] {
  const list: unknown[] = isObject(answer) && Array.isArray(answer.children) ? answer.children : [];
  return list.flatMap((item): CmsPage[] =>
    isObject(item) && typeof item.id === 'number' && Number.isInteger(item.id) && typeof item.pathNode === 'string' && typeof item.title === 'string'
      ? [{ id: item.id, pathNode: item.pathNode, title: item.title, children: cmsPagesOf(item) }]
      : [],
  );
}

/** The tree of SPEC 7's answer, each page with its path below the root. */
export function cmsEntries(pages: readonly CmsPage[], base: string = MEMBER_CMS_ROOT): CmsEntry[] {
  return pages.map((page) => {
    const path = `${base}/${page.pathNode}`;
    return { id: page.id, path, title: page.title, children: cmsEntries(page.children, path) };
  });
}

export function findCmsEntry(entries: readonly CmsEntry[], path: string): CmsEntry | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry;
    const found = findCmsEntry(entry.children, path);
    if (found) return found;
  }
  return undefined;
}

/**
 * SPEC 2 and 7: the member CMS pages, loaded once at start from /content/online-pages. When that
 * fails there are simply no CMS pages: no navigation items, and their paths are not found. The navigation
 * asks once the page's first content is there (`afterContent`); a CMS page itself at once.
 */
export function useCmsPages({ afterContent = false }: { afterContent?: boolean } = {}): { entries: CmsEntry[]; isPending: boolean } {
  const dataProvider = useMemberDataProvider();
  const contentShown = useFirstContentShown();
  const { data, isPending } = useQuery({
    enabled: !afterContent || contentShown,
    queryKey: ['cms', 'online-pages', MEMBER_CMS_ROOT],
    queryFn: async ({ signal }) => cmsEntries(cmsPagesOf(await dataProvider.cmsPageTree(MEMBER_CMS_ROOT, signal))),
    retry: false,
    staleTime: Infinity,
  });
  return { entries: data ?? [], isPending };
}
