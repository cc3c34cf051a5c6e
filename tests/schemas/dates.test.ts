import { describe, expect, it } from 'vitest';
import { addDays, copenhagenDay, daysBetween, formatDanishDate, isIsoDate } from '../../schemas/dates';

describe('Danish days', () => {
  it("takes today's date in Copenhagen, not UTC", () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Copenhagen (winter time) ...
    expect(copenhagenDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    // ... and 22:30 UTC in June is 00:30 the next day (summer time).
    expect(copenhagenDay(new Date('2026-06-10T22:30:00Z'))).toBe('2026-06-11');
    expect(copenhagenDay(new Date('2026-06-10T21:30:00Z'))).toBe('2026-06-10');
  });

  it('gives each instant its own day, whatever it was asked before (the last answer is kept for its hour)', () => {
    const formatted = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit' });
    // Every 20 minutes over two days around each change of summer time, forwards and then backwards.
    for (const around of ['2027-03-28T01:00:00Z', '2026-10-25T01:00:00Z']) {
      const instants = Array.from({ length: 144 }, (_, i) => new Date(Date.parse(around) + (i - 72) * 20 * 60_000 + 59_999));
      for (const at of [...instants, ...instants.reverse()]) expect(copenhagenDay(at), at.toISOString()).toBe(formatted.format(at));
    }
  });

  it('counts days across months, years and the change to summer time', () => {
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2027-03-20', 14)).toBe('2027-04-03');
    expect(daysBetween('2027-03-20', '2027-04-03')).toBe(14);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(formatDanishDate('2026-12-05')).toBe('5.12.2026');
  });
});
