import { staleVersion, versionRequired } from './errors';

/** Weak ETags carry the row version; If-Match must name the version the client read. */
export const etag = (version: number) => `W/"${version}"`;

/**
 * The entity tags of an If-Match or If-None-Match header (RFC 9110 13.1): `*`, or a comma-separated list of
 * tags, each weak (`W/"7"`) or strong (`"7"`). Our tags name a row's version, so the two compare alike.
 * A bare number is read as its tag, as clients have sent it.
 */
function tagsOf(header: string): '*' | string[] {
  if (header.trim() === '*') return '*';
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replaceAll('"', '').trim())
    .filter(Boolean);
}

/**
 * The version a change is made at: the current one, when If-Match names it among its tags or is `*` (any
 * current version). 428 without If-Match, 412 when it names no current version.
 */
export function versionOf(ifMatch: string | undefined, current: number): number {
  if (!ifMatch?.trim()) throw versionRequired();
  const tags = tagsOf(ifMatch);
  if (tags !== '*' && !tags.includes(String(current))) throw staleVersion();
  return current;
}

/** 428 without If-Match, 412 when it names no current version. */
export function checkVersion(ifMatch: string | undefined, current: number): void {
  versionOf(ifMatch, current);
}

/** Whether the client holds the answer already: If-None-Match names its ETag (weakly compared, RFC 9110 13.1.2) or is `*`. */
export function notModified(ifNoneMatch: string | undefined, answerEtag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = tagsOf(ifNoneMatch);
  return tags === '*' || tags.includes(answerEtag.replace(/^W\//, '').replaceAll('"', ''));
}
