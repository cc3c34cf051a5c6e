import { withAnnouncements } from '../content/withAnnouncements';
import { withTracking } from '../tracking/member';
import { MemberLayout } from './MemberLayout';

/**
 * The layout of every signed-in page: the announcements above it, the member's visit tracked. App.tsx
 * loads it lazily, so the login page (which has no layout) does not load the app bar, the guard and
 * react-admin's layout.
 */
export const MemberShell = withTracking(withAnnouncements(MemberLayout));
