import {
  ACCOUNT_TYPES,
  LISTING_STATUSES,
  LISTING_TYPE_NAMES,
  LISTING_TYPE_PERMISSION,
  LISTING_TYPES,
  type ListingStatus,
  type ListingType,
} from '../../../schemas/enums';
import { listingTypeById } from '../../../schemas/listingTypes';
import type { listingImages, listings } from '../schema';
import { ENERGY_LABEL_CODES, SEED_SUBCATEGORIES, type EnergyLabelCode, type SeedSubcategory } from './meta';
import { ACCOUNT_IDS, SEED_ACCOUNTS, SEED_NOW, type SeedAccount } from './personas';
import { registerAddress, type SeedAddress } from './addresses';
import { placesIn, type Place, type Region } from './places';
import { Rng, roundTo } from './random';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../root';
import { contentHashOf } from '../../services/images';

export type SeedListingRow = typeof listings.$inferInsert & { id: number; createdAt: Date; updatedAt: Date };
export type SeedListingImageRow = typeof listingImages.$inferInsert & { id: number };

/** The demo pictures the server serves under /demo-images/<name>.jpg. */
export const DEMO_IMAGE_NAMES = [
  'kontor-1',
  'kontor-2',
  'kontor-3',
  'moedelokale-1',
  'kontorfaellesskab-1',
  'butik-1',
  'butik-2',
  'restaurant-1',
  'klinik-1',
  'lager-1',
  'lager-2',
  'produktion-1',
  'grund-1',
  'facade-1',
  'facade-2',
] as const;
/**
 * The demo floor plan, shown among a listing's later pictures and as the cover of one draft, where the cover rule
 * (SPEC 5) refuses its activation. Not made by scripts/make-demo-images.ts: drawn once from the checker's test set.
 */
export const DEMO_FLOOR_PLAN = 'plantegning-1';
export const DEMO_IMAGE_WIDTH = 1600;
export const DEMO_IMAGE_HEIGHT = 1067;
export const demoImageUrl = (name: string): string => `/demo-images/${name}.jpg`;
/** The demo listings' pictures, shipped with the seed. */
export const DEMO_IMAGE_DIR = join(PROJECT_ROOT, 'server', 'db', 'seed', 'demo-images');

const DAY_MS = 24 * 60 * 60 * 1000;
const { rental, investment, sales, officespace } = LISTING_TYPES;

/** How many listings each account gets and where; accounts without listing permissions get none. */
interface AccountPlan {
  accountId: number;
  count: number;
  regions: (readonly [Region, number])[];
  /** Subcategory keys this account mostly advertises (a municipality sells building plots). */
  favourites?: string[];
}

const PLAN: AccountPlan[] = [
  {
    accountId: ACCOUNT_IDS.nordhavn,
    count: 150,
    regions: [
      ['copenhagen', 4],
      ['all', 1],
    ],
  },
  { accountId: ACCOUNT_IDS.lilleUdlejer, count: 12, regions: [['odense', 1]], favourites: ['kontor', 'butik', 'lager'] },
  { accountId: ACCOUNT_IDS.premium, count: 50, regions: [['all', 1]] },
  { accountId: ACCOUNT_IDS.aarhusKommune, count: 20, regions: [['aarhus', 1]], favourites: ['grund', 'kontor', 'lager'] },
  { accountId: ACCOUNT_IDS.vesterbro, count: 40, regions: [['copenhagen', 1]], favourites: ['butik', 'klinik', 'restaurant'] },
  { accountId: ACCOUNT_IDS.fynTrekant, count: 28, regions: [['fyn-trekant', 1]] },
];

const TYPE_WEIGHTS: Record<ListingType, number> = { [rental]: 45, [investment]: 15, [sales]: 20, [officespace]: 20 };

/** Mostly active, a few of every other state, so every list filter and action has something to show. */
const STATUS_WEIGHTS: (readonly [ListingStatus, number])[] = [
  [LISTING_STATUSES.pending, 8],
  [LISTING_STATUSES.active, 55],
  [LISTING_STATUSES.inactive, 10],
  [LISTING_STATUSES.quarantine, 4],
  [LISTING_STATUSES.closed, 12],
  [LISTING_STATUSES.archived, 7],
  [LISTING_STATUSES.deleted, 4],
];

type Group = 'office' | 'retail' | 'industrial';

/** Per kind of premises: its group, floor area range (m²; ground area for plots) and how titles name it. */
interface Kind {
  group: Group;
  area: [number, number];
  /** Rental title compound, e.g. 'kontorlejemål'. */
  lease: string;
  /** Sales/investment title compound, e.g. 'kontorejendom'. */
  property: string;
  /** Capitalised noun for titles that start with the kind. */
  noun: string;
  /** Yearly rent per m² (DKK). */
  rent: [number, number];
  /** Sales price per m² (DKK). */
  pricePerSqm: [number, number];
  features: string[];
  detail: string;
}

