/*
 * The server's CSV files (schemas/csv): ';' between cells, decimal commas, CRLF and a byte order mark, as
 * Danish spreadsheets read them.
 */

import { CSV_BOM } from '../../schemas/csv';

export { csvLine } from '../../schemas/csv';

/** The file: the BOM, then the lines (each already made with csvLine), each ended by CRLF. */
export const csvDocument = (lines: readonly string[]): string => `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;

/** Kroner from øre, as a number a spreadsheet sums (1795 or 845,75). */
export const kroner = (ore: number): number => ore / 100;
