import { useState, type SyntheticEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { danishDateTimeOf } from 'schemas/dates';
import { StaffEnquirySchema, type EnquiryStatus } from 'schemas/enquiries';
import { Page } from 'src/layout/Page';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { useMemberDataProvider } from 'src/providers/dataProvider';

const FoundSchema = z.object({ enquiries: z.array(StaffEnquirySchema) });
const ErasedSchema = z.object({ erased: z.number().int() });
type StaffEnquiry = z.infer<typeof StaffEnquirySchema>;

interface Found {
  /** The address searched for: the one an erasure then names, whatever the field says by then. */
  email: string;
  enquiries: StaffEnquiry[];
  /** How many the erasure erased, once it has. */
  erased?: number;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * /staff/enquiries: a person's request to see or erase their data. Staff find one person's enquiries in every
 * account by e-mail and erase the person's data from all of them; the enquiries stay as counts.
 */
export const StaffEnquiriesPage = () => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.staff_enquiries.${key}`, options);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const search = async (event: SyntheticEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    setBusy(true);
    setError(null);
    try {
      const answer = FoundSchema.parse(await dataProvider.staffEnquiries(address));
      setFound({ email: address, enquiries: answer.enquiries });
    } catch (e) {
      setFound(null);
      setError(messageOf(e, t('search_failed')));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!found) return;
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const { erased } = ErasedSchema.parse(await dataProvider.eraseStaffEnquiries(found.email));
      // Erased enquiries no longer carry the address, so a new search would not find them: they are marked here.
      const now = new Date().toISOString();
      setFound({ ...found, erased, enquiries: found.enquiries.map((e) => ({ ...e, name: null, email: null, phone: null, erasedAt: e.erasedAt ?? now })) });
    } catch (e) {
      setError(messageOf(e, t('erase_failed')));
    } finally {
      setBusy(false);
    }
  };

  const kept = found?.enquiries.filter((e) => !e.erasedAt).length ?? 0;

  return (
    <Page title={t('title')} subtitle={t('intro')} width="wide">
      <Box component="form" onSubmit={(event) => void search(event)} noValidate sx={{ mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            autoComplete="off"
            sx={{ flex: 1, maxWidth: { sm: 480 } }}
          />
          <Button type="submit" variant="contained" disabled={busy || !email.trim()} sx={{ minHeight: 56 }}>
            {t('search')}
          </Button>
        </Stack>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {found?.erased !== undefined && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('erased_done', { smart_count: found.erased, email: found.email })}
        </Alert>
      )}
      {found && found.enquiries.length === 0 && <Alert severity="info">{t('none', { email: found.email })}</Alert>}
      {found && found.enquiries.length > 0 && (
        <Stack sx={{ gap: 2 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1, md: 0 } }}>
            <Table size="small" aria-label={t('table', { email: found.email })} sx={stackedTableSx()}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('created')}</TableCell>
                  <TableCell>{t('account')}</TableCell>
                  <TableCell>{t('listing')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                  <TableCell>{t('personal_data')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {found.enquiries.map((enquiry) => (
                  <TableRow key={enquiry.id}>
                    <TableCell data-label={t('created')}>{danishDateTimeOf(enquiry.createdAt)}</TableCell>
                    <TableCell data-label={t('account')}>
                      {enquiry.accountName} ({enquiry.accountId})
                    </TableCell>
                    <TableCell data-label={t('listing')}>{enquiry.listingId}</TableCell>
                    <TableCell data-label={t('status')}>{translate(`app.enquiries.status.${enquiry.status satisfies EnquiryStatus}`)}</TableCell>
                    <TableCell data-label={t('personal_data')}>
                      {enquiry.erasedAt ? t('erased_at', { date: danishDateTimeOf(enquiry.erasedAt) }) : t('kept')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Box>
            <Button variant="contained" color="error" disabled={busy || kept === 0} onClick={() => setConfirming(true)}>
              {t('erase')}
            </Button>
          </Box>
        </Stack>
      )}
      {found && (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          aria-labelledby="staff-enquiries-erase-title"
          aria-describedby="staff-enquiries-erase-text"
          fullWidth
          maxWidth="sm"
        >
          <DialogTitle id="staff-enquiries-erase-title">{t('confirm_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="staff-enquiries-erase-text" sx={{ overflowWrap: 'anywhere' }}>
              {t('confirm_text', { smart_count: kept, email: found.email })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void erase()}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Page>
  );
};
