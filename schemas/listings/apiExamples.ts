/*
 * The examples the OpenAPI document gives for the listing bodies (POST /listings, PUT /listings/by-case-number/{caseNumber})
 * and the feed import: a listing of the demo account "Nordhavn Erhvervsmægler ApS" (account 1) at an address of the
 * demo address register, as docs/integration.md walks through them. The document's lint checks each against its schema.
 */

/** An OpenAPI Example Object by name; @fastify/swagger moves a schema's `x-examples` to its media type's `examples`. */
type Examples = Record<string, { summary: string; value: unknown }>;

const ADDRESS = {
  id: '45b46ed5-ca5a-5cfa-9b2e-71811d38f46e',
  streetName: 'Sundkrogsgade',
  streetNumber: '21',
  zipCode: '2150',
  city: 'Nordhavn',
  latitude: 55.707582,
  longitude: 12.596604,
};

const CONTACT = { contactName: 'Mette Nordahl', contactPhone: '+45 33 12 34 56', contactEmail: 'mette@nordhavn-erhverv.dk' };

const DESCRIPTION =
  'Lyse og velindrettede kontorlokaler på 2. sal med udsigt over havnen, egen indgang og tekøkken. ' +
  'Lejemålet har adgang til fælles mødelokaler og kantine, og metroen ligger 300 meter fra døren.';

const rental = {
  accountId: 1,
  listingType: 1,
  title: 'Kontorlejemål på 250 m² i Nordhavn',
  flashline: 'Havudsigt og egen indgang',
  description: DESCRIPTION,
  address: ADDRESS,
  listingtypeSubcategory: 'kontor',
  floorArea: 250,
  yearlyRent: 450000,
  yearlyOperatingCost: 62500,
  facilities: ['elevator', 'kantine', 'moedelokaler'],
  energyLabels: ['C'],
  ...CONTACT,
  images: ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `https://billeder.nordhavn-erhverv.dk/sag-101/${name}.jpg` })),
};

const officespace = {
  accountId: 1,
  listingType: 4,
  title: 'Faste pladser i kontorfællesskab i Nordhavn',
  flashline: 'Skriveborde med havudsigt',
  description: DESCRIPTION,
  address: ADDRESS,
  listingtypeSubcategory: 'kontorfaellesskab',
  floorArea: 400,
  fixedSeating: true,
  seatsMin: 1,
  seatsMax: 12,
  priceMin: 2500,
  priceMax: 3500,
  sqMMin: 8,
  sqMMax: 20,
  ...CONTACT,
};

/** POST /listings and PUT /listings/by-case-number/{caseNumber}. */
export const LISTING_BODY_EXAMPLES: Examples = {
  activated: {
    summary: 'A rental listing with its three pictures by URL, published at once (activate: true)',
    value: { ...rental, activate: true },
  },
  draft: {
    summary: 'An office-space listing kept as a draft (pending) until its pictures are ready',
    value: officespace,
  },
};

/** POST /listings/import as JSON: each row with its case number; the account is the query's. */
export const IMPORT_EXAMPLES: Examples = {
  feed: {
    summary: 'Two listings of a feed, each upserted by its case number',
    value: [
      { ...rental, accountOwnerListingIdentifierID: 'SAG-101', activate: true },
      { ...officespace, accountOwnerListingIdentifierID: 'SAG-102' },
    ],
  },
};

/** POST /listings/import as CSV: the schema's field names as the header, ';' separated, Danish numbers. */
export const IMPORT_CSV_EXAMPLES: Examples = {
  feed: {
    summary: 'The same rental listing as a line of CSV',
    value: [
      'accountOwnerListingIdentifierID;listingType;title;flashline;description;address.id;listingtypeSubcategory;floorArea;yearlyRent;facilities;images;contactName;contactPhone;contactEmail;activate',
      `SAG-101;1;${rental.title};${rental.flashline};"${DESCRIPTION}";${ADDRESS.id};kontor;250;450.000;elevator|kantine|moedelokaler;${rental.images.map((image) => image.url).join(' ')};${CONTACT.contactName};${CONTACT.contactPhone};${CONTACT.contactEmail};ja`,
      '',
    ].join('\n'),
  },
};
