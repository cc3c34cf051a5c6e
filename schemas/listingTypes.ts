import type { ListingTypeDefinition } from './listingTypeDefinition';
import { LISTING_TYPE_REGISTRY } from './listingTypeRegistry';

export type { FigureUnit, ListingTypeDefinition, ListingTypeIcon } from './listingTypeDefinition';

type Registered = (typeof LISTING_TYPE_REGISTRY)[number];
/** A listing type's key ('rental'); a Record over it is where the compiler asks for a new type's entry. */
export type ListingTypeName = Registered['key'];
/** A listing type's id (1). */
export type ListingType = Registered['id'];

/** Every listing type, in order. */
export const LISTING_TYPE_DEFINITIONS: readonly ListingTypeDefinition[] = LISTING_TYPE_REGISTRY;

/** Listing type ids by key, SPEC 3. */
export const LISTING_TYPES = Object.fromEntries(LISTING_TYPE_DEFINITIONS.map((t) => [t.key, t.id])) as {
  [T in Registered as T['key']]: T['id'];
};
export const LISTING_TYPE_NAMES: readonly ListingTypeName[] = LISTING_TYPE_REGISTRY.map((t) => t.key);
export const LISTING_TYPE_IDS: readonly number[] = LISTING_TYPE_DEFINITIONS.map((t) => t.id);

/** The account permission each listing type needs. */
export const LISTING_TYPE_PERMISSIONS: readonly Registered['permission'][] = LISTING_TYPE_REGISTRY.map((t) => t.permission);
export type ListingTypePermission = Registered['permission'];

const byKey = new Map(LISTING_TYPE_DEFINITIONS.map((t) => [t.key, t]));
const byId = new Map(LISTING_TYPE_DEFINITIONS.map((t) => [t.id, t]));

/** The definition of a type by its key. */
export function listingType(key: ListingTypeName): ListingTypeDefinition {
  const definition = byKey.get(key);
  if (!definition) throw new Error(`unknown listing type ${key}`);
  return definition;
}

/** The definition of a type by its id, if there is one. */
export const listingTypeById = (id: number): ListingTypeDefinition | undefined => byId.get(id);

/** The key of a type by its id, if there is one. */
export const listingTypeName = (id: number): ListingTypeName | undefined => byId.get(id)?.key as ListingTypeName | undefined;
