import { lazy } from 'react';
import { preloadable } from '../lib/preloadable';

/** The shell's own pages, each in its own chunk. '/' can be loaded ahead: a login goes on there (src/preload.ts). */
export const homeRedirect = preloadable(() => import('./HomeRedirect').then((m) => m.HomeRedirect));
export const HomeRedirect = homeRedirect.Component;
export const SelectAccountPage = lazy(() => import('./SelectAccountPage').then((m) => ({ default: m.SelectAccountPage })));
export const NoAccessPage = lazy(() => import('./NoAccessPage').then((m) => ({ default: m.NoAccessPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const UserShowPage = lazy(() => import('./UserShowPage').then((m) => ({ default: m.UserShowPage })));
