import { useState, type SyntheticEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import type { MemberAuthProvider } from '../../providers/authProvider';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
}

type State = { step: 'editing' | 'sending' | 'sent' } | { step: 'failed'; message: string };

export const ResetPasswordForm = ({ email, onEmailChange }: Props) => {
  const translate = useTranslate();
  const authProvider = useAuthProvider<MemberAuthProvider>();
  const [state, setState] = useState<State>({ step: 'editing' });
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(translate('app.login.email_required'));
      return;
    }
    setEmailError(undefined);
    setState({ step: 'sending' });
    try {
      if (!authProvider) throw new Error(translate('app.login.reset_failed'));
      await authProvider.requestPasswordReset(email.trim());
      setState({ step: 'sent' });
    } catch (failure) {
      setState({ step: 'failed', message: failure instanceof Error ? failure.message : translate('app.login.reset_failed') });
    }
  };

  if (state.step === 'sent') {
    return (
      <Alert severity="success" role="status">
        {translate('app.login.reset_sent')}
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2}>
      <Typography variant="body2">{translate('app.login.reset_help')}</Typography>
      {state.step === 'failed' && <Alert severity="error">{state.message}</Alert>}
      <TextField
        id="reset-email"
        label={translate('app.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={state.step === 'sending'} fullWidth>
        {translate('app.login.reset_submit')}
      </Button>
    </Stack>
  );
};
