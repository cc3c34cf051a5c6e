import { useId } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTING_TYPES, type ListingTypeName } from 'schemas/enums';
import { listingType, type FigureUnit } from 'schemas/listingTypes';
import { formatAddress, type AdvertisedAddress, type ListingAddress } from 'schemas/listings';
import { formatArea, formatCount, formatKroner, formatPercent } from '../numbers';

const COMMON_FIGURES: [string, FigureUnit][] = [
  ['secondaryArea', 'area'],
  ['groundArea', 'area'],
  ['constructionYear', 'year'],
];

const FORMAT: Record<FigureUnit, (n: number) => string> = {
  kroner: formatKroner,
  area: formatArea,
  percent: formatPercent,
  count: formatCount,
  year: String,
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isAddress = (value: unknown): value is ListingAddress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListingAddress).streetName === 'string' &&
  typeof (value as ListingAddress).streetNumber === 'string';

/** The address as the public site gives it: the advertised one, where there is one, in the official one's town. */
function publicAddress(values: Record<string, unknown>): string {
  const official = values['address'];
  if (!isAddress(official)) return '';
  const advertised = values['advertisedAddress'] as AdvertisedAddress | undefined;
  if (!advertised || !text(advertised.streetName) || !text(advertised.streetNumber)) return formatAddress(official);
  return formatAddress({ ...advertised, door: null, zipCode: official.zipCode, city: official.city });
}

export interface ListingPreviewProps {
  typeName: ListingTypeName;
  /** A listing's form values or record: its fields at the top level, the images in their order. */
  values: Record<string, unknown>;
  /** The account that advertises (shown with the contact). */
  accountName?: string;
}

/**
 * The listing as the public site shows its ad (the public site is outside this product, so this is our own
 * rendering of it): title, flashline, images, address, key figures, description and contact.
 */
export const ListingPreview = ({ typeName, values, accountName }: ListingPreviewProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const label = (field: string) => translate(`resources.listings.fields.${field}`);
  const images = (Array.isArray(values['images']) ? values['images'] : [])
    .map((image: unknown) => (typeof image === 'object' && image !== null ? text((image as { url?: unknown }).url) : ''))
    .filter(Boolean);
  const figures = [...listingType(typeName).keyFigures, ...COMMON_FIGURES].flatMap(([field, unit]) => {
    const value = values[field];
    return typeof value === 'number' && Number.isFinite(value) ? [{ field, value: FORMAT[unit](value) }] : [];
  });
  const title = text(values['title']);
  const description = text(values['description']);
  const address = publicAddress(values);
  const contact = { name: text(values['contactName']), phone: text(values['contactPhone']), email: text(values['contactEmail']) };

  return (
    <Box component="article" aria-labelledby={headingId}>
      <Chip size="small" variant="outlined" label={translate(`resources.listings.type.${LISTING_TYPES[typeName]}`)} sx={{ mb: 1 }} />
      <Typography id={headingId} variant="h5" component="h3">
        {title || translate('resources.listings.preview.no_title')}
      </Typography>
      {text(values['flashline']) && (
        <Typography variant="subtitle1" color="primary" sx={{ fontWeight: 600 }}>
          {text(values['flashline'])}
        </Typography>
      )}
      {address && <Typography color="text.secondary">{address}</Typography>}

      <Box sx={{ my: 2 }}>
        {images.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.listings.show.no_images')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {images.map((url, i) => (
              <Box
                key={url}
                component="img"
                src={url}
                alt={translate('resources.listings.images.alt', { n: i + 1 })}
                sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: 1, gridColumn: i === 0 ? '1 / -1' : undefined }}
              />
            ))}
          </Box>
        )}
      </Box>

      {figures.length > 0 && (
        <Box
          component="dl"
          aria-label={translate('resources.listings.preview.key_figures')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 2 }}
        >
          {figures.map(({ field, value }) => (
            <Box key={field}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label(field)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}

      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h4">
        {label('description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{description || '–'}</Typography>

      <Typography variant="h6" component="h4">
        {translate('resources.listings.preview.contact')}
      </Typography>
      <Stack spacing={0.5}>
        {contact.name && <Typography>{contact.name}</Typography>}
        {accountName && <Typography color="text.secondary">{accountName}</Typography>}
        {contact.phone && <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</Link>}
        {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
      </Stack>
    </Box>
  );
};

/** The preview in a dialog, with a note on whether what it shows is saved. */
export const ListingPreviewDialog = ({ unsaved, onClose, ...preview }: ListingPreviewProps & { unsaved?: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="body">
      <DialogTitle id={titleId}>{translate('resources.listings.preview.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(unsaved ? 'resources.listings.preview.note_unsaved' : 'resources.listings.preview.note')}
        </Alert>
        <ListingPreview {...preview} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.listings.preview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
