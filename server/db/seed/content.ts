import { COOKIE_TABLES_PATH, MEMBER_CMS_ROOT } from '../../../schemas/meta';

export interface SeedAnnouncement {
  id: number;
  zone: string;
  type: 'info' | 'warning';
  content: string;
}

export const SEED_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    id: 1,
    zone: 'Member',
    type: 'info',
    content:
      '<p>Nyhed: Du kan nu se statistik for hver annonce direkte fra annoncelisten. ' +
      'Læs mere under <a href="/member_cms-pages/hjaelp">Hjælp til annoncering</a>.</p>',
  },
  {
    id: 2,
    zone: 'Member',
    type: 'warning',
    content: '<p>Vi opdaterer systemet natten til søndag mellem kl. 01 og 05. ' + 'I det tidsrum kan du ikke oprette eller redigere annoncer.</p>',
  },
];

export interface SeedCmsPage {
  id: number;
  parentId: number | null;
  path: string;
  pathNode: string;
  title: string;
  content: string;
  online: boolean;
  position: number;
}

const COOKIE_TABLE = [
  '<h2>Nødvendige cookies</h2>',
  '<table>',
  '<thead><tr><th>Navn</th><th>Formål</th><th>Udløb</th></tr></thead>',
  '<tbody>',
  '<tr><td>cc_cookie</td><td>Husker dit valg af cookies</td><td>365 dage</td></tr>',
  '<tr><td>token</td><td>Holder dig logget ind</td><td>14 dage</td></tr>',
  '</tbody>',
  '</table>',
  '<h2>Funktionelle cookies</h2>',
  '<table>',
  '<thead><tr><th>Navn</th><th>Formål</th><th>Udløb</th></tr></thead>',
  '<tbody>',
  '<tr><td>closed_announcements</td><td>Husker hvilke driftsmeddelelser du har lukket</td><td>14 dage</td></tr>',
  '</tbody>',
  '</table>',
  '<h2>Statistiske cookies</h2>',
  '<table>',
  '<thead><tr><th>Navn</th><th>Formål</th><th>Udløb</th></tr></thead>',
  '<tbody>',
  '<tr><td>session_id</td><td>Tæller besøg og måler, hvordan siden bruges</td><td>30 minutter</td></tr>',
  '</tbody>',
  '</table>',
].join('\n');

export const SEED_CMS_PAGES: SeedCmsPage[] = [
  {
    id: 1,
    parentId: null,
    path: MEMBER_CMS_ROOT,
    pathNode: 'member_cms-pages',
    title: 'Medlemssider',
    content: '<p>Vejledning og vilkår for medlemmer.</p>',
    online: true,
    position: 0,
  },
  {
    id: 2,
    parentId: 1,
    path: `${MEMBER_CMS_ROOT}/vilkaar`,
    pathNode: 'vilkaar',
    title: 'Vilkår for annoncering',
    content: [
      '<h1>Vilkår for annoncering</h1>',
      '<p>Annoncer skal beskrive et konkret ledigt erhvervslejemål eller en konkret ejendom til salg. ',
      'Oplysninger om areal, pris og adresse skal være korrekte og opdaterede.</p>',
      '<p>En annonce, der er udlejet eller solgt, skal afmeldes med det samme med den rigtige årsag.</p>',
      '<ul><li>Billeder skal være i liggende format og mindst 800 × 600 pixels.</li>',
      '<li>Forsidebilledet må ikke være en plantegning og må ikke indeholde tekst.</li></ul>',
    ].join(''),
    online: true,
    position: 0,
  },
  {
    id: 3,
    parentId: 1,
    path: `${MEMBER_CMS_ROOT}/hjaelp`,
    pathNode: 'hjaelp',
    title: 'Hjælp til annoncering',
    content: [
      '<h1>Hjælp til annoncering</h1>',
      '<p>Opret en annonce under <strong>Annoncer</strong> og vælg annoncetype. ',
      'Du kan gemme en kladde og aktivere annoncen, når alle krævede felter er udfyldt.</p>',
      '<p>Har du spørgsmål, så skriv til <a href="mailto:support@demo.test">support@demo.test</a>.</p>',
    ].join(''),
    online: true,
    position: 1,
  },
  {
    id: 4,
    parentId: 1,
    path: COOKIE_TABLES_PATH,
    pathNode: 'cookie-tables',
    title: 'Cookie-tabeller',
    content: COOKIE_TABLE,
    online: true,
    position: 2,
  },
];
