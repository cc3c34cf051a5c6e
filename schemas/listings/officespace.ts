import { z } from 'zod';
import { integerBetween, messages, optionalText, positiveNumber } from '../fields';
import type { ListingFieldHint } from './common';

const seating = (label: string) => z.boolean({ error: messages.invalid(label) }).default(false).meta({ title: label });

/** Office space (type 4), SPEC 3: seats in an office community. It has no off-market variant. */
export const officespaceFields = {
  fixedSeating: seating('Faste pladser'),
  flexibleSeating: seating('Flekspladser'),
  officeSeating: seating('Egne kontorer'),
  seatsMin: integerBetween('Pladser fra', 1, 10_000),
  seatsMax: integerBetween('Pladser til', 1, 10_000),
  priceMin: positiveNumber('Pris fra'),
  priceMax: positiveNumber('Pris til'),
  sqMMin: positiveNumber('Areal fra'),
  sqMMax: positiveNumber('Areal til'),
  openingHours: optionalText('Åbningstider', { max: 200 }),
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
    ['seatsMin', 'seatsMax', 'Pladser til', 'Pladser fra'],
    ['priceMin', 'priceMax', 'Pris til', 'Pris fra'],
    ['sqMMin', 'sqMMax', 'Areal til', 'Areal fra'],
  ] as const;
  for (const [from, to, toLabel, fromLabel] of pairs) {
    const a = values[from];
    const b = values[to];
    if (typeof a === 'number' && typeof b === 'number' && b < a) {
      ctx.addIssue({ code: 'custom', path: [to], message: messages.notBelow(toLabel, fromLabel) });
    }
  }
  if (!values.fixedSeating && !values.flexibleSeating && !values.officeSeating) {
    ctx.addIssue({ code: 'custom', path: ['fixedSeating'], message: messages.required('Pladstype') });
  }
}
