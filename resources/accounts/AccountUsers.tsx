import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  FormGroup,
  IconButton,
  Link as MuiLink,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/ManageAccounts';
import RemoveIcon from '@mui/icons-material/PersonRemove';
import WithdrawIcon from '@mui/icons-material/CancelScheduleSend';
import { Confirm, useTranslate } from 'react-admin';
import { useIdentity } from 'src/access/useIdentity';
import { Link } from 'react-router-dom';
import type { AccountUser } from 'schemas/accounts';
import { ROLE_IDS, type Role } from 'schemas/enums';
import { useAccess } from 'src/access/AccessProvider';
import { PATHS } from 'src/access/paths';
import { LoadError } from 'src/layout/LoadError';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { useEntityToast } from 'src/layout/useEntityToast';
import type { AccountInvitation } from 'schemas/invitations';
import { danishDateOf } from 'schemas/dates';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { AddAccountUser } from './AddAccountUser';

interface Props {
  accountId: number;
  /** Account administrators add and remove users and edit their roles (SPEC 6). */
  canManage: boolean;
}

const displayName = (user: AccountUser) => user.name ?? user.email;

const RolesDialog = ({ user, onClose, onSave }: { user: AccountUser; onClose: () => void; onSave: (roles: Role[]) => Promise<string | null> }) => {
  const translate = useTranslate();
  const [roles, setRoles] = useState<Role[]>(user.roles as Role[]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (roles.length === 0) {
      setError(translate('resources.accounts.users.roles_required'));
      return;
    }
    setSaving(true);
    const failure = await onSave(roles);
    setSaving(false);
    if (failure) setError(failure);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="roles-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="roles-dialog-title">{translate('resources.accounts.users.roles_title', { name: displayName(user) })}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {ROLE_IDS.map((role) => (
            <FormControlLabel
              key={role}
              label={translate(`app.role.${role}`)}
              control={
                <Checkbox
                  checked={roles.includes(role)}
                  onChange={(e) => {
                    setError(null);
                    setRoles((current) => (e.target.checked ? [...current, role].sort() : current.filter((r) => r !== role)));
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('resources.accounts.users.save_roles')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The account's users (SPEC 2 account show): who, with which roles, and whether they have registered. */
export const AccountUsers = ({ accountId, canManage }: Props) => {
  const translate = useTranslate();
  const toast = useEntityToast();
  const { identity } = useIdentity();
  const { clearAccount, reloadAccounts } = useAccess();
  const dataProvider = useMemberDataProvider();
  const [users, setUsers] = useState<AccountUser[] | null>(null);
  // Invitations to e-mails no user had, shown with the users until they are answered.
  const [invitations, setInvitations] = useState<AccountInvitation[]>([]);
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  const [removing, setRemoving] = useState<AccountUser | null>(null);
  const [withdrawing, setWithdrawing] = useState<AccountInvitation | null>(null);
  const [editing, setEditing] = useState<AccountUser | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [found, invited] = await Promise.all([dataProvider.accountUsers(accountId), dataProvider.accountInvitations(accountId)]);
      setUsers(found);
      setInvitations(invited);
      setLoadError(null);
    } catch (error) {
      setLoadError({ error });
      toast.failed('retrieve', 'resources.accounts.users.title');
    }
  }, [accountId, dataProvider, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const isSelf = (user: AccountUser) => identity !== undefined && Number(identity.id) === user.userId;

  const remove = async (user: AccountUser) => {
    setRemoving(null);
    setActionError(null);
    try {
      if (isSelf(user)) {
        // Any role may leave. Gone from the account: it can no longer be the active one; '/' then leads where
        // the remaining accounts (if any) lead.
        await dataProvider.leaveAccount(accountId);
        toast.succeeded('removed_from_account', 'resources.accounts.users.user');
        clearAccount();
        await reloadAccounts(PATHS.home);
        return;
      }
      setUsers(await dataProvider.removeAccountUser(accountId, user.userId));
      toast.succeeded('removed_from_account', 'resources.accounts.users.user');
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : translate('app.error.generic'));
    }
  };

  const saveRoles = async (user: AccountUser, roles: Role[]): Promise<string | null> => {
    try {
      setUsers(await dataProvider.setAccountUserRoles(accountId, user.userId, roles));
      toast.succeeded('updated', 'resources.accounts.users.roles_entity');
      setEditing(null);
      if (isSelf(user)) await reloadAccounts();
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : translate('app.error.generic');
    }
  };

  const withdraw = async (invitation: AccountInvitation) => {
    setWithdrawing(null);
    setActionError(null);
    try {
      setInvitations(await dataProvider.withdrawAccountInvitation(accountId, invitation.id));
      toast.succeeded('deleted', 'resources.accounts.users.invitation');
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : translate('app.error.generic'));
    }
  };

  if (loadError) return <LoadError title={translate('resources.accounts.users.failed')} error={loadError.error} onRetry={() => void load()} />;
  if (!users) return <Skeleton variant="rounded" height={160} />;
  const self = users.find(isSelf);

  return (
    <Stack sx={{ gap: 2 }}>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={translate('resources.accounts.users.title')} sx={stackedTableSx()}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.accounts.users.name')}</TableCell>
              <TableCell>{translate('resources.accounts.users.email')}</TableCell>
              <TableCell>{translate('resources.accounts.users.roles')}</TableCell>
              {canManage && <TableCell align="right">{translate('resources.accounts.users.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.userId} hover>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <MuiLink component={Link} to={`/users/${user.userId}`} underline="hover" sx={{ fontWeight: 500 }}>
                      {displayName(user)}
                    </MuiLink>
                    {isSelf(user) && <Chip size="small" variant="outlined" label={translate('resources.accounts.users.you')} />}
                    {user.unregistered && (
                      <Tooltip title={translate('resources.accounts.users.unregistered_help')}>
                        <Chip size="small" color="warning" variant="outlined" label={translate('resources.accounts.users.unregistered')} />
                      </Tooltip>
                    )}
                  </Stack>
                </TableCell>
                <TableCell data-label={translate('resources.accounts.users.email')}>{user.email}</TableCell>
                <TableCell data-label={translate('resources.accounts.users.roles')}>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    {user.roles.map((role) => (
                      <Chip key={role} size="small" label={translate(`app.role.${role}`, { _: String(role) })} />
                    ))}
                  </Stack>
                </TableCell>
                {canManage && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('resources.accounts.users.edit_roles')}>
                      <IconButton
                        aria-label={translate('resources.accounts.users.edit_roles_for', { name: displayName(user) })}
                        onClick={() => setEditing(user)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={translate('resources.accounts.users.remove')}>
                      <IconButton
                        aria-label={translate('resources.accounts.users.remove_named', { name: displayName(user) })}
                        onClick={() => setRemoving(user)}
                      >
                        <RemoveIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {invitations.map((invitation) => (
              <InvitationRow key={`invitation-${invitation.id}`} invitation={invitation} canManage={canManage} onWithdraw={() => setWithdrawing(invitation)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!canManage && self && (
        <Button variant="outlined" color="warning" startIcon={<RemoveIcon />} onClick={() => setRemoving(self)} sx={{ alignSelf: 'flex-start' }}>
          {translate('resources.accounts.users.leave')}
        </Button>
      )}
      {canManage && (
        <>
          <Divider />
          <AddAccountUser accountId={accountId} onInvited={setInvitations} />
        </>
      )}
      {removing && (
        <Confirm
          isOpen
          title={isSelf(removing) ? 'resources.accounts.users.remove_self_title' : 'resources.accounts.users.remove_title'}
          content={isSelf(removing) ? 'resources.accounts.users.remove_self_text' : 'resources.accounts.users.remove_text'}
          titleTranslateOptions={{ name: displayName(removing) }}
          contentTranslateOptions={{ name: displayName(removing) }}
          confirm={isSelf(removing) ? 'resources.accounts.users.leave' : 'resources.accounts.users.remove'}
          confirmColor="warning"
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
      {withdrawing && (
        <Confirm
          isOpen
          title="resources.accounts.users.withdraw_title"
          content="resources.accounts.users.withdraw_text"
          titleTranslateOptions={{ email: withdrawing.email }}
          contentTranslateOptions={{ email: withdrawing.email }}
          confirm="resources.accounts.users.withdraw"
          confirmColor="warning"
          onConfirm={() => void withdraw(withdrawing)}
          onClose={() => setWithdrawing(null)}
        />
      )}
      {editing && <RolesDialog user={editing} onClose={() => setEditing(null)} onSave={(roles) => saveRoles(editing, roles)} />}
    </Stack>
  );
};

/** An invitation not yet answered: the e-mail, the role it gives, and whether its link still works. */
const InvitationRow = ({ invitation, canManage, onWithdraw }: { invitation: AccountInvitation; canManage: boolean; onWithdraw: () => void }) => {
  const translate = useTranslate();
  const until = danishDateOf(invitation.expiresAt);
  return (
    <TableRow hover>
      <TableCell>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Tooltip title={translate(invitation.expired ? 'resources.accounts.users.expired_help' : 'resources.accounts.users.invited_help', { date: until })}>
            <Chip
              size="small"
              color={invitation.expired ? 'default' : 'info'}
              variant="outlined"
              label={translate(invitation.expired ? 'resources.accounts.users.expired' : 'resources.accounts.users.invited')}
            />
          </Tooltip>
          {invitation.invitedBy && (
            <Typography variant="caption" color="text.secondary">
              {translate('resources.accounts.users.invited_by', { name: invitation.invitedBy })}
            </Typography>
          )}
        </Stack>
      </TableCell>
      <TableCell>{invitation.email}</TableCell>
      <TableCell>
        <Chip size="small" label={translate(`app.role.${invitation.role}`, { _: String(invitation.role) })} />
      </TableCell>
      {canManage && (
        <TableCell align="right">
          <Tooltip title={translate('resources.accounts.users.withdraw')}>
            <IconButton aria-label={translate('resources.accounts.users.withdraw_named', { email: invitation.email })} onClick={onWithdraw}>
              <WithdrawIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </TableCell>
      )}
    </TableRow>
  );
};
