import { optionalPositiveNumber, positiveNumber } from '../fields';
import type { ListingFieldHint } from './common';

/** Sales listings (type 3), SPEC 3. */
export const salesFields = {
  salesPrice: positiveNumber('Salgspris'),
  yearlyOperatingCost: optionalPositiveNumber('Årlige driftsudgifter'),
};

export const salesHints: Partial<Record<keyof typeof salesFields, ListingFieldHint>> = {
  salesPrice: { group: 'economy', width: 'half', unit: 'kr.' },
  yearlyOperatingCost: { group: 'economy', width: 'half', unit: 'kr.' },
};
