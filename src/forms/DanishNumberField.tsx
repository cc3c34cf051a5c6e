import type { ChangeEvent } from 'react';
import { getTemplate, getUiOptions, type FieldProps } from '@rjsf/utils';
import { DANISH_NUMBER, useFormattedText } from './useFormattedText';

/**
 * The form's decimal numbers (amounts, areas): a text box with a numeric keyboard that reads and shows
 * Danish numbers ('1.000.000', '125,5'), and hands the form the number (see useFormattedText). A field
 * of its own rather than a widget: rjsf's number field would read a refused '125.5' as 125.5.
 */
export function DanishNumberField(props: FieldProps<unknown>) {
  const {
    schema,
    name,
    uiSchema,
    fieldPathId,
    formData,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    registry,
    rawErrors,
    hideError,
    title,
  } = props;
  const { title: uiTitle, ...options } = getUiOptions(uiSchema);
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const number = useFormattedText(formData, (value) => onChange(value, fieldPathId.path), DANISH_NUMBER, undefined);
  return (
    <BaseInputTemplate
      id={fieldPathId.$id}
      name={name}
      htmlName={fieldPathId.name}
      label={uiTitle ?? title ?? schema.title ?? name}
      type="text"
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      registry={registry}
      value={number.text}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      rawErrors={rawErrors}
      hideError={hideError}
      onChange={(text: string) => number.onChange(text)}
      onChangeOverride={(event: ChangeEvent<HTMLInputElement>) => number.onChange(event.target.value)}
      onFocus={(id: string) => {
        number.onFocus();
        onFocus(id, formData);
      }}
      onBlur={(id: string) => {
        number.onBlur();
        onBlur(id, formData);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
