import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useCheckAuth, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './login/LoginForm';
import { ResetPasswordForm } from './login/ResetPasswordForm';

/** /login, and /login?mode=reset for "forgot password", so that the browser's back button works. */
export const LoginPage = () => {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resetting = searchParams.get('mode') === 'reset';
  // Kept here so that the address typed in one form carries over to the other.
  const [email, setEmail] = useState('');

  useEffect(() => {
    // Someone already logged in has no business here.
    checkAuth({}, false).then(
      () => navigate('/', { replace: true }),
      () => undefined,
    );
  }, [checkAuth, navigate]);

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
          {resetting ? <ResetPasswordForm email={email} onEmailChange={setEmail} /> : <LoginForm email={email} onEmailChange={setEmail} />}
          <Link component={RouterLink} to={resetting ? '/login' : '/login?mode=reset'} variant="body2">
            {translate(resetting ? 'app.login.back_to_login' : 'app.login.forgot_password')}
          </Link>
        </CardContent>
      </Card>
    </Box>
  );
};
