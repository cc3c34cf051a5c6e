import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAccess } from '../access/AccessProvider';

/** Staff acting as an account see it at all times, with the roles they act with (SPEC 6). */
export const StaffBanner = () => {
  const translate = useTranslate();
  const { isStaff, activeAccount, clearAccount } = useAccess();
  if (!isStaff || !activeAccount) return null;
  const roles = activeAccount.roles.map((role) => translate(`app.role.${role}`)).join(', ');
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      sx={{ py: 0, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={clearAccount}>
          {translate('app.staff.stop')}
        </Button>
      }
    >
      {translate('app.staff.banner', {
        account: activeAccount.name,
        type: translate(`app.account_type.${activeAccount.accountType}`, { _: String(activeAccount.accountType) }),
        roles,
      })}
    </Alert>
  );
};
