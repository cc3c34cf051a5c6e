import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { PATHS } from 'src/access/paths';
// The families from schemas/enums, not ./families: that brings the listing schemas into the first page.
import { LISTING_TYPE_NAMES as FAMILIES } from 'schemas/enums';

// Lazy: the forms (rjsf) load only when a form is opened, in a chunk of their own.
const ListingCreate = lazy(() => import('./ListingCreate').then((m) => ({ default: m.ListingCreate })));
const ListingEdit = lazy(() => import('./ListingEdit').then((m) => ({ default: m.ListingEdit })));
const ListingShow = lazy(() => import('./ListingShow').then((m) => ({ default: m.ListingShow })));
// The copy and close pages.
const ListingCopyPage = lazy(() => import('./lifecycle/ListingCopyPage').then((m) => ({ default: m.ListingCopyPage })));
const ListingClosePage = lazy(() => import('./lifecycle/ListingClosePage').then((m) => ({ default: m.ListingClosePage })));
// A case system's feed from a file.
const ListingImportPage = lazy(() => import('./import/ListingImportPage').then((m) => ({ default: m.ListingImportPage })));
const OffMarketTypeChooser = lazy(() => import('./ListingTypeChooser').then((m) => ({ default: m.OffMarketTypeChooser })));

/**
 * SPEC 2's listing family routes, for <CustomRoutes>; the layout's guard applies each route's rule
 * (src/access/routes.ts). /listings and /listings/create are the resource's list and create.
 */
export const listingRoutes = [
  <Route key="offmarket" path="/offmarket/create" element={<OffMarketTypeChooser />} />,
  <Route key="copy" path="/listings/:id/copy" element={<ListingCopyPage />} />,
  <Route key="import" path={PATHS.listingImport} element={<ListingImportPage />} />,
  ...FAMILIES.flatMap((family) => [
    <Route key={`${family}-create`} path={`/listings/${family}/create`} element={<ListingCreate family={family} />} />,
    <Route key={`${family}-show`} path={`/listings/${family}/:id`} element={<ListingShow family={family} />} />,
    <Route key={`${family}-update`} path={`/listings/${family}/:id/update`} element={<ListingEdit family={family} />} />,
    <Route key={`${family}-close`} path={`/listings/${family}/:id/close`} element={<ListingClosePage family={family} />} />,
  ]),
];
