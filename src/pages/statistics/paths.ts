import { showPath } from 'resources/listings/typePaths';

/** A listing's statistics page: below its show page, /listings/{type}/{id}/statistics. */
export const listingStatisticsPath = (listing: { id: number | string; listingType: number }): string => `${showPath(listing)}/statistics`;
