import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { toastDuration } from 'src/layout/toastDurations';
import { editPath, showPath } from '../typePaths';
import { useListingPage } from '../useListingPage';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useLifecycleToast } from './useLifecycleToast';

/**
 * SPEC 2 and 5: /listings/{id}/copy asks whether to keep the case number (some case systems need unique
 * ones), then makes a new pending listing with the same fields and images and opens its form.
 */
export const ListingCopyPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const toast = useLifecycleToast();
  const dataProvider = useMemberDataProvider();
  const [busy, setBusy] = useState(false);
  const { record, fallback } = useListingPage();
  if (!record) return fallback;

  const copy = async (keepCaseNumber: boolean) => {
    setBusy(true);
    try {
      const created = await dataProvider.copyListing(record.id, keepCaseNumber);
      toast.succeeded('copy', created.title);
      void navigate(editPath(created));
    } catch {
      // SPEC 8: the copy error in its own words.
      notify('resources.listings.lifecycle.copy.failed', { type: 'error', autoHideDuration: toastDuration('error') });
      setBusy(false);
    }
  };

  const caseNumber = record.accountOwnerListingIdentifierID;
  return (
    <Box sx={{ mt: 2, mb: 4, px: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <Title title={translate('resources.listings.lifecycle.copy.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.listings.lifecycle.copy.title')}: {record.title}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="copy-question" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {caseNumber
            ? translate('resources.listings.lifecycle.copy.case_number', { caseNumber })
            : translate('resources.listings.lifecycle.copy.no_case_number')}
        </Typography>
        <Typography id="copy-question" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.listings.lifecycle.copy.question')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.listings.lifecycle.copy.explanation')}
        </Alert>
        <Typography variant="body2" sx={{ mb: 3 }}>
          {translate('resources.listings.lifecycle.copy.result')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={busy} onClick={() => void copy(true)}>
            {translate('resources.listings.lifecycle.copy.keep')}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => void copy(false)}>
            {translate('resources.listings.lifecycle.copy.drop')}
          </Button>
          <Button component={Link} to={showPath(record)} disabled={busy}>
            {translate('resources.listings.lifecycle.close.cancel')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
};
