/** Promotion periods and statistics both count calendar days as they fall in Copenhagen. */
export const COPENHAGEN_TIME_ZONE = 'Europe/Copenhagen';

const copenhagenDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: COPENHAGEN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
/**
 * The last answer, by the UTC hour it was for. Copenhagen is a whole number of hours from UTC and changes
 * between summer and winter time on the hour, so every instant of a UTC hour falls on the same Danish day.
 * The listing index asks on every request, and Intl's formatting was 1-2 % of the server's CPU there.
 */
let last = { hour: Number.NaN, day: '' };

/** The Danish calendar day an instant falls on, 'YYYY-MM-DD'. */
export function copenhagenDay(at: Date): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (hour !== last.hour) last = { hour, day: copenhagenDate.format(at) };
  return last.day;
}
