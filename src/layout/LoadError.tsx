import { Alert, AlertTitle, Button } from '@mui/material';
import { Pagination, useEditContext, useGetResourceLabel, useListContext, useShowContext, useTranslate, type ShowProps } from 'react-admin';
import { mayPass, statusOf } from '../providers/queryClient';

/** What a page says when what it shows does not exist (a 404, or an id that is no id). */
export const NotFoundNotice = ({ text }: { text: string }) => (
  <Alert severity="info" sx={{ my: 2 }}>
    {text}
  </Alert>
);

interface LoadErrorProps {
  /** What could not be loaded, in SPEC 8's words: 'Kontoen kunne ikke hentes'. */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** What a 404 means here; without it, a 404 is told like every other failure. */
  notFound?: string;
}

/**
 * A load that failed, told as such and never as an empty list: the failure, the server's reason, and
 * 'Prøv igen' when asking again may help (no answer, a server error). A 404 is an answer: not found.
 */
export const LoadError = ({ title, error, onRetry, notFound }: LoadErrorProps) => {
  const translate = useTranslate();
  if (notFound && statusOf(error) === 404) return <NotFoundNotice text={notFound} />;
  // The httpClient's errors carry a Danish reason (SPEC 8); any other error's text is no user's business.
  const reason = statusOf(error) !== undefined && error instanceof Error ? error.message : translate('app.error.generic');
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        mayPass(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.load_error.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {reason}
    </Alert>
  );
};

/** What could not be loaded, by a resource's name: 'Annoncer kunne ikke hentes'. */
function useFailedTitle() {
  const translate = useTranslate();
  const label = useGetResourceLabel();
  return (resource: string, count: 1 | 2) => translate('app.notification.failed.retrieve', { entity: label(resource, count) });
}

/** react-admin's <List> error (a theme default): the list's failure with a retry, in place of its rows. */
export const ListLoadError = () => {
  const { error, refetch, resource } = useListContext();
  const title = useFailedTitle();
  return <LoadError title={title(resource, 2)} error={error} onRetry={() => void refetch()} />;
};

/** react-admin's pagination, left out while the list failed to load: it would count rows that never came. */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};

const RecordLoadError = ({ error, refetch, resource }: { error: unknown; refetch: () => unknown; resource: string }) => {
  const translate = useTranslate();
  const title = useFailedTitle();
  return <LoadError title={title(resource, 1)} error={error} onRetry={() => void refetch()} notFound={translate('ra.notification.item_doesnt_exist')} />;
};

/** <Show>'s and <ShowBase>'s error: the record's failure with a retry, or that it does not exist. */
export const ShowLoadError = () => {
  const { error, refetch, resource } = useShowContext();
  return <RecordLoadError error={error} refetch={refetch} resource={resource} />;
};

/** <Edit>'s and <EditBase>'s error, as <Show>'s. */
export const EditLoadError = () => {
  const { error, refetch, resource } = useEditContext();
  return <RecordLoadError error={error} refetch={refetch} resource={resource} />;
};

/**
 * A record view's query options: react-admin's own toast on a failed read says 'the item does not
 * exist' whatever the failure was; the view's LoadError says what it was instead.
 */
export const RECORD_QUERY_OPTIONS: NonNullable<ShowProps['queryOptions']> = { onError: () => undefined };

/** The theme's defaults for every <List>, <Show> and <Edit>: a failed load is shown as one. */
export const LOAD_ERROR_DEFAULTS = {
  RaList: { defaultProps: { error: <ListLoadError />, pagination: <ListPagination /> } },
  RaShow: { defaultProps: { error: <ShowLoadError />, queryOptions: RECORD_QUERY_OPTIONS } },
  RaEdit: { defaultProps: { error: <EditLoadError />, queryOptions: RECORD_QUERY_OPTIONS } },
};
