import { useState } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { danishDayText, formatDanishDate, parseDanishDay } from 'schemas/dates';

/**
 * A list filter for a day typed as Danes write it (01.12.2026). The list is filtered only by a whole day or by
 * none: what is half typed stays in the box without asking the server for a list it would refuse.
 */
export const DayFilterInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value: unknown = field.value;
  const day = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? danishDayText(day) ?? '';
  const invalid = text.trim() !== '' && parseDanishDay(text) === null;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      size="small"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        if (next.trim() === '') field.onChange('');
        else {
          const parsed = parseDanishDay(next);
          if (parsed) field.onChange(parsed);
        }
      }}
      onBlur={() => {
        if (!invalid) setTyped(null);
        field.onBlur();
      }}
      label={<FieldTitle source={source} />}
      placeholder={translate('app.date.placeholder')}
      error={invalid}
      helperText={invalid ? translate('app.date.help', { example: formatDanishDate('2026-12-01') }) : undefined}
      slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric' } }}
      sx={{ width: 160 }}
      className={`ra-input ra-input-${source}`}
    />
  );
};
