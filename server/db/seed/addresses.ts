import { createHash } from 'node:crypto';
import { PLACES } from './places';

/** A row of the offline address register, in the shape of DAR's addresses (adresser). */
export interface SeedAddress {
  id: string;
  /** The DAR id of the access address (husnummer) a unit belongs to; its own id for an access address. */
  accessAddressId: string;
  streetName: string;
  streetNumber: string;
  floor: string | null;
  door: string | null;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

/**
 * Where each street starts (WGS84) and which way its numbers run (degrees from north), close to the
 * real streets, so the coordinates land on the right street. Odd numbers on one side, even on the other.
 */
const STREETS: { streetName: string; zipCode: string; city: string; lat: number; lng: number; bearing: number; numbers: number }[] = [
  { streetName: 'Strandgade', zipCode: '1401', city: 'København K', lat: 55.6744, lng: 12.5915, bearing: 160, numbers: 140 },
  { streetName: 'Amerika Plads', zipCode: '2100', city: 'København Ø', lat: 55.7021, lng: 12.5917, bearing: 30, numbers: 140 },
  { streetName: 'Sundkrogsgade', zipCode: '2150', city: 'Nordhavn', lat: 55.7066, lng: 12.5958, bearing: 20, numbers: 140 },
  { streetName: 'Bredgade', zipCode: '1260', city: 'København K', lat: 55.6803, lng: 12.5875, bearing: 25, numbers: 140 },
  { streetName: 'Borgergade', zipCode: '1300', city: 'København K', lat: 55.6826, lng: 12.5848, bearing: 25, numbers: 140 },
  { streetName: 'Vesterbrogade', zipCode: '1620', city: 'København V', lat: 55.6745, lng: 12.5633, bearing: 250, numbers: 140 },
  { streetName: 'Istedgade', zipCode: '1650', city: 'København V', lat: 55.6717, lng: 12.5624, bearing: 235, numbers: 140 },
  { streetName: 'Gammel Kongevej', zipCode: '1850', city: 'Frederiksberg C', lat: 55.6771, lng: 12.5552, bearing: 255, numbers: 140 },
  { streetName: 'Falkoner Allé', zipCode: '2000', city: 'Frederiksberg', lat: 55.6789, lng: 12.5337, bearing: 345, numbers: 140 },
  { streetName: 'Islands Brygge', zipCode: '2300', city: 'København S', lat: 55.67, lng: 12.578, bearing: 160, numbers: 140 },
  { streetName: 'Ørestads Boulevard', zipCode: '2300', city: 'København S', lat: 55.638, lng: 12.576, bearing: 190, numbers: 140 },
  { streetName: 'Nørrebrogade', zipCode: '2200', city: 'København N', lat: 55.6884, lng: 12.5592, bearing: 315, numbers: 140 },
  { streetName: 'Østerbrogade', zipCode: '2100', city: 'København Ø', lat: 55.693, lng: 12.5807, bearing: 15, numbers: 140 },
  { streetName: 'Tuborg Havnevej', zipCode: '2900', city: 'Hellerup', lat: 55.724, lng: 12.578, bearing: 80, numbers: 140 },
  { streetName: 'Literbuen', zipCode: '2740', city: 'Skovlunde', lat: 55.7226, lng: 12.3991, bearing: 100, numbers: 140 },
  { streetName: 'Kirkebjerg Allé', zipCode: '2605', city: 'Brøndby', lat: 55.6597, lng: 12.4129, bearing: 170, numbers: 140 },
  { streetName: 'Hørkær', zipCode: '2730', city: 'Herlev', lat: 55.719, lng: 12.424, bearing: 120, numbers: 140 },
  { streetName: 'Naverland', zipCode: '2600', city: 'Glostrup', lat: 55.6618, lng: 12.3849, bearing: 90, numbers: 140 },
  { streetName: 'Algade', zipCode: '4000', city: 'Roskilde', lat: 55.6418, lng: 12.0787, bearing: 95, numbers: 140 },
  { streetName: 'Åboulevarden', zipCode: '8000', city: 'Aarhus C', lat: 56.1577, lng: 10.205, bearing: 100, numbers: 140 },
  { streetName: 'Frederiks Allé', zipCode: '8000', city: 'Aarhus C', lat: 56.153, lng: 10.2045, bearing: 200, numbers: 140 },
  { streetName: 'Hack Kampmanns Plads', zipCode: '8000', city: 'Aarhus C', lat: 56.1532, lng: 10.2137, bearing: 90, numbers: 140 },
  { streetName: 'Skanderborgvej', zipCode: '8260', city: 'Viby J', lat: 56.133, lng: 10.169, bearing: 215, numbers: 140 },
  { streetName: 'Søren Frichs Vej', zipCode: '8230', city: 'Åbyhøj', lat: 56.156, lng: 10.16, bearing: 250, numbers: 140 },
  { streetName: 'Bautavej', zipCode: '8210', city: 'Aarhus V', lat: 56.1725, lng: 10.152, bearing: 200, numbers: 140 },
  { streetName: 'Grenåvej', zipCode: '8240', city: 'Risskov', lat: 56.18, lng: 10.223, bearing: 40, numbers: 140 },
  { streetName: 'Vestergade', zipCode: '5000', city: 'Odense C', lat: 55.396, lng: 10.387, bearing: 265, numbers: 140 },
  { streetName: 'Rugårdsvej', zipCode: '5000', city: 'Odense C', lat: 55.3985, lng: 10.377, bearing: 290, numbers: 140 },
  { streetName: 'Cikorievej', zipCode: '5220', city: 'Odense SØ', lat: 55.3725, lng: 10.4495, bearing: 10, numbers: 140 },
  { streetName: 'Lumbyvej', zipCode: '5000', city: 'Odense C', lat: 55.411, lng: 10.383, bearing: 10, numbers: 140 },
  { streetName: 'Boulevarden', zipCode: '9000', city: 'Aalborg', lat: 57.047, lng: 9.9205, bearing: 170, numbers: 140 },
  { streetName: 'Hadsundvej', zipCode: '9000', city: 'Aalborg', lat: 57.038, lng: 9.937, bearing: 135, numbers: 140 },
  { streetName: 'Sofiendalsvej', zipCode: '9200', city: 'Aalborg SV', lat: 57.037, lng: 9.896, bearing: 200, numbers: 140 },
  { streetName: 'Dæmningen', zipCode: '7100', city: 'Vejle', lat: 55.7087, lng: 9.539, bearing: 170, numbers: 140 },
  { streetName: 'Vestre Engvej', zipCode: '7100', city: 'Vejle', lat: 55.704, lng: 9.517, bearing: 260, numbers: 140 },
  { streetName: 'Jernbanegade', zipCode: '6000', city: 'Kolding', lat: 55.4915, lng: 9.477, bearing: 200, numbers: 140 },
  { streetName: 'Platinvej', zipCode: '6000', city: 'Kolding', lat: 55.48, lng: 9.433, bearing: 180, numbers: 140 },
  { streetName: 'Vejlevej', zipCode: '7000', city: 'Fredericia', lat: 55.577, lng: 9.742, bearing: 300, numbers: 140 },
  { streetName: 'Kongensgade', zipCode: '6700', city: 'Esbjerg', lat: 55.4685, lng: 8.456, bearing: 270, numbers: 140 },
  { streetName: 'Dokvej', zipCode: '6700', city: 'Esbjerg', lat: 55.463, lng: 8.442, bearing: 200, numbers: 140 },
  { streetName: 'Bredgade', zipCode: '7400', city: 'Herning', lat: 56.1365, lng: 8.977, bearing: 270, numbers: 140 },
  { streetName: 'Fredhøjvej', zipCode: '7400', city: 'Herning', lat: 56.144, lng: 8.948, bearing: 0, numbers: 140 },
  { streetName: 'Søndergade', zipCode: '8700', city: 'Horsens', lat: 55.8595, lng: 9.846, bearing: 180, numbers: 140 },
  // Streets no demo listing uses, so the lookup also finds addresses beyond the listings.
  { streetName: 'Kalvebod Brygge', zipCode: '1560', city: 'København V', lat: 55.668, lng: 12.57, bearing: 160, numbers: 60 },
  { streetName: 'H.C. Andersens Boulevard', zipCode: '1553', city: 'København V', lat: 55.676, lng: 12.569, bearing: 160, numbers: 60 },
  { streetName: 'Vester Farimagsgade', zipCode: '1606', city: 'København V', lat: 55.678, lng: 12.562, bearing: 10, numbers: 60 },
  { streetName: 'Lyngbyvej', zipCode: '2100', city: 'København Ø', lat: 55.713, lng: 12.559, bearing: 340, numbers: 80 },
  { streetName: 'Store Torv', zipCode: '8000', city: 'Aarhus C', lat: 56.1568, lng: 10.2095, bearing: 90, numbers: 20 },
  { streetName: 'Banegårdspladsen', zipCode: '8000', city: 'Aarhus C', lat: 56.1505, lng: 10.2045, bearing: 90, numbers: 20 },
  { streetName: 'Kongensgade', zipCode: '5000', city: 'Odense C', lat: 55.3975, lng: 10.38, bearing: 180, numbers: 80 },
  { streetName: 'Vesterbro', zipCode: '9000', city: 'Aalborg', lat: 57.05, lng: 9.915, bearing: 180, numbers: 100 },
  { streetName: 'Torvegade', zipCode: '6700', city: 'Esbjerg', lat: 55.467, lng: 8.452, bearing: 180, numbers: 60 },
];

/** Every street a demo listing uses must be in the register. */
for (const place of PLACES) {
  if (!STREETS.some((s) => s.streetName === place.streetName && s.zipCode === place.zipCode)) {
    throw new Error(`seed: ${place.streetName}, ${place.zipCode} is missing from the address register`);
  }
}

/** A DAR-style id: a UUID, here derived from the address so it is the same on every run. */
export function darId(key: string): string {
  const hex = createHash('sha1').update(`dar:${key}`).digest('hex');
  const variant = (8 | (parseInt(hex.charAt(16), 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const METRES_PER_DEGREE = 111_320;

function street(streetName: string, zipCode: string) {
  const found = STREETS.find((s) => s.streetName === streetName && s.zipCode === zipCode);
  if (!found) throw new Error(`seed: no street ${streetName}, ${zipCode} in the address register`);
  return found;
}

/** The register's entry for an address; the same id and coordinates every time it is asked for. */
export function registerAddress(parts: {
  streetName: string;
  streetNumber: string;
  floor?: string | null;
  door?: string | null;
  zipCode: string;
}): SeedAddress {
  const s = street(parts.streetName, parts.zipCode);
  const number = parseInt(parts.streetNumber, 10);
  // 12 m per pair of numbers along the street, 10 m to either side of its middle.
  const along = Math.floor((number - 1) / 2) * 12 + (/[A-Z]$/.test(parts.streetNumber) ? 4 : 0);
  const side = number % 2 === 1 ? 10 : -10;
  const rad = (s.bearing * Math.PI) / 180;
  const north = along * Math.cos(rad) - side * Math.sin(rad);
  const east = along * Math.sin(rad) + side * Math.cos(rad);
  const latitude = round(s.lat + north / METRES_PER_DEGREE, 6);
  const longitude = round(s.lng + east / (METRES_PER_DEGREE * Math.cos((s.lat * Math.PI) / 180)), 6);
  const access = `${s.streetName}|${s.zipCode}|${parts.streetNumber}`;
  const floor = parts.floor ?? null;
  const door = parts.door ?? null;
  const accessAddressId = darId(access);
  return {
    id: floor || door ? darId(`${access}|${floor ?? ''}|${door ?? ''}`) : accessAddressId,
    accessAddressId,
    streetName: s.streetName,
    streetNumber: parts.streetNumber,
    floor,
    door,
    zipCode: s.zipCode,
    city: s.city,
    latitude,
    longitude,
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A small deterministic hash, to vary which buildings have units without a random generator. */
const bucket = (key: string, buckets: number) => parseInt(createHash('sha1').update(key).digest('hex').slice(0, 8), 16) % buckets;

/**
 * The offline address register: every number on each street, units (floor and door) in some
 * buildings, and every address the demo listings use.
 */
export function generateAddresses(extra: Iterable<SeedAddress> = []): SeedAddress[] {
  const out = new Map<string, SeedAddress>();
  const add = (a: SeedAddress) => out.set(a.id, a);
  for (const s of STREETS) {
    for (let n = 1; n <= s.numbers; n++) {
      const streetNumber = String(n);
      add(registerAddress({ ...s, streetNumber }));
      const key = `${s.streetName}|${s.zipCode}|${n}`;
      if (bucket(key, 7) === 0) add(registerAddress({ ...s, streetNumber: `${n}A` }));
      if (bucket(`${key}|units`, 5) === 0) {
        for (const floor of ['st', '1', '2', '3']) {
          for (const door of ['th', 'tv']) add(registerAddress({ ...s, streetNumber, floor, door }));
        }
      }
    }
  }
  for (const a of extra) add(a);
  return [...out.values()];
}
