import { useState } from 'react';
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import { useMemberDataProvider } from 'src/providers/dataProvider';

/**
 * Staff's switch for letting a listing's cover stand where the cover check is wrong (or applying the check again);
 * the server records each change in the listing's history. Nobody else sees it.
 */
export const CoverCheckOverrule = ({ record }: { record: ListingRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useMemberDataProvider();
  const { isStaff } = useAccess();
  const [busy, setBusy] = useState(false);
  // What was asked last, shown at once; the refreshed record says what the server holds.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!isStaff) return null;
  const checked = asked ?? record.coverCheckOverruled === true;

  const change = async (overruled: boolean) => {
    setBusy(true);
    setAsked(overruled);
    try {
      await dataProvider.setCoverCheckOverruled(record.id, overruled);
    } catch (error) {
      setAsked(null);
      notify('resources.listings.lifecycle.coverCheck.failed', {
        type: 'error',
        messageArgs: { reason: error instanceof Error ? error.message : '' },
      });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Stack sx={{ mt: 1 }}>
      <FormControlLabel
        control={<Switch checked={checked} disabled={busy} onChange={(event) => void change(event.target.checked)} />}
        label={translate('resources.listings.lifecycle.coverCheck.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate('resources.listings.lifecycle.coverCheck.help')}</FormHelperText>
    </Stack>
  );
};
