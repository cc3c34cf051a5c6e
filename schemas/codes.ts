import { z } from 'zod';
import { ACCOUNT_TYPES, CLOSING_REASONS, LISTING_STATUSES, ROLES } from './enums';
import { LISTING_TYPE_DEFINITIONS } from './listingTypes';
import { STATUS_NAMES_DA } from './listingStatusNames';
import { da } from '../i18n/da';

interface Code {
  id: number;
  /** The name in code. */
  key: string;
  /** The name the member area shows. */
  da: string;
}

/**
 * The meaning of an integer code, for the OpenAPI document: its values (which client generators make a
 * union of), their names in code (`x-enum-varnames`, for generators that make enums) and in Danish, and
 * 'code = name' in the description, for a reader.
 */
export function codeMeaning(what: string, codes: readonly Code[]) {
  return {
    description: `${what}: ${codes.map((c) => `${c.id} = ${c.da}`).join(', ')}.`,
    enum: codes.map((c) => c.id),
    'x-enum-varnames': codes.map((c) => c.key),
    'x-enum-descriptions': codes.map((c) => c.da),
  };
}

const codesOf = (ids: Record<string, number>, names: Partial<Record<number, string>>): Code[] =>
  Object.entries(ids).map(([key, id]) => ({ id, key, da: names[id] ?? key }));

export const LISTING_TYPE_MEANING = codeMeaning(
  'Annoncetype',
  LISTING_TYPE_DEFINITIONS.map((t) => ({ id: t.id, key: t.key, da: t.name.da })),
);
export const LISTING_STATUS_MEANING = codeMeaning('Status', codesOf(LISTING_STATUSES, STATUS_NAMES_DA));
export const ACCOUNT_TYPE_MEANING = codeMeaning('Kontotype', codesOf(ACCOUNT_TYPES, da.app.account_type));
export const ROLE_MEANING = codeMeaning('Rolle', codesOf(ROLES, da.app.role));
// Their Danish texts are data (GET /api/v2/closing-reasons), so the codes are named by their keys.
export const CLOSING_REASON_MEANING = codeMeaning(
  'Afmeldingsårsag (teksterne: GET /api/v2/closing-reasons)',
  Object.entries(CLOSING_REASONS).map(([key, id]) => ({ id, key, da: key })),
);

/** Integer codes in answers, with their meaning. */
export const ListingTypeCode = z.number().int().meta(LISTING_TYPE_MEANING);
export const ListingStatusCode = z.number().int().meta(LISTING_STATUS_MEANING);
export const AccountTypeCode = z.number().int().meta(ACCOUNT_TYPE_MEANING);
export const RoleCode = z.number().int().meta(ROLE_MEANING);
export const ClosingReasonCode = z.number().int().meta(CLOSING_REASON_MEANING);
