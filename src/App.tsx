import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from 'i18n/index';
import { da } from 'i18n/da';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { MemberLayout } from './layout/MemberLayout';
import { MemberNotification } from './layout/MemberNotification';
import { LoginPage } from './pages/LoginPage';
import accounts from 'resources/accounts';
import listings from 'resources/listings';
import { listingRoutes } from 'resources/listings/routes';
import { AccountCreate, AccountEdit, AccountPage } from 'resources/accounts/pages';
import { HomeRedirect, NoAccessPage, NotFoundPage, ProfilePage, SelectAccountPage, UserShowPage } from './pages';
// Member features (issue 8)
import { lazy } from 'react';
import favorites from 'resources/favorites';
import searchagents from 'resources/searchagents';
import announcements from 'resources/announcements';
import cmsPages from 'resources/cms-pages';
import outboxMails from 'resources/outbox-mails';
import { CMS_ROUTE_PATH, withAnnouncements } from './content';
// Tracking and statistics (issue 7)
import { withCreateTracking, withLoginTracking, withTracking } from './tracking/member';
import { statisticsRoutes } from './pages/statistics/routes';

const CmsPageView = lazy(() => import('./content/CmsPageView').then((m) => ({ default: m.CmsPageView })));
// Tracking (issue 7): the member's visit, page actions, logins and created listings, with consent.
const MemberLayoutWithAnnouncements = withTracking(withAnnouncements(MemberLayout));
const trackedAuthProvider = withLoginTracking(authProvider);
const trackedDataProvider = withCreateTracking(dataProvider);
// Promoted listings (issue 6): /promotion/{id}, in its own chunk.
const PromotionPage = lazy(() => import('./pages/promotion/PromotionPage').then((m) => ({ default: m.PromotionPage })));

/*
 * '/' is a custom route rather than react-admin's dashboard: SPEC 2 makes it a redirect by the
 * user's accounts. Custom routes come before react-admin's own '/' route, so this one wins.
 * Every route is guarded by its rule in src/access/routes.ts (the layout applies it); SPEC 2's
 * routes whose screens come later are listed there and, until then, end on the 404 page.
 */
export const App = () => (
  <Admin
    disableTelemetry
    title={da.app.title}
    authProvider={trackedAuthProvider}
    dataProvider={trackedDataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={MemberLayoutWithAnnouncements}
    notification={MemberNotification}
    catchAll={NotFoundPage}
  >
    <Resource name="accounts" {...accounts} />
    {/* Listings (issue 4): index and type chooser as a resource, the family routes of SPEC 2 */}
    <Resource name="listings" {...listings} />
    <CustomRoutes>{listingRoutes}</CustomRoutes>
    <CustomRoutes>
      <Route path="/" element={<HomeRedirect />} />
      {/* Access and the member shell (issue 3) */}
      <Route path="/selectaccount" element={<SelectAccountPage />} />
      <Route path="/noaccess" element={<NoAccessPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="/account/create" element={<AccountCreate />} />
      <Route path="/account/update" element={<AccountEdit />} />
      <Route path="/users/:id" element={<UserShowPage />} />
      <Route path="/user" element={<ProfilePage />} />
    </CustomRoutes>
    {/* Member features (issue 8): favourites and search agents for every user; staff content admin */}
    <Resource name="favorites" {...favorites} />
    <Resource name="searchagents" {...searchagents} />
    <Resource name="announcements" {...announcements} />
    <Resource name="cms-pages" {...cmsPages} />
    <Resource name="outbox-mails" {...outboxMails} />
    <CustomRoutes>
      <Route path={CMS_ROUTE_PATH} element={<CmsPageView />} />
    </CustomRoutes>
    {/* Statistics (issue 7): account, market and listing statistics */}
    <CustomRoutes>{statisticsRoutes}</CustomRoutes>
    {/* Promoted listings (issue 6) */}
    <CustomRoutes>
      <Route path="/promotion/:id" element={<PromotionPage />} />
    </CustomRoutes>
  </Admin>
);
