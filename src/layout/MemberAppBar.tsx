import { Box, Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { AppBar, TitlePortal, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Shows who is logged in, linking to the profile, and a plain logout button (SPEC 2, navigation bar). */
const UserStatus = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const email = typeof identity.email === 'string' ? identity.email : (identity.fullName ?? '');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button component={Link} to="/user" color="inherit" startIcon={<PersonIcon />} sx={{ textTransform: 'none' }}>
        {translate('app.appbar.logged_in_as', { email })}
      </Button>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
        {translate('app.appbar.logout')}
      </Button>
    </Box>
  );
};

export const MemberAppBar = () => (
  <AppBar userMenu={false}>
    <TitlePortal />
    <UserStatus />
  </AppBar>
);
