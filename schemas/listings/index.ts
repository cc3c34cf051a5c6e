import { z } from 'zod';
import { LISTING_TYPES, type ListingTypeName } from '../enums';
import type { FormHints } from '../formHints';
import { commonFields, commonHints, LISTING_GROUPS, type ListingFieldHint, type ListingGroup, type ListingVariant } from './common';
import { computeReturnPercent, investmentFields, investmentHints, returnPercentHint } from './investment';
import { checkOfficespace, officespaceFields, officespaceHints } from './officespace';
import { rentalFields, rentalHints } from './rental';
import { salesFields, salesHints } from './sales';

export * from './address';
export * from './common';
export * from './limits';
export { computeReturnPercent } from './investment';

type Shape = Record<string, z.ZodType>;
type Values = Record<string, unknown>;

interface TypeDefinition {
  fields: () => Shape;
  hints: () => Partial<Record<string, ListingFieldHint>>;
  /** Office space has no off-market variant (SPEC 3). */
  offMarket: boolean;
  /** The field shown and sorted as the listing's price. */
  priceField: string;
  /** Rules across fields, run after the fields themselves passed. */
  refine?: (values: Values, ctx: z.RefinementCtx) => void;
  /** Fields the server computes; they are not part of the form's input. */
  computed?: Record<string, { hint: ListingFieldHint; compute: (values: Values) => number | undefined }>;
}

/*
 * The four listing types. Fields are read through functions so that the registry always sees the
 * type files' current exports: a field added there is all it takes.
 */
const TYPES: Record<ListingTypeName, TypeDefinition> = {
  rental: { fields: () => rentalFields, hints: () => rentalHints, offMarket: true, priceField: 'yearlyRent' },
  investment: {
    fields: () => investmentFields,
    hints: () => investmentHints,
    offMarket: true,
    priceField: 'salesPrice',
    computed: { returnPercent: { hint: returnPercentHint, compute: computeReturnPercent } },
  },
  sales: { fields: () => salesFields, hints: () => salesHints, offMarket: true, priceField: 'salesPrice' },
  officespace: {
    fields: () => officespaceFields,
    hints: () => officespaceHints,
    offMarket: false,
    priceField: 'priceMin',
    refine: (values, ctx) => checkOfficespace(values, ctx),
  },
};

export const listingTypeHasOffMarket = (type: ListingTypeName): boolean => TYPES[type].offMarket;
export const listingPriceField = (type: ListingTypeName): string => TYPES[type].priceField;

/** The object of one type and variant, before cross-field rules and computed fields. */
export function listingObjectSchema(type: ListingTypeName, variant: ListingVariant = 'standard') {
  return z.object({ ...commonFields(variant), ...TYPES[type].fields() });
}

/**
 * The schema a listing form and the API validate with: the type's fields on top of the common ones,
 * its cross-field rules, and its computed fields added to the output (investment's returnPercent).
 * Throws for a variant the type does not have.
 */
export function listingSchema(type: ListingTypeName, variant: ListingVariant = 'standard') {
  const definition = TYPES[type];
  if (variant === 'offMarket' && !definition.offMarket) throw new Error(`${type} has no off-market variant`);
  const object = listingObjectSchema(type, variant);
  const shape: Shape = object.shape;
  return object
    .superRefine(
      (values, ctx) => {
        // Cross-field rules run even when other fields failed, so that a 400 names every bad field;
        // they see only the fields that pass on their own, so one bad field is not reported twice.
        if (!definition.refine) return;
        const raw = values as Values;
        const valid = Object.keys(shape).filter((name) => shape[name]?.safeParse(raw[name]).success);
        definition.refine(Object.fromEntries(valid.map((name) => [name, raw[name]])), ctx);
      },
      { when: () => true },
    )
    .transform((values) => {
      const computed = Object.entries(definition.computed ?? {}).map(([name, { compute }]) => [name, compute(values)]);
      return { ...values, ...Object.fromEntries(computed) } as typeof values & Record<string, unknown>;
    });
}
export type ListingSchema = ReturnType<typeof listingSchema>;
export type ListingInput = z.input<ListingSchema>;
export type ListingValues = z.output<ListingSchema>;

/** The form hints of one type: common and type hints, and the computed fields. */
export function listingHints(type: ListingTypeName): FormHints<string, ListingGroup, Values> {
  const definition = TYPES[type];
  return {
    groups: LISTING_GROUPS.filter((g) => g !== 'officespace' || type === 'officespace'),
    fields: { ...commonHints, ...definition.hints() },
    computed: Object.fromEntries(
      Object.entries(definition.computed ?? {}).map(([name, c]) => [name, { hint: c.hint, compute: c.compute }]),
    ),
  };
}

/** The names of the fields a type's form has, in their order, including computed ones. */
export function listingFieldNames(type: ListingTypeName): string[] {
  return [...Object.keys(listingObjectSchema(type).shape), ...Object.keys(TYPES[type].computed ?? {})];
}

export const listingTypeName = (id: number): ListingTypeName | undefined =>
  (Object.keys(LISTING_TYPES) as ListingTypeName[]).find((name) => LISTING_TYPES[name] === id);
