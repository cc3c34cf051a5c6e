import { lazy } from 'react';
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

const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));

/*
 * The home page is a custom route rather than react-admin's dashboard: SPEC 2 makes '/' a
 * redirect by the user's accounts, which replaces this route later. Custom routes come
 * before react-admin's own '/' route, so this one wins.
 */
export const App = () => (
  <Admin
    disableTelemetry
    title={da.app.title}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={MemberLayout}
    notification={MemberNotification}
  >
    <Resource name="accounts" {...accounts} />
    <CustomRoutes>
      <Route path="/" element={<HomePage />} />
    </CustomRoutes>
  </Admin>
);
