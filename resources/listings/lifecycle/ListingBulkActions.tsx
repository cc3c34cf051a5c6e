import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
} from '@mui/material';
import { Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkAction, BulkResult } from 'schemas/listingStatus';
import type { ListingSummary } from 'schemas/listings/record';
import { toastDuration } from 'src/layout/toastDurations';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useClosingReasonChoices } from './hooks';
import { useLifecycleToast } from './useLifecycleToast';
import { ListingExportSelectedButton } from './ListingExportSelectedButton';

// The index loads the readers' export of the selected rows with the bulk actions, as one chunk.
export { ListingExportSelectedButton };

/**
 * The index's bulk actions on the selected rows: activate, deactivate, close (one reason), delete, and
 * 'Bekræft aktuel'. The server answers each row; the dialog afterwards lists every row that could not be
 * changed and why.
 */
export const ListingBulkActions = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const toast = useLifecycleToast();
  const { selectedIds, data, onUnselectItems } = useListContext<ListingSummary>();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  // The titles as selected: the refreshed page may no longer hold the changed rows.
  const [titles, setTitles] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState(false);

  const dataProvider = useMemberDataProvider();
  const reasons = useClosingReasonChoices(asking === 'close') ?? [];

  const label = (action: BulkAction) => translate(`resources.listings.lifecycle.actions.${action}`);
  const titleOf = (id: number) => titles.get(id) ?? `#${id}`;

  const run = async (action: BulkAction) => {
    const selected = (data ?? []).filter((r) => selectedIds.includes(r.id));
    const items = selected.map((r) => ({ id: r.id, version: r.version }));
    setTitles(new Map(selected.map((r) => [r.id, r.title])));
    setAsking(null);
    setBusy(true);
    try {
      const answer = await dataProvider.bulkListingAction(action, items, action === 'close' && reason !== null ? { closingReasonId: reason } : undefined);
      const ok = answer.filter((r) => r.ok).length;
      if (ok === answer.length) toast.succeededAll(action);
      else
        notify('resources.listings.lifecycle.bulk.done', {
          type: 'warning',
          autoHideDuration: toastDuration('error'),
          messageArgs: { ok, total: answer.length },
        });
      setResults(answer);
      onUnselectItems();
    } catch (error) {
      toast.failedAll(action, error);
    } finally {
      setBusy(false);
      setReason(null);
      refresh();
    }
  };

  const confirmCurrent = async () => {
    const selected = (data ?? []).filter((r) => selectedIds.includes(r.id));
    setTitles(new Map(selected.map((r) => [r.id, r.title])));
    setBusy(true);
    try {
      const answer = await dataProvider.confirmCurrent(selected.map((r) => r.id));
      const ok = answer.filter((r) => r.ok).length;
      notify('resources.listings.lifecycle.freshness.done', {
        type: ok === answer.length ? 'success' : 'warning',
        autoHideDuration: toastDuration(ok === answer.length ? 'success' : 'error'),
        messageArgs: { ok, total: answer.length },
      });
      if (ok < answer.length) setResults(answer);
      onUnselectItems();
    } catch (error) {
      toast.failedConfirmCurrent(error);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <>
      <Button size="small" disabled={busy} onClick={() => void confirmCurrent()}>
        {translate('resources.listings.lifecycle.actions.confirm_current')}
      </Button>
      {(['activate', 'deactivate'] as const).map((action) => (
        <Button key={action} size="small" disabled={busy} onClick={() => setAsking(action)}>
          {label(action)}
        </Button>
      ))}
      <Button size="small" disabled={busy} onClick={() => setAsking('close')}>
        {label('close')}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => setAsking('delete')}>
        {label('delete')}
      </Button>
      <ListingExportSelectedButton />

      {/* What changes many listings at once is asked first; closing asks in its own dialog below. */}
      <Confirm
        isOpen={asking !== null && asking !== 'close'}
        title={asking ? translate('resources.listings.lifecycle.confirm.bulk_title', { action: label(asking), smart_count: selectedIds.length }) : ''}
        content={asking && asking !== 'close' ? translate(`resources.listings.lifecycle.confirm.bulk_${asking}`, { smart_count: selectedIds.length }) : ''}
        confirm={asking ? label(asking) : ''}
        confirmColor="warning"
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />

      <Dialog open={asking === 'close'} onClose={() => setAsking(null)} aria-labelledby="bulk-close-title">
        <DialogTitle id="bulk-close-title">{translate('resources.listings.lifecycle.bulk.close_title', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <FormControl required>
            <FormLabel id="bulk-close-reason">{translate('resources.listings.lifecycle.close.reason')}</FormLabel>
            <RadioGroup aria-labelledby="bulk-close-reason" value={reason ?? ''} onChange={(e) => setReason(Number(e.target.value))}>
              {reasons.map((r) => (
                <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.name} />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('resources.listings.lifecycle.close.cancel')}</Button>
          <Button variant="contained" disabled={reason === null || busy} onClick={() => void run('close')}>
            {translate('resources.listings.lifecycle.close.submit')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={results !== null} onClose={() => setResults(null)} aria-labelledby="bulk-results-title" fullWidth maxWidth="sm">
        <DialogTitle id="bulk-results-title">{translate('resources.listings.lifecycle.bulk.results_title')}</DialogTitle>
        <DialogContent>
          <List dense aria-labelledby="bulk-results-title">
            {(results ?? []).map((r) => (
              <ListItem key={r.id}>
                <ListItemText
                  primary={titleOf(r.id)}
                  secondary={
                    r.ok ? `${translate('resources.listings.lifecycle.bulk.ok')}: ${translate(`resources.listings.status.${r.status}`)}` : r.error?.message
                  }
                  slotProps={{ secondary: { color: r.ok ? 'success.main' : 'error.main' } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResults(null)}>{translate('resources.listings.lifecycle.bulk.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
