import { lazy } from 'react';

/** The shell's own pages, each in its own chunk. */
export const HomeRedirect = lazy(() => import('./HomeRedirect').then((m) => ({ default: m.HomeRedirect })));
export const SelectAccountPage = lazy(() => import('./SelectAccountPage').then((m) => ({ default: m.SelectAccountPage })));
export const NoAccessPage = lazy(() => import('./NoAccessPage').then((m) => ({ default: m.NoAccessPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const UserShowPage = lazy(() => import('./UserShowPage').then((m) => ({ default: m.UserShowPage })));
