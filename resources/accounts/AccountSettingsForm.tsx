import { useState } from 'react';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { AccountSettingsSchema, type Account, type AccountSettings } from 'schemas/accounts';
import { ACCOUNT_TYPE_IDS, PERMISSIONS } from 'schemas/enums';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { toastDuration } from 'src/layout/toastDurations';
import { zodResolver } from 'src/forms/zodResolver';

const resolver = zodResolver(AccountSettingsSchema);

/** Staff's part of an account (PUT /accounts/{id}/settings): its type, billing id and permissions. */
export const AccountSettingsForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useMemberDataProvider();
  const account = useRecordContext<Account>();
  const [failure, setFailure] = useState<string | null>(null);
  if (!account) return null;

  const save = async (values: Record<string, unknown>) => {
    setFailure(null);
    const body: AccountSettings = AccountSettingsSchema.parse(values);
    try {
      await dataProvider.updateAccountSettings(account, body);
      notify('app.notification.success.updated', {
        type: 'success',
        autoHideDuration: toastDuration('success'),
        messageArgs: { entity: translate('resources.accounts.staff.settings_entity') },
      });
      refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : translate('app.error.generic'));
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.accounts.staff.settings_intro')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {/* Keyed by version: after a save the form starts from the account as it now is. */}
      <Form
        key={account.version}
        record={{ accountType: account.accountType, billingId: account.billingId ?? '', permissions: account.permissions }}
        resolver={resolver}
        onSubmit={(values: Record<string, unknown>) => save(values)}
        noValidate
      >
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput
              source="accountType"
              label="resources.accounts.fields.accountType"
              choices={ACCOUNT_TYPE_IDS.map((id) => ({ id, name: `app.account_type.${id}` }))}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextInput source="billingId" label="resources.accounts.fields.billingId" helperText="resources.accounts.staff.billing_help" fullWidth />
          </Grid>
          {PERMISSIONS.map((permission) => (
            <Grid key={permission} size={{ xs: 12, sm: 6 }}>
              <BooleanInput source={`permissions.${permission}`} label={`app.permission.${permission}`} helperText={false} />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          {translate('resources.accounts.staff.save')}
        </Button>
      </Form>
    </Box>
  );
};
