import { z } from 'zod';
import { MAX_ID, messages, recordIdParameter } from '../../../schemas/fields';

/** A numeric id in the path; anything else is a 400 naming the parameter. */
export const IdParams = z.object({ id: recordIdParameter('Id') });

export const AccountUserParams = IdParams.extend({ userId: recordIdParameter('Bruger-id') });

/** react-admin's paging: page from 1, at most 100 rows a page. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Side skal være mindst 1').max(MAX_ID, messages.atMost('Side', MAX_ID)).default(1),
  perPage: z.coerce.number().int().min(1).max(100, 'Højst 100 rækker pr. side').default(25),
});

/** Paging with a sort. */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: S[number]) {
  return PageQuery.extend({
    sort: z.enum(sortable, { error: 'Sortering skal være korrekt' }).default(defaultSort),
    order: z.enum(['ASC', 'DESC'], { error: 'Rækkefølge skal være ASC eller DESC' }).default('ASC'),
  });
}

export const pageOf = (q: { page: number; perPage: number }) => ({ limit: q.perPage, offset: (q.page - 1) * q.perPage });
