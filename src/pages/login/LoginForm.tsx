import { useState, type SyntheticEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { preload, preloadSignedInCode } from '../../preload';
import { UNKNOWN_ERROR } from '../../providers/authProvider';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export const LoginForm = ({ email, onEmailChange }: Props) => {
  const translate = useTranslate();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {
      ...(email.trim() ? {} : { email: translate('app.login.email_required') }),
      ...(password ? {} : { password: translate('app.login.password_required') }),
    };
    setFieldErrors(missing);
    setError(null);
    if (Object.keys(missing).length) return;
    setSubmitting(true);
    try {
      // On success useLogin navigates away (to '/', or back to the page that sent the user here).
      await login({ username: email.trim(), password });
      // The calls every signed-in page makes first start now, beside the code of the page it goes on to.
      void preload(window.location);
    } catch (failure) {
      // The auth service words its refusals in Danish ('Forkert e-mail eller adgangskode').
      const message = failure instanceof Error && failure.message !== UNKNOWN_ERROR ? failure.message : '';
      setError(message || translate('app.login.failed'));
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2}>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        id="login-email"
        label={translate('app.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => {
          preloadSignedInCode();
          onEmailChange(e.target.value);
        }}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        fullWidth
      />
      <TextField
        id="login-password"
        label={translate('app.login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          preloadSignedInCode();
          setPassword(e.target.value);
        }}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={submitting} fullWidth>
        {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
      </Button>
    </Stack>
  );
};
