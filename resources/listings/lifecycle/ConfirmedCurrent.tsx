import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { danishDateOf } from 'schemas/dates';
import { LISTING_STATUSES } from 'schemas/enums';
import type { ListingSummary } from 'schemas/listings/record';

/** 'Bekræftet aktuel 26.11.2026': when someone last said the active listing is still current. */
export const ConfirmedCurrentNote = ({ record }: { record: Pick<ListingSummary, 'status' | 'confirmedCurrentAt'> }) => {
  const translate = useTranslate();
  if (record.status !== LISTING_STATUSES.active || !record.confirmedCurrentAt) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {translate('resources.listings.lifecycle.freshness.confirmed', { date: danishDateOf(record.confirmedCurrentAt) })}
    </Typography>
  );
};
