import { defineListingType } from './listingTypeDefinition';

/*
 * The listing types (SPEC 3), in the order the house lists them: one definition each. Their zod fields
 * are in schemas/listings/<key>.ts. How to add a type: docs/listing-types.md.
 */

export const rental = defineListingType({
  id: 1,
  key: 'rental',
  permission: 'rentalListing',
  icon: 'storefront',
  name: { da: 'Lejemål', en: 'Rental' },
  description: {
    da: 'Erhvervslejemål til udlejning: kontor, butik, lager, produktion m.m.',
    en: 'Commercial premises for rent: office, retail, warehouse, production and more.',
  },
  labels: {
    yearlyRent: { da: 'Årlig leje', en: 'Yearly rent' },
    yearlyOperatingCost: { da: 'Årlige driftsudgifter', en: 'Yearly operating cost' },
    compensation: { da: 'Afståelsespris', en: 'Compensation' },
  },
  section: 'economy',
  offMarket: true,
  price: { field: 'yearlyRent', da: '%{amount} kr./år', en: 'DKK %{amount}/year' },
  keyFigures: [
    ['yearlyRent', 'kroner'],
    ['yearlyOperatingCost', 'kroner'],
    ['compensation', 'kroner'],
    ['floorArea', 'area'],
  ],
  searchAgent: { priceRange: 'rent', mailName: 'Lejemål', mailPrice: 'Årlig leje %{amount}' },
  benchmark: {
    perArea: true,
    measure: { da: 'Lejen pr. m²', en: 'Rent per m²' },
    unit: { da: 'kr./m²/år', en: 'DKK/m²/year' },
    comparables: { da: '%{subcategory}lejemål', en: '%{subcategory} rentals', compound: true },
  },
});

export const investment = defineListingType({
  id: 2,
  key: 'investment',
  permission: 'investmentListing',
  icon: 'trendingUp',
  name: { da: 'Investering', en: 'Investment' },
  description: { da: 'Udlejede ejendomme til salg som investering, med afkast.', en: 'Let properties for sale as investments, with their return.' },
  labels: {
    salesPrice: { da: 'Salgspris', en: 'Sales price' },
    yearlyRentalIncome: { da: 'Årlig lejeindtægt', en: 'Yearly rental income' },
    yearlyOperatingCost: { da: 'Årlige driftsudgifter', en: 'Yearly operating cost' },
    returnPercent: { da: 'Afkast', en: 'Return' },
  },
  section: 'economy',
  offMarket: true,
  price: { field: 'salesPrice', da: '%{amount} kr.', en: 'DKK %{amount}' },
  keyFigures: [
    ['salesPrice', 'kroner'],
    ['yearlyRentalIncome', 'kroner'],
    ['yearlyOperatingCost', 'kroner'],
    ['returnPercent', 'percent'],
    ['floorArea', 'area'],
  ],
  searchAgent: { priceRange: 'price', mailName: 'Investeringsejendom', mailPrice: 'Pris %{amount}' },
  benchmark: {
    perArea: true,
    measure: { da: 'Prisen pr. m²', en: 'Price per m²' },
    unit: { da: 'kr./m²', en: 'DKK/m²' },
    comparables: { da: 'investeringsejendomme (%{subcategory})', en: 'investment properties (%{subcategory})', compound: false },
  },
});

export const sales = defineListingType({
  id: 3,
  key: 'sales',
  permission: 'salesListing',
  icon: 'sell',
  name: { da: 'Salg', en: 'Sales' },
  description: { da: 'Erhvervsejendomme og grunde til salg.', en: 'Commercial properties and plots for sale.' },
  labels: {
    salesPrice: { da: 'Salgspris', en: 'Sales price' },
    yearlyOperatingCost: { da: 'Årlige driftsudgifter', en: 'Yearly operating cost' },
  },
  section: 'economy',
  offMarket: true,
  price: { field: 'salesPrice', da: '%{amount} kr.', en: 'DKK %{amount}' },
  keyFigures: [
    ['salesPrice', 'kroner'],
    ['yearlyOperatingCost', 'kroner'],
    ['floorArea', 'area'],
  ],
  searchAgent: { priceRange: 'price', mailName: 'Salgsejendom', mailPrice: 'Pris %{amount}' },
  benchmark: {
    perArea: true,
    measure: { da: 'Prisen pr. m²', en: 'Price per m²' },
    unit: { da: 'kr./m²', en: 'DKK/m²' },
    comparables: { da: 'ejendomme til salg (%{subcategory})', en: 'properties for sale (%{subcategory})', compound: false },
  },
});

export const officespace = defineListingType({
  id: 4,
  key: 'officespace',
  permission: 'officeSpaceListing',
  icon: 'groups',
  name: { da: 'Kontorfællesskab', en: 'Office space' },
  description: { da: 'Pladser i kontorfællesskaber, kontorhoteller og coworking.', en: 'Seats in office communities, business centres and coworking.' },
  labels: {
    fixedSeating: { da: 'Faste pladser', en: 'Fixed desks' },
    flexibleSeating: { da: 'Flekspladser', en: 'Flexible desks' },
    officeSeating: { da: 'Egne kontorer', en: 'Private offices' },
    seatsMin: { da: 'Pladser fra', en: 'Seats from' },
    seatsMax: { da: 'Pladser til', en: 'Seats to' },
    priceMin: { da: 'Pris fra', en: 'Price from' },
    priceMax: { da: 'Pris til', en: 'Price to' },
    sqMMin: { da: 'Areal fra', en: 'Area from' },
    sqMMax: { da: 'Areal til', en: 'Area to' },
    openingHours: { da: 'Åbningstider', en: 'Opening hours' },
  },
  section: 'officespace',
  // Seats in a community are not sold off-market (SPEC 3).
  offMarket: false,
  price: { field: 'priceMin', da: 'Fra %{amount} kr./md.', en: 'From DKK %{amount}/month' },
  keyFigures: [
    ['priceMin', 'kroner'],
    ['priceMax', 'kroner'],
    ['seatsMin', 'count'],
    ['seatsMax', 'count'],
    ['floorArea', 'area'],
  ],
  searchAgent: { priceRange: null, mailName: 'Kontorfællesskab', mailPrice: 'Fra %{amount} pr. plads pr. måned' },
  // The price is per seat and month, the floor area the whole community's: compared as it stands.
  benchmark: {
    perArea: false,
    measure: { da: 'Prisen pr. plads', en: 'The price per desk' },
    unit: { da: 'kr./md.', en: 'DKK/month' },
    comparables: { da: 'kontorfællesskaber (%{subcategory})', en: 'office spaces (%{subcategory})', compound: false },
  },
});

export const LISTING_TYPE_REGISTRY = [rental, investment, sales, officespace] as const;
