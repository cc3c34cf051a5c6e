import { describe, expect, it } from 'vitest';
import { csvNumber, formatDanishNumber, parseDanishNumber } from 'schemas/danishNumber';

describe('formatDanishNumber', () => {
  it('puts a dot between thousands and a comma before decimals', () => {
    expect(formatDanishNumber(1_000_000)).toBe('1.000.000');
    expect(formatDanishNumber(125.5)).toBe('125,5');
    expect(formatDanishNumber(1234.567)).toBe('1.234,57');
    expect(formatDanishNumber(-48_000)).toBe('-48.000');
  });

  it('shows as many decimals as asked, and no dots while editing', () => {
    expect(formatDanishNumber(4, { minDecimals: 1, maxDecimals: 1 })).toBe('4,0');
    expect(formatDanishNumber(1234.5, { maxDecimals: 0 })).toBe('1.235');
    expect(formatDanishNumber(1_000_000.25, { grouping: false })).toBe('1000000,25');
  });
});

describe('csvNumber', () => {
  it('writes what a Danish spreadsheet reads as a number: decimal comma, no dots, no unit', () => {
    expect(csvNumber(1_000_000)).toBe('1000000');
    expect(csvNumber(125.5)).toBe('125,5');
    expect(csvNumber(3.125)).toBe('3,125');
    expect(csvNumber(Number.NaN)).toBe('');
  });
});

describe('parseDanishNumber', () => {
  it.each([
    ['1.000.000', 1_000_000],
    ['1000000', 1_000_000],
    ['1 000 000', 1_000_000],
    ['1\u00a0000\u00a0000', 1_000_000],
    ['125,5', 125.5],
    ['1.234,75', 1234.75],
    [' 480000 ', 480_000],
    ['-5', -5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDanishNumber(text)).toBe(value);
  });

  it('reads an empty text as no number', () => {
    expect(parseDanishNumber('')).toBeUndefined();
    expect(parseDanishNumber('   ')).toBeUndefined();
  });

  it.each(['125.5', '1.00', '1.0000', '12,5,5', '1.000,000.5', 'abc', '10 kr', '1e6', ',5', '1,', '--5', '1 00'])('refuses %j', (text) => {
    expect(parseDanishNumber(text)).toBeNull();
  });
});
