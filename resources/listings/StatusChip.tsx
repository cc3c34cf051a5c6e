import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTING_STATUSES } from 'schemas/enums';

/** The palette colour of each status, the active one filled (the index's marks read them too). */
export type StatusColour = 'default' | 'success' | 'warning' | 'error' | 'info';
export const STATUS_COLOURS: Record<number, StatusColour> = {
  [LISTING_STATUSES.pending]: 'warning',
  [LISTING_STATUSES.active]: 'success',
  [LISTING_STATUSES.inactive]: 'default',
  [LISTING_STATUSES.quarantine]: 'error',
  [LISTING_STATUSES.closed]: 'info',
  [LISTING_STATUSES.archived]: 'default',
  [LISTING_STATUSES.deleted]: 'error',
};

export const StatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      variant={status === LISTING_STATUSES.active ? 'filled' : 'outlined'}
      label={translate(`resources.listings.status.${status}`, { _: String(status) })}
    />
  );
};
