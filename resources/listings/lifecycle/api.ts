import { currentApiBase } from 'src/providers/apiBase';
import { httpClient } from 'src/providers/httpClient';
import type { ListingRecord } from 'schemas/listings/record';
import type { BulkAction, BulkResult, Closing, ListingAction, ListingHistoryEntry } from 'schemas/listingStatus';
import type { ListingFilter } from 'schemas/listings/record';
import { listQuery } from 'src/providers/dataProvider';

const url = (path: string) => `${currentApiBase().api}${path}`;
const ifMatch = (version: number) => ({ 'If-Match': `W/"${version}"` });

function listingOf(json: unknown): ListingRecord {
  return (json as { listing: ListingRecord }).listing;
}

/** One status change with the version read (the server answers 409, 412 or the changed listing). */
export async function runAction(listing: { id: number; version: number }, action: ListingAction, closing?: Closing): Promise<ListingRecord> {
  const { json } =
    action === 'delete'
      ? await httpClient(url(`/listings/${listing.id}`), { method: 'DELETE', headers: ifMatch(listing.version) })
      : await httpClient(url(`/listings/${listing.id}/${action}`), { method: 'POST', headers: ifMatch(listing.version), ...(closing ? { body: closing } : {}) });
  return listingOf(json);
}

export async function copyListing(id: number, keepCaseNumber: boolean): Promise<ListingRecord> {
  const { json } = await httpClient(url(`/listings/${id}/copy`), { method: 'POST', body: { keepCaseNumber } });
  return listingOf(json);
}

export async function runBulk(
  action: BulkAction,
  items: { id: number; version: number }[],
  closing?: Closing,
): Promise<BulkResult[]> {
  const { json } = await httpClient(url('/listings/bulk'), { method: 'POST', body: { action, items, ...closing } });
  return (json as { results: BulkResult[] }).results;
}

export async function fetchHistory(id: number): Promise<ListingHistoryEntry[]> {
  const { json } = await httpClient(url(`/listings/${id}/history`));
  return (json as { history: ListingHistoryEntry[] }).history;
}

export interface ClosingReason {
  id: number;
  key: string;
  name: string;
}

/** In the server's order (1, 3, 4, 2). */
export async function fetchClosingReasons(): Promise<ClosingReason[]> {
  const { json } = await httpClient(url('/closing-reasons'));
  return (json as { closingReasons: ClosingReason[] }).closingReasons;
}

/** Downloads every listing matching the filter as CSV (the server's file, with its BOM for Excel). */
export async function downloadCsv(filter: Partial<ListingFilter> | Record<string, unknown>): Promise<void> {
  const query = listQuery({ filter });
  const { body, headers } = await httpClient(url(`/listings/export.csv${query ? `?${query}` : ''}`), { headers: { Accept: 'text/csv' } });
  // fetch's text() drops the byte order mark; Excel needs it to read æøå.
  const blob = new Blob([body.startsWith('\uFEFF') ? body : `\uFEFF${body}`], { type: 'text/csv;charset=utf-8' });
  const name = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ?? 'annoncer.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
