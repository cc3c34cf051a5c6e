import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';
import { CLOSING_TEXT_MAX, ClosingSchema, transitionOf } from 'schemas/listingStatus';
import { showPath } from '../typePaths';
import { useListingPage } from '../useListingPage';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useClosingReasonChoices } from './hooks';
import { useLifecycleToast } from './useLifecycleToast';
import { danishDateOf } from 'schemas/dates';

/**
 * SPEC 2 /listings/{type}/{id}/close: the closing reasons in the order 1, 3, 4, 2 and an optional note.
 * A pending, active or inactive listing is closed (closedSince is set; a draft without ever being published, as a
 * copy of a property just let or sold is); a closed one gets its reason fixed (reclose).
 */
export const ListingClosePage = ({ typeName }: { typeName: ListingTypeName }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useLifecycleToast();
  const dataProvider = useMemberDataProvider();
  const reasons = useClosingReasonChoices();
  const [reason, setReason] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { record, fallback } = useListingPage();

  useEffect(() => {
    if (record?.closingReasonId) setReason(record.closingReasonId);
    if (record?.closingReasonText) setText(record.closingReasonText);
  }, [record?.closingReasonId, record?.closingReasonText]);

  if (!record) return fallback;
  if (!reasons) return <Loading />;
  if (listingTypeName(record.listingType) !== typeName) return <Navigate to={`${showPath(record)}/close`} replace />;

  const action = record.status === 5 ? 'reclose' : 'close';
  const allowed = transitionOf(record.status, action) !== undefined;
  const heading = translate(action === 'reclose' ? 'resources.listings.lifecycle.close.reclose_title' : 'resources.listings.lifecycle.close.title');

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    // The same schema as the server: its Danish messages.
    const parsed = ClosingSchema.safeParse({ closingReasonId: reason ?? undefined, closingReasonText: text || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await dataProvider.listingAction(record, action, parsed.data);
      toast.succeeded(action, record.title);
      void navigate(showPath(record));
    } catch (e) {
      toast.failed(action, record.title, e);
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, px: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {heading}: {record.title}
      </Typography>
      {record.closedSince && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.listings.lifecycle.close.closed_since', { date: danishDateOf(record.closedSince) })}
        </Typography>
      )}
      {!allowed ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('resources.listings.lifecycle.close.not_allowed', { status: translate(`resources.listings.status.${record.status}`) })}
        </Alert>
      ) : (
        <Paper variant="outlined" component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ p: { xs: 2, md: 3 }, mt: 2 }}>
          <FormControl error={Boolean(errors['closingReasonId'])} required sx={{ mb: 2 }}>
            <FormLabel id="closing-reason">{translate('resources.listings.lifecycle.close.reason')}</FormLabel>
            <RadioGroup aria-labelledby="closing-reason" value={reason ?? ''} onChange={(e) => setReason(Number(e.target.value))}>
              {reasons.map((r) => (
                <FormControlLabel key={r.id} value={r.id} control={<Radio />} label={r.name} />
              ))}
            </RadioGroup>
            {errors['closingReasonId'] && <FormHelperText>{errors['closingReasonId']}</FormHelperText>}
          </FormControl>
          {action === 'close' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('resources.listings.lifecycle.close.promotion_ends')}
            </Typography>
          )}
          <TextField
            label={translate('resources.listings.lifecycle.close.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={Boolean(errors['closingReasonText'])}
            helperText={errors['closingReasonText'] ?? `${text.length}/${CLOSING_TEXT_MAX}`}
            sx={{ mb: 3 }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(action === 'reclose' ? 'resources.listings.lifecycle.close.resubmit' : 'resources.listings.lifecycle.close.submit')}
            </Button>
            <Button component={Link} to={showPath(record)}>
              {translate('resources.listings.lifecycle.close.cancel')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
};
