import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { LISTING_TYPE_NAMES } from 'schemas/enums';

// Lazy: the pages and the chart library load only when a statistics page is opened.
const AccountStatisticsPage = lazy(() => import('./AccountStatisticsPage').then((m) => ({ default: m.AccountStatisticsPage })));
const ListingStatisticsPage = lazy(() => import('./ListingStatisticsPage').then((m) => ({ default: m.ListingStatisticsPage })));
const MarketStatisticsPage = lazy(() => import('./MarketStatisticsPage').then((m) => ({ default: m.MarketStatisticsPage })));

/** The statistics routes, for <CustomRoutes>; the layout's guard applies each route's rule (src/access/routes.ts). */
export const statisticsRoutes = [
  <Route key="account-statistics" path="/account/statistics" element={<AccountStatisticsPage />} />,
  <Route key="market-statistics" path="/market-statistics" element={<MarketStatisticsPage />} />,
  ...LISTING_TYPE_NAMES.map((family) => (
    <Route key={`${family}-statistics`} path={`/listings/${family}/:id/statistics`} element={<ListingStatisticsPage family={family} />} />
  )),
];
