import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTING_TYPE_NAMES } from '../schemas/enums';

/** A chunk of Vite's build manifest (.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The SPA's page for a path: its HTML and an ETag of it. */
export interface SpaPage {
  html: string;
  etag: string;
}

/** The member shell, which every signed-in page opens in. */
const SHELL = 'src/layout/MemberShell.tsx';
const TYPE = `(?:${LISTING_TYPE_NAMES.join('|')})`;

/** The pages a signed-in visit opens on most (a login, a link, a reload), by path, and the module of each. */
const LANDING_PAGES: readonly [RegExp, string][] = [
  [/^\/(?:listings)?\/?$/, 'resources/listings/ListingIndex.tsx'],
  [new RegExp(`^/listings/${TYPE}/\\d+/?$`), 'resources/listings/ListingShow.tsx'],
  [new RegExp(`^/listings/${TYPE}/\\d+/update/?$`), 'resources/listings/ListingEdit.tsx'],
];

const pageOf = (html: string): SpaPage => ({ html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` });

/**
 * The SPA's index.html for a path. A signed-in visit's page names the code of the member shell and of the page
 * the path opens (modulepreload, and its styles as preload), so the browser fetches it beside the entry: the
 * entry would ask for it only once it has run. A visitor without a session gets the plain page, whose login
 * form needs none of it.
 */
export function spaPages(staticDir: string): (path: string, signedIn: boolean) => SpaPage {
  const plain = pageOf(readFileSync(join(staticDir, 'index.html'), 'utf8'));
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => plain;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  /** The files a module loads, its static imports first; the entry's own (index.html) are there already. */
  const filesOf = (modules: string[]) => {
    const scripts: string[] = [];
    const styles: string[] = [];
    const seen = new Set<string>(['index.html']);
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) walk(imported);
      scripts.push(chunk.file);
      styles.push(...(chunk.css ?? []));
    };
    for (const module of modules) walk(module);
    return { scripts, styles };
  };

  const withHints = (modules: string[]): SpaPage => {
    const { scripts, styles } = filesOf(modules);
    const hints = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ].join('');
    return pageOf(plain.html.replace('</head>', `${hints}</head>`));
  };
  const shellOnly = withHints([SHELL]);
  const landing = LANDING_PAGES.map(([path, module]) => [path, withHints([SHELL, module])] as const);

  return (path, signedIn) => (signedIn ? (landing.find(([pattern]) => pattern.test(path))?.[1] ?? shellOnly) : plain);
}
