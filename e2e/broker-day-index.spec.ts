import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { acceptConsent } from './pages/consent';
import { signIn } from './pages/session';
import { ListingFormPage, ListingsPage } from './pages/ListingsPage';
import { ListingShowPage } from './pages/LifecyclePages';
import { ColumnChooser, ListingPreviewDialog, SavedViews } from './pages/BrokerDayPages';
import { accessibilityViolations } from './pages/journeys';
import { makePng } from '../tests/fixtures/png';

const PENDING = 1;
const ACTIVE = 2;
const DESCRIPTION =
  'Lyse og velindrettede kontorlokaler med udsigt over havnen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.';

const picture = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(1200, 800, rgb) });

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

/** A rental listing's form filled in, but its contact (which the form fills in itself). */
async function fillRental(page: Page, title: string) {
  const form = new ListingFormPage(page);
  await form.fill(/^Titel/, title);
  await form.fill(/^Blikfang/, 'Havudsigt og egen indgang');
  await form.fill(/^Beskrivelse/, DESCRIPTION);
  await form.chooseCategory('Kontor');
  await form.pickAddress('Sundkrogsgade 21', 'Sundkrogsgade 21, 2150 Nordhavn');
  await form.fillNumber(/^Etageareal/, 250);
  await form.fillNumber(/^Årlig leje/, 450000);
  await form.uploadImages([picture('facade.png', [170, 80, 60]), picture('kontor.png', [60, 110, 180]), picture('moede.png', [80, 150, 90])]);
  return form;
}

