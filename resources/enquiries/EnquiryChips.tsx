import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EnquiryKind, EnquiryMailStatus, EnquiryStatus } from './types';

type Colour = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

/** A new enquiry stands out; handled ones recede. */
const STATUS_COLOURS: Record<EnquiryStatus, Colour> = {
  new: 'primary',
  read: 'default',
  answered: 'success',
  archived: 'default',
  spam: 'warning',
};

/** A mail that did not arrive is the one thing a broker must not miss. */
const MAIL_COLOURS: Record<EnquiryMailStatus, Colour> = {
  pending: 'default',
  sent: 'success',
  retrying: 'warning',
  failed: 'error',
};

export const EnquiryStatusChip = ({ status }: { status: EnquiryStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'new' ? 'filled' : 'outlined'}
      label={translate(`app.enquiries.status.${status}`, { _: status })}
    />
  );
};

export const EnquiryKindText = ({ kind }: { kind: EnquiryKind }) => {
  const translate = useTranslate();
  return <>{translate(`app.enquiries.kind.${kind}`, { _: kind })}</>;
};

/** The notification mail's delivery; nothing for an enquiry that was never mailed (spam). */
export const MailStatusChip = ({ status }: { status: EnquiryMailStatus | null }) => {
  const translate = useTranslate();
  if (!status) return <>–</>;
  return (
    <Chip
      size="small"
      color={MAIL_COLOURS[status]}
      variant={status === 'failed' ? 'filled' : 'outlined'}
      label={translate(`app.enquiries.mail_status.${status}`, { _: status })}
    />
  );
};
