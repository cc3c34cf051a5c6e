import { ApiHttpError, fieldMessages, fieldProblem, zodFieldErrors } from '../errors';
import { ERROR_CODES } from '../../schemas/errors';
import { listingSchema, listingTypeName } from '../../schemas/listings';
import type { ImageRow, ListingRow } from '../repositories/listings';

/** A stored listing's form values: its fields, the form fields kept in columns of their own, and its images. */
export function storedFormValues(row: ListingRow, images: readonly Pick<ImageRow, 'url' | 'width'>[]): Record<string, unknown> {
  return {
    ...row.fields,
    title: row.title,
    accountOwnerListingIdentifierID: row.caseNumber ?? undefined,
    shownAccountOwnerListingIdentifierID: row.shownCaseNumber ?? undefined,
    images: images.map(({ url, width }) => ({ url, width })),
  };
}

/**
 * A listing is live only as its type's full rules allow (the type's zod schema, as the form validates it: every
 * required field, 3-10 images, at most 1 off-market). A draft may be stored incomplete (a feed's row without
 * images), so every path to 'active' (activate, reopen, bulk, 'Gem og aktivér', an import or upsert that
 * activates) and every edit of an active listing checks the listing as written here, in its transaction: a 409
 * naming each missing field.
 */
export function requirePublishable(row: ListingRow, images: readonly Pick<ImageRow, 'url' | 'width'>[]): void {
  const type = listingTypeName(row.listingType);
  const values = storedFormValues(row, images);
  const parsed = type ? listingSchema(type, row.offMarket ? 'offMarket' : 'standard').safeParse(values) : null;
  if (parsed?.success) return;
  const fields = parsed ? zodFieldErrors(parsed.error, values) : { listingType: fieldProblem('invalid_value', 'Annoncetype skal være korrekt') };
  const reasons = [...new Set(Object.values(fieldMessages(fields)))].join('. ');
  throw new ApiHttpError(409, ERROR_CODES.conflict, `En aktiv annonce skal være helt udfyldt: ${reasons}`, fields);
}
