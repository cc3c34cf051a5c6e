import { useCallback, useState, type ReactElement } from 'react';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ListingRecord } from 'schemas/listings/record';
import { LoadError, NotFoundNotice } from 'src/layout/LoadError';
import { takeOpenedListing } from './openedListing';

export type ListingPage =
  { record: ListingRecord; refetch: () => void; fallback?: undefined } | { record?: undefined; refetch: () => void; fallback: ReactElement };

/**
 * The listing of the route's :id for its pages (show, update, copy, close): the whole record once it has
 * come, or what the page shows until then: a spinner, 'the listing does not exist' (a 404, or an id that
 * is no number), or a failed load with a retry.
 */
export function useListingPage(): ListingPage {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const valid = /^\d+$/.test(id);
  // Read when react-admin's cache has no entry for the listing yet: the answer asked for as the page opened.
  const [opened] = useState(() => (valid ? takeOpenedListing(Number(id)) : undefined));
  const { data, error, refetch } = useGetOne<ListingRecord>(
    'listings',
    { id: Number(id) },
    { enabled: valid, initialData: opened?.record, initialDataUpdatedAt: opened?.at },
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  // A row of the index, from react-admin's cache, stands in until the whole listing has come.
  if (data && Array.isArray(data.images)) return { record: data, refetch: retry };
  const notFound = translate('resources.listings.show.not_found');
  if (!valid) return { refetch: retry, fallback: <NotFoundNotice text={notFound} /> };
  if (error) {
    const title = translate('resources.listings.show.failed');
    return { refetch: retry, fallback: <LoadError title={title} error={error} onRetry={retry} notFound={notFound} /> };
  }
  return { refetch: retry, fallback: <Loading /> };
}
