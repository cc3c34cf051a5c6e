import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider, useThemeProps, type Theme } from '@mui/material/styles';
import { ListBase, Loading, useListContext, useResourceContext, type ListProps, type ListViewProps, type RaRecord } from 'react-admin';
import { holdFirstContent } from '../lib/afterFirstContent';

const AUTH_LOADING = <Loading />;

/**
 * react-admin's <List> (same props, same theme defaults) around the view given, whose bulk toolbar names what is
 * selected. The view is a parameter so that a list with a view of its own does not take react-admin's ListView along.
 */
export const ListWithView = <R extends RaRecord>({ view: View, ...props }: ListProps<R> & { view: ComponentType<ListViewProps> }) => {
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
      <NamedSelection resource={resource}>
        <View {...view} render={render} />
      </NamedSelection>
      <HoldUntilRows />
    </ListBase>
  );
};

/** What waits for the page's first content (src/lib/afterFirstContent.ts) waits for the rows while they load. */
const HoldUntilRows = () => {
  const { isPending } = useListContext();
  // Released in the effects after the render with the rows, so after they are on the screen.
  useEffect(() => (isPending ? holdFirstContent() : undefined), [isPending]);
  return null;
};

/**
 * The bulk toolbar names what is selected ('1 annonce valgt'), by the resource's own `selected` message,
 * where react-admin's says '1 element valgt' for every list.
 */
const NamedSelection = ({ resource: given, children }: { resource?: string; children: ReactNode }) => {
  const resource = useResourceContext({ resource: given });
  const theme = useMemo(
    () =>
      (outer: Theme): Theme => ({
        ...outer,
        components: {
          ...outer.components,
          RaBulkActionsToolbar: {
            ...outer.components?.RaBulkActionsToolbar,
            defaultProps: { ...outer.components?.RaBulkActionsToolbar?.defaultProps, label: `resources.${resource}.selected` },
          },
        },
      }),
    [resource],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
