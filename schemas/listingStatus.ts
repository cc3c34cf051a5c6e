import { z } from 'zod';
import { USER_CLOSING_REASONS } from './enums';
import { MAX_ID } from './fields';
import type { ListingAction } from './listingTransitions';

// The status machine itself has no schema, so that a page can read it without loading zod.
export * from './listingTransitions';

/** POST /listings/{id}/close and /reclose: one of SPEC 4's closing reasons and an optional text. */
export const CLOSING_TEXT_MAX = 500;
export const ClosingSchema = z.object({
  closingReasonId: z
    .number({ error: 'Afmeldingsårsag er krævet' })
    .int('Afmeldingsårsag skal være korrekt')
    .refine((v) => (USER_CLOSING_REASONS as readonly number[]).includes(v), 'Afmeldingsårsag skal være korrekt'),
  closingReasonText: z
    .string({ error: 'Bemærkning skal være korrekt' })
    .trim()
    .max(CLOSING_TEXT_MAX, `Bemærkning må højst være ${CLOSING_TEXT_MAX} tegn`)
    .optional(),
});
export type Closing = z.infer<typeof ClosingSchema>;

/** POST /listings/{id}/copy: keep the case number or not (SPEC 5: some case systems need unique ones). */
export const CopySchema = z.object({
  keepCaseNumber: z.boolean({ error: 'Angiv om sagsnummeret skal beholdes' }),
});

/** POST /listings/bulk: the actions the index offers on selected rows, each row with the version read. */
export const BULK_ACTIONS = ['activate', 'deactivate', 'close', 'delete'] as const satisfies readonly ListingAction[];
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX = 500;
export const BulkSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: 'Handling skal være korrekt' }),
    items: z
      .array(z.object({ id: z.number().int().positive().max(MAX_ID), version: z.number().int().min(0).max(MAX_ID) }), { error: 'Annoncer er krævet' })
      .min(1, 'Vælg mindst én annonce')
      .max(BULK_MAX, `Højst ${BULK_MAX} annoncer ad gangen`),
    closingReasonId: ClosingSchema.shape.closingReasonId.optional(),
    closingReasonText: ClosingSchema.shape.closingReasonText,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'close' && v.closingReasonId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['closingReasonId'], message: 'Afmeldingsårsag er krævet' });
    }
  });
export type BulkRequest = z.infer<typeof BulkSchema>;

export const BulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.number().int().optional(),
  version: z.number().int().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** A changed form field by its Danish label, with its old and new value as the show page writes them (null: empty). */
export const FieldChangeSchema = z.object({ field: z.string(), label: z.string(), from: z.string().nullable(), to: z.string().nullable() });

/** One line of a listing's history (the audit log). */
export const ListingHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }).nullable(),
  /** Staff made the change while acting as the account. */
  actorIsStaff: z.boolean(),
  changes: z.record(z.string(), z.unknown()),
  /**
   * An edit's changed form fields in the form's order: each by its Danish label ('Årlig leje') with its old and
   * new value as the show page writes them ('480.000 kr.'; null is empty). Empty for other entries.
   */
  changedFields: z.array(FieldChangeSchema),
});
export type ListingHistoryEntry = z.infer<typeof ListingHistoryEntrySchema>;
