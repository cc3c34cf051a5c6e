import { useRef, type ReactNode } from 'react';
import { BulkActionsToolbar, LinearProgress, ListNoResults, useListContext, useStore, useTranslate, type TranslateFunction } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { danishDateOf } from 'schemas/dates';
import type { ListingIndexColumn } from 'schemas/listingIndexColumns';
import type { ListingSummary } from 'schemas/listings/record';
import { listingTypeById } from 'schemas/listingTypes';
import { useLatch } from 'src/lib/useLatch';
import { ConfirmedCurrentLine, CopyTag, PromotionMarkTag, promotionMarkOf, QualityMark, StatusMark } from './IndexMarks';
import { usePromotionAvailable } from 'src/pages/promotion/usePromotionAvailable';
import { ListingThumbnail } from './ListingThumbnail';
import { formatArea, formatCount, formatKroner } from './numbers';
import { showPath } from './typePaths';
import { COLUMN_LABELS, LISTING_COLUMNS_STORE_KEY } from './views/columns';
import css from './listingIndex.module.css';

interface Column {
  name: ListingIndexColumn;
  align?: 'right';
  /** The server sorts by every column but the promotion. */
  unsorted?: boolean;
  render: (record: ListingSummary, translate: TranslateFunction) => ReactNode;
}

/** A value with a smaller line under it. */
const Lines = ({ children }: { children: ReactNode }) => <span className={css.lines}>{children}</span>;

const COLUMNS: readonly Column[] = [
  {
    name: 'status',
    render: (r) => (
      <Lines>
        <StatusMark status={r.status} />
        <CopyTag record={r} />
        <ConfirmedCurrentLine record={r} />
      </Lines>
    ),
  },
  {
    name: 'listingType',
    render: (r, translate) => (
      <Lines>
        <span>{translate(`resources.listings.type.${r.listingType}`)}</span>
        {r.offMarket && <span className={css.caption}>{translate('resources.listings.show.offmarket')}</span>}
      </Lines>
    ),
  },
  {
    name: 'title',
    render: (r) => (
      <span className={css.titled}>
        {r.coverImageUrl ? <ListingThumbnail url={r.coverImageUrl} width={64} height={43} lazy /> : null}
        <span>{r.title}</span>
      </span>
    ),
  },
  { name: 'promotion', unsorted: true, render: (r) => <PromotionMarkTag mark={promotionMarkOf(r)} /> },
  { name: 'addressText', render: (r) => r.addressText },
  {
    name: 'accountOwnerListingIdentifierID',
    // With the day the listing was created: a copy and its original often share the case number.
    render: (r, translate) => (
      <Lines>
        <span className={css.nowrap}>{r.accountOwnerListingIdentifierID ?? '–'}</span>
        <span className={css.caption}>{translate('resources.listings.show.created_on', { date: danishDateOf(r.createdAt) })}</span>
      </Lines>
    ),
  },
  {
    name: 'price',
    align: 'right',
    // The price in kroner, under the type's word for it (Årlig leje, Salgspris, Pris fra).
    render: (r, translate) => {
      if (r.price === null) return '–';
      const type = listingTypeById(r.listingType);
      return (
        <Lines>
          <span>{formatKroner(r.price)}</span>
          {type && <span className={css.caption}>{translate(`resources.listings.fields.${type.price.field}`)}</span>}
        </Lines>
      );
    },
  },
  { name: 'floorArea', align: 'right', render: (r) => (r.floorArea === null ? '–' : formatArea(r.floorArea)) },
  { name: 'updatedAt', render: (r) => danishDateOf(r.updatedAt) },
  { name: 'visits', align: 'right', render: (r) => formatCount(r.visits) },
  { name: 'leads', align: 'right', render: (r) => formatCount(r.leads) },
  { name: 'qualityScore', align: 'right', render: (r) => <QualityMark score={r.qualityScore} /> },
];

/**
 * The listing index's rows as a plain table with static styles: the columns the user has not hidden (the title
 * always shows), sorted on the server by a heading's button, a row opening its listing. Each row has a checkbox;
 * the bulk actions come with the first selected row (a click with Shift selects the rows between).
 */
export const ListingTable = ({ bulkActionButtons }: { bulkActionButtons: ReactNode }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending, sort, setSort, selectedIds, onSelect, onToggleItem } = useListContext<ListingSummary>();
  const [hidden] = useStore<string[]>(LISTING_COLUMNS_STORE_KEY, []);
  const promotionAvailable = usePromotionAvailable();
  const lastToggled = useRef<number | null>(null);
  // Made with the first selection, and kept: its dialogs (a confirmation, the results) outlive the selection.
  const selecting = useLatch(selectedIds.length > 0);
  if (isPending) return <LinearProgress />;
  if (!data || data.length === 0) return <ListNoResults />;

  const columns = COLUMNS.filter((c) => (c.name === 'title' || !hidden.includes(c.name)) && (c.name !== 'promotion' || promotionAvailable));
  const ids = data.map((r) => r.id);
  const allSelected = ids.every((id) => selectedIds.includes(id));
  const toggle = (id: number, range: boolean) => {
    const from = lastToggled.current === null ? -1 : ids.indexOf(lastToggled.current);
    if (range && from !== -1) {
      const to = ids.indexOf(id);
      const between = ids.slice(Math.min(from, to), Math.max(from, to) + 1);
      onSelect(selectedIds.includes(id) ? selectedIds.filter((s) => !between.includes(s)) : [...new Set([...selectedIds, ...between])]);
    } else onToggleItem(id);
    lastToggled.current = id;
  };
  const sortBy = (field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <>
      {selecting && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <div className={css.scroller}>
        <table className={css.table} aria-label={translate('app.nav.listings')}>
          <thead>
            <tr>
              <th className={css.check}>
                <input
                  type="checkbox"
                  aria-label={translate('ra.action.select_all')}
                  checked={allSelected}
                  onChange={() => onSelect(allSelected ? selectedIds.filter((id) => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])])}
                />
              </th>
              {columns.map((column) => {
                const label = translate(COLUMN_LABELS[column.name]);
                const active = sort.field === column.name;
                const next = active && sort.order === 'ASC' ? 'DESC' : 'ASC';
                return (
                  <th
                    key={column.name}
                    className={column.align === 'right' ? css.right : undefined}
                    aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.unsorted ? (
                      label
                    ) : (
                      <button
                        type="button"
                        className={[css.sort, active && (sort.order === 'ASC' ? css.asc : css.desc)].filter(Boolean).join(' ')}
                        title={translate('ra.sort.sort_by', {
                          field: label,
                          field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
                          order: translate(`ra.sort.${next}`),
                        })}
                        onClick={() => sortBy(column.name)}
                      >
                        {label}
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data.map((record) => {
              const selected = selectedIds.includes(record.id);
              return (
                <tr key={record.id} className={selected ? css.selected : undefined} onClick={() => void navigate(showPath(record))}>
                  <td className={css.check}>
                    <input
                      type="checkbox"
                      aria-label={translate('ra.action.select_row')}
                      checked={selected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={(event) => toggle(record.id, 'shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true)}
                    />
                  </td>
                  {columns.map((column) => (
                    <td key={column.name} className={column.align === 'right' ? css.right : undefined}>
                      {column.render(record, translate)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
};
