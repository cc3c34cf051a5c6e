import { z } from 'zod';
import type { ListingTypeName } from '../listingTypes';
import { listingType } from '../listingTypes';
import {
  QUALITY_COVER_COST,
  QUALITY_LARGE_IMAGE_WIDTH,
  QUALITY_SHARED_PHOTO_COST,
  qualityFixText,
  type QualityFix,
  type QualityScore,
} from '../listingQuality';
import { commonFields, type ListingVariant } from './common';
import { recommendedFields } from './define';
import { LISTING_TYPE_SCHEMAS } from './registry';

type Values = Record<string, unknown>;

/**
 * The points of each part of the score; they add up to 100. Required and recommended fields are found in the
 * type's schema (a field that refuses to be missing, a field marked `recommended()`), so a new field or type is
 * scored without a change here; the other parts have rules of their own and leave their fields out of those two.
 */
export const QUALITY_POINTS = {
  required: 25,
  recommended: 15,
  descriptionLength: 9,
  descriptionParagraphs: 6,
  images: 15,
  imageSize: 5,
  energyLabel: 5,
  contact: 8,
  advertisedAddress: 5,
  price: 7,
} as const;

/** The description that scores full: this long, in this many paragraphs (or what the variant's schema allows). */
export const QUALITY_DESCRIPTION = { length: 600, paragraphs: 3 } as const;
/** The images that score full: this many, as many of them large (or what the variant's schema allows). */
export const QUALITY_IMAGES = 6;

/** How many fixes a score carries. */
const FIXES_SHOWN = 5;
const CONTACT_FIELDS = ['contactName', 'contactPhone', 'contactEmail'] as const;
/** Fields scored by a rule of their own. */
const OWN_RULES = new Set(['description', 'images', 'energyLabels', 'advertisedAddress', ...CONTACT_FIELDS]);

/** An image as the score sees it; a size not known (a new upload in the form) counts as large. */
export interface QualityImage {
  url?: unknown;
  width?: number | null | undefined;
  /** What the picture shows, where the server has checked it (a floor plan, text). */
  floorPlan?: boolean | null | undefined;
  hasText?: boolean | null | undefined;
  /** The same photo is on another of the account's active listings at another address (the server finds it). */
  sharedElsewhere?: boolean | undefined;
}

interface Rules {
  shape: Record<string, z.ZodType>;
  required: string[];
  recommended: string[];
  price: string;
  /** The description and the images that score full, within what the variant's schema allows. */
  description: { length: number; paragraphs: number };
  images: number;
}

/** A limit the field's schema sets ('maxLength' of a text, 'maxItems' of a list), as its JSON Schema states it. */
function limitOf(field: z.ZodType | undefined, limit: 'maxLength' | 'maxItems'): number {
  if (!field) return Infinity;
  const value = (z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>)[limit];
  return typeof value === 'number' ? value : Infinity;
}

const rulesCache = new Map<string, Rules>();

