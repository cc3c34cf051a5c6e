import { useCallback, useEffect, useState } from 'react';
import { formatDanishNumber } from 'schemas/danishNumber';
import { Button, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiLogPage, ApiLogQuery } from 'schemas/apiKeys';
import { danishDateTimeOf } from 'schemas/dates';
import { LoadError } from 'src/layout/LoadError';
import { stackedTableSx } from 'src/layout/responsiveTable';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useApiKeys } from './apiKeysQuery';

const t = (key: string) => `resources.accounts.api_log.${key}`;
const PER_PAGE = 25;
const STATUS_CLASSES = [2, 4, 5] as const;

/**
 * SPEC 3's API logs for the account's administrators (and staff): every call made with the account's keys and every
 * feed import, newest first, filtered by the answer's class and the key.
 */
export const AccountApiLog = ({ accountId }: { accountId: number }) => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const [query, setQuery] = useState<ApiLogQuery>({ page: 1, perPage: PER_PAGE });
  const [log, setLog] = useState<ApiLogPage | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  // The keys to filter by; revoked ones too, as their calls stay in the log.
  const keys = useApiKeys(accountId).data ?? [];

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setLog(await dataProvider.apiLog(accountId, query));
    } catch (error) {
      setLoadError(error);
    }
  }, [accountId, dataProvider, query]);
  useEffect(() => {
    void load();
  }, [load]);

  const filter = (change: Partial<ApiLogQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  const from = (query.page - 1) * PER_PAGE + 1;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(t('intro'))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          select
          size="small"
          label={translate(t('filter_status'))}
          value={query.status ?? ''}
          onChange={(event) => filter({ status: event.target.value === '' ? undefined : (Number(event.target.value) as ApiLogQuery['status']) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate(t('all'))}</MenuItem>
          {STATUS_CLASSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(t(`status_${status}`))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(t('filter_key'))}
          value={query.apiKeyId ?? ''}
          onChange={(event) => filter({ apiKeyId: event.target.value === '' ? undefined : Number(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate(t('all'))}</MenuItem>
          {keys.map((key) => (
            <MenuItem key={key.id} value={key.id}>
              {key.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loadError !== null ? (
        <LoadError title={translate(t('failed'))} error={loadError} onRetry={() => void load()} />
      ) : !log ? (
        <Skeleton variant="rounded" height={120} />
      ) : log.entries.length === 0 ? (
        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={translate(t('title'))} sx={stackedTableSx()}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('time'))}</TableCell>
                  <TableCell>{translate(t('via'))}</TableCell>
                  <TableCell>{translate(t('call'))}</TableCell>
                  <TableCell align="right">{translate(t('status'))}</TableCell>
                  <TableCell align="right">{translate(t('duration'))}</TableCell>
                  <TableCell>{translate(t('error'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{danishDateTimeOf(entry.createdAt, { seconds: true })}</TableCell>
                    <TableCell data-label={translate(t('via'))} sx={{ wordBreak: 'break-word' }}>
                      {entry.keyName ?? translate(t('import_by'), { email: entry.userEmail ?? '–' })}
                    </TableCell>
                    <TableCell data-label={translate(t('call'))} sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}>
                      {entry.method} {entry.path}
                    </TableCell>
                    <TableCell data-label={translate(t('status'))} align="right">
                      {entry.status}
                    </TableCell>
                    <TableCell data-label={translate(t('duration'))} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDanishNumber(entry.durationMs, { maxDecimals: 0 })} ms
                    </TableCell>
                    <TableCell data-label={translate(t('error'))}>{entry.error ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Typography variant="body2" role="status">
              {translate(t('range'), {
                from: formatDanishNumber(from),
                to: formatDanishNumber(from + log.entries.length - 1),
                total: formatDanishNumber(log.total),
              })}
            </Typography>
            <Button size="small" disabled={query.page === 1} onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}>
              {translate(t('previous'))}
            </Button>
            <Button
              size="small"
              disabled={from + log.entries.length - 1 >= log.total}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              {translate(t('next'))}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
};