const KINDS: Record<string, Kind> = {
  kontor: {
    group: 'office',
    area: [80, 2500],
    lease: 'kontorlejemål',
    property: 'kontorejendom',
    noun: 'Kontor',
    rent: [850, 2100],
    pricePerSqm: [9000, 32000],
    features: ['med stor tagterrasse', 'med åbne kontormiljøer', 'med kantine i huset', 'med flot reception'],
    detail: 'Lokalerne er indrettet med en blanding af åbne kontormiljøer, mødelokaler og stillerum, og der er adgang til tekøkken og toiletter.',
  },
  butik: {
    group: 'retail',
    area: [45, 600],
    lease: 'butikslejemål',
    property: 'butiksejendom',
    noun: 'Butik',
    rent: [1100, 3600],
    pricePerSqm: [10000, 30000],
    features: ['med stort facadeparti', 'på hjørnegrund', 'med god synlighed fra gaden'],
    detail: 'Butikken har stort facadeparti mod gaden, god synlighed og plads til lager i baglokalet.',
  },
  lager: {
    group: 'industrial',
    area: [300, 6000],
    lease: 'lagerlejemål',
    property: 'lagerejendom',
    noun: 'Lager',
    rent: [375, 700],
    pricePerSqm: [3500, 9000],
    features: ['med læsserampe', 'med høj loftshøjde', 'med port i terræn', 'tæt på motorvejen'],
    detail: 'Lageret har en fri loftshøjde på op til 7 meter, port i terræn samt læsserampe, og der er gode til- og frakørselsforhold for lastbiler.',
  },
  produktion: {
    group: 'industrial',
    area: [400, 8000],
    lease: 'produktionslejemål',
    property: 'produktionsejendom',
    noun: 'Produktionslokale',
    rent: [400, 750],
    pricePerSqm: [3500, 8000],
    features: ['med kranbane', 'med høj loftshøjde', 'med kraftig el-installation'],
    detail: 'Produktionshallen har stor fri gulvflade, kraftig el-installation og mulighed for kranbane.',
  },
  klinik: {
    group: 'office',
    area: [70, 400],
    lease: 'kliniklejemål',
    property: 'klinikejendom',
    noun: 'Klinik',
    rent: [950, 1900],
    pricePerSqm: [12000, 28000],
    features: ['med elevator og handicapadgang', 'med venteværelse', 'i sundhedshus'],
    detail: 'Lokalerne er velegnede til klinik med venteværelse, behandlingsrum og handicapvenlig adgang via elevator.',
  },
  showroom: {
    group: 'retail',
    area: [150, 1500],
    lease: 'showroomlejemål',
    property: 'showroomejendom',
    noun: 'Showroom',
    rent: [700, 1500],
    pricePerSqm: [7000, 16000],
    features: ['med store vinduespartier', 'med god eksponering', 'ved indfaldsvej'],
    detail: 'Store vinduespartier giver masser af dagslys og god eksponering af varer og produkter.',
  },
  restaurant: {
    group: 'retail',
    area: [80, 450],
    lease: 'restaurantlejemål',
    property: 'restaurantejendom',
    noun: 'Restaurant',
    rent: [1200, 3000],
    pricePerSqm: [12000, 30000],
    features: ['med udeservering', 'med fuldt udstyret køkken', 'med alkoholbevilling'],
    detail: 'Restauranten har fuldt udstyret professionelt køkken, plads til ca. 60 gæster og mulighed for udeservering.',
  },
  vaerksted: {
    group: 'industrial',
    area: [100, 1200],
    lease: 'værkstedslejemål',
    property: 'værkstedsejendom',
    noun: 'Værksted',
    rent: [450, 850],
    pricePerSqm: [4000, 9000],
    features: ['med port i terræn', 'med gulvafløb', 'med eget kontor'],
    detail: 'Værkstedet har port i terræn, gulvafløb og separat kontor med personalefaciliteter.',
  },
  boligudlejning: {
    group: 'office',
    area: [400, 4000],
    lease: 'boliglejemål',
    property: 'udlejningsejendom',
    noun: 'Udlejningsejendom',
    rent: [1100, 1900],
    pricePerSqm: [25000, 45000],
    features: ['med lav tomgang', 'med elevator', 'med fælles gårdanlæg'],
    detail: 'Ejendommen består af veludlejede lejligheder med lav fraflytning og en sund lejersammensætning.',
  },
  blandet: {
    group: 'office',
    area: [300, 2500],
    lease: 'erhvervslejemål',
    property: 'bolig- og erhvervsejendom',
    noun: 'Blandet bolig- og erhvervsejendom',
    rent: [1000, 1800],
    pricePerSqm: [18000, 35000],
    features: ['med butik i stueetagen', 'med god risikospredning'],
    detail: 'Ejendommen rummer butik i stueetagen og boliger på etagerne, hvilket giver en god risikospredning.',
  },
  hotel: {
    group: 'office',
    area: [1500, 9000],
    lease: 'hotellejemål',
    property: 'hotelejendom',
    noun: 'Hotelejendom',
    rent: [900, 1600],
    pricePerSqm: [14000, 30000],
    features: ['med langtidslejekontrakt', 'med konferencefaciliteter'],
    detail: 'Hotellet drives af en erfaren operatør på en langvarig lejekontrakt med årlig regulering.',
  },
  grund: {
    group: 'industrial',
    area: [2000, 30000],
    lease: 'grundlejemål',
    property: 'erhvervsgrund',
    noun: 'Erhvervsgrund',
    rent: [40, 90],
    pricePerSqm: [300, 1800],
    features: ['med byggeret', 'tæt på motorvejen', 'i nyt erhvervsområde'],
    detail: 'Grunden er byggemodnet og udlagt til erhverv i lokalplanen med mulighed for lager, produktion eller domicil.',
  },
  kontorfaellesskab: {
    group: 'office',
    area: [200, 2000],
    lease: 'kontorfællesskab',
    property: 'kontorfællesskab',
    noun: 'Kontorfællesskab',
    rent: [0, 0],
    pricePerSqm: [0, 0],
    features: ['med fri kaffe og frugt', 'med mødelokaler', 'med tagterrasse'],
    detail: 'Fællesskabet rummer iværksættere og mindre virksomheder, og der er adgang til mødelokaler, køkken og lounge.',
  },
  kontorhotel: {
    group: 'office',
    area: [400, 2500],
    lease: 'kontorhotel',
    property: 'kontorhotel',
    noun: 'Kontorhotel',
    rent: [0, 0],
    pricePerSqm: [0, 0],
    features: ['med reception', 'med mødelokaler', 'med parkering'],
    detail: 'Kontorhotellet tilbyder både faste pladser, flexpladser og lukkede kontorer med reception og service inkluderet.',
  },
  coworking: {
    group: 'office',
    area: [200, 1500],
    lease: 'coworking',
    property: 'coworking',
    noun: 'Coworking',
    rent: [0, 0],
    pricePerSqm: [0, 0],
    features: ['med fri kaffe og frugt', 'med events og netværk'],
    detail: 'Der er både faste skriveborde og flexpladser i et uformelt miljø med gode netværksmuligheder.',
  },
  projektkontor: {
    group: 'office',
    area: [150, 800],
    lease: 'projektkontor',
    property: 'projektkontor',
    noun: 'Projektkontor',
    rent: [0, 0],
    pricePerSqm: [0, 0],
    features: ['møbleret og klar til brug', 'med kort opsigelse'],
    detail: 'Projektkontoret kan lejes fra én måned ad gangen og er møbleret, så teamet kan starte med det samme.',
  },
};

