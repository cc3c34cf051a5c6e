/**
 * Prints the gzip size of the JavaScript the login page and the listing index load, and of each lazy
 * chunk, from the Vite manifest of the last build (`npm run build`; DIST_DIR names another build). With
 * --check it fails past the ceilings below, so the bundle cannot grow unnoticed.
 *
 * What the browser loads, in order: the first page (the entry and its static imports); right after it,
 * on every page, the cookie consent chunk (src/main.tsx); on every signed-in page the member shell (the
 * layout, src/App.tsx); then the page's own chunk and its static imports. Each is measured beyond what
 * came before it, so a route chunk's figure is what opening that page first costs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * Ceilings in KB gzip, set from the figures of 2026-11-22 with a little room (README, "Bundle size
 * (issue 9)"). routeChunk holds for every lazy chunk, the consent, the shell and the charts included;
 * it is issue 9's target itself, as is firstPage's 250 the most it may ever be.
 */
export const CEILINGS = { firstPage: 232, listingIndex: 432, routeChunk: 100 };

/** The lazy chunks every page loads right after the first page, and every signed-in page after those. */
const STARTUP = ['src/consent/consent.ts'];
// The layout, and the content service's cookie tables, which the consent dialog loads once signed in.
const SHELL = ['src/layout/MemberShell.tsx', 'src/consent/contentCookieTables.ts'];
const LISTING_INDEX = 'resources/listings/ListingIndex.tsx';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function chunk(key: string): Chunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not a chunk of the build: update scripts/bench-bundle.ts`);
  return found;
}

/** Chunks and everything they import statically: what the browser fetches before they run. */
function closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(chunk(key).imports ?? [], seen);
  }
  return seen;
}
const size = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzipKb(chunk(k).file), 0);
/** The gzip size of what `keys` load beyond the chunks already loaded. */
const beyond = (loaded: ReadonlySet<string>, keys: readonly string[]) => size([...closure(keys)].filter((k) => !loaded.has(k)));

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run `npm run build` first');
const firstPage = closure([entryKey]);
const startup = closure(STARTUP, new Set(firstPage));
const signedIn = closure(SHELL, new Set(startup));
const listingIndex = closure([LISTING_INDEX], new Set(signedIn));

const firstPageKb = size(firstPage);
const startupKb = beyond(firstPage, STARTUP);
const shellKb = beyond(startup, SHELL);
const listingIndexKb = size(listingIndex);
const lazy = Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry && !STARTUP.includes(k) && !SHELL.includes(k))
  .map((k) => [k, beyond(signedIn, [k])] as [string, number])
  .sort((a, b) => b[1] - a[1]);

const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} KB`;
const row = (name: string, kb: number) => console.log(`  ${name.padEnd(60)} ${fmt(kb)}`);
console.log('JavaScript loaded, gzip:');
row('first page (login): entry + its static imports', firstPageKb);
row('+ cookie consent, right after it on every page', startupKb);
row('+ member shell (layout), on every signed-in page', shellKb);
row('listing index: all of the above + its chunk', listingIndexKb);
console.log('Lazy chunks (beyond all of the above), gzip:');
for (const [name, kb] of lazy) row(name, kb);

if (process.argv.includes('--check')) {
  const over: string[] = [];
  const check = (name: string, kb: number, ceiling: number) => {
    if (kb > ceiling) over.push(`${name} ${kb.toFixed(1)} KB > ${ceiling} KB`);
  };
  check('first page', firstPageKb, CEILINGS.firstPage);
  check('cookie consent', startupKb, CEILINGS.routeChunk);
  check('member shell', shellKb, CEILINGS.routeChunk);
  check('listing index', listingIndexKb, CEILINGS.listingIndex);
  for (const [name, kb] of lazy) check(name, kb, CEILINGS.routeChunk);
  if (over.length) {
    console.error(`Bundle budget exceeded:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Bundle within its ceilings.');
}
