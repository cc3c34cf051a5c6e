import { CLOSING_REASONS, LISTING_TYPES, type ListingType } from '../../../schemas/enums';

export const SEED_CLOSING_REASONS: { id: number; key: keyof typeof CLOSING_REASONS; name: string }[] = [
  { id: CLOSING_REASONS.concluded, key: 'concluded', name: 'Udlejet/solgt' },
  { id: CLOSING_REASONS.discontinued, key: 'discontinued', name: 'Afmeldt af anden årsag' },
  { id: CLOSING_REASONS.discontinuedareachange, key: 'discontinuedareachange', name: 'Arealet på adressen er ændret' },
  {
    id: CLOSING_REASONS.discontinuedendofcommission,
    key: 'discontinuedendofcommission',
    name: 'Formidlingsaftalen er ophørt',
  },
  { id: CLOSING_REASONS.notconfirmedcurrent, key: 'notconfirmedcurrent', name: 'Ikke bekræftet aktuel' },
];

export const ENERGY_LABEL_CODES = ['A2020', 'A2015', 'A2010', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyLabelCode = (typeof ENERGY_LABEL_CODES)[number];

export const SEED_ENERGY_LABELS: { id: number; code: EnergyLabelCode; name: string }[] = ENERGY_LABEL_CODES.map((code, i) => ({
  id: i + 1,
  code,
  name: `Energimærke ${code}`,
}));

/** Where a kind of premises is usually found; the listing generator picks addresses to match. */
export type Zone = 'city' | 'industrial';

export interface SeedSubcategory {
  id: number;
  listingType: ListingType;
  key: string;
  name: string;
  zones: Zone[];
  /** The demo image used as cover for listings of this kind. */
  coverImage: string;
}

const { rental, investment, sales, officespace } = LISTING_TYPES;

export const SEED_SUBCATEGORIES: SeedSubcategory[] = [
  { id: 1, listingType: rental, key: 'kontor', name: 'Kontor', zones: ['city', 'industrial'], coverImage: 'kontor-1' },
  { id: 2, listingType: rental, key: 'butik', name: 'Butik', zones: ['city'], coverImage: 'butik-1' },
  { id: 3, listingType: rental, key: 'lager', name: 'Lager', zones: ['industrial'], coverImage: 'lager-1' },
  { id: 4, listingType: rental, key: 'produktion', name: 'Produktion', zones: ['industrial'], coverImage: 'produktion-1' },
  { id: 5, listingType: rental, key: 'klinik', name: 'Klinik', zones: ['city'], coverImage: 'klinik-1' },
  { id: 6, listingType: rental, key: 'showroom', name: 'Showroom', zones: ['city', 'industrial'], coverImage: 'butik-2' },
  { id: 7, listingType: rental, key: 'restaurant', name: 'Restaurant', zones: ['city'], coverImage: 'restaurant-1' },
  { id: 8, listingType: rental, key: 'vaerksted', name: 'Værksted', zones: ['industrial'], coverImage: 'lager-2' },

  { id: 11, listingType: investment, key: 'boligudlejning', name: 'Boligudlejning', zones: ['city'], coverImage: 'facade-1' },
  { id: 12, listingType: investment, key: 'kontor', name: 'Kontor', zones: ['city', 'industrial'], coverImage: 'facade-2' },
  { id: 13, listingType: investment, key: 'butik', name: 'Butik', zones: ['city'], coverImage: 'butik-1' },
  { id: 14, listingType: investment, key: 'lager', name: 'Lager og logistik', zones: ['industrial'], coverImage: 'lager-1' },
  { id: 15, listingType: investment, key: 'blandet', name: 'Blandet bolig og erhverv', zones: ['city'], coverImage: 'facade-1' },
  { id: 16, listingType: investment, key: 'hotel', name: 'Hotel', zones: ['city'], coverImage: 'facade-2' },
  { id: 17, listingType: investment, key: 'grund', name: 'Grund', zones: ['industrial'], coverImage: 'grund-1' },

  { id: 21, listingType: sales, key: 'kontor', name: 'Kontor', zones: ['city', 'industrial'], coverImage: 'facade-2' },
  { id: 22, listingType: sales, key: 'butik', name: 'Butik', zones: ['city'], coverImage: 'butik-1' },
  { id: 23, listingType: sales, key: 'lager', name: 'Lager', zones: ['industrial'], coverImage: 'lager-1' },
  { id: 24, listingType: sales, key: 'produktion', name: 'Produktion', zones: ['industrial'], coverImage: 'produktion-1' },
  { id: 25, listingType: sales, key: 'grund', name: 'Grund', zones: ['industrial'], coverImage: 'grund-1' },
  { id: 26, listingType: sales, key: 'klinik', name: 'Klinik', zones: ['city'], coverImage: 'klinik-1' },
  { id: 27, listingType: sales, key: 'hotel', name: 'Hotel', zones: ['city'], coverImage: 'facade-1' },
  { id: 28, listingType: sales, key: 'restaurant', name: 'Restaurant', zones: ['city'], coverImage: 'restaurant-1' },

  {
    id: 31,
    listingType: officespace,
    key: 'kontorfaellesskab',
    name: 'Kontorfællesskab',
    zones: ['city'],
    coverImage: 'kontorfaellesskab-1',
  },
  { id: 32, listingType: officespace, key: 'kontorhotel', name: 'Kontorhotel', zones: ['city', 'industrial'], coverImage: 'kontor-2' },
  { id: 33, listingType: officespace, key: 'coworking', name: 'Coworking', zones: ['city'], coverImage: 'kontorfaellesskab-1' },
  { id: 34, listingType: officespace, key: 'projektkontor', name: 'Projektkontor', zones: ['city'], coverImage: 'moedelokale-1' },
];

export const SEED_FACILITIES: { id: number; key: string; name: string }[] = [
  { id: 1, key: 'parkering', name: 'Parkering' },
  { id: 2, key: 'elevator', name: 'Elevator' },
  { id: 3, key: 'kantine', name: 'Kantine' },
  { id: 4, key: 'fibernet', name: 'Fibernet' },
  { id: 5, key: 'ladestander', name: 'Ladestander til elbil' },
  { id: 6, key: 'handicapvenlig', name: 'Handicapvenlig adgang' },
  { id: 7, key: 'rampe', name: 'Læsserampe' },
  { id: 8, key: 'port', name: 'Port i terrænniveau' },
  { id: 9, key: 'cykelparkering', name: 'Cykelparkering' },
  { id: 10, key: 'bad', name: 'Bad og omklædning' },
  { id: 11, key: 'ventilation', name: 'Mekanisk ventilation' },
  { id: 12, key: 'koeling', name: 'Køling' },
  { id: 13, key: 'moedelokaler', name: 'Mødelokaler' },
  { id: 14, key: 'reception', name: 'Reception' },
];

export const SEED_USAGE_PROPOSALS: { id: number; key: string; name: string }[] = [
  { id: 1, key: 'kontor', name: 'Kontor' },
  { id: 2, key: 'butik', name: 'Butik' },
  { id: 3, key: 'lager', name: 'Lager' },
  { id: 4, key: 'klinik', name: 'Klinik' },
  { id: 5, key: 'undervisning', name: 'Undervisning' },
  { id: 6, key: 'produktion', name: 'Produktion' },
  { id: 7, key: 'showroom', name: 'Showroom' },
  { id: 8, key: 'restaurant', name: 'Restaurant og café' },
  { id: 9, key: 'fitness', name: 'Fitness' },
  { id: 10, key: 'vaerksted', name: 'Værksted' },
  { id: 11, key: 'liberalt', name: 'Liberalt erhverv' },
];
