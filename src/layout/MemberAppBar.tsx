import { lazy, Suspense, useState } from 'react';
import { Box, Button, Container, Link as MuiLink, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BugReportIcon from '@mui/icons-material/BugReport';
import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useLogout, useTranslate } from 'react-admin';
import { useIdentity } from '../access/useIdentity';
import { Link, useLocation } from 'react-router-dom';
import { useAccess } from '../access/AccessProvider';
import { isReachable } from '../access/guard';
import { NAV_ITEMS, PUBLIC_SITE_LINKS, publicSiteUrl } from '../access/navigation';
import { PATHS, selectAccountPath } from '../access/paths';
import { useAreaTitle } from './areaTitle';
import { StaffBanner } from './StaffBanner';
import { CmsNavItems } from '../content/CmsNavItems';

// Staff only: members do not load the panel's account picker and role checkboxes.
const StaffPanel = lazy(() => import('./StaffPanel').then((m) => ({ default: m.StaffPanel })));

/** Shows who is logged in, linking to the profile, and a plain logout button (SPEC 2, navigation bar). */
const UserStatus = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useIdentity();
  if (!identity) return null;
  const email = typeof identity.email === 'string' ? identity.email : (identity.fullName ?? '');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Button component={Link} to={PATHS.profile} color="inherit" size="small" startIcon={<PersonIcon />} sx={{ textTransform: 'none' }}>
        {translate('app.appbar.logged_in_as', { email })}
      </Button>
      <Button color="inherit" size="small" startIcon={<LogoutIcon />} onClick={() => logout()}>
        {translate('app.appbar.logout')}
      </Button>
    </Stack>
  );
};

/** First row: the public site's links, and the user. */
const TopRow = ({ onOpenStaffPanel }: { onOpenStaffPanel: () => void }) => {
  const translate = useTranslate();
  const { config, isStaff } = useAccess();
  return (
    <Box sx={{ bgcolor: '#0f2537', color: 'rgba(255,255,255,0.87)' }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40, flexWrap: 'wrap' }}>
        <Box component="nav" aria-label={translate('app.public_site.label')} sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', flex: 1 }}>
          {PUBLIC_SITE_LINKS.map((item) => (
            <MuiLink
              key={item.path}
              href={publicSiteUrl(config.publicSiteUrl, item.path)}
              color="inherit"
              underline="hover"
              variant="body2"
            >
              {translate(item.label)}
            </MuiLink>
          ))}
        </Box>
        {isStaff && (
          <Button color="inherit" size="small" startIcon={<BugReportIcon />} onClick={onOpenStaffPanel}>
            {translate('app.staff.panel_button')}
          </Button>
        )}
        <UserStatus />
      </Container>
    </Box>
  );
};

/** The active account's name and type; the billing id as a tooltip (SPEC 2). */
const ActiveAccountBadge = () => {
  const translate = useTranslate();
  const { activeAccount, accounts, isStaff } = useAccess();
  const location = useLocation();
  const canSwitch = isStaff || accounts.length > 1;
  const switchLink = canSwitch && (
    <Button
      component={Link}
      to={selectAccountPath(location.pathname + location.search)}
      color="inherit"
      size="small"
      startIcon={<SwapHorizIcon />}
    >
      {translate(activeAccount ? 'app.nav.switch_account' : 'app.nav.choose_account')}
    </Button>
  );
  if (!activeAccount) return switchLink || null;
  const type = translate(`app.account_type.${activeAccount.accountType}`, { _: String(activeAccount.accountType) });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Tooltip
        title={
          activeAccount.billingId
            ? translate('app.nav.billing_id', { billingId: activeAccount.billingId })
            : translate('app.nav.no_billing_id')
        }
      >
        <Box
          data-testid="active-account"
          tabIndex={0}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            // Light enough that the white account type under the name keeps 4.5:1 (WCAG 1.4.3).
            bgcolor: 'rgba(255,255,255,0.08)',
          }}
        >
          <BusinessIcon fontSize="small" />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {activeAccount.name}
            </Typography>
            <Typography variant="caption" sx={{ lineHeight: 1.2, display: 'block' }}>
              {type}
            </Typography>
          </Box>
        </Box>
      </Tooltip>
      {switchLink}
    </Stack>
  );
};

/** Second row: the area's title (by account type), the active account, and the calls to action. */
const MainRow = () => {
  const translate = useTranslate();
  const { check, state } = useAccess();
  const title = useAreaTitle();
  const canCreateListing = isReachable(check(PATHS.listingCreate));
  const mayBecomeAdvertiser = state.loaded && !state.isStaff && state.accounts.length === 0;
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="xl" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 64, flexWrap: 'wrap', py: 1 }}>
        <Typography variant="h6" component={Link} to={PATHS.home} sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2 }}>
          {title}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ActiveAccountBadge />
        {canCreateListing && (
          <Button component={Link} to={PATHS.listingCreate} variant="contained" color="secondary" startIcon={<AddIcon />}>
            {translate('app.nav.new_listing')}
          </Button>
        )}
        {mayBecomeAdvertiser && (
          <Button component={Link} to={PATHS.accountCreate} variant="contained" color="secondary" startIcon={<StorefrontIcon />}>
            {translate('app.nav.become_advertiser')}
          </Button>
        )}
      </Container>
    </Box>
  );
};

/** Third row: SPEC 2's sections, each shown only where the user's role and the account's permissions reach. */
const SectionRow = () => {
  const translate = useTranslate();
  const { check, state } = useAccess();
  const { pathname } = useLocation();
  if (!state.loaded) return <Box sx={{ minHeight: 48, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }} />;
  const items = NAV_ITEMS.filter((item) => isReachable(check(item.path)));
  const current = items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Box component="nav" aria-label={translate('app.nav.label')} sx={{ display: 'flex', gap: 0.5, minHeight: 48, alignItems: 'stretch', overflowX: 'auto' }}>
          {items.map((item) => {
            const active = item === current;
            return (
              <Button
                key={item.path}
                component={Link}
                to={item.path}
                aria-current={active ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  px: 2,
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 500,
                  borderBottom: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                }}
              >
                {translate(item.label)}
              </Button>
            );
          })}
          <CmsNavItems />
        </Box>
      </Container>
    </Box>
  );
};

/** SPEC 2's navigation bar: three rows, the staff banner, and the staff debug panel. */
export const MemberAppBar = () => {
  const [staffPanelOpen, setStaffPanelOpen] = useState(false);
  const { isStaff } = useAccess();
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar, boxShadow: 1 }}>
      <TopRow onOpenStaffPanel={() => setStaffPanelOpen(true)} />
      <MainRow />
      <SectionRow />
      <StaffBanner />
      {isStaff && (
        <Suspense fallback={null}>
          <StaffPanel open={staffPanelOpen} onClose={() => setStaffPanelOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
};
