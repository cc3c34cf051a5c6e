import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

let hooked = false;

/** Text with nothing for the sanitiser to do: no tags, no entities. */
const NO_MARKUP = /^[^<>&]*$/;

/** Answers kept by input: the same announcement is cleaned on every render of the bar. */
function remembered(cache: Map<string, string>, html: string, work: (html: string) => string): string {
  let result = cache.get(html);
  if (result === undefined) {
    result = work(html);
    if (cache.size >= 100) cache.clear();
    cache.set(html, result);
  }
  return result;
}

const cleaned = new Map<string, string>();
const plain = new Map<string, string>();

/**
 * HTML from the content service (announcements, CMS pages, cookie tables) as safe markup: scripts,
 * event handlers, iframes, forms and javascript: links are removed; links that open a new window get
 * rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (NO_MARKUP.test(html)) return html;
  return remembered(cleaned, html, (dirty) => {
    if (!hooked) {
      DOMPurify.addHook('afterSanitizeAttributes', (node) => {
        if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      hooked = true;
    }
    return DOMPurify.sanitize(dirty, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      ADD_ATTR: ['target'],
    });
  });
}

/** Elements whose text is not shown as text. */
const NOT_TEXT = 'script, style, template';

/**
 * The text of HTML from the content service, without its markup: for a one-line summary of it, shown as text. Read
 * by the browser's parser alone, with no sanitiser: a parsed document runs no script and loads nothing, and the
 * folded announcements on a phone's first view then go without DOMPurify's first run.
 */
export function plainText(html: string): string {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (NO_MARKUP.test(html)) return collapse(html);
  return remembered(plain, html, (markup) => {
    const { body } = new DOMParser().parseFromString(markup, 'text/html');
    for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
    return collapse(body.textContent);
  });
}

/** Sanitised HTML content, e.g. an announcement or a CMS page. */
export const SafeHtml = ({ html, sx, component = 'div' }: { html: string; sx?: SxProps<Theme>; component?: 'div' | 'span' }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box component={component} sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
};
