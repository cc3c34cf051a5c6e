/*
 * CSV as Danish spreadsheets read and write it, in the browser and on the server alike: ';' between cells
 * (Excel in Denmark reads ',' as the decimal comma), numbers with a decimal comma and no thousands separator,
 * CRLF line ends and a byte order mark so that Excel reads the file as UTF-8 (æøå). Papa Parse does the quoting
 * and the reading; it works on a string in the browser without Node's Buffer and on a stream in Node.
 */

import Papa from 'papaparse';
import { csvNumber } from './danishNumber';

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

// Text a spreadsheet would run as a formula; listing titles are typed by users.
const FORMULA = /^[=+\-@\t\r]/;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  // Shown as text: an apostrophe in front. Numbers are not guarded, so '-5' stays a number.
  return FORMULA.test(value) ? `'${value}` : value;
}

/** A cell as it was before the writer guarded it against formulas: "'=SUM(A1)" → '=SUM(A1)'. */
export const unguardedCell = (cell: string): string => (cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell);

/** One line of cells, without its line end. */
export function csvLine(cells: readonly CsvCell[]): string {
  return Papa.unparse([cells.map(cellText)], { delimiter: ';', newline: '\r\n' });
}

/** A header and rows as lines, each ended by CRLF, without the byte order mark (the download adds it). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${csvLine(row)}\r\n`).join('');
}

interface CsvRecord {
  /** The line of the file the record starts on, 1 for the first. */
  line: number;
  cells: string[];
}

/** A text that cannot be read as a table, with a Danish message naming the line (and the column where there is one). */
export class CsvFormatError extends Error {
  constructor(
    /** The line of the file, 1 for the first. */
    readonly line: number,
    /** The column at fault, when there is one. */
    readonly column: string | null,
    message: string,
  ) {
    super(message);
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaksIn = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * The records of a CSV text (RFC 4180), with or without a byte order mark, by ';' or ',': whichever the first
 * line holds, ';' when it holds neither. Blank lines are skipped but counted. A quote that is never closed
 * is a CsvFormatError.
 */
export function csvRecords(input: string): CsvRecord[] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  // An unclosed quote takes the rest of the text into its cell, so there is at most one.
  let quoteLine: number | undefined;
  Papa.parse<string[]>(text, {
    delimiter,
    step: ({ data: cells, errors, meta }) => {
      const missing = errors.find((error) => error.code === 'MissingQuotes');
      if (missing) quoteLine = line + lineBreaksIn(text.slice(start, missing.index));
      if (cells.length > 1 || cells[0] !== '') records.push({ line, cells });
      line += lineBreaksIn(text.slice(start, meta.cursor));
      start = meta.cursor;
    },
  });
  if (quoteLine !== undefined) throw new CsvFormatError(quoteLine, null, `Linje ${quoteLine}: et citationstegn (") er ikke afsluttet`);
  return records;
}
