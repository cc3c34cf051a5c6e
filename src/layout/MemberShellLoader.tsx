import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { memberShell } from './lazyMemberShell';

/** react-admin renders the layout outside any <Suspense>: this one waits for the lazy shell. */
export const MemberShellLoader = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <memberShell.Component>{children}</memberShell.Component>
  </Suspense>
);
