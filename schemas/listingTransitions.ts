import { LISTING_STATUSES, type ListingStatus } from './enums';
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

export function editRefused(status: number): string {
  const name = (STATUS_NAMES_DA as Record<number, string>)[status] ?? String(status);
  return `En annonce med status ${name} kan ikke ændres`;
}

/** Whether the public site shows the listing: an active one that is not off-market (off-market goes to chosen buyers only). */
export function onPublicSite(listing: { status: number; offMarket: boolean }): boolean {
  return listing.status === S.active && !listing.offMarket;
}
