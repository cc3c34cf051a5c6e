import { useMemo, type ReactNode } from 'react';
import { Box, Divider, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ListingTypeName } from 'schemas/enums';
import { formatAddress, type AdvertisedAddress, type ListingAddress } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import { formSchemaOf } from 'src/forms/toFormSchema';
// Whether the listing is promoted and until when.
import { ListingPromotionPanel } from 'src/pages/promotion/ListingPromotion';
import { ListingDemand } from '../searchagents/ListingDemand';
import { ListingEnquiries } from '../enquiries/ListingEnquiries';
import { formatFigure } from './numbers';
import { listingFormOf } from './listingForms';
import { QualityPanel } from './quality/QualityPanel';
import { useListingTexts } from './useListingTexts';
import { ListingHistoryPanel } from './lifecycle/ListingHistoryPanel';

/** A stored value as text; anything but a primitive as its JSON. */
function shown(v: unknown): string {
  return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
}

/** Keys of the meta lists by their Danish names, for showing stored keys; undefined until the lists have answered. */
function useMetaNames(): Map<string, string> | undefined {
  const pagination = { page: 1, perPage: 1000 };
  const facilities = useGetList<{ id: number; key: string; name: string }>('facilities', { pagination });
  const usageProposals = useGetList<{ id: number; key: string; name: string }>('usage-proposals', { pagination });
  const energyLabels = useGetList<{ id: number; code: string; name: string }>('energy-labels', { pagination });
  const subcategories = useGetList<{ id: number; key: string; name: string; listingType: number }>('subcategories', { pagination });
  const pending = [facilities, usageProposals, energyLabels, subcategories].some((list) => list.isPending);
  // The lists change identity only when fetched.
  return useMemo(() => {
    if (pending) return undefined;
    const names = new Map<string, string>();
    for (const list of [facilities.data, usageProposals.data, subcategories.data]) for (const row of list ?? []) names.set(row.key, row.name);
    // An energy label is shown by its code.
    for (const label of energyLabels.data ?? []) names.set(label.code, label.code);
    return names;
  }, [pending, facilities.data, usageProposals.data, energyLabels.data, subcategories.data]);
}

/** The listing's images, the first one large. */
const ListingImages = ({ record }: { record: ListingRecord }) => {
  const translate = useTranslate();
  const images = [...record.images].sort((a, b) => a.position - b.position);
  return (
    <Paper variant="outlined" component="section" aria-label={translate('resources.listings.fields.images')} sx={{ p: 2, mb: 2 }}>
      {images.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.listings.show.no_images')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {images.map((image, i) => (
            <Box
              key={image.id}
              component="img"
              src={image.url}
              alt={translate('resources.listings.images.alt', { n: i + 1 })}
              sx={{
                width: '100%',
                aspectRatio: '3 / 2',
                objectFit: 'cover',
                borderRadius: 1,
                gridColumn: i === 0 ? { md: 'span 2' } : undefined,
                gridRow: i === 0 ? { md: 'span 2' } : undefined,
                height: '100%',
              }}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
};

/** Every field in the form's sections, once the meta lists' names are known (so that no value changes as they come). */
const ListingFields = ({ record, typeName }: { record: ListingRecord; typeName: ListingTypeName }) => {
  const translate = useTranslate();
  const texts = useListingTexts();
  const names = useMetaNames();
  const { jsonSchema, hints } = listingFormOf(typeName, record.offMarket ? 'offMarket' : 'standard');
  const form = useMemo(() => formSchemaOf(jsonSchema(), hints, texts), [jsonSchema, hints, texts]);
  if (!names) return null;

  const unitOf = (name: string) => hints.fields[name]?.unit ?? hints.computed?.[name]?.hint.unit;
  // The unit goes with the value ('480.000 kr.'), not in the label as on the form.
  const label = (name: string) => {
    const title = form.schema.properties?.[name];
    return texts.label(name, typeof title === 'object' && typeof title.title === 'string' ? title.title : name);
  };
  const value = (name: string): ReactNode => {
    const v = record[name];
    const property = form.schema.properties?.[name];
    const type = typeof property === 'object' ? property.type : undefined;
    // A flag left out is a flag not set.
    if (type === 'boolean' && (v === undefined || v === null)) return translate('resources.listings.show.no');
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return '–';
    if (typeof v === 'boolean') return translate(v ? 'resources.listings.show.yes' : 'resources.listings.show.no');
    if (name === 'address') return formatAddress(v as ListingAddress);
    if (name === 'advertisedAddress') return formatAddress({ ...(v as AdvertisedAddress), door: null });
    if (Array.isArray(v)) return v.map((k) => names.get(shown(k)) ?? shown(k)).join(', ');
    if (name === 'listingtypeSubcategory') return names.get(shown(v)) ?? shown(v);
    if (typeof v === 'number') return type === 'integer' ? String(v) : formatFigure(v, unitOf(name));
    if (name === 'externalListingURL')
      return (
        <MuiLink href={shown(v)} target="_blank" rel="noopener noreferrer">
          {shown(v)}
        </MuiLink>
      );
    return <span style={{ whiteSpace: 'pre-line' }}>{shown(v)}</span>;
  };

  return (
    <Stack spacing={2}>
      {form.groups
        .filter((g) => g.name !== 'images')
        .map((group) => (
          <Paper key={group.name} variant="outlined" component="section" aria-label={texts.group(group.name)} sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {texts.group(group.name)}
            </Typography>
            <Divider sx={{ mb: 2 }} />
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 3fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
              {group.fields.map((name) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label(name)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value(name)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      {/* Who changed what and when. */}
      <ListingHistoryPanel listingId={record.id} version={record.version} />
    </Stack>
  );
};

/**
 * What follows the heading and the actions: the promotion, the quality, the demand, the enquiries, the images
 * and every field. Each section comes under the ones before it, and the ones that wait for a call keep their
 * space meanwhile, so nothing on the screen moves.
 */
export const ListingSections = ({ record, typeName }: { record: ListingRecord; typeName: ListingTypeName }) => (
  <>
    {/* The promotion, and the way to /promotion/{id}. */}
    <ListingPromotionPanel listing={record} />
    {/* The quality score and what would raise it most. */}
    <QualityPanel score={record.qualityScore} fixes={record.qualityFixes ?? []} />
    {/* The search agents that match it and the mails it went out in. */}
    <Box sx={{ mb: 2 }}>
      <ListingDemand listingId={record.id} />
    </Box>
    {/* The enquiries it has had, and the way to them in the inbox. */}
    <Box sx={{ mb: 2 }}>
      <ListingEnquiries listingId={record.id} />
    </Box>
    <ListingImages record={record} />
    <ListingFields record={record} typeName={typeName} />
  </>
);
