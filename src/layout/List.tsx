import { ListView, type ListProps, type RaRecord } from 'react-admin';
import { ListWithView } from './ListWithView';

/** react-admin's <List> (same props, same theme defaults), whose bulk toolbar names what is selected. */
export const List = <R extends RaRecord>(props: ListProps<R>) => <ListWithView<R> {...props} view={ListView} />;
