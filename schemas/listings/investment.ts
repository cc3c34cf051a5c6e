import { positiveNumber } from '../fields';
import { danishLabels } from '../listingTypeDefinition';
import { investment } from '../listingTypeRegistry';
import type { ListingFieldHint } from './common';
import { defineListingSchema } from './define';
import { NUMBER_LIMITS } from './limits';

/** Investment listings (type 2), SPEC 3. returnPercent is computed, never typed in. */
const L = danishLabels(investment);

export const investmentFields = {
  salesPrice: positiveNumber(L.salesPrice, NUMBER_LIMITS.price),
  yearlyRentalIncome: positiveNumber(L.yearlyRentalIncome, NUMBER_LIMITS.yearlyAmount),
  yearlyOperatingCost: positiveNumber(L.yearlyOperatingCost, NUMBER_LIMITS.yearlyAmount),
};

export const investmentHints: Partial<Record<keyof typeof investmentFields, ListingFieldHint>> = {
  salesPrice: { group: 'economy', width: 'half', unit: 'kr.' },
  yearlyRentalIncome: { group: 'economy', width: 'half', unit: 'kr.' },
  yearlyOperatingCost: { group: 'economy', width: 'half', unit: 'kr.' },
};

export const returnPercentHint: ListingFieldHint = { group: 'economy', width: 'half', unit: '%', help: true };

/**
 * The return (afkast) in percent, to two decimals:
 *
 *   returnPercent = (yearlyRentalIncome − yearlyOperatingCost) / salesPrice × 100
 *
 * i.e. the net operating income as a share of the price. Undefined until all three are positive
 * numbers; negative when the costs exceed the income.
 */
export function computeReturnPercent(values: { salesPrice?: unknown; yearlyRentalIncome?: unknown; yearlyOperatingCost?: unknown }): number | undefined {
  const { salesPrice, yearlyRentalIncome, yearlyOperatingCost } = values;
  if (!isPositive(salesPrice) || !isPositive(yearlyRentalIncome) || !isPositive(yearlyOperatingCost)) return undefined;
  const percent = Math.round(((yearlyRentalIncome - yearlyOperatingCost) / salesPrice) * 100 * 100) / 100;
  // A price of a fraction of a krone against a large income would divide past any number.
  return Number.isFinite(percent) ? percent : undefined;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export const investmentSchema = defineListingSchema({
  fields: investmentFields,
  hints: investmentHints,
  computed: { returnPercent: { hint: returnPercentHint, compute: computeReturnPercent } },
});