test.describe('less typing', () => {
  test('a new listing starts with the user as its contact, and the account’s phone', async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/listings/rental/create');
    const form = new ListingFormPage(page);
    await expect(form.field(/^Kontaktperson/)).toHaveValue('Mette Nordahl');
    await expect(form.field(/^E-mail/)).toHaveValue('maegler.admin@demo.test');
    await expect(form.field(/^Telefon/)).toHaveValue('+45 33 12 34 56');
  });

  test("'Opret ud fra eksisterende' fills a new form from another listing, without case numbers, saved only when saved", async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    const show = new ListingShowPage(page);
    const title = await show.openFirstWithStatus(ACTIVE);
    const family = /\/listings\/([a-z]+)\/\d+$/.exec(page.url())![1];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/listings') posts.push(request.url());
    });

    await show.action('Opret ud fra eksisterende').click();
    const dialog = page.getByRole('dialog', { name: 'Opret ud fra eksisterende annonce' });
    await expect(dialog.getByRole('checkbox', { name: 'Medtag billederne' })).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fortsæt' }).click();

    await expect(page).toHaveURL(new RegExp(`/listings/${family}/create\\?from=\\d+&images=true`));
    await expect(page.getByText(`Udfyldt ud fra "${title}". Intet er gemt endnu`)).toBeVisible();
    const form = new ListingFormPage(page);
    await expect(form.field(/^Titel/)).toHaveValue(title);
    await expect(form.field(/^Sagsnummer/)).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Billede 1' })).toBeVisible();
    expect(posts).toEqual([]);

    const copyTitle = `${title.slice(0, 100)} (ny)`;
    await form.fill(/^Titel/, copyTitle);
    await form.submit('Opret annonce');
    await expect(page).toHaveURL(new RegExp(`/listings/${family}/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: copyTitle })).toBeVisible();
    await expect(show.status('Afventer')).toBeVisible();
    await expect(page.getByText(/^Sagsnummer: /)).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });
});

test.describe('publish now', () => {
  test("'Forhåndsvis' shows the ad from the form's values before saving, and from the show page", async ({ page }) => {
    const title = `Kontor med havudsigt til forhåndsvisning ${Date.now().toString(36)}`;
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/listings/rental/create');
    await fillRental(page, title);
    await expect(page.getByRole('button', { name: 'Gem og aktivér' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const preview = new ListingPreviewDialog(page);
    await preview.open();
    const ad = preview.ad(title);
    await expect(ad).toBeVisible();
    await expect(preview.dialog().getByText('Den er ikke gemt endnu')).toBeVisible();
    await expect(ad.getByText('Havudsigt og egen indgang')).toBeVisible();
    await expect(ad.getByText('Sundkrogsgade 21, 2150 Nordhavn')).toBeVisible();
    await expect(preview.keyFigures()).toContainText('Årlig leje');
    await expect(preview.keyFigures()).toContainText('450.000 kr.');
    await expect(preview.keyFigures()).toContainText('250 m²');
    await expect(ad.getByText(DESCRIPTION)).toBeVisible();
    await expect(ad.getByText('Mette Nordahl')).toBeVisible();
    await expect(ad.getByRole('link', { name: '+45 33 12 34 56' })).toHaveAttribute('href', 'tel:+4533123456');
    await expect(ad.getByRole('img', { name: 'Billede 3' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await preview.close();
    await expect(page).toHaveURL(/\/listings\/rental\/create$/);

    // From the show page: the stored listing.
    const show = new ListingShowPage(page);
    const stored = await show.openFirstWithStatus(ACTIVE);
    await preview.open();
    await expect(preview.ad(stored)).toBeVisible();
    await expect(preview.dialog().getByText('Sådan vises annoncen på ejendomsportalen.')).toBeVisible();
    await expect(preview.ad(stored).getByRole('img', { name: 'Billede 1' })).toBeVisible();
  });

  test("'Gem og aktivér' creates the listing and activates it in one step", async ({ page }) => {
    const title = `Kontor med havudsigt, aktiveret straks ${Date.now().toString(36)}`;
    await signIn(page, 'maegler.admin@demo.test');
    await page.goto('/listings/rental/create');
    const form = await fillRental(page, title);
    await form.submit('Gem og aktivér');
    await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);
    await expect(page.getByText('Annoncen er oprettet og aktiveret')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const show = new ListingShowPage(page);
    await expect(show.status('Aktiv')).toBeVisible();
    await expect(show.history().getByText('Aktiveret')).toBeVisible();
    await expect(show.history().getByText('Oprettet', { exact: true })).toBeVisible();
  });

  test("'Gem og aktivér' on the form of a pending listing saves and activates it; an active one's form has no such button", async ({ page }) => {
    await signIn(page, 'maegler.bruger@demo.test');
    const show = new ListingShowPage(page);
    await show.openFirstWithStatus(ACTIVE);
    await page.getByRole('link', { name: 'Rediger' }).click();
    await expect(page.getByRole('button', { name: 'Gem ændringer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gem og aktivér' })).toHaveCount(0);

    await show.openFirstWithStatus(PENDING);
    await page.getByRole('link', { name: 'Rediger' }).click();
    const form = new ListingFormPage(page);
    const title = `Rettet og aktiveret i ét trin ${Date.now().toString(36)}`;
    await form.fill(/^Titel/, title);
    await form.submit('Gem og aktivér');
    await expect(page.getByText('Annoncen er gemt og aktiveret')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(show.status('Aktiv')).toBeVisible();
  });
});

test.describe('the index a broker works from', () => {
  test('shows price with the type’s word for it, area, visits and leads, sorts by price, and hides a column by choice', async ({ page }) => {
    await signIn(page, 'maegler.admin@demo.test');
    const listings = new ListingsPage(page);
    await listings.open();
    for (const name of ['Pris', 'Areal', 'Besøg', 'Henvendelser']) await expect(page.getByRole('columnheader', { name })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^[\d.]+ kr\.\s*Årlig leje$/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /^[\d.,]+ m²$/ }).first()).toBeVisible();

    await page.getByRole('columnheader', { name: 'Pris' }).getByText('Pris').click();
    await expect(page).toHaveURL(/sort=price/);

    const columns = new ColumnChooser(page);
    await columns.open();
    await expect(columns.toggle('Henvendelser')).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
    await columns.toggle('Henvendelser').click();
    await columns.close();
    await expect(page.getByRole('columnheader', { name: 'Henvendelser' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Pris' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Henvendelser' })).toHaveCount(0);
  });

  test('saved views keep filters, sort and columns per user on the server: saved on one computer, applied and deleted on another', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, 'maegler.bruger@demo.test');
    const listings = new ListingsPage(page);
    await listings.open();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Aktiv', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page).toHaveURL(/%22status%22%3A2/);
    // As a user does: sort once the list shows the filter's rows.
    const statusCells = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .locator('td:nth-child(2)');
    await expect.poll(async () => [...new Set(await statusCells.allInnerTexts())]).toEqual(['Aktiv']);
    await page.getByRole('columnheader', { name: 'Pris' }).getByText('Pris').click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(page).toHaveURL(/%22status%22%3A2/);
    const columns = new ColumnChooser(page);
    await columns.open();
    await columns.toggle('Besøg').click();
    await columns.close();
    await expect(page.getByRole('columnheader', { name: 'Besøg' })).toHaveCount(0);

    const views = new SavedViews(page);
    await views.open();
    await expect(views.panel().getByText('Du har ingen gemte visninger endnu.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await views.save('Aktive efter pris', async () => expect(await accessibilityViolations(page)).toEqual([]));

    // Another computer: a browser of its own, nothing in its storage.
    const elsewhere = await browser.newContext({ baseURL, locale: 'da-DK' });
    await acceptConsent(elsewhere, baseURL);
    const other = await elsewhere.newPage();
    await signIn(other, 'maegler.bruger@demo.test');
    const otherListings = new ListingsPage(other);
    await otherListings.open();
    await expect(other.getByRole('columnheader', { name: 'Besøg' })).toBeVisible();
    const otherViews = new SavedViews(other);
    await otherViews.apply('Aktive efter pris');
    await expect(other).toHaveURL(/sort=price/);
    await expect(other.getByRole('combobox', { name: 'Status' })).toHaveText('Aktiv');
    await expect(other.getByRole('columnheader', { name: 'Besøg' })).toHaveCount(0);
    const statuses = other
      .getByRole('row')
      .filter({ has: other.getByRole('cell') })
      .getByRole('cell')
      .nth(1);
    await expect(statuses).toHaveText('Aktiv');

    await otherViews.remove('Aktive efter pris');
    await expect(otherViews.panel().getByText('Du har ingen gemte visninger endnu.')).toBeVisible();
    await elsewhere.close();
  });

  test("'Eksportér valgte' gives the selected rows as CSV, for a reader too", async ({ page }) => {
    await signIn(page, 'maegler.laeser@demo.test');
    const listings = new ListingsPage(page);
    await listings.open();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const titles: string[] = [];
    for (const i of [0, 2]) {
      const row = rows.nth(i);
      titles.push((await row.getByRole('cell').nth(3).innerText()).trim());
      await row.getByRole('checkbox', { name: 'Vælg denne række' }).check();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportér valgte' }).click();
    const file = await readFile(await (await download).path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID;Status;Annoncetype;/);
    expect(lines).toHaveLength(3);
    for (const title of titles) expect(lines.some((line) => line.includes(title))).toBe(true);
  });
});
