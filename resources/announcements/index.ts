import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { Announcement } from 'schemas/contentAdmin';

const list = lazy(() => import('./AnnouncementList').then((m) => ({ default: m.AnnouncementList })));
const create = lazy(() => import('./AnnouncementCreate').then((m) => ({ default: m.AnnouncementCreate })));
const edit = lazy(() => import('./AnnouncementEdit').then((m) => ({ default: m.AnnouncementEdit })));

/** Staff content admin: site announcements (zone, type, content, active period). */
export default {
  list,
  create,
  edit,
  icon: CampaignIcon,
  recordRepresentation: (a: Announcement) => `#${a.id}`,
};
