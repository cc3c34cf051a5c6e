/**
 * jsdom has no object URLs: the files a page hands the browser to save, caught as the page makes them. Defined
 * anew by each test that calls it, since test files share one window per worker.
 */
export function caughtDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const define = (name: string, value: unknown) => Object.defineProperty(URL, name, { configurable: true, writable: true, value });
  define('createObjectURL', (blob: Blob) => (blobs.push(blob), 'blob:download'));
  define('revokeObjectURL', () => undefined);
  return blobs;
}
