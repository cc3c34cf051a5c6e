import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { AdvertisedAddress } from 'schemas/listings';
import { errorsAt } from './errors';

type Parts = Partial<AdvertisedAddress>;
const PARTS = ['streetName', 'streetNumber', 'floor'] as const;
const LABELS = {
  streetName: 'resources.accounts.fields.address.streetName',
  streetNumber: 'resources.accounts.fields.address.streetNumber',
  floor: 'resources.accounts.fields.address.floor',
} as const;

/**
 * SPEC 5: an address to show instead of the official one — street name and number, an optional floor,
 * no zip code or city. Hidden until asked for, as most listings sit on an official address.
 */
export const AdvertisedAddressField = ({
  formData,
  onChange,
  onBlur,
  onFocus,
  fieldPathId,
  errorSchema,
  disabled,
  readonly,
}: FieldProps<Parts | undefined>) => {
  const translate = useTranslate();
  const filled = Object.values(formData ?? {}).some((v) => typeof v === 'string' && v !== '');
  const [open, setOpen] = useState(filled);
  const id = fieldPathId.$id;
  if (!open) {
    return (
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setOpen(true)} disabled={disabled || readonly}>
          {translate('resources.listings.address.add_advertised')}
        </Button>
      </Box>
    );
  }
  const set = (part: (typeof PARTS)[number], text: string) => onChange({ ...formData, [part]: text === '' ? undefined : text }, fieldPathId.path);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('resources.listings.fields.advertisedAddress')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.listings.address.advertised_help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {PARTS.map((part) => {
          const errors = errorsAt(errorSchema, [part]);
          return (
            <TextField
              key={part}
              id={`${id}.${part}`}
              label={translate(LABELS[part])}
              value={formData?.[part] ?? ''}
              onChange={(e) => set(part, e.target.value)}
              onBlur={() => onBlur(id, formData)}
              onFocus={() => onFocus(id, formData)}
              error={errors.length > 0}
              helperText={errors[0] ?? ' '}
              disabled={disabled || readonly}
              sx={{ flex: part === 'streetName' ? 2 : 1 }}
            />
          );
        })}
      </Stack>
      <Button
        size="small"
        onClick={() => {
          onChange(undefined, fieldPathId.path);
          setOpen(false);
        }}
      >
        {translate('resources.listings.address.remove_advertised')}
      </Button>
    </Box>
  );
};
