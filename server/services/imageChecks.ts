import type { DbOrTx } from '../db';
import { findListing, picturesAwaitingText, setQualityScores, setTextReading } from '../repositories/listings';
import type { ImageStore } from './images';
import { qualityOfRow } from './listingQuality';

/** Pictures read in one run of the job: a run takes a few seconds to a minute, and the next run goes on. */
const BATCH = 40;

/**
 * Reads the text of listing pictures not read yet (a save stores what the picture shows but leaves OCR to this
 * job), and stores it on every listing that shows the picture. A picture that cannot be fetched or read again
 * is marked 'failed': the broker sees it could not be checked, and the cover rule lets it pass.
 */
export async function readAwaitingTexts(db: DbOrTx, images: Pick<ImageStore, 'readText'>, limit = BATCH): Promise<{ read: number; failed: number }> {
  const result = { read: 0, failed: 0 };
  const touched = new Set<number>();
  for (const picture of await picturesAwaitingText(db, limit)) {
    const reading = await images.readText(picture.url).catch(() => null);
    const stored = reading
      ? { hasText: reading.hasText, textRead: reading.words, textCheck: 'done' as const }
      : { hasText: null, textRead: null, textCheck: 'failed' as const };
    result[reading ? 'read' : 'failed']++;
    for (const id of await setTextReading(db, picture.url, stored)) if (reading?.hasText) touched.add(id);
  }
  // Text found on a cover costs the listing points: its stored score follows.
  const scores = [];
  for (const id of touched) {
    const listing = await findListing(db, id);
    const quality = listing && qualityOfRow(listing.row, listing.images);
    if (quality) scores.push({ id, score: quality.score });
  }
  if (scores.length > 0) await setQualityScores(db, scores);
  return result;
}
