import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLE_IDS } from 'schemas/enums';
import { useAccess } from '../access/AccessProvider';

/**
 * Staff's roles to act with (SPEC 2 and 6), shown as they are in force and changed at once: the staff
 * panel and the select-account page both show this one state. While staff act as an account the last
 * role cannot be unticked, as there is no acting with none.
 */
export const ActingRolesField = ({ missing = false, row = false }: { missing?: boolean; row?: boolean }) => {
  const translate = useTranslate();
  const { actingRoles, activeAccount, setActingRoles } = useAccess();
  const lastInForce = activeAccount !== null && actingRoles.length === 1;
  const helper = missing ? 'app.staff.roles_required' : lastInForce ? 'app.staff.last_role' : null;
  return (
    <FormControl component="fieldset" variant="standard" error={missing}>
      <FormLabel component="legend">{translate('app.staff.roles')}</FormLabel>
      <FormGroup row={row}>
        {ROLE_IDS.map((role) => {
          const checked = actingRoles.includes(role);
          return (
            <FormControlLabel
              key={role}
              label={translate(`app.role.${role}`)}
              control={
                <Checkbox
                  checked={checked}
                  disabled={checked && lastInForce}
                  onChange={(e) => setActingRoles(e.target.checked ? [...actingRoles, role] : actingRoles.filter((r) => r !== role))}
                />
              }
            />
          );
        })}
      </FormGroup>
      {helper && <FormHelperText>{translate(helper)}</FormHelperText>}
    </FormControl>
  );
};
