import type { ListingTypeName } from '../listingTypes';
import type { ListingTypeSchema } from './define';
import { investmentSchema } from './investment';
import { officespaceSchema } from './officespace';
import { rentalSchema } from './rental';
import { salesSchema } from './sales';

/** Each listing type's fields and rules, by its key; a type of the registry without one is a type error here. */
export const LISTING_TYPE_SCHEMAS: Record<ListingTypeName, ListingTypeSchema> = {
  rental: rentalSchema,
  investment: investmentSchema,
  sales: salesSchema,
  officespace: officespaceSchema,
};
