import type { ReactNode } from 'react';
import { Layout, Loading, useAuthState } from 'react-admin';
import { AccessProvider, useAccess } from '../access/AccessProvider';
import { RouteGuard } from '../access/Guarded';
import { useLatch } from '../lib/useLatch';
import { FirstContentWatch } from './FirstContentWatch';
import { LocalizedMui } from './LocalizedMui';
import { MemberAppBar } from './MemberAppBar';

/** The navigation is the app bar's third row (SPEC 2), so there is no sidebar. */
const NoSidebar = () => null;

/**
 * The app bar's account, buttons and sections follow from the user's accounts: the layout first shows
 * once they are known, so that nothing moves as they arrive. Later reloads of the accounts keep it.
 * React-admin's session check runs here, while the layout waits, so that the page's own check finds it
 * done rather than rendering the layout again when it comes back.
 */
const OnceAccessKnown = ({ children }: { children: ReactNode }) => {
  const { state } = useAccess();
  useAuthState();
  const known = useLatch(state.loaded);
  return known || !state.authenticated ? children : <Loading />;
};

/**
 * react-admin's Layout (error boundary, <Suspense> for the lazy pages) under our three-row app bar.
 * Every page inside passes the guard of its route first (src/access/routes.ts).
 */
export const MemberLayout = ({ children }: { children: ReactNode }) => (
  <AccessProvider>
    <LocalizedMui>
      <OnceAccessKnown>
        <Layout
          appBar={MemberAppBar}
          sidebar={NoSidebar}
          // react-admin sizes the layout to its widest child; the navigation scrolls instead of widening the page.
          sx={{ minWidth: 0, '& .RaLayout-appFrame': { marginTop: 0, minWidth: 0 }, '& .RaLayout-content': { px: 0, minWidth: 0 } }}
        >
          <RouteGuard>{children}</RouteGuard>
          <FirstContentWatch />
        </Layout>
      </OnceAccessKnown>
    </LocalizedMui>
  </AccessProvider>
);
