import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Form, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { AccountUserInviteSchema, type AccountUser, type AccountUserInvite } from 'schemas/accounts';
import { ROLE_IDS, ROLES, type Role } from 'schemas/enums';
import type { UserMatch } from 'schemas/users';
import { zodResolver } from 'src/forms/zodResolver';
import { useEntityToast } from 'src/layout/useEntityToast';
import { toastDuration } from 'src/layout/toastDurations';
import type { AccountInvitation } from 'schemas/invitations';
import { useMemberDataProvider } from 'src/providers/dataProvider';

interface Props {
  accountId: number;
  onAdded: (users: AccountUser[]) => void;
  onInvited: (invitations: AccountInvitation[]) => void;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'invited'; email: string }
  | { kind: 'several'; email: string; role: Role; matches: UserMatch[] }
  | { kind: 'failed'; message: string };

const resolver = zodResolver(AccountUserInviteSchema);
const EMPTY_RECORD = {};

/**
 * 'Add user' by e-mail (SPEC 2 and 5): a single match is added at once; several users with the same
 * e-mail are listed to pick the right one; an e-mail no user has gets an invitation by mail. 'User
 * already added' and other refusals come from the server.
 */
export const AddAccountUser = ({ accountId, onAdded, onInvited }: Props) => {
  const translate = useTranslate();
  const toast = useEntityToast();
  const notify = useNotify();
  const dataProvider = useMemberDataProvider();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const add = async (userID: number, role: Role) => {
    setBusy(true);
    try {
      onAdded(await dataProvider.addAccountUser(accountId, { userID, accountRole: role }));
      toast.succeeded('added', 'resources.accounts.users.user');
      setOutcome({ kind: 'idle' });
      setFormKey((k) => k + 1);
    } catch (failure) {
      setOutcome({ kind: 'failed', message: failure instanceof Error ? failure.message : translate('app.error.generic') });
    } finally {
      setBusy(false);
    }
  };

  const invite = async (values: AccountUserInvite) => {
    setBusy(true);
    try {
      onInvited(await dataProvider.inviteAccountUser(accountId, values));
      notify('resources.accounts.users.invitation_toast', {
        type: 'success',
        autoHideDuration: toastDuration('success'),
        messageArgs: { email: values.email },
      });
      setOutcome({ kind: 'invited', email: values.email });
      setFormKey((k) => k + 1);
    } catch (failure) {
      setOutcome({ kind: 'failed', message: failure instanceof Error ? failure.message : translate('app.error.generic') });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (values: AccountUserInvite) => {
    setBusy(true);
    setOutcome({ kind: 'idle' });
    let matches: UserMatch[];
    try {
      matches = await dataProvider.findUsersByEmail(accountId, values.email);
    } catch (failure) {
      setOutcome({ kind: 'failed', message: failure instanceof Error ? failure.message : translate('app.error.generic') });
      setBusy(false);
      return;
    }
    setBusy(false);
    const [only] = matches;
    if (matches.length === 0 || !only) await invite(values);
    else if (matches.length === 1) await add(only.id, values.accountRole);
    else setOutcome({ kind: 'several', email: values.email, role: values.accountRole, matches });
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('resources.accounts.users.add_title')}
      </Typography>
      <Form
        key={formKey}
        // Its own empty record: inside the account's show page it would otherwise start from the account.
        record={EMPTY_RECORD}
        resolver={resolver}
        defaultValues={{ email: '', accountRole: ROLES.Member }}
        onSubmit={(values: Record<string, unknown>) => submit(AccountUserInviteSchema.parse(values))}
        disableInvalidFormNotification
        // The schema's Danish messages, not the browser's own, say what is wrong.
        noValidate
      >
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
          <TextInput source="email" label="resources.accounts.users.email" type="email" helperText={false} sx={{ flex: 2, minWidth: 240 }} />
          <SelectInput
            source="accountRole"
            label="resources.accounts.users.role"
            choices={ROLE_IDS.map((id) => ({ id, name: `app.role.${id}` }))}
            helperText={false}
            sx={{ flex: 1, minWidth: 180 }}
          />
          <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={busy} sx={{ mt: { md: 1 }, whiteSpace: 'nowrap' }}>
            {translate('resources.accounts.users.add')}
          </Button>
        </Stack>
      </Form>
      {outcome.kind === 'invited' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.accounts.users.invitation_sent', { email: outcome.email })}
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      )}
      {outcome.kind === 'several' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('resources.accounts.users.several', { email: outcome.email })}
          <List dense aria-label={translate('resources.accounts.users.several_label')}>
            {outcome.matches.map((match) => (
              <ListItem
                key={match.id}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="outlined" disabled={busy} onClick={() => void add(match.id, outcome.role)}>
                    {translate('resources.accounts.users.choose', { name: match.name ?? match.email })}
                  </Button>
                }
              >
                <ListItemText
                  primary={match.name ?? match.email}
                  secondary={
                    <>
                      {translate('resources.accounts.users.user_id', { id: match.id })}
                      {match.unregistered && <Chip component="span" size="small" sx={{ ml: 1 }} label={translate('resources.accounts.users.unregistered')} />}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
};
