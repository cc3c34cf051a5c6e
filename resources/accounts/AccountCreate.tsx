import { Card, CardContent } from '@mui/material';
import { CreateBase, SelectInput, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { AccountCreateSchema, type Account } from 'schemas/accounts';
import { ACCOUNT_TYPE_IDS } from 'schemas/enums';
import { useAccess } from 'src/access/AccessProvider';
import { PATHS } from 'src/access/paths';
import { Page } from 'src/layout/Page';
import { zodResolver } from 'src/validation/zodResolver';
import { AccountFormFields } from './AccountFormFields';

const resolver = zodResolver(AccountCreateSchema);
const defaultValues = { accountType: 2, ccEmail: [] };

/**
 * /account/create (SPEC 2, no role needed): the company account of someone who has none yet ('Bliv
 * annoncør'). The server makes the creator its administrator; the new account becomes the active one.
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
            <SimpleForm resolver={resolver} defaultValues={defaultValues} noValidate>
              <SelectInput
                source="accountType"
                choices={ACCOUNT_TYPE_IDS.map((id) => ({ id, name: `app.account_type.${id}` }))}
                helperText="resources.accounts.help.accountType"
                sx={{ minWidth: 280 }}
              />
              <AccountFormFields />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </Page>
  );
};
