import { Card } from '@mui/material';
import { Empty, Offline, Title, useListContext, type ListProps, type ListViewProps, type RaRecord } from 'react-admin';
import { ListWithView } from './ListWithView';
import css from './plainList.module.css';

/**
 * src/layout/List laid out by plain elements with static styles, for a list that brings its own filters (the listing
 * index): react-admin's ListView takes its filter form along, and with it react-hook-form, which such a list's
 * first view would load and run for nothing.
 */
// What ListView reads besides and this view does not: a type error here, rather than a prop that does nothing.
type PlainListProps<R extends RaRecord> = Omit<ListProps<R>, 'filters' | 'aside' | 'component' | 'emptyWhileLoading' | 'className' | 'sx'>;

export const PlainList = <R extends RaRecord>(props: PlainListProps<R>) => <ListWithView<R> {...props} view={PlainListView} />;

const DEFAULT_EMPTY = <Empty />;
const DEFAULT_OFFLINE = <Offline />;
// As ListView's: no shadow around the rows on a phone, where they fill the width.
const CONTENT_SX = { boxShadow: { xs: 'none', sm: 1 } } as const;

/** What react-admin's ListView shows, in the same cases: the title, the empty page, the toolbar, the rows or the error, the pages. */
const PlainListView = ({ actions, pagination, children, render, title, empty = DEFAULT_EMPTY, offline = DEFAULT_OFFLINE, error }: ListViewProps) => {
  const list = useListContext();
  const { defaultTitle, error: failed, isPaused, isPending, isPlaceholderData, resource, total } = list;
  const filterValues = list.filterValues as Record<string, unknown>;
  const showOffline = isPaused && (isPending || isPlaceholderData) && offline !== false;
  const showError = failed != null && error !== false && error !== undefined;
  // This app's lists always answer with a total (ListView also reads an answer without one).
  const nothingToShow = !failed && !isPending && total === 0 && Object.keys(filterValues).length === 0 && empty !== false;
  return (
    <div className={css.root}>
      {title !== false && <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />}
      {nothingToShow ? (
        <div className={css.noResults}>{empty}</div>
      ) : (
        <div className={actions && !showOffline && !showError ? css.main : `${css.main} ${css.noActions}`}>
          {actions && (
            <div className={css.toolbar}>
              <span />
              {actions}
            </div>
          )}
          <Card className={css.content} sx={CONTENT_SX}>
            {showOffline ? offline : showError ? error : render ? render(list) : children}
          </Card>
          {pagination !== false ? pagination : null}
        </div>
      )}
    </div>
  );
};
