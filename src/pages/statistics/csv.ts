/**
 * Lets the browser save the text (schemas/csv's toCsv) as a file, with a byte order mark so that a Danish
 * spreadsheet reads æøå. The listing index saves its exports through this, so it does not import the CSV library.
 */
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