/** What a type and variant's schema says the score counts, read once. */
function rulesOf(type: ListingTypeName, variant: ListingVariant): Rules {
  const key = `${type}:${variant}`;
  const cached = rulesCache.get(key);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = { ...commonFields(variant), ...LISTING_TYPE_SCHEMAS[type].fields };
  const price = listingType(type).price.field;
  const scored = Object.keys(shape).filter((name) => !OWN_RULES.has(name) && name !== price);
  const isRecommended = (name: string) => {
    const field = shape[name];
    return field !== undefined && recommendedFields.has(field);
  };
  // An off-market listing has one image and a line of description: it is never asked for more than it may hold.
  const descriptionLength = Math.min(QUALITY_DESCRIPTION.length, limitOf(shape['description'], 'maxLength'));
  const rules: Rules = {
    shape,
    price,
    // A description too short to score full by length is one paragraph.
    description: { length: descriptionLength, paragraphs: descriptionLength < QUALITY_DESCRIPTION.length ? 1 : QUALITY_DESCRIPTION.paragraphs },
    images: Math.min(QUALITY_IMAGES, limitOf(shape['images'], 'maxItems')),
    // A field that refuses to be missing is required; one with a default (a flag) is never missing.
    required: scored.filter((name) => !isRecommended(name) && !shape[name]?.safeParse(undefined).success),
    recommended: scored.filter(isRecommended),
  };
  rulesCache.set(key, rules);
  return rules;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A field counts as filled when its schema accepts its value and makes something of it; a wrong value is no better than none. */
function filled(shape: Record<string, z.ZodType>, name: string, values: Values): boolean {
  const parsed = shape[name]?.safeParse(values[name]);
  return parsed?.success === true && !isEmpty(parsed.data);
}

/** Paragraphs: runs of text between blank lines (or single line breaks, as a textarea is often typed). */
export const paragraphsOf = (text: string) => text.split(/\n+/).filter((part) => part.trim() !== '').length;

interface Part {
  points: number;
  /** The points when done, and the fix that does it. */
  fix?: { full: number; make: () => Omit<QualityFix, 'gain'> };
}

function fixOf(code: QualityFix['code'], count?: number, field?: string, label?: string): Omit<QualityFix, 'gain'> {
  return { code, ...(field ? { field } : {}), ...(count !== undefined ? { count } : {}), text: qualityFixText({ code, count }, 'da', label) };
}

const titleOf = (field: z.ZodType | undefined, name: string) => {
  const title = field ? z.globalRegistry.get(field)?.title : undefined;
  return typeof title === 'string' ? title : name;
};

/**
 * A listing's quality score 0-100 and the fixes that raise it most, from its type's schema and its values (the
 * form's or the stored ones). Filling a missing field never lowers it: each part counts only its own fields,
 * and only up.
 */
export function listingQuality(type: ListingTypeName, variant: ListingVariant, values: Values): QualityScore {
  const rules = rulesOf(type, variant);
  const { shape } = rules;
  const parts: Part[] = [];

  // Each missing field is its own fix, worth its share of its part.
  for (const [kind, names] of [
    ['required', rules.required],
    ['recommended', rules.recommended],
  ] as const) {
    const share = names.length ? QUALITY_POINTS[kind] / names.length : 0;
    if (!names.length) parts.push({ points: QUALITY_POINTS[kind] });
    for (const name of names) {
      parts.push(
        filled(shape, name, values)
          ? { points: share }
          : { points: 0, fix: { full: share, make: () => fixOf('field', undefined, name, titleOf(shape[name], name)) } },
      );
    }
  }

  const description = typeof values['description'] === 'string' ? values['description'].trim() : '';
  const length = Math.min(1, description.length / rules.description.length);
  parts.push({
    points: QUALITY_POINTS.descriptionLength * length,
    fix: { full: QUALITY_POINTS.descriptionLength, make: () => fixOf('descriptionLength', rules.description.length) },
  });
  const paragraphs = Math.min(1, paragraphsOf(description) / rules.description.paragraphs);
  // One paragraph is any text at all, which the length's fix already asks for.
  parts.push({
    points: QUALITY_POINTS.descriptionParagraphs * paragraphs,
    ...(rules.description.paragraphs > 1
      ? { fix: { full: QUALITY_POINTS.descriptionParagraphs, make: () => fixOf('descriptionParagraphs', rules.description.paragraphs) } }
      : {}),
  });

  const images = (Array.isArray(values['images']) ? (values['images'] as unknown[]) : []).filter(
    (image): image is QualityImage => typeof image === 'object' && image !== null && typeof (image as QualityImage).url === 'string',
  );
  const missingImages = Math.max(0, rules.images - images.length);
  parts.push({
    points: QUALITY_POINTS.images * Math.min(1, images.length / rules.images),
    fix: { full: QUALITY_POINTS.images, make: () => fixOf('images', missingImages) },
  });
  const large = images.filter((image) => typeof image.width !== 'number' || image.width >= QUALITY_LARGE_IMAGE_WIDTH).length;
  // Only once there are images: more of them is the first fix.
  parts.push({
    points: QUALITY_POINTS.imageSize * Math.min(1, large / rules.images),
    ...(images.length > large ? { fix: { full: QUALITY_POINTS.imageSize, make: () => fixOf('imageSize', QUALITY_LARGE_IMAGE_WIDTH) } } : {}),
  });

  // A cover a viewer cannot judge the premises by costs points of its own, beside what the rule refuses.
  const cover = images[0];
  if (cover?.floorPlan === true || cover?.hasText === true) {
    parts.push({ points: -QUALITY_COVER_COST, fix: { full: 0, make: () => fixOf('coverPhoto') } });
  }

  // A photo of another address misleads a viewer of this one; the broker may have a reason, so it is only a hint.
  if (images.some((image) => image.sharedElsewhere === true)) {
    parts.push({ points: -QUALITY_SHARED_PHOTO_COST, fix: { full: 0, make: () => fixOf('sharedPhoto') } });
  }

  const whole = (points: number, done: boolean, make: () => Omit<QualityFix, 'gain'>): Part => (done ? { points } : { points: 0, fix: { full: points, make } });
  parts.push(whole(QUALITY_POINTS.energyLabel, filled(shape, 'energyLabels', values), () => fixOf('energyLabel')));
  const contact = CONTACT_FIELDS.filter((name) => filled(shape, name, values)).length / CONTACT_FIELDS.length;
  parts.push({ points: QUALITY_POINTS.contact * contact, fix: { full: QUALITY_POINTS.contact, make: () => fixOf('contact') } });
  parts.push(whole(QUALITY_POINTS.advertisedAddress, filled(shape, 'advertisedAddress', values), () => fixOf('advertisedAddress')));
  parts.push(
    whole(QUALITY_POINTS.price, filled(shape, rules.price, values), () => fixOf('price', undefined, rules.price, titleOf(shape[rules.price], rules.price))),
  );

  const raw = parts.reduce((sum, part) => sum + part.points, 0);
  const score = clampScore(raw);
  const fixes = parts
    .flatMap((part) => (part.fix && part.fix.full > part.points ? [{ ...part.fix.make(), gain: clampScore(raw + part.fix.full - part.points) - score }] : []))
    .filter((fix) => fix.gain > 0)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, FIXES_SHOWN);
  return { score, fixes };
}

// Rounded at the end, and with a little slack for floating-point sums of shares.
const clampScore = (points: number) => Math.max(0, Math.min(100, Math.round(points + 1e-9)));
