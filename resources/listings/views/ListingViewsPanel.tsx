import { useId, useState, type SyntheticEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';
import { useListFilterValues } from '../lifecycle/hooks';
import type { ListingIndexColumn } from 'schemas/listingIndexColumns';
import { LISTING_VIEW_NAME_MAX, LISTING_VIEWS_MAX } from 'schemas/listingViewLimits';
import type { ListingView } from 'schemas/listingViews';
import type { ListingSummary } from 'schemas/listings/record';
import type { HttpErrorBody } from 'src/providers/httpClient';

const RESOURCE = 'listing-views';

/** The server's word on a field of a failed save, else its message. */
function errorOf(error: unknown, field: string): string {
  const body = (error as { body?: HttpErrorBody } | null)?.body;
  const message = body?.errors?.[field];
  if (typeof message === 'string') return message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The user's saved views of the index (a named set of filters, sort and shown columns), kept on the server so that
 * they follow the user to another computer: apply, delete, save the index as it is. A view applies to the active
 * account.
 */
export interface ListingViewsPanelProps {
  anchor: HTMLElement;
  onClose: () => void;
  /** The index's columns, and those the user has hidden (the column chooser's). */
  columns: readonly ListingIndexColumn[];
  hidden: readonly string[];
  setHidden: (hidden: string[]) => void;
}

// Everything the index's chunk holds comes in as props, so that this chunk, loaded when opened, needs none of it.
export const ListingViewsPanel = ({ anchor, onClose, columns, hidden, setHidden }: ListingViewsPanelProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { sort, setFilters, setSort } = useListContext<ListingSummary>();
  const filterValues = useListFilterValues();
  const { data: views = [], refetch } = useGetList<ListingView>(RESOURCE, {
    pagination: { page: 1, perPage: LISTING_VIEWS_MAX },
    sort: { field: 'name', order: 'ASC' },
  });
  const [open, setOpen] = useState(true);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const dialogTitleId = useId();

  const apply = (view: ListingView) => {
    // The account stays the one the user works in.
    const account = filterValues['accountId'] === undefined ? {} : { accountId: filterValues['accountId'] };
    setFilters({ ...view.filter, ...account }, undefined, false);
    setSort({ field: view.sort, order: view.order });
    setHidden(columns.filter((column) => !view.columns.includes(column)));
    onClose();
    notify('resources.listings.views.applied', { type: 'info', messageArgs: { name: view.name } });
  };

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    // The account is left out: a view applies in whichever account the user works in.
    const filter = { ...filterValues };
    delete filter['accountId'];
    const shown = columns.filter((column) => !hidden.includes(column));
    try {
      await dataProvider.create<ListingView>(RESOURCE, { data: { name, filter, sort: sort.field, order: sort.order, columns: shown } });
      notify('resources.listings.views.saved', { type: 'success', messageArgs: { name: name.trim() } });
      onClose();
      void refetch();
    } catch (error) {
      setNameError(errorOf(error, 'name'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (view: ListingView) => {
    try {
      await dataProvider.delete<ListingView>(RESOURCE, { id: view.id, previousData: view });
      notify('resources.listings.views.deleted', { type: 'success', messageArgs: { name: view.name } });
    } catch (error) {
      const message = errorOf(error, 'id');
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      void refetch();
    }
  };

  return (
    <>
      <Popover open={open} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box component="section" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 260, maxWidth: 360 }}>
          <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 1 }}>
            {translate('resources.listings.views.title')}
          </Typography>
          {views.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
              {translate('resources.listings.views.none')}
            </Typography>
          ) : (
            <List dense aria-labelledby={headingId}>
              {views.map((view) => (
                <ListItem
                  key={view.id}
                  disablePadding
                  secondaryAction={
                    <IconButton edge="end" aria-label={translate('resources.listings.views.delete', { name: view.name })} onClick={() => void remove(view)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton onClick={() => apply(view)}>
                    <ListItemText primary={view.name} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          <Divider sx={{ my: 1 }} />
          <Button
            size="small"
            startIcon={<SaveIcon />}
            onClick={() => {
              setOpen(false);
              setNaming(true);
            }}
          >
            {translate('resources.listings.views.save')}
          </Button>
        </Box>
      </Popover>
      <Dialog open={naming} onClose={onClose} aria-labelledby={dialogTitleId} fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={(e) => void save(e)}>
          <DialogTitle id={dialogTitleId}>{translate('resources.listings.views.save_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.listings.views.save_help')}</DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              label={translate('resources.listings.views.name')}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
              error={nameError !== null}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: LISTING_VIEW_NAME_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('resources.listings.actions.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('resources.listings.views.submit')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
};
