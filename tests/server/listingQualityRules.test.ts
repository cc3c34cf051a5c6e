import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LISTING_TYPE_NAMES, type ListingTypeName } from '../../schemas/enums';
import { listingObjectSchema, listingTypeHasOffMarket, type ListingVariant } from '../../schemas/listings';
import { listingQuality, QUALITY_IMAGES } from '../../schemas/listings/quality';
import { qualityFixText } from '../../schemas/listingQuality';
import { omit } from '../../server/omit';

const ADDRESS = { id: '6f1d2c1e-3b7a-5c4d-8e9f-0a1b2c3d4e5f', streetName: 'Strandgade', streetNumber: '12', zipCode: '1401', city: 'København K' };
const TYPE_FIELDS: Record<ListingTypeName, Record<string, unknown>> = {
  rental: { yearlyRent: 300_000, yearlyOperatingCost: 40_000, compensation: 100_000 },
  investment: { salesPrice: 10_000_000, yearlyRentalIncome: 800_000, yearlyOperatingCost: 200_000 },
  sales: { salesPrice: 4_000_000, yearlyOperatingCost: 50_000 },
  officespace: { fixedSeating: true, seatsMin: 1, seatsMax: 10, priceMin: 2000, priceMax: 3000, sqMMin: 10, sqMMax: 40, openingHours: 'Hverdage 8-17' },
};

const LONG_DESCRIPTION = [
  'Lyse kontorer med udsigt over havnen. '.repeat(6),
  'Egen indgang og parkering i kælderen. '.repeat(6),
  'Kort vej til metro. '.repeat(6),
].join('\n\n');

/** Every field of the type filled well. */
function complete(type: ListingTypeName, variant: ListingVariant): Record<string, unknown> {
  return {
    title: 'Lyse kontorer ved Nordhavn med havudsigt',
    flashline: 'Havudsigt og egen indgang',
    description: variant === 'offMarket' ? 'Diskret salg' : LONG_DESCRIPTION,
    address: ADDRESS,
    advertisedAddress: { streetName: 'Strandgade', streetNumber: '14' },
    listingtypeSubcategory: 'kontor',
    floorArea: 400,
    secondaryArea: 40,
    groundArea: 900,
    constructionYear: 1998,
    terms: 'Lejen reguleres årligt.',
    externalListingURL: 'https://maegler.example.dk/sag/1',
    accountOwnerListingIdentifierID: 'NE-1',
    shownAccountOwnerListingIdentifierID: 'NE-1',
    energyLabels: ['C'],
    facilities: ['elevator'],
    usageProposals: ['kontor'],
    secondaryUsageProposals: ['lager'],
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@example.dk',
    images: Array.from({ length: QUALITY_IMAGES }, (_, i) => ({ url: `/uploads/billede-${i}.jpg`, width: 2000 })),
    ...TYPE_FIELDS[type],
  };
}

const VARIANTS: [ListingTypeName, ListingVariant][] = LISTING_TYPE_NAMES.flatMap((type) =>
  listingTypeHasOffMarket(type)
    ? ([
        [type, 'standard'],
        [type, 'offMarket'],
      ] as [ListingTypeName, ListingVariant][])
    : ([[type, 'standard']] as [ListingTypeName, ListingVariant][]),
);

