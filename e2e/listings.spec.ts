import { expect, test, type Page } from '@playwright/test';
import { acceptConsent } from './pages/consent';
import { signIn } from './pages/session';
import { ListingFormPage, ListingPreviewDialog, ListingsPage } from './pages/ListingsPage';
import { ListingShowPage } from './pages/LifecyclePages';
import { accessibilityViolations } from './pages/journeys';
import { makePng } from '../tests/fixtures/png';

/** A listing's form and page: creating, editing and publishing, and what the form fills in by itself. */

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

test('maegler.admin@ creates a rental listing with an autocompleted address and three uploaded images, then updates it', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Lyst kontorlejemål på 250 m² med havudsigt ${stamp}`;
  await signIn(page, 'maegler.admin@demo.test');

  const listings = new ListingsPage(page);
  await listings.open();
  await listings.createButton().click();
  await expect(page.getByRole('heading', { name: 'Opret annonce' })).toBeVisible();
  await page.getByRole('link', { name: /Lejemål/ }).click();
  await expect(page).toHaveURL(/\/listings\/rental\/create$/);

  const form = new ListingFormPage(page);
  await form.fill(/^Titel/, title);
  await form.fill(/^Blikfang/, 'Havudsigt og egen indgang');
  await form.fill(/^Beskrivelse/, DESCRIPTION);
  await form.chooseCategory('Kontor');
  await form.fill(/^Sagsnummer/, `NH-E2E-${stamp}`);
  await form.pickAddress('Sundkrogsgade 21', 'Sundkrogsgade 21, 2150 Nordhavn');
  await form.fillNumber(/^Etageareal/, 250);
  await form.fillNumber(/^Årlig leje/, 450000);
  await form.uploadImages([picture('facade.png', [180, 90, 60]), picture('kontor.png', [60, 120, 180]), picture('moede.png', [90, 160, 90])]);
  await form.fill(/^Kontaktperson/, 'Mette Nordahl');
  await form.fill(/^Telefon/, '+45 33 12 34 56');
  await form.fill(/^E-mail/, 'mette@nordhavn-erhverv.dk');
  await form.submit('Opret annonce');

  await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Sundkrogsgade 21, 2150 Nordhavn').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Billede 3' })).toBeVisible();
  // A draft is not on the public site, so there is no link to it there.
  await expect(page.getByRole('link', { name: 'Se annoncen på ejendomsportalen' })).toHaveCount(0);

  await listings.open();
  await listings.filterByCaseNumber(`NH-E2E-${stamp}`);
  await expect(listings.row(title)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await listings.row(title).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Rediger' }).click();
  await expect(page).toHaveURL(/\/update$/);
  await form.fill(/^Titel/, `${title} – nu med parkering`);
  await form.fillNumber(/^Årlig leje/, 475000);
  await form.submit('Gem ændringer');
  await expect(page.getByRole('heading', { name: `${title} – nu med parkering` })).toBeVisible();
  await expect(page.getByText('475.000 kr.', { exact: true })).toBeVisible();
});

test('a too-short title shows the Danish message, when the field is left and on submit', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/listings/rental/create');
  const form = new ListingFormPage(page);
  await form.fill(/^Titel/, 'For kort titel');
  await expect(form.errorFor('Titel skal være mellem 20 og 128 tegn')).toBeVisible();
  await form.field(/^Titel/).focus();
  await expect(form.errorFor('Titel skal være mellem 20 og 128 tegn')).toBeHidden();
  await form.submit('Opret annonce');
  // The save, at the form's end, takes the user up to the first field with an error, focused with its message.
  await expect(form.field(/^Titel/)).toBeFocused();
  await expect(form.field(/^Titel/)).toBeInViewport();
  await expect(form.errorFor('Titel skal være mellem 20 og 128 tegn')).toBeVisible();
  // The summary names every field with an error and leads to each.
  const summary = page.getByRole('alert').filter({ hasText: 'Annoncen er ikke udfyldt korrekt' });
  await summary.getByRole('button', { name: 'Adresse', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /^Adresse/ })).toBeFocused();
  await expect(form.errorFor('Adresse er krævet')).toBeVisible();
  await expect(page).toHaveURL(/\/listings\/rental\/create$/);
});

test('maegler.laeser@ can open a listing but sees no edit', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  const listings = new ListingsPage(page);
  await listings.open();
  await expect(listings.createButton()).toHaveCount(0);
  // An active listing, which the public site shows.
  await page
    .getByRole('row')
    .filter({ has: page.getByText('Aktiv', { exact: true }) })
    .filter({ hasNotText: 'Off-market' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listings\/(rental|investment|sales|officespace)\/\d+$/);
  await expect(page.getByRole('link', { name: 'Se annoncen på ejendomsportalen' })).toHaveAttribute('href', /\/annonce\/\d+$/);
  await expect(page.getByRole('link', { name: 'Rediger' })).toHaveCount(0);
  // The form itself is closed to a reader too.
  await page.goto(`${new URL(page.url()).pathname}/update`);
  await expect(page).toHaveURL(/\/noaccess/);
});

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
    const typeName = /\/listings\/([a-z]+)\/\d+$/.exec(page.url())![1];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/listings') posts.push(request.url());
    });

    await show.action('Opret ud fra eksisterende').click();
    const dialog = page.getByRole('dialog', { name: 'Opret ud fra eksisterende annonce' });
    await expect(dialog.getByRole('checkbox', { name: 'Medtag billederne' })).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Fortsæt' }).click();

    await expect(page).toHaveURL(new RegExp(`/listings/${typeName}/create\\?from=\\d+&images=true`));
    await expect(page.getByText(`Udfyldt ud fra "${title}". Intet er gemt endnu`)).toBeVisible();
    const form = new ListingFormPage(page);
    await expect(form.field(/^Titel/)).toHaveValue(title);
    await expect(form.field(/^Sagsnummer/)).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Billede 1' })).toBeVisible();
    expect(posts).toEqual([]);

    const copyTitle = `${title.slice(0, 100)} (ny)`;
    await form.fill(/^Titel/, copyTitle);
    await form.submit('Opret annonce');
    await expect(page).toHaveURL(new RegExp(`/listings/${typeName}/\\d+$`));
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
