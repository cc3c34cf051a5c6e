import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage, Loading, SkipNavigationButton, useAuthState } from 'react-admin';
import { AccessProvider, useAccess } from '../access/AccessProvider';
import { RouteGuard } from '../access/Guarded';
import { useLatch } from '../lib/useLatch';
import { FirstContentWatch } from './FirstContentWatch';
import { LocalizedMui } from './LocalizedMui';
import { MemberAppBar } from './MemberAppBar';
import { frame } from './shellStyles';

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

interface BoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** As react-admin's Layout does: a page that fails shows react-admin's error page, which resets on the next location. */
class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} resetErrorBoundary={this.reset} {...(errorInfo ? { errorInfo } : {})} />;
  }
}

/**
 * react-admin's Layout (skip link, error boundary, <Suspense> for the lazy pages) under our three-row app bar,
 * with no sidebar (the navigation is the app bar's third row) and without the preferences inspector, which
 * this app has no use for and which measures the page while it renders. Every page inside passes the guard
 * of its route first (src/access/routes.ts).
 */
export const MemberLayout = ({ children }: { children: ReactNode }) => (
  <AccessProvider>
    <LocalizedMui>
      <OnceAccessKnown>
        <div className="layout" style={frame.root}>
          <SkipNavigationButton />
          <div className="RaLayout-appFrame" style={frame.appFrame}>
            <MemberAppBar />
            <main className="RaLayout-contentWithSidebar" style={frame.contentWithSidebar}>
              <div id="main-content" className="RaLayout-content" style={frame.content}>
                <PageErrorBoundary>
                  <Suspense fallback={<Loading />}>
                    <RouteGuard>{children}</RouteGuard>
                    <FirstContentWatch />
                  </Suspense>
                </PageErrorBoundary>
              </div>
            </main>
          </div>
        </div>
      </OnceAccessKnown>
    </LocalizedMui>
  </AccessProvider>
);
