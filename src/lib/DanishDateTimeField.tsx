import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { danishDateTimeOf } from 'schemas/dates';

interface DanishDateTimeFieldProps {
  /** The record's ISO instant; react-admin's layouts also label the field by it. */
  source: string;
  emptyText?: string;
}

/**
 * A moment as the rest of the product writes it: '24.11.2026 kl. 14.05', Danish time, whatever the
 * browser's time zone (react-admin's DateField writes the browser's time, in its own format).
 */
export const DanishDateTimeField = ({ source, emptyText = '' }: DanishDateTimeFieldProps) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' && value ? danishDateTimeOf(value) : emptyText}
    </Typography>
  );
};
