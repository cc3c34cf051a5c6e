import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Create, CreateBase, SelectInput, SimpleForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { AccountCreateSchema, SELF_SERVICE_ACCOUNT_TYPE, type Account } from 'schemas/accounts';
import { ACCOUNT_TYPE_IDS } from 'schemas/enums';
import { useAccess } from 'src/access/AccessProvider';
import { PATHS } from 'src/access/paths';
import { Page } from 'src/layout/Page';
import { zodResolver } from 'src/forms/zodResolver';
import { AccountFormFields } from './AccountFormFields';

const resolver = zodResolver(AccountCreateSchema);
const defaultValues = { accountType: SELF_SERVICE_ACCOUNT_TYPE, ccEmail: [] };

/**
 * /account/create (SPEC 2, no role needed): the company account of someone who has none yet ('Bliv
 * annoncør'). A newcomer creates the one type the server lets them (SELF_SERVICE_ACCOUNT_TYPE); the
 * other types come with an agreement and are set up by staff. The server makes the creator its
 * administrator; the new account becomes the active one.
 */
export const AccountCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectAccount, reloadAccounts } = useAccess();

  const onSuccess = (account: Account) => {
    notify('resources.accounts.created', { type: 'success' });
    selectAccount(account.id);
    // Once the accounts are back (with the new one, now the active one), go to it.
    void reloadAccounts(PATHS.account);
  };

  return (
    <Page title={translate('resources.accounts.create_title')} subtitle={translate('resources.accounts.create_intro')} width="narrow">
      <CreateBase<Account> resource="accounts" redirect={false} mutationOptions={{ onSuccess }}>
        <Card variant="outlined">
          <CardContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.accounts.self_service_type', { type: translate(`app.account_type.${SELF_SERVICE_ACCOUNT_TYPE}`) })}
            </Alert>
            <SimpleForm resolver={resolver} defaultValues={defaultValues} noValidate>
              <AccountFormFields />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </Page>
  );
};

const staffDefaultValues = { ccEmail: [] };

/**
 * /accounts/create (staff): an account of any type, with its billing id, for a customer with an agreement.
 * Staff do not become members; they invite the customer's administrator from the account afterwards.
 */
export const AccountStaffCreate = () => {
  const translate = useTranslate();
  return (
    <Create title="resources.accounts.staff.create_title" redirect="show">
      <SimpleForm resolver={resolver} defaultValues={staffDefaultValues} noValidate>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.accounts.staff.create_intro')}
        </Typography>
        <SelectInput
          source="accountType"
          choices={ACCOUNT_TYPE_IDS.map((id) => ({ id, name: `app.account_type.${id}` }))}
          helperText="resources.accounts.help.accountType"
          sx={{ minWidth: 280 }}
        />
        <TextInput source="billingId" helperText="resources.accounts.staff.billing_help" sx={{ minWidth: 280 }} />
        <AccountFormFields />
      </SimpleForm>
    </Create>
  );
};
