import { lazy, Suspense, useState } from 'react';
import { Box, Button, Container, Divider, Drawer, IconButton, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BugReportIcon from '@mui/icons-material/BugReport';
import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
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
import { navItemStyle, type NavOrientation } from './navItemSx';
import { ScrollRow } from './ScrollRow';
import { StaffBanner } from './StaffBanner';
import { useCompactLayout } from './useCompactLayout';
import { CmsNavItems } from '../content/CmsNavItems';
import { appBar as styles } from './shellStyles';
import { NewEnquiriesCount, NewEnquiriesDot } from 'resources/enquiries/NewEnquiriesCount';

// Staff only: members do not load the panel's account picker and role checkboxes.
const StaffPanel = lazy(() => import('./StaffPanel').then((m) => ({ default: m.StaffPanel })));

/** Shows who is logged in, linking to the profile, and a plain logout button (SPEC 2, navigation bar). */
const UserStatus = ({ orientation }: { orientation: NavOrientation }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useIdentity();
  if (!identity) return null;
  const email = typeof identity.email === 'string' ? identity.email : (identity.fullName ?? '');
  return (
    <div style={orientation === 'row' ? styles.userRow : styles.userColumn}>
      <Button
        component={Link}
        to={PATHS.profile}
        color="inherit"
        size="small"
        startIcon={<PersonIcon />}
        sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {translate('app.appbar.logged_in_as', { email })}
      </Button>
      <Button color="inherit" size="small" startIcon={<LogoutIcon />} onClick={() => void logout()}>
        {translate('app.appbar.logout')}
      </Button>
    </div>
  );
};

/** SPEC 2's links to the public site. */
const PublicSiteLinks = ({ orientation }: { orientation: NavOrientation }) => {
  const translate = useTranslate();
  const { config } = useAccess();
  return (
    <nav aria-label={translate('app.public_site.label')} style={orientation === 'row' ? styles.publicLinksRow : styles.publicLinksColumn}>
      {PUBLIC_SITE_LINKS.map((item) => (
        <MuiLink key={item.path} href={publicSiteUrl(config.publicSiteUrl, item.path)} color="inherit" underline="hover" variant="body2">
          {translate(item.label)}
        </MuiLink>
      ))}
    </nav>
  );
};

const StaffPanelButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  const { isStaff } = useAccess();
  if (!isStaff) return null;
  return (
    <Button color="inherit" size="small" startIcon={<BugReportIcon />} onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
      {translate('app.staff.panel_button')}
    </Button>
  );
};

/** First row: the public site's links, and the user. */
const TopRow = ({ onOpenStaffPanel }: { onOpenStaffPanel: () => void }) => (
  <div style={styles.dark}>
    <Container maxWidth="xl" style={styles.topRow}>
      <PublicSiteLinks orientation="row" />
      <StaffPanelButton onClick={onOpenStaffPanel} />
      <UserStatus orientation="row" />
    </Container>
  </div>
);

/** The active account's name and type; the billing id as a tooltip (SPEC 2). */
const ActiveAccountBadge = () => {
  const translate = useTranslate();
  const { activeAccount, accounts, isStaff } = useAccess();
  const location = useLocation();
  const canSwitch = isStaff || accounts.length > 1;
  const switchLink = canSwitch && (
    <Button component={Link} to={selectAccountPath(location.pathname + location.search)} color="inherit" size="small" startIcon={<SwapHorizIcon />}>
      {translate(activeAccount ? 'app.nav.switch_account' : 'app.nav.choose_account')}
    </Button>
  );
  if (!activeAccount) return switchLink || null;
  const type = translate(`app.account_type.${activeAccount.accountType}`, { _: String(activeAccount.accountType) });
  return (
    <div style={styles.account}>
      <Tooltip title={activeAccount.billingId ? translate('app.nav.billing_id', { billingId: activeAccount.billingId }) : translate('app.nav.no_billing_id')}>
        <div data-testid="active-account" tabIndex={0} style={styles.badge}>
          <BusinessIcon fontSize="small" />
          <div>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {activeAccount.name}
            </Typography>
            <Typography variant="caption" sx={{ lineHeight: 1.2, display: 'block' }}>
              {type}
            </Typography>
          </div>
        </div>
      </Tooltip>
      {switchLink}
    </div>
  );
};

