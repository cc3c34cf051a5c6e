import { useState } from 'react';
import { Alert, Button, Card, CardContent } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { EditBase, Loading, SaveButton, SimpleForm, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AccountUpdateSchema, type Account } from 'schemas/accounts';
import { useAccess } from 'src/access/AccessProvider';
import { PATHS } from 'src/access/paths';
import { EditLoadError, RECORD_QUERY_OPTIONS } from 'src/layout/LoadError';
import { Page } from 'src/layout/Page';
import { toastDuration } from 'src/layout/toastDurations';
import { zodResolver } from 'src/forms/zodResolver';
import { AccountFormFields } from './AccountFormFields';

const resolver = zodResolver(AccountUpdateSchema);

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

const SaveToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const EditForm = ({ stale, onReloaded }: { stale: string | null; onReloaded: () => void }) => {
  const translate = useTranslate();
  const { record, isPending, refetch } = useEditContext<Account>();
  if (isPending || !record) return <Loading />;
  return (
    <>
      {stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              startIcon={<RefreshIcon />}
              onClick={() => {
                void refetch().then(onReloaded);
              }}
            >
              {translate('resources.accounts.reload')}
            </Button>
          }
        >
          {stale}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          {/* Saving only: an account is not deleted from here. */}
          <SimpleForm resolver={resolver} noValidate toolbar={<SaveToolbar />}>
            <AccountFormFields />
          </SimpleForm>
        </CardContent>
      </Card>
    </>
  );
};

/**
 * /account/update (SPEC 2: role admin and permission accountSettings). It saves with the version it
 * read; when someone else saved in between (412) it says so and offers to load their version.
 */
export const AccountEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { activeAccount, reloadAccounts } = useAccess();
  const [stale, setStale] = useState<string | null>(null);
  if (!activeAccount) return null;

  return (
    <Page title={translate('resources.accounts.update_title')} subtitle={activeAccount.name} width="narrow">
      <EditBase<Account>
        resource="accounts"
        id={activeAccount.id}
        mutationMode="pessimistic"
        error={<EditLoadError />}
        queryOptions={RECORD_QUERY_OPTIONS}
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('app.notification.success.updated', {
              type: 'success',
              messageArgs: { entity: translate('resources.accounts.name', { smart_count: 1 }) },
            });
            // The name shown in the navigation may have changed.
            void reloadAccounts();
            void navigate(PATHS.account);
          },
          onError: (error) => {
            if (statusOf(error) === 412) {
              setStale(error instanceof Error ? error.message : translate('app.error.generic'));
              return;
            }
            const message = error instanceof Error ? error.message : 'app.error.generic';
            // A server's text is shown as it is (the default text: it is no key to look up).
            notify(message, {
              type: 'error',
              messageArgs: { _: message },
              autoHideDuration: toastDuration('error'),
            });
          },
        }}
      >
        <EditForm stale={stale} onReloaded={() => setStale(null)} />
      </EditBase>
    </Page>
  );
};
