/*
 * Dates as the product counts them: calendar days as they fall in Copenhagen, written 'YYYY-MM-DD' and
 * counted on UTC midnights, so summer time never shifts a day; and days and moments as Danes write them.
 * Plain Date and Intl, no date library: the listing form reads its dates with this, and its chunk is on
 * the path of every edit.
 */

export const COPENHAGEN_TIME_ZONE = 'Europe/Copenhagen';

const copenhagenDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: COPENHAGEN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The last answer, by the UTC hour it was for. Copenhagen is a whole number of hours from UTC and changes
 * between summer and winter time on the hour, so every instant of a UTC hour falls on the same Danish day.
 * The listing index asks on every request, and formatting with Intl each time is a cost it need not pay.
 */
let last = { hour: Number.NaN, day: '' };

/** The Danish calendar day an instant falls on (today unless told), 'YYYY-MM-DD'. */
export function copenhagenDay(at: Date = new Date()): string {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (hour !== last.hour) last = { hour, day: copenhagenDate.format(at) };
  return last.day;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as milliseconds at UTC midnight; NaN when it is not a real date (2026-02-30). */
export function dayToMs(day: string): number {
  if (!ISO_DAY.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

/** A real calendar date in the form YYYY-MM-DD (not 2026-02-30). */
export const isIsoDate = (day: string): boolean => !Number.isNaN(dayToMs(day));

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(dayToMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

/** 5.12.2026, as Danes write a date in a sentence; text that is no date is left as it is. */
export function formatDanishDate(day: string): string {
  const m = ISO_DAY.exec(day);
  return m ? `${Number(m[3])}.${Number(m[2])}.${m[1]}` : day;
}

/** The Danish day an instant falls on, as Danes write it: '5.12.2026'. */
export const danishDateOf = (at: Date | string): string => formatDanishDate(copenhagenDay(new Date(at)));

// Made when first asked for: a formatter is slow to create, and most pages that read this module show no time.
const copenhagenTimes = new Map<boolean, Intl.DateTimeFormat>();
function copenhagenTime(seconds: boolean): Intl.DateTimeFormat {
  let format = copenhagenTimes.get(seconds);
  if (!format) {
    format = new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit', ...(seconds && { second: '2-digit' }), timeZone: COPENHAGEN_TIME_ZONE });
    copenhagenTimes.set(seconds, format);
  }
  return format;
}

/** '24.11.2026 kl. 14.05' (with seconds '14.05.09'), Danish time. */
export function danishDateTimeOf(at: Date | string, { seconds = false } = {}): string {
  const time = copenhagenTime(seconds).format(new Date(at));
  return `${danishDateOf(at)} kl. ${time}`;
}

/** The browser's local date of these parts, or null when they name no such day or time (31.02, 24:00). */
function localDate(year: number, month: number, day: number, hours: number, minutes: number): Date | null {
  const date = new Date(year, month - 1, day, hours, minutes);
  const same = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return same && date.getHours() === hours && date.getMinutes() === minutes ? date : null;
}

const DANISH_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const DANISH_MOMENT = /^(\d{1,2})\.(\d{1,2})\.(\d{4}) (\d{1,2}):(\d{2})$/;
const numbers = (match: RegExpExecArray) => match.slice(1).map(Number);

/** A day as Danes type it in a field: '2026-12-01' → '01.12.2026'; null for no real day. */
export function danishDayText(day: string): string | null {
  return isIsoDate(day) ? day.split('-').reverse().join('.') : null;
}

/** '01.12.2026' or '1.12.2026' → '2026-12-01'; null for text that names no real day. */
export function parseDanishDay(text: string): string | null {
  const match = DANISH_DAY.exec(text.trim());
  if (!match) return null;
  const [date, month, year] = numbers(match) as [number, number, number];
  const day = `${year}-${two(month)}-${two(date)}`;
  return isIsoDate(day) ? day : null;
}

/** An instant in the browser's time zone as Danes write it: '01.12.2026 14:30'; null for no instant. */
export function danishMomentText(iso: string): string | null {
  const date = new Date(iso);
  if (iso === '' || Number.isNaN(date.getTime())) return null;
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** '01.12.2026 14:30' (or 14.30, as Danes also write it) in the browser's time zone → an ISO instant; null for none. */
export function parseDanishMoment(text: string): string | null {
  const match = DANISH_MOMENT.exec(
    text
      .trim()
      .replace(/ +/g, ' ')
      .replace(/(\d)\.(\d{2})$/, '$1:$2'),
  );
  if (!match) return null;
  const [date, month, year, hours, minutes] = numbers(match) as [number, number, number, number, number];
  return localDate(year, month, date, hours, minutes)?.toISOString() ?? null;
}
