import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTING_STATUSES } from 'schemas/enums';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import { editPath } from '../typePaths';

/** A draft is not on the public site; one who may not edit it (a reader's own copy) is told who can complete it. */
export const ListingDraftNotice = ({ record }: { record: ListingRecord }) => {
  const translate = useTranslate();
  const { check } = useAccess();
  if (record.status !== LISTING_STATUSES.pending || check(editPath(record)).kind === 'allow') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('resources.listings.lifecycle.draft.read_only')}
    </Alert>
  );
};
