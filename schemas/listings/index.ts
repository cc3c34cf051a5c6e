import { z } from 'zod';
import { LISTING_TYPE_DEFINITIONS, listingType, type ListingTypeName } from '../listingTypes';
import type { FormHints } from '../formHints';
import { commonFields, commonHints, LISTING_GROUPS, type ListingGroup, type ListingVariant } from './common';
import { LISTING_TYPE_SCHEMAS } from './registry';

export * from './address';
export * from './common';
export * from './limits';
export { computeReturnPercent } from './investment';
export { listingTypeName } from '../listingTypes';

type Shape = Record<string, z.ZodType>;
type Values = Record<string, unknown>;

export const listingTypeHasOffMarket = (type: ListingTypeName): boolean => listingType(type).offMarket;
export const listingPriceField = (type: ListingTypeName): string => listingType(type).price.field;

/** The object of one type and variant, before cross-field rules and computed fields. */
export function listingObjectSchema(type: ListingTypeName, variant: ListingVariant = 'standard') {
  return z.object({ ...commonFields(variant), ...LISTING_TYPE_SCHEMAS[type].fields });
}

/**
 * The schema a listing form and the API validate with: the type's fields on top of the common ones,
 * its cross-field rules, and its computed fields added to the output (investment's returnPercent).
 * Throws for a variant the type does not have.
 */
export function listingSchema(type: ListingTypeName, variant: ListingVariant = 'standard') {
  const definition = LISTING_TYPE_SCHEMAS[type];
  if (variant === 'offMarket' && !listingType(type).offMarket) throw new Error(`${type} has no off-market variant`);
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

/** Sections only a type's own fields fill (office space's seats and prices); other types' forms leave them out. */
const TYPE_SECTIONS = new Set<ListingGroup>(
  LISTING_TYPE_DEFINITIONS.map((t) => t.section).filter((g) => !Object.values(commonHints).some((hint) => hint.group === g)),
);

/** The form hints of one type: common and type hints, and the computed fields. */
export function listingHints(type: ListingTypeName): FormHints<string, ListingGroup, Values> {
  const definition = LISTING_TYPE_SCHEMAS[type];
  const section = listingType(type).section;
  return {
    groups: LISTING_GROUPS.filter((g) => !TYPE_SECTIONS.has(g) || g === section),
    fields: { ...commonHints, ...definition.hints },
    computed: Object.fromEntries(Object.entries(definition.computed ?? {}).map(([name, c]) => [name, { hint: c.hint, compute: c.compute }])),
  };
}

/** The names of the fields a type's form has, in their order, including computed ones. */
export function listingFieldNames(type: ListingTypeName): string[] {
  return [...Object.keys(listingObjectSchema(type).shape), ...Object.keys(LISTING_TYPE_SCHEMAS[type].computed ?? {})];
}