/** 'Ny annonce' for those who may create listings; 'Bliv annoncør' for a user with no account (SPEC 2). */
const CallsToAction = ({ size }: { size: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const { check, state } = useAccess();
  const canCreateListing = isReachable(check(PATHS.listingCreate));
  const mayBecomeAdvertiser = state.loaded && !state.isStaff && state.accounts.length === 0;
  return (
    <>
      {canCreateListing && (
        <Button component={Link} to={PATHS.listingCreate} variant="contained" color="secondary" size={size} startIcon={<AddIcon />} sx={{ flexShrink: 0 }}>
          {translate('app.nav.new_listing')}
        </Button>
      )}
      {mayBecomeAdvertiser && (
        <Button
          component={Link}
          to={PATHS.accountCreate}
          variant="contained"
          color="secondary"
          size={size}
          startIcon={<StorefrontIcon />}
          sx={{ flexShrink: 0 }}
        >
          {translate('app.nav.become_advertiser')}
        </Button>
      )}
    </>
  );
};

/** The area's title (by account type), leading home. */
const AreaTitle = ({ variant }: { variant: 'h6' | 'subtitle1' }) => {
  const title = useAreaTitle();
  return (
    <Typography variant={variant} component={Link} to={PATHS.home} noWrap sx={{ display: 'block', color: 'inherit', textDecoration: 'none', fontWeight: 700 }}>
      {title}
    </Typography>
  );
};

/** Second row: the area's title, the active account, and the calls to action. */
const MainRow = () => (
  <div style={styles.primary}>
    <Container maxWidth="xl" style={styles.mainRow}>
      <div style={styles.title}>
        <AreaTitle variant="h6" />
      </div>
      <div style={styles.fill} />
      <ActiveAccountBadge />
      <CallsToAction size="medium" />
    </Container>
  </div>
);

/** SPEC 2's sections, each shown only where the user's role and the account's permissions reach, and the CMS pages. */
const SectionNav = ({ orientation }: { orientation: NavOrientation }) => {
  const translate = useTranslate();
  const { check, state } = useAccess();
  const { pathname } = useLocation();
  const items = state.loaded ? NAV_ITEMS.filter((item) => isReachable(check(item.path))) : [];
  const current = items.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  const links = (
    <>
      {items.map((item) => (
        <Button
          key={item.path}
          component={Link}
          to={item.path}
          aria-current={item === current ? 'page' : undefined}
          style={navItemStyle(item === current, orientation)}
        >
          {translate(item.label)}
          {item.count === 'newEnquiries' && <NewEnquiriesCount orientation={orientation} />}
        </Button>
      ))}
      {state.loaded && <CmsNavItems orientation={orientation} />}
    </>
  );
  return (
    <nav aria-label={translate('app.nav.label')}>
      {orientation === 'row' ? (
        <ScrollRow backLabel={translate('app.nav.scroll_back')} forwardLabel={translate('app.nav.scroll_forward')}>
          {links}
        </ScrollRow>
      ) : (
        <div style={styles.column}>{links}</div>
      )}
    </nav>
  );
};

/** Third row: the sections, in a row that scrolls sideways when they do not fit. */
const SectionRow = () => (
  <div style={styles.paper}>
    <Container maxWidth="xl">
      <SectionNav orientation="row" />
    </Container>
  </div>
);

/** The menu button's icon, with a dot while new enquiries wait for someone who may open them. */
const MenuIconWithNews = () => {
  const { check, state } = useAccess();
  if (!state.loaded || !isReachable(check('/enquiries'))) return <MenuIcon />;
  return (
    <NewEnquiriesDot>
      <MenuIcon />
    </NewEnquiriesDot>
  );
};

/**
 * The bar on a small screen: a menu button, the area's title and the call to action. The menu holds
 * the rest of the navigation bar, and closes when it has taken the user somewhere.
 */
const CompactBar = ({ onOpenStaffPanel }: { onOpenStaffPanel: () => void }) => {
  const translate = useTranslate();
  const location = useLocation();
  // Open at this location only: following any link in the menu (or its CMS sub-menus) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);
  return (
    <div style={styles.primary}>
      <Container maxWidth="xl" style={styles.compactRow}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={translate('app.nav.menu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? 'member-menu' : undefined}
          onClick={() => setOpenAt(location.key)}
        >
          <MenuIconWithNews />
        </IconButton>
        <div style={styles.fillShrink}>
          <AreaTitle variant="subtitle1" />
        </div>
        <CallsToAction size="small" />
      </Container>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            id: 'member-menu',
            role: 'dialog',
            'aria-modal': true,
            'aria-label': translate('app.nav.menu'),
            sx: { width: 320, maxWidth: '88vw' },
          },
        }}
      >
        <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <ActiveAccountBadge />
        </Box>
        <SectionNav orientation="column" />
        <Divider />
        <Box sx={{ bgcolor: '#0f2537', color: 'rgba(255,255,255,0.87)', p: 2, display: 'grid', gap: 2, flex: 1, alignContent: 'start' }}>
          <StaffPanelButton
            onClick={() => {
              close();
              onOpenStaffPanel();
            }}
          />
          <UserStatus orientation="column" />
          <PublicSiteLinks orientation="column" />
        </Box>
      </Drawer>
    </div>
  );
};

/**
 * SPEC 2's navigation bar: three rows (on a small screen one row and a menu), the staff banner, and
 * the staff debug panel.
 */
export const MemberAppBar = () => {
  const [staffPanelOpen, setStaffPanelOpen] = useState(false);
  const { isStaff } = useAccess();
  const compact = useCompactLayout();
  const openStaffPanel = () => setStaffPanelOpen(true);
  return (
    <header style={styles.header}>
      {compact ? (
        <CompactBar onOpenStaffPanel={openStaffPanel} />
      ) : (
        <>
          <TopRow onOpenStaffPanel={openStaffPanel} />
          <MainRow />
          <SectionRow />
        </>
      )}
      <StaffBanner />
      {isStaff && (
        <Suspense fallback={null}>
          <StaffPanel open={staffPanelOpen} onClose={() => setStaffPanelOpen(false)} />
        </Suspense>
      )}
    </header>
  );
};
