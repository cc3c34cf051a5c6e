import { COOKIE_TABLES_PATH } from 'schemas/cmsPaths';
import { isObject } from 'schemas/isObject';
import { dataProvider } from '../providers/dataProvider';
import { sanitizeHtml } from '../content/sanitize';

/**
 * The rendered page's HTML. Read without zod: every signed-in page loads this module once its content is there,
 * and with zod it would load and run the listing types' schemas too.
 */
function contentOf(answer: unknown): string {
  if (isObject(answer) && typeof answer.content === 'string') return answer.content;
  throw new Error('The content service answered the cookie tables without their content');
}

/** The cookie tables page of the content service, sanitised; undefined when it is empty. */
export async function fetchCookieTables(): Promise<string | undefined> {
  // Outside react-admin's context (the consent banner), so the dataProvider itself rather than its hook.
  const html = sanitizeHtml(contentOf(await dataProvider.renderCmsPage(COOKIE_TABLES_PATH))).trim();
  return html.length > 0 ? html : undefined;
}
