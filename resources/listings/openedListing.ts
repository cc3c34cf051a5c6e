import type { ListingRecord } from 'schemas/listings/record';
import { earlyAnswerFresh } from 'src/providers/firstCalls';

/**
 * A listing's page opened afresh asks for its listing with the entry (src/preload.ts). Once that answer is in,
 * the page's first render shows the listing rather than a spinner, with the layout around it in one commit.
 */
let opened: { id: number; record: ListingRecord; at: number } | undefined;

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
  // Kept as long as httpClient keeps an answer fetched ahead: later the page reads the listing itself.
  return earlyAnswerFresh(taken.at) ? taken : undefined;
}
