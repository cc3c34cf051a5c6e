import { Alert, AlertTitle, Button, Card, CardContent, Stack } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { Page } from '../layout/Page';

/** SPEC 8: the identity provider could not tell who the user is: 'Fejl med brugeren'. */
export const IdentityErrorPage = () => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Page title={translate('app.identity_error.title')} width="narrow">
      <Card variant="outlined">
        <CardContent>
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="error" sx={{ width: '100%' }}>
              <AlertTitle>{translate('app.identity_error.title')}</AlertTitle>
              {translate('app.identity_error.text')}
            </Alert>
            <Button variant="contained" startIcon={<LogoutIcon />} onClick={() => void logout({}, '/login', false)}>
              {translate('app.identity_error.logout')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
};
