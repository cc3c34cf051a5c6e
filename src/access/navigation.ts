import { PATHS } from './paths';

export interface NavItem {
  /** The route of src/access/routes.ts it opens. */
  path: string;
  /** An i18n key. */
  label: string;
  /** A count shown beside the label: the new enquiries. */
  count?: 'newEnquiries';
}

/**
 * SPEC 2's third navigation row, in its order. Each item shows only where the guard would let the user
 * through (or only asks for an account first), so the row follows the same rules as the routes.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: PATHS.listings, label: 'app.nav.listings' },
  { path: '/enquiries', label: 'app.nav.enquiries', count: 'newEnquiries' },
  { path: '/account/statistics', label: 'app.nav.account_statistics' },
  { path: '/market-statistics', label: 'app.nav.market_statistics' },
  { path: PATHS.account, label: 'app.nav.account' },
  { path: PATHS.promotionOrders, label: 'app.nav.promotion_orders' },
  { path: PATHS.favorites, label: 'app.nav.favorites' },
  { path: '/searchagents', label: 'app.nav.searchagents' },
  { path: '/accounts', label: 'app.nav.all_accounts' },
  // Staff content admin
  { path: '/announcements', label: 'app.content_admin.nav_announcements' },
  { path: '/cms-pages', label: 'app.content_admin.nav_cms_pages' },
  { path: '/outbox-mails', label: 'app.content_admin.nav_outbox' },
  { path: '/staff/enquiries', label: 'app.content_admin.nav_enquiry_data' },
];

/** SPEC 2's links to the public site, below its base URL (GET /api/v2/config). */
export const PUBLIC_SITE_LINKS: readonly NavItem[] = [
  { path: '/soeg-ejendom', label: 'app.public_site.search' },
  { path: '/find-maegler', label: 'app.public_site.brokers' },
  { path: '/nyheder', label: 'app.public_site.news' },
  { path: '/statistik', label: 'app.public_site.statistics' },
  { path: '/om-os', label: 'app.public_site.about' },
];

export function publicSiteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
