import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AccessProvider } from '../access/AccessProvider';
import { RouteGuard } from '../access/Guarded';
import { LocalizedMui } from './LocalizedMui';
import { MemberAppBar } from './MemberAppBar';

/** The navigation is the app bar's third row (SPEC 2), so there is no sidebar. */
const NoSidebar = () => null;

/**
 * react-admin's Layout (error boundary, <Suspense> for the lazy pages) under our three-row app bar.
 * Every page inside passes the guard of its route first (src/access/routes.ts).
 */
export const MemberLayout = ({ children }: { children: ReactNode }) => (
  <AccessProvider>
    <LocalizedMui>
      <Layout
        appBar={MemberAppBar}
        sidebar={NoSidebar}
        // react-admin sizes the layout to its widest child; the navigation scrolls instead of widening the page.
        sx={{ minWidth: 0, '& .RaLayout-appFrame': { marginTop: 0, minWidth: 0 }, '& .RaLayout-content': { px: 0, minWidth: 0 } }}
      >
        <RouteGuard>{children}</RouteGuard>
      </Layout>
    </LocalizedMui>
  </AccessProvider>
);
