import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from 'i18n/index';
import { da } from 'i18n/da';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { store } from './providers/store';
import { MemberNotification } from './layout/MemberNotification';
import { MemberShellLoader } from './layout/MemberShellLoader';
import { ScrollOnNavigation } from './layout/ScrollOnNavigation';
import { memberTheme } from './layout/theme';
import { LoginPage } from './pages/LoginPage';
import { PATHS } from './access/paths';
import accounts from 'resources/accounts';
import listings from 'resources/listings';
import { listingRoutes } from 'resources/listings/routes';
import { AccountCreate, AccountEdit, AccountPage } from 'resources/accounts/pages';
import { HomeRedirect, NoAccessPage, NotFoundPage, ProfilePage, SelectAccountPage, UserShowPage } from './pages';
// Member features
import favorites from 'resources/favorites';
import searchagents from 'resources/searchagents';
import announcements from 'resources/announcements';
import cmsPages from 'resources/cms-pages';
import outboxMails from 'resources/outbox-mails';
import enquiries from 'resources/enquiries';
import { CMS_ROUTE_PATH } from './content/cmsRoute';
// Tracking and statistics
import { withCreateTracking, withLoginTracking } from './tracking/member';
import { statisticsRoutes } from './pages/statistics/routes';

const CmsPageView = lazy(() => import('./content/CmsPageView').then((m) => ({ default: m.CmsPageView })));
// Tracking: logins and created listings here, the member's visit and page actions in MemberShell.
const trackedAuthProvider = withLoginTracking(authProvider);
const trackedDataProvider = withCreateTracking(dataProvider);
// Promoted listings: /promotion/{id}, in its own chunk.
const PromotionPage = lazy(() => import('./pages/promotion/PromotionPage').then((m) => ({ default: m.PromotionPage })));
const PromotionOrdersPage = lazy(() => import('./pages/promotion/PromotionOrdersPage').then((m) => ({ default: m.PromotionOrdersPage })));
// Colleagues by invitation: the invitee's page, before they have a login.
const InvitationPage = lazy(() => import('./pages/invitation/InvitationPage').then((m) => ({ default: m.InvitationPage })));
// A password reset mail's link: choosing the new password, before a login.
const ResetPasswordPage = lazy(() => import('./pages/login/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
// Staff: one person's enquiries across accounts, found and erased on request.
const StaffEnquiriesPage = lazy(() => import('./pages/staff/StaffEnquiriesPage').then((m) => ({ default: m.StaffEnquiriesPage })));

const AccessDenied = lazy(() => import('./pages/adminPages').then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() => import('./pages/adminPages').then((m) => ({ default: m.AuthenticationError })));
const AdminAuthCallback = lazy(() => import('./pages/adminPages').then((m) => ({ default: m.AuthCallback })));
const AdminError = lazy(() => import('./pages/adminPages').then((m) => ({ default: m.Error })));
// These two render outside the layout's <Suspense>.
const AuthCallback = () => (
  <Suspense fallback={<LoadingPage />}>
    <AdminAuthCallback />
  </Suspense>
);
const ErrorPage = (props: ComponentProps<typeof AdminError>) => (
  <Suspense fallback={null}>
    <AdminError {...props} />
  </Suspense>
);

/** <AdminContext> with the member area's QueryClient (its retry rule); one per mounted app, as react-admin's own. */
const MemberAdminContext = (props: ComponentProps<typeof AdminContext>) => {
  const [queryClient] = useState(createQueryClient);
  return <AdminContext {...props} queryClient={queryClient} />;
};

/*
 * react-admin's <Admin> is <AdminContext> around <AdminUI>; both are spelled out here because <Admin>
 * and <AdminUI> import their defaults (English messages, the default layout, app bar and login form)
 * even when they are replaced, and the login page would load them all. The props are <Admin>'s.
 *
 * '/' is a custom route rather than react-admin's dashboard: SPEC 2 makes it a redirect by the
 * user's accounts. Custom routes come before react-admin's own '/' route, so this one wins.
 * Every route is guarded by its rule in src/access/routes.ts (the layout applies it); SPEC 2's
 * routes whose screens come later are listed there and, until then, end on the 404 page.
 */
export const App = () => (
  <MemberAdminContext authProvider={trackedAuthProvider} dataProvider={trackedDataProvider} i18nProvider={i18nProvider} store={store} theme={memberTheme}>
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        title={da.app.title}
        loginPage={LoginPage}
        layout={MemberShellLoader}
        catchAll={NotFoundPage}
        loading={LoadingPage}
        error={ErrorPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        authCallbackPage={AuthCallback}
      >
        {/* The resources carry no icons: nothing shows them (the navigation is the app bar's row, not react-admin's
            menu), and they would load with the first page. */}
        <Resource name="accounts" {...accounts} />
        {/* Listings: index and type chooser as a resource, the listing type routes of SPEC 2 */}
        <Resource name="listings" {...listings} />
        <CustomRoutes>{listingRoutes}</CustomRoutes>
        {/* The inbox of enquiries about the account's listings */}
        <Resource name="enquiries" {...enquiries} />
        <CustomRoutes>
          <Route path="/" element={<HomeRedirect />} />
          {/* Access and the member shell */}
          <Route path="/selectaccount" element={<SelectAccountPage />} />
          <Route path="/noaccess" element={<NoAccessPage />} />
          <Route path="/account" element={<AccountPage />} />
          <Route path="/account/create" element={<AccountCreate />} />
          <Route path="/account/update" element={<AccountEdit />} />
          <Route path="/users/:id" element={<UserShowPage />} />
          <Route path="/user" element={<ProfilePage />} />
        </CustomRoutes>
        {/* Member features: favourites and search agents for every user; staff content admin */}
        <Resource name="favorites" {...favorites} />
        <Resource name="searchagents" {...searchagents} />
        <Resource name="announcements" {...announcements} />
        <Resource name="cms-pages" {...cmsPages} />
        <Resource name="outbox-mails" {...outboxMails} />
        <CustomRoutes>
          <Route path={CMS_ROUTE_PATH} element={<CmsPageView />} />
          <Route path="/staff/enquiries" element={<StaffEnquiriesPage />} />
        </CustomRoutes>
        {/* Statistics: account, market and listing statistics */}
        <CustomRoutes>{statisticsRoutes}</CustomRoutes>
        {/* Promoted listings */}
        <CustomRoutes>
          <Route path="/promotion/:id" element={<PromotionPage />} />
          <Route path="/account/promotion-orders" element={<PromotionOrdersPage />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route
            path="/invitation"
            element={
              <Suspense fallback={<LoadingPage />}>
                <InvitationPage />
              </Suspense>
            }
          />
          <Route
            path={PATHS.resetPassword}
            element={
              <Suspense fallback={<LoadingPage />}>
                <ResetPasswordPage />
              </Suspense>
            }
          />
        </CustomRoutes>
      </CoreAdminUI>
      <MemberNotification />
      <ScrollOnNavigation />
    </CssBaseline>
  </MemberAdminContext>
);
