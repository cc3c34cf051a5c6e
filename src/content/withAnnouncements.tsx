import type { ComponentType, ReactNode } from 'react';
import { AnnouncementsBar } from './AnnouncementsBar';

/** A react-admin layout with the site announcements on top of it, above the app bar (SPEC 2). */
export function withAnnouncements(Layout: ComponentType<{ children: ReactNode }>) {
  const WithAnnouncements = ({ children }: { children: ReactNode }) => (
    <>
      <AnnouncementsBar />
      <Layout>{children}</Layout>
    </>
  );
  WithAnnouncements.displayName = 'WithAnnouncements';
  return WithAnnouncements;
}
