import { lazy } from 'react';

/** The active account's own pages (SPEC 2 /account, /account/create, /account/update), loaded lazily. */
export const AccountPage = lazy(() => import('./AccountPage').then((m) => ({ default: m.AccountPage })));
export const AccountCreate = lazy(() => import('./AccountCreate').then((m) => ({ default: m.AccountCreate })));
export const AccountEdit = lazy(() => import('./AccountEdit').then((m) => ({ default: m.AccountEdit })));
