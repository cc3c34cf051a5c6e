import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './pages/session';
import { ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations, lookUpDemoIds } from './pages/journeys';

/** A load that fails or finds nothing says so at once and plainly, never as an empty list. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

const SERVER_ERROR = { code: 'internal', message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter' };

/** Answers the matching GETs with a server error while `failing()` holds, and passes them on after. */
async function failWhile(page: Page, path: RegExp, failing: () => boolean, status = 500) {
  await page.route(
    (url) => path.test(url.pathname),
    (route: Route) => (route.request().method() === 'GET' && failing() ? route.fulfill({ status, json: SERVER_ERROR }) : route.fallback()),
  );
}

test('a failed listing load is an error with a retry, never an empty list', async ({ page, request }) => {
  const ids = await lookUpDemoIds(request);
  await signIn(page, 'maegler.admin@demo.test');
  const shell = new ShellPage(page);
  let failing = true;
  await failWhile(page, /^\/api\/v2\/listings$/, () => failing);

  await page.goto('/listings');
  await expect(shell.loadError()).toContainText('Annoncer kunne ikke hentes');
  await expect(page.getByText(/Ingen annoncer fundet/i)).toHaveCount(0);
  await expect(page.getByText(/^\d+-\d+ af \d+$/)).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  failing = false;
  await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
  await expect(shell.loadError()).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  await expect(page.getByText(/^1-25 af \d/)).toBeVisible();

  // A listing's page too: an error with a retry, not 'the listing does not exist'.
  failing = true;
  await failWhile(page, /^\/api\/v2\/listings\/\d+$/, () => failing);
  await page.goto(`/listings/rental/${ids.broker.rental}`);
  await expect(shell.loadError()).toContainText('Annoncen kunne ikke hentes');
  await expect(page.getByText('Annoncen findes ikke')).toHaveCount(0);
  failing = false;
  await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.loadError()).toHaveCount(0);
});

test('every list shows a failed load as an error with a retry', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const shell = new ShellPage(page);
  let failing = true;
  await failWhile(page, /^\/api\/v2\/(favorites|searchagents)$/, () => failing);

  for (const [path, entity] of [
    ['/favorites', 'Favoritter'],
    ['/searchagents', 'Søgeagenter'],
  ] as const) {
    failing = true;
    await page.goto(path);
    await expect(shell.loadError()).toContainText(`${entity} kunne ikke hentes`);
    await expect(page.getByText(/^Ingen /)).toHaveCount(0);
    failing = false;
    await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
    await expect(shell.loadError()).toHaveCount(0);
  }
});

test('a missing listing says so at once: a 404 is an answer, not retried', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/listings/999999') asked.push(r.method());
  });
  await page.goto('/listings/rental/999999');
  await expect(page.getByText('Annoncen findes ikke')).toBeVisible();
  // A retry would have asked again before the answer showed.
  expect(asked).toEqual(['GET']);
  await expect(page.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0);
});

test('a failing address lookup says so, and not that no address was found', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  let failing = true;
  await failWhile(page, /^\/api\/v2\/addresses$/, () => failing, 502);
  await page.goto('/listings/rental/create');
  const address = page.getByRole('combobox', { name: /Adresse/ });
  await address.fill('Sundkrogsgade 21');
  await expect(page.getByText('Noget gik galt').first()).toBeVisible();
  await expect(page.getByText('Ingen adresser fundet')).toHaveCount(0);

  // The next key searches again.
  failing = false;
  await address.fill('Sundkrogsgade 2');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByText('Noget gik galt')).toHaveCount(0);
});

test("a page whose layout's code is slow to arrive shows that it is loading, then opens", async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  // The layout's code is held back until the page has shown that it is loading.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/MemberShell-*.js', async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/listings');
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
