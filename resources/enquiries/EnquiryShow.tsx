import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { danishDateTimeOf } from 'schemas/dates';
import { Page } from 'src/layout/Page';
import { EnquiryActions } from './EnquiryActions';
import { EnquiryKindText, EnquiryStatusChip, MailStatusChip } from './EnquiryChips';
import { INBOX_PATH, listingPathOf, listingTitleOf } from './paths';
import type { Enquiry, EnquiryMailStatus } from './types';
import { useEnquiryChange, useMayHandleEnquiries } from './useEnquiryChange';

const MAIL_SEVERITY = { pending: 'info', sent: 'success', retrying: 'warning', failed: 'error' } as const satisfies Record<EnquiryMailStatus, string>;

/** Whether the broker was told of the enquiry by mail: what no portal shows, and a failure said plainly. */
const MailNotice = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  const status = enquiry.mail?.status ?? enquiry.mailStatus;
  if (!status) {
    return enquiry.status === 'spam' ? <Alert severity="warning">{translate('app.enquiries.show.spam_note')}</Alert> : null;
  }
  const to = enquiry.mail?.to ?? '';
  return (
    <Alert severity={MAIL_SEVERITY[status]} role={status === 'failed' ? 'alert' : 'status'}>
      {status === 'failed' ? (
        <>
          <AlertTitle>{translate('app.enquiries.mail_notice.failed')}</AlertTitle>
          {translate('app.enquiries.mail_notice.failed_help', { to })}
        </>
      ) : (
        translate(`app.enquiries.mail_notice.${status}`, { to })
      )}
    </Alert>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Contact = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  if (enquiry.name === null && enquiry.email === null) return <Typography color="text.secondary">{translate('app.enquiries.show.erased')}</Typography>;
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 600 }}>{enquiry.name}</Typography>
      {enquiry.email && (
        <MuiLink href={`mailto:${enquiry.email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
          <EmailOutlinedIcon fontSize="small" />
          {enquiry.email}
        </MuiLink>
      )}
      {enquiry.phone && (
        <MuiLink href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <PhoneOutlinedIcon fontSize="small" />
          {enquiry.phone}
        </MuiLink>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate(enquiry.consent ? 'app.enquiries.show.consent_yes' : 'app.enquiries.show.consent_no')}
      </Typography>
    </Stack>
  );
};

const Replies = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  const replies = enquiry.replies ?? [];
  if (replies.length === 0) return <Typography color="text.secondary">{translate('app.enquiries.show.no_replies')}</Typography>;
  return (
    <Stack component="ol" divider={<Divider />} sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {replies.map((reply) => (
        <Box component="li" key={reply.id}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.enquiries.show.reply_from', {
                name: reply.userName ?? translate('app.enquiries.unknown_user'),
                date: danishDateTimeOf(reply.createdAt),
              })}
            </Typography>
            {reply.mailStatus && <MailStatusChip status={reply.mailStatus} />}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body ?? translate('app.enquiries.erased')}</Typography>
        </Box>
      ))}
    </Stack>
  );
};

/**
 * Opening a new enquiry marks it read, once, for whoever may change it: when the enquiry itself has been read, with
 * its version (the inbox's row, shown meanwhile, has none).
 */
function useReadOnOpening(enquiry: Enquiry) {
  const mayHandle = useMayHandleEnquiries();
  const { mutate } = useEnquiryChange();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!mayHandle || enquiry.status !== 'new' || enquiry.version === undefined || marked.current === enquiry.id) return;
    marked.current = enquiry.id;
    mutate({ enquiry, change: { status: 'read' } });
  }, [mayHandle, enquiry, mutate]);
}

const EnquiryDetail = () => {
  const enquiry = useRecordContext<Enquiry>();
  return enquiry ? <EnquiryPage enquiry={enquiry} /> : null;
};

const EnquiryPage = ({ enquiry }: { enquiry: Enquiry }) => {
  const translate = useTranslate();
  useReadOnOpening(enquiry);
  const title = enquiry.name ? translate('app.enquiries.show.title', { name: enquiry.name }) : translate('app.enquiries.show.anonymous');
  return (
    <Page
      title={title}
      width="wide"
      actions={
        <Button component={Link} to={INBOX_PATH} startIcon={<ArrowBackIcon />}>
          {translate('app.enquiries.show.back')}
        </Button>
      }
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: -2 }}>
          <EnquiryStatusChip status={enquiry.status} />
          <Typography>
            <EnquiryKindText kind={enquiry.kind} />
          </Typography>
          <Typography color="text.secondary">{translate('app.enquiries.show.received', { date: danishDateTimeOf(enquiry.createdAt) })}</Typography>
        </Stack>
        <MailNotice enquiry={enquiry} />
        <EnquiryActions enquiry={enquiry} />
        {/* Beside the message, who wrote it and about which listing; on a phone, these before the replies. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            gridTemplateAreas: { xs: '"message" "contact" "listing" "replies"', md: '"message contact" "replies listing"' },
          }}
        >
          <Box sx={{ gridArea: 'message' }}>
            <Section title={translate('app.enquiries.show.message')}>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{enquiry.message ?? translate('app.enquiries.show.erased')}</Typography>
            </Section>
          </Box>
          <Box sx={{ gridArea: 'contact' }}>
            <Section title={translate('app.enquiries.show.contact')}>
              <Contact enquiry={enquiry} />
            </Section>
          </Box>
          <Box sx={{ gridArea: 'listing' }}>
            <Section title={translate('app.enquiries.show.listing')}>
              <MuiLink component={Link} to={listingPathOf(enquiry.listingId)} sx={{ fontWeight: 600 }}>
                {enquiry.listing?.title ?? listingTitleOf(enquiry)}
              </MuiLink>
              <Typography color="text.secondary">{enquiry.listing?.address ?? enquiry.listingAddress}</Typography>
              {enquiry.listing?.caseNumber && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.enquiries.show.case_number', { caseNumber: enquiry.listing.caseNumber })}
                </Typography>
              )}
            </Section>
          </Box>
          <Box sx={{ gridArea: 'replies' }}>
            <Section title={translate('app.enquiries.show.replies')}>
              <Replies enquiry={enquiry} />
            </Section>
          </Box>
        </Box>
      </Stack>
    </Page>
  );
};

/** /enquiries/{id}/show: the message, the person, the listing, the mail's delivery, the replies and what to do. */
export const EnquiryShow = () => (
  <Show<Enquiry> actions={false} component="div" sx={{ '& .RaShow-main': { mt: 0 } }}>
    <EnquiryDetail />
  </Show>
);
