import { optionalPositiveNumber, positiveNumber } from '../fields';
import type { ListingFieldHint } from './common';

/**
 * Rental listings (type 1), SPEC 3. To add a field: add it here with its rules; a hint for where it
 * goes is optional (without one it shows last). The form, the API and the database follow.
 */
export const rentalFields = {
  yearlyRent: positiveNumber('Årlig leje'),
  yearlyOperatingCost: optionalPositiveNumber('Årlige driftsudgifter'),
  compensation: optionalPositiveNumber('Afståelsespris'),
};

export const rentalHints: Partial<Record<keyof typeof rentalFields, ListingFieldHint>> = {
  yearlyRent: { group: 'economy', width: 'third', unit: 'kr.' },
  yearlyOperatingCost: { group: 'economy', width: 'third', unit: 'kr.' },
  compensation: { group: 'economy', width: 'third', unit: 'kr.', help: true },
};
