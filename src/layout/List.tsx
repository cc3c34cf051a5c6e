import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useThemeProps } from '@mui/material/styles';
import { ListBase, ListContextProvider, ListView, Loading, useListContext, type ListProps, type RaRecord } from 'react-admin';

const AUTH_LOADING = <Loading />;

/**
 * react-admin's <List> (same props, same theme defaults), whose view renders from a deferred copy of the
 * list's state: a new page, its rows and the filters around them are built in a background render that
 * React splits into short slices, so a phone answers taps while the rows are laid out. The answer arrives
 * through TanStack Query, whose updates React always renders at once; deferring the copy makes that
 * urgent render a no-op and the real one interruptible.
 */
export const List = <R extends RaRecord>(props: ListProps<R>) => {
  const {
    debounce,
    disableAuthentication,
    disableSyncWithLocation,
    exporter,
    filter,
    filterDefaultValues,
    authLoading = AUTH_LOADING,
    loading,
    perPage = 10,
    queryOptions,
    resource,
    sort,
    storeKey,
    render,
    ...view
  } = useThemeProps({ props, name: 'RaList' });
  return (
    <ListBase<R>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // As react-admin's List: the view shows being offline itself, in its frame.
      offline={false}
    >
      <Deferred>
        <ListView<R> {...view} render={render} />
      </Deferred>
    </ListBase>
  );
};

/** The list's state, deferred but for the selection: a ticked checkbox shows at once. */
const Deferred = ({ children }: { children: ReactNode }) => {
  const live = useListContext();
  const deferred = useDeferredValue(live);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = live;
  const value = useMemo(
    () => ({ ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems }),
    [deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
