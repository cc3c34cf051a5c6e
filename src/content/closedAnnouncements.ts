import { clearCookie, readCookie, writeCookie } from '../lib/cookies';
import { hasConsent } from '../consent/state';

/** SPEC 9: closed announcements are remembered for 14 days. */
export const CLOSED_ANNOUNCEMENTS_COOKIE = 'closed_announcements';
export const CLOSED_ANNOUNCEMENTS_DAYS = 14;

/** Without consent to functional cookies, closing lasts until the page is reloaded. */
let closedThisVisit = new Set<number>();

function fromCookie(): number[] {
  const text = readCookie(CLOSED_ANNOUNCEMENTS_COOKIE);
  if (!text) return [];
  return text
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The ids of the announcements the user has closed. */
export function readClosedAnnouncements(): number[] {
  return [...new Set([...fromCookie(), ...closedThisVisit])];
}

/**
 * Remembers one more closed announcement: in the cookie for 14 days (a functional cookie, so only
 * with consent to those), otherwise for this visit.
 */
export function closeAnnouncement(id: number): number[] {
  closedThisVisit.add(id);
  const closed = readClosedAnnouncements();
  if (hasConsent('functional')) writeCookie(CLOSED_ANNOUNCEMENTS_COOKIE, closed.join(','), { days: CLOSED_ANNOUNCEMENTS_DAYS });
  return closed;
}

/** 'Vis alle meddelelser': forgets every closed announcement. */
export function restoreAnnouncements(): void {
  closedThisVisit = new Set();
  clearCookie(CLOSED_ANNOUNCEMENTS_COOKIE);
}
