import { lazy } from 'react';
import type { ListingSummary } from 'schemas/listings/record';
import { preloadable } from 'src/lib/preloadable';

/** The index, loaded ahead on a visit that starts there (src/preload.ts). */
export const listingIndex = preloadable(() => import('./ListingIndex').then((m) => m.ListingIndex));
const list = listingIndex.Component;
const create = lazy(() => import('./ListingTypeChooser').then((m) => ({ default: m.ListingTypeChooser })));
const show = lazy(() => import('./ListingRedirect').then((m) => ({ default: m.ListingShowRedirect })));
const edit = lazy(() => import('./ListingRedirect').then((m) => ({ default: m.ListingEditRedirect })));

export default {
  list,
  create,
  show,
  edit,
  recordRepresentation: (listing: ListingSummary) => listing.title,
};
