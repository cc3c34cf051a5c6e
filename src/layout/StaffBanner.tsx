import { Alert, Button, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useAccess } from '../access/AccessProvider';
import { useCompactLayout } from './useCompactLayout';

/**
 * Staff acting as an account see it at all times, with the roles they act with (SPEC 6). On a phone in short, in at
 * most two lines, so that the page keeps its screen.
 */
export const StaffBanner = () => {
  const translate = useTranslate();
  const { isStaff, activeAccount, clearAccount } = useAccess();
  const compact = useCompactLayout();
  if (!isStaff || !activeAccount) return null;
  const roles = activeAccount.roles.map((role) => translate(`app.role.${role}`)).join(', ');
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      icon={compact ? false : undefined}
      sx={{
        py: 0,
        alignItems: 'center',
        ...(compact && {
          px: 1.5,
          '& .MuiAlert-message': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', py: 0.75 },
          '& .MuiAlert-action': { pt: 0, mr: 0 },
        }),
      }}
      action={
        compact ? (
          <IconButton color="inherit" size="small" aria-label={translate('app.staff.stop')} onClick={clearAccount}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : (
          <Button color="inherit" size="small" onClick={clearAccount}>
            {translate('app.staff.stop')}
          </Button>
        )
      }
    >
      {compact
        ? translate('app.staff.banner_short', { account: activeAccount.name, roles })
        : translate('app.staff.banner', {
            account: activeAccount.name,
            type: translate(`app.account_type.${activeAccount.accountType}`, { _: String(activeAccount.accountType) }),
            roles,
          })}
    </Alert>
  );
};
