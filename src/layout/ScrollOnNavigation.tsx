import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a restored position waits for the page to grow tall enough again (its data, its lazy parts). */
const RESTORE_WITHIN_MS = 3000;
/** What the user does to scroll themself, which ends a restore still waiting. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const STORAGE_KEY = 'memberArea.scrollPositions';

/** Where each history entry was scrolled to, by its location key; kept over a reload for the tab. */
const positions = new Map<string, number>();
let storedRead = false;

/** Adds the places the tab kept before this page was loaded: only a page returned to needs them. */
function readStored(): void {
  if (storedRead) return;
  storedRead = true;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return;
    for (const entry of value) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number' && !positions.has(entry[0])) positions.set(entry[0], entry[1]);
    }
  } catch {
    // Storage switched off: no places from before this page.
  }
}

function store(): void {
  readStored();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage switched off or full: positions last for this page only.
  }
}

/** Whether this page was loaded by a reload or by back or forward, rather than opened anew (a link, an address). */
function loadedByReturn(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  // Where the browser does not say, as if returned to: the kept place, if any, is restored.
  return !(entry && 'type' in entry && entry.type === 'navigate');
}

/** Scrolls back to `y`, again on each frame until the page is tall enough, for a while, unless the user scrolls first. */
function restore(y: number): () => void {
  const until = Date.now() + RESTORE_WITHIN_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || Date.now() > until) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const name of USER_SCROLL_EVENTS) window.addEventListener(name, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * The scroll of every page, in one place: a page opened anew (a link, a redirect, a choice that leads on) opens at
 * its top; back and forward return to where that entry was left. The browser's own restoration is switched off: it
 * scrolls before the page has rendered its data, and ends short of the place. A change of the query alone (a
 * list's filter, sort or page) is the same page and keeps its place; react-admin scrolls a new list page up itself.
 */
export const ScrollOnNavigation = () => {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<{ key: string; pathname: string } | null>(null);
  const first = useRef(true);

  // A page opened anew: at its top before it is painted.
  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key, pathname };
    if (navigationType === NavigationType.Pop || previous?.key === key) return;
    if (previous && previous.pathname !== pathname) window.scrollTo(0, 0);
    positions.set(key, window.scrollY);
  }, [key, pathname, navigationType]);

  // Back, forward or a reload: after react-admin's own effects, which scroll a list page opened by paging to the
  // top whenever its entry is returned to.
  useEffect(() => {
    const loaded = first.current;
    first.current = false;
    if (navigationType !== NavigationType.Pop) return undefined;
    // A page opened anew is a new entry of the tab's history: at its top.
    if (loaded && !loadedByReturn()) return undefined;
    readStored();
    const saved = positions.get(key);
    // The page as reloaded or returned to: where it was, if this tab knows; another entry without one, at its top.
    if (loaded) return saved === undefined ? undefined : restore(saved);
    return restore(saved ?? 0);
  }, [key, navigationType]);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (current.current) positions.set(current.current.key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
    };
  }, []);
  return null;
};
