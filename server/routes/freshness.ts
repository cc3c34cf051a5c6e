import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { FRESHNESS_TEXTS, FreshnessLinkParams, FreshnessLinkQuery, type FreshnessAnswer } from '../../schemas/freshness';
import { answerFreshnessLink, type LinkOutcome } from '../services/freshness';
import { escapeHtml } from '../services/searchAgents';

/** A small page of its own: the link is opened from a mail, by someone who need not be signed in. */
function page(reply: FastifyReply, status: number, heading: string, content: string) {
  const html = `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} · Ejendomsportal</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c1c1c}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;color:#fff;cursor:pointer}.ja{background:#2e7d32}.afmeld{background:#c62828}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${content}</main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').header('Referrer-Policy', 'no-referrer').send(html);
}

const REFUSALS: Record<Extract<LinkOutcome, { kind: 'refused' }>['reason'], string> = {
  unknown: 'Linket er ikke gyldigt for denne annonce.',
  used: 'Linket er allerede brugt. Du kan ændre annoncen i medlemsområdet.',
  expired: 'Linket er udløbet. Du kan ændre eller genaktivere annoncen i medlemsområdet.',
  inactive: 'Annoncen er ikke længere aktiv. Du kan ændre den i medlemsområdet.',
};

/**
 * The links in the mail 'Er annoncen stadig aktuel?' (services/freshness.ts). Opening one shows a page with
 * the one button that answers: mail scanners open links by themselves, and must not confirm or close a listing
 * by doing so. The token is the whole authority, for its own listing only; no login.
 */
export const freshnessRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The page's button posts an empty form; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, parsed) => {
    parsed(null, {});
  });
  const schema = { hide: true, tags: ['freshness'], params: FreshnessLinkParams, querystring: FreshnessLinkQuery };
  const buttonText = (answer: FreshnessAnswer) => (answer === 'ja' ? FRESHNESS_TEXTS.yes : FRESHNESS_TEXTS.close);

  app.get(
    '/aktuel/:listingId/:token',
    { config: { access: { caller: 'anyone' } }, schema: { ...schema, description: 'The page a mailed freshness link opens: one button that answers.' } },
    async (request, reply) => {
      const { svar } = request.query;
      const explain =
        svar === 'ja'
          ? '<p>Bekræft, at annoncen stadig er aktuel. Den bliver så ved med at være aktiv.</p>'
          : '<p>Afmeld annoncen, så den ikke længere vises. Du kan genaktivere den i medlemsområdet.</p>';
      return page(
        reply,
        200,
        FRESHNESS_TEXTS.subject,
        `${explain}<form method="post"><button class="${svar}" type="submit">${escapeHtml(buttonText(svar))}</button></form>`,
      );
    },
  );

  app.post(
    '/aktuel/:listingId/:token',
    {
      config: { access: { caller: 'anyone' } },
      schema: { ...schema, description: 'Answers a mailed freshness link: confirms the listing current, or closes it.' },
    },
    async (request, reply) => {
      const { listingId, token } = request.params;
      const outcome = await answerFreshnessLink(app.db, { listingId, token, answer: request.query.svar, now: new Date(app.tokens.now()) });
      if (outcome.kind === 'confirmed') {
        return page(
          reply,
          200,
          'Tak for svaret',
          `<p>Annoncen "${escapeHtml(outcome.title)}" er ${escapeHtml(FRESHNESS_TEXTS.confirmed(outcome.date).toLowerCase())}.</p>`,
        );
      }
      if (outcome.kind === 'closed') return page(reply, 200, 'Annoncen er afmeldt', `<p>Annoncen "${escapeHtml(outcome.title)}" er afmeldt.</p>`);
      return page(reply, outcome.reason === 'unknown' ? 404 : 410, 'Linket kan ikke bruges', `<p>${escapeHtml(REFUSALS[outcome.reason])}</p>`);
    },
  );
  done();
};
