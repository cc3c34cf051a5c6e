import { z } from 'zod';
import { MAX_ID } from './fields';
import { BULK_MAX } from './listingStatus';

/**
 * The freshness check: an active listing left unchanged asks its contact person whether it is still current.
 * The mail's and the link page's texts, shared by the server and the tests.
 */
export const FRESHNESS_TEXTS = {
  subject: 'Er annoncen stadig aktuel?',
  yes: 'Ja, stadig ledig',
  close: 'Afmeld',
  /** The index's and the API's mark of a confirmation, with its Danish date. */
  confirmed: (date: string) => `Bekræftet aktuel ${date}`,
  /** The note a listing closed from the mail gets beside its closing reason. */
  closedFromMail: "Afmeldt via mailen 'Er annoncen stadig aktuel?'",
} as const;

/** What a mailed link answers: still available, or close the listing. */
export const FRESHNESS_ANSWERS = ['ja', 'afmeld'] as const;
export type FreshnessAnswer = (typeof FRESHNESS_ANSWERS)[number];

export const FreshnessLinkParams = z.object({
  listingId: z.coerce
    .number({ error: 'Annoncen skal være et tal' })
    .int('Annoncen skal være et tal')
    .positive('Annoncen skal være et tal')
    .max(MAX_ID, 'Annoncen findes ikke'),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Linket er ikke gyldigt'),
});
export const FreshnessLinkQuery = z.object({
  svar: z.enum(FRESHNESS_ANSWERS, { error: "Svar skal være 'ja' eller 'afmeld'" }),
});

/** POST /listings/confirm-current: the index's bulk 'Bekræft aktuel'. */
export const ConfirmCurrentSchema = z.object({
  ids: z
    .array(
      z.number({ error: 'Annoncer skal være tal' }).int('Annoncer skal være tal').positive('Annoncer skal være tal').max(MAX_ID, 'Annoncer skal være tal'),
      {
        error: 'Annoncer er krævet',
      },
    )
    .min(1, 'Vælg mindst én annonce')
    .max(BULK_MAX, `Højst ${BULK_MAX} annoncer ad gangen`),
});
