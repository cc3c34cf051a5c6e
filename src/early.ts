import { PATHS, pageOpenedAt } from './access/paths';
import { readToken } from './providers/authCookie';
import { replayFirstCalls } from './providers/firstCalls';
import { isExpired, tryParseToken } from './providers/token';

/** The listing index's files beyond the entry (its chunks and their styles), named by the build (vite.config.ts). */
declare const LANDING_CODE: { scripts: string[]; styles: string[] };

/**
 * Asks for the listing index's code beside the entry, which would ask for it only once the browser had parsed and
 * run it: on a slow network a round trip and the entry's run later. The app's imports take what was fetched.
 */
function askForLandingCode(): void {
  const { scripts, styles } = LANDING_CODE;
  const link = (rel: string, href: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    return element;
  };
  for (const href of scripts) document.head.append(link('modulepreload', href));
  for (const href of styles) document.head.append(Object.assign(link('preload', href), { as: 'style' }));
}

// index.html's inline script, run as the document starts: the first calls of a page opened afresh, made again
// (src/providers/firstCalls.ts), and on the listing index its code. Whatever goes wrong here, the app makes its
// calls and asks for its code itself.
try {
  const token = readToken();
  const claims = tryParseToken(token);
  if (token && claims && !isExpired(claims, Date.now())) {
    const { pathname, search } = window.location;
    replayFirstCalls(claims.user, pathname + search, token);
    if (pageOpenedAt(pathname) === PATHS.listings) askForLandingCode();
  }
} catch {
  // Nothing to do: the calls are made by the app as they would be without this script.
}
