import type { DbOrTx } from '../db';
import { listingTypeName } from '../../schemas/listings';
import { listingQuality } from '../../schemas/listings/quality';
import type { QualityScore } from '../../schemas/listingQuality';
import type { ListingTypeName } from '../../schemas/enums';
import { storedFormValues } from './listingPublishable';
import { setQualityScores, unscoredListings, type ImageRow, type ListingRow } from '../repositories/listings';

/** The score of a listing's validated values and its checked images (whose sizes the score reads). */
export function qualityOfValues(
  type: ListingTypeName,
  offMarket: boolean,
  values: Record<string, unknown>,
  images: { url: string; width: number | null; floorPlan?: boolean | null; hasText?: boolean | null }[],
): QualityScore {
  return listingQuality(type, offMarket ? 'offMarket' : 'standard', { ...values, images });
}

/** The score of a stored listing: its form fields, its column fields and its images. */
export function qualityOfRow(row: ListingRow, images: ImageRow[]): QualityScore | null {
  const type = listingTypeName(row.listingType);
  if (!type) return null;
  return qualityOfValues(type, row.offMarket, storedFormValues(row, images), images);
}

const BATCH = 500;

/**
 * Scores the listings that have no score: those written before the score existed (the migration that added it
 * cannot run TypeScript) and the seed's. Run at start-up; a database with none left reads one empty batch.
 */
export async function scoreUnscoredListings(db: DbOrTx): Promise<number> {
  let scored = 0;
  for (;;) {
    const batch = await unscoredListings(db, BATCH);
    if (batch.length === 0) return scored;
    // A listing of a type no longer known gets 0, so that it is not read again on every start.
    await setQualityScores(
      db,
      batch.map(({ row, images }) => ({ id: row.id, score: qualityOfRow(row, images)?.score ?? 0 })),
    );
    scored += batch.length;
  }
}
