import { z } from 'zod';
import { COOKIE_TABLES_PATH } from 'schemas/cmsPaths';
import { dataProvider } from '../providers/dataProvider';
import { sanitizeHtml } from '../content/sanitize';

const RenderAnswer = z.object({ content: z.string() });

/** The cookie tables page of the content service, sanitised; undefined when it is empty. */
export async function fetchCookieTables(): Promise<string | undefined> {
  // Outside react-admin's context (the consent banner), so the dataProvider itself rather than its hook.
  const html = sanitizeHtml(RenderAnswer.parse(await dataProvider.renderCmsPage(COOKIE_TABLES_PATH)).content).trim();
  return html.length > 0 ? html : undefined;
}
