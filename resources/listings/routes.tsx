import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { PATHS } from 'src/access/paths';
import { preloadable, type PagesByPath } from 'src/lib/preloadable';
// The families from schemas/enums, not ./families: that brings the listing schemas into the first page.
import { LISTING_TYPE_NAMES as FAMILIES, type ListingTypeName } from 'schemas/enums';

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

/** A family page's route path: `/listings/rental/create`, `/listings/rental/:id/update`. */
const familyPath = (family: ListingTypeName, page: string) => `/listings/${family}/${page}`;

/** The family pages a visit most often starts at (a link, a mail), under /listings/{family}/. */
const FIRST_PAGES = [
  ['create', listingCreate],
  [':id', listingShow],
  [':id/update', listingEdit],
] as const;

/** Those pages by their routes' paths, for src/preload.ts. */
export const listingPages: PagesByPath = FAMILIES.flatMap((family) => FIRST_PAGES.map(([page, loader]) => [familyPath(family, page), loader] as const));

/**
 * SPEC 2's listing family routes, for <CustomRoutes>; the layout's guard applies each route's rule
 * (src/access/routes.ts). /listings and /listings/create are the resource's list and create.
 */
export const listingRoutes = [
  <Route key="offmarket" path="/offmarket/create" element={<OffMarketTypeChooser />} />,
  <Route key="copy" path="/listings/:id/copy" element={<ListingCopyPage />} />,
  <Route key="import" path={PATHS.listingImport} element={<ListingImportPage />} />,
  ...FAMILIES.flatMap((family) => [
    ...FIRST_PAGES.map(([page, loader]) => <Route key={`${family}-${page}`} path={familyPath(family, page)} element={<loader.Component family={family} />} />),
    <Route key={`${family}-close`} path={familyPath(family, ':id/close')} element={<ListingClosePage family={family} />} />,
  ]),
];
