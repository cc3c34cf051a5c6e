import type { postalAreas } from '../schema';

export type PostalAreaRow = typeof postalAreas.$inferInsert;

/** The five regions with their official codes. */
export const REGIONS = {
  nordjylland: { code: 1081, name: 'Region Nordjylland' },
  midtjylland: { code: 1082, name: 'Region Midtjylland' },
  syddanmark: { code: 1083, name: 'Region Syddanmark' },
  hovedstaden: { code: 1084, name: 'Region Hovedstaden' },
  sjaelland: { code: 1085, name: 'Region Sjælland' },
} as const;
type RegionKey = keyof typeof REGIONS;

/** Zip codes: one code, or an inclusive range of codes that share a city name. */
type Zips = (readonly [string, string] | readonly [number, number, string])[];

interface Municipality {
  code: number;
  name: string;
  region: RegionKey;
  zips: Zips;
}

/*
 * Every municipality with its main postal districts. Inner København and Frederiksberg have one code
 * per street or block; those are given as the ranges the post uses (a few numbers inside them are
 * unused). A zip code that crosses a municipal border belongs to its main municipality here.
 */
const MUNICIPALITIES: Municipality[] = [
  // Region Hovedstaden
  {
    code: 101,
    name: 'København',
    region: 'hovedstaden',
    zips: [
      [1050, 1074, 'København K'],
      [1100, 1131, 'København K'],
      [1150, 1175, 'København K'],
      [1200, 1221, 'København K'],
      [1250, 1271, 'København K'],
      [1300, 1329, 'København K'],
      [1350, 1371, 'København K'],
      [1400, 1441, 'København K'],
      [1448, 1473, 'København K'],
      [1550, 1577, 'København V'],
      [1600, 1682, 'København V'],
      [1700, 1799, 'København V'],
      ['2100', 'København Ø'],
      ['2150', 'Nordhavn'],
      ['2200', 'København N'],
      ['2300', 'København S'],
      ['2400', 'København NV'],
      ['2450', 'København SV'],
      ['2500', 'Valby'],
      ['2700', 'Brønshøj'],
      ['2720', 'Vanløse'],
    ],
  },
  {
    code: 147,
    name: 'Frederiksberg',
    region: 'hovedstaden',
    zips: [
      [1800, 1879, 'Frederiksberg C'],
      [1900, 1974, 'Frederiksberg C'],
      ['2000', 'Frederiksberg'],
    ],
  },
  {
    code: 151,
    name: 'Ballerup',
    region: 'hovedstaden',
    zips: [
      ['2740', 'Skovlunde'],
      ['2750', 'Ballerup'],
      ['2760', 'Måløv'],
    ],
  },
  {
    code: 153,
    name: 'Brøndby',
    region: 'hovedstaden',
    zips: [
      ['2605', 'Brøndby'],
      ['2660', 'Brøndby Strand'],
    ],
  },
  { code: 155, name: 'Dragør', region: 'hovedstaden', zips: [['2791', 'Dragør']] },
  {
    code: 157,
    name: 'Gentofte',
    region: 'hovedstaden',
    zips: [
      ['2820', 'Gentofte'],
      ['2900', 'Hellerup'],
      ['2920', 'Charlottenlund'],
      ['2930', 'Klampenborg'],
    ],
  },
  {
    code: 159,
    name: 'Gladsaxe',
    region: 'hovedstaden',
    zips: [
      ['2860', 'Søborg'],
      ['2870', 'Dyssegård'],
      ['2880', 'Bagsværd'],
    ],
  },
  { code: 161, name: 'Glostrup', region: 'hovedstaden', zips: [['2600', 'Glostrup']] },
  { code: 163, name: 'Herlev', region: 'hovedstaden', zips: [['2730', 'Herlev']] },
  { code: 165, name: 'Albertslund', region: 'hovedstaden', zips: [['2620', 'Albertslund']] },
  { code: 167, name: 'Hvidovre', region: 'hovedstaden', zips: [['2650', 'Hvidovre']] },
  {
    code: 169,
    name: 'Høje-Taastrup',
    region: 'hovedstaden',
    zips: [
      ['2630', 'Taastrup'],
      ['2640', 'Hedehusene'],
    ],
  },
  {
    code: 173,
    name: 'Lyngby-Taarbæk',
    region: 'hovedstaden',
    zips: [
      ['2800', 'Kongens Lyngby'],
      ['2830', 'Virum'],
    ],
  },
  { code: 175, name: 'Rødovre', region: 'hovedstaden', zips: [['2610', 'Rødovre']] },
  { code: 183, name: 'Ishøj', region: 'hovedstaden', zips: [['2635', 'Ishøj']] },
  { code: 185, name: 'Tårnby', region: 'hovedstaden', zips: [['2770', 'Kastrup']] },
  {
    code: 187,
    name: 'Vallensbæk',
    region: 'hovedstaden',
    zips: [
      ['2625', 'Vallensbæk'],
      ['2665', 'Vallensbæk Strand'],
    ],
  },
  {
    code: 190,
    name: 'Furesø',
    region: 'hovedstaden',
    zips: [
      ['3500', 'Værløse'],
      ['3520', 'Farum'],
    ],
  },
  { code: 201, name: 'Allerød', region: 'hovedstaden', zips: [['3450', 'Allerød']] },
  {
    code: 210,
    name: 'Fredensborg',
    region: 'hovedstaden',
    zips: [
      ['2980', 'Kokkedal'],
      ['2990', 'Nivå'],
      ['3480', 'Fredensborg'],
    ],
  },
  {
    code: 217,
    name: 'Helsingør',
    region: 'hovedstaden',
    zips: [
      ['3000', 'Helsingør'],
      ['3060', 'Espergærde'],
      ['3070', 'Snekkersten'],
      ['3100', 'Hornbæk'],
    ],
  },
  { code: 219, name: 'Hillerød', region: 'hovedstaden', zips: [['3400', 'Hillerød']] },
  { code: 223, name: 'Hørsholm', region: 'hovedstaden', zips: [['2970', 'Hørsholm']] },
  {
    code: 230,
    name: 'Rudersdal',
    region: 'hovedstaden',
    zips: [
      ['2840', 'Holte'],
      ['2850', 'Nærum'],
      ['2950', 'Vedbæk'],
      ['3460', 'Birkerød'],
    ],
  },
  {
    code: 240,
    name: 'Egedal',
    region: 'hovedstaden',
    zips: [
      ['3650', 'Ølstykke'],
      ['3660', 'Stenløse'],
    ],
  },
  {
    code: 250,
    name: 'Frederikssund',
    region: 'hovedstaden',
    zips: [
      ['3600', 'Frederikssund'],
      ['3630', 'Jægerspris'],
    ],
  },
  {
    code: 260,
    name: 'Halsnæs',
    region: 'hovedstaden',
    zips: [
      ['3300', 'Frederiksværk'],
      ['3390', 'Hundested'],
    ],
  },
  {
    code: 270,
    name: 'Gribskov',
    region: 'hovedstaden',
    zips: [
      ['3200', 'Helsinge'],
      ['3230', 'Græsted'],
      ['3250', 'Gilleleje'],
    ],
  },
  {
    code: 400,
    name: 'Bornholm',
    region: 'hovedstaden',
    zips: [
      ['3700', 'Rønne'],
      ['3730', 'Nexø'],
      ['3740', 'Svaneke'],
      ['3760', 'Gudhjem'],
      ['3770', 'Allinge'],
    ],
  },

  // Region Sjælland
  { code: 253, name: 'Greve', region: 'sjaelland', zips: [['2670', 'Greve']] },
  { code: 259, name: 'Køge', region: 'sjaelland', zips: [['4600', 'Køge']] },
  {
    code: 265,
    name: 'Roskilde',
    region: 'sjaelland',
    zips: [
      ['4000', 'Roskilde'],
      ['4040', 'Jyllinge'],
    ],
  },
  { code: 269, name: 'Solrød', region: 'sjaelland', zips: [['2680', 'Solrød Strand']] },
  {
    code: 306,
    name: 'Odsherred',
    region: 'sjaelland',
    zips: [
      ['4500', 'Nykøbing Sj'],
      ['4550', 'Asnæs'],
    ],
  },
  { code: 316, name: 'Holbæk', region: 'sjaelland', zips: [['4300', 'Holbæk']] },
  {
    code: 320,
    name: 'Faxe',
    region: 'sjaelland',
    zips: [
      ['4640', 'Faxe'],
      ['4690', 'Haslev'],
    ],
  },
  { code: 326, name: 'Kalundborg', region: 'sjaelland', zips: [['4400', 'Kalundborg']] },
  { code: 329, name: 'Ringsted', region: 'sjaelland', zips: [['4100', 'Ringsted']] },
  {
    code: 330,
    name: 'Slagelse',
    region: 'sjaelland',
    zips: [
      ['4200', 'Slagelse'],
      ['4220', 'Korsør'],
    ],
  },
  { code: 336, name: 'Stevns', region: 'sjaelland', zips: [['4660', 'Store Heddinge']] },
  { code: 340, name: 'Sorø', region: 'sjaelland', zips: [['4180', 'Sorø']] },
  {
    code: 350,
    name: 'Lejre',
    region: 'sjaelland',
    zips: [
      ['4320', 'Lejre'],
      ['4330', 'Hvalsø'],
    ],
  },
  {
    code: 360,
    name: 'Lolland',
    region: 'sjaelland',
    zips: [
      ['4900', 'Nakskov'],
      ['4930', 'Maribo'],
    ],
  },
  { code: 370, name: 'Næstved', region: 'sjaelland', zips: [['4700', 'Næstved']] },
  { code: 376, name: 'Guldborgsund', region: 'sjaelland', zips: [['4800', 'Nykøbing F']] },
  { code: 390, name: 'Vordingborg', region: 'sjaelland', zips: [['4760', 'Vordingborg']] },

  // Region Syddanmark
  { code: 410, name: 'Middelfart', region: 'syddanmark', zips: [['5500', 'Middelfart']] },
  { code: 420, name: 'Assens', region: 'syddanmark', zips: [['5610', 'Assens']] },
  {
    code: 430,
    name: 'Faaborg-Midtfyn',
    region: 'syddanmark',
    zips: [
      ['5600', 'Faaborg'],
      ['5750', 'Ringe'],
    ],
  },
  { code: 440, name: 'Kerteminde', region: 'syddanmark', zips: [['5300', 'Kerteminde']] },
  { code: 450, name: 'Nyborg', region: 'syddanmark', zips: [['5800', 'Nyborg']] },
  {
    code: 461,
    name: 'Odense',
    region: 'syddanmark',
    zips: [
      ['5000', 'Odense C'],
      ['5200', 'Odense V'],
      ['5210', 'Odense NV'],
      ['5220', 'Odense SØ'],
      ['5230', 'Odense M'],
      ['5240', 'Odense NØ'],
      ['5250', 'Odense SV'],
      ['5260', 'Odense S'],
      ['5270', 'Odense N'],
    ],
  },
  { code: 479, name: 'Svendborg', region: 'syddanmark', zips: [['5700', 'Svendborg']] },
  {
    code: 480,
    name: 'Nordfyns',
    region: 'syddanmark',
    zips: [
      ['5400', 'Bogense'],
      ['5450', 'Otterup'],
    ],
  },
  { code: 482, name: 'Langeland', region: 'syddanmark', zips: [['5900', 'Rudkøbing']] },
  { code: 492, name: 'Ærø', region: 'syddanmark', zips: [['5970', 'Ærøskøbing']] },
  {
    code: 510,
    name: 'Haderslev',
    region: 'syddanmark',
    zips: [
      ['6100', 'Haderslev'],
      ['6500', 'Vojens'],
    ],
  },
  {
    code: 530,
    name: 'Billund',
    region: 'syddanmark',
    zips: [
      ['7190', 'Billund'],
      ['7200', 'Grindsted'],
    ],
  },
  {
    code: 540,
    name: 'Sønderborg',
    region: 'syddanmark',
    zips: [
      ['6400', 'Sønderborg'],
      ['6430', 'Nordborg'],
    ],
  },
  { code: 550, name: 'Tønder', region: 'syddanmark', zips: [['6270', 'Tønder']] },
  {
    code: 561,
    name: 'Esbjerg',
    region: 'syddanmark',
    zips: [
      ['6700', 'Esbjerg'],
      ['6705', 'Esbjerg Ø'],
      ['6710', 'Esbjerg V'],
      ['6715', 'Esbjerg N'],
      ['6760', 'Ribe'],
    ],
  },
  { code: 563, name: 'Fanø', region: 'syddanmark', zips: [['6720', 'Fanø']] },
  { code: 573, name: 'Varde', region: 'syddanmark', zips: [['6800', 'Varde']] },
  { code: 575, name: 'Vejen', region: 'syddanmark', zips: [['6600', 'Vejen']] },
  { code: 580, name: 'Aabenraa', region: 'syddanmark', zips: [['6200', 'Aabenraa']] },
  { code: 607, name: 'Fredericia', region: 'syddanmark', zips: [['7000', 'Fredericia']] },
  { code: 621, name: 'Kolding', region: 'syddanmark', zips: [['6000', 'Kolding']] },
  {
    code: 630,
    name: 'Vejle',
    region: 'syddanmark',
    zips: [
      ['7100', 'Vejle'],
      ['7120', 'Vejle Øst'],
      ['7300', 'Jelling'],
    ],
  },

  // Region Midtjylland
  { code: 615, name: 'Horsens', region: 'midtjylland', zips: [['8700', 'Horsens']] },
  { code: 657, name: 'Herning', region: 'midtjylland', zips: [['7400', 'Herning']] },
  { code: 661, name: 'Holstebro', region: 'midtjylland', zips: [['7500', 'Holstebro']] },
  { code: 665, name: 'Lemvig', region: 'midtjylland', zips: [['7620', 'Lemvig']] },
  { code: 671, name: 'Struer', region: 'midtjylland', zips: [['7600', 'Struer']] },
  {
    code: 706,
    name: 'Syddjurs',
    region: 'midtjylland',
    zips: [
      ['8400', 'Ebeltoft'],
      ['8410', 'Rønde'],
    ],
  },
  { code: 707, name: 'Norddjurs', region: 'midtjylland', zips: [['8500', 'Grenaa']] },
  {
    code: 710,
    name: 'Favrskov',
    region: 'midtjylland',
    zips: [
      ['8370', 'Hadsten'],
      ['8450', 'Hammel'],
    ],
  },
  { code: 727, name: 'Odder', region: 'midtjylland', zips: [['8300', 'Odder']] },
  {
    code: 730,
    name: 'Randers',
    region: 'midtjylland',
    zips: [
      ['8900', 'Randers C'],
      ['8920', 'Randers NV'],
      ['8930', 'Randers NØ'],
      ['8940', 'Randers SV'],
      ['8960', 'Randers SØ'],
    ],
  },
  { code: 740, name: 'Silkeborg', region: 'midtjylland', zips: [['8600', 'Silkeborg']] },
  { code: 741, name: 'Samsø', region: 'midtjylland', zips: [['8305', 'Samsø']] },
  {
    code: 746,
    name: 'Skanderborg',
    region: 'midtjylland',
    zips: [
      ['8660', 'Skanderborg'],
      ['8680', 'Ry'],
    ],
  },
  {
    code: 751,
    name: 'Aarhus',
    region: 'midtjylland',
    zips: [
      ['8000', 'Aarhus C'],
      ['8200', 'Aarhus N'],
      ['8210', 'Aarhus V'],
      ['8220', 'Brabrand'],
      ['8230', 'Åbyhøj'],
      ['8240', 'Risskov'],
      ['8250', 'Egå'],
      ['8260', 'Viby J'],
      ['8270', 'Højbjerg'],
      ['8310', 'Tranbjerg J'],
      ['8320', 'Mårslet'],
      ['8330', 'Beder'],
      ['8340', 'Malling'],
      ['8355', 'Solbjerg'],
      ['8361', 'Hasselager'],
      ['8380', 'Trige'],
      ['8381', 'Tilst'],
      ['8520', 'Lystrup'],
      ['8530', 'Hjortshøj'],
      ['8541', 'Skødstrup'],
    ],
  },
  {
    code: 756,
    name: 'Ikast-Brande',
    region: 'midtjylland',
    zips: [
      ['7330', 'Brande'],
      ['7430', 'Ikast'],
    ],
  },
  {
    code: 760,
    name: 'Ringkøbing-Skjern',
    region: 'midtjylland',
    zips: [
      ['6900', 'Skjern'],
      ['6950', 'Ringkøbing'],
    ],
  },
  {
    code: 766,
    name: 'Hedensted',
    region: 'midtjylland',
    zips: [
      ['7130', 'Juelsminde'],
      ['8722', 'Hedensted'],
    ],
  },
  { code: 779, name: 'Skive', region: 'midtjylland', zips: [['7800', 'Skive']] },
  { code: 791, name: 'Viborg', region: 'midtjylland', zips: [['8800', 'Viborg']] },

  // Region Nordjylland
  { code: 773, name: 'Morsø', region: 'nordjylland', zips: [['7900', 'Nykøbing M']] },
  { code: 787, name: 'Thisted', region: 'nordjylland', zips: [['7700', 'Thisted']] },
  { code: 810, name: 'Brønderslev', region: 'nordjylland', zips: [['9700', 'Brønderslev']] },
  {
    code: 813,
    name: 'Frederikshavn',
    region: 'nordjylland',
    zips: [
      ['9900', 'Frederikshavn'],
      ['9990', 'Skagen'],
    ],
  },
  { code: 820, name: 'Vesthimmerlands', region: 'nordjylland', zips: [['9600', 'Aars']] },
  { code: 825, name: 'Læsø', region: 'nordjylland', zips: [['9940', 'Læsø']] },
  {
    code: 840,
    name: 'Rebild',
    region: 'nordjylland',
    zips: [
      ['9520', 'Skørping'],
      ['9530', 'Støvring'],
    ],
  },
  { code: 846, name: 'Mariagerfjord', region: 'nordjylland', zips: [['9500', 'Hobro']] },
  {
    code: 849,
    name: 'Jammerbugt',
    region: 'nordjylland',
    zips: [
      ['9440', 'Aabybro'],
      ['9490', 'Pandrup'],
    ],
  },
  {
    code: 851,
    name: 'Aalborg',
    region: 'nordjylland',
    zips: [
      ['9000', 'Aalborg'],
      ['9200', 'Aalborg SV'],
      ['9210', 'Aalborg SØ'],
      ['9220', 'Aalborg Øst'],
      ['9230', 'Svenstrup J'],
      ['9400', 'Nørresundby'],
    ],
  },
  { code: 860, name: 'Hjørring', region: 'nordjylland', zips: [['9800', 'Hjørring']] },
];

/** The rows of postal_areas, sorted by zip code. */
export function postalAreaRows(): PostalAreaRow[] {
  const rows: PostalAreaRow[] = [];
  for (const m of MUNICIPALITIES) {
    const region = REGIONS[m.region];
    const base = { municipalityCode: m.code, municipalityName: m.name, regionCode: region.code, regionName: region.name };
    for (const zip of m.zips) {
      if (zip.length === 2) {
        rows.push({ zipCode: zip[0], city: zip[1], ...base });
      } else {
        for (let n = zip[0]; n <= zip[1]; n++) rows.push({ zipCode: String(n), city: zip[2], ...base });
      }
    }
  }
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.zipCode)) throw new Error(`seed: zip code ${row.zipCode} is listed twice`);
    seen.add(row.zipCode);
  }
  return rows.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
}
