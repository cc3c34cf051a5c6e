import { z } from 'zod';
import { LISTING_STATUSES, USER_CLOSING_REASONS, type ListingStatus } from './enums';
import { MAX_ID } from './fields';
import { STATUS_NAMES_DA } from './listingStatusNames';

/**
 * The listing status machine (SPEC 4), in one table that the server enforces and the UI reads to
 * offer only what is allowed. SPEC names the actions activate, deactivate, close, reopen ('genaktiver')
 * and reclose; delete, archive, and the staff-only quarantine and release complete the machine.
 *
 * Who: 'account' is role admin or member in the listing's account (staff acting with one of those
 * roles included); 'staff' is internal staff only (the moderation actions).
 */
export const LISTING_ACTIONS = ['activate', 'deactivate', 'close', 'reopen', 'reclose', 'archive', 'delete', 'quarantine', 'release'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

export type ActionWho = 'account' | 'staff';

export interface Transition {
  to: ListingStatus;
  who: ActionWho;
}

const S = LISTING_STATUSES;
const account = (to: ListingStatus): Transition => ({ to, who: 'account' });
const staff = (to: ListingStatus): Transition => ({ to, who: 'staff' });

/**
 * status × action → next status and who may do it. A missing cell is not allowed (409).
 * - pending: a draft (a new listing, a copy, an import's row), possibly incomplete; published by activating it,
 *   which needs the type's full rules. It can be closed without being published (a copy of a property that has
 *   just been let or sold is closed with that reason) or discarded (deleted).
 * - quarantine: set by staff on a listing that breaks the rules; only staff lift it, to inactive, so the
 *   account publishes it again on purpose; only staff delete a quarantined listing (the case is theirs).
 * - closed: taken off the market with a reason (SPEC 4's closing reasons); the reason can be fixed
 *   (reclose), the listing reactivated (reopen) or archived.
 * - archived: a closed listing kept for the record and for statistics; it is never published again
 *   (copy it to advertise the property anew); it can only be deleted.
 * - deleted: final.
 */
export const LISTING_TRANSITIONS: Readonly<Record<ListingStatus, Partial<Record<ListingAction, Transition>>>> = {
  [S.pending]: { activate: account(S.active), close: account(S.closed), delete: account(S.deleted), quarantine: staff(S.quarantine) },
  [S.active]: {
    deactivate: account(S.inactive),
    close: account(S.closed),
    delete: account(S.deleted),
    quarantine: staff(S.quarantine),
  },
  [S.inactive]: {
    activate: account(S.active),
    close: account(S.closed),
    delete: account(S.deleted),
    quarantine: staff(S.quarantine),
  },
  [S.quarantine]: { release: staff(S.inactive), delete: staff(S.deleted) },
  [S.closed]: {
    reopen: account(S.active),
    reclose: account(S.closed),
    archive: account(S.archived),
    delete: account(S.deleted),
  },
  [S.archived]: { delete: account(S.deleted) },
  [S.deleted]: {},
};

export function transitionOf(status: number, action: ListingAction): Transition | undefined {
  const row = (LISTING_TRANSITIONS as Record<number, Partial<Record<ListingAction, Transition>>>)[status];
  return row?.[action];
}

/** An action that only staff ever take, whatever the status (quarantine, release). */
export function staffOnly(action: ListingAction): boolean {
  const steps = Object.values(LISTING_TRANSITIONS).flatMap((row) => (row[action] ? [row[action]] : []));
  return steps.length > 0 && steps.every((step) => step.who === 'staff');
}

/** The actions a caller may take on a listing in `status`: staff may take every allowed one. */
export function allowedActions(status: number, caller: { isStaff: boolean; canWrite: boolean }): ListingAction[] {
  return LISTING_ACTIONS.filter((action) => {
    const transition = transitionOf(status, action);
    if (!transition) return false;
    return transition.who === 'staff' ? caller.isStaff : caller.canWrite;
  });
}

/** A deleted listing is final; a quarantined one is the moderators' until released. */
export const copyable = (status: number, isStaff: boolean) => status !== S.deleted && (isStaff || status !== S.quarantine);

/** Form edits: not once a listing is deleted or archived (the record stays as it was). */
export const editable = (status: number) => status !== S.deleted && status !== S.archived;

/** Danish names of the actions (the statuses': ./listingStatusNames.ts), for the server's messages and the README. */
export const ACTION_NAMES_DA: Record<ListingAction, string> = {
  activate: 'aktiveres',
  deactivate: 'deaktiveres',
  close: 'afmeldes',
  reopen: 'genaktiveres',
  reclose: 'få rettet sin afmelding',
  archive: 'arkiveres',
  delete: 'slettes',
  quarantine: 'sættes i karantæne',
  release: 'tages ud af karantæne',
};

export function transitionRefused(status: number, action: ListingAction): string {
  const name = (STATUS_NAMES_DA as Record<number, string>)[status] ?? String(status);
  return `En annonce med status ${name} kan ikke ${ACTION_NAMES_DA[action]}`;
}

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

export function editRefused(status: number): string {
  const name = (STATUS_NAMES_DA as Record<number, string>)[status] ?? String(status);
  return `En annonce med status ${name} kan ikke ændres`;
}

/** Whether the public site shows the listing: an active one that is not off-market (off-market goes to chosen buyers only). */
export function onPublicSite(listing: { status: number; offMarket: boolean }): boolean {
  return listing.status === S.active && !listing.offMarket;
}
