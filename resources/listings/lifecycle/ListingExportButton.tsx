import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { useExportListings, useListFilterValues } from './hooks';

/** Exports every listing matching the index's filters (not only the page) as CSV. */
export const ListingExportButton = () => {
  const translate = useTranslate();
  const { total } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const { busy, exportCsv } = useExportListings();
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy || total === 0} onClick={() => void exportCsv(filterValues)}>
      {translate('resources.listings.lifecycle.actions.export')}
    </Button>
  );
};
