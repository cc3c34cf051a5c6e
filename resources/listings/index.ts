import { lazy } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ListingSummary } from 'schemas/listings/record';

const list = lazy(() => import('./ListingIndex').then((m) => ({ default: m.ListingIndex })));
const create = lazy(() => import('./ListingTypeChooser').then((m) => ({ default: m.ListingTypeChooser })));
const show = lazy(() => import('./ListingRedirect').then((m) => ({ default: m.ListingShowRedirect })));
const edit = lazy(() => import('./ListingRedirect').then((m) => ({ default: m.ListingEditRedirect })));

export default {
  list,
  create,
  show,
  edit,
  icon: ApartmentIcon,
  recordRepresentation: (listing: ListingSummary) => listing.title,
};
