import { showPath } from 'resources/listings/families';

/** A listing's statistics page: below its show page, /listings/{family}/{id}/statistics. */
export const listingStatisticsPath = (listing: { id: number | string; listingType: number }): string => `${showPath(listing)}/statistics`;
