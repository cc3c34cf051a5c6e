import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { ListingFormPage, ListingsPage } from './pages/ListingsPage';
import { makePng } from '../tests/fixtures/png';

const DESCRIPTION =
  'Lyse og velindrettede kontorlokaler med udsigt over havnen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.';

const picture = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(1200, 800, rgb) });

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
  await expect(page.getByRole('link', { name: 'Se annoncen på ejendomsportalen' })).toHaveAttribute('href', /\/annonce\/\d+$/);

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
  await expect(page.getByText('475.000')).toBeVisible();
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
  await expect(form.errorFor('Titel skal være mellem 20 og 128 tegn')).toBeVisible();
  await expect(form.errorFor('Adresse er krævet')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Annoncen er ikke udfyldt korrekt' })).toBeVisible();
  await expect(page).toHaveURL(/\/listings\/rental\/create$/);
});

test('maegler.laeser@ can open a listing but sees no edit', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  const listings = new ListingsPage(page);
  await listings.open();
  await expect(listings.createButton()).toHaveCount(0);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/listings\/(rental|investment|sales|officespace)\/\d+$/);
  await expect(page.getByRole('link', { name: 'Se annoncen på ejendomsportalen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rediger' })).toHaveCount(0);
  // The form itself is closed to a reader too.
  await page.goto(`${new URL(page.url()).pathname}/update`);
  await expect(page).toHaveURL(/\/noaccess/);
});

test('maegler.laeser@ pages through the listing index: the next page continues after the last row, as its number says', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  const listings = new ListingsPage(page);
  await listings.open();
  await expect(page.getByText(/^1-25 af \d+$/)).toBeVisible();
  const rows = () =>
    page
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
      .allInnerTexts();
  const first = await rows();
  expect(first).toHaveLength(25);

  // The next page is read after page 1's cursor: a seek by the index, not a walk past the rows before it.
  const next = page.waitForResponse((res) => res.url().includes('/api/v2/listings?') && res.url().includes('after='));
  await page.getByRole('button', { name: 'Gå til næste side' }).click();
  expect((await next).status()).toBe(200);
  await expect(page.getByText(/^26-50 af \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  // The rows follow the answer in a render of their own.
  await expect.poll(async () => (await rows()).filter((row) => first.includes(row))).toEqual([]);
  const second = await rows();
  expect(second).toHaveLength(25);

  // The same page opened by its address (no cursor in a new page load) shows the same rows.
  await page.reload();
  await expect(page.getByText(/^26-50 af \d+$/)).toBeVisible();
  await expect.poll(rows).toEqual(second);
});

test('the listing index shows each cover from its small WebP copy, at the size it is shown', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  const thumbnails: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/thumbnails/') && res.status() === 200) thumbnails.push(res.headers()['content-type'] ?? '');
  });
  await new ListingsPage(page).open();
  // The newest rows may be other journeys' listings with uploaded pictures rather than the demo's.
  const cover = page.locator('tbody img').first();
  await expect(cover).toHaveAttribute('src', /^\/thumbnails\/160\/(demo-images|uploads)\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([64, 43]);
  expect(thumbnails.length).toBeGreaterThan(0);
  expect(new Set(thumbnails)).toEqual(new Set(['image/webp']));
});