const GENERAL_FEATURES = [
  'med egen parkering',
  'tæt på offentlig transport',
  'i nyrenoveret ejendom',
  'med fleksibel indretning',
  'med gode adgangsforhold',
  'med egen indgang',
];
const HARBOUR_FEATURES = ['med havudsigt', 'ved havnefronten'];

/** Adjectives in both genders: 'et lyst kontorlejemål', 'en lys kontorejendom'. */
const ADJECTIVES: { neuter: string; common: string }[] = [
  { neuter: 'Lyst', common: 'Lys' },
  { neuter: 'Moderne', common: 'Moderne' },
  { neuter: 'Attraktivt', common: 'Attraktiv' },
  { neuter: 'Nyistandsat', common: 'Nyistandsat' },
  { neuter: 'Velbeliggende', common: 'Velbeliggende' },
  { neuter: 'Rummeligt', common: 'Rummelig' },
  { neuter: 'Præsentabelt', common: 'Præsentabel' },
  { neuter: 'Charmerende', common: 'Charmerende' },
];

const FLASHLINES: Record<ListingType, string[]> = {
  [rental]: [
    'Indflytningsklar med kort varsel',
    'Fleksible lejevilkår',
    'Kan opdeles efter behov',
    'Tæt på offentlig transport',
    'Gode parkeringsforhold',
    'Første 3 måneder til halv leje',
    'Nyistandsat og klar til brug',
  ],
  [investment]: [
    'Stabil lejeindtægt og lav tomgang',
    'Lang uopsigelighed fra lejers side',
    'Velholdt ejendom med potentiale',
    'Solid lejer med 10 års uopsigelighed',
  ],
  [sales]: ['Sælges med vakant besiddelse', 'Mulighed for overtagelse straks', 'Attraktiv beliggenhed tæt på motorvej', 'Velholdt ejendom i god stand'],
  [officespace]: ['Fri adgang til mødelokaler', 'Kaffe, frugt og internet inkluderet', 'Fleksibel opsigelse – 1 måned', 'Eget skrivebord fra dag ét'],
};

const OFF_MARKET_DESCRIPTIONS = [
  'Diskret salg – kontakt os for yderligere oplysninger.',
  'Kun for kvalificerede købere. Ring for prospekt.',
  'Udbydes off-market: ring for materiale og fremvisning.',
  'Ejendommen udbydes diskret. Kontakt mægleren.',
];

const STATES = ['lyst og velholdt', 'nyistandsat', 'i god stand', 'moderne og veldisponeret'];

const LOCATION_SENTENCES: Record<'city' | 'industrial' | 'harbour', string> = {
  city: 'Der er kort afstand til offentlig transport, og området byder på gode indkøbs- og spisemuligheder.',
  industrial: 'Ejendommen ligger i et etableret erhvervsområde med kort afstand til motorvejsnettet.',
  harbour: 'Beliggenheden ved vandet giver en unik atmosfære og flotte udsigtsforhold.',
};

const CLOSING_SENTENCES: Record<ListingType, string> = {
  [rental]: 'Kontakt os for en uforpligtende fremvisning.',
  [investment]: 'Kontakt os for investeringsmateriale, lejekontrakter og regnskab.',
  [sales]: 'Kontakt os for salgsopstilling og fremvisning.',
  [officespace]: 'Book en rundvisning, og prøv en dag i fællesskabet gratis.',
};

const OPENING_HOURS = ['Hverdage 8-17', 'Hverdage 7-18, adgang med nøglekort døgnet rundt', 'Alle dage 6-22'];

