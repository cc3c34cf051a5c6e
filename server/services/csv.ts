/*
 * CSV as Danish spreadsheets read it: ';' between cells (Excel in Denmark reads ',' as the decimal
 * comma), numbers with a decimal comma and no thousands separator, and a byte order mark so that Excel
 * reads the file as UTF-8 (æøå).
 */

import { csvNumber } from '../../schemas/danishNumber';

export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? csvNumber(value) : value;
  // A cell that Excel would read as a formula is shown as text.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]): string => values.map(csvCell).join(';');

/** The file: the BOM, then the lines (each already made with csvLine), each ended by CRLF. */
export const csvDocument = (lines: readonly string[]): string => `${BOM}${lines.join('\r\n')}\r\n`;

/** Kroner from øre, as a number a spreadsheet sums (1795 or 845,75). */
export const kroner = (ore: number): number => ore / 100;
