import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';
import type { Account } from 'schemas/accounts';

const list = lazy(() => import('./AccountList').then((m) => ({ default: m.AccountList })));
const show = lazy(() => import('./AccountShow').then((m) => ({ default: m.AccountShow })));

export default {
  list,
  show,
  icon: BusinessIcon,
  recordRepresentation: (account: Account) => account.name,
};
