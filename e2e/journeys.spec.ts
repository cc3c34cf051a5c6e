import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES, ruleFor } from '../src/access/routes';
import { makePng } from '../tests/fixtures/png';
import { signIn } from './pages/session';
import { accessibilityViolations, englishOnScreen, lookUpDemoIds, PageProblems, settle, type DemoIds } from './pages/journeys';
import { expectArrival, keepScreenshot, openAs, PERSONAS, SCREENS, VISITS, type Persona } from './pages/screens';

/**
 * The journey suite: every screen of SPEC 2, opened as the personas who may see it, and each kind of
 * refusal as one who may not. Each visit must end on the right page with no console error, failed request, unexpected
 * response, missing Danish text or English word (with E2E_SCREENSHOTS set it leaves a screenshot in
 * e2e/output/screens/<screen>-<persona>.png); axe finds no WCAG 2.2 AA violation on each page a visit ends on
 * (Visit.scan). The screens are listed in e2e/pages/screens.ts.
 */

const picture = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(1200, 800, rgb) });

test('the journey table opens every route of the route table', () => {
  const opened = new Set(SCREENS.map((s) => s.route));
  expect(ROUTES.map((r) => r.path).filter((path) => !opened.has(path))).toEqual([]);
  // A screen names a route that the guard knows (or, for the login and 404 pages, none).
  for (const screen of SCREENS) if (!['/login', '/findes-ikke'].includes(screen.route)) ruleFor(screen.route);
});

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

for (const persona of Object.keys(PERSONAS) as Persona[]) {
  const visits = VISITS.filter((v) => v.persona === persona);
  test.describe(`as ${persona}`, () => {
    let page: Page;
    let problems: PageProblems;
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openAs(browser, persona, baseURL);
      problems = new PageProblems(page);
      // What logging in left behind is not any screen's business.
      await settle(page);
    });
    test.afterAll(() => page.context().close());

    for (const visit of visits) {
      const { screen } = visit;
      test(`${screen.name}${visit.refusal ? ' (refused)' : ''}`, async () => {
        const path = screen.path(ids);
        const undo = await screen.arrange?.(page);
        problems.start(screen.expectedResponses);
        try {
          await page.goto(path);
          await expectArrival(page, visit, path);
          await settle(page);
          await keepScreenshot(page, 'screens', `${screen.name}-${persona}`);
          expect.soft(await englishOnScreen(page), 'English words on a Danish screen').toEqual([]);
          if (visit.scan) expect.soft(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
          expect(problems.seen(), 'console errors, failed requests and unexpected responses').toEqual([]);
        } finally {
          await undo?.();
        }
      });
    }
  });
}

const DESCRIPTION = 'Lyse kontorlokaler tæt på metroen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.';

/** Presses Tab until the target has the focus; fails when it cannot be reached that way. */
async function tabTo(page: Page, target: Locator, presses = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} cannot be reached with the Tab key`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('maegler.admin@ creates a rental listing with the keyboard only', async ({ page }) => {
  // Every field is reached with the Tab key, one press and one look at the focus at a time: on a busy machine
  // this journey takes longer than the others.
  test.setTimeout(120_000);
  const problems = new PageProblems(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Tastaturvenligt kontorlejemål på 180 m² ${stamp}`;
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/listings');
  problems.start();

  // From the index to the rental form.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Opret annonce' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/create$/);
  await tabTo(page, page.getByRole('link', { name: /Lejemål/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/rental\/create$/);

  const textbox = (name: RegExp) => page.getByRole('textbox', { name });
  await typeInto(page, textbox(/^Titel/), title);
  await typeInto(page, textbox(/^Blikfang/), 'Egen indgang og tekøkken');
  await typeInto(page, textbox(/^Beskrivelse/), DESCRIPTION);

  // The category: a select that opens with the arrow key; an option is picked with the arrows and Enter.
  const category = page.getByRole('combobox', { name: /^Kategori/ });
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let i = 0; i < 40 && !(await listbox.getByRole('option', { name: 'Kontor', exact: true }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(category).toHaveText('Kontor');

  await typeInto(page, textbox(/^Sagsnummer/), `NH-KB-${stamp}`);

  // The address: typed, then the suggestion chosen with the arrow key and Enter.
  const address = page.getByRole('combobox', { name: /^Adresse/ });
  await typeInto(page, address, 'Sundkrogsgade 21');
  await expect(page.getByRole('option', { name: 'Sundkrogsgade 21, 2150 Nordhavn' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('Sundkrogsgade 21, 2150 Nordhavn');

  const numberField = (name: RegExp) => page.getByRole('textbox', { name }).or(page.getByRole('spinbutton', { name }));
  await typeInto(page, numberField(/^Etageareal/), '180');
  await typeInto(page, numberField(/^Årlig leje/), '324000');

  // The upload button opens the system's file dialog; choosing the files there is the dialog's business.
  await tabTo(page, page.getByRole('button', { name: 'Upload billeder' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  // Headless Chromium on a busy machine now and then opens no dialog for the first press; a user presses again.
  const opened = await Promise.race([chooser.then(() => true), page.waitForTimeout(5_000).then(() => false)]);
  if (!opened) await page.keyboard.press('Enter');
  await (await chooser).setFiles([picture('front.png', [170, 80, 50]), picture('lokale.png', [50, 110, 170]), picture('koekken.png', [80, 150, 80])]);
  await expect(page.getByText('3 af højst 10 billeder')).toBeVisible();

  await typeInto(page, textbox(/^Kontaktperson/), 'Mette Nordahl');
  await typeInto(page, textbox(/^Telefon/), '+45 33 12 34 56');
  await typeInto(page, textbox(/^E-mail/), 'mette@nordhavn-erhverv.dk');
  await tabTo(page, page.getByRole('button', { name: 'Opret annonce' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Sundkrogsgade 21, 2150 Nordhavn').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Billede 3' })).toBeVisible();
  await settle(page);
  expect(problems.seen(), 'console errors, failed requests and unexpected responses').toEqual([]);
});
