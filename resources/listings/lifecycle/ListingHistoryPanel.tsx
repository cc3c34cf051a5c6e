import { useQuery } from '@tanstack/react-query';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { danishDateTimeOf } from 'schemas/dates';
import type { ListingHistoryEntry } from 'schemas/listingStatus';
import { LoadError } from 'src/layout/LoadError';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { useListingTexts } from '../useListingTexts';
import { useClosingReasons } from './hooks';

const FROM_TO = (value: unknown): { from: unknown; to: unknown } | null =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value ? value : null;

/** Who changed what and when, from the audit log, an edit with each field's old and new value; staff named as such. */
export const ListingHistoryPanel = ({ listingId, version }: { listingId: number; version: number }) => {
  const translate = useTranslate();
  const texts = useListingTexts();
  const dataProvider = useMemberDataProvider();
  const reasons = useClosingReasons() ?? [];

  // A new version means a new line in the history.
  const {
    data: history,
    error,
    refetch,
  } = useQuery({ queryKey: ['listing-history', listingId, version], queryFn: () => dataProvider.listingHistory(listingId) });

  const status = (id: unknown) => translate(`resources.listings.status.${String(id)}`, { _: String(id) });
  const what = (entry: ListingHistoryEntry): string => {
    const parts = [translate(`resources.listings.lifecycle.history.action.${entry.action}`, { _: entry.action })];
    const change = FROM_TO(entry.changes['status']);
    if (change) parts.push(`${status(change.from)} → ${status(change.to)}`);
    const reason = FROM_TO(entry.changes['closingReasonId']);
    // A reason is a closing reason's id; a cleared one (null) says nothing.
    if (reason && typeof reason.to === 'number')
      parts.push(`${translate('resources.listings.lifecycle.close.reason')}: ${reasons.find((r) => r.id === reason.to)?.name ?? String(reason.to)}`);
    if (typeof entry.changes['copiedFrom'] === 'number')
      parts.push(translate('resources.listings.lifecycle.history.copied_from', { id: entry.changes['copiedFrom'] }));
    if (typeof entry.changes['copy'] === 'number') parts.push(translate('resources.listings.lifecycle.history.copied_to', { id: entry.changes['copy'] }));
    return parts.join(' · ');
  };
  const empty = translate('resources.listings.lifecycle.history.empty_value');
  const who = (entry: ListingHistoryEntry): string => {
    const via = entry.changes['via'];
    // The product's own changes name what made them rather than a user.
    if (!entry.actor && typeof via === 'string') return translate(`resources.listings.lifecycle.history.via.${via}`, { _: via });
    const name = entry.actor ? (entry.actor.name ?? entry.actor.email) : translate('resources.listings.lifecycle.history.unknown_actor');
    return entry.actorIsStaff ? translate('resources.listings.lifecycle.history.staff', { name }) : name;
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="listing-history" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="listing-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.listings.lifecycle.history.title')}
      </Typography>
      {error && (
        <LoadError
          title={translate('app.notification.failed.retrieve', { entity: translate('resources.listings.lifecycle.history.title') })}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {history && history.length === 0 && <Typography color="text.secondary">{translate('resources.listings.lifecycle.history.empty')}</Typography>}
      {history && history.length > 0 && (
        <Table size="small" aria-labelledby="listing-history">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.listings.lifecycle.history.when')}</TableCell>
              <TableCell>{translate('resources.listings.lifecycle.history.who')}</TableCell>
              <TableCell>{translate('resources.listings.lifecycle.history.what')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{danishDateTimeOf(entry.at)}</TableCell>
                <TableCell>{who(entry)}</TableCell>
                <TableCell>
                  {what(entry)}
                  {entry.changedFields.length > 0 && (
                    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
                      {entry.changedFields.map((change) => (
                        <li key={change.field}>
                          {translate('resources.listings.lifecycle.history.field_change', {
                            field: texts.label(change.field, change.label),
                            from: change.from ?? empty,
                            to: change.to ?? empty,
                          })}
                        </li>
                      ))}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
};
