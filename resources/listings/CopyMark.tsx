import { Chip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListingSummary } from 'schemas/listings/record';

type Copied = Pick<ListingSummary, 'copiedFromId'>;

/**
 * A copy says so, since it starts with its original's title, fields and often its case number: 'Kopi' in the
 * index's row or card (which open the copy itself), 'Kopi af annonce 12' leading to the original on its own pages.
 */
export const CopyMark = ({ record, linked = false }: { record: Copied; linked?: boolean }) => {
  const translate = useTranslate();
  if (record.copiedFromId === null) return null;
  const of = translate('resources.listings.show.copy_of', { id: record.copiedFromId });
  return linked ? (
    <Chip size="small" variant="outlined" icon={<ContentCopyIcon />} label={of} clickable component={Link} to={`/listings/${record.copiedFromId}/show`} />
  ) : (
    <Chip size="small" variant="outlined" icon={<ContentCopyIcon />} label={translate('resources.listings.show.copy')} title={of} />
  );
};
