import { lazy } from 'react';
import type { Announcement } from 'schemas/contentAdmin';

const list = lazy(() => import('./AnnouncementList').then((m) => ({ default: m.AnnouncementList })));
const create = lazy(() => import('./AnnouncementCreate').then((m) => ({ default: m.AnnouncementCreate })));
const edit = lazy(() => import('./AnnouncementEdit').then((m) => ({ default: m.AnnouncementEdit })));

/** Staff content admin: site announcements (zone, type, content, active period). */
export default {
  list,
  create,
  edit,
  recordRepresentation: (a: Announcement) => `#${a.id}`,
};
