import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { editPath, showPath } from '../typePaths';
import { useListingPage } from '../useListingPage';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useAccess } from 'src/access';
import { useLifecycleToast } from './useLifecycleToast';

/**
 * SPEC 2 and 5: /listings/{id}/copy asks whether to keep the case number (some case systems need unique
 * ones), then makes a new pending listing with the same fields and images and opens its form. A read-only user
 * may copy but not edit (SPEC 6): the copy stays a draft, and they land on its page, which says who can complete it.
 */
export const ListingCopyPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useLifecycleToast();
  const dataProvider = useMemberDataProvider();
  const { check } = useAccess();
  const [busy, setBusy] = useState(false);
  const { record, fallback } = useListingPage();
  if (!record) return fallback;
  // The copy is of the same type in the same account: the user may edit it as they may edit this one.
  const canEdit = check(editPath(record)).kind === 'allow';

  const copy = async (keepCaseNumber: boolean) => {
    setBusy(true);
    try {
      const created = await dataProvider.copyListing(record.id, keepCaseNumber);
      toast.succeeded('copy', created.title);
      void navigate(canEdit ? editPath(created) : showPath(created));
    } catch (error) {
      toast.failed('copy', record.title, error);
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
        <Typography variant="body2" sx={{ mb: canEdit ? 3 : 2 }}>
          {translate('resources.listings.lifecycle.copy.result')}
        </Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {translate('resources.listings.lifecycle.copy.read_only')}
          </Alert>
        )}
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
