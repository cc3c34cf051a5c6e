import type { DbOrTx } from '../db';
import { findListing, picturesAwaitingText, setQualityScores, setTextReading, textReadingsOf } from '../repositories/listings';
import { LISTING_STATUSES } from '../../schemas/enums';
import { TextReadTimeout } from './imageContent';
import type { CheckedImage } from './images';
import type { ImageStore } from './images';
import { photoSharing, qualityOfRow } from './listingQuality';

/** Pictures read in one run of the job: a run takes a few seconds to a minute, and the next run goes on. */
const BATCH = 40;

/** Feeds being imported in this process: the job's OCR waits for them. */
let importsRunning = 0;

/**
 * Runs a feed's import while this process's job reads no picture's text: the OCR would take a core from the import
 * for minutes, and the import's own pictures are read all the same once it ends (the job's next run).
 */
export async function holdingTextReading<T>(work: () => Promise<T>): Promise<T> {
  importsRunning++;
  try {
    return await work();
  } finally {
    importsRunning--;
  }
}

/**
 * Reads the text of listing pictures not read yet (a save stores what the picture shows but leaves OCR to this
 * job), and stores it on every listing that shows the picture. A picture that cannot be fetched or read again
 * is marked 'failed': the broker sees it could not be checked, and the cover rule lets it pass. While a feed is
 * imported here (holdingTextReading), the run stops before its next picture.
 */
export async function readAwaitingTexts(db: DbOrTx, images: Pick<ImageStore, 'readText'>, limit = BATCH): Promise<{ read: number; failed: number }> {
  const result = { read: 0, failed: 0 };
  const touched = new Set<number>();
  if (importsRunning > 0) return result;
  for (const picture of await picturesAwaitingText(db, limit)) {
    if (importsRunning > 0) break;
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
    const quality = listing && qualityOfRow(listing.row, listing.images, (await photoSharing(db, listing.row, listing.images)).urls);
    if (quality) scores.push({ id, score: quality.score });
  }
  if (scores.length > 0) await setQualityScores(db, scores);
  return result;
}

/** How long an activation waits for its cover's text to be read when the job queue has not read it yet. */
export const ACTIVATION_READ_MS = 5000;

let activationReader: Pick<ImageStore, 'readText'> | null = null;

/** Where an activation reads a cover from (the app's image store); set as the app starts. */
export function setActivationReader(images: Pick<ImageStore, 'readText'> | null): void {
  activationReader = images;
}

/**
 * Before a listing goes live: its cover's text read now, within ACTIVATION_READ_MS, if the job queue has not
 * read it yet, so the cover rule can be applied. Past the bound, or when the picture cannot be read, the cover
 * stays unread and passes (the broker sees it could not be checked), and the job reads it later.
 */
export async function readCoverBeforeActivation(db: DbOrTx, id: number): Promise<void> {
  const listing = await findListing(db, id);
  const cover = listing?.images[0];
  // A picture not checked for what it shows (IMAGE_CONTENT_CHECK=false) is not read either.
  if (!activationReader || !cover || cover.textCheck !== null || cover.floorPlan === null || listing.row.status === LISTING_STATUSES.active) return;
  try {
    const reading = await activationReader.readText(cover.url, { timeoutMs: ACTIVATION_READ_MS });
    await setTextReading(db, cover.url, { hasText: reading.hasText, textRead: reading.words, textCheck: 'done' });
  } catch (error) {
    if (!(error instanceof TextReadTimeout)) await setTextReading(db, cover.url, { hasText: null, textRead: null, textCheck: 'failed' });
  }
}

/**
 * Pictures the save has just checked, with the text readings already known for the same bytes (from another
 * listing, or an earlier save), so that a picture is read once whatever listings show it.
 */
export async function withKnownReadings(db: DbOrTx, images: CheckedImage[], isNew: (image: CheckedImage) => boolean): Promise<CheckedImage[]> {
  // A picture not checked for what it shows (IMAGE_CONTENT_CHECK=false) is not read, so nothing is looked up for it.
  const unread = (image: CheckedImage) => image.content.textCheck === null && image.content.floorPlan !== null && isNew(image);
  const hashes = images.filter(unread).map((image) => image.contentHash);
  if (hashes.length === 0) return images;
  const known = await textReadingsOf(db, hashes);
  return images.map((image) => {
    const reading = unread(image) ? known.get(image.contentHash) : undefined;
    return reading ? { ...image, content: { ...image.content, ...reading } } : image;
  });
}
