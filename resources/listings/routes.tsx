import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { PATHS } from 'src/access/paths';
import { preloadable, type PagesByPath } from 'src/lib/preloadable';
import { LISTING_TYPE_NAMES, type ListingTypeName } from 'schemas/enums';

// Lazy: the forms (rjsf) load only when a form is opened, in a chunk of their own.
const listingCreate = preloadable(() => import('./ListingCreate').then((m) => m.ListingCreate));
const listingEdit = preloadable(() => import('./ListingEdit').then((m) => m.ListingEdit));
const listingShow = preloadable(() => import('./ListingShow').then((m) => m.ListingShow));
// The copy and close pages.
const ListingCopyPage = lazy(() => import('./lifecycle/ListingCopyPage').then((m) => ({ default: m.ListingCopyPage })));
const ListingClosePage = lazy(() => import('./lifecycle/ListingClosePage').then((m) => ({ default: m.ListingClosePage })));
// A case system's feed from a file.
const ListingImportPage = lazy(() => import('./import/ListingImportPage').then((m) => ({ default: m.ListingImportPage })));
const OffMarketTypeChooser = lazy(() => import('./ListingTypeChooser').then((m) => ({ default: m.OffMarketTypeChooser })));

/** A listing type page's route path: `/listings/rental/create`, `/listings/rental/:id/update`. */
const typePagePath = (typeName: ListingTypeName, page: string) => `/listings/${typeName}/${page}`;

/** The listing type pages a visit most often starts at (a link, a mail), under /listings/{type}/. */
const FIRST_PAGES = [
  ['create', listingCreate],
  [':id', listingShow],
  [':id/update', listingEdit],
] as const;

/** Those pages by their routes' paths, for src/preload.ts. */
export const listingPages: PagesByPath = LISTING_TYPE_NAMES.flatMap((typeName) =>
  FIRST_PAGES.map(([page, loader]) => [typePagePath(typeName, page), loader] as const),
);

/**
 * SPEC 2's listing type routes, for <CustomRoutes>; the layout's guard applies each route's rule
 * (src/access/routes.ts). /listings and /listings/create are the resource's list and create.
 */
export const listingRoutes = [
  <Route key="offmarket" path="/offmarket/create" element={<OffMarketTypeChooser />} />,
  <Route key="copy" path="/listings/:id/copy" element={<ListingCopyPage />} />,
  <Route key="import" path={PATHS.listingImport} element={<ListingImportPage />} />,
  ...LISTING_TYPE_NAMES.flatMap((typeName) => [
    ...FIRST_PAGES.map(([page, loader]) => (
      <Route key={`${typeName}-${page}`} path={typePagePath(typeName, page)} element={<loader.Component typeName={typeName} />} />
    )),
    <Route key={`${typeName}-close`} path={typePagePath(typeName, ':id/close')} element={<ListingClosePage typeName={typeName} />} />,
  ]),
];
