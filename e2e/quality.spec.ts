import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './pages/session';
import { ListingFormPage, ListingsPage } from './pages/ListingsPage';
import { makePng } from '../tests/fixtures/png';

const picture = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(1200, 800, rgb) });

const LONG_DESCRIPTION = [
  'Lyse og velindrettede kontorlokaler på 250 m² med udsigt over havnen og egen indgang fra kajen. Lokalerne står nyistandsatte med tekøkken, toiletter og bad.',
  'Lejemålet er indrettet med et åbent kontorlandskab, tre mødelokaler og et stillerum. Der er adgang til fælles kantine og cykelparkering i kælderen, og ejendommen har elevator.',
  'Metroen ved Nordhavn ligger fem minutters gang fra døren, og der er gode parkeringsforhold i områdets p-huse. Lejemålet kan overtages efter nærmere aftale med udlejer.',
].join('\n\n');

/** The quality panel (show page or form) and the score it shows. */
const panel = (page: Page) => page.getByRole('region', { name: 'Kvalitet', exact: true });
async function scoreOf(region: Locator): Promise<number> {
  const label = await region.getByLabel(/^Kvalitet \d+ af 100$/).getAttribute('aria-label');
  return Number(/(\d+)/.exec(label ?? '')?.[1]);
}

test('a broker raises a listing’s quality score by following its suggestions', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Kontorlejemål ved havnen til kvalitetsløft ${stamp}`;
  await signIn(page, 'maegler.admin@demo.test');
  await new ListingsPage(page).open();
  await page.goto('/listings/rental/create');

  const form = new ListingFormPage(page);
  await form.fill(/^Titel/, title);
  await form.fill(/^Blikfang/, 'Havudsigt og egen indgang');
  await form.fill(/^Beskrivelse/, 'Lyse og velindrettede kontorlokaler med udsigt over havnen, egen indgang, tekøkken og adgang til mødelokaler.');
  await form.chooseCategory('Kontor');
  await form.pickAddress('Sundkrogsgade 21', 'Sundkrogsgade 21, 2150 Nordhavn');
  await form.fillNumber(/^Etageareal/, 250);
  await form.fillNumber(/^Årlig leje/, 450000);
  await form.uploadImages([picture('a.png', [180, 90, 60]), picture('b.png', [60, 120, 180]), picture('c.png', [90, 160, 90])]);
  await form.fill(/^Kontaktperson/, 'Mette Nordahl');
  await form.fill(/^Telefon/, '+45 33 12 34 56');
  await form.fill(/^E-mail/, 'mette@nordhavn-erhverv.dk');
  await form.submit('Opret annonce');
  await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);

  // The show page says what would raise the score most.
  const shown = panel(page);
  await expect(shown.getByText(/^Tilføj mindst 3 billeder mere: \+\d+$/)).toBeVisible();
  await expect(shown.getByText(/^Skriv en længere beskrivelse \(mindst 600 tegn\): \+\d+$/)).toBeVisible();
  const before = await scoreOf(shown);

  // The broker follows the suggestions in the form, and the form's panel follows as they go.
  await page.getByRole('link', { name: 'Rediger', exact: true }).click();
  const live = panel(page);
  await expect(live.getByText(/^Tilføj mindst 3 billeder mere/)).toBeVisible();
  await page.getByTestId('image-upload').setInputFiles([picture('d.png', [30, 60, 90]), picture('e.png', [200, 200, 90]), picture('f.png', [90, 30, 160])]);
  await expect(page.getByText('6 af højst 10 billeder')).toBeVisible();
  await expect(live.getByText(/^Tilføj mindst/)).toHaveCount(0);
  // The pictures are 1,200 px wide, as the upload measured them.
  await expect(live.getByText(/^Brug billeder på mindst 1\.600 px i bredden/)).toBeVisible();
  const afterImages = await scoreOf(live);
  expect(afterImages).toBeGreaterThan(before);
  await form.fill(/^Beskrivelse/, LONG_DESCRIPTION);
  await expect(live.getByText(/^Skriv en længere beskrivelse/)).toHaveCount(0);
  await expect(live.getByText(/^Del beskrivelsen op/)).toHaveCount(0);
  expect(await scoreOf(live)).toBeGreaterThan(afterImages);
  const inForm = await scoreOf(live);
  await form.submit('Gem ændringer');

  // Saved, the listing has the higher score, on its page and in the index.
  await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);
  // The page may show the listing as read before until the saved one arrives.
  await expect.poll(() => scoreOf(panel(page))).toBeGreaterThan(before);
  await expect(panel(page).getByText(/^Skriv en længere beskrivelse/)).toHaveCount(0);
  // Read as stored, not from what the page held before the save.
  await page.reload();
  await expect(panel(page).getByText(/^Skriv en længere beskrivelse/)).toHaveCount(0);
  const after = await scoreOf(panel(page));
  // The form scored the new pictures by the sizes the upload answered, as the server does.
  expect(after).toBe(inForm);
  await page.goto('/listings');
  await expect(new ListingsPage(page).row(title).getByLabel(`Kvalitet ${after} af 100`)).toBeVisible();
});
