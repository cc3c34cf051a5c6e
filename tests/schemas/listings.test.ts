import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../schemas/fields';
import { LISTING_TYPE_NAMES, type ListingTypeName } from '../../schemas/enums';
import { computeReturnPercent, listingHints, listingSchema, listingTypeHasOffMarket, NUMBER_LIMITS, type ListingVariant } from '../../schemas/listings';
import { generateListings } from '../../server/db/seed/listings';

const ADDRESS = { id: '6f1d2c1e-3b7a-5c4d-8e9f-0a1b2c3d4e5f', streetName: 'Strandgade', streetNumber: '12', zipCode: '1401', city: 'København K' };
const TYPE_FIELDS: Record<ListingTypeName, Record<string, unknown>> = {
  rental: { yearlyRent: 300_000 },
  investment: { salesPrice: 10_000_000, yearlyRentalIncome: 800_000, yearlyOperatingCost: 200_000 },
  sales: { salesPrice: 4_000_000 },
  officespace: { fixedSeating: true, seatsMin: 1, seatsMax: 10, priceMin: 2000, priceMax: 3000, sqMMin: 10, sqMMax: 40 },
};

const VARIANTS: [ListingTypeName, ListingVariant][] = LISTING_TYPE_NAMES.flatMap((type) =>
  listingTypeHasOffMarket(type)
    ? ([
        [type, 'standard'],
        [type, 'offMarket'],
      ] as [ListingTypeName, ListingVariant][])
    : ([[type, 'standard']] as [ListingTypeName, ListingVariant][]),
);

function valid(type: ListingTypeName, variant: ListingVariant): Record<string, unknown> {
  return {
    title: 'T'.repeat(40),
    flashline: 'F'.repeat(30),
    description: variant === 'offMarket' ? 'Diskret salg' : 'D'.repeat(150),
    address: ADDRESS,
    listingtypeSubcategory: 'kontor',
    floorArea: 100,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@example.dk',
    images: Array.from({ length: variant === 'offMarket' ? 1 : 3 }, (_, i) => ({ url: `https://billeder.example.dk/${i}.jpg` })),
    ...TYPE_FIELDS[type],
  };
}

