import type { Zone } from './meta';

export interface Place {
  streetName: string;
  zipCode: string;
  city: string;
  /** How a title says where it is: 'i Nordhavn', 'på Christianshavn'. */
  where: string;
  zone: Zone;
  /** Only harbour addresses may promise a sea view in the title. */
  harbour?: boolean;
}

/** Real-looking Danish addresses, grouped by city so an account can keep to its own region. */
export const PLACES: Place[] = [
  // København and surroundings
  { streetName: 'Strandgade', zipCode: '1401', city: 'København K', where: 'på Christianshavn', zone: 'city', harbour: true },
  { streetName: 'Amerika Plads', zipCode: '2100', city: 'København Ø', where: 'i Nordhavn', zone: 'city', harbour: true },
  { streetName: 'Sundkrogsgade', zipCode: '2150', city: 'Nordhavn', where: 'i Nordhavn', zone: 'city', harbour: true },
  { streetName: 'Bredgade', zipCode: '1260', city: 'København K', where: 'i Indre By', zone: 'city' },
  { streetName: 'Borgergade', zipCode: '1300', city: 'København K', where: 'i Indre By', zone: 'city' },
  { streetName: 'Vesterbrogade', zipCode: '1620', city: 'København V', where: 'på Vesterbro', zone: 'city' },
  { streetName: 'Istedgade', zipCode: '1650', city: 'København V', where: 'på Vesterbro', zone: 'city' },
  { streetName: 'Gammel Kongevej', zipCode: '1850', city: 'Frederiksberg C', where: 'på Frederiksberg', zone: 'city' },
  { streetName: 'Falkoner Allé', zipCode: '2000', city: 'Frederiksberg', where: 'på Frederiksberg', zone: 'city' },
  { streetName: 'Islands Brygge', zipCode: '2300', city: 'København S', where: 'på Islands Brygge', zone: 'city', harbour: true },
  { streetName: 'Ørestads Boulevard', zipCode: '2300', city: 'København S', where: 'i Ørestad', zone: 'city' },
  { streetName: 'Nørrebrogade', zipCode: '2200', city: 'København N', where: 'på Nørrebro', zone: 'city' },
  { streetName: 'Østerbrogade', zipCode: '2100', city: 'København Ø', where: 'på Østerbro', zone: 'city' },
  { streetName: 'Tuborg Havnevej', zipCode: '2900', city: 'Hellerup', where: 'i Hellerup', zone: 'city', harbour: true },
  { streetName: 'Literbuen', zipCode: '2740', city: 'Skovlunde', where: 'i Skovlunde', zone: 'industrial' },
  { streetName: 'Kirkebjerg Allé', zipCode: '2605', city: 'Brøndby', where: 'i Brøndby', zone: 'industrial' },
  { streetName: 'Hørkær', zipCode: '2730', city: 'Herlev', where: 'i Herlev', zone: 'industrial' },
  { streetName: 'Naverland', zipCode: '2600', city: 'Glostrup', where: 'i Glostrup', zone: 'industrial' },
  { streetName: 'Algade', zipCode: '4000', city: 'Roskilde', where: 'i Roskilde', zone: 'city' },
  // Aarhus
  { streetName: 'Åboulevarden', zipCode: '8000', city: 'Aarhus C', where: 'i Aarhus C', zone: 'city' },
  { streetName: 'Frederiks Allé', zipCode: '8000', city: 'Aarhus C', where: 'i Aarhus C', zone: 'city' },
  { streetName: 'Hack Kampmanns Plads', zipCode: '8000', city: 'Aarhus C', where: 'på Aarhus Ø', zone: 'city', harbour: true },
  { streetName: 'Skanderborgvej', zipCode: '8260', city: 'Viby J', where: 'i Viby J', zone: 'industrial' },
  { streetName: 'Søren Frichs Vej', zipCode: '8230', city: 'Åbyhøj', where: 'i Åbyhøj', zone: 'industrial' },
  { streetName: 'Bautavej', zipCode: '8210', city: 'Aarhus V', where: 'i Aarhus V', zone: 'industrial' },
  { streetName: 'Grenåvej', zipCode: '8240', city: 'Risskov', where: 'i Risskov', zone: 'city' },
  // Odense
  { streetName: 'Vestergade', zipCode: '5000', city: 'Odense C', where: 'i Odense C', zone: 'city' },
  { streetName: 'Rugårdsvej', zipCode: '5000', city: 'Odense C', where: 'i Odense C', zone: 'city' },
  { streetName: 'Cikorievej', zipCode: '5220', city: 'Odense SØ', where: 'i Odense SØ', zone: 'industrial' },
  { streetName: 'Lumbyvej', zipCode: '5000', city: 'Odense C', where: 'i Odense', zone: 'industrial' },
  // Aalborg
  { streetName: 'Boulevarden', zipCode: '9000', city: 'Aalborg', where: 'i Aalborg', zone: 'city' },
  { streetName: 'Hadsundvej', zipCode: '9000', city: 'Aalborg', where: 'i Aalborg', zone: 'city' },
  { streetName: 'Sofiendalsvej', zipCode: '9200', city: 'Aalborg SV', where: 'i Aalborg SV', zone: 'industrial' },
  // Trekantområdet and Vestjylland
  { streetName: 'Dæmningen', zipCode: '7100', city: 'Vejle', where: 'i Vejle', zone: 'city', harbour: true },
  { streetName: 'Vestre Engvej', zipCode: '7100', city: 'Vejle', where: 'i Vejle', zone: 'industrial' },
  { streetName: 'Jernbanegade', zipCode: '6000', city: 'Kolding', where: 'i Kolding', zone: 'city' },
  { streetName: 'Platinvej', zipCode: '6000', city: 'Kolding', where: 'i Kolding', zone: 'industrial' },
  { streetName: 'Vejlevej', zipCode: '7000', city: 'Fredericia', where: 'i Fredericia', zone: 'industrial' },
  { streetName: 'Kongensgade', zipCode: '6700', city: 'Esbjerg', where: 'i Esbjerg', zone: 'city' },
  { streetName: 'Dokvej', zipCode: '6700', city: 'Esbjerg', where: 'på Esbjerg Havn', zone: 'industrial', harbour: true },
  { streetName: 'Bredgade', zipCode: '7400', city: 'Herning', where: 'i Herning', zone: 'city' },
  { streetName: 'Fredhøjvej', zipCode: '7400', city: 'Herning', where: 'i Herning', zone: 'industrial' },
  { streetName: 'Søndergade', zipCode: '8700', city: 'Horsens', where: 'i Horsens', zone: 'city' },
];

/** The part of the country an account advertises in. */
export type Region = 'copenhagen' | 'aarhus' | 'odense' | 'fyn-trekant' | 'all';

const IN_REGION: Record<Region, (zip: number) => boolean> = {
  copenhagen: (zip) => zip < 5000,
  aarhus: (zip) => zip >= 8000 && zip <= 8270,
  odense: (zip) => zip >= 5000 && zip < 5300,
  'fyn-trekant': (zip) => zip >= 5000 && zip < 8000,
  all: () => true,
};

export function placesIn(region: Region): Place[] {
  return PLACES.filter((p) => IN_REGION[region](Number(p.zipCode)));
}