const FACILITIES_BY_GROUP: Record<Group, string[]> = {
  office: [
    'parkering',
    'elevator',
    'kantine',
    'fibernet',
    'ladestander',
    'handicapvenlig',
    'cykelparkering',
    'bad',
    'ventilation',
    'koeling',
    'moedelokaler',
    'reception',
  ],
  retail: ['parkering', 'handicapvenlig', 'fibernet', 'ventilation', 'koeling', 'cykelparkering'],
  industrial: ['parkering', 'rampe', 'port', 'ladestander', 'fibernet', 'bad', 'ventilation'],
};
const USAGE_BY_GROUP: Record<Group, string[]> = {
  office: ['kontor', 'klinik', 'undervisning', 'liberalt'],
  retail: ['butik', 'showroom', 'restaurant', 'fitness'],
  industrial: ['lager', 'produktion', 'vaerksted', 'showroom'],
};
const IMAGES_BY_GROUP: Record<Group, string[]> = {
  office: ['kontor-1', 'kontor-2', 'kontor-3', 'moedelokale-1', 'kontorfaellesskab-1', 'facade-1', 'facade-2'],
  retail: ['butik-1', 'butik-2', 'restaurant-1', 'facade-1', 'facade-2'],
  industrial: ['lager-1', 'lager-2', 'produktion-1', 'grund-1', 'facade-2'],
};

const CLOSING_TEXTS: Record<number, string[]> = {
  1: ['Udlejet via eget netværk', 'Solgt til eksisterende lejer'],
  2: ['Ejer har valgt at udleje til eksisterende lejer', 'Ejer trækker sagen tilbage', 'Ejendommen skal renoveres'],
};

