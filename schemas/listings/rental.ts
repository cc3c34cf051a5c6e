import { optionalPositiveNumber, positiveNumber } from '../fields';
import { danishLabels } from '../listingTypeDefinition';
import { rental } from '../listingTypeRegistry';
import type { ListingFieldHint } from './common';
import { defineListingSchema, recommended } from './define';
import { NUMBER_LIMITS } from './limits';

/**
 * Rental listings (type 1), SPEC 3. To add a field: add it here with its rules and its label in the
 * registry; a hint for where it goes is optional (without one it shows last). The form, the API and the
 * database follow (docs/listing-types.md).
 */
const L = danishLabels(rental);

export const rentalFields = {
  yearlyRent: positiveNumber(L.yearlyRent, NUMBER_LIMITS.yearlyAmount),
  yearlyOperatingCost: recommended(optionalPositiveNumber(L.yearlyOperatingCost, NUMBER_LIMITS.yearlyAmount)),
  compensation: optionalPositiveNumber(L.compensation, NUMBER_LIMITS.price),
};

export const rentalHints: Partial<Record<keyof typeof rentalFields, ListingFieldHint>> = {
  yearlyRent: { group: 'economy', width: 'third', unit: 'kr.' },
  yearlyOperatingCost: { group: 'economy', width: 'third', unit: 'kr.' },
  compensation: { group: 'economy', width: 'third', unit: 'kr.', help: true },
};

export const rentalSchema = defineListingSchema({ fields: rentalFields, hints: rentalHints });
