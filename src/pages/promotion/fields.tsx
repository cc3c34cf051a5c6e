import type { ReactNode } from 'react';
import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListingThumbnail } from 'resources/listings/ListingThumbnail';
import { formatKroner, type PromotionProduct } from 'schemas/promotion';
import { formatDanishDate } from 'schemas/dates';
import { DanishDateField } from 'src/forms/DanishDateField';
import type { FormInput } from 'src/forms/useFormInput';

/** The products as radio choices: name, price per period and what it gives. */
export const ProductField = ({ products, field, label }: { products: PromotionProduct[]; field: FormInput<number>; label: string }) => {
  const translate = useTranslate();
  const id = 'promotion-product';
  return (
    <FormControl error={Boolean(field.error)} onBlur={field.onBlur} onFocus={field.onFocus}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup aria-labelledby={id} value={field.value} onChange={(e) => field.onChange(Number(e.target.value))}>
        {products.map((product) => (
          <FormControlLabel
            key={product.id}
            value={product.id}
            control={<Radio />}
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {product.name}
                </Typography>{' '}
                <Typography component="span" color="text.secondary">
                  {`– ${translate('app.promotion.per_period', { price: formatKroner(product.priceOre), days: product.periodDays })}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {product.description}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
};

/** How many of the product's periods. */
export const PeriodField = ({ product, field }: { product: PromotionProduct; field: FormInput<number> }) => {
  const translate = useTranslate();
  const options = Array.from({ length: product.maxPeriods }, (_, i) => i + 1);
  return (
    <TextField
      select
      label={translate('app.promotion.fields.periods')}
      value={options.includes(field.value) ? field.value : ''}
      onChange={(e) => field.onChange(Number(e.target.value))}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      error={Boolean(field.error)}
      helperText={field.error}
      sx={{ minWidth: 240, maxWidth: 360 }}
    >
      {options.map((periods) => (
        <MenuItem key={periods} value={periods}>
          {translate('app.promotion.period_option', { periods, days: product.periodDays, total: periods * product.periodDays })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The start date: today (`min`) or later, written as Danes write a date (see DanishDateField). */
export const StartDateField = ({ field, min, helper }: { field: FormInput<string>; min: string; helper?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <DanishDateField
      label={translate('app.promotion.fields.startDate')}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onFocus={field.onFocus}
      error={Boolean(field.error)}
      helperText={field.error ?? helper ?? translate('app.date.help', { example: formatDanishDate(min) })}
      sx={{ maxWidth: 240 }}
    />
  );
};

/** The promotion image: one of the listing's images, as thumbnails to choose from. */
export const ImageField = ({ images, field }: { images: string[]; field: FormInput<string> }) => {
  const translate = useTranslate();
  const id = 'promotion-image';
  return (
    <FormControl error={Boolean(field.error)} onBlur={field.onBlur} onFocus={field.onFocus}>
      <FormLabel id={id}>{translate('app.promotion.fields.image')}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={field.value} onChange={(e) => field.onChange(e.target.value)} sx={{ gap: 1, mt: 1 }}>
        {images.map((url, i) => (
          <FormControlLabel
            key={url}
            value={url}
            sx={{
              m: 0,
              border: 2,
              borderRadius: 1,
              borderColor: field.value === url ? 'primary.main' : 'transparent',
              pr: 1,
            }}
            control={<Radio size="small" />}
            label={
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <ListingThumbnail url={url} width={96} height={64} />
                <Typography variant="body2">{translate('app.promotion.image_alt', { n: i + 1 })}</Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
};

/** A fixed value shown as a read-only field, with the rule that keeps it fixed. */
export const FixedField = ({ label, value, rule }: { label: string; value: string; rule: string }) => (
  <TextField label={label} value={value} helperText={rule} slotProps={{ htmlInput: { readOnly: true } }} sx={{ maxWidth: 480 }} />
);

/** Label–value rows (a description list). */
export const Facts = ({ rows, label }: { rows: [string, ReactNode][]; label?: string }) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' }, columnGap: 3, rowGap: 1, m: 0 }}
  >
    {rows.map(([term, value]) => (
      <Box key={term} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {term}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
