import { LISTING_STATUSES as S, type ListingStatus } from './enums';

/** The statuses' Danish names, apart from the status schemas: the integer codes' meanings (codes.ts) need only these. */
export const STATUS_NAMES_DA: Record<ListingStatus, string> = {
  [S.pending]: 'Afventer',
  [S.active]: 'Aktiv',
  [S.inactive]: 'Inaktiv',
  [S.quarantine]: 'I karantæne',
  [S.closed]: 'Afmeldt',
  [S.archived]: 'Arkiveret',
  [S.deleted]: 'Slettet',
};