function errorsOf(type: ListingTypeName, variant: ListingVariant, overrides: Record<string, unknown>): Record<string, string> {
  const result = listingSchema(type, variant).safeParse({ ...valid(type, variant), ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/uploads/billede-${i}.jpg` }));

describe.each(VARIANTS)('%s listing (%s)', (type, variant) => {
  const check = (overrides: Record<string, unknown>) => errorsOf(type, variant, overrides);

  it('accepts a complete listing', () => {
    expect(check({})).toEqual({});
  });

  it('title 20-128', () => {
    const message = 'Titel skal være mellem 20 og 128 tegn';
    expect(check({ title: 'x'.repeat(19) })).toEqual({ title: message });
    expect(check({ title: 'x'.repeat(20) })).toEqual({});
    expect(check({ title: 'x'.repeat(128) })).toEqual({});
    expect(check({ title: 'x'.repeat(129) })).toEqual({ title: message });
    expect(check({ title: undefined })).toEqual({ title: 'Titel er krævet' });
    expect(check({ title: '   ' })).toEqual({ title: 'Titel er krævet' });
  });

  it('flashline 10-60', () => {
    const message = 'Blikfang skal være mellem 10 og 60 tegn';
    expect(check({ flashline: 'x'.repeat(9) })).toEqual({ flashline: message });
    expect(check({ flashline: 'x'.repeat(10) })).toEqual({});
    expect(check({ flashline: 'x'.repeat(60) })).toEqual({});
    expect(check({ flashline: 'x'.repeat(61) })).toEqual({ flashline: message });
  });

  if (variant === 'offMarket') {
    it('description at most 60, images at most 1', () => {
      expect(check({ description: 'x'.repeat(60) })).toEqual({});
      expect(check({ description: 'x'.repeat(61) })).toEqual({ description: 'Beskrivelse må højst være 60 tegn' });
      expect(check({ images: [] })).toEqual({});
      expect(check({ images: images(1) })).toEqual({});
      expect(check({ images: images(2) })).toEqual({ images: 'Antal billeder må højst være 1' });
    });
  } else {
    it('description at least 100, images 3-10', () => {
      expect(check({ description: 'x'.repeat(99) })).toEqual({ description: 'Beskrivelse skal være mellem 100 og 20.000 tegn' });
      expect(check({ description: 'x'.repeat(100) })).toEqual({});
      const count = 'Antal billeder skal være mellem 3 og 10';
      expect(check({ images: images(2) })).toEqual({ images: count });
      expect(check({ images: images(3) })).toEqual({});
      expect(check({ images: images(10) })).toEqual({});
      expect(check({ images: images(11) })).toEqual({ images: count });
    });
  }

  it('externalListingURL at most 300 and valid; terms optional', () => {
    const base = 'https://example.dk/';
    expect(check({ externalListingURL: base + 'x'.repeat(300 - base.length) })).toEqual({});
    expect(check({ externalListingURL: base + 'x'.repeat(301 - base.length) })).toEqual({ externalListingURL: 'Link til annoncen må højst være 300 tegn' });
    expect(check({ externalListingURL: 'www.example.dk' })).toEqual({ externalListingURL: 'Link til annoncen skal være korrekt' });
    expect(check({ externalListingURL: '' })).toEqual({});
    expect(check({ terms: '' })).toEqual({});
    expect(check({ terms: 'x'.repeat(4001) })).toEqual({ terms: 'Vilkår må højst være 4000 tegn' });
  });

  it('phone numbers need a country code', () => {
    const message = 'Kontaktpersonens telefon skal være korrekt (med landekode, fx +45)';
    expect(check({ contactPhone: '33 12 34 56' })).toEqual({ contactPhone: message });
    expect(check({ contactPhone: '+4533123456' })).toEqual({});
    expect(check({ contactPhone: '+45 33 12 34 56' })).toEqual({});
    expect(check({ contactEmail: 'ikke-en-mail' })).toEqual({ contactEmail: 'Kontaktpersonens e-mail skal være korrekt' });
  });

  it('areas are positive, and at least 1 m²', () => {
    expect(check({ floorArea: 0 })).toEqual({ floorArea: 'Etageareal skal være positiv' });
    expect(check({ floorArea: 0.5 })).toEqual({ floorArea: 'Etageareal skal være mellem 1 og 1.000.000' });
    expect(check({ floorArea: 5e-324 })).toEqual({ floorArea: 'Etageareal skal være mellem 1 og 1.000.000' });
    expect(check({ floorArea: 1 })).toEqual({});
    expect(check({ secondaryArea: -1 })).toEqual({ secondaryArea: 'Sekundært areal skal være positiv' });
    expect(check({ groundArea: 0 })).toEqual({ groundArea: 'Grundareal skal være positiv' });
    expect(check({ secondaryArea: '' })).toEqual({});
  });

  it('an image is there once only, and is a URL or a served path', () => {
    expect(check({ images: [...images(2), { url: '/uploads/billede-0.jpg' }] })['images.2.url']).toBe('Billedet findes allerede');
    expect(check({ images: [{ url: 'ftp://x/y.jpg' }, ...images(2)] })['images.0.url']).toBe('Billedets URL skal være korrekt');
  });

  it('needs an address from the register; an advertised address has no zip code or city', () => {
    expect(check({ address: undefined })).toEqual({ address: 'Adresse er krævet' });
    expect(check({ address: { ...ADDRESS, id: 'Strandgade 12' } })).toEqual({ 'address.id': 'Adresse skal være korrekt' });
    const parsed = listingSchema(type, variant).parse({
      ...valid(type, variant),
      advertisedAddress: { streetName: 'Havnegade', streetNumber: '3', floor: '2', zipCode: '9999', city: 'X' },
    });
    expect(parsed.advertisedAddress).toEqual({ streetName: 'Havnegade', streetNumber: '3', floor: '2' });
    expect(check({ advertisedAddress: { streetName: 'Havnegade' } })).toEqual({ 'advertisedAddress.streetNumber': 'Annonceret husnummer er krævet' });
    expect(
      listingSchema(type, variant).parse({ ...valid(type, variant), advertisedAddress: { streetName: '', streetNumber: '' } }).advertisedAddress,
    ).toBeUndefined();
  });

  it('names every bad field at once', () => {
    const errors = check({ title: 'kort', flashline: 'kort', contactPhone: '1234', floorArea: -1 });
    expect(Object.keys(errors).sort()).toEqual(['contactPhone', 'flashline', 'floorArea', 'title']);
  });
});

describe('type fields', () => {
  it('rental: yearly rent required and positive, compensation optional', () => {
    expect(errorsOf('rental', 'standard', { yearlyRent: undefined })).toEqual({ yearlyRent: 'Årlig leje er krævet' });
    expect(errorsOf('rental', 'standard', { yearlyRent: 0 })).toEqual({ yearlyRent: 'Årlig leje skal være positiv' });
    expect(errorsOf('rental', 'standard', { compensation: -1 })).toEqual({ compensation: 'Afståelsespris skal være positiv' });
    expect(errorsOf('rental', 'offMarket', { yearlyRent: 0 })).toEqual({ yearlyRent: 'Årlig leje skal være positiv' });
  });

  it('sales and investment: price positive', () => {
    expect(errorsOf('sales', 'standard', { salesPrice: 0 })).toEqual({ salesPrice: 'Salgspris skal være positiv' });
    expect(errorsOf('investment', 'offMarket', { yearlyRentalIncome: 0 })).toEqual({ yearlyRentalIncome: 'Årlig lejeindtægt skal være positiv' });
  });

  it('investment: returnPercent is computed and cannot be typed in', () => {
    const parsed = listingSchema('investment').parse({ ...valid('investment', 'standard'), returnPercent: 42 });
    expect(parsed.returnPercent).toBe(6);
    expect(computeReturnPercent({ salesPrice: 3_000_000, yearlyRentalIncome: 250_000, yearlyOperatingCost: 50_000 })).toBe(6.67);
    expect(computeReturnPercent({ salesPrice: 1_000_000, yearlyRentalIncome: 50_000, yearlyOperatingCost: 80_000 })).toBe(-3);
    expect(computeReturnPercent({ salesPrice: 1_000_000, yearlyRentalIncome: 50_000 })).toBeUndefined();
    const input = z.toJSONSchema(listingSchema('investment'), { target: 'draft-7', io: 'input' }) as { properties: Record<string, unknown> };
    expect(input.properties).not.toHaveProperty('returnPercent');
    expect(listingHints('investment').computed).toHaveProperty('returnPercent');
  });

  it('every number up to its ceiling, said with Danish digit grouping; nothing non-finite', () => {
    const ceilings: [ListingTypeName, string, number, string][] = [
      ['rental', 'floorArea', NUMBER_LIMITS.area, 'Etageareal må højst være 1.000.000'],
      ['rental', 'secondaryArea', NUMBER_LIMITS.area, 'Sekundært areal må højst være 1.000.000'],
      ['rental', 'groundArea', NUMBER_LIMITS.groundArea, 'Grundareal må højst være 100.000.000'],
      ['rental', 'yearlyRent', NUMBER_LIMITS.yearlyAmount, 'Årlig leje må højst være 10.000.000.000'],
      ['rental', 'compensation', NUMBER_LIMITS.price, 'Afståelsespris må højst være 100.000.000.000'],
      ['sales', 'salesPrice', NUMBER_LIMITS.price, 'Salgspris må højst være 100.000.000.000'],
      ['sales', 'yearlyOperatingCost', NUMBER_LIMITS.yearlyAmount, 'Årlige driftsudgifter må højst være 10.000.000.000'],
      ['investment', 'yearlyRentalIncome', NUMBER_LIMITS.yearlyAmount, 'Årlig lejeindtægt må højst være 10.000.000.000'],
      ['officespace', 'priceMax', NUMBER_LIMITS.monthlyPrice, 'Pris til må højst være 10.000.000'],
      ['officespace', 'sqMMax', NUMBER_LIMITS.area, 'Areal til må højst være 1.000.000'],
      ['officespace', 'seatsMax', NUMBER_LIMITS.seats, 'Pladser til skal være mellem 1 og 10.000'],
    ];
    for (const [type, field, max, message] of ceilings) {
      expect(errorsOf(type, 'standard', { [field]: max }), field).toEqual({});
      expect(errorsOf(type, 'standard', { [field]: max + 1 }), field).toEqual({ [field]: message });
      for (const value of [2 ** 63, 1e308, Infinity, -Infinity, NaN])
        expect(errorsOf(type, 'standard', { [field]: value }), `${field} ${value}`).toHaveProperty(field);
    }
    expect(errorsOf('rental', 'standard', { constructionYear: 2101 })).toEqual({ constructionYear: 'Opførelsesår skal være mellem 1500 og 2100' });
    // A price of a fraction of a krone would make the return infinite: it is then not computed.
    expect(computeReturnPercent({ salesPrice: 1e-300, yearlyRentalIncome: 1e10, yearlyOperatingCost: 1 })).toBeUndefined();
  });

  it('office space: ranges from ≤ to, a kind of seat, no off-market variant', () => {
    expect(errorsOf('officespace', 'standard', { seatsMin: 5, seatsMax: 4 })).toEqual({ seatsMax: 'Pladser til må ikke være mindre end pladser fra' });
    expect(errorsOf('officespace', 'standard', { seatsMin: 5, seatsMax: 5 })).toEqual({});
    expect(errorsOf('officespace', 'standard', { priceMin: 3000, priceMax: 2999 })).toEqual({ priceMax: 'Pris til må ikke være mindre end pris fra' });
    expect(errorsOf('officespace', 'standard', { sqMMin: 41 })).toEqual({ sqMMax: 'Areal til må ikke være mindre end areal fra' });
    expect(errorsOf('officespace', 'standard', { seatsMin: 0 })).toEqual({ seatsMin: 'Pladser fra skal være mellem 1 og 10.000' });
    expect(errorsOf('officespace', 'standard', { seatsMin: 2.5 })).toEqual({ seatsMin: 'Pladser fra skal være korrekt' });
    expect(errorsOf('officespace', 'standard', { fixedSeating: false })).toEqual({ fixedSeating: 'Pladstype er krævet' });
    // A bad field and a cross-field rule are both named.
    expect(errorsOf('officespace', 'standard', { title: 'kort', seatsMin: 9, seatsMax: 3 })).toEqual({
      title: 'Titel skal være mellem 20 og 128 tegn',
      seatsMax: 'Pladser til må ikke være mindre end pladser fra',
    });
    expect(() => listingSchema('officespace', 'offMarket')).toThrow();
  });
});

describe('the demo listings', () => {
  it('every one passes the schema of its type and variant', () => {
    const { listings, images } = generateListings();
    const names: ListingTypeName[] = ['rental', 'investment', 'sales', 'officespace'];
    for (const l of listings) {
      const type = names[l.listingType - 1]!;
      const own = images.filter((i) => i.listingId === l.id).map((i) => ({ url: i.url }));
      const result = listingSchema(type, l.offMarket ? 'offMarket' : 'standard').safeParse({ ...l.fields, title: l.title, images: own });
      expect(result.success ? {} : fieldErrors(result.error), `listing ${l.id}`).toEqual({});
    }
  });
});
