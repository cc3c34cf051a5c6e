import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { ListingPreviewProps } from './ListingPreview';

// Loaded when opened: the form's and the show page's chunks stay small.
const ListingPreviewDialog = lazy(() => import('./ListingPreview').then((m) => ({ default: m.ListingPreviewDialog })));

interface ListingPreviewButtonProps extends Omit<ListingPreviewProps, 'values'> {
  /** The values to show, read when the preview opens (a form's, before it is saved). */
  values: () => ListingPreviewProps['values'];
  unsaved?: boolean;
}

/** 'Forhåndsvis': opens the ad as the public would see it, from the values it reads when opened. */
export const ListingPreviewButton = ({ values, ...props }: ListingPreviewButtonProps) => {
  const translate = useTranslate();
  const [shown, setShown] = useState<ListingPreviewProps['values'] | null>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setShown(values())}>
        {translate('resources.listings.preview.open')}
      </Button>
      {shown && (
        <Suspense fallback={null}>
          <ListingPreviewDialog {...props} values={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
  );
};
