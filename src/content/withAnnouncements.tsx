import type { ComponentType, ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLatch } from '../lib/useLatch';
import { AnnouncementsBar, useMemberAnnouncements } from './AnnouncementsBar';

/**
 * A react-admin layout with the site announcements on top of it, above the app bar (SPEC 2). The layout
 * first waits for them, rather than be pushed down when they arrive.
 */
export function withAnnouncements(Layout: ComponentType<{ children: ReactNode }>) {
  const WithAnnouncements = ({ children }: { children: ReactNode }) => {
    const settled = useLatch(!useMemberAnnouncements().isLoading);
    if (!settled) return <Loading />;
    return (
      <>
        <AnnouncementsBar />
        <Layout>{children}</Layout>
      </>
    );
  };
  WithAnnouncements.displayName = 'WithAnnouncements';
  return WithAnnouncements;
}
