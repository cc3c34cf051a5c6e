/**
 * `npm run bench:bundle` prints the gzip size of the JavaScript the login page and the listing index load,
 * and of each lazy chunk, from the Vite manifest of the last build (DIST_DIR names another build), as a
 * Markdown table. tests/scripts/bundle.test.ts holds a fresh build to the ceilings below.
 *
 * What the browser loads, in order: the first page (the entry and its static imports); right after it,
 * on every page, the cookie consent chunk (src/main.tsx); on every signed-in page the member shell (the
 * layout, src/App.tsx); then the page's own chunk and its static imports. Each is measured beyond what
 * came before it, so a route chunk's figure is what opening that page first costs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Ceilings in KB gzip: the first page at most 250; the member shell, which carries the code the index shares with
 * other pages (vite.config.ts), at most 75; every other lazy chunk (the consent and the charts included), with the
 * shared code it loads (zod, the schemas and react-admin's forms among it), at most 165; the listing index and a
 * listing's page before its sections a little above their present sizes, so that they cannot grow unnoticed, the
 * index in at most 8 files.
 */
export const CEILINGS = { firstPage: 250, shell: 75, listingIndex: 340, listingIndexFiles: 8, listingPage: 330, routeChunk: 165 };

/** The lazy chunks every page loads right after the first page, and every signed-in page after those. */
const STARTUP = ['src/consent/consent.ts'];
// The layout, and the content service's cookie tables, which the consent dialog loads once signed in.
const MEMBER_SHELL = 'src/layout/MemberShell.tsx';
const SHELL = [MEMBER_SHELL, 'src/consent/contentCookieTables.ts'];
const LISTING_INDEX = 'resources/listings/ListingIndex.tsx';
const LISTING_PAGE = 'resources/listings/ListingShow.tsx';

export interface BundleSizes {
  /** The login page: the entry and its static imports. */
  firstPage: number;
  /** The cookie consent, right after the first page on every page. */
  startup: number;
  /** The member shell (layout), on every signed-in page. */
  shell: number;
  /** The listing index: all of the above and its chunk. */
  listingIndex: number;
  /** How many JavaScript files the listing index loads. */
  listingIndexFiles: number;
  /** A listing's page opened afresh, up to its heading: the first page, the member shell and the page's chunk. */
  listingPage: number;
  /** Every other lazy chunk, beyond all of the above and the page that opens it, largest first. */
  lazy: [string, number][];
}

/** The gzip sizes in KB of the build in `dist` (its Vite manifest), as the browser loads them. */
export function measureBundle(dist: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  const chunk = (key: string): Chunk => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not a chunk of the build: update scripts/bench-bundle.ts`);
    return found;
  };
  /** Chunks and everything they import statically: what the browser fetches before they run. */
  const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(chunk(key).imports ?? [], seen);
    }
    return seen;
  };
  const size = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + gzipKb(chunk(k).file), 0);
  /** The gzip size of what `keys` load beyond the chunks already loaded. */
  const beyond = (loaded: ReadonlySet<string>, keys: readonly string[]) => size([...closure(keys)].filter((k) => !loaded.has(k)));

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`no entry in the manifest of ${dist}: build first`);
  const firstPage = closure([entryKey]);
  const startup = closure(STARTUP, new Set(firstPage));
  const signedIn = closure(SHELL, new Set(startup));
  const listingIndex = closure([LISTING_INDEX], new Set(signedIn));
  // A lazy chunk is one some chunk imports dynamically; a group's chunk (the charts) is named by its group.
  const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  /**
   * What is loaded when a lazy chunk is opened: the signed-in start, and the chunks statically loaded with the lazy
   * chunk that opens it (the charts come after their statistics page), taking the opener that has loaded least.
   */
  const loadedBefore = (key: string): Set<string> => {
    const openers = Object.keys(manifest).filter((k) => !signedIn.has(k) && manifest[k]?.dynamicImports?.includes(key));
    const withOpener = openers.map((opener) => closure([opener], new Set(signedIn)));
    return withOpener.reduce<Set<string> | undefined>((least, loaded) => (least && least.size <= loaded.size ? least : loaded), undefined) ?? signedIn;
  };
  return {
    firstPage: size(firstPage),
    startup: beyond(firstPage, STARTUP),
    shell: beyond(startup, SHELL),
    listingIndex: size(listingIndex),
    listingIndexFiles: listingIndex.size,
    listingPage: size(closure([entryKey, MEMBER_SHELL, LISTING_PAGE])),
    lazy: [...lazy]
      .filter((k) => !signedIn.has(k))
      .map((k): [string, number] => [k.startsWith('_') ? (chunk(k).name ?? k) : k, beyond(loadedBefore(k), [k])])
      .sort((a, b) => b[1] - a[1]),
  };
}

/**
 * The lazy chunks that load the chunk of the group `name` (vite.config.ts) with them, statically: say, which pages
 * load the listing form's rjsf.
 */
export function pagesLoading(dist: string, name: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const group = Object.keys(manifest).find((key) => manifest[key]?.name === name);
  if (!group) throw new Error(`no chunk named ${name} in the build in ${dist}`);
  const loads = (key: string, seen = new Set<string>()): boolean => {
    if (key === group) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return (manifest[key]?.imports ?? []).some((imported) => loads(imported, seen));
  };
  const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  return [...lazy].filter((key) => loads(key)).sort();
}

/** What passes its ceiling, as `name size > ceiling`; empty when the bundle is within them. */
export function overCeilings(sizes: BundleSizes): string[] {
  const checks: [string, number, number][] = [
    ['first page', sizes.firstPage, CEILINGS.firstPage],
    ['cookie consent', sizes.startup, CEILINGS.routeChunk],
    ['member shell', sizes.shell, CEILINGS.shell],
    ['listing index', sizes.listingIndex, CEILINGS.listingIndex],
    ["a listing's page", sizes.listingPage, CEILINGS.listingPage],
    ...sizes.lazy.map(([name, kb]): [string, number, number] => [name, kb, CEILINGS.routeChunk]),
  ];
  const over = checks.filter(([, kb, ceiling]) => kb > ceiling).map(([name, kb, ceiling]) => `${name} ${kb.toFixed(1)} KB > ${ceiling} KB`);
  if (sizes.listingIndexFiles > CEILINGS.listingIndexFiles) over.push(`listing index ${sizes.listingIndexFiles} files > ${CEILINGS.listingIndexFiles}`);
  return over;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = measureBundle(resolve(process.env.DIST_DIR ?? 'dist'));
  const row = (name: string, kb: number) => console.log(`| ${name} | ${kb.toFixed(1)} |`);
  console.log('| JavaScript loaded | KB gzip |\n| --- | ---: |');
  row('first page (login): entry + its static imports', sizes.firstPage);
  row('+ cookie consent, right after it on every page', sizes.startup);
  row('+ member shell (layout), on every signed-in page', sizes.shell);
  row(`listing index: all of the above + its chunk (${sizes.listingIndexFiles} files)`, sizes.listingIndex);
  row("a listing's page up to its heading: first page + member shell + its chunk", sizes.listingPage);
  console.log('\n| Lazy chunk (beyond all of the above) | KB gzip |\n| --- | ---: |');
  for (const [name, kb] of sizes.lazy) row(name, kb);
  const over = overCeilings(sizes);
  console.log(over.length ? `\nPast their ceilings:\n  ${over.join('\n  ')}` : '\nWithin the ceilings.');
}
