import { useState } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Form, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { RESET_LINK_UNUSABLE } from 'schemas/auth';
import { PATHS } from 'src/access/paths';
import { reasonOf, serverFieldErrors } from 'src/forms/serverErrors';
import { CHECKED_ON_LEAVE, useBusy } from 'src/forms/useFormInput';
import { zodResolver } from 'src/forms/zodResolver';
import type { LinkLogin, LoginParams } from 'src/providers/authProvider';
import { LinkPage } from './LinkPage';
import { NEW_PASSWORD_SHAPE, NewPasswordFields, withRepeatChecked } from './NewPasswordFields';

const NewPasswordSchema = withRepeatChecked(z.object(NEW_PASSWORD_SHAPE));
const resolver = zodResolver(NewPasswordSchema);
/** Where a new reset mail is asked for. */
const NEW_LINK = `${PATHS.login}?mode=reset`;

/**
 * /reset-password?token=…: the page a reset mail links to, opened without a login. The user chooses a new
 * password by the server's rules; the server then logs them in (react-admin's login goes on to the member area)
 * or, for an address not verified, sends them to the login page; either way its message is the toast. A link
 * that is missing, used or expired is refused in Danish, with a way to ask for a new mail.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <LinkPage title={translate('app.reset_password.title')}>
      {token ? <NewPasswordForm token={token} /> : <UnusableLink message={RESET_LINK_UNUSABLE} />}
      <Link component={RouterLink} to={PATHS.login} variant="body2">
        {translate('app.login.back_to_login')}
      </Link>
    </LinkPage>
  );
};

/** Why the link cannot be used, and the way to a new one. */
const UnusableLink = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={NEW_LINK} variant="contained">
        {translate('app.reset_password.new_link')}
      </Button>
    </Stack>
  );
};

const NewPasswordForm = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const { busy, run } = useBusy();
  const [failure, setFailure] = useState<{ message: string; linkUnusable: boolean } | null>(null);

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const { password } = NewPasswordSchema.parse(values);
      setFailure(null);
      try {
        const params: LoginParams = { resetToken: token, password };
        const done = (await login(params)) as LinkLogin;
        notify(done.message, { type: 'success', messageArgs: { _: done.message } });
      } catch (error) {
        const fields = serverFieldErrors(error);
        setFailure({ message: reasonOf(error, translate('app.error.generic')), linkUnusable: 'token' in fields });
        return fields;
      }
    });

  if (failure?.linkUnusable) return <UnusableLink message={failure.message} />;
  return (
    <Form noValidate resolver={resolver} defaultValues={{ password: '', repeat: '' }} onSubmit={submit} {...CHECKED_ON_LEAVE}>
      <Stack sx={{ gap: 2 }}>
        <Typography>{translate('app.reset_password.intro')}</Typography>
        {failure && <Alert severity="error">{failure.message}</Alert>}
        <NewPasswordFields idPrefix="reset" />
        <Button type="submit" variant="contained" disabled={busy} fullWidth>
          {translate('app.reset_password.submit')}
        </Button>
      </Stack>
    </Form>
  );
};
