import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

let hooked = false;

/**
 * HTML from the content service (announcements, CMS pages, cookie tables) as safe markup: scripts,
 * event handlers, iframes, forms and javascript: links are removed; links that open a new window get
 * rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}

/** The text of HTML from the content service, without its markup: for a one-line summary of it. */
export function plainText(html: string): string {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }).textContent.replace(/\s+/g, ' ').trim();
}

/** Sanitised HTML content, e.g. an announcement or a CMS page. */
export const SafeHtml = ({ html, sx, component = 'div' }: { html: string; sx?: SxProps<Theme>; component?: 'div' | 'span' }) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box component={component} sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
};
