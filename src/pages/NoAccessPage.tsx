import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { NO_ACCESS_REASONS, PATHS, type NoAccessReason } from '../access/paths';
import { Page } from '../layout/Page';

const isReason = (value: string | null): value is NoAccessReason => value !== null && (NO_ACCESS_REASONS as readonly string[]).includes(value);

/**
 * SPEC 2's no-access pages: the default (no account, or missing rights), by user role, by missing
 * account permission and by account type, told apart by ?reason=.
 */
export const NoAccessPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const kind = isReason(reason) ? reason : 'default';
  return (
    <Page title={translate('app.no_access.title')} width="narrow">
      <Card variant="outlined">
        <CardContent>
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="warning" icon={<LockOutlinedIcon />} sx={{ width: '100%' }}>
              <Typography>{translate(`app.no_access.${kind}`)}</Typography>
            </Alert>
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button component={Link} to={PATHS.home} variant="contained">
                {translate('app.no_access.home')}
              </Button>
              {kind === 'default' && (
                <Button component={Link} to={PATHS.accountCreate}>
                  {translate('app.nav.become_advertiser')}
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Page>
  );
};
