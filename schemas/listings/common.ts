import { z } from 'zod';
import { email, emptyToUndefined, integerBetween, messages, optionalPositiveNumber, optionalText, optionalUrl, phone, positiveNumber, text } from '../fields';
import type { FormFieldHint } from '../formHints';
import { AdvertisedAddressSchema, ListingAddressSchema } from './address';
import { recommended } from './define';
import { LISTING_LIMITS, NUMBER_LIMITS } from './limits';

/** The form's sections, in order; a field without a hint lands in 'other'. */
export const LISTING_GROUPS = ['basics', 'address', 'property', 'economy', 'officespace', 'conditions', 'images', 'contact', 'other'] as const;
export type ListingGroup = (typeof LISTING_GROUPS)[number];
export type ListingFieldHint = FormFieldHint<ListingGroup>;

/** Standard listings and their off-market variant differ in the description and the image count. */
export type ListingVariant = 'standard' | 'offMarket';

/** An image is a URL: absolute (added by URL) or a path this server serves (uploads, demo pictures). */
const SERVED_IMAGE_PATH = /^\/(?:uploads|demo-images)\/[A-Za-z0-9._-]+$/;
const imageUrl = z
  .string({ error: messages.required('Billede') })
  .trim()
  .min(1, messages.required('Billede'))
  .refine((value) => SERVED_IMAGE_PATH.test(value) || isHttpUrl(value), messages.invalid('Billedets URL'));

export const ListingImageInputSchema = z.object({ url: imageUrl });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function images(variant: ListingVariant) {
  const label = 'Antal billeder';
  // SPEC 5: the same image may not be added twice ('image already exists'). Checked before the
  // count, so that a wrong count does not hide it.
  const base = z.array(ListingImageInputSchema, { error: messages.invalid('Billeder') }).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((image, i) => {
      if (seen.has(image.url)) ctx.addIssue({ code: 'custom', path: [i, 'url'], message: messages.duplicateImage(), params: { code: 'duplicate' } });
      seen.add(image.url);
    });
  });
  const counted =
    variant === 'offMarket'
      ? base.max(LISTING_LIMITS.offMarketImages.max, messages.atMost(label, LISTING_LIMITS.offMarketImages.max))
      : base
          .min(LISTING_LIMITS.images.min, messages.between(label, LISTING_LIMITS.images.min, LISTING_LIMITS.images.max))
          .max(LISTING_LIMITS.images.max, messages.between(label, LISTING_LIMITS.images.min, LISTING_LIMITS.images.max));
  return counted.default([]).meta({ title: 'Billeder' });
}

/** A list of keys from one of the meta lists (facilities, usage proposals, energy labels). */
function keyList(label: string) {
  return z
    .preprocess(
      emptyToUndefined,
      z
        .array(z.string({ error: messages.invalid(label) }).min(1), { error: messages.invalid(label) })
        .max(30, messages.atMost(label, 30))
        .optional(),
    )
    .default([])
    .meta({ title: label });
}

function flag(label: string) {
  return z
    .boolean({ error: messages.invalid(label) })
    .default(false)
    .meta({ title: label });
}

/**
 * SPEC 3's common fields with SPEC 5's rules. Type files add theirs; the registry (index.ts) joins
 * them into one schema per type and variant.
 */
