import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import { Confirm, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { allowedActions, type ListingAction } from 'schemas/listingTransitions';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import { editPath, showPath } from '../typePaths';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useLifecycleToast } from './useLifecycleToast';
import { CreateFromExistingButton } from './CreateFromExistingButton';

/** Actions that change the status at once (after a confirmation for the ones hard to undo). */
const DIRECT: ListingAction[] = ['activate', 'deactivate', 'reopen', 'archive', 'release', 'quarantine', 'delete'];
const CONFIRM: Partial<Record<ListingAction, 'delete' | 'archive' | 'quarantine' | 'deactivate'>> = {
  delete: 'delete',
  archive: 'archive',
  quarantine: 'quarantine',
  deactivate: 'deactivate',
};

/**
 * The show page's lifecycle buttons: only what the transition table allows the caller in the listing's
 * status (schemas/listingTransitions.ts), plus copy (read-only users too) and, when it exists, statistics.
 */
export const ListingLifecycleActions = ({ record, statisticsPath }: { record: ListingRecord; statisticsPath?: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const toast = useLifecycleToast();
  const dataProvider = useMemberDataProvider();
  const { check, isStaff } = useAccess();
  const [asking, setAsking] = useState<ListingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const canWrite = check(editPath(record)).kind === 'allow';
  const canClose = check(`${showPath(record)}/close`).kind === 'allow';
  const canCopy = check(`/listings/${record.id}/copy`).kind === 'allow' && record.status !== 7;
  const allowed = allowedActions(record.status, { isStaff, canWrite });
  const label = (action: ListingAction | 'copy' | 'statistics') => translate(`resources.listings.lifecycle.actions.${action}`);

  const run = async (action: ListingAction) => {
    setAsking(null);
    setBusy(true);
    try {
      await dataProvider.listingAction(record, action);
      toast.succeeded(action, record.title);
    } catch (error) {
      // With the server's reason: 409 in this state, 412 changed by someone else.
      toast.failed(action, record.title, error);
    } finally {
      setBusy(false);
      refresh();
    }
  };

  const confirmKey = asking ? CONFIRM[asking] : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('resources.listings.lifecycle.actions.more')}>
      {canClose && allowed.includes('close') && (
        <Button component={Link} to={`${showPath(record)}/close`} variant="outlined" startIcon={<DoNotDisturbOnIcon />}>
          {label('close')}
        </Button>
      )}
      {canClose && allowed.includes('reclose') && (
        <Button component={Link} to={`${showPath(record)}/close`} variant="outlined">
          {label('reclose')}
        </Button>
      )}
      {DIRECT.filter((a) => allowed.includes(a)).map((action) => (
        <Button
          key={action}
          variant="outlined"
          color={action === 'delete' || action === 'quarantine' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => (CONFIRM[action] ? setAsking(action) : void run(action))}
        >
          {label(action)}
        </Button>
      ))}
      {canCopy && (
        <Button component={Link} to={`/listings/${record.id}/copy`} variant="outlined" startIcon={<ContentCopyIcon />}>
          {label('copy')}
        </Button>
      )}
      <CreateFromExistingButton record={record} />
      {statisticsPath && (
        <Button component={Link} to={statisticsPath} variant="outlined">
          {label('statistics')}
        </Button>
      )}
      <Confirm
        isOpen={asking !== null}
        title={translate('resources.listings.lifecycle.confirm.title', { action: asking ? label(asking) : '', title: record.title })}
        content={confirmKey ? translate(`resources.listings.lifecycle.confirm.${confirmKey}`) : ''}
        confirm={asking ? label(asking) : ''}
        confirmColor="warning"
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};
