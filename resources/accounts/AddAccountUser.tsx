import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Form, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { AccountUserInviteSchema, type AccountUserInvite } from 'schemas/accounts';
import { ROLE_IDS, ROLES } from 'schemas/enums';
import { zodResolver } from 'src/forms/zodResolver';
import { toastDuration } from 'src/layout/toastDurations';
import type { AccountInvitation } from 'schemas/invitations';
import { useMemberDataProvider } from 'src/providers/dataProvider';

interface Props {
  accountId: number;
  onInvited: (invitations: AccountInvitation[]) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'invited'; email: string } | { kind: 'failed'; message: string };

const resolver = zodResolver(AccountUserInviteSchema);
const EMPTY_RECORD = {};

/**
 * 'Add user' by e-mail (SPEC 2 and 5): an invitation by mail, whether or not the e-mail has a profile; the person
 * is a member once they accept. 'User already added' and other refusals come from the server.
 */
export const AddAccountUser = ({ accountId, onInvited }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useMemberDataProvider();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const invite = async (values: AccountUserInvite) => {
    setBusy(true);
    setOutcome({ kind: 'idle' });
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
        onSubmit={(values: Record<string, unknown>) => invite(AccountUserInviteSchema.parse(values))}
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
    </Box>
  );
};
