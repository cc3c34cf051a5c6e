/**
 * A listing's quality score's fixes as the API answers them and the UI words them, apart from the scoring
 * (schemas/listings/quality.ts), so that the show page and the index need no zod.
 */
export const QUALITY_FIX_CODES = [
  'field',
  'images',
  'imageSize',
  'descriptionLength',
  'descriptionParagraphs',
  'energyLabel',
  'contact',
  'advertisedAddress',
  'price',
  'coverPhoto',
  'sharedPhoto',
] as const;
export type QualityFixCode = (typeof QUALITY_FIX_CODES)[number];

export interface QualityFix {
  code: QualityFixCode;
  /** What the score rises by when this is done. */
  gain: number;
  /** The fix in Danish, e.g. 'Tilføj mindst 2 billeder mere'. */
  text: string;
  /** The field to fill ('field' and 'price'). */
  field?: string | undefined;
  /** How many (images, characters, paragraphs). */
  count?: number | undefined;
}

export interface QualityScore {
  /** 0-100. */
  score: number;
  /** The fixes that raise it most, the largest gain first. */
  fixes: QualityFix[];
}

/** The least score that is not shown as weak (the index's colour and the statistics' weakest listings). */
export const QUALITY_GOOD = 80;

/** What a cover that is a floor plan or shows text costs: the score a listing has without it. */
export const QUALITY_COVER_COST = 10;

/** What a photo also shown on another active listing at another address costs: a hint, the photo is not refused. */
export const QUALITY_SHARED_PHOTO_COST = 5;

/** The smallest image width that counts as large. */
export const QUALITY_LARGE_IMAGE_WIDTH = 1600;

type Texts = Record<QualityFixCode, { one?: string; other: string }>;

/** '%{field}' is the field's label, '%{n}' the count. */
export const QUALITY_FIX_TEXTS: { da: Texts; en: Texts } = {
  da: {
    field: { other: 'Udfyld %{field}' },
    images: { one: 'Tilføj mindst 1 billede mere', other: 'Tilføj mindst %{n} billeder mere' },
    imageSize: { other: 'Brug billeder på mindst %{n} px i bredden' },
    descriptionLength: { other: 'Skriv en længere beskrivelse (mindst %{n} tegn)' },
    descriptionParagraphs: { other: 'Del beskrivelsen op i mindst %{n} afsnit' },
    energyLabel: { other: 'Angiv energimærke' },
    contact: { other: 'Udfyld kontaktpersonens navn, telefon og e-mail' },
    advertisedAddress: { other: 'Angiv en annonceret adresse' },
    price: { other: 'Angiv %{field}' },
    coverPhoto: { other: 'Vælg et foto uden tekst som forsidebillede' },
    sharedPhoto: { other: 'Samme billede bruges på en anden annonce med en anden adresse: brug fotos af netop denne ejendom' },
  },
  en: {
    field: { other: 'Fill in %{field}' },
    images: { one: 'Add at least 1 more image', other: 'Add at least %{n} more images' },
    imageSize: { other: 'Use images at least %{n} px wide' },
    descriptionLength: { other: 'Write a longer description (at least %{n} characters)' },
    descriptionParagraphs: { other: 'Split the description into at least %{n} paragraphs' },
    energyLabel: { other: 'Add the energy label' },
    contact: { other: "Complete the contact person's name, phone and e-mail" },
    advertisedAddress: { other: 'Add an advertised address' },
    price: { other: 'Add %{field}' },
    coverPhoto: { other: 'Choose a photo without text as the cover' },
    sharedPhoto: { other: 'The same photo is used on another listing with a different address: use photos of this property' },
  },
};

/** A fix in a locale; `label` is the field's label in it. Numbers as the locale writes them. */
export function qualityFixText(fix: Pick<QualityFix, 'code' | 'count'>, locale: 'da' | 'en', label = ''): string {
  const texts = QUALITY_FIX_TEXTS[locale][fix.code];
  const template = fix.count === 1 && texts.one ? texts.one : texts.other;
  const n = fix.count === undefined ? '' : new Intl.NumberFormat(locale === 'da' ? 'da-DK' : 'en-GB').format(fix.count);
  return template.replace('%{n}', n).replace('%{field}', label);
}
