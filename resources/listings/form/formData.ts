import type { ListingTypeName } from 'schemas/enums';
import { listingFieldNames, listingHints } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import type { FormData } from 'src/forms';
import { LISTING_FORM_SCHEMAS } from './listingFormSchemas.generated';

/** listingFieldNames, read from the type's form schema converted at build time rather than from a zod schema built for it. */
export function formFieldNames(typeName: ListingTypeName): string[] {
  const properties = LISTING_FORM_SCHEMAS[`${typeName} standard`]?.properties;
  return properties ? [...Object.keys(properties), ...Object.keys(listingHints(typeName).computed ?? {})] : listingFieldNames(typeName);
}

/** The form's part of a listing: its fields, images as URLs in their order. */
export function formDataOf(record: ListingRecord, typeName: ListingTypeName): FormData {
  const names = new Set(formFieldNames(typeName));
  const data: FormData = Object.fromEntries(Object.entries(record).filter(([key]) => names.has(key)));
  data['images'] = [...record.images].sort((a, b) => a.position - b.position).map((i) => ({ url: i.url }));
  return data;
}

/**
 * A new listing's form from an existing one ('Opret ud fra eksisterende'): its fields, but not its case numbers
 * (some case systems need unique ones), and its images only when asked for. Status and history stay behind.
 */
export function formDataFrom(record: ListingRecord, typeName: ListingTypeName, withImages: boolean): FormData {
  const { images, ...fields } = formDataOf(record, typeName);
  delete fields.accountOwnerListingIdentifierID;
  delete fields.shownAccountOwnerListingIdentifierID;
  return withImages ? { ...fields, images } : fields;
}

/** Who a new listing's contact is, until the user says otherwise: the user, and the account where the user has nothing. */
export function contactDefaults(
  user: Record<string, unknown> | undefined,
  account: { email?: string | null; phoneNumber?: string | null } | undefined,
): FormData {
  const pick = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim();
  const defaults = { contactName: pick(user?.['name']), contactEmail: pick(user?.['email'], account?.email), contactPhone: pick(account?.phoneNumber) };
  return Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== undefined));
}
