import { Route } from 'react-router-dom';
import { LISTING_TYPE_NAMES, type ListingTypeName } from 'schemas/enums';
import { preloadable, type PagesByPath } from '../../lib/preloadable';

// Lazy: the pages and the chart library load only when a statistics page is opened.
const accountStatisticsPage = preloadable(() => import('./AccountStatisticsPage').then((m) => m.AccountStatisticsPage));
const listingStatisticsPage = preloadable(() => import('./ListingStatisticsPage').then((m) => m.ListingStatisticsPage));
const marketStatisticsPage = preloadable(() => import('./MarketStatisticsPage').then((m) => m.MarketStatisticsPage));

const ACCOUNT_PATH = '/account/statistics';
const MARKET_PATH = '/market-statistics';
const listingPath = (typeName: ListingTypeName) => `/listings/${typeName}/:id/statistics`;

/** The statistics pages by their routes' paths, for src/preload.ts. */
export const statisticsPages: PagesByPath = [
  [ACCOUNT_PATH, accountStatisticsPage],
  [MARKET_PATH, marketStatisticsPage],
  ...LISTING_TYPE_NAMES.map((typeName) => [listingPath(typeName), listingStatisticsPage] as const),
];

/** The statistics routes, for <CustomRoutes>; the layout's guard applies each route's rule (src/access/routes.ts). */
export const statisticsRoutes = [
  <Route key="account-statistics" path={ACCOUNT_PATH} element={<accountStatisticsPage.Component />} />,
  <Route key="market-statistics" path={MARKET_PATH} element={<marketStatisticsPage.Component />} />,
  ...LISTING_TYPE_NAMES.map((typeName) => (
    <Route key={`${typeName}-statistics`} path={listingPath(typeName)} element={<listingStatisticsPage.Component typeName={typeName} />} />
  )),
];
