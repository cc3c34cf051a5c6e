import { Route } from 'react-router-dom';
import { LISTING_TYPE_NAMES } from 'schemas/enums';
import { preloadable, type PagesByPath } from '../../lib/preloadable';

// Lazy: the pages and the chart library load only when a statistics page is opened.
const accountStatisticsPage = preloadable(() => import('./AccountStatisticsPage').then((m) => m.AccountStatisticsPage));
const listingStatisticsPage = preloadable(() => import('./ListingStatisticsPage').then((m) => m.ListingStatisticsPage));
const marketStatisticsPage = preloadable(() => import('./MarketStatisticsPage').then((m) => m.MarketStatisticsPage));

/** The statistics pages by path, for src/preload.ts. */
export const statisticsPages: PagesByPath = [
  [/^\/account\/statistics$/, accountStatisticsPage],
  [/^\/market-statistics$/, marketStatisticsPage],
  [new RegExp(`^/listings/(${LISTING_TYPE_NAMES.join('|')})/\\d+/statistics$`), listingStatisticsPage],
];

/** The statistics routes, for <CustomRoutes>; the layout's guard applies each route's rule (src/access/routes.ts). */
export const statisticsRoutes = [
  <Route key="account-statistics" path="/account/statistics" element={<accountStatisticsPage.Component />} />,
  <Route key="market-statistics" path="/market-statistics" element={<marketStatisticsPage.Component />} />,
  ...LISTING_TYPE_NAMES.map((family) => (
    <Route key={`${family}-statistics`} path={`/listings/${family}/:id/statistics`} element={<listingStatisticsPage.Component family={family} />} />
  )),
];
