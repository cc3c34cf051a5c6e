import { Suspense, useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { TopToolbar, useListContext, useLocaleState, useTranslate } from 'react-admin';
// The limits module, not the listings' index, which builds every type's schemas.
import { LISTING_EXACT_COUNT_LIMIT, LISTINGS_PER_PAGE } from 'schemas/listings/limits';
import type { ListingSummary } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import { PATHS } from 'src/access/paths';
import { listMetaOf } from 'src/providers/dataProvider';
import { PlainList } from 'src/layout/PlainList';
import { ListPagination } from 'src/layout/LoadError';
import { CardsOrTable } from 'src/layout/RecordCards';
import { useCompactLayout } from 'src/layout/useCompactLayout';
import { ListingCards } from './ListingCards';
import { ListingTable } from './ListingTable';
import css from './listingIndex.module.css';
import { ListingExportButton } from './lifecycle/ListingExportButton';
import { LISTING_INDEX_COLUMNS } from 'schemas/listingIndexColumns';
import { ListingFilterBar } from './filters/ListingFilterBar';
import { ICONS, ToolbarButton, ToolbarLink } from './filters/toolbarButtons';
import { ListingViewsButton } from './views/ListingViewsButton';
import { ListingColumnsButton, listingColumnsPanel } from './views/ListingColumnsButton';
import { LISTING_INDEX_SORT, listingIndexFilterDefaults, listingIndexStoreKey } from './indexQuery';
// Whether the promotion column shows.
import { usePromotionAvailable } from 'src/pages/promotion/usePromotionAvailable';
import { afterFirstContent, useFirstContentShown } from 'src/lib/afterFirstContent';
import { preloadable } from 'src/lib/preloadable';

// The bulk actions show with the first selected row: their code loads once the rows are there.
const bulkActions = preloadable(() => import('./lifecycle/ListingBulkActions').then((m) => m.ListingBulkActions));
const exportSelected = preloadable(() => import('./lifecycle/ListingBulkActions').then((m) => m.ListingExportSelectedButton));
const ListingBulkActions = bulkActions.Component;
const ListingExportSelectedButton = exportSelected.Component;
const ignore = () => undefined;

/** The filters set besides the account, which the index starts with. */
function useActiveFilterCount(): number {
  const filterValues = useListContext<ListingSummary>().filterValues as Record<string, unknown>;
  return Object.entries(filterValues).filter(([name, value]) => name !== 'accountId' && value !== undefined && value !== '').length;
}

/** On a phone the filters and the actions fold behind one button, so the first listing shows on the first screen. */
const FoldButton = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const translate = useTranslate();
  const active = useActiveFilterCount();
  return (
    <ToolbarButton icon={ICONS.filterList} variant={open ? 'contained' : 'outlined'} aria-expanded={open} onClick={onToggle}>
      {translate('resources.listings.list.tools')}
      {active > 0 && ` (${active})`}
    </ToolbarButton>
  );
};

const ListingActions = ({ fold }: { fold?: { open: boolean; onToggle: () => void } }) => {
  const translate = useTranslate();
  const { check } = useAccess();
  // Each button only where its route lets the user through: the role, a listing type the account has, the flag.
  const allows = (path: string) => check(path).kind === 'allow';
  const promotion = usePromotionAvailable();
  const compact = useCompactLayout();
  if (fold && !fold.open)
    return (
      <TopToolbar>
        <FoldButton {...fold} />
      </TopToolbar>
    );
  return (
    <>
      <ListingFilterBar />
      <TopToolbar>
        {fold && <FoldButton {...fold} />}
        {/* The user's saved views; the column chooser, where the rows are a table (on a narrow screen they are cards). */}
        <ListingViewsButton />
        {!compact && <ListingColumnsButton columns={LISTING_INDEX_COLUMNS.filter((column) => column !== 'promotion' || promotion)} />}
        {/* Every matching row as CSV. */}
        <ListingExportButton />
        {allows(PATHS.listingImport) && (
          <ToolbarLink to={PATHS.listingImport} icon={ICONS.uploadFile}>
            {translate('resources.listings.import.action')}
          </ToolbarLink>
        )}
        {allows(PATHS.offMarketCreate) && (
          <ToolbarLink to={PATHS.offMarketCreate} icon={ICONS.lock}>
            {translate('resources.listings.actions.create_offmarket')}
          </ToolbarLink>
        )}
        {allows(PATHS.listingCreate) && (
          <ToolbarLink to={PATHS.listingCreate} icon={ICONS.add} variant="contained">
            {translate('resources.listings.actions.create')}
          </ToolbarLink>
        )}
      </TopToolbar>
    </>
  );
};

/** Past the exact-count limit the total is the database's estimate, and the index says so. */
const TotalEstimatedNotice = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = useListContext<ListingSummary>();
  const { total } = list;
  if (!listMetaOf(list.meta).totalEstimated || total === undefined) return null;
  const number = (n: number) => n.toLocaleString(locale === 'da' ? 'da-DK' : 'en-GB');
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {translate('resources.listings.list.total_estimated', { limit: number(LISTING_EXACT_COUNT_LIMIT), total: number(total) })}
    </Typography>
  );
};

/**
 * The pages' bar, below the rows, comes once they are on the screen, in its place kept meanwhile: the render that
 * brings the rows leaves out its many components. While the rows load it is the lists' own (an empty bar).
 */
const LatePagination = () => {
  const shown = useFirstContentShown();
  const { isPending, data, error } = useListContext<ListingSummary>();
  if (shown || isPending) return <ListPagination />;
  return !error && data.length > 0 ? <div className={css.paginationPlace} /> : null;
};
const LATE_PAGINATION = <LatePagination />;

/**
 * SPEC 2's listing index: filters on the server (account, case number or shown case number, address,
 * status, type), 25 rows a page, sortable columns; a row opens the listing's page under its type.
 */
export const ListingList = () => {
  const { activeAccount } = useAccess();
  const compact = useCompactLayout();
  const [toolsOpen, setToolsOpen] = useState(false);
  const fold = compact ? { open: toolsOpen, onToggle: () => setToolsOpen((open) => !open) } : undefined;
  // Bulk actions for those who may change listings (the server still decides per row).
  const canBulk = useAccess().check('/listings/create').kind === 'allow';
  // What the rows do not need, once they are there: the bulk actions and the column chooser, ready before a click.
  useEffect(
    () =>
      afterFirstContent(() => {
        (canBulk ? bulkActions : exportSelected).preload().catch(ignore);
        if (!compact) listingColumnsPanel.preload().catch(ignore);
      }),
    [canBulk, compact],
  );
  return (
    <PlainList<ListingSummary>
      resource="listings"
      sort={LISTING_INDEX_SORT}
      perPage={LISTINGS_PER_PAGE}
      filterDefaultValues={listingIndexFilterDefaults(activeAccount?.id)}
      actions={<ListingActions fold={fold} />}
      pagination={LATE_PAGINATION}
      exporter={false}
      storeKey={listingIndexStoreKey(activeAccount?.id)}
    >
      <TotalEstimatedNotice />
      <CardsOrTable cards={<ListingCards />}>
        {/* Readers may not change listings, but may export the rows they select. */}
        <ListingTable bulkActionButtons={<Suspense fallback={null}>{canBulk ? <ListingBulkActions /> : <ListingExportSelectedButton />}</Suspense>} />
      </CardsOrTable>
    </PlainList>
  );
};
