import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DANISH_DAY_TEXT, useFormattedText } from './useFormattedText';

export type DanishDateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'type' | 'placeholder'> & {
  /** The day, '2026-12-01'. */
  value: string;
  /** The day typed ('2026-12-01'), the text itself when it is no day, or '' for none. */
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

/**
 * A day as Danes write it, 01.12.2026, whatever the browser's language: the browser's own date picker
 * writes it in its language's order (mm/dd/yyyy in an English browser), so this is a text field.
 */
export const DanishDateField = ({ value, onChange, onFocus, onBlur, slotProps, ...props }: DanishDateFieldProps) => {
  const translate = useTranslate();
  const day = useFormattedText(value, (read) => onChange(typeof read === 'string' ? read : ''), DANISH_DAY_TEXT, undefined);
  return (
    <TextField
      {...props}
      value={day.text}
      onChange={(event) => day.onChange(event.target.value)}
      onFocus={() => {
        day.onFocus();
        onFocus?.();
      }}
      onBlur={() => {
        day.onBlur();
        onBlur?.();
      }}
      placeholder={translate('app.date.placeholder')}
      slotProps={{ ...slotProps, htmlInput: { autoComplete: 'off' } }}
    />
  );
};
