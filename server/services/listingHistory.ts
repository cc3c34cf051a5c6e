import { z } from 'zod';
import type { DbOrTx } from '../db';
import { formatDanishNumber } from '../../schemas/danishNumber';
import { isObject } from '../../schemas/isObject';
import { formatAddress, listingHints, listingObjectSchema, listingTypeName, type AdvertisedAddress, type ListingAddress } from '../../schemas/listings';
import type { ListingTypeName } from '../../schemas/enums';
import type { MetaLists } from './meta';
import { endOpenStatusInterval, insertStatusInterval } from '../repositories/listingStatusHistory';
import { insertListing, type NewListing } from '../repositories/listings';

/**
 * Records that a listing's status changed, in the transaction that changes it: ends the interval of the
 * status it had and opens one for the new status. Every code path that writes listings.status calls
 * this (creating a listing: from null), so market statistics know when each listing was active.
 * A "change" to the same status is no change and leaves the history alone.
 */
export async function recordStatusChange(tx: DbOrTx, listingId: number, from: number | null, to: number, at: Date): Promise<void> {
  if (from === to) return;
  await endOpenStatusInterval(tx, listingId, at);
  await insertStatusInterval(tx, listingId, from, to, at);
}

/** A new listing, its first status recorded so that market statistics know when it was active; its id. */
export async function insertListingWithStatus(db: DbOrTx, input: NewListing): Promise<number> {
  const { id, createdAt } = await insertListing(db, input);
  await recordStatusChange(db, id, null, input.status, createdAt);
  return id;
}

/** An edit's changed field with its old and new value as the show page writes them; null is empty. */
export interface FieldChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/** The names the meta lists give their keys (facilities, usage proposals, subcategories); energy labels by code. */
export function metaNamesOf(meta: MetaLists): Map<string, string> {
  const names = new Map<string, string>();
  for (const list of [meta.facilities, meta.usageProposals, meta.subcategories]) for (const row of list) names.set(row.key, row.name);
  return names;
}

/** A long text is shown by its start: the history says that it changed, the show page has the whole. */
const SHOWN_TEXT = 80;

const imageUrlsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((image: unknown) => (isObject(image) && typeof image['url'] === 'string' ? image['url'] : JSON.stringify(image))) : [];

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The JSON type of each of a type's form fields ('integer', 'number', 'boolean', ...), read once. */
const jsonTypes = new Map<ListingTypeName, Record<string, unknown>>();
function jsonTypeOf(type: ListingTypeName, name: string): unknown {
  let types = jsonTypes.get(type);
  if (!types) {
    const json = z.toJSONSchema(listingObjectSchema(type), { io: 'input', unrepresentable: 'any' });
    const properties = (json.properties ?? {}) as Record<string, { type?: unknown }>;
    types = Object.fromEntries(Object.entries(properties).map(([field, property]) => [field, property.type]));
    jsonTypes.set(type, types);
  }
  return types[name];
}

/** One stored value as a user reads it: Danish numbers with their unit, names instead of keys, 'Ja' and 'Nej'. */
function shownValue(type: ListingTypeName, name: string, value: unknown, names: Map<string, string>): string | null {
  const jsonType = jsonTypeOf(type, name);
  // A flag left out is a flag not set.
  if (jsonType === 'boolean' && (value === undefined || value === null)) return 'Nej';
  if (isEmpty(value)) return null;
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej';
  if (name === 'images') {
    const count = imageUrlsOf(value).length;
    return count === 1 ? '1 billede' : `${formatDanishNumber(count)} billeder`;
  }
  if (name === 'address' && isObject(value)) return formatAddress(value as ListingAddress);
  if (name === 'advertisedAddress' && isObject(value)) return formatAddress({ ...(value as AdvertisedAddress), door: null });
  if (typeof value === 'number') {
    if (jsonType === 'integer') return String(value);
    const unit = listingHints(type).fields[name]?.unit;
    return [formatDanishNumber(value), unit].filter(Boolean).join(' ');
  }
  const named = (v: unknown) => (typeof v === 'string' ? (names.get(v) ?? v) : JSON.stringify(v));
  if (Array.isArray(value)) return value.map(named).join(', ');
  const text = named(value);
  return text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1).trimEnd()}…` : text;
}

/**
 * An edit's changed form fields from its audit-log entry, in the form's order, each with its label (the
 * registry's, through the type's schema) and its old and new value. The entry holds the whole record's
 * differences: columns derived from the fields (price, addressText) are not fields of their own, and images
 * count as changed only when their addresses or order did (each save gives them new ids).
 */
export function fieldChangesOf(listingType: number, changes: Record<string, unknown>, names: Map<string, string>): FieldChange[] {
  const type = listingTypeName(listingType);
  if (!type) return [];
  const shape: Record<string, z.ZodType> = listingObjectSchema(type).shape;
  return Object.entries(shape).flatMap(([name, schema]): FieldChange[] => {
    const change = changes[name];
    if (!isObject(change) || !('from' in change) || !('to' in change)) return [];
    const title = schema.meta()?.title;
    const label = typeof title === 'string' ? title : name;
    if (name === 'images') {
      const [before, after] = [imageUrlsOf(change['from']), imageUrlsOf(change['to'])];
      if (JSON.stringify(before) === JSON.stringify(after)) return [];
      const from = shownValue(type, name, change['from'], names);
      const to = shownValue(type, name, change['to'], names);
      // The same number of pictures: say what changed about them.
      const same = before.length === after.length && before.every((url) => after.includes(url));
      return [{ field: name, label, from, to: from === to && to !== null ? `${to} (${same ? 'ny rækkefølge' : 'udskiftet'})` : to }];
    }
    const from = shownValue(type, name, change['from'], names);
    const to = shownValue(type, name, change['to'], names);
    return from === to ? [] : [{ field: name, label, from, to }];
  });
}
