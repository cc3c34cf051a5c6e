import { Autocomplete, Box, Button, Divider, Drawer, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useAccess } from '../access/AccessProvider';
import { ActingRolesField } from './ActingRolesField';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Staff's debug panel (SPEC 2 and 6): the roles to act with and the account to act as, shown as they
 * are in force and changed at once; the server then answers as it would to a user with those roles.
 * An account needs a role first, so the account field waits for one.
 */
export const StaffPanel = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const { accounts, activeAccount, actingRoles, selectAccount, clearAccount } = useAccess();
  const account = activeAccount ? (accounts.find((a) => a.id === activeAccount.id) ?? null) : null;
  const needsRole = actingRoles.length === 0;

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      <Box role="dialog" aria-labelledby="staff-panel-title" sx={{ p: 3, display: 'grid', gap: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="staff-panel-title" variant="h6" component="h2">
            {translate('app.staff.panel_title')}
          </Typography>
          <IconButton aria-label={translate('app.staff.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('app.staff.panel_help')}
        </Typography>
        <ActingRolesField />
        <Autocomplete
          options={[...accounts]}
          value={account}
          disabled={needsRole}
          onChange={(_, value) => (value ? selectAccount(value.id) : clearAccount())}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              <Box>
                <Typography variant="body2">{option.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate(`app.account_type.${option.accountType}`, { _: String(option.accountType) })}
                  {option.billingId ? ` · ${option.billingId}` : ''}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
            <TextField
              {...params}
              label={translate('app.staff.account')}
              helperText={needsRole ? translate('app.staff.role_first') : undefined}
              // Why the field waits is read at full strength, not greyed with it (WCAG 1.4.3).
              slotProps={{
                htmlInput: inputProps,
                inputLabel: InputLabelProps,
                input: InputProps,
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            />
          )}
        />
        <Divider />
        <Button variant="outlined" color="warning" disabled={!activeAccount} onClick={clearAccount}>
          {translate('app.staff.stop')}
        </Button>
      </Box>
    </Drawer>
  );
};
