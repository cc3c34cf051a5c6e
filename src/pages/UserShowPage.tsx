import { Box, Card, CardContent, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { User } from 'schemas/users';
import { LoadError, NotFoundNotice } from '../layout/LoadError';
import { Page } from '../layout/Page';

/** /users/{id} (SPEC 2): id, auth id, e-mail and the accounts; a message when there is no such user. */
export const UserShowPage = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data: user, isPending, error, refetch } = useGetOne<User>('users', { id: Number(id) }, { enabled: valid });

  if (valid && isPending) return <Loading />;
  if (!valid || error || !user) {
    const notFound = translate('app.user_show.not_found');
    return (
      <Page title={translate('app.user_show.title')} width="narrow">
        {valid && error ? (
          <LoadError title={translate('app.user_show.failed')} error={error} onRetry={() => void refetch()} notFound={notFound} />
        ) : (
          <NotFoundNotice text={notFound} />
        )}
      </Page>
    );
  }

  const rows: [string, string][] = [
    [translate('app.user_show.id'), String(user.id)],
    [translate('app.user_show.auth_id'), user.authId],
    [translate('app.user_show.email'), user.email],
  ];
  return (
    <Page title={user.name ?? user.email} subtitle={translate('app.user_show.title')} width="narrow">
      <Card variant="outlined">
        <CardContent>
          <Grid container spacing={2}>
            {rows.map(([label, value]) => (
              <Grid key={label} size={{ xs: 12, sm: 4 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {label}
                </Typography>
                <Typography sx={{ wordBreak: 'break-all' }}>{value}</Typography>
              </Grid>
            ))}
          </Grid>
          <Divider sx={{ my: 2 }} />
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.user_show.accounts')}
          </Typography>
          {user.accounts.length === 0 ? (
            <Typography>{translate('app.user_show.no_accounts')}</Typography>
          ) : (
            <Stack sx={{ gap: 1, mt: 0.5 }}>
              {user.accounts.map((account) => (
                <Box key={account.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{account.name}</Typography>
                  {account.roles.map((role) => (
                    <Chip key={role} size="small" label={translate(`app.role.${role}`, { _: String(role) })} />
                  ))}
                </Box>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Page>
  );
};
