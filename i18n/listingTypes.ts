import { LISTING_TYPE_DEFINITIONS, type ListingTypeDefinition } from '../schemas/listingTypes';

/** One text per listing type, by its id, from the registry (schemas/listingTypeRegistry.ts). */
export const byListingType = (text: (type: ListingTypeDefinition) => string): Record<number, string> =>
  Object.fromEntries(LISTING_TYPE_DEFINITIONS.map((type) => [type.id, text(type)]));

/** The labels of the types' own fields in one language, from the registry. */
export const listingTypeFieldLabels = (language: 'da' | 'en'): Record<string, string> =>
  Object.fromEntries(LISTING_TYPE_DEFINITIONS.flatMap((type) => Object.entries(type.labels).map(([field, label]) => [field, label[language]])));
