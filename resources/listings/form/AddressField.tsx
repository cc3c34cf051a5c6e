import { useEffect, useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import type { FieldProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { ADDRESS_LOOKUP, formatAddress, type ListingAddress, type RegisterAddress } from 'schemas/listings';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { errorsOf } from './errors';

/** The stored address as an option of the autocomplete. */
function asOption(value: ListingAddress | undefined): RegisterAddress | null {
  if (!value?.id) return null;
  return {
    id: value.id,
    streetName: value.streetName,
    streetNumber: value.streetNumber,
    floor: value.floor ?? null,
    door: value.door ?? null,
    zipCode: value.zipCode,
    city: value.city,
    latitude: value.latitude ?? 0,
    longitude: value.longitude ?? 0,
    text: formatAddress(value),
  };
}

function toListingAddress(a: RegisterAddress): ListingAddress {
  return {
    id: a.id,
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    ...(a.floor ? { floor: a.floor } : {}),
    ...(a.door ? { door: a.door } : {}),
    zipCode: a.zipCode,
    city: a.city,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/**
 * SPEC 5 and 9: the official address from the register, by autocomplete — at least 2 characters,
 * 250 ms after the last key, at most 100 results; a failing lookup says 'Noget gik galt'.
 */
export const AddressField = ({
  formData,
  onChange,
  onBlur,
  onFocus,
  fieldPathId,
  errorSchema,
  uiSchema,
  required,
  disabled,
  readonly,
}: FieldProps<ListingAddress | undefined>) => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<RegisterAddress[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const value = asOption(formData);
  // The search is keyed on the chosen address's id: a new object for the same address must not search again.
  const [selected, setSelected] = useState(value);
  if (value?.id !== selected?.id) setSelected(value);
  const errors = errorsOf(errorSchema);
  const label = uiSchema?.['ui:title'] ?? translate('resources.listings.fields.address');
  const id = fieldPathId.$id;

  useEffect(() => {
    const q = input.trim();
    if (q.length < ADDRESS_LOOKUP.minLength || (selected && q === selected.text)) {
      setOptions(selected ? [selected] : []);
      setLoading(false);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .searchAddresses(q, ADDRESS_LOOKUP.maxResults, controller.signal)
        .then((found) => {
          setOptions(found);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) {
            setOptions([]);
            setFailed(true);
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, ADDRESS_LOOKUP.delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, input, selected]);

  const helper = failed ? translate('resources.listings.address.error') : (errors[0] ?? translate('resources.listings.address.not_found_help'));
  // A lookup that failed found nothing: the list says it failed, as the field does, not that there is no such address.
  const noOptions =
    input.trim().length < ADDRESS_LOOKUP.minLength
      ? 'resources.listings.address.min_chars'
      : failed
        ? 'resources.listings.address.error'
        : 'resources.listings.address.none';

  return (
    <Autocomplete<RegisterAddress>
      id={id}
      value={value}
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.text}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      disabled={disabled || readonly}
      autoComplete
      includeInputInList
      noOptionsText={translate(noOptions)}
      loadingText={translate('resources.listings.address.loading')}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, picked) => onChange(picked ? toListingAddress(picked) : undefined, fieldPathId.path)}
      onBlur={() => onBlur(id, formData)}
      onFocus={() => onFocus(id, formData)}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1 }}>
            <PlaceIcon fontSize="small" color="action" />
            <Typography variant="body2">{option.text}</Typography>
          </Box>
        );
      }}
      renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={translate('resources.listings.address.placeholder')}
          error={failed || errors.length > 0}
          helperText={helper}
          slotProps={{
            htmlInput: inputProps,
            inputLabel: InputLabelProps,
            input: {
              ...InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
