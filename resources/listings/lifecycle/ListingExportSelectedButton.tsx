import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { useExportListings, useListFilterValues } from './hooks';

/** 'Eksportér valgte': the selected rows as CSV, the same file as the whole list's export. */
export const ListingExportSelectedButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const { busy, exportCsv } = useExportListings();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy || selectedIds.length === 0}
      onClick={() => void exportCsv({ ...filterValues, ids: selectedIds })}
    >
      {translate('resources.listings.lifecycle.actions.export_selected')}
    </Button>
  );
};
