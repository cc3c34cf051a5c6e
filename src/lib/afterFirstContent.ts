import { startTransition, useEffect, useState } from 'react';

/**
 * Work a page can do without before its first content (the rows of the index, a form), so that the browser
 * asks for the page's own code and data first: the cookie consent of a visitor who has answered, the visit's
 * tracking, the navigation's counts and CMS items. The member shell says when the page's first calls have
 * answered (FirstContentWatch), and a list holds that until it has rendered its rows; until then these wait,
 * and at the latest FALLBACK_MS after the page started.
 */
const FALLBACK_MS = 10_000;

let shown = false;
let settled = false;
let holds = 0;
const waiting = new Set<() => void>();

const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
};

/** Says the page's first content is there: what waits for it runs when the browser is next idle. */
export function markFirstContentShown(): void {
  if (shown) return;
  shown = true;
  // Each in an idle period of its own: together they would make one long task, which holds back a tap.
  for (const task of waiting) whenIdle(task);
  waiting.clear();
}

if (typeof window !== 'undefined') setTimeout(markFirstContentShown, FALLBACK_MS);

/** The page's first calls have answered: its first content is there unless a list still holds it. */
export function firstCallsSettled(): void {
  settled = true;
  if (holds === 0) markFirstContentShown();
}

/** A list whose rows are on their way holds the first content until it has rendered them (the function answered). */
export function holdFirstContent(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && settled) markFirstContentShown();
  };
}

/** Runs `task` once the first content is there (at once if it is); answers a function that cancels it. */
export function afterFirstContent(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  if (shown) {
    whenIdle(run);
  } else {
    waiting.add(run);
  }
  return () => {
    cancelled = true;
    waiting.delete(run);
  };
}

/**
 * Whether the page's first content is there, for hooks whose calls can wait for it. What it brings renders as a
 * transition, which React renders in short slices rather than one long task.
 */
export function useFirstContentShown(): boolean {
  const [isShown, setShown] = useState(shown);
  useEffect(() => (isShown ? undefined : afterFirstContent(() => startTransition(() => setShown(true)))), [isShown]);
  return isShown;
}

/** For tests: the page starts afresh. */
export function resetFirstContent(): void {
  shown = false;
  settled = false;
  holds = 0;
  waiting.clear();
}
