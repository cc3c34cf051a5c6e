/** The listing forms' JSON Schemas converted at build time match the listing schemas (scripts/listing-form-schemas.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LISTING_TYPE_NAMES } from '../../schemas/enums';
import { listingFieldNames, listingHints, listingSchema, listingTypeHasOffMarket } from '../../schemas/listings';
import { formSchemaOf, toFormSchema } from '../../src/forms/toFormSchema';
import { LISTING_FORM_SCHEMAS } from '../../resources/listings/form/listingFormSchemas.generated';
import { formFieldNames } from '../../resources/listings/form/formData';
import { generatedFile, generatedSource, listingFormSchemas } from '../../scripts/listing-form-schemas';

const REGENERATE = 'stale: run npm run forms';
const texts = { label: (field: string, fallback: string) => `${field}|${fallback}`, help: (field: string) => `help ${field}` };

describe('the generated listing form schemas', () => {
  it('match the listing schemas', async () => {
    expect(LISTING_FORM_SCHEMAS, REGENERATE).toEqual(listingFormSchemas());
    expect(readFileSync(generatedFile(), 'utf8'), REGENERATE).toBe(await generatedSource());
  });

  it("name each type's fields as its zod schema does", () => {
    for (const type of LISTING_TYPE_NAMES) expect(formFieldNames(type)).toEqual(listingFieldNames(type));
  });

  it('give every type and variant the form its zod schema gives, labels, widgets and sections alike', () => {
    for (const type of LISTING_TYPE_NAMES) {
      for (const variant of listingTypeHasOffMarket(type) ? (['standard', 'offMarket'] as const) : (['standard'] as const)) {
        const json = LISTING_FORM_SCHEMAS[`${type} ${variant}`];
        expect(json, `${type} ${variant}`).toBeDefined();
        const hints = listingHints(type);
        const ahead = formSchemaOf(json ?? {}, hints, texts);
        const atRuntime = toFormSchema(listingSchema(type, variant), hints, texts);
        expect(ahead.uiSchema).toEqual(atRuntime.uiSchema);
        expect(ahead.groups).toEqual(atRuntime.groups);
        expect(Object.keys(ahead.schema.properties ?? {})).toEqual(Object.keys(atRuntime.schema.properties ?? {}));
        expect(ahead.schema.required).toEqual(atRuntime.schema.required);
      }
    }
  });
});
