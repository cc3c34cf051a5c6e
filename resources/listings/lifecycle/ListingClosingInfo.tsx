import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ListingRecord } from 'schemas/listings/record';
import { useClosingReasons } from './hooks';
import { danishDateOf } from 'schemas/dates';

/** A closed listing says since when and why. */
export const ListingClosingInfo = ({ record }: { record: ListingRecord }) => {
  const translate = useTranslate();
  const reasons = useClosingReasons(record.closedSince !== null) ?? [];
  if (!record.closedSince) return null;
  const reason = reasons.find((r) => r.id === record.closingReasonId)?.name;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.listings.lifecycle.close.closed_since', { date: danishDateOf(record.closedSince) })}
      {reason ? ` · ${translate('resources.listings.lifecycle.close.reason')}: ${reason}` : ''}
      {record.closingReasonText ? ` · ${record.closingReasonText}` : ''}
    </Alert>
  );
};
