import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { useExportListings, useListFilterValues } from './hooks';
import { useLifecycleToast } from './useLifecycleToast';

/** 'Eksportér valgte': the selected rows as CSV, the same file as the whole list's export. */
export const ListingExportSelectedButton = () => {
  const translate = useTranslate();
  const toast = useLifecycleToast();
  const { selectedIds } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const [busy, setBusy] = useState(false);
  const downloadCsv = useExportListings();
  const exportSelected = async () => {
    setBusy(true);
    try {
      await downloadCsv({ ...filterValues, ids: selectedIds });
    } catch (error) {
      toast.failedAll('fetch', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy || selectedIds.length === 0} onClick={() => void exportSelected()}>
      {translate('resources.listings.lifecycle.actions.export_selected')}
    </Button>
  );
};
