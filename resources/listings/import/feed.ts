import { CsvFormatError, listingsFromCsv } from 'schemas/listingCsv';
import { listingTypeById, listingTypeName } from 'schemas/listingTypes';
import { isObject } from 'schemas/isObject';
import { fieldErrors } from 'schemas/fields';
import { ListingCreateEnvelopeSchema } from 'schemas/listings/record';
import { DAR_ID_PATTERN, listingSchema, listingTypeHasOffMarket, type ListingVariant } from 'schemas/listings';
import { LISTING_TYPE_PERMISSION, type ListingTypeName, type PermissionMap } from 'schemas/enums';
import type { ListingImportAnswer } from 'src/providers/memberMethods';

/** Listings per request for 'Kun disse annoncer'; a full feed goes in one request (it closes what it leaves out). */
export const IMPORT_BATCH_SIZE = 200;
export const CASE_NUMBER = 'accountOwnerListingIdentifierID';

/** What the browser sees wrong with a row: one of the feed's own rules, or a field the schemas refuse. */
export type Problem =
  | { key: 'no_case_number' | 'unknown_type' | 'type_not_permitted' | 'not_listing' }
  | { key: 'duplicate'; row: number }
  | { key: 'field'; field: string; message: string };

export interface FeedRow {
  row: number;
  body: unknown;
  caseNumber: string | null;
  type: string | null;
  title: string | null;
  problems: Problem[];
}

/** The file as listing bodies: a JSON array, or CSV read by the same code as the server's (docs/import.md). */
export function readFeed(text: string, name: string): unknown[] | { error: string } | { errorKey: string } {
  const json = /\.json$/i.test(name) || /^\s*[[{]/.test(text.replace(/^\uFEFF/, ''));
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      return { errorKey: 'not_json' };
    }
    return Array.isArray(parsed) ? parsed : { errorKey: 'not_list' };
  }
  try {
    return listingsFromCsv(text).map((listing) => listing.body);
  } catch (error) {
    if (error instanceof CsvFormatError) return { error: error.message };
    throw error;
  }
}

const schemas = new Map<string, ReturnType<typeof listingSchema>>();
const schemaOf = (type: ListingTypeName, variant: ListingVariant) => {
  const key = `${type}:${variant}`;
  const known = schemas.get(key);
  if (known) return known;
  const made = listingSchema(type, variant);
  schemas.set(key, made);
  return made;
};

/**
 * The fields the server's schemas refuse in a row, as the import validates it: the envelope, then the type's
 * schema of the listing-type registry, with the import's account and trimmed case number. What only the
 * server can check (the register, the meta lists, the images) it leaves to the server: an address given by
 * its register id alone is filled in from the register there, so its other fields are not asked for here.
 */
function fieldProblems(body: Record<string, unknown>, type: ListingTypeName, caseNumber: string, accountId: number): Problem[] {
  const full = { ...body, accountId, [CASE_NUMBER]: caseNumber };
  const errors: Record<string, string> = {};
  const envelope = ListingCreateEnvelopeSchema.safeParse(full);
  if (!envelope.success) Object.assign(errors, fieldErrors(envelope.error));
  const offMarket = envelope.success ? envelope.data.offMarket : false;
  // A type without an off-market variant is refused by the server as such; its fields are checked as a standard listing's.
  const variant: ListingVariant = offMarket && listingTypeHasOffMarket(type) ? 'offMarket' : 'standard';
  const parsed = schemaOf(type, variant).safeParse(full);
  if (!parsed.success) Object.assign(errors, { ...fieldErrors(parsed.error), ...errors });
  const address = body['address'];
  const byRegisterId =
    isObject(address) && typeof address['id'] === 'string' && address['streetName'] === undefined && DAR_ID_PATTERN.test(address['id'].trim());
  return Object.entries(errors)
    .filter(([field]) => !(byRegisterId && (field === 'address' || field.startsWith('address.'))))
    .map(([field, message]) => ({ key: 'field', field, message }));
}

/** The account the feed goes to: its id, and the permissions that say which types it may advertise. */
export interface ImportAccount {
  id: number;
  permissions: PermissionMap;
}

/**
 * What the browser can see before the server does, in the server's order: no case number, a case number twice,
 * a type that does not exist or the account may not advertise (each refused before the fields are looked at),
 * and otherwise the fields the schemas refuse.
 */
export function feedRows(bodies: unknown[], locale: string, account: ImportAccount): FeedRow[] {
  const firstRow = new Map<string, number>();
  return bodies.map((body, index) => {
    const row = index + 1;
    if (!isObject(body)) return { row, body, caseNumber: null, type: null, title: null, problems: [{ key: 'not_listing' }] };
    const rawCase = body[CASE_NUMBER];
    const caseNumber = typeof rawCase === 'string' && rawCase.trim() ? rawCase.trim() : null;
    const rawType = body['listingType'];
    const definition = typeof rawType === 'number' ? listingTypeById(rawType) : undefined;
    const key = typeof rawType === 'number' ? listingTypeName(rawType) : undefined;
    const type = definition
      ? definition.name[locale === 'en' ? 'en' : 'da']
      : typeof rawType === 'string' || typeof rawType === 'number'
        ? String(rawType)
        : null;
    const title = typeof body['title'] === 'string' ? body['title'] : null;
    let problems: Problem[];
    if (!caseNumber) problems = [{ key: 'no_case_number' }];
    else if (firstRow.has(caseNumber)) problems = [{ key: 'duplicate', row: firstRow.get(caseNumber) ?? row }];
    else if (!key) problems = [{ key: 'unknown_type' }];
    else if (!account.permissions[LISTING_TYPE_PERMISSION[key]]) problems = [{ key: 'type_not_permitted' }];
    else problems = fieldProblems(body, key, caseNumber, account.id);
    if (caseNumber && !firstRow.has(caseNumber)) firstRow.set(caseNumber, row);
    return { row, body, caseNumber, type, title, problems };
  });
}

/**
 * 'Kun disse annoncer' in batches of about IMPORT_BATCH_SIZE. A case number given twice goes in the batch of its
 * first row, so the server refuses the repeat as it does within one request instead of updating the first.
 */
export function batchesOf(rows: FeedRow[]): FeedRow[][] {
  const batches: FeedRow[][] = [];
  const batchOfCase = new Map<string, FeedRow[]>();
  let current: FeedRow[] = [];
  for (const row of rows) {
    const earlier = row.caseNumber === null ? undefined : batchOfCase.get(row.caseNumber);
    if (earlier) {
      earlier.push(row);
      continue;
    }
    if (current.length === 0) batches.push(current);
    current.push(row);
    if (row.caseNumber !== null) batchOfCase.set(row.caseNumber, current);
    if (current.length >= IMPORT_BATCH_SIZE) current = [];
  }
  return batches;
}

/** One line per refused field of the server's answer: the row in the file, its case number, the field and the Danish message. */
export interface RefusalLine {
  row: number;
  caseNumber: string | null;
  field: string;
  message: string;
}

export function refusalLines(rows: ListingImportAnswer['rows']): RefusalLine[] {
  return rows
    .filter((row) => row.outcome === 'refused')
    .flatMap((row) => {
      const fields = Object.entries(row.fields ?? {});
      const entries = fields.length > 0 ? fields : [['', row.message ?? '']];
      return entries.map(([field = '', message = '']) => ({ row: row.row, caseNumber: row.caseNumber, field: field === '_' ? '' : field, message }));
    });
}
