import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { ListingPreviewProps } from './ListingPreview';

// Loaded when opened: the form's and the show page's chunks stay small.
const ListingPreviewDialog = lazy(() => import('./ListingPreview').then((m) => ({ default: m.ListingPreviewDialog })));

/** 'Forhåndsvis': opens the ad as the public would see it, from these values (a form's, before it is saved). */
export const ListingPreviewButton = (props: ListingPreviewProps & { unsaved?: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {translate('resources.listings.preview.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ListingPreviewDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
