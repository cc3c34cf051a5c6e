import type { Enquiry } from './types';

export const INBOX_PATH = '/enquiries';

/** The inbox filtered by one listing, as react-admin's list reads its filter from the address. */
export const inboxOfListingPath = (listingId: number) => `${INBOX_PATH}?${new URLSearchParams({ filter: JSON.stringify({ listingId }) })}`;

export const enquiryPath = (id: number) => `${INBOX_PATH}/${id}/show`;

/** The listing's page by its id alone: the listings resource's show goes on to the page of its type. */
export const listingPathOf = (listingId: number) => `/listings/${listingId}/show`;

/** The listing an enquiry is about, as a row shows it. */
export const listingTitleOf = (enquiry: Pick<Enquiry, 'listingId' | 'listingTitle'>) => enquiry.listingTitle || `#${enquiry.listingId}`;
