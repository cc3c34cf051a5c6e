import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAddress, type ListingAddress } from 'schemas/listings';
import type { ListingRecord } from 'schemas/listings/record';
import { formatDanishNumber } from 'schemas/danishNumber';
import { useMemberDataProvider } from 'src/providers/dataProvider';

/** A 412 from the server: someone else saved first. */
export function isStale(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 412;
}

function shown(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (name === 'address' && typeof value === 'object') return formatAddress(value as ListingAddress);
  if (name === 'images' && Array.isArray(value)) return value.map((i: { url?: string }) => i.url?.split('/').pop() ?? '').join(', ');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  // Amounts and areas as Danes write them; a year is no amount.
  if (typeof value === 'number') return name === 'constructionYear' ? String(value) : formatDanishNumber(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Tells the user that someone else changed the listing after they opened it (412), keeps their values,
 * and lets them load the new version or compare their values with the stored ones. Nothing is overwritten.
 */
export const StaleVersionNotice = ({ listingId, yours, onReload }: { listingId: number; yours: Record<string, unknown>; onReload: () => void }) => {
  const translate = useTranslate();
  const [stored, setStored] = useState<ListingRecord | null>(null);
  const [comparing, setComparing] = useState(false);
  const dataProvider = useMemberDataProvider();
  const noticeRef = useRef<HTMLDivElement>(null);

  // It comes on a save, at the form's end: it is brought to where the user is, and takes the focus.
  useEffect(() => {
    noticeRef.current?.scrollIntoView({ block: 'center' });
    noticeRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    dataProvider.getOne<ListingRecord>('listings', { id: listingId }).then(
      ({ data }) => setStored(data),
      () => setStored(null),
    );
  }, [dataProvider, listingId]);

  const storedValue = (name: string): unknown =>
    name === 'images' && stored ? [...stored.images].sort((a, b) => a.position - b.position).map((i) => ({ url: i.url })) : stored?.[name];
  const differences = stored ? Object.keys(yours).filter((name) => shown(name, yours[name]) !== shown(name, storedValue(name))) : [];

  return (
    <Alert ref={noticeRef} tabIndex={-1} severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{translate('resources.listings.lifecycle.stale.title')}</AlertTitle>
      {translate('resources.listings.lifecycle.stale.text')}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" color="warning" size="small" onClick={onReload}>
          {translate('resources.listings.lifecycle.stale.reload')}
        </Button>
        <Button variant="outlined" color="warning" size="small" disabled={!stored} onClick={() => setComparing((c) => !c)}>
          {translate(comparing ? 'resources.listings.lifecycle.stale.hide' : 'resources.listings.lifecycle.stale.compare')}
        </Button>
      </Stack>
      {comparing && stored && (
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          {differences.length === 0 ? (
            translate('resources.listings.lifecycle.stale.none')
          ) : (
            <Table size="small" aria-label={translate('resources.listings.lifecycle.stale.compare')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.listings.lifecycle.stale.field')}</TableCell>
                  <TableCell>{translate('resources.listings.lifecycle.stale.yours')}</TableCell>
                  <TableCell>{translate('resources.listings.lifecycle.stale.stored')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {differences.map((name) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      {translate(`resources.listings.fields.${name}`, { _: name })}
                    </TableCell>
                    <TableCell>{shown(name, yours[name])}</TableCell>
                    <TableCell>{shown(name, storedValue(name))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </Alert>
  );
};
