import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { AccountAssociation } from 'schemas/accounts';
import { ROLE_IDS, type Role } from 'schemas/enums';
import { useAccess } from '../access/AccessProvider';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Staff's debug panel (SPEC 2 and 6): pick any account and toggle the roles to act with. Each change
 * takes effect at once; the server then answers as it would to a user with those roles.
 */
export const StaffPanel = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const { accounts, activeAccount, selectAccount, clearAccount } = useAccess();
  const [account, setAccount] = useState<AccountAssociation | null>(activeAccount);
  const [roles, setRoles] = useState<Role[]>(activeAccount ? [...activeAccount.roles] : [...ROLE_IDS]);

  const apply = (nextAccount: AccountAssociation | null, nextRoles: Role[]) => {
    setAccount(nextAccount);
    setRoles(nextRoles);
    if (nextAccount && nextRoles.length > 0) selectAccount(nextAccount.id, nextRoles);
  };

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
        <Autocomplete
          options={[...accounts]}
          value={account}
          onChange={(_, value) => apply(value, roles)}
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
          renderInput={(params) => <TextField {...params} label={translate('app.staff.account')} />}
        />
        <FormControl component="fieldset" error={roles.length === 0}>
          <FormLabel component="legend">{translate('app.staff.roles')}</FormLabel>
          <FormGroup>
            {ROLE_IDS.map((role) => (
              <FormControlLabel
                key={role}
                label={translate(`app.role.${role}`)}
                control={
                  <Checkbox
                    checked={roles.includes(role)}
                    onChange={(e) =>
                      apply(account, e.target.checked ? [...roles, role].sort() : roles.filter((r) => r !== role))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {roles.length === 0 && <FormHelperText>{translate('app.staff.roles_required')}</FormHelperText>}
        </FormControl>
        <Divider />
        <Button
          variant="outlined"
          color="warning"
          disabled={!activeAccount}
          onClick={() => {
            clearAccount();
            setAccount(null);
          }}
        >
          {translate('app.staff.stop')}
        </Button>
      </Box>
    </Drawer>
  );
};
