import { useId, useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LISTING_STATUSES } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';
import type { ListingRecord } from 'schemas/listings/record';
import { useAccess } from 'src/access';
import { createPath } from '../typePaths';

/**
 * 'Opret ud fra eksisterende', beside copy: a new listing form filled in from this one (its images if the user
 * wants them), saved only when the user saves it. Copy, by contrast, stores the new listing at once.
 */
export const CreateFromExistingButton = ({ record }: { record: ListingRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { check, activeAccount, config } = useAccess();
  const [open, setOpen] = useState(false);
  const [withImages, setWithImages] = useState(true);
  const titleId = useId();
  const typeName = listingTypeName(record.listingType);
  // A new listing is made in the active account, from one of its own listings.
  if (!typeName || record.accountId !== activeAccount?.id || record.status === LISTING_STATUSES.deleted) return null;
  if (check(createPath(typeName)).kind !== 'allow' || (record.offMarket && !config.features.offMarketCreate)) return null;

  const start = () => {
    const query = new URLSearchParams({ from: String(record.id), images: String(withImages) });
    if (record.offMarket) query.set('offmarket', 'true');
    void navigate(`${createPath(typeName)}?${query}`);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PostAddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.listings.from_existing.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('resources.listings.from_existing.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('resources.listings.from_existing.explanation', { title: record.title })}</DialogContentText>
          <FormControlLabel
            control={<Checkbox checked={withImages} onChange={(e) => setWithImages(e.target.checked)} />}
            label={translate('resources.listings.from_existing.images')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('resources.listings.actions.cancel')}</Button>
          <Button variant="contained" onClick={start}>
            {translate('resources.listings.from_existing.start')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
