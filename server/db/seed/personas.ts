import { ACCOUNT_TYPES, PERMISSIONS, ROLES, type AccountType, type Permission, type PermissionMap, type Role } from '../../../schemas/enums';

/** Every seeded timestamp is relative to this instant, so the rows are identical on every run. */
export const SEED_NOW = new Date('2026-11-01T10:00:00Z');

export const DEMO_PASSWORD = 'demo1234';
/**
 * DEMO_PASSWORD hashed once (server/services/passwords.ts's format and parameters): the demo's rows stay the same
 * on every run, and a seed spends no hashing. The seed test checks that the password still verifies against it.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$eI3utwkYuwxRe1wGCugSVQ==$U6E8WykWJs8SVlRCnquqr1YE1nqac2mcVchuEioXttBCjuRd5hB9Zeglo0uZkxjzavRkIg5OXi64f4x8bLCggA==';

export interface SeedUser {
  id: number;
  email: string;
  name: string;
  /** False: not yet registered in the auth service (no password), so the account-user list flags it. */
  registered: boolean;
  isStaff: boolean;
  /** Shown in DEMO_LOGINS; users without it are supporting data, not personas. */
  who?: string;
}

/** The demo logins of README.md, plus users that make the account-user screens show their edge cases. */
export const SEED_USERS: SeedUser[] = [
  {
    id: 1,
    email: 'staff@demo.test',
    name: 'Sofie Krogh',
    registered: true,
    isStaff: true,
    who: 'internal staff: token permission `admin`, no account membership',
  },
  {
    id: 2,
    email: 'maegler.admin@demo.test',
    name: 'Mette Nordahl',
    registered: true,
    isStaff: false,
    who: 'Admin (1) in "Nordhavn Erhvervsmægler ApS", type 1 Broker, all seven permissions',
  },
  {
    id: 3,
    email: 'maegler.bruger@demo.test',
    name: 'Jonas Bech',
    registered: true,
    isStaff: false,
    who: 'Member (2) in the same Broker account',
  },
  {
    id: 4,
    email: 'maegler.laeser@demo.test',
    name: 'Line Østergaard',
    registered: true,
    isStaff: false,
    who: 'ReadOnly (3) in the same Broker account',
  },
  {
    id: 5,
    email: 'light@demo.test',
    name: 'Henrik Lund',
    registered: true,
    isStaff: false,
    who: 'Admin in "Lille Udlejer ApS", type 2 LightAdvertiser, only rentalListing',
  },
  {
    id: 6,
    email: 'premium@demo.test',
    name: 'Camilla Holm',
    registered: true,
    isStaff: false,
    who: 'Admin in "Premium Ejendomme A/S", type 3 PremiumAdvertiser; all but marketStatistics',
  },
  {
    id: 7,
    email: 'statistik@demo.test',
    name: 'Anders Winther',
    registered: true,
    isStaff: false,
    who: 'Admin in "Markedsdata ApS", type 4 Statistics, only marketStatistics',
  },
  {
    id: 8,
    email: 'kommune@demo.test',
    name: 'Birgitte Kjær',
    registered: true,
    isStaff: false,
    who: 'Admin in "Aarhus Kommune Erhverv", type 5 Municipality; rentalListing, salesListing, accountSettings',
  },
  {
    id: 9,
    email: 'flere@demo.test',
    name: 'Rasmus Friis',
    registered: true,
    isStaff: false,
    who: 'Member in the Broker account and Admin in the Premium account',
  },
  {
    id: 10,
    email: 'privat@demo.test',
    name: 'Peter Møller',
    registered: true,
    isStaff: false,
    who: 'a user with no accounts',
  },
  { id: 11, email: 'ny.kollega@demo.test', name: 'Emma Thorsen', registered: false, isStaff: false },
  { id: 12, email: 'tidligere@demo.test', name: 'Karsten Vind', registered: true, isStaff: false },
  // Gives a foreign account a user of its own, so staff screens show someone else's users.
  { id: 13, email: 'niels.vester@vesterbro-erhverv.dk', name: 'Niels Vester', registered: true, isStaff: false },
];

/** A fixed UUID per user: logins and tokens carry the authId, so it must not change between runs. */
export function authIdFor(userId: number): string {
  return `5eed0000-0000-4000-8000-${String(userId).padStart(12, '0')}`;
}

/** The personas as the server prints them on start. */
export const DEMO_LOGINS: { email: string; who: string }[] = SEED_USERS.flatMap((u) => (u.who ? [{ email: u.email, who: u.who }] : []));

export const ACCOUNT_IDS = {
  nordhavn: 1,
  lilleUdlejer: 2,
  premium: 3,
  markedsdata: 4,
  aarhusKommune: 5,
  vesterbro: 6,
  fynTrekant: 7,
} as const;

