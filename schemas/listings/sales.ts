import { optionalPositiveNumber, positiveNumber } from '../fields';
import { danishLabels } from '../listingTypeDefinition';
import { sales } from '../listingTypeRegistry';
import type { ListingFieldHint } from './common';
import { defineListingSchema, recommended } from './define';
import { NUMBER_LIMITS } from './limits';

/** Sales listings (type 3), SPEC 3. */
const L = danishLabels(sales);

export const salesFields = {
  salesPrice: positiveNumber(L.salesPrice, NUMBER_LIMITS.price),
  yearlyOperatingCost: recommended(optionalPositiveNumber(L.yearlyOperatingCost, NUMBER_LIMITS.yearlyAmount)),
};

export const salesHints: Partial<Record<keyof typeof salesFields, ListingFieldHint>> = {
  salesPrice: { group: 'economy', width: 'half', unit: 'kr.' },
  yearlyOperatingCost: { group: 'economy', width: 'half', unit: 'kr.' },
};

export const salesSchema = defineListingSchema({ fields: salesFields, hints: salesHints });
