import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { useExportListings, useListFilterValues } from './hooks';
import { useLifecycleToast } from './useLifecycleToast';

/** Exports every listing matching the index's filters (not only the page) as CSV. */
export const ListingExportButton = () => {
  const translate = useTranslate();
  const toast = useLifecycleToast();
  const { total } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const [busy, setBusy] = useState(false);
  const downloadCsv = useExportListings();
  const exportAll = async () => {
    setBusy(true);
    try {
      await downloadCsv(filterValues);
    } catch (error) {
      toast.failedAll('fetch', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy || total === 0} onClick={() => void exportAll()}>
      {translate('resources.listings.lifecycle.actions.export')}
    </Button>
  );
};
