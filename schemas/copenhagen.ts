/** Promotion periods and statistics both count calendar days as they fall in Copenhagen. */
export const COPENHAGEN_TIME_ZONE = 'Europe/Copenhagen';

const copenhagenDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: COPENHAGEN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Danish calendar day an instant falls on, 'YYYY-MM-DD'. */
export function copenhagenDay(at: Date): string {
  return copenhagenDate.format(at);
}