/** Danish thousands separator: 1.200. */
function formatInt(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
function formatPercent(n: number): string {
  return n
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('.', ',');
}
function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Drops undefined values so the jsonb holds only the fields a listing has. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

function account(id: number): SeedAccount {
  const found = SEED_ACCOUNTS.find((a) => a.id === id);
  if (!found) throw new Error(`seed: unknown account ${id}`);
  return found;
}

function kindOf(sub: SeedSubcategory): Kind {
  const kind = KINDS[sub.key];
  if (!kind) throw new Error(`seed: no kind for subcategory ${sub.key}`);
  return kind;
}

/** Area drawn log-uniformly: small premises are more common than large ones. */
function drawArea(rng: Rng, [min, max]: [number, number]): number {
  const a = Math.exp(rng.float(Math.log(min), Math.log(max)));
  return a < 200 ? roundTo(a, 5) : a < 2000 ? roundTo(a, 10) : roundTo(a, 50);
}

function energyLabelFor(rng: Rng, year: number): EnergyLabelCode {
  const pick = (codes: EnergyLabelCode[]): EnergyLabelCode => rng.pick(codes);
  if (year >= 2020) return pick(['A2020', 'A2015']);
  if (year >= 2010) return pick(['A2015', 'A2010', 'B']);
  if (year >= 1980) return pick(['B', 'C', 'C', 'D']);
  return pick(ENERGY_LABEL_CODES.filter((c) => ['C', 'D', 'E', 'F', 'G'].includes(c)));
}

/** The kinds of seat each office-space subcategory offers (fixed desks, flex desks, own offices). */
const SEATING: Record<string, { fixedSeating: boolean; flexibleSeating: boolean; officeSeating: boolean }> = {
  kontorfaellesskab: { fixedSeating: true, flexibleSeating: true, officeSeating: false },
  kontorhotel: { fixedSeating: true, flexibleSeating: false, officeSeating: true },
  coworking: { fixedSeating: false, flexibleSeating: true, officeSeating: false },
  projektkontor: { fixedSeating: false, flexibleSeating: false, officeSeating: true },
};

interface Draft {
  row: SeedListingRow;
  imageNames: string[];
  address: SeedAddress;
}

function formatAddress(street: string, number: string, floor: string | undefined, door: string | undefined, place: Place) {
  const floorText = floor ? `, ${floor === 'st' ? 'st.' : `${floor}.`}${door ? ` ${door}` : ''}` : '';
  return `${street} ${number}${floorText}, ${place.zipCode} ${place.city}`;
}

function checkLength(what: string, text: string, min: number, max: number): string {
  if (text.length < min || text.length > max) {
    throw new Error(`seed: ${what} is ${text.length} characters, not ${min}-${max}: ${text}`);
  }
  return text;
}

interface FieldDraw {
  rng: Rng;
  kind: Kind;
  sub: SeedSubcategory;
  isPlot: boolean;
  /** The drawn area: the floor area, or a plot's ground. */
  drawn: number;
  floorArea: number;
  priceLevel: number;
}

/** Each type's own fields for a demo listing. */
const TYPE_FIELDS: Record<ListingType, (draw: FieldDraw) => Record<string, unknown>> = {
  [rental]: ({ rng, kind, floorArea, priceLevel }) => {
    const yearlyRent = roundTo(floorArea * rng.float(...kind.rent) * priceLevel, 1000);
    const yearlyOperatingCost = roundTo(floorArea * rng.float(120, 380), 1000);
    const compensation = kind.group === 'retail' && rng.chance(0.3) ? roundTo(rng.float(100_000, 1_500_000), 25_000) : undefined;
    return { yearlyRent, yearlyOperatingCost, compensation };
  },
  [sales]: ({ rng, kind, isPlot, drawn, floorArea, priceLevel }) => {
    const salesPrice = roundTo((isPlot ? drawn : floorArea) * rng.float(...kind.pricePerSqm) * priceLevel, 25_000);
    const yearlyOperatingCost = roundTo(isPlot ? drawn * rng.float(5, 20) : floorArea * rng.float(120, 380), 1000);
    return { salesPrice, yearlyOperatingCost };
  },
  [investment]: ({ rng, kind, sub, isPlot, drawn, floorArea, priceLevel }) => {
    const yearlyRentalIncome = roundTo((isPlot ? drawn : floorArea) * rng.float(...kind.rent) * priceLevel, 1000);
    const yearlyOperatingCost = roundTo(yearlyRentalIncome * rng.float(0.12, 0.3), 1000);
    const targetYield = sub.key === 'boligudlejning' || isPlot ? rng.float(0.035, 0.05) : rng.float(0.045, 0.075);
    const salesPrice = roundTo((yearlyRentalIncome - yearlyOperatingCost) / targetYield, 50_000);
    const returnPercent = Math.round(((yearlyRentalIncome - yearlyOperatingCost) / salesPrice) * 100 * 100) / 100;
    return { salesPrice, yearlyRentalIncome, yearlyOperatingCost, returnPercent };
  },
  [officespace]: ({ rng, sub, priceLevel }) => {
    const seatsMin = rng.int(1, 4);
    const seatsMax = rng.int(8, 60);
    const priceMin = roundTo(rng.float(1500, 3500) * priceLevel, 100);
    const priceMax = priceMin + roundTo(rng.float(1000, 5000), 100);
    const sqMMin = roundTo(rng.float(8, 20), 1);
    const sqMMax = roundTo(rng.float(40, 300), 5);
    return {
      ...SEATING[sub.key],
      seatsMin,
      seatsMax,
      priceMin,
      priceMax,
      sqMMin,
      sqMMax,
      openingHours: rng.pick(OPENING_HOURS),
    };
  },
};

const listingTypeOf = (id: ListingType) => {
  const definition = listingTypeById(id);
  if (!definition) throw new Error(`seed: unknown listing type ${id}`);
  return definition;
};

interface ListingChoice {
  type: ListingType;
  status: ListingStatus;
  offMarket: boolean;
  /** A listing this one is a comparable of: its subcategory, postal area and about its floor area. */
  like?: SeedListingRow;
}

function makeListing(rng: Rng, id: number, plan: AccountPlan, acc: SeedAccount, choice: ListingChoice): Draft {
  const { type, status, offMarket } = choice;
  const subs = SEED_SUBCATEGORIES.filter((s) => s.listingType === type);
  const like = choice.like;
  const sub = like
    ? subs.find((s) => s.key === like.fields?.['listingtypeSubcategory'])
    : rng.weighted(subs.map((s) => [s, plan.favourites?.includes(s.key) ? 4 : 1] as const));
  if (!sub) throw new Error(`seed: listing ${like?.id} has no subcategory of its type`);
  const kind = kindOf(sub);
  const regionPlaces = like ? placesIn('all').filter((p) => p.zipCode === like.zipCode) : placesIn(rng.weighted(plan.regions));
  const zoned = regionPlaces.filter((p) => sub.zones.includes(p.zone));
  const place = rng.pick(zoned.length > 0 ? zoned : regionPlaces);

  const streetNumber = `${rng.int(1, 140)}${rng.chance(0.1) ? rng.pick(['A', 'B', 'C']) : ''}`;
  const floor =
    place.zone === 'city' && kind.group !== 'retail'
      ? rng.weighted<string | undefined>([
          [undefined, 3],
          ['st', 2],
          ['1', 2],
          ['2', 2],
          ['3', 1],
          ['4', 1],
        ])
      : undefined;
  const door = floor && rng.chance(0.2) ? rng.pick(['th', 'tv', 'mf']) : undefined;
  // Every demo listing sits on an address of the offline register, with its DAR id and coordinates.
  const registered = registerAddress({ streetName: place.streetName, streetNumber, floor, door, zipCode: place.zipCode });
  const address = compact({
    id: registered.id,
    streetName: place.streetName,
    streetNumber,
    floor,
    door,
    zipCode: place.zipCode,
    city: place.city,
    latitude: registered.latitude,
    longitude: registered.longitude,
  });

  const isPlot = sub.key === 'grund';
  // An investment property is a whole building, not a single unit.
  const areaRange: [number, number] = type === investment && !isPlot ? [Math.max(kind.area[0] * 4, 300), Math.max(kind.area[1] * 2, 1500)] : kind.area;
  const drawn = like?.floorArea ? roundTo(like.floorArea * rng.float(0.7, 1.4), 5) : drawArea(rng, areaRange);
  // For plots the drawn area is the ground; the floor area is what the local plan allows to be built.
  const groundArea = isPlot ? drawn : type === rental || type === officespace ? undefined : roundTo(drawn * rng.float(0.6, 2.5), 10);
  const floorArea = isPlot ? roundTo(drawn * rng.float(0.4, 0.8), 10) : drawn;
  const secondaryArea = !isPlot && rng.chance(0.3) ? roundTo(floorArea * rng.float(0.05, 0.3), 5) || undefined : undefined;
  const constructionYear = isPlot
    ? undefined
    : rng.weighted<[number, number]>([
        [[1870, 1939], 3],
        [[1950, 1994], 4],
        [[1995, 2025], 3],
      ]);
  const year = constructionYear ? rng.int(constructionYear[0], constructionYear[1]) : undefined;
  // Copenhagen prices sit well above the rest of the country.
  const priceLevel = Number(place.zipCode) < 3000 ? 1.25 : 1;

  const typeFields = TYPE_FIELDS[type]({ rng, kind, sub, isPlot, drawn, floorArea, priceLevel });
  const price = Number(typeFields[listingTypeOf(type).price.field]);
  const returnPercent = typeof typeFields['returnPercent'] === 'number' ? typeFields['returnPercent'] : 0;

  const features = [...GENERAL_FEATURES, ...kind.features, ...(place.harbour ? HARBOUR_FEATURES : [])];
  const title = checkLength(
    'title',
    makeTitle(rng, type, sub, kind, { floorArea, drawn, place, returnPercent, typeFields, feature: rng.pick(features) }),
    20,
    128,
  );
  const flashline = checkLength('flashline', rng.pick(FLASHLINES[type]), 10, 60);
  const description = offMarket
    ? checkLength('off-market description', rng.pick(OFF_MARKET_DESCRIPTIONS), 1, 60)
    : checkLength('description', makeDescription(rng, type, kind, floorArea, place), 100, 4000);

  const contact = rng.pick(acc.contacts);
  const facilityKeys = isPlot ? [] : rng.sample(FACILITIES_BY_GROUP[kind.group], rng.int(2, 5));
  const usageKeys = isPlot ? ['lager', 'produktion'] : rng.sample(USAGE_BY_GROUP[kind.group], rng.int(1, 3));

  const { createdAt, updatedAt, closedSince } = drawDates(rng, status);
  const closingReasonId = closedSince ? drawClosingReason(rng, acc) : undefined;
  const closingReasonText = closingReasonId !== undefined && rng.chance(0.5) ? rng.pick(CLOSING_TEXTS[closingReasonId] ?? [undefined]) : undefined;
  const liveUntil = closedSince ?? updatedAt;
  const liveDays = Math.max(1, (liveUntil.getTime() - createdAt.getTime()) / DAY_MS);
  const visits = status === LISTING_STATUSES.pending ? 0 : Math.round(liveDays * rng.float(1, 12) * (offMarket ? 0.2 : 1));
  const leads = Math.round(visits * rng.float(0.005, 0.04));

  const fields = compact({
    flashline,
    description,
    terms: rng.chance(0.7) ? termsFor(rng, type) : undefined,
    address,
    listingtypeSubcategory: sub.key,
    energyLabels: year ? [energyLabelFor(rng, year)] : undefined,
    facilities: facilityKeys,
    usageProposals: usageKeys,
    floorArea,
    secondaryArea,
    groundArea,
    constructionYear: year,
    contactName: contact.name,
    contactPhone: contact.phone,
    contactEmail: contact.email,
    ...compact(typeFields),
  });

  const imageCount = offMarket ? 1 : rng.int(3, 6);
  const others = rng.sample(
    IMAGES_BY_GROUP[kind.group].filter((n) => n !== sub.coverImage),
    imageCount - 1,
  );
  const imageNames = [sub.coverImage, ...others];

  return {
    row: {
      id,
      accountId: acc.id,
      listingType: type,
      offMarket,
      status,
      caseNumber: null,
      shownCaseNumber: null,
      title,
      addressText: formatAddress(place.streetName, streetNumber, floor, door, place),
      zipCode: place.zipCode,
      city: place.city,
      floorArea,
      price,
      fields,
      closedSince: closedSince ?? null,
      closingReasonId: closingReasonId ?? null,
      closingReasonText: closingReasonText ?? null,
      visits,
      leads,
      createdAt,
      updatedAt,
    },
    imageNames,
    address: registered,
  };
}

interface TitleContext {
  floorArea: number;
  drawn: number;
  place: Place;
  returnPercent: number;
  typeFields: Record<string, unknown>;
  feature: string;
}

function makeTitle(rng: Rng, type: ListingType, sub: SeedSubcategory, kind: Kind, ctx: TitleContext): string {
  const { place, feature } = ctx;
  const area = formatInt(ctx.floorArea);
  const adjective = rng.pick(ADJECTIVES);
  if (type === rental) {
    return rng.chance(0.6)
      ? `${adjective.neuter} ${kind.lease} på ${area} m² ${feature} ${place.where}`
      : `${kind.noun} på ${area} m² til leje ${place.where} ${feature}`;
  }
  if (type === sales) {
    if (sub.key === 'grund') {
      return `${adjective.common} erhvervsgrund på ${formatInt(ctx.drawn)} m² til salg ${place.where}`;
    }
    return rng.chance(0.5)
      ? `${adjective.common} ${kind.property} på ${area} m² til salg ${place.where}`
      : `${capitalise(kind.property)} på ${area} m² ${feature} ${place.where} sælges`;
  }
  if (type === investment) {
    const yieldText = `afkast ${formatPercent(ctx.returnPercent)} %`;
    switch (sub.key) {
      case 'boligudlejning':
        return `Udlejningsejendom med ${Math.max(4, Math.round(ctx.floorArea / 80))} lejligheder ${place.where} – ${yieldText}`;
      case 'grund':
        return `Grund på ${formatInt(ctx.drawn)} m² udlejet på jordlejekontrakt ${place.where} – ${yieldText}`;
      case 'hotel':
        return `Hotelejendom med langtidslejekontrakt ${place.where} – ${yieldText}`;
      default:
        return `${rng.pick(['Fuldt udlejet', 'Veludlejet', 'Velholdt'])} ${kind.property} på ${area} m² ${place.where} – ${yieldText}`;
    }
  }
  const seatsMin = Number(ctx.typeFields['seatsMin']);
  const seatsMax = Number(ctx.typeFields['seatsMax']);
  const priceMin = Number(ctx.typeFields['priceMin']);
  return rng.chance(0.6)
    ? `${kind.noun} ${place.where} – ${seatsMin}-${seatsMax} arbejdspladser fra ${formatInt(priceMin)} kr./md.`
    : `Fleksible arbejdspladser i ${kind.noun.toLowerCase()} ${place.where} ${feature}`;
}

function makeDescription(rng: Rng, type: ListingType, kind: Kind, floorArea: number, place: Place): string {
  const what = type === rental ? 'Lejemålet' : type === officespace ? 'Huset' : 'Ejendommen';
  const intro = `${what} på ${formatInt(floorArea)} m² ligger på ${place.streetName} ${place.where} og fremstår ${rng.pick(STATES)}.`;
  const location = LOCATION_SENTENCES[place.harbour ? 'harbour' : place.zone];
  return [intro, kind.detail, location, CLOSING_SENTENCES[type]].join(' ');
}

function termsFor(rng: Rng, type: ListingType): string {
  switch (type) {
    case rental:
      return `Depositum svarende til ${rng.int(3, 6)} måneders leje og ${rng.int(1, 3)} måneders forudbetalt leje. Lejen reguleres årligt med nettoprisindeks.`;
    case sales:
      return 'Prisen er ekskl. moms. Køber og sælger betaler hver egne rådgivere.';
    case investment:
      return 'Handlen gennemføres som ejendomshandel. Prisen er ekskl. moms.';
    default:
      return 'Opsigelse med 1 måneds varsel. Alle priser er ekskl. moms.';
  }
}

/** Spread over the 18 months before SEED_NOW; archived listings were closed at least three months ago. */
function drawDates(rng: Rng, status: ListingStatus): { createdAt: Date; updatedAt: Date; closedSince?: Date } {
  const now = SEED_NOW.getTime();
  const [minAge, maxAge] = status === LISTING_STATUSES.pending ? [0, 60] : status === LISTING_STATUSES.archived ? [150, 547] : [7, 547];
  const createdAt = new Date(now - rng.int(minAge, maxAge) * DAY_MS - rng.int(0, 600) * 60_000);
  const age = now - createdAt.getTime();
  if (status === LISTING_STATUSES.closed || status === LISTING_STATUSES.archived) {
    const latest = status === LISTING_STATUSES.archived ? now - 90 * DAY_MS : now;
    const closedSince = new Date(createdAt.getTime() + rng.float(0.3, 0.95) * (latest - createdAt.getTime()));
    return { createdAt, updatedAt: closedSince, closedSince };
  }
  const updatedAt = new Date(createdAt.getTime() + rng.float(0, 1) * age);
  return { createdAt, updatedAt };
}

/** Only a broker has a commission agreement that can end. */
function drawClosingReason(rng: Rng, acc: SeedAccount): number {
  const isBroker = acc.accountType === ACCOUNT_TYPES.Broker;
  return rng.weighted<number>([
    [1, 55],
    [2, 20],
    [3, 10],
    [4, isBroker ? 15 : 0],
  ]);
}

function typesAllowed(acc: SeedAccount): ListingType[] {
  return LISTING_TYPE_NAMES.filter((name) => acc.permissions[LISTING_TYPE_PERMISSION[name]]).map((name) => LISTING_TYPES[name]);
}

/**
 * The broker account's first listings are fixed choices: every type in every status, and an active
 * off-market listing of each type that may be one, so the persona account can show every case.
 */
function fixedChoices(): ListingChoice[] {
  const types: ListingType[] = [rental, investment, sales, officespace];
  const choices: ListingChoice[] = [];
  for (const status of Object.values(LISTING_STATUSES)) {
    for (const type of types) choices.push({ type, status, offMarket: false });
  }
  for (const type of [rental, investment, sales]) {
    choices.push({ type, status: LISTING_STATUSES.active, offMarket: true });
  }
  return choices;
}

/**
 * Case numbers follow creation order within each account, as an account's case system hands them out;
 * `earlier` drafts already hold the first numbers.
 */
function assignCaseNumbers(rng: Rng, drafts: Draft[], earlier: Draft[] = []): void {
  for (const acc of SEED_ACCOUNTS) {
    const prefix = acc.casePrefix;
    if (!prefix) continue;
    const first = 101 + earlier.filter((d) => d.row.accountId === acc.id).length;
    const own = drafts
      .map((d) => d.row)
      .filter((r) => r.accountId === acc.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    own.forEach((row, i) => {
      const caseNumber = `${prefix}-${row.createdAt.getUTCFullYear()}-${String(first + i).padStart(4, '0')}`;
      row.caseNumber = caseNumber;
      row.shownCaseNumber = rng.chance(0.85) ? caseNumber : null;
      if (acc.website && !row.offMarket) {
        row.fields = { ...row.fields, externalListingURL: `${acc.website}/sager/${caseNumber.toLowerCase()}` };
      }
    });
  }
}

/** How many comparables each local market gets (more than the benchmark's floor of five), and from whom. */
const LOCAL_MARKET_SIZE = 8;
const LOCAL_MARKET_ACCOUNTS = [ACCOUNT_IDS.premium, ACCOUNT_IDS.vesterbro, ACCOUNT_IDS.fynTrekant];

/**
 * Comparable active listings of the other accounts around the broker persona's first active public listing
 * of each type, and its first office rental, so that their market benchmarks have a market to show. Drawn
 * after every other listing from their own generator, so the listings before them stay as they are.
 */
function localMarkets(drafts: Draft[], firstId: number): Draft[] {
  const rng = new Rng(20261125);
  const own = drafts
    .map((d) => d.row)
    .filter(
      (r) => r.accountId === ACCOUNT_IDS.nordhavn && r.status === LISTING_STATUSES.active && !r.offMarket && r.fields?.['listingtypeSubcategory'] !== 'grund',
    );
  const firstOfType = [rental, investment, sales, officespace].map((type) => own.find((r) => r.listingType === type));
  const officeRental = own.find((r) => r.listingType === rental && r.fields?.['listingtypeSubcategory'] === 'kontor');
  const subjects = [...new Set([...firstOfType, officeRental])].filter((r): r is SeedListingRow => r !== undefined);
  const market: Draft[] = [];
  let nextId = firstId;
  for (const subject of subjects) {
    const type = subject.listingType as ListingType;
    const others = LOCAL_MARKET_ACCOUNTS.map(account).filter((a) => typesAllowed(a).includes(type));
    for (let i = 0; i < LOCAL_MARKET_SIZE; i++) {
      const acc = others[i % others.length];
      // The plan's regions and favourites give way to the subject's place and subcategory.
      const plan = PLAN.find((p) => p.accountId === acc?.id);
      if (!acc || !plan) throw new Error(`seed: no other account advertises listing type ${type}`);
      market.push(makeListing(rng, nextId++, plan, acc, { type, status: LISTING_STATUSES.active, offMarket: false, like: subject }));
    }
  }
  return market;
}

export interface GeneratedListings {
  listings: SeedListingRow[];
  images: SeedListingImageRow[];
  /** The register addresses the listings sit on. */
  addresses: SeedAddress[];
}

/**
 * The demo broker's floor plans: the last picture of one active listing with room for one more, and the cover of
 * one draft, which may be saved so but not activated (the cover rule).
 */
function showFloorPlans(drafts: Draft[]): void {
  const ours = drafts.filter((d) => d.row.accountId === ACCOUNT_IDS.nordhavn && !d.row.offMarket);
  // The last ones, so that the listings the demo's journeys take first (by id) stay as they were.
  const active = ours.findLast((d) => d.row.status === LISTING_STATUSES.active && d.imageNames.length < 6);
  const draft = ours.findLast((d) => d.row.status === LISTING_STATUSES.pending && d.imageNames.length < 6);
  active?.imageNames.push(DEMO_FLOOR_PLAN);
  draft?.imageNames.unshift(DEMO_FLOOR_PLAN);
}

/** The demo listings and their images, the same on every call. */
export function generateListings(): GeneratedListings {
  const rng = new Rng(20261101);
  const drafts: Draft[] = [];
  let nextId = 1;
  for (const plan of PLAN) {
    const acc = account(plan.accountId);
    const allowed = typesAllowed(acc);
    if (allowed.length === 0) continue;
    const fixed = plan.accountId === ACCOUNT_IDS.nordhavn ? fixedChoices() : [];
    for (let i = 0; i < plan.count; i++) {
      const type = rng.weighted(allowed.map((t) => [t, TYPE_WEIGHTS[t]] as const));
      const random: ListingChoice = {
        type,
        status: rng.weighted(STATUS_WEIGHTS),
        // Office space has no off-market variant (SPEC 3).
        offMarket: type !== officespace && rng.chance(0.08),
      };
      drafts.push(makeListing(rng, nextId++, plan, acc, fixed[i] ?? random));
    }
  }
  assignCaseNumbers(rng, drafts);
  const market = localMarkets(drafts, nextId);
  assignCaseNumbers(new Rng(20261126), market, drafts);
  drafts.push(...market);

  showFloorPlans(drafts);

  // Stored as an upload's would be, so that a save of a demo listing need not read its pictures again.
  const contentHashes = new Map([...DEMO_IMAGE_NAMES, DEMO_FLOOR_PLAN].map((name) => [name, contentHashOf(readFileSync(join(DEMO_IMAGE_DIR, `${name}.jpg`)))]));
  const images: SeedListingImageRow[] = [];
  for (const { row, imageNames } of drafts) {
    imageNames.forEach((name, position) => {
      images.push({
        id: images.length + 1,
        listingId: row.id,
        position,
        url: demoImageUrl(name),
        width: DEMO_IMAGE_WIDTH,
        height: DEMO_IMAGE_HEIGHT,
        contentHash: contentHashes.get(name) ?? null,
        // What the checker finds (npm run bench:images reads these pictures): the photos neither a floor plan nor
        // text, the floor plan both; the perceptual hash is computed on the listing's next save.
        ...(name === DEMO_FLOOR_PLAN
          ? { floorPlan: true, hasText: true, textRead: 'Kontor Toilet', textCheck: 'done' as const }
          : { floorPlan: false, hasText: false, textRead: '', textCheck: 'done' as const }),
        createdAt: row.createdAt,
      });
    });
  }
  return { listings: drafts.map((d) => d.row), images, addresses: drafts.map((d) => d.address) };
}
