import { expect, test } from '@playwright/test';
import { acceptConsent } from './pages/consent';
import { pageAs, signIn } from './pages/session';
import { ColumnChooser, ListingsPage, SavedViews } from './pages/ListingsPage';
import { accessibilityViolations } from './pages/journeys';

/** The listing index a broker works from: columns, sorting, paging, covers, saved views and export. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

test('maegler.laeser@ opens the listing index again: its first page and its code are asked for as the page starts, before the entry arrives, and once', async ({
  page,
}) => {
  await signIn(page, 'maegler.laeser@demo.test');
  const listings = new ListingsPage(page);
  await listings.open();
  await expect(listings.rows().first()).toBeVisible();

  // The app's code held back: only index.html's own script can ask for the rows before it has arrived.
  let codeArrived = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    codeArrived = true;
    await route.continue();
  });
  const firstPage: boolean[] = [];
  const indexCode: boolean[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/listings?')) firstPage.push(codeArrived);
    if (/\/assets\/ListingIndex-[\w-]+\.js$/.test(request.url())) indexCode.push(codeArrived);
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.reload();
  await expect(listings.rows().first()).toBeVisible();
  expect(firstPage).toEqual([false]);
  expect(indexCode).toEqual([false]);
  // The Content-Security-Policy lets that script run, and no other.
  expect(problems).toEqual([]);
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

  // A listing opened from far down the index opens at its top, its title and actions in view; back returns to
  // the row it was opened from, and forward to the listing's top again.
  const scrollY = () => page.evaluate(() => window.scrollY);
  const row = page
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .nth(22);
  await row.scrollIntoViewIfNeeded();
  const offset = await scrollY();
  expect(offset).toBeGreaterThan(500);
  await row.click({ position: { x: 8, y: 8 } });
  await expect(page).toHaveURL(/\/listings\/[a-z]+\/\d+$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeInViewport();
  expect(await scrollY()).toBe(0);
  await page.goBack();
  await expect(page.getByText(/^26-50 af \d+$/)).toBeVisible();
  await expect.poll(scrollY).toBe(offset);
  await expect(row).toBeInViewport();
  await page.goForward();
  await expect(title).toBeInViewport();
  await expect.poll(scrollY).toBe(0);

  // A reload keeps the entry, and so its place.
  await page.goBack();
  await expect.poll(scrollY).toBe(offset);
  await page.reload();
  await expect(page.getByText(/^26-50 af \d+$/)).toBeVisible();
  await expect.poll(scrollY).toBe(offset);
  // The same address opened anew (typed, or a link from elsewhere) is a new entry: at its top once its rows are
  // there, not at the place the tab kept for the page before.
  await page.goto(page.url());
  await expect(row).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await scrollY()).toBe(0);
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
  }) => {
    await signIn(page, 'maegler.bruger@demo.test');
    const listings = new ListingsPage(page);
    await listings.open();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Aktiv');
    await expect(page).toHaveURL(/%22status%22%3A2/);
    // As a user does: sort once the list shows the filter's rows.
    const statusCells = listings.rows().locator('td:nth-child(2)');
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
    const other = await pageAs(browser, 'maegler.bruger@demo.test');
    const otherListings = new ListingsPage(other);
    await otherListings.open();
    await expect(other.getByRole('columnheader', { name: 'Besøg' })).toBeVisible();
    const otherViews = new SavedViews(other);
    await otherViews.apply('Aktive efter pris');
    await expect(other).toHaveURL(/sort=price/);
    await expect(other.getByRole('combobox', { name: 'Status' }).locator('option:checked')).toHaveText('Aktiv');
    await expect(other.getByRole('columnheader', { name: 'Besøg' })).toHaveCount(0);
    const statuses = otherListings.rows().getByRole('cell').nth(1);
    await expect(statuses).toHaveText('Aktiv');

    await otherViews.remove('Aktive efter pris');
    await expect(otherViews.panel().getByText('Du har ingen gemte visninger endnu.')).toBeVisible();
    await other.context().close();
  });

  test("'Eksportér valgte' gives the selected rows as CSV, for a reader too", async ({ page }) => {
    await signIn(page, 'maegler.laeser@demo.test');
    const listings = new ListingsPage(page);
    await listings.open();
    const rows = listings.rows();
    const titles: string[] = [];
    for (const i of [0, 2]) {
      const row = rows.nth(i);
      titles.push((await row.getByRole('cell').nth(3).innerText()).trim());
      await row.getByRole('checkbox', { name: 'Vælg denne række' }).check();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    const lines = await listings.exportCsv('Eksportér valgte');
    expect(lines[0]).toMatch(/^ID;Status;Annoncetype;/);
    expect(lines).toHaveLength(3);
    for (const title of titles) expect(lines.some((line) => line.includes(title))).toBe(true);
  });
});