export function commonFields(variant: ListingVariant) {
  const { title, flashline, description, offMarketDescription, terms, externalListingURL, caseNumber, constructionYear } = LISTING_LIMITS;
  return {
    accountOwnerListingIdentifierID: optionalText('Sagsnummer', { max: caseNumber.max }),
    shownAccountOwnerListingIdentifierID: optionalText('Vist sagsnummer', { max: caseNumber.max }),
    title: text('Titel', title),
    flashline: text('Blikfang', flashline),
    description: variant === 'offMarket' ? text('Beskrivelse', { max: offMarketDescription.max }) : text('Beskrivelse', description),
    terms: recommended(optionalText('Vilkår', { max: terms.max })),
    address: ListingAddressSchema,
    advertisedAddress: z.preprocess(emptyAddressToUndefined, AdvertisedAddressSchema.optional()).meta({ title: 'Annonceret adresse' }),
    listingtypeSubcategory: text('Kategori', { max: 50 }),
    energyLabels: keyList('Energimærker'),
    facilities: recommended(keyList('Faciliteter')),
    usageProposals: recommended(keyList('Anvendelsesforslag')),
    secondaryUsageProposals: keyList('Sekundære anvendelsesforslag'),
    floorArea: positiveNumber('Etageareal', NUMBER_LIMITS.area),
    secondaryArea: optionalPositiveNumber('Sekundært areal', NUMBER_LIMITS.area),
    groundArea: optionalPositiveNumber('Grundareal', NUMBER_LIMITS.groundArea),
    constructionYear: recommended(
      z.preprocess(emptyToUndefined, integerBetween('Opførelsesår', constructionYear.min, constructionYear.max).optional()).meta({ title: 'Opførelsesår' }),
    ),
    externalListingURL: optionalUrl('Link til annoncen', externalListingURL.max),
    contactName: text('Kontaktperson', { max: 100 }),
    contactPhone: phone('Kontaktpersonens telefon'),
    contactEmail: email('Kontaktpersonens e-mail'),
    images: images(variant),
    project: flag('Projekt'),
    tenderProcedure: flag('Udbud'),
    depreciation: flag('Afskrivningsberettiget'),
    deferredTax: flag('Udskudt skat'),
    valueAddedTax: flag('Momspligtig'),
    companySale: flag('Selskabshandel'),
    saleAndLeaseBack: flag('Salg med tilbageleje'),
  };
}
export type CommonFields = ReturnType<typeof commonFields>;

/** An advertised address with nothing filled in is no advertised address. */
function emptyAddressToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) {
    const filled = Object.values(value as Record<string, unknown>).some((v) => typeof v === 'string' && v.trim() !== '');
    return filled ? value : undefined;
  }
  return value;
}

export const commonHints: Record<keyof CommonFields, ListingFieldHint> = {
  title: { group: 'basics' },
  flashline: { group: 'basics' },
  description: { group: 'basics', widget: 'textarea', rows: 8 },
  listingtypeSubcategory: { group: 'basics', widget: 'subcategory', width: 'half' },
  accountOwnerListingIdentifierID: { group: 'basics', width: 'half', help: true },
  shownAccountOwnerListingIdentifierID: { group: 'basics', width: 'half', help: true },
  externalListingURL: { group: 'basics', width: 'half' },
  address: { group: 'address', widget: 'address' },
  advertisedAddress: { group: 'address', widget: 'advertisedAddress' },
  floorArea: { group: 'property', width: 'third', unit: 'm²' },
  secondaryArea: { group: 'property', width: 'third', unit: 'm²' },
  groundArea: { group: 'property', width: 'third', unit: 'm²' },
  constructionYear: { group: 'property', width: 'third' },
  energyLabels: { group: 'property', widget: 'energyLabels' },
  facilities: { group: 'property', widget: 'facilities' },
  usageProposals: { group: 'property', widget: 'usageProposals' },
  secondaryUsageProposals: { group: 'property', widget: 'usageProposals' },
  terms: { group: 'conditions', widget: 'textarea', rows: 4 },
  project: { group: 'conditions', width: 'third' },
  tenderProcedure: { group: 'conditions', width: 'third' },
  depreciation: { group: 'conditions', width: 'third' },
  deferredTax: { group: 'conditions', width: 'third' },
  valueAddedTax: { group: 'conditions', width: 'third' },
  companySale: { group: 'conditions', width: 'third' },
  saleAndLeaseBack: { group: 'conditions', width: 'third' },
  images: { group: 'images', widget: 'images' },
  contactName: { group: 'contact', width: 'third' },
  contactPhone: { group: 'contact', width: 'third', help: true },
  contactEmail: { group: 'contact', width: 'third' },
};
