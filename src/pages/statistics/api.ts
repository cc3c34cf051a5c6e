import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AccountStatisticsSchema,
  ListingStatisticsSchema,
  MarketStatisticsSchema,
  type AccountStatistics,
  type ListingStatistics,
  type MarketStatistics,
} from 'schemas/statistics';
import { currentApiBase } from '../../providers/apiBase';
import { httpClient } from '../../providers/httpClient';
import type { MarketView, StatisticsView } from './period';

const periodQuery = (view: StatisticsView) =>
  new URLSearchParams({ from: view.from, to: view.to, granularity: view.granularity }).toString();

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const { json } = await httpClient(`${currentApiBase().api}${path}`, { signal });
  return json;
}

/** A listing's statistics; the previous answer stays on screen while a new period loads. */
export function useListingStatistics(listingId: number, view: StatisticsView) {
  return useQuery<ListingStatistics>({
    queryKey: ['statistics', 'listing', listingId, view.from, view.to, view.granularity],
    queryFn: async ({ signal }) => ListingStatisticsSchema.parse(await getJson(`/listings/${listingId}/statistics?${periodQuery(view)}`, signal)),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(listingId) && listingId > 0,
  });
}

export function useAccountStatistics(accountId: number | undefined, view: StatisticsView) {
  return useQuery<AccountStatistics>({
    queryKey: ['statistics', 'account', accountId, view.from, view.to, view.granularity],
    queryFn: async ({ signal }) => AccountStatisticsSchema.parse(await getJson(`/accounts/${accountId}/statistics?${periodQuery(view)}`, signal)),
    placeholderData: keepPreviousData,
    enabled: accountId !== undefined,
  });
}

/** The market as the active account (X-Account-Id) may see it. */
export function useMarketStatistics(accountId: number | undefined, view: MarketView) {
  return useQuery<MarketStatistics>({
    queryKey: ['statistics', 'market', accountId, view.from, view.to, view.listingType, view.regionCode, view.areaMonth],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ from: view.from, to: view.to });
      if (view.listingType !== null) query.set('listingType', String(view.listingType));
      if (view.regionCode !== null) query.set('regionCode', String(view.regionCode));
      if (view.areaMonth !== null) query.set('areaMonth', view.areaMonth);
      return MarketStatisticsSchema.parse(await getJson(`/market-statistics?${query.toString()}`, signal));
    },
    placeholderData: keepPreviousData,
    enabled: accountId !== undefined,
  });
}
