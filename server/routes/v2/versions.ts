import { staleVersion, versionRequired } from '../../errors';

/** Weak ETags carry the row version; If-Match must name the version the client read. */
export const etag = (version: number) => `W/"${version}"`;

export function checkVersion(ifMatch: string | undefined, current: number): void {
  if (!ifMatch) throw versionRequired();
  const sent = ifMatch.replace(/^W\//, '').replaceAll('"', '').trim();
  if (sent !== String(current)) throw staleVersion();
}
