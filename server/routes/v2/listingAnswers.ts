import { z } from 'zod';
import { ListingRecordSchema } from '../../../schemas/listings/record';
import { ListingRecordDocumentSchema } from '../../../schemas/listings/apiBodies';
import { documented } from '../../openapi';

/**
 * An answer that carries one listing beside `shape`: written as the loose record, which holds any type's
 * fields, and shown in the document per listing type and variant, so a generated client knows the fields.
 * `headers`: the answer's headers, for the document.
 */
export function answerWithListing<S extends z.ZodRawShape>(shape: S, headers?: Record<string, unknown>) {
  const shown = z.object({ ...shape, listing: ListingRecordDocumentSchema });
  return documented(z.object({ ...shape, listing: ListingRecordSchema }), headers ? shown.meta({ headers }) : shown);
}
