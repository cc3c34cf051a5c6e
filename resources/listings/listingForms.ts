import type { RJSFSchema } from '@rjsf/utils';
import type { ListingTypeName } from 'schemas/enums';
import { listingHints, listingSchema, type ListingSchema, type ListingVariant } from 'schemas/listings';
import { jsonSchemaOf } from 'src/forms/toFormSchema';
import { LISTING_FORM_SCHEMAS } from './form/listingFormSchemas.generated';

/** A listing type's form in one variant, as its form and its page lay its fields out. */
export interface ListingFormSchemas {
  /** The zod schema, built when first asked: the fields are laid out by the JSON Schema alone. */
  schema: () => ListingSchema;
  /** Converted at build time (scripts/listing-form-schemas.ts); converted here only for a type the build has not seen. */
  jsonSchema: () => RJSFSchema;
  hints: ReturnType<typeof listingHints>;
}

/** A type's schemas and hints, once per type and variant: zod builds a schema anew on every call. */
const forms = new Map<string, ListingFormSchemas>();
export function listingFormOf(typeName: ListingTypeName, variant: ListingVariant): ListingFormSchemas {
  const key = `${typeName} ${variant}`;
  let form = forms.get(key);
  if (!form) {
    let schema: ListingSchema | undefined;
    let json: RJSFSchema | undefined;
    const built = () => (schema ??= listingSchema(typeName, variant));
    form = { schema: built, jsonSchema: () => (json ??= LISTING_FORM_SCHEMAS[key] ?? jsonSchemaOf(built())), hints: listingHints(typeName) };
    forms.set(key, form);
  }
  return form;
}
