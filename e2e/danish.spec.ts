import { expect, test, type Page } from '@playwright/test';
import { signIn } from './pages/session';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations, englishOnScreen, lookUpDemoIds, neverPromoted, settle, type DemoIds } from './pages/journeys';
import { ListingFormPage, ListingsPage } from './pages/ListingsPage';
import { ListingShowPage } from './pages/LifecyclePages';
import { SearchAgentsPage } from './pages/MemberFeaturesPages';
import { PromotionPage } from './pages/PromotionPage';
import { pinDay, releaseDay } from './pages/clock';
import { AccountPage } from './pages/ShellPage';
import { addDays, formatDanishDate } from '../schemas/dates';
import { StatisticsPage } from './pages/StatisticsPages';

/**
 * The member area in Danish: amounts and areas are typed and shown as Danes write them (1.000.000 kr.,
 * 125,5 m²), and no English word, jargon or field name of the code shows, nor the browser's own words and
 * formats, even in a browser set to English.
 */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

/** Nothing English, no jargon, and no WCAG 2.2 AA violation on the screen as it is now. */
async function expectDanishAndAccessible(page: Page) {
  await settle(page);
  expect(await englishOnScreen(page), 'English words, jargon or browser formats on a Danish screen').toEqual([]);
  expect(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
}

test.describe('Danish numbers', () => {
  test('a broker types 1.000.000 and 125,5 and sees them the Danish way on the form, the listing page and in the CSV', async ({ page, request }) => {
    const id = await neverPromoted(request, 1);
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto(`/listings/rental/${id}/update`);
    const form = new ListingFormPage(page);
    const rent = form.field(/^Årlig leje/);
    const area = form.field(/^Etageareal/);
    await expect(rent).toBeVisible();

    await form.fill(/^Årlig leje/, '1.000.000');
    await form.fill(/^Etageareal/, '125,5');
    await expect(form.errorFor('Årlig leje skal være korrekt')).toHaveCount(0);
    await expect(form.errorFor('Etageareal skal være korrekt')).toHaveCount(0);
    await expect(rent).toHaveValue('1.000.000');
    await expect(area).toHaveValue('125,5');
    // Being edited, the amount shows without dots, so the caret stays where it is put.
    await rent.focus();
    await expect(rent).toHaveValue('1000000');
    await rent.blur();
    // A decimal point is no Danish number: refused with the schema's Danish message, not read as 125,5.
    await form.fill(/^Årlige driftsudgifter/, '12.5');
    await expect(form.errorFor('Årlige driftsudgifter skal være korrekt')).toBeVisible();
    await form.fill(/^Årlige driftsudgifter/, '48 000');
    await expect(form.field(/^Årlige driftsudgifter/)).toHaveValue('48.000');
    await expectDanishAndAccessible(page);

    await form.submit('Gem ændringer');
    await expect(page).toHaveURL(new RegExp(`/listings/rental/${id}$`));
    const show = new ListingShowPage(page);
    await expect(show.value('Årlig leje')).toHaveText('1.000.000 kr.');
    await expect(show.value('Årlige driftsudgifter')).toHaveText('48.000 kr.');
    await expect(show.value('Etageareal')).toHaveText('125,5 m²');

    // The CSV: numbers as a Danish spreadsheet reads them (decimal comma, no dots, no unit).
    const listings = new ListingsPage(page);
    await listings.openFiltered({ status: 2, listingType: 1 });
    const lines = await listings.exportCsv();
    const header = lines[0]!.split(';');
    const row = lines.find((line) => line.startsWith(`${id};`))?.split(';');
    expect(row?.[header.indexOf('Areal (m²)')]).toBe('125,5');
    expect(row?.[header.indexOf('Pris (kr.)')]).toBe('1000000');
  });
});

test.describe('in a browser set to English', () => {
  // The promotion test pins the server's day.
  test.afterEach(({ request }) => releaseDay(request));
  test.use({ locale: 'en-US' });

  test("search-agent amounts are typed the Danish way, and a wrong one gets the app's Danish message, not the browser's English one", async ({ page }) => {
    await signIn(page, 'maegler.bruger@demo.test');
    const agents = new SearchAgentsPage(page);
    await agents.openCreate();
    const name = `Lager på Sjælland ${Date.now().toString(36)}`;
    await agents.field('Navn').fill(name);
    await page.getByRole('checkbox', { name: 'Lejemål', exact: true }).check();
    const areaFrom = agents.field('Areal fra (m²)');
    await areaFrom.fill('-5');
    await agents.field('Pris fra (kr.)').fill('1.500.000');
    await agents.field('Årlig leje til (kr.)').fill('250.000,50');
    await agents.save();
    await expect(page.getByText('Areal fra skal være positiv')).toBeVisible();
    await expect(page).toHaveURL(/\/searchagents\/create$/);
    // The browser checks nothing itself, so it has nothing to say in English.
    expect(await areaFrom.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
    await expectDanishAndAccessible(page);

    await areaFrom.fill('250');
    await agents.save();
    await expect(page).toHaveURL(/\/searchagents$/);
    const row = agents.row(name);
    await expect(row).toContainText('250– m²');
    await expect(row).toContainText('1.500.000– kr.');
    await expect(row).toContainText('–250.000,5 kr./år');
  });

  test('the promotion start date is written dd.mm.åååå, not mm/dd/yyyy', async ({ page, request }) => {
    const today = await pinDay(request);
    const id = await neverPromoted(request, 3);
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto(`/promotion/${id}`);
    const promotion = new PromotionPage(page);
    await promotion.expectOpen();
    const form = promotion.section(/^Bestil/);
    const start = form.getByRole('textbox', { name: 'Startdato' });
    // The field shows dd.mm.åååå; a date is typed as people type it, without leading zeros.
    const inField = (day: string) => day.split('-').reverse().join('.');
    await expect(start).toHaveValue(inField(today));
    await expect(start).toHaveAttribute('placeholder', 'dd.mm.åååå');
    const later = addDays(today, 3);
    await start.fill(formatDanishDate(later));
    await start.blur();
    await expect(start).toHaveValue(inField(later));
    await expect(form).toContainText(`Fremhævet fra ${formatDanishDate(later)}`);
    await start.fill('12/31/2026');
    await start.blur();
    await expect(form.getByText('Startdato skal være korrekt')).toBeVisible();
    await expectDanishAndAccessible(page);
  });
});

test.describe('Danish words', () => {
  test("the listing form and page say 'Salg med tilbageleje', and no English word or field name", async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/listings/sales/create');
    await expect(page.getByRole('checkbox', { name: 'Salg med tilbageleje' })).toBeVisible();
    await expect(page.getByText('Sale and lease back')).toHaveCount(0);
    await expectDanishAndAccessible(page);

    await page.goto(`/listings/sales/${ids.broker.sales}`);
    const show = new ListingShowPage(page);
    await expect(show.value('Salg med tilbageleje')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historik' })).toBeVisible();
    await expectDanishAndAccessible(page);
  });

  test("the history names an edit's fields by their Danish labels with the old and new value, and not the images when they did not change", async ({
    page,
    request,
  }) => {
    const id = await neverPromoted(request, 2);
    await signIn(page, 'maegler.bruger@demo.test');
    await page.goto(`/listings/investment/${id}/update`);
    const form = new ListingFormPage(page);
    await form.fill(/^Salgspris/, '12.500.000');
    await form.submit('Gem ændringer');
    await expect(page).toHaveURL(new RegExp(`/listings/investment/${id}$`));
    const show = new ListingShowPage(page);
    await expect(show.value('Salgspris')).toHaveText('12.500.000 kr.');
    const entry = show.history().getByRole('row').filter({ hasText: 'Ændret' }).first();
    // The return follows the price; it is computed, not edited.
    await expect(entry.getByRole('listitem')).toHaveText([/^Salgspris: [\d.]+ kr\. → 12\.500\.000 kr\.$/]);
    await expect(entry).not.toContainText('price');
    await expect(entry).not.toContainText('Billeder');
  });

  test('statistics: paging buttons, the account in the genitive, and numbers in Danish', async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/account/statistics');
    const stats = new StatisticsPage(page);
    await expect(stats.heading('Kontostatistik')).toBeVisible();
    await expect(page.getByText("Besøg, henvendelser og konvertering på Nordhavn Erhvervsmægler ApS' annoncer")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gå til næste side' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gå til forrige side' })).toBeVisible();
    // A period of one's own is typed as Danes write dates.
    await page.getByRole('combobox', { name: 'Periode' }).click();
    await page.getByRole('option', { name: 'Vælg selv' }).click();
    await expect(page.getByRole('textbox', { name: 'Fra' })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
    await expectDanishAndAccessible(page);
  });

  test("a list without rows names what it lacks in lower case: 'Ingen annoncer fundet'", async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto(`/listings?filter=${encodeURIComponent(JSON.stringify({ accountId: 1, address: 'Findesikkevej 999' }))}`);
    // Case-sensitive, as a regular expression: 'Ingen Annoncer fundet' is what is wrong.
    await expect(page.getByText(/^Ingen annoncer fundet med de valgte filtre\./)).toBeVisible();
    await expectDanishAndAccessible(page);
  });

  test("the outbox speaks plain Danish to staff: no SMTP_URL, 'Ingen mails fundet'", async ({ page }) => {
    await signIn(page, 'staff@demo.test');
    await page.goto('/outbox-mails');
    await expect(page.getByText(/Mails, som medlemsområdet skal sende, ligger her/)).toBeVisible();
    await expect(page.getByText(/SMTP_URL/)).toHaveCount(0);
    await expectDanishAndAccessible(page);
    await page.goto(`/outbox-mails?filter=${encodeURIComponent(JSON.stringify({ q: 'Findes ikke i nogen mail' }))}`);
    await expect(page.getByText(/^Ingen mails fundet med de valgte filtre\./)).toBeVisible();
  });

  test("an address the server does not know is explained in plain Danish, not as an 'Endpoint'", async ({ page }) => {
    await signIn(page, 'maegler.bruger@demo.test');
    // A gateway in front of the API that has no route for the address answers as Go's router does.
    await page.route('**/api/v2/favorites**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: '404 page not found' }));
    await page.goto('/favorites');
    await expect(page.getByText(/^Adressen blev ikke fundet på serveren \(\/api\/v2\/favorites/)).toBeVisible();
    await expect(page.getByText(/Endpoint/)).toHaveCount(0);
  });

  test("toasts say what was done: 'afmeldt', 'genaktiveret', 'kopieret', 'fjernet fra kontoen'", async ({ page, request }) => {
    const id = await neverPromoted(request, 1, 1);
    await signIn(page, 'maegler.admin@demo.test');
    const show = new ListingShowPage(page);
    await page.goto(`/listings/rental/${id}`);
    await expect(show.actionLink('Afmeld')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await show.actionLink('Afmeld').click();
    await page.getByRole('radio', { name: 'Udlejet/solgt' }).check();
    await page.getByRole('button', { name: 'Afmeld annoncen' }).click();
    await expect(page.getByText(`Annoncen "${title}" er afmeldt`)).toBeVisible();
    await show.action('Genaktiver').click();
    await expect(page.getByText(`Annoncen "${title}" er genaktiveret`)).toBeVisible();
    await show.actionLink('Kopier').click();
    await page.getByRole('button', { name: 'Nej, uden sagsnummer' }).click();
    await expect(page.getByText(`Annoncen "${title}" er kopieret`)).toBeVisible();

    const account = new AccountPage(page);
    await account.open();
    // Emma Thorsen is the demo's colleague who has not set a password yet.
    await account.removeUser('Emma Thorsen');
    await expect(page.getByText('Brugeren er fjernet fra kontoen')).toBeVisible();
    await expect(account.users().getByRole('row', { name: /Emma Thorsen/ })).toHaveCount(0);
  });
});
