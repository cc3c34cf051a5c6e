import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AccountStatisticsSchema,
  ListingBenchmarkSchema,
  ListingStatisticsSchema,
  MarketStatisticsSchema,
  type AccountStatistics,
  type ListingBenchmark,
  type ListingStatistics,
  type MarketStatistics,
} from 'schemas/statistics';
import { useMemberDataProvider } from '../../providers/dataProvider';
import type { MarketView, StatisticsView } from './period';

const periodQuery = (view: StatisticsView) => ({ from: view.from, to: view.to, granularity: view.granularity });

/** A listing's statistics; the previous answer stays on screen while a new period loads. */
export function useListingStatistics(listingId: number, view: StatisticsView) {
  const dataProvider = useMemberDataProvider();
  return useQuery<ListingStatistics>({
    queryKey: ['statistics', 'listing', listingId, view.from, view.to, view.granularity],
    queryFn: async ({ signal }) => ListingStatisticsSchema.parse(await dataProvider.listingStatistics(listingId, periodQuery(view), signal)),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(listingId) && listingId > 0,
  });
}

/** A listing against its market; it does not depend on the period. */
export function useListingBenchmark(listingId: number) {
  const dataProvider = useMemberDataProvider();
  return useQuery<ListingBenchmark>({
    queryKey: ['statistics', 'benchmark', listingId],
    queryFn: async ({ signal }) => ListingBenchmarkSchema.parse(await dataProvider.listingBenchmark(listingId, signal)),
    enabled: Number.isInteger(listingId) && listingId > 0,
  });
}

export function useAccountStatistics(accountId: number | undefined, view: StatisticsView) {
  const dataProvider = useMemberDataProvider();
  return useQuery<AccountStatistics>({
    queryKey: ['statistics', 'account', accountId, view.from, view.to, view.granularity],
    queryFn: async ({ signal }) => AccountStatisticsSchema.parse(await dataProvider.accountStatistics(accountId ?? 0, periodQuery(view), signal)),
    placeholderData: keepPreviousData,
    enabled: accountId !== undefined,
  });
}

/** The market as the active account (X-Account-Id) may see it. */
export function useMarketStatistics(accountId: number | undefined, view: MarketView) {
  const dataProvider = useMemberDataProvider();
  return useQuery<MarketStatistics>({
    queryKey: ['statistics', 'market', accountId, view.from, view.to, view.listingType, view.regionCode, view.areaMonth],
    queryFn: async ({ signal }) => {
      const query: Record<string, string> = { from: view.from, to: view.to };
      if (view.listingType !== null) query['listingType'] = String(view.listingType);
      if (view.regionCode !== null) query['regionCode'] = String(view.regionCode);
      if (view.areaMonth !== null) query['areaMonth'] = view.areaMonth;
      return MarketStatisticsSchema.parse(await dataProvider.marketStatistics(query, signal));
    },
    placeholderData: keepPreviousData,
    enabled: accountId !== undefined,
  });
}
