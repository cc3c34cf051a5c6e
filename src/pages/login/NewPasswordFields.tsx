import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { PASSWORD_MIN, ResetPasswordCompleteSchema } from 'schemas/auth';
import { asText, useFormInput } from 'src/forms/useFormInput';

/** A new password as the server takes it (the reset's rules, which an invitation follows too), typed twice. */
export const NEW_PASSWORD_SHAPE = { password: ResetPasswordCompleteSchema.shape.password, repeat: z.string() };

/** A form's schema with NEW_PASSWORD_SHAPE, checking that the two are the same. */
export function withRepeatChecked<T extends { password: string; repeat: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'Gentag adgangskode: adgangskoderne er ikke ens' });
}

/** A text field of a react-admin form: its value, and its message in place of the help text. */
export function useTextInput(source: string) {
  const field = useFormInput(source, asText);
  return {
    value: field.value,
    onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
    onBlur: field.onBlur,
    onFocus: field.onFocus,
    error: Boolean(field.error),
    helperText: field.error,
  };
}

/** The fields of NEW_PASSWORD_SHAPE: the password with its rule as help and a button to show it, and the repeat. */
export const NewPasswordFields = ({ idPrefix }: { idPrefix: string }) => {
  const translate = useTranslate();
  const [reveal, setReveal] = useState(false);
  const password = useTextInput('password');
  const repeat = useTextInput('repeat');
  const revealButton = (
    <InputAdornment position="end">
      <IconButton aria-label={translate(reveal ? 'app.new_password.hide' : 'app.new_password.show')} onClick={() => setReveal((r) => !r)} edge="end">
        {reveal ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={translate('app.new_password.password')}
        type={reveal ? 'text' : 'password'}
        autoComplete="new-password"
        fullWidth
        {...password}
        helperText={password.helperText ?? translate('app.new_password.help', { min: PASSWORD_MIN })}
        slotProps={{ input: { endAdornment: revealButton } }}
      />
      <TextField
        id={`${idPrefix}-repeat`}
        label={translate('app.new_password.repeat')}
        type={reveal ? 'text' : 'password'}
        autoComplete="new-password"
        fullWidth
        {...repeat}
      />
    </>
  );
};
