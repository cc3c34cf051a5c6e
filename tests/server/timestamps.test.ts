/** readableTimestamp tells the text PostgreSQL reads as a timestamptz from text it refuses (a listing cursor's key). */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { readableTimestamp } from '../../server/db/timestamps';

/** An instant from year 1000 to 9999, its microseconds, and how many of their digits PostgreSQL writes. */
const instant = [
  fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
  fc.integer({ min: 0, max: 999_999 }),
  fc.integer({ min: 0, max: 6 }),
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as PostgreSQL writes it in a session in `offset` (DateStyle ISO), with `digits` of its microseconds. */
function postgresText(date: Date, micros: number, digits: number, offset: string): string {
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  // PostgreSQL leaves out trailing zeros of the fraction, and the fraction when it is zero.
  const fraction = pad(micros, 6).slice(0, digits).replace(/0+$/, '');
  return `${day} ${time}${fraction ? `.${fraction}` : ''}${offset}`;
}

it("knows PostgreSQL's text of any instant in any zone as readable, and refuses other forms and days and times that do not exist", () => {
  fc.assert(
    fc.property(...instant, fc.constantFrom('+00', '+01', '-03:30', '+05:30', '+14', '-12'), (date, micros, digits, offset) => {
      expect(readableTimestamp(postgresText(date, micros, digits, offset))).toBe(true);
    }),
    { numRuns: 1000 },
  );
  for (const text of [
    '2026-02-29 10:00:00+00',
    '2026-04-31 10:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 10:60:00+00',
    '2026-01-01 10:00:00+16',
    'i går',
    '2026-01-01T10:00:00Z',
  ]) {
    expect(readableTimestamp(text), text).toBe(false);
  }
  expect(readableTimestamp('2028-02-29 23:59:59.999999+00')).toBe(true);
});
