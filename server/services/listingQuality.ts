import type { DbOrTx } from '../db';
import { listingTypeName } from '../../schemas/listings';
import { listingQuality } from '../../schemas/listings/quality';
import type { QualityScore } from '../../schemas/listingQuality';
import type { ListingTypeName } from '../../schemas/enums';
import { storedFormValues } from './listingPublishable';
import { LISTING_STATUSES } from '../../schemas/enums';
import {
  activeListingPhotoSamples,
  findListing,
  perceptualHashesOf,
  setQualityScores,
  unscoredListings,
  type ImageRow,
  type ListingRow,
  type LoadedListing,
} from '../repositories/listings';
import { hashDistance, hasDetail, SAME_PICTURE_DISTANCE } from './imageContent';

/** The score of a listing's validated values and its checked images (whose sizes the score reads). */
export function qualityOfValues(
  type: ListingTypeName,
  offMarket: boolean,
  values: Record<string, unknown>,
  images: { url: string; width: number | null; floorPlan?: boolean | null; hasText?: boolean | null; sharedElsewhere?: boolean }[],
): QualityScore {
  return listingQuality(type, offMarket ? 'offMarket' : 'standard', { ...values, images });
}

/** The score of a stored listing: its form fields, its column fields and its images. */
export function qualityOfRow(row: ListingRow, images: ImageRow[], sharedUrls: ReadonlySet<string> = new Set()): QualityScore | null {
  const type = listingTypeName(row.listingType);
  if (!type) return null;
  const scored = images.map((image) => ({ ...image, sharedElsewhere: sharedUrls.has(image.url) }));
  return qualityOfValues(type, row.offMarket, storedFormValues(row, images), scored);
}

const addressKey = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

/** Which of a listing's photos show on other listings of its account, and which listings those are. */
export interface PhotoSharing {
  urls: Set<string>;
  listings: Set<number>;
}

/**
 * The URLs of an active listing's pictures that also show on another of its account's active listings at another
 * address (a resized or re-encoded copy too), and those listings. The same address is two listings of one premises
 * (a unit let and sold), where the same photo is right; a draft or a closed listing is nobody's concern yet or any
 * more.
 */
export async function photoSharing(db: DbOrTx, row: ListingRow, images: readonly ImageRow[]): Promise<PhotoSharing> {
  const shared: PhotoSharing = { urls: new Set(), listings: new Set() };
  // Drawings are compared by their bytes only (looksTheSame): two plans of one building look alike in the hash.
  const own = images.filter((image) => image.perceptualHash !== null && image.floorPlan !== true && hasDetail(image.perceptualHash));
  if (row.status !== LISTING_STATUSES.active || own.length === 0) return shared;
  const address = addressKey(row.addressText);
  const hashOf = (image: ImageRow) => image.perceptualHash ?? '';
  // A sample of cells first: a copy differs in so few cells that it differs in at most as many of the sample,
  // so no copy is missed, and only the few candidates' whole hashes are read.
  const cellCount = hashOf(own[0] as ImageRow).length / 6;
  const cells = Array.from({ length: SAMPLE_CELLS }, (_, i) => Math.floor(((i + 0.5) * cellCount) / SAMPLE_CELLS));
  const mostDiffering = SAME_PICTURE_DISTANCE * cellCount;
  const sampleOf = (hash: string) => cells.map((cell) => hash.slice(cell * 6, cell * 6 + 6)).join('');
  const ownSamples = own.map((image) => sampleOf(hashOf(image)));
  const candidates = (await activeListingPhotoSamples(db, row.accountId, row.id, cells)).filter(
    (other) =>
      addressKey(other.addressText) !== address &&
      ownSamples.some((sample) => sample.length === other.sample.length && hashDistance(sample, other.sample) * SAMPLE_CELLS <= mostDiffering),
  );
  const listingOf = new Map(candidates.map((other) => [other.imageId, other.listingId]));
  const others = await perceptualHashesOf(db, [...listingOf.keys()]);
  for (const image of own) {
    for (const other of others) {
      if (hashDistance(hashOf(image), other.perceptualHash) > SAME_PICTURE_DISTANCE) continue;
      shared.urls.add(image.url);
      const partner = listingOf.get(other.imageId);
      if (partner !== undefined) shared.listings.add(partner);
    }
  }
  return shared;
}

/**
 * After a write that may make or end a shared photo (a live listing's pictures or address changed, a listing gone
 * live or off): the stored scores of the listing as written and of the listings it shared a photo with before
 * (`before`, photoSharing's listings read ahead of the write) or shares one with now, each with its shared photos counted. Answers the
 * listing's score as now stored (null when it was not scored again: not live, and sharing with none before).
 */
export async function rescoreSharing(db: DbOrTx, listing: LoadedListing, before: ReadonlySet<number>): Promise<number | null> {
  const { id } = listing.row;
  if (listing.row.status !== LISTING_STATUSES.active && before.size === 0) return null;
  const sharing = await photoSharing(db, listing.row, listing.images);
  const scores: { id: number; score: number }[] = [];
  const score = (loaded: LoadedListing, urls: ReadonlySet<string>): number | null => {
    const quality = qualityOfRow(loaded.row, loaded.images, urls);
    if (quality && quality.score !== loaded.row.qualityScore) scores.push({ id: loaded.row.id, score: quality.score });
    return quality?.score ?? null;
  };
  const own = score(listing, sharing.urls);
  for (const other of new Set([...before, ...sharing.listings])) {
    const loaded = other === id ? null : await findListing(db, other);
    if (loaded) score(loaded, (await photoSharing(db, loaded.row, loaded.images)).urls);
  }
  await setQualityScores(db, scores);
  return own;
}

/** How many cells of a perceptual hash the first look at an account's other pictures compares. */
const SAMPLE_CELLS = 32;

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
