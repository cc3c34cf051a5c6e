import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { preloadable } from '../lib/preloadable';

/** The layout of signed-in pages, in its own chunk so that the login page does not load it. */
export const memberShell = preloadable(() => import('./MemberShell').then((m) => m.MemberShell));

/** react-admin renders the layout outside any <Suspense>: this one waits for the lazy shell. */
export const MemberShellLoader = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <memberShell.Component>{children}</memberShell.Component>
  </Suspense>
);
