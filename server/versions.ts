import { staleVersion, versionRequired } from './errors';

/** Weak ETags carry the row version; If-Match must name the version the client read. */
export const etag = (version: number) => `W/"${version}"`;

/** The version the client read, from If-Match: 428 without one, 412 for one that names no version. */
export function versionOf(ifMatch: string | undefined): number {
  if (!ifMatch) throw versionRequired();
  const sent = ifMatch.replace(/^W\//, '').replaceAll('"', '').trim();
  if (!/^\d{1,15}$/.test(sent)) throw staleVersion();
  return Number(sent);
}

/** 428 without If-Match, 412 when it names another version than the row's. */
export function checkVersion(ifMatch: string | undefined, current: number): void {
  if (versionOf(ifMatch) !== current) throw staleVersion();
}
