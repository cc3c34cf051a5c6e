import { positiveNumber } from '../fields';
import type { ListingFieldHint } from './common';

/** Investment listings (type 2), SPEC 3. returnPercent is computed, never typed in. */
export const investmentFields = {
  salesPrice: positiveNumber('Salgspris'),
  yearlyRentalIncome: positiveNumber('Årlig lejeindtægt'),
  yearlyOperatingCost: positiveNumber('Årlige driftsudgifter'),
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
export function computeReturnPercent(values: {
  salesPrice?: unknown;
  yearlyRentalIncome?: unknown;
  yearlyOperatingCost?: unknown;
}): number | undefined {
  const { salesPrice, yearlyRentalIncome, yearlyOperatingCost } = values;
  if (!isPositive(salesPrice) || !isPositive(yearlyRentalIncome) || !isPositive(yearlyOperatingCost)) return undefined;
  return Math.round(((yearlyRentalIncome - yearlyOperatingCost) / salesPrice) * 100 * 100) / 100;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
