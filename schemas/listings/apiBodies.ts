import { z } from 'zod';
import { LISTING_TYPE_DEFINITIONS, type ListingTypeDefinition, type ListingTypeName } from '../listingTypes';
import { MAX_ID, text } from '../fields';
import { listingObjectSchema } from './index';
import type { ListingVariant } from './common';
import { LISTING_LIMITS } from './limits';

/*
 * The listing bodies as the OpenAPI document shows them: per listing type and variant, the form's own
 * zod fields (schemas/listings/<type>.ts) and what the API takes besides them. The routes read these bodies
 * loosely and validate them with the form's schema once the account and type are known, so that a 400
 * names every bad field; these schemas are for the document only.
 */

const variantsOf = (type: ListingTypeDefinition): ListingVariant[] => (type.offMarket ? ['standard', 'offMarket'] : ['standard']);
const variantTitle = (type: ListingTypeDefinition, variant: ListingVariant) => (variant === 'offMarket' ? `${type.name.da}, off-market` : type.name.da);
const componentName = (type: ListingTypeDefinition, variant: ListingVariant) =>
  `${type.key.charAt(0).toUpperCase()}${type.key.slice(1)}${variant === 'offMarket' ? 'OffMarket' : ''}Listing`;

const activate = z.boolean().optional().meta({ description: "'Gem og aktivér': activates the listing in the same transaction, where its status allows it." });
const accountId = z.number().int().positive().max(MAX_ID).meta({ description: 'The account the listing belongs to.' });

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

/** POST /listings and PUT /listings/by-case-number/{caseNumber}. */
export const NewListingBodySchema = perType((type, variant) =>
  z.object({ accountId, ...identity(type, variant), ...fieldsOf(type, variant), activate }).meta({
    id: `New${componentName(type, variant)}`,
    title: variantTitle(type, variant),
  }),
);

/** A row of POST /listings/import: the same, where the account is the import's and the case number is required. */
export const ImportedListingBodySchema = perType((type, variant) => {
  return z
    .object({
      accountId: accountId.optional().meta({ description: "The import's account, if given." }),
      ...identity(type, variant),
      ...fieldsOf(type, variant),
      accountOwnerListingIdentifierID: text('Sagsnummer', { max: LISTING_LIMITS.caseNumber.max }),
      activate,
    })
    .meta({ id: `Imported${componentName(type, variant)}`, title: variantTitle(type, variant) });
});

/** PUT /listings/{id}: the listing's own type's fields; its type, variant and account stay. */
export const ListingUpdateBodySchema = z.union(
  LISTING_TYPE_DEFINITIONS.flatMap((type) =>
    variantsOf(type).map((variant) =>
      z.object({ ...fieldsOf(type, variant), activate }).meta({ id: `Edited${componentName(type, variant)}`, title: variantTitle(type, variant) }),
    ),
  ),
);
