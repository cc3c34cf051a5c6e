import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { energyLabels, facilities, subcategories, usageProposals } from '../db/schema';
import { badInput } from '../errors';
import { fieldErrors, messages } from '../../schemas/fields';
import { LISTING_TYPES, ROLES, type ListingTypeName } from '../../schemas/enums';
import type { AuthContext } from '../plugins/auth';
import { permittedListingTypes, type ListingScope } from '../repositories/listings';
import { requireAccount } from './access';
import { listingSchema, type ListingAddress, type ListingVariant } from '../../schemas/listings';
import type { AddressRegister } from './addressRegister';
import { ImageRejected, type CheckedImage, type ImageStore } from './images';

/**
 * Whose listings the index and the CSV export show: the account asked for (any role in it; 404 and 403 as
 * everywhere), or else every account the caller reaches (staff: all).
 */
export async function listingScopeOf(db: DbOrTx, auth: AuthContext, accountId: number | undefined): Promise<ListingScope> {
  if (accountId === undefined) return auth.isStaff ? { kind: 'all' } : { kind: 'member', userId: auth.userId };
  const { account } = await requireAccount(db, auth, accountId, { roles: [ROLES.Admin, ROLES.Member, ROLES.ReadOnly] });
  return { kind: 'account', accountId, listingTypes: permittedListingTypes(account.permissions) };
}

export interface ListingValidation {
  db: DbOrTx;
  register: AddressRegister;
  images: ImageStore;
}

export interface ValidListing {
  values: Record<string, unknown>;
  images: CheckedImage[];
}

/**
 * Validates a listing body with the type's zod schema (the same one the form uses), then what only
 * the server can know: the address is in the register, the meta keys exist, the images are there and
 * obey the rules. Every bad field is named at once; nothing is written before this passes.
 * `known` holds images the listing already has, which are not fetched again.
 */
export async function validateListing(
  ctx: ListingValidation,
  type: ListingTypeName,
  variant: ListingVariant,
  body: unknown,
  known: Map<string, CheckedImage> = new Map(),
  extraErrors: Record<string, string> = {},
): Promise<ValidListing> {
  const raw = isObject(body) ? body : {};
  const parsed = listingSchema(type, variant).safeParse(raw);
  const errors: Record<string, string> = { ...extraErrors, ...(parsed.success ? {} : fieldErrors(parsed.error)) };
  const values: Record<string, unknown> = parsed.success ? { ...parsed.data } : {};

  const passed = (field: string) => !Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));

  if (parsed.success || passed('address')) {
    const address = (parsed.success ? parsed.data.address : raw['address']) as ListingAddress;
    const found = await ctx.register.get(address.id);
    if (!found) errors['address'] = messages.invalid('Adresse');
    else {
      // The register's own words for the address, not what the client sent.
      values['address'] = {
        id: found.id,
        streetName: found.streetName,
        streetNumber: found.streetNumber,
        ...(found.floor ? { floor: found.floor } : {}),
        ...(found.door ? { door: found.door } : {}),
        zipCode: found.zipCode,
        city: found.city,
        latitude: found.latitude,
        longitude: found.longitude,
      };
    }
  }

  Object.assign(errors, await checkMetaKeys(ctx.db, type, raw, passed));

  const checked: CheckedImage[] = [];
  const images = Array.isArray(raw['images']) ? raw['images'] : [];
  await Promise.all(
    images.map(async (image: unknown, i) => {
      const url = isObject(image) && typeof image['url'] === 'string' ? image['url'].trim() : undefined;
      if (!url || !passed(`images.${i}`)) return;
      const already = known.get(url);
      if (already) {
        checked[i] = already;
        return;
      }
      try {
        checked[i] = await ctx.images.check(url);
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        errors[`images.${i}.url`] = error.message;
      }
    }),
  );

  if (Object.keys(errors).length > 0) throw badInput(errors);
  return { values, images: checked };
}

/** The keys of the meta lists (SPEC 3) must exist, and the subcategory must be one of the type's. */
async function checkMetaKeys(
  db: DbOrTx,
  type: ListingTypeName,
  raw: Record<string, unknown>,
  passed: (field: string) => boolean,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const strings = (field: string) => {
    const value = raw[field];
    return passed(field) && Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  };

  const subcategory = raw['listingtypeSubcategory'];
  if (passed('listingtypeSubcategory') && typeof subcategory === 'string') {
    const rows = await db.select().from(subcategories).where(inArray(subcategories.key, [subcategory.trim()]));
    if (!rows.some((r) => r.listingType === LISTING_TYPES[type])) errors['listingtypeSubcategory'] = messages.invalid('Kategori');
  }
  const lists = [
    ['facilities', 'Faciliteter', facilities.key, facilities] as const,
    ['usageProposals', 'Anvendelsesforslag', usageProposals.key, usageProposals] as const,
    ['secondaryUsageProposals', 'Sekundære anvendelsesforslag', usageProposals.key, usageProposals] as const,
    ['energyLabels', 'Energimærker', energyLabels.code, energyLabels] as const,
  ];
  for (const [field, label, column, table] of lists) {
    const keys = strings(field);
    if (keys.length === 0) continue;
    const rows = await db.select({ key: column }).from(table).where(inArray(column, keys));
    const known = new Set(rows.map((r) => r.key));
    if (keys.some((k) => !known.has(k))) errors[field] = messages.invalid(label);
  }
  return errors;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
