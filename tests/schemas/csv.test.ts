import { describe, expect, it } from 'vitest';
import { csvRecords, toCsv, unguardedCell } from 'schemas/csv';

describe('csvRecords', () => {
  it('reads back what toCsv writes: separators, quotes and line breaks inside cells, and formulas guarded', () => {
    const rows = [
      ['Kontor; "lyst"', 'to\r\nlinjer', 3.25],
      ['=SUM(A1)', '', -5],
    ];
    expect(csvRecords(`\uFEFF${toCsv(['Titel', 'Tekst', 'Tal'], rows)}`)).toEqual([
      { line: 1, cells: ['Titel', 'Tekst', 'Tal'] },
      { line: 2, cells: ['Kontor; "lyst"', 'to\r\nlinjer', '3,25'] },
      { line: 4, cells: ["'=SUM(A1)", '', '-5'] },
    ]);
  });

  it('takes the guard against formulas off what it guarded, and only that', () => {
    const guarded = csvRecords(toCsv(['a', 'b', 'c'], [['=SUM(A1)', '+45 33 12 34 56', '\ttab']]))[1]?.cells ?? [];
    expect(guarded.map(unguardedCell)).toEqual(['=SUM(A1)', '+45 33 12 34 56', '\ttab']);
    expect(unguardedCell("'Kontor")).toBe("'Kontor");
  });

  it('names the line each record starts on, counting blank lines and breaks inside quotes', () => {
    expect(csvRecords('a,b\n\n"1\n2",3\n4,5\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1\n2', '3'] },
      { line: 5, cells: ['4', '5'] },
    ]);
  });

  it('refuses a quote that is never closed, naming the line it opens on', () => {
    expect(() => csvRecords('a;b\n1;2\n3;"fire\nfem\n')).toThrow('Linje 3: et citationstegn (") er ikke afsluttet');
  });
});
