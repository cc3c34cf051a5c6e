import { readToken } from './providers/authCookie';
import { replayFirstCalls } from './providers/firstCalls';
import { isExpired, tryParseToken } from './providers/token';

// index.html's inline script, run as the document starts: the first calls of a page opened afresh, made again
// (src/providers/firstCalls.ts). Whatever goes wrong here, the app makes its calls itself.
try {
  const token = readToken();
  const claims = tryParseToken(token);
  if (token && claims && !isExpired(claims, Date.now())) replayFirstCalls(claims.user, window.location.pathname + window.location.search, token);
} catch {
  // Nothing to do: the calls are made by the app as they would be without this script.
}
