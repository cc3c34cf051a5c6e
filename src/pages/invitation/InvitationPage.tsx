import { useState } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useAuthProvider, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import {
  INVITATION_MESSAGES,
  InvitationAcceptedSchema,
  InvitationAcceptSchema,
  InvitationDetailsSchema,
  type InvitationAccept,
  type InvitationDetails,
} from 'schemas/invitations';
import { danishDateOf } from 'schemas/dates';
import { PATHS } from 'src/access/paths';
import { reasonOf, serverFieldErrors } from 'src/forms/serverErrors';
import { CHECKED_ON_LEAVE, useBusy } from 'src/forms/useFormInput';
import { zodResolver } from 'src/forms/zodResolver';
import type { LinkLogin, LoginParams, MemberAuthProvider } from 'src/providers/authProvider';
import { LinkPage } from '../login/LinkPage';
import { NEW_PASSWORD_SHAPE, NewPasswordFields, useTextInput, withRepeatChecked } from '../login/NewPasswordFields';

/** The auth service's invitation calls, their answers checked. */
function useInvitationCalls() {
  const authProvider = useAuthProvider<MemberAuthProvider>();
  const provider = () => {
    if (!authProvider) throw new Error('no authProvider');
    return authProvider;
  };
  return {
    lookUp: async (token: string): Promise<InvitationDetails> =>
      z.object({ invitation: InvitationDetailsSchema }).parse(await provider().lookUpInvitation(token)).invitation,
    accept: async (body: InvitationAccept) => InvitationAcceptedSchema.parse(await provider().acceptInvitation(body)),
  };
}

/** The new user's fields: a name, and the password typed twice. */
const NewUserSchema = withRepeatChecked(z.object({ name: InvitationAcceptSchema.shape.name, ...NEW_PASSWORD_SHAPE }));

/**
 * /invitation?token=…: the page an invitation mail links to, opened before the invitee has a login. It says
 * what the invitation is to; a newcomer chooses a password and is logged in, a user who has one already just
 * accepts and is sent on to log in.
 */
export const InvitationPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [accepted, setAccepted] = useState<{ message: string } | null>(null);
  const calls = useInvitationCalls();
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => calls.lookUp(token), enabled: token !== '', retry: false });

  let content;
  if (accepted) {
    content = (
      <Stack sx={{ gap: 2 }}>
        <Alert severity="success" role="status">
          {accepted.message}
        </Alert>
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          {translate('app.invitation.to_login')}
        </Button>
      </Stack>
    );
  } else if (!token || invitation.isError) {
    content = (
      <Stack sx={{ gap: 2 }}>
        <Alert severity="error">{token ? reasonOf(invitation.error, INVITATION_MESSAGES.unknown) : INVITATION_MESSAGES.unknown}</Alert>
        <Link component={RouterLink} to={PATHS.login} variant="body2">
          {translate('app.invitation.to_login')}
        </Link>
      </Stack>
    );
  } else if (!invitation.data) {
    content = <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mx: 'auto' }} />;
  } else {
    content = <AcceptForm token={token} invitation={invitation.data} onAccepted={setAccepted} />;
  }

  return <LinkPage title={translate('app.invitation.title')}>{content}</LinkPage>;
};

interface AcceptProps {
  token: string;
  invitation: InvitationDetails;
  onAccepted: (done: { message: string }) => void;
}

/** What the invitation is to, and for how long, above either way of accepting it. */
const AcceptForm = (props: AcceptProps) => {
  const translate = useTranslate();
  const { invitation } = props;
  const role = translate(`app.role.${invitation.role}`, { _: String(invitation.role) });
  const until = danishDateOf(invitation.expiresAt);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>{translate('app.invitation.intro', { account: invitation.accountName, role })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.invitation.valid_until', { date: until })}
      </Typography>
      {/* Someone who has a profile already only accepts: no password is chosen. */}
      {invitation.existingUser ? <ExistingUserAccept {...props} /> : <NewUserForm {...props} />}
    </Stack>
  );
};

const EmailField = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      id="invitation-email"
      label={translate('app.invitation.email')}
      value={email}
      autoComplete="username"
      slotProps={{ htmlInput: { readOnly: true } }}
      fullWidth
    />
  );
};

const newUserResolver = zodResolver(NewUserSchema);

/** A newcomer chooses a password and is logged in: react-admin's login goes on to the member area. */
const NewUserForm = ({ token, invitation }: AcceptProps) => {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();
  const notify = useNotify();
  const { busy, run } = useBusy();

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const { name, password } = NewUserSchema.parse(values);
      setFailure(null);
      try {
        const params: LoginParams = { invitation: { token, password, ...(name ? { name } : {}) } };
        const done = (await login(params)) as LinkLogin;
        notify(done.message, { type: 'success', messageArgs: { _: done.message } });
      } catch (error) {
        setFailure(reasonOf(error, translate('app.error.generic')));
        return serverFieldErrors(error);
      }
    });

  return (
    <Form noValidate resolver={newUserResolver} defaultValues={{ name: '', password: '', repeat: '' }} onSubmit={submit} {...CHECKED_ON_LEAVE}>
      <Stack sx={{ gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <EmailField email={invitation.email} />
        <NewUserFields busy={busy} />
      </Stack>
    </Form>
  );
};

const NewUserFields = ({ busy }: { busy: boolean }) => {
  const translate = useTranslate();
  const name = useTextInput('name');
  return (
    <>
      <TextField id="invitation-name" label={translate('app.invitation.name')} autoComplete="name" fullWidth {...name} />
      <NewPasswordFields idPrefix="invitation" />
      <Button type="submit" variant="contained" disabled={busy} fullWidth>
        {translate('app.invitation.accept')}
      </Button>
    </>
  );
};

const ExistingUserAccept = ({ token, invitation, onAccepted }: AcceptProps) => {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const calls = useInvitationCalls();
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onAccepted(await calls.accept({ token }));
    } catch (error) {
      setFailure(reasonOf(error, translate('app.error.generic')));
      setBusy(false);
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <EmailField email={invitation.email} />
      <Typography variant="body2">{translate('app.invitation.existing_user')}</Typography>
      <Button variant="contained" disabled={busy} onClick={() => void accept()} fullWidth>
        {translate('app.invitation.accept_existing')}
      </Button>
    </Stack>
  );
};