export interface SeedAccount {
  id: number;
  accountType: AccountType;
  name: string;
  email: string;
  ccEmail: string[];
  website: string | null;
  phoneNumber: string | null;
  description: string;
  streetName: string;
  streetNumber: string;
  floor: string | null;
  door: string | null;
  zipCode: string;
  city: string;
  organization: string | null;
  listingSupplier: string | null;
  billingId: string;
  permissions: PermissionMap;
  /** Prefix of the case numbers the account's case system hands out; null: the account uses none. */
  casePrefix: string | null;
  /** The people named as contact on the account's listings. */
  contacts: { name: string; phone: string; email: string }[];
}

function permissions(granted: readonly Permission[]): PermissionMap {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, granted.includes(p)])) as PermissionMap;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: ACCOUNT_IDS.nordhavn,
    accountType: ACCOUNT_TYPES.Broker,
    name: 'Nordhavn Erhvervsmægler ApS',
    email: 'info@nordhavn-erhverv.dk',
    ccEmail: ['sager@nordhavn-erhverv.dk', 'bogholderi@nordhavn-erhverv.dk'],
    website: 'https://www.nordhavn-erhverv.dk',
    phoneNumber: '+45 33 12 34 56',
    description:
      'Nordhavn Erhvervsmægler er specialister i udlejning og salg af erhvervsejendomme i Storkøbenhavn. ' +
      'Vi rådgiver både lejere, ejere og investorer om kontor, butik, lager og investeringsejendomme.',
    streetName: 'Sundkrogsgade',
    streetNumber: '21',
    floor: '3',
    door: null,
    zipCode: '2150',
    city: 'Nordhavn',
    organization: 'Dansk Ejendomsmæglerforening',
    listingSupplier: 'Mindworking',
    billingId: '100234',
    permissions: permissions(PERMISSIONS),
    casePrefix: 'NE',
    contacts: [
      { name: 'Mette Nordahl', phone: '+45 33 12 34 57', email: 'mn@nordhavn-erhverv.dk' },
      { name: 'Jonas Bech', phone: '+45 33 12 34 58', email: 'jb@nordhavn-erhverv.dk' },
      { name: 'Thomas Skov', phone: '+45 40 22 18 90', email: 'ts@nordhavn-erhverv.dk' },
    ],
  },
  {
    id: ACCOUNT_IDS.lilleUdlejer,
    accountType: ACCOUNT_TYPES.LightAdvertiser,
    name: 'Lille Udlejer ApS',
    email: 'kontakt@lilleudlejer.dk',
    ccEmail: [],
    website: null,
    phoneNumber: '+45 66 14 22 10',
    description: 'Lokal udlejer af mindre erhvervslejemål i Odense og omegn.',
    streetName: 'Vestergade',
    streetNumber: '44',
    floor: '1',
    door: 'th',
    zipCode: '5000',
    city: 'Odense C',
    organization: null,
    listingSupplier: null,
    billingId: '100871',
    permissions: permissions(['rentalListing']),
    casePrefix: null,
    contacts: [{ name: 'Henrik Lund', phone: '+45 23 45 67 89', email: 'henrik@lilleudlejer.dk' }],
  },
  {
    id: ACCOUNT_IDS.premium,
    accountType: ACCOUNT_TYPES.PremiumAdvertiser,
    name: 'Premium Ejendomme A/S',
    email: 'info@premium-ejendomme.dk',
    ccEmail: ['udlejning@premium-ejendomme.dk'],
    website: 'https://www.premium-ejendomme.dk',
    phoneNumber: '+45 70 20 30 40',
    description: 'Premium Ejendomme A/S ejer og administrerer en portefølje af kontor-, butiks- og logistikejendomme ' + 'i de større danske byer.',
    streetName: 'Tuborg Havnevej',
    streetNumber: '15',
    floor: '4',
    door: null,
    zipCode: '2900',
    city: 'Hellerup',
    organization: 'Ejendomsforeningen Danmark',
    listingSupplier: 'Egen integration',
    billingId: '100412',
    permissions: permissions(['rentalListing', 'investmentListing', 'salesListing', 'officeSpaceListing', 'accountSettings', 'accountStatistics']),
    casePrefix: 'PE',
    contacts: [
      { name: 'Camilla Holm', phone: '+45 70 20 30 41', email: 'ch@premium-ejendomme.dk' },
      { name: 'Rasmus Friis', phone: '+45 70 20 30 42', email: 'rf@premium-ejendomme.dk' },
    ],
  },
  {
    id: ACCOUNT_IDS.markedsdata,
    accountType: ACCOUNT_TYPES.Statistics,
    name: 'Markedsdata ApS',
    email: 'data@markedsdata.dk',
    ccEmail: [],
    website: 'https://www.markedsdata.dk',
    phoneNumber: '+45 38 10 20 30',
    description: 'Analysevirksomhed, der følger udbud og priser på det danske erhvervsejendomsmarked.',
    streetName: 'Gammel Kongevej',
    streetNumber: '60',
    floor: '2',
    door: null,
    zipCode: '1850',
    city: 'Frederiksberg C',
    organization: null,
    listingSupplier: null,
    billingId: '100957',
    permissions: permissions(['marketStatistics']),
    casePrefix: null,
    contacts: [{ name: 'Anders Winther', phone: '+45 38 10 20 31', email: 'aw@markedsdata.dk' }],
  },
  {
    id: ACCOUNT_IDS.aarhusKommune,
    accountType: ACCOUNT_TYPES.Municipality,
    name: 'Aarhus Kommune Erhverv',
    email: 'erhverv@aarhuskommune-erhverv.dk',
    ccEmail: ['grundsalg@aarhuskommune-erhverv.dk'],
    website: 'https://www.aarhuskommune-erhverv.dk',
    phoneNumber: '+45 89 40 20 00',
    description: 'Kommunens erhvervsafdeling udbyder kommunale erhvervsgrunde og ledige erhvervslokaler i Aarhus.',
    streetName: 'Rådhuspladsen',
    streetNumber: '2',
    floor: null,
    door: null,
    zipCode: '8000',
    city: 'Aarhus C',
    organization: 'KL',
    listingSupplier: null,
    billingId: '100655',
    permissions: permissions(['rentalListing', 'salesListing', 'accountSettings']),
    casePrefix: 'AK',
    contacts: [{ name: 'Birgitte Kjær', phone: '+45 89 40 20 11', email: 'bk@aarhuskommune-erhverv.dk' }],
  },
  {
    id: ACCOUNT_IDS.vesterbro,
    accountType: ACCOUNT_TYPES.Broker,
    name: 'Vesterbro Erhverv A/S',
    email: 'info@vesterbro-erhverv.dk',
    ccEmail: ['salg@vesterbro-erhverv.dk'],
    website: 'https://www.vesterbro-erhverv.dk',
    phoneNumber: '+45 33 21 45 67',
    description: 'Erhvervsmægler med fokus på butikker, klinikker og kontorer på Vesterbro og Frederiksberg.',
    streetName: 'Vesterbrogade',
    streetNumber: '112',
    floor: 'st',
    door: null,
    zipCode: '1620',
    city: 'København V',
    organization: 'Dansk Ejendomsmæglerforening',
    listingSupplier: 'Mindworking',
    billingId: '100318',
    permissions: permissions(PERMISSIONS),
    casePrefix: 'VE',
    contacts: [
      { name: 'Niels Vester', phone: '+45 33 21 45 68', email: 'nv@vesterbro-erhverv.dk' },
      { name: 'Sara Dam', phone: '+45 33 21 45 69', email: 'sd@vesterbro-erhverv.dk' },
    ],
  },
  {
    id: ACCOUNT_IDS.fynTrekant,
    accountType: ACCOUNT_TYPES.Broker,
    name: 'Fyn & Trekant Erhvervsmægler ApS',
    email: 'info@fyntrekant-erhverv.dk',
    ccEmail: [],
    website: 'https://www.fyntrekant-erhverv.dk',
    phoneNumber: '+45 75 52 10 10',
    description: 'Erhvervsmægler i Trekantområdet, på Fyn og i Sydvestjylland.',
    streetName: 'Jernbanegade',
    streetNumber: '9',
    floor: '1',
    door: null,
    zipCode: '6000',
    city: 'Kolding',
    organization: 'Dansk Ejendomsmæglerforening',
    listingSupplier: 'Boligsystemet EDC Erhverv',
    billingId: '100502',
    // A broker without market statistics, so the permission check is not only ever exercised on type 4.
    permissions: permissions(PERMISSIONS.filter((p) => p !== 'marketStatistics')),
    casePrefix: 'FT',
    contacts: [
      { name: 'Lars Bonde', phone: '+45 75 52 10 11', email: 'lb@fyntrekant-erhverv.dk' },
      { name: 'Maria Kjeldsen', phone: '+45 75 52 10 12', email: 'mk@fyntrekant-erhverv.dk' },
    ],
  },
];

export interface SeedAccountUser {
  accountId: number;
  userEmail: string;
  role: Role;
}

/** One row per role (SPEC 3); maegler.admin holds two rows so role merging is exercised. */
export const SEED_ACCOUNT_USERS: SeedAccountUser[] = [
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'maegler.admin@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'maegler.admin@demo.test', role: ROLES.Member },
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'maegler.bruger@demo.test', role: ROLES.Member },
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'maegler.laeser@demo.test', role: ROLES.ReadOnly },
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'flere@demo.test', role: ROLES.Member },
  { accountId: ACCOUNT_IDS.nordhavn, userEmail: 'ny.kollega@demo.test', role: ROLES.Member },
  { accountId: ACCOUNT_IDS.lilleUdlejer, userEmail: 'light@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.premium, userEmail: 'premium@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.premium, userEmail: 'flere@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.markedsdata, userEmail: 'statistik@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.aarhusKommune, userEmail: 'kommune@demo.test', role: ROLES.Admin },
  { accountId: ACCOUNT_IDS.vesterbro, userEmail: 'niels.vester@vesterbro-erhverv.dk', role: ROLES.Admin },
];
