import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useCheckAuth, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeTarget } from '../access/paths';
import { sessionEnded } from '../providers/authCookie';
import { LoginForm } from './login/LoginForm';
import { ResetPasswordForm } from './login/ResetPasswordForm';

/** /login, and /login?mode=reset for "forgot password", so that the browser's back button works. */
export const LoginPage = () => {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const resetting = searchParams.get('mode') === 'reset';
  // Kept here so that the address typed in one form carries over to the other.
  const [email, setEmail] = useState('');
  // A session that ended by itself (revoked elsewhere, expired) is said so, as the API says it (SPEC 8).
  const [ended] = useState(sessionEnded);
  // Where react-admin's logout sent the user from: the login goes on there, and so does a login made meanwhile.
  const { nextPathname, nextSearch } = (location.state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  const onward = (typeof nextPathname === 'string' && safeTarget(nextPathname + (typeof nextSearch === 'string' ? nextSearch : ''))) || '/';

  useEffect(() => {
    // Someone already logged in has no business here.
    checkAuth({}, false).then(
      () => navigate(onward, { replace: true }),
      () => undefined,
    );
  }, [checkAuth, navigate, onward]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate(resetting ? 'app.login.reset_title' : 'app.login.title')}
          </Typography>
          {/* What this is, to the visitor who arrives here first; also the page's largest text, which the
              cookie consent beside it must not outgrow: the page is first seen as the login form. */}
          <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.25rem' }}>
            {translate('app.login.intro')}
          </Typography>
          {ended && !resetting && <Alert severity="info">{translate('app.error.unauthorized')}</Alert>}
          {resetting ? <ResetPasswordForm email={email} onEmailChange={setEmail} /> : <LoginForm email={email} onEmailChange={setEmail} />}
          {/* The detour keeps where the login goes on to. */}
          <Link component={RouterLink} to={resetting ? '/login' : '/login?mode=reset'} state={location.state as unknown} variant="body2">
            {translate(resetting ? 'app.login.back_to_login' : 'app.login.forgot_password')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
};
