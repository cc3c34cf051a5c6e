import { z } from 'zod';
import type { ListingFieldHint } from './common';

type Shape = Record<string, z.ZodType>;
type Values = Record<string, unknown>;

/** A listing type's form and validation: its own fields on top of the common ones, and their rules. */
export interface ListingTypeSchema {
  /** The type's own fields; titled with their Danish labels from the registry (schemas/listingTypeRegistry.ts). */
  fields: Shape;
  /** Where each of the type's fields goes in the form; a field without one shows last. */
  hints: Partial<Record<string, ListingFieldHint>>;
  /** Rules across fields, run after the fields themselves passed. */
  refine?: (values: Values, ctx: z.RefinementCtx) => void;
  /** Fields the server computes; they are not part of the form's input. */
  computed?: Record<string, { hint: ListingFieldHint; compute: (values: Values) => number | undefined }>;
}

/** Declares a type's schema; its hints may name only its own fields. */
export function defineListingSchema<F extends Shape>(
  schema: ListingTypeSchema & { fields: F; hints: Partial<Record<keyof F & string, ListingFieldHint>> },
): ListingTypeSchema {
  return schema;
}

/**
 * Fields marked recommended where they are defined: not required, but a listing with them scores higher
 * (schemas/listings/quality.ts). A registry of its own, so that the mark stays out of the JSON Schema.
 */
export const recommendedFields = z.registry<{ recommended: true }>();

/** Marks a field as recommended: filling it raises the listing's quality score. */
export function recommended<T extends z.ZodType>(field: T): T {
  recommendedFields.add(field, { recommended: true });
  return field;
}
