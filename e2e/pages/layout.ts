import type { Locator, Page } from '@playwright/test';

/** The phone the phone-width suite stands for: a small Android phone held upright. */
export const PHONE = { width: 360, height: 780 } as const;

/** The laptop screen the desktop layout is checked at. */
export const LAPTOP = { width: 1366, height: 900 } as const;

/**
 * What makes the page wider than the window, one line each: the page itself scrolling sideways, or
 * an element reaching past the window's edge that no box of its own clips. Empty when all fits.
 */
export async function widerThanWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in a window of ${width} px`);
    // A box between the element and <body> that clips what sticks out of it.
    const clippedByOwnBox = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if ((box.right > width + 1 || box.left < -1) && !clippedByOwnBox(el)) past.push(el);
    }
    // The outermost element that sticks out says where the problem is; what it holds follows from it.
    for (const el of past.filter((el) => !past.some((other) => other !== el && other.contains(el))).slice(0, 5)) {
      const box = el.getBoundingClientRect();
      problems.push(
        `<${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 40)}" reaches from ${Math.round(box.left)} to ${Math.round(box.right)} px`,
      );
    }
    return problems;
  });
}

/** The boxes in a part of the page whose content must be scrolled sideways to be read, one line each. */
export async function sidewaysScrolling(part: Locator): Promise<string[]> {
  return part.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => {
        const { overflowX, visibility } = getComputedStyle(el);
        return (overflowX === 'auto' || overflowX === 'scroll') && visibility !== 'hidden' && el.scrollWidth > el.clientWidth + 1;
      })
      .slice(0, 5)
      .map((el) => {
        const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}> "${name}" holds ${el.scrollWidth} px of content in ${el.clientWidth} px`;
      }),
  );
}

/**
 * What keeps an element from being seen whole and used: another element on top of its centre, or a
 * box (or the window) cutting it off at the side. Empty when it shows whole and takes a click.
 */
export async function obstructions(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    // Into the middle of the window by scrolling the page only: a box that scrolls sideways stays put.
    const before = el.getBoundingClientRect();
    window.scrollBy(0, before.top + before.height / 2 - window.innerHeight / 2);
    const problems: string[] = [];
    const box = el.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (onTop && onTop !== el && !el.contains(onTop)) {
      problems.push(`covered by <${onTop.tagName.toLowerCase()}> "${onTop.textContent.trim().slice(0, 40)}"`);
    }
    if (box.left < 0 || box.right > document.documentElement.clientWidth)
      problems.push(`cut by the window: ${Math.round(box.left)}-${Math.round(box.right)} px`);
    for (let clip = el.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
      if (getComputedStyle(clip).overflowX === 'visible') continue;
      const edge = clip.getBoundingClientRect();
      if (box.left < edge.left - 1 || box.right > edge.right + 1) {
        problems.push(
          `cut at the side by <${clip.tagName.toLowerCase()}>: ${Math.round(box.left)}-${Math.round(box.right)} px shown in ${Math.round(edge.left)}-${Math.round(edge.right)} px`,
        );
      }
    }
    return problems;
  });
}

/** The words that wrap inside themselves ('Anno' on one line, 'nce' on the next) in the texts `selector` finds in a part of the page. */
export async function wordsBrokenInside(part: Locator, selector: string): Promise<string[]> {
  return part.evaluate((root, selector) => {
    const broken: string[] = [];
    for (const el of root.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(`"${match[0]}" in "${el.textContent.trim().slice(0, 40)}"`);
        }
      }
    }
    return broken;
  }, selector);
}
