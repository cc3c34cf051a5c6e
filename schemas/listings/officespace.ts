import { z } from 'zod';
import { integerBetween, messages, optionalText, positiveNumber } from '../fields';
import { danishLabels } from '../listingTypeDefinition';
import { officespace } from '../listingTypeRegistry';
import type { ListingFieldHint } from './common';
import { defineListingSchema, recommended } from './define';
import { NUMBER_LIMITS } from './limits';

const seating = (label: string) =>
  z
    .boolean({ error: messages.invalid(label) })
    .default(false)
    .meta({ title: label });

/** Office space (type 4), SPEC 3: seats in an office community. */
const L = danishLabels(officespace);

export const officespaceFields = {
  fixedSeating: seating(L.fixedSeating),
  flexibleSeating: seating(L.flexibleSeating),
  officeSeating: seating(L.officeSeating),
  seatsMin: integerBetween(L.seatsMin, 1, NUMBER_LIMITS.seats),
  seatsMax: integerBetween(L.seatsMax, 1, NUMBER_LIMITS.seats),
  priceMin: positiveNumber(L.priceMin, NUMBER_LIMITS.monthlyPrice),
  priceMax: positiveNumber(L.priceMax, NUMBER_LIMITS.monthlyPrice),
  sqMMin: positiveNumber(L.sqMMin, NUMBER_LIMITS.area),
  sqMMax: positiveNumber(L.sqMMax, NUMBER_LIMITS.area),
  openingHours: recommended(optionalText(L.openingHours, { max: 200 })),
};

export const officespaceHints: Partial<Record<keyof typeof officespaceFields, ListingFieldHint>> = {
  fixedSeating: { group: 'officespace', width: 'third' },
  flexibleSeating: { group: 'officespace', width: 'third' },
  officeSeating: { group: 'officespace', width: 'third' },
  seatsMin: { group: 'officespace', width: 'half' },
  seatsMax: { group: 'officespace', width: 'half' },
  priceMin: { group: 'officespace', width: 'half', unit: 'kr./md.', help: true },
  priceMax: { group: 'officespace', width: 'half', unit: 'kr./md.' },
  sqMMin: { group: 'officespace', width: 'half', unit: 'm²' },
  sqMMax: { group: 'officespace', width: 'half', unit: 'm²' },
  openingHours: { group: 'officespace' },
};

type Ranges = { seatsMin?: number; seatsMax?: number; priceMin?: number; priceMax?: number; sqMMin?: number; sqMMax?: number };
type Seating = { fixedSeating?: boolean; flexibleSeating?: boolean; officeSeating?: boolean };

/** Each 'to' is at least its 'from', and at least one kind of seat is offered. */
export function checkOfficespace(values: Ranges & Seating, ctx: z.RefinementCtx): void {
  const pairs = [
    ['seatsMin', 'seatsMax'],
    ['priceMin', 'priceMax'],
    ['sqMMin', 'sqMMax'],
  ] as const;
  for (const [from, to] of pairs) {
    const a = values[from];
    const b = values[to];
    if (typeof a === 'number' && typeof b === 'number' && b < a) {
      ctx.addIssue({ code: 'custom', path: [to], message: messages.notBelow(L[to], L[from]) });
    }
  }
  if (!values.fixedSeating && !values.flexibleSeating && !values.officeSeating) {
    ctx.addIssue({ code: 'custom', path: ['fixedSeating'], message: messages.required('Pladstype') });
  }
}

export const officespaceSchema = defineListingSchema({
  fields: officespaceFields,
  hints: officespaceHints,
  refine: (values, ctx) => checkOfficespace(values, ctx),
});
