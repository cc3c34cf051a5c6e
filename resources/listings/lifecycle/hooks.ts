import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { ListingFilter } from 'schemas/listings/record';
import { isObject } from 'schemas/isObject';
import { USER_CLOSING_REASONS } from 'schemas/enums';
import { downloadCsv } from 'src/pages/statistics/csv';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import type { ClosingReason } from 'src/providers/memberMethods';
import { useLifecycleToast } from './useLifecycleToast';

/** The closing reasons, once asked for (`enabled`): undefined while they load, none when they cannot be had. */
export function useClosingReasons(enabled = true): ClosingReason[] | undefined {
  const dataProvider = useMemberDataProvider();
  const { data, isError } = useQuery({ queryKey: ['closing-reasons'], queryFn: () => dataProvider.closingReasons(), enabled, staleTime: Infinity });
  return isError ? [] : data;
}

/** The closing reasons a user may choose, in the order offered: 1, 3, 4, 2. */
export function useClosingReasonChoices(enabled = true): ClosingReason[] | undefined {
  return useClosingReasons(enabled)?.filter((reason) => (USER_CLOSING_REASONS as readonly number[]).includes(reason.id));
}

/** Downloads every listing matching a filter as the server's CSV file: `busy` meanwhile, a toast when it fails. */
export function useExportListings() {
  const dataProvider = useMemberDataProvider();
  const toast = useLifecycleToast();
  const [busy, setBusy] = useState(false);
  const exportCsv = async (filter: Partial<ListingFilter> | Record<string, unknown>) => {
    setBusy(true);
    try {
      const file = await dataProvider.exportListings(filter);
      downloadCsv(file.name ?? 'annoncer.csv', file.text);
    } catch (error) {
      toast.failedAll('fetch', error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, exportCsv };
}

/** The list's filter values, which react-admin leaves untyped, as a record to read with checks. */
export function useListFilterValues(): Record<string, unknown> {
  const filterValues: unknown = useListContext().filterValues;
  return isObject(filterValues) ? filterValues : {};
}
