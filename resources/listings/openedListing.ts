import type { ListingRecord } from 'schemas/listings/record';

/**
 * A listing's page opened afresh asks for its listing with the entry (src/preload.ts). Once that answer is in,
 * the page's first render shows the listing rather than a spinner, with the layout around it in one commit.
 */
let opened: { id: number; record: ListingRecord; at: number } | undefined;

/** An answer not taken by then is no longer what the page would read: the page reads the listing itself. */
const KEPT_MS = 10_000;

export function keepOpenedListing(id: number, answer: Promise<{ data: ListingRecord }>): void {
  answer.then(
    ({ data }) => (opened = { id, record: data, at: Date.now() }),
    () => undefined,
  );
}

/** The listing `id` as it arrived for the page opened afresh, taken once: later visits read react-admin's cache. */
export function takeOpenedListing(id: number): { record: ListingRecord; at: number } | undefined {
  const taken = opened;
  if (taken?.id !== id) return undefined;
  opened = undefined;
  return Date.now() - taken.at <= KEPT_MS ? taken : undefined;
}
