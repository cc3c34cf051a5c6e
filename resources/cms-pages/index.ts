import { lazy } from 'react';
import type { CmsPageRecord } from 'schemas/contentAdmin';

const list = lazy(() => import('./CmsPageList').then((m) => ({ default: m.CmsPageList })));
const create = lazy(() => import('./CmsPageCreate').then((m) => ({ default: m.CmsPageCreate })));
const edit = lazy(() => import('./CmsPageEdit').then((m) => ({ default: m.CmsPageEdit })));

/** Staff content admin: the CMS pages (tree, path, title, content, online or not). */
export default {
  list,
  create,
  edit,
  recordRepresentation: (page: CmsPageRecord) => page.path,
};
