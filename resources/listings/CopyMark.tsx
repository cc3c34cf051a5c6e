import { Chip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListingSummary } from 'schemas/listings/record';

type Copied = Pick<ListingSummary, 'copiedFromId'>;

/**
 * A copy says so on its own pages, since it starts with its original's title, fields and often its case number:
 * 'Kopi af annonce 12', leading to the original (the index marks a copy with 'Kopi', see IndexMarks).
 */
export const CopyMark = ({ record }: { record: Copied }) => {
  const translate = useTranslate();
  if (record.copiedFromId === null) return null;
  const of = translate('resources.listings.show.copy_of', { id: record.copiedFromId });
  return <Chip size="small" variant="outlined" icon={<ContentCopyIcon />} label={of} clickable component={Link} to={`/listings/${record.copiedFromId}/show`} />;
};
