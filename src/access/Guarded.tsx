import { lazy, useEffect, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Loading, useLogout, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useAccess } from './AccessProvider';
import { guard } from './guard';
import { matchRule, ruleFor, type RouteRule } from './routes';

const IdentityErrorPage = lazy(() => import('../pages/IdentityErrorPage').then((m) => ({ default: m.IdentityErrorPage })));

/** Fetching the accounts failed: say so, and offer to try again (SPEC 8: a toast is shown as well). */
const AccountsError = () => {
  const translate = useTranslate();
  const { reloadAccounts } = useAccess();
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void reloadAccounts()}>
            {translate('app.access.retry')}
          </Button>
        }
      >
        {translate('app.access.accounts_failed')}
      </Alert>
    </Box>
  );
};

/** Runs the guard for a rule at the current location and renders what it decides. */
const GuardOutcome = ({ rule, children }: { rule: RouteRule; children: ReactNode }) => {
  const access = useAccess();
  const location = useLocation();
  const logout = useLogout();
  const result = guard({ rule, pathname: location.pathname, search: location.search }, access.state);

  useEffect(() => {
    // Step 2; react-admin's logout keeps the location, so the login page comes back here.
    if (result.kind === 'logout') void logout();
  }, [result.kind, logout]);

  if (!rule.public && result.kind !== 'logout') {
    if (access.identityError) return <IdentityErrorPage />;
    if (access.accountsError) return <AccountsError />;
  }
  switch (result.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={result.to} replace />;
    default:
      return <Loading />;
  }
};

/**
 * Guards a route element by its rule in src/access/routes.ts:
 * `<Route path="/listings/:id/copy" element={<Guarded path="/listings/:id/copy"><CopyPage /></Guarded>} />`.
 */
export const Guarded = ({ path, children }: { path: string; children: ReactNode }) => <GuardOutcome rule={ruleFor(path)}>{children}</GuardOutcome>;

/**
 * What the layout wraps around every page: the rule of the route the location matches is applied, so a
 * route listed in the table is guarded whoever renders it; a path with no rule goes on to the 404 page.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { destination, arrived } = useAccess();
  useEffect(() => {
    if (destination !== null && pathname === destination) arrived();
  }, [destination, pathname, arrived]);
  // After the accounts changed, go where the change leads before judging any page by them.
  if (destination !== null && pathname !== destination) return <Navigate to={destination} replace />;
  const rule = matchRule(pathname);
  if (!rule) return <>{children}</>;
  return <GuardOutcome rule={rule}>{children}</GuardOutcome>;
};
