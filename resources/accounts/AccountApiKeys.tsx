import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/VpnKey';
import { Confirm, Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { API_KEY_ROLES, ApiKeyCreateSchema, type ApiKey, type ApiKeyCreate } from 'schemas/apiKeys';
import { ROLES } from 'schemas/enums';
import { danishDateOf, danishDateTimeOf } from 'schemas/dates';
import { zodResolver } from 'src/forms/zodResolver';
import { LoadError } from 'src/layout/LoadError';
import { useApiKeys, useSetApiKeys } from './apiKeysQuery';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { useEntityToast } from 'src/layout/useEntityToast';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { SecretShownOnce } from './SecretShownOnce';

const resolver = zodResolver(ApiKeyCreateSchema);
const EMPTY_RECORD = {};
const t = (key: string) => `resources.accounts.api_keys.${key}`;

/** Names a new key and its role; then shows the key, this once, to copy. */
const CreateKeyDialog = ({ onClose, onCreate }: { onClose: () => void; onCreate: (input: ApiKeyCreate) => Promise<string> }) => {
  const translate = useTranslate();
  const [key, setKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      setKey(await onCreate(ApiKeyCreateSchema.parse(values)));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('app.error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={key ? undefined : onClose} aria-labelledby="api-key-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-dialog-title">{translate(key ? t('created_title') : t('create_title'))}</DialogTitle>
      {key ? (
        <SecretShownOnce secret={key} label={translate(t('key'))} keyOf={t} onClose={onClose} />
      ) : (
        <Form
          // Its own empty record: inside the account's page it would otherwise start from the account.
          record={EMPTY_RECORD}
          resolver={resolver}
          defaultValues={{ name: '', role: ROLES.Member }}
          onSubmit={(values: Record<string, unknown>) => submit(values)}
          disableInvalidFormNotification
          noValidate
        >
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(t('create_help'))}</DialogContentText>
            <TextInput source="name" label={t('name')} helperText={t('name_help')} fullWidth autoFocus />
            <SelectInput source="role" label={t('role')} choices={API_KEY_ROLES.map((id) => ({ id, name: t(`role_${id}`) }))} helperText={false} fullWidth />
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(t('create'))}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

/**
 * The account's API keys (for account administrators and staff): name, role, when made and last used, and
 * whether revoked. A new key is shown once; the server keeps only its hash.
 */
export const AccountApiKeys = ({ accountId }: { accountId: number }) => {
  const translate = useTranslate();
  const toast = useEntityToast();
  const dataProvider = useMemberDataProvider();
  const { data: keys, error: loadError, refetch } = useApiKeys(accountId);
  const setKeys = useSetApiKeys(accountId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (loadError) toast.failed('retrieve', t('entity_plural'));
  }, [loadError, toast]);

  const create = async (input: ApiKeyCreate): Promise<string> => {
    const { apiKey, key } = await dataProvider.createApiKey(accountId, input);
    setKeys((current) => [apiKey, ...current]);
    return key;
  };

  const revoke = async (key: ApiKey) => {
    setRevoking(null);
    setActionError(null);
    try {
      const revoked = await dataProvider.revokeApiKey(accountId, key.id);
      setKeys((current) => current.map((k) => (k.id === revoked.id ? revoked : k)));
      toast.succeeded('revoked', t('entity'));
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : translate('app.error.generic'));
    }
  };

  if (loadError) return <LoadError title={translate(t('failed'))} error={loadError} onRetry={() => void refetch()} />;
  if (!keys) return <Skeleton variant="rounded" height={120} />;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(t('intro'))}
      </Typography>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {keys.length === 0 ? (
        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate(t('title'))} sx={stackedTableSx()}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('name'))}</TableCell>
                <TableCell>{translate(t('role'))}</TableCell>
                <TableCell>{translate(t('created'))}</TableCell>
                <TableCell>{translate(t('last_used'))}</TableCell>
                <TableCell>{translate(t('status'))}</TableCell>
                <TableCell align="right">{translate('resources.accounts.users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id} hover>
                  <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{key.name}</TableCell>
                  <TableCell data-label={translate(t('role'))}>{translate(t(`role_${key.role}`), { _: String(key.role) })}</TableCell>
                  <TableCell data-label={translate(t('created'))}>{danishDateOf(key.createdAt)}</TableCell>
                  <TableCell data-label={translate(t('last_used'))}>{key.lastUsedAt ? danishDateTimeOf(key.lastUsedAt) : translate(t('never_used'))}</TableCell>
                  <TableCell data-label={translate(t('status'))}>
                    {key.revokedAt ? (
                      <Chip size="small" variant="outlined" label={translate(t('revoked_on'), { date: danishDateOf(key.revokedAt) })} />
                    ) : (
                      <Chip size="small" color="success" variant="outlined" label={translate(t('active'))} />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {!key.revokedAt && (
                      <Button size="small" color="warning" aria-label={translate(t('revoke_named'), { name: key.name })} onClick={() => setRevoking(key)}>
                        {translate(t('revoke'))}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate(t('create'))}
        </Button>
      </div>
      {creating && <CreateKeyDialog onClose={() => setCreating(false)} onCreate={create} />}
      {revoking && (
        <Confirm
          isOpen
          title={t('revoke_title')}
          content={t('revoke_text')}
          titleTranslateOptions={{ name: revoking.name }}
          contentTranslateOptions={{ name: revoking.name }}
          confirm={t('revoke')}
          confirmColor="warning"
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </Stack>
  );
};