describe('the quality score', () => {
  it('gives a complete standard listing 100 and no fixes', () => {
    for (const type of LISTING_TYPE_NAMES) {
      expect(listingQuality(type, 'standard', complete(type, 'standard')), type).toEqual({ score: 100, fixes: [] });
    }
  });

  it('gives an empty listing a low score, its fixes largest first, their gains adding up to what is missing', () => {
    const { score, fixes } = listingQuality('rental', 'standard', {});
    expect(score).toBeLessThan(20);
    expect(fixes.length).toBe(5);
    expect(fixes.map((f) => f.gain)).toEqual([...fixes.map((f) => f.gain)].sort((a, b) => b - a));
    expect(fixes[0]).toMatchObject({ code: 'images', count: QUALITY_IMAGES, text: `Tilføj mindst ${QUALITY_IMAGES} billeder mere` });
  });

  it('says how many images are missing, and what adding them gains', () => {
    const values = { ...complete('rental', 'standard'), images: (complete('rental', 'standard')['images'] as object[]).slice(0, 4) };
    const { score, fixes } = listingQuality('rental', 'standard', values);
    const fix = fixes.find((f) => f.code === 'images');
    expect(fix).toMatchObject({ text: 'Tilføj mindst 2 billeder mere', count: 2 });
    expect(score + (fix?.gain ?? 0)).toBeLessThanOrEqual(100);
    expect(listingQuality('rental', 'standard', complete('rental', 'standard')).score - score).toBeGreaterThanOrEqual(fix?.gain ?? 0);
    expect(qualityFixText({ code: 'images', count: 1 }, 'da')).toBe('Tilføj mindst 1 billede mere');
    expect(qualityFixText({ code: 'images', count: 2 }, 'en')).toBe('Add at least 2 more images');
  });

  it('counts small images, a short description without paragraphs, no energy label, an incomplete contact', () => {
    const full = complete('sales', 'standard');
    const rest = omit(full, 'energyLabels', 'contactEmail');
    const values = { ...rest, description: 'Kort. '.repeat(30), images: (full['images'] as object[]).map((image) => ({ ...image, width: 900 })) };
    const { score, fixes } = listingQuality('sales', 'standard', values);
    expect(score).toBeLessThan(100);
    expect(new Set(fixes.map((f) => f.code))).toEqual(new Set(['imageSize', 'descriptionLength', 'descriptionParagraphs', 'energyLabel', 'contact']));
    expect(fixes.find((f) => f.code === 'imageSize')?.text).toBe('Brug billeder på mindst 1.600 px i bredden');
  });

  it('names a missing recommended or required field by its label, and the price', () => {
    const values = omit(complete('rental', 'standard'), 'constructionYear', 'yearlyRent');
    const { fixes } = listingQuality('rental', 'standard', values);
    expect(fixes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'field', field: 'constructionYear', text: 'Udfyld Opførelsesår' }),
        expect.objectContaining({ code: 'price', field: 'yearlyRent', text: 'Angiv Årlig leje' }),
      ]),
    );
  });

  it("reads a type's own recommended fields from where they are defined", () => {
    const { fixes } = listingQuality('officespace', 'standard', omit(complete('officespace', 'standard'), 'openingHours'));
    expect(fixes).toEqual([expect.objectContaining({ code: 'field', field: 'openingHours', text: 'Udfyld Åbningstider' })]);
    // A flag with its default is never missing, and no field of the type is left unscored.
    expect(listingQuality('officespace', 'standard', omit(complete('officespace', 'standard'), 'fixedSeating')).score).toBe(100);
  });

  it('counts a wrong value as no value', () => {
    const values = complete('rental', 'standard');
    const without = omit(values, 'constructionYear');
    expect(listingQuality('rental', 'standard', { ...values, constructionYear: 12 }).score).toBe(listingQuality('rental', 'standard', without).score);
  });

  describe.each(VARIANTS)('%s (%s): filling a missing field never lowers the score', (type, variant) => {
    const full = complete(type, variant);
    const names = Object.keys(listingObjectSchema(type, variant).shape);
    const present = (keep: boolean[]) => Object.fromEntries(Object.entries(full).filter((_, i) => keep[i]));

    it('with its good value', () => {
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: Object.keys(full).length, maxLength: Object.keys(full).length }), fc.nat(), (keep, pick) => {
          const values = present(keep);
          const missing = Object.keys(full).filter((name) => !(name in values));
          fc.pre(missing.length > 0);
          const name = missing[pick % missing.length]!;
          const before = listingQuality(type, variant, values).score;
          const after = listingQuality(type, variant, { ...values, [name]: full[name] }).score;
          expect(after).toBeGreaterThanOrEqual(before);
        }),
        { numRuns: 300 },
      );
    });

    it('with any value at all', () => {
      fc.assert(
        fc.property(
          fc.array(fc.boolean(), { minLength: Object.keys(full).length, maxLength: Object.keys(full).length }),
          fc.constantFrom(...names),
          fc.anything(),
          (keep, name, value) => {
            const values = present(keep);
            fc.pre(!(name in values));
            const before = listingQuality(type, variant, values).score;
            expect(listingQuality(type, variant, { ...values, [name]: value }).score).toBeGreaterThanOrEqual(before);
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
