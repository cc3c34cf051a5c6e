import { csvNumber } from 'schemas/danishNumber';

/**
 * CSV as Danish spreadsheets open it: semicolons between fields, decimal commas, CRLF line ends and a
 * byte-order mark so the letters æ, ø and å survive. Text that a spreadsheet would run as a formula
 * (=, +, -, @ first) is quoted with an apostrophe in front: listing titles are typed by users.
 */
export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

/** Lets the browser save the text as a file. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
