import { z } from 'zod';
import { LISTING_TYPE_DEFINITIONS, type ListingTypeDefinition, type ListingTypeName } from '../listingTypes';
import { MAX_ID, text } from '../fields';
import { listingObjectSchema } from './index';
import { LISTING_TYPE_SCHEMAS } from './registry';
import { danishLabels } from '../listingTypeDefinition';
import { ListingRecordSchema } from './record';
import type { ListingVariant } from './common';
import { LISTING_LIMITS } from './limits';
import { LISTING_BODY_EXAMPLES } from './apiExamples';

/*
 * The listing bodies and answers as the OpenAPI document shows them: per listing type and variant, the form's
 * own zod fields (schemas/listings/<type>.ts) and what the API takes or gives besides them. The routes read
 * these bodies loosely and validate them with the form's schema once the account and type are known, so that a
 * 400 names every bad field, and write a listing as one loose record (ListingRecordSchema); these schemas are
 * for the document only.
 */

const variantsOf = (type: ListingTypeDefinition): ListingVariant[] => (type.offMarket ? ['standard', 'offMarket'] : ['standard']);
const variantTitle = (type: ListingTypeDefinition, variant: ListingVariant) => (variant === 'offMarket' ? `${type.name.da}, off-market` : type.name.da);
const componentName = (type: ListingTypeDefinition, variant: ListingVariant) =>
  `${type.key.charAt(0).toUpperCase()}${type.key.slice(1)}${variant === 'offMarket' ? 'OffMarket' : ''}Listing`;

const activate = z.boolean().optional().meta({ description: "'Gem og aktivér': activates the listing in the same transaction, where its status allows it." });
const accountId = z
  .number()
  .int()
  .positive()
  .max(MAX_ID)
  .optional()
  .meta({ description: "The account the listing belongs to; an API key's own account when left out (required for a signed-in user)." });

/** What identifies the type and variant: the union's discriminators. */
function identity(type: ListingTypeDefinition, variant: ListingVariant) {
  return {
    listingType: z.literal(type.id).meta({ description: `${type.id} = ${type.name.da}` }),
    // Standard is the default, so a standard body may leave offMarket out.
    offMarket: variant === 'offMarket' ? z.literal(true) : z.literal(false).optional(),
  };
}

/** One body per type and variant, split on listingType and then offMarket. */
function perType(body: (type: ListingTypeDefinition, variant: ListingVariant) => z.ZodObject) {
  const ofType = (type: ListingTypeDefinition) => {
    const standard = body(type, 'standard');
    return type.offMarket ? z.discriminatedUnion('offMarket', [standard, body(type, 'offMarket')]) : standard;
  };
  const [first, ...rest] = LISTING_TYPE_DEFINITIONS;
  if (!first) throw new Error('no listing types');
  return z.discriminatedUnion('listingType', [ofType(first), ...rest.map(ofType)]);
}

const fieldsOf = (type: ListingTypeDefinition, variant: ListingVariant) => listingObjectSchema(type.key as ListingTypeName, variant).shape;

/**
 * A body's fields: the form's, but `images` without the form's empty default, which the document would show
 * against its minimum: a body without images is a draft's, and is refused for a listing that is or becomes active.
 */
function bodyFieldsOf(type: ListingTypeDefinition, variant: ListingVariant) {
  const { images, ...fields } = fieldsOf(type, variant);
  const { min, max } = variant === 'offMarket' ? { min: 0, max: LISTING_LIMITS.offMarketImages.max } : LISTING_LIMITS.images;
  return {
    ...fields,
    images: images
      .unwrap()
      .optional()
      .meta({
        title: 'Billeder',
        description:
          `The pictures by URL, the first the cover: ${min}-${max} for a listing that is or becomes active. A draft (pending) ` +
          'may leave them out; left out for an active listing, or one to activate, they are refused as too few are (409 naming `images`).',
      }),
  };
}

const reopen = z
  .boolean()
  .optional()
  .meta({ description: 'With `activate: true`, reopens a closed listing; without it a listing closed by hand stays closed (`left_closed`).' });

/** POST /listings and PUT /listings/by-case-number/{caseNumber}. */
export const NewListingBodySchema = perType((type, variant) =>
  z.object({ accountId, ...identity(type, variant), ...bodyFieldsOf(type, variant), activate }).meta({
    id: `New${componentName(type, variant)}`,
    title: variantTitle(type, variant),
  }),
).meta({ 'x-examples': LISTING_BODY_EXAMPLES });

/** PUT /listings/by-case-number/{caseNumber}: POST /listings' body, and whether to reopen a closed listing. */
export const UpsertedListingBodySchema = perType((type, variant) =>
  z.object({ accountId, ...identity(type, variant), ...bodyFieldsOf(type, variant), activate, reopen }).meta({
    id: `Pushed${componentName(type, variant)}`,
    title: variantTitle(type, variant),
  }),
).meta({ 'x-examples': LISTING_BODY_EXAMPLES });

/** A row of POST /listings/import: the same, where the account is the import's and the case number is required. */
export const ImportedListingBodySchema = perType((type, variant) => {
  return z
    .object({
      accountId: accountId.optional().meta({ description: "The import's account, if given." }),
      ...identity(type, variant),
      ...bodyFieldsOf(type, variant),
      accountOwnerListingIdentifierID: text('Sagsnummer', { max: LISTING_LIMITS.caseNumber.max }),
      activate,
      reopen,
    })
    .meta({ id: `Imported${componentName(type, variant)}`, title: variantTitle(type, variant) });
});

/** PUT /listings/{id}: the listing's own type's fields; its type, variant and account stay. */
export const ListingUpdateBodySchema = z.union(
  LISTING_TYPE_DEFINITIONS.flatMap((type) =>
    variantsOf(type).map((variant) =>
      z.object({ ...bodyFieldsOf(type, variant), activate }).meta({ id: `Edited${componentName(type, variant)}`, title: variantTitle(type, variant) }),
    ),
  ),
);

/** The fields the server computes for a type (investment's returnPercent): in its answers, never in a body. */
function computedFieldsOf(type: ListingTypeDefinition) {
  const labels = danishLabels<string>(type);
  const names = Object.keys(LISTING_TYPE_SCHEMAS[type.key as ListingTypeName].computed ?? {});
  return Object.fromEntries(names.map((name) => [name, z.number().optional().meta({ title: labels[name], description: 'Computed by the server.' })]));
}

/**
 * A listing as every answer carries it: its type's form fields as stored and the fields computed from them, and
 * over them the columns and images of ListingRecordSchema.
 */
export const ListingRecordDocumentSchema = perType((type, variant) => {
  // The form's images (URLs) are answered as ListingRecordSchema's. A listing written without a field that has a
  // default (the demo's, or one written before the field existed) leaves it out.
  const stored = Object.fromEntries(
    Object.entries(fieldsOf(type, variant))
      .filter(([name]) => name !== 'images')
      .map(([name, field]) => [name, field instanceof z.ZodDefault ? field.optional() : field]),
  );
  return z
    .looseObject({
      ...stored,
      ...computedFieldsOf(type),
      ...ListingRecordSchema.shape,
      listingType: identity(type, variant).listingType,
      offMarket: z.literal(variant === 'offMarket'),
    })
    .meta({ id: componentName(type, variant), title: variantTitle(type, variant) });
});
