/**
 * Prints the gzip size of the JavaScript the login page and the listing index load, and of each lazy
 * chunk, from the Vite manifest of the last build (`npm run build`). With --check it fails past the
 * ceilings below, so the bundle cannot grow unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Ceilings in KB gzip, set from the measured figures with a little room. */
export const CEILINGS = { firstPage: 390, listingIndex: 500, routeChunk: 160 };

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const size = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run `npm run build` first');
const firstPage = closure(entryKey);
const listKey = Object.keys(manifest).find((k) => /resources\/listings\/.*List[^/]*\.tsx$/.test(k));
const listingIndex = listKey ? closure(listKey, new Set(firstPage)) : firstPage;

const rows: [string, number][] = [
  ['first page (login)', size(firstPage)],
  ['listing index', size(listingIndex)],
];
const lazy = Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry)
  .map((k) => [k, size([...closure(k)].filter((c) => !firstPage.has(c)))] as [string, number])
  .sort((a, b) => b[1] - a[1]);

const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} KB`;
console.log('JavaScript loaded, gzip:');
for (const [name, kb] of rows) console.log(`  ${name.padEnd(60)} ${fmt(kb)}`);
console.log('Lazy chunks (beyond the first page), gzip:');
for (const [name, kb] of lazy) console.log(`  ${name.padEnd(60)} ${fmt(kb)}`);

if (process.argv.includes('--check')) {
  const over: string[] = [];
  if (rows[0]![1] > CEILINGS.firstPage) over.push(`first page ${rows[0]![1].toFixed(1)} KB > ${CEILINGS.firstPage} KB`);
  if (rows[1]![1] > CEILINGS.listingIndex) over.push(`listing index ${rows[1]![1].toFixed(1)} KB > ${CEILINGS.listingIndex} KB`);
  for (const [name, kb] of lazy) if (kb > CEILINGS.routeChunk) over.push(`${name} ${kb.toFixed(1)} KB > ${CEILINGS.routeChunk} KB`);
  if (over.length) {
    console.error(`Bundle budget exceeded:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Bundle within its ceilings.');
}
