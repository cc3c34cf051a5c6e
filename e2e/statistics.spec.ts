import { expect, test } from '@playwright/test';
import { LoginPage, loginAs } from './pages/LoginPage';
import { bearer, signIn, tokenOf } from './pages/session';
import { ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { MarketStatisticsPage, postListingEvent, StatisticsPage } from './pages/StatisticsPages';

/** The statistics journeys: tracked visits reach the statistics, market statistics, and who may open which. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

test("a listing page visit posted to the tracking endpoint shows up in that listing's statistics", async ({ page, request, context }) => {
  await signIn(page, 'maegler.admin@demo.test');
  // An active rental listing of the broker's, as the listings index answers it.
  const token = await tokenOf(context);
  const found = await request.get('/api/v2/listings?status=2&listingType=1&perPage=1', { headers: bearer(token) });
  expect(found.ok()).toBe(true);
  const { listings } = (await found.json()) as { listings: { id: number; title: string }[] };
  const listing = listings[0]!;

  // The listing's page leads to its statistics.
  const stats = new StatisticsPage(page);
  await page.goto(`/listings/rental/${listing.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Statistik', exact: true }).click();
  await expect(stats.heading('Statistik for annoncen')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/listings/rental/${listing.id}/statistics$`));
  await stats.choosePreset('Seneste 7 dage');
  await expect(page).toHaveURL(/period=last_7_days/);
  await expect(page.getByText(listing.title)).toBeVisible();
  await expect(stats.chart('Besøg over tid')).toBeVisible();
  const before = await stats.metricValue('Besøg');

  // The public site posts a page visit (listing action 6) and a contact (4).
  await postListingEvent(request, listing.id, 6);
  await postListingEvent(request, listing.id, 4);

  await page.reload();
  await expect.poll(() => stats.metricValue('Besøg')).toBe(before + 1);
  expect(await stats.metricValue('Henvendelser')).toBeGreaterThanOrEqual(1);
  // The account's statistics count it too, and link to the listing's page.
  await new ShellPage(page).sections().getByRole('link', { name: 'Kontostatistik' }).click();
  await expect(stats.heading('Kontostatistik')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Besøg, henvendelser og konvertering pr. annonce i perioden' })).toBeVisible();
});

test('a broker sees how a listing stands against comparable listings of its postal area, and none of their titles', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  // The broker's first active office rental, in Brøndby, where the demo's other accounts advertise offices of its size.
  await page.goto('/listings/rental/54/statistics');
  const benchmark = page.getByRole('region', { name: 'Annoncen mod markedet' });
  await expect(benchmark.getByTestId('benchmark-sentence')).toHaveText(/\d+ sammenlignelige kontorlejemål i 2605 Brøndby$/);
  for (const measure of ['Lejen pr. m²', 'Besøg pr. uge', 'Henvendelser pr. uge', 'Dage på markedet']) {
    await expect(benchmark.getByRole('region', { name: measure })).toContainText(/Median \d/);
  }
  await expect(benchmark.getByText(/ingen enkelt annonce vises/)).toBeVisible();
  await expect(benchmark.getByText(/Premium|Vesterbro|Fyn/)).toHaveCount(0);
});

test('statistik@ opens market statistics from the navigation and sees charts with data', async ({ page }) => {
  await signIn(page, 'statistik@demo.test');
  await page.goto('/');
  await new ShellPage(page).sections().getByRole('link', { name: 'Markedsstatistik' }).click();
  const market = new MarketStatisticsPage(page);
  await expect(market.heading()).toBeVisible();
  const supply = market.chart('Aktive annoncer pr. måned');
  await expect(supply).toBeVisible();
  await expect.poll(() => market.bars(supply).count()).toBeGreaterThan(0);
  await expect(market.chart('Udlejet eller solgt pr. måned')).toBeVisible();
  await expect(market.chart('Besøg pr. måned')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Udbud pr. måned og annoncetype' })).toBeVisible();

  // Filtering by region answers for that region only.
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Region Midtjylland' }).click();
  await expect(page).toHaveURL(/region=1082/);
  const areas = page.getByRole('table', { name: /Udbud pr. område/ });
  await expect(areas.getByRole('row', { name: /Region Midtjylland/ })).toBeVisible();
  await expect(areas.getByRole('row', { name: /Region Hovedstaden/ })).toHaveCount(0);

  // The CSV export downloads the supply.
  const download = page.waitForEvent('download');
  await market.section('Udbud').getByRole('button', { name: 'Eksportér udbud (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^markedsstatistik-udbud-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
});

test('light@ gets the permission no-access page on /account/statistics', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  await page.goto('/account/statistics');
  await expect(new ShellPage(page).noAccessHeading()).toBeVisible();
  await expect(page).toHaveURL(/\/noaccess\?reason=permissions$/);
  await expect(page.getByText('Kontoen har ikke adgang til denne funktion.', { exact: false })).toBeVisible();
});

test('premium@ gets the permission no-access page on /market-statistics', async ({ page }) => {
  await signIn(page, 'premium@demo.test');
  await page.goto('/market-statistics');
  await expect(new ShellPage(page).noAccessHeading()).toBeVisible();
  await expect(page).toHaveURL(/\/noaccess\?reason=permissions$/);
  await expect(page.getByText('Kontoen har ikke adgang til denne funktion.', { exact: false })).toBeVisible();
});

test('the member area posts its user actions to the tracking endpoint with consent to statistics, and none without', async ({ page, context, baseURL }) => {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/tracking') posted.push(r.url());
  });
  await loginAs(page, 'maegler.admin@demo.test');
  await new ShellPage(page).sections().getByRole('link', { name: 'Favoritter' }).click();
  // Login, the visit and the favourites list.
  await expect.poll(() => posted.length).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Log ud' }).click();
  // Only the necessary cookies now (loginAs would accept them all).
  await acceptConsent(context, baseURL, ['necessary']);
  posted.length = 0;
  const login = new LoginPage(page);
  await login.open();
  await login.login('light@demo.test');
  await expect(page.getByRole('link', { name: 'Logget på som light@demo.test' })).toBeVisible();
  await new ShellPage(page).sections().getByRole('link', { name: 'Favoritter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(posted).toEqual([]);
});
