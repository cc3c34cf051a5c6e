import { Alert, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, Title, useAuthenticated, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { MemberPermissions } from '../providers/authProvider';

/** A plain welcome for now; the redirect rules of SPEC 2 replace it later. */
export const HomePage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions, isPending } = usePermissions<MemberPermissions>();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.menu.home" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {identity?.fullName ? translate('app.home.greeting', { name: identity.fullName }) : translate('app.home.title')}
        </Typography>
        {!isPending && permissions && <AccountSummary permissions={permissions} />}
      </CardContent>
    </Card>
  );
};

const AccountSummary = ({ permissions }: { permissions: MemberPermissions }) => {
  const translate = useTranslate();
  if (permissions.accountsError) return <Alert severity="warning">{translate('app.home.accounts_failed')}</Alert>;
  const { accounts, isStaff } = permissions;
  return (
    <>
      {isStaff && <Typography>{translate('app.home.staff')}</Typography>}
      {accounts.length === 0 && !isStaff && <Typography>{translate('app.home.no_accounts')}</Typography>}
      {accounts.length > 0 && (
        <>
          <Typography>{translate('app.home.accounts', { smart_count: accounts.length })}</Typography>
          <List dense>
            {accounts.map((account) => (
              <ListItem key={account.id} disableGutters>
                <ListItemText
                  primary={<Link to={`/accounts/${account.id}/show`}>{account.name}</Link>}
                  secondary={[
                    translate(`app.account_type.${account.accountType}`, { _: String(account.accountType) }),
                    ...account.userRoles.map((role) => translate(`app.role.${role}`, { _: String(role) })),
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
};
