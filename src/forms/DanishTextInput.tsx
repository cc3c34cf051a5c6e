import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { DANISH_MOMENT_TEXT, DANISH_NUMBER, useFormattedText, type TextFormat } from './useFormattedText';

interface DanishTextInputProps {
  source: string;
  label?: string;
}

/**
 * A react-admin input for a value written the Danish way (see useFormattedText): a plain text box, so the
 * browser neither writes the value in its own language's format nor checks it in its own words; the
 * form's resolver (the zod schema) says what is wrong, in Danish.
 */
function DanishTextInput({
  source,
  label,
  textFormat,
  inputMode,
  placeholder,
}: DanishTextInputProps & { textFormat: TextFormat; inputMode?: 'decimal'; placeholder?: string }) {
  const { field, fieldState, id, isRequired } = useInput({ source });
  const input = useFormattedText(field.value, field.onChange, textFormat, null);
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={input.text}
      onChange={(event) => input.onChange(event.target.value)}
      onFocus={input.onFocus}
      onBlur={() => {
        input.onBlur();
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      placeholder={placeholder}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      slotProps={{ htmlInput: { inputMode, autoComplete: 'off' } }}
      className={`ra-input ra-input-${source}`}
    />
  );
}

/** Amounts and areas: '1.500.000', '125,5'. */
export const DanishNumberInput = (props: DanishTextInputProps) => <DanishTextInput {...props} textFormat={DANISH_NUMBER} inputMode="decimal" />;

/** A moment: '01.12.2026 14:30', in the browser's time zone; the form holds the ISO instant. */
export const DanishMomentInput = (props: DanishTextInputProps) => {
  const translate = useTranslate();
  return <DanishTextInput {...props} textFormat={DANISH_MOMENT_TEXT} placeholder={translate('app.date.moment_placeholder')} />;
};
