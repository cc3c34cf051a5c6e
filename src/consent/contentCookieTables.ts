import { z } from 'zod';
import { COOKIE_TABLES_PATH } from 'schemas/cmsPaths';
import { currentApiBase } from '../providers/apiBase';
import { httpClient } from '../providers/httpClient';
import { sanitizeHtml } from '../content/sanitize';

const RenderAnswer = z.object({ content: z.string() });

/** The cookie tables page of the content service, sanitised; undefined when it is empty. */
export async function fetchCookieTables(): Promise<string | undefined> {
  const { json } = await httpClient(`${currentApiBase().api}/content/online-pages/render?path=${encodeURIComponent(COOKIE_TABLES_PATH)}`);
  const html = sanitizeHtml(RenderAnswer.parse(json).content).trim();
  return html.length > 0 ? html : undefined;
}
