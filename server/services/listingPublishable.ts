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

export const COVER_MESSAGES = {
  floorPlan: 'Forsidebilledet må ikke være en plantegning',
  text: 'Forsidebilledet må ikke indeholde tekst',
  unchecked: 'Forsidebilledet kunne ikke kontrolleres for tekst og plantegning',
} as const;

type CheckedRow = Pick<ImageRow, 'url' | 'width'> & Partial<Pick<ImageRow, 'floorPlan' | 'hasText' | 'textCheck'>>;

/**
 * What is wrong with the cover (the first picture) of a live listing: a floor plan or text, unless staff have
 * overruled the checker for this listing. A picture not read yet, or that could not be read, passes: the broker
 * is told it could not be checked (coverCheckNote), never stopped by a checker that did not answer.
 */
export function coverProblem(row: Pick<ListingRow, 'coverCheckOverruled'>, images: readonly CheckedRow[]): string | null {
  const cover = images[0];
  if (!cover || row.coverCheckOverruled) return null;
  if (cover.floorPlan === true) return COVER_MESSAGES.floorPlan;
  if (cover.hasText === true) return COVER_MESSAGES.text;
  return null;
}

/** 'kunne ikke kontrolleres' when the cover's text has not been read (waiting in the queue, or failed). */
export function coverCheckNote(images: readonly CheckedRow[]): string | null {
  const cover = images[0];
  return cover && cover.textCheck !== 'done' ? COVER_MESSAGES.unchecked : null;
}

/**
 * A listing is live only as its type's full rules allow (the type's zod schema, as the form validates it: every
 * required field, 3-10 images, at most 1 off-market). A draft may be stored incomplete (a feed's row without
 * images), so every path to 'active' (activate, reopen, bulk, 'Gem og aktivér', an import or upsert that
 * activates) and every edit of an active listing checks the listing as written here, in its transaction: a 409
 * naming each missing field.
 */
export function requirePublishable(row: ListingRow, images: readonly CheckedRow[]): void {
  const type = listingTypeName(row.listingType);
  const values = storedFormValues(row, images);
  const parsed = type ? listingSchema(type, row.offMarket ? 'offMarket' : 'standard').safeParse(values) : null;
  const cover = coverProblem(row, images);
  if (parsed?.success && !cover) return;
  const fields = parsed
    ? parsed.success
      ? {}
      : zodFieldErrors(parsed.error, values)
    : { listingType: fieldProblem('invalid_value', 'Annoncetype skal være korrekt') };
  // The cover rule is SPEC 5's: where every path to 'active' passes, so the form, the API and the import all meet it.
  if (cover && !('images.0' in fields)) Object.assign(fields, { 'images.0': fieldProblem('cover_content', cover) });
  const reasons = [...new Set(Object.values(fieldMessages(fields)))].join('. ');
  throw new ApiHttpError(409, ERROR_CODES.conflict, `En aktiv annonce skal være helt udfyldt: ${reasons}`, fields);
}
