import { useListContext, useTranslate } from 'react-admin';
import type { ListingSummary } from 'schemas/listings/record';
import { ICONS, ToolbarButton } from '../filters/toolbarButtons';
import { useExportListings, useListFilterValues } from './hooks';

/** Exports every listing matching the index's filters (not only the page) as CSV. */
export const ListingExportButton = () => {
  const translate = useTranslate();
  const { total } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const { busy, exportCsv } = useExportListings();
  return (
    <ToolbarButton icon={ICONS.download} variant="outlined" disabled={busy || total === 0} onClick={() => void exportCsv(filterValues)}>
      {translate('resources.listings.lifecycle.actions.export')}
    </ToolbarButton>
  );
};
