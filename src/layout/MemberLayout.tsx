import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { MemberAppBar } from './MemberAppBar';
import { MemberMenu } from './MemberMenu';

// react-admin's Layout already wraps its children in <Suspense>, which the lazy views rely on.
export const MemberLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={MemberAppBar} menu={MemberMenu}>
    {children}
  </Layout>
);
