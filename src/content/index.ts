/*
 * Content from the content service: site announcements on top of the app, the CMS pages as
 * routes and navigation items, and the sanitising all of their HTML goes through.
 */
export { AnnouncementsBar } from './AnnouncementsBar';
export { withAnnouncements } from './withAnnouncements';
export { CmsNavItems } from './CmsNavItems';
export { useCmsPages, cmsEntries, findCmsEntry, type CmsEntry } from './cmsPages';
export { sanitizeHtml, SafeHtml } from './sanitize';
export { CMS_ROUTE_PATH } from './cmsRoute';
