import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useAccess } from '../access/AccessProvider';
import { NO_ACCESS_REASONS, PATHS, type NoAccessReason } from '../access/paths';
import { Page } from '../layout/Page';

const isReason = (value: string | null): value is NoAccessReason => value !== null && (NO_ACCESS_REASONS as readonly string[]).includes(value);

/** Who reads the page: the same reason is told differently to a member, to staff acting as an account, and to someone without one. */
type Viewer = 'signedOut' | 'noAccount' | 'staff' | 'member';

/** The text of a reason as it is true for the viewer. */
function textKey(reason: NoAccessReason | 'default', viewer: Viewer): string {
  if (reason === 'staff') return 'app.no_access.staff';
  if (viewer === 'signedOut') return 'app.no_access.signed_out';
  // Without an account nothing but an account helps, whichever check refused.
  if (viewer === 'noAccount') return 'app.no_access.no_account';
  if (viewer === 'staff' && reason !== 'default') return `app.no_access.${reason}_staff`;
  return `app.no_access.${reason}`;
}

/**
 * SPEC 2's no-access pages: the default (no account, or missing rights), by user role, by missing
 * account permission and by account type, told apart by ?reason=, each in words true for who reads it.
 * Only someone without an account is offered to become an advertiser.
 */
export const NoAccessPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { state, isStaff, accounts } = useAccess();
  const reason = params.get('reason');
  const viewer: Viewer = !state.authenticated ? 'signedOut' : isStaff ? 'staff' : accounts.length === 0 ? 'noAccount' : 'member';
  return (
    <Page title={translate('app.no_access.title')} width="narrow">
      <Card variant="outlined">
        <CardContent>
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="warning" icon={<LockOutlinedIcon />} sx={{ width: '100%' }}>
              <Typography>{translate(textKey(isReason(reason) ? reason : 'default', viewer))}</Typography>
            </Alert>
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button component={Link} to={PATHS.home} variant="contained">
                {translate('app.no_access.home')}
              </Button>
              {viewer === 'noAccount' && (
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
