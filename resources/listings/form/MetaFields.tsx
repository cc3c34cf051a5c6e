import { Autocomplete, Chip, MenuItem, TextField } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useGetList } from 'react-admin';
import { LISTING_TYPES, type ListingTypeName } from 'schemas/enums';
import { errorsOf } from './errors';

interface Option {
  key: string;
  name: string;
}

/** One of SPEC 3's meta lists, as options keyed the way listings store them. */
function useOptions(resource: 'subcategories' | 'facilities' | 'usage-proposals' | 'energy-labels', listingType?: number): Option[] {
  const { data } = useGetList<{ id: number; key?: string; code?: string; name: string; listingType?: number }>(resource, {
    pagination: { page: 1, perPage: 1000 },
  });
  return (data ?? [])
    .filter((row) => listingType === undefined || row.listingType === listingType)
    .map((row) => ({ key: row.key ?? row.code ?? String(row.id), name: row.name }));
}

const labelOf = (uiSchema: object | undefined, fallback: string) => {
  const title = (uiSchema as Record<string, unknown> | undefined)?.['ui:title'];
  return typeof title === 'string' ? title : fallback;
};

/** The listing type's subcategories (kategori), from GET /subcategories. */
export const SubcategoryField = ({
  formData,
  onChange,
  onBlur,
  onFocus,
  fieldPathId,
  errorSchema,
  uiSchema,
  required,
  registry,
  disabled,
  readonly,
}: FieldProps<string | undefined>) => {
  const typeName = (registry.formContext as { typeName?: ListingTypeName } | undefined)?.typeName;
  const options = useOptions('subcategories', typeName ? LISTING_TYPES[typeName] : undefined);
  const errors = errorsOf(errorSchema);
  const id = fieldPathId.$id;
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={labelOf(uiSchema, 'Kategori')}
      required={required}
      value={options.some((o) => o.key === formData) ? formData : ''}
      onChange={(e) => onChange(e.target.value || undefined, fieldPathId.path)}
      onBlur={() => onBlur(id, formData)}
      onFocus={() => onFocus(id, formData)}
      error={errors.length > 0}
      helperText={errors[0] ?? ' '}
      disabled={disabled || readonly}
    >
      {options.map((o) => (
        <MenuItem key={o.key} value={o.key}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

function multiField(resource: 'facilities' | 'usage-proposals' | 'energy-labels') {
  const MultiField = ({ formData, onChange, onBlur, onFocus, fieldPathId, errorSchema, uiSchema, disabled, readonly }: FieldProps<string[] | undefined>) => {
    const options = useOptions(resource);
    const errors = errorsOf(errorSchema);
    const id = fieldPathId.$id;
    const chosen = (formData ?? []).map((key) => options.find((o) => o.key === key) ?? { key, name: key });
    return (
      <Autocomplete<Option, true>
        multiple
        id={id}
        options={options}
        value={chosen}
        disableCloseOnSelect
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        onChange={(_e, picked) =>
          onChange(
            picked.map((o) => o.key),
            fieldPathId.path,
          )
        }
        onBlur={() => onBlur(id, formData)}
        onFocus={() => onFocus(id, formData)}
        disabled={disabled || readonly}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={labelOf(uiSchema, resource)} error={errors.length > 0} helperText={errors[0] ?? ' '} />}
      />
    );
  };
  return MultiField;
}

export const FacilitiesField = multiField('facilities');
export const UsageProposalsField = multiField('usage-proposals');
export const EnergyLabelsField = multiField('energy-labels');
