import { lazy } from 'react';
import type { Account } from 'schemas/accounts';

const list = lazy(() => import('./AccountList').then((m) => ({ default: m.AccountList })));
const show = lazy(() => import('./AccountShow').then((m) => ({ default: m.AccountShow })));
// Staff: an account of any type, with its billing id.
const create = lazy(() => import('./AccountCreate').then((m) => ({ default: m.AccountStaffCreate })));

export default {
  list,
  show,
  create,
  recordRepresentation: (account: Account) => account.name,
};
