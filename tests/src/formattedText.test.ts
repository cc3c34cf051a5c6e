import { describe, expect, it } from 'vitest';
import { DANISH_DAY_TEXT, DANISH_MOMENT_TEXT, DANISH_NUMBER } from 'src/forms/useFormattedText';

describe('Danish text formats of the form fields', () => {
  it('shows an amount with dots, and without them while it is edited', () => {
    expect(DANISH_NUMBER.show(1_000_000)).toBe('1.000.000');
    expect(DANISH_NUMBER.edit?.(1_000_000.5)).toBe('1000000,5');
    expect(DANISH_NUMBER.show('12.5')).toBeNull();
    expect(DANISH_NUMBER.read('1 000 000')).toBe(1_000_000);
    expect(DANISH_NUMBER.read('12.5')).toBeNull();
  });

  it('writes a day dd.mm.åååå and reads d.m.åååå too; refuses other orders and days that do not exist', () => {
    expect(DANISH_DAY_TEXT.show('2026-12-01')).toBe('01.12.2026');
    expect(DANISH_DAY_TEXT.read('1.12.2026')).toBe('2026-12-01');
    expect(DANISH_DAY_TEXT.read(' 01.12.2026 ')).toBe('2026-12-01');
    expect(DANISH_DAY_TEXT.read('12/01/2026')).toBeNull();
    expect(DANISH_DAY_TEXT.read('2026-12-01')).toBeNull();
    expect(DANISH_DAY_TEXT.read('31.11.2026')).toBeNull();
  });

  it('writes a moment dd.mm.åååå tt:mm in local time and reads the time with a colon or a dot', () => {
    const instant = new Date(2026, 11, 1, 14, 30).toISOString();
    expect(DANISH_MOMENT_TEXT.show(instant)).toBe('01.12.2026 14:30');
    expect(DANISH_MOMENT_TEXT.read('1.12.2026 14:30')).toBe(instant);
    expect(DANISH_MOMENT_TEXT.read('1.12.2026 14.30')).toBe(instant);
    expect(DANISH_MOMENT_TEXT.read('1.12.2026')).toBeNull();
    expect(DANISH_MOMENT_TEXT.read('12/1/2026 2:30 PM')).toBeNull();
  });
});
