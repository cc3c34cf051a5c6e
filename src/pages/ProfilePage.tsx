import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Link as MuiLink,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, Loading, useAuthProvider, useLocales, useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { useIdentity } from '../access/useIdentity';
import { Link } from 'react-router-dom';
import { useAccess } from '../access/AccessProvider';
import { PATHS, selectAccountPath } from '../access/paths';
import { Page } from '../layout/Page';
import { useMemberDataProvider } from '../providers/dataProvider';
import { toastDuration } from '../layout/toastDurations';
import { CookieSettingsButton } from '../consent';
import type { MemberAuthProvider } from '../providers/authProvider';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

/**
 * /user (SPEC 2): the user as the identity provider knows them, the roles they act with, the selected
 * account, changing the password, logging out everywhere, deleting the profile, and the cookie settings (the
 * consent dialog).
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const authProvider = useAuthProvider<MemberAuthProvider>();
  const dataProvider = useMemberDataProvider();
  const { identity, isPending } = useIdentity();
  const { activeAccount, isStaff } = useAccess();
  const [busy, setBusy] = useState<'password' | 'sessions' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState<'password' | 'sessions' | 'delete' | null>(null);

  if (isPending || !identity) return <Loading />;
  const email = typeof identity.email === 'string' ? identity.email : '';
  const name = typeof identity.name === 'string' ? identity.name : null;
  const authId = typeof identity.authId === 'string' ? identity.authId : '';

  const changePassword = async () => {
    setConfirming(null);
    setBusy('password');
    try {
      if (!authProvider) throw new Error();
      await authProvider.requestPasswordReset(email);
      notify('app.profile.password_sent', { type: 'success', autoHideDuration: toastDuration('success') });
    } catch {
      notify('app.profile.password_failed', { type: 'error', autoHideDuration: toastDuration('error') });
    }
    // SPEC 8: either way, the user is logged out.
    await logout({}, PATHS.login, false);
  };

  /** Ends the user's sessions or profile: on success logs out, on failure says why and stays. */
  const endWith = async (what: 'sessions' | 'delete', action: () => Promise<unknown>, failed: string, done: string) => {
    setConfirming(null);
    setBusy(what);
    try {
      await action();
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : '';
      notify(failed, { type: 'error', autoHideDuration: toastDuration('error'), messageArgs: { reason } });
      setBusy(null);
      return;
    }
    notify(done, { type: 'success', autoHideDuration: toastDuration('success') });
    await logout({}, PATHS.login, false);
  };

  const logoutEverywhere = () =>
    endWith(
      'sessions',
      async () => {
        if (!authProvider) throw new Error();
        await authProvider.logoutEverywhere();
      },
      'app.profile.logout_everywhere_failed',
      'app.profile.logged_out_everywhere',
    );

  const remove = () => endWith('delete', () => dataProvider.deleteProfile(), 'app.profile.delete_failed', 'app.profile.deleted');

  return (
    <Page title={translate('app.profile.title')} width="narrow">
      <Stack sx={{ gap: 3 }}>
        <Card variant="outlined">
          <CardHeader title={translate('app.profile.user')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <Divider />
          <CardContent>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.name')}>{name ?? '–'}</Field>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.email')}>{email}</Field>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.id')}>{String(identity.id)}</Field>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.auth_id')}>
                  <Box component="code" sx={{ fontSize: 13 }}>
                    {authId}
                  </Box>
                </Field>
              </Grid>
              {isStaff && (
                <Grid size={12}>
                  <Chip color="warning" label={translate('app.profile.staff')} />
                </Grid>
              )}
            </Grid>
          </CardContent>
        </Card>

        <Card variant="outlined">
          <CardHeader title={translate('app.profile.account')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <Divider />
          <CardContent>
            <Grid container spacing={2} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.account')}>
                  {activeAccount ? (
                    <MuiLink component={Link} to={PATHS.account}>
                      {activeAccount.name}
                    </MuiLink>
                  ) : (
                    translate('app.profile.no_account')
                  )}
                </Field>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Field label={translate('app.profile.roles')}>
                  {activeAccount ? (
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                      {activeAccount.roles.map((role) => (
                        <Chip key={role} size="small" label={translate(`app.role.${role}`)} />
                      ))}
                    </Stack>
                  ) : (
                    translate('app.profile.no_roles')
                  )}
                </Field>
              </Grid>
              <Grid size={12}>
                <Button component={Link} to={selectAccountPath(PATHS.profile)} startIcon={<SwapHorizIcon />}>
                  {translate('app.nav.switch_account')}
                </Button>
              </Grid>
            </Grid>
          </CardContent>
        </Card>

        <Card variant="outlined">
          <CardHeader title={translate('app.profile.security')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <Divider />
          <CardContent>
            <Stack sx={{ gap: 3 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
                  {translate('app.profile.password_help')}
                </Typography>
                <Button variant="outlined" startIcon={<LockResetIcon />} disabled={busy !== null} onClick={() => setConfirming('password')}>
                  {translate('app.profile.change_password')}
                </Button>
              </Stack>
              <Divider />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
                  {translate('app.profile.sessions_help')}
                </Typography>
                <Button variant="outlined" startIcon={<LogoutIcon />} disabled={busy !== null} onClick={() => setConfirming('sessions')}>
                  {translate('app.profile.logout_everywhere')}
                </Button>
              </Stack>
              <Divider />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
                  {translate('app.profile.cookies_help')}
                </Typography>
                <CookieSettingsButton />
              </Stack>
              <Divider />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
                  {translate('app.profile.delete_help')}
                </Typography>
                <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} disabled={busy !== null} onClick={() => setConfirming('delete')}>
                  {translate('app.profile.delete')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <LanguageCard />
      </Stack>
      <Confirm
        isOpen={confirming === 'password'}
        title="app.profile.password_confirm_title"
        content="app.profile.password_confirm"
        confirm="app.profile.password_confirm_ok"
        onConfirm={() => void changePassword()}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'sessions'}
        title="app.profile.logout_everywhere_confirm_title"
        content="app.profile.logout_everywhere_confirm"
        confirm="app.profile.logout_everywhere"
        onConfirm={() => void logoutEverywhere()}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'delete'}
        title="app.profile.delete_confirm_title"
        content="app.profile.delete_confirm"
        confirm="app.profile.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </Page>
  );
};

/** The UI's language (SPEC 9: Danish by default, English second), kept at this browser across logins (src/providers/store.ts). */
const LanguageCard = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Card variant="outlined">
      <CardHeader title={translate('app.profile.language')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Divider />
      <CardContent>
        <FormControl>
          <FormLabel id="profile-language">{translate('app.profile.language_help')}</FormLabel>
          <RadioGroup aria-labelledby="profile-language" value={locale} onChange={(event) => setLocale(event.target.value)}>
            {locales.map(({ locale: value, name }) => (
              // Each language in its own words, so whoever cannot read the current one finds theirs.
              <FormControlLabel key={value} value={value} control={<Radio />} label={name} lang={value} />
            ))}
          </RadioGroup>
        </FormControl>
      </CardContent>
    </Card>
  );
};
