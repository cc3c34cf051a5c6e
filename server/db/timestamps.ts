/** PostgreSQL's text of a timestamptz in any session zone (DateStyle ISO): 2026-11-23 09:15:02.123456+01. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](?:0\d|1[0-5])(?::[0-5]\d){0,2}$/;

/** Whether `text` is a timestamptz as PostgreSQL writes it, on a day and at a time that exist: text it reads back without an error. */
export function readableTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
