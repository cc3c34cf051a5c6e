import { getQuery, parseQueryFromLocation, type GetListParams, type SortPayload } from 'ra-core';
import { isObject } from 'schemas/isObject';
import { LISTINGS_PER_PAGE } from 'schemas/listings/limits';

/** The listing index's order before the user picks one: the newest change first. */
export const LISTING_INDEX_SORT: SortPayload = { field: 'updatedAt', order: 'DESC' };

/** The index keeps its page, sort and filters in react-admin's store per account. */
export const listingIndexStoreKey = (accountId: number | undefined): string => (accountId === undefined ? 'listings' : `listings.${accountId}`);

/** The filters the index opens with: the active account's listings. */
export const listingIndexFilterDefaults = (accountId: number | undefined): Record<string, unknown> => (accountId === undefined ? {} : { accountId });

/**
 * The page the listing index asks for first, found as react-admin's <List> finds it (ra-core's getQuery):
 * the URL's query, else the one the store kept for the account, else the defaults above.
 */
export function listingIndexFirstPage(search: string, stored: unknown, accountId: number): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored ?? {},
    filterDefaultValues: listingIndexFilterDefaults(accountId),
    sort: LISTING_INDEX_SORT,
    perPage: LISTINGS_PER_PAGE,
  });
  const filter: unknown = query.filter;
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: isObject(filter) ? filter : {},
  };
}
