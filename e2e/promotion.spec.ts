import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, signIn } from './pages/session';
import { ListingShowPage } from './pages/LifecyclePages';
import { ListingsPage } from './pages/ListingsPage';
import { BookingDialog, PromotionOrdersPage, PromotionPage } from './pages/PromotionPage';
import { AccountPage, ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations, brokerListings, neverPromoted } from './pages/journeys';
import { PROMOTION_RULE_MESSAGES } from '../schemas/promotion';
import { addDays, formatDanishDate } from '../schemas/dates';
import { pinDay, releaseDay } from './pages/clock';
import { listingTypeName } from '../schemas/listingTypes';

/**
 * Promoting a listing: nothing is booked without a confirmation showing what it costs; ordering, renewing and
 * cancelling; a closed listing offers no promotion; the account's order overview; and who may not.
 */

let today: string;
test.beforeAll(async ({ request }) => {
  today = await pinDay(request);
});
test.afterAll(({ request }) => releaseDay(request));
test.beforeEach(async ({ context, baseURL }) => {
  await acceptConsent(context, baseURL);
});

const day = (offset: number) => formatDanishDate(addDays(today, offset));
const kroner = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\skr\\.$`);

interface ListingRow {
  id: number;
  listingType: 1 | 2 | 3 | 4;
}

/** The Broker account's listings in a status, newest first, as the API lists them. */
const newestBrokerListings = (request: APIRequestContext, query: string) => brokerListings<ListingRow>(request, `sort=id&order=DESC&perPage=25&${query}`);

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
}

test('maegler.admin@ sees product, periods, price with and without VAT and the discount before anything is booked; Fortryd books nothing', async ({
  page,
  request,
}) => {
  const [listing] = await newestBrokerListings(request, 'status=2&offMarket=false&promoted=false');
  expect(listing).toBeDefined();
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto(`/promotion/${listing!.id}`);
  const promotion = new PromotionPage(page);
  const booking = new BookingDialog(page);
  await promotion.expectOpen();

  // Ordering asks first, with the figures the server will charge.
  await promotion.requestOrder('Fremhævet 30 dage', '2 × 30 dage (60 dage)');
  await expect(booking.dialog()).toBeVisible();
  await expect(booking.fact('Produkt')).toHaveText('Fremhævet 30 dage');
  await expect(booking.fact('Periode')).toHaveText(`2 × 30 dage: ${day(0)} til og med ${day(59)}`);
  await expect(booking.fact('Normalpris')).toHaveText(kroner('3.590,00'));
  await expect(booking.fact('Rabat')).toHaveText('Ingen');
  await expect(booking.fact('Pris ekskl. moms')).toHaveText(kroner('3.590,00'));
  await expect(booking.fact('Moms (25 %)')).toHaveText(kroner('897,50'));
  await expect(booking.fact('Pris inkl. moms')).toHaveText(kroner('4.487,50'));
  await expectNoAxeViolations(page);

  // Fortryd books nothing.
  await booking.cancel();
  await expect(promotion.status()).toContainText('Ikke fremhævet');
  const token = await apiToken(request, 'maegler.admin@demo.test');
  const untouched = await (await request.get(`/api/v2/listings/${listing!.id}/promotion`, { headers: bearer(token) })).json();
  expect(untouched.promotion).toMatchObject({ state: 'none', current: null });

  // Bestil books it, at the price shown, and the record says so.
  await promotion.requestOrder('Fremhævet 30 dage', '2 × 30 dage (60 dage)');
  await booking.book();
  await expect(promotion.toast('Fremhævningen er bestilt')).toBeVisible();
  await expect(promotion.fact('Slutdato')).toHaveText(day(59));
  const orders = page.getByRole('table', { name: 'Ordrer på fremhævningen' });
  await expect(orders.getByRole('row', { name: /Bestilling/ })).toContainText('3.590,00');
  await expect(orders.getByRole('row', { name: /Bestilling/ })).toContainText('897,50');

  // Renewing asks too, with the renewal discount.
  await promotion.requestRenewal();
  await expect(booking.dialog('Bekræft fornyelsen')).toBeVisible();
  await expect(booking.fact('Periode')).toHaveText(`1 × 30 dage: ${day(60)} til og med ${day(89)}`);
  await expect(booking.fact('Normalpris')).toHaveText(kroner('1.795,00'));
  await expect(booking.fact('Rabat')).toHaveText(/^20 % \(−359,00\skr\.\)$/);
  await expect(booking.fact('Pris ekskl. moms')).toHaveText(kroner('1.436,00'));
  await expect(booking.fact('Moms (25 %)')).toHaveText(kroner('359,00'));
  await expect(booking.fact('Pris inkl. moms')).toHaveText(kroner('1.795,00'));
  await booking.cancel();
  await expect(promotion.fact('Slutdato')).toHaveText(day(59));
  await expect(orders.getByRole('row', { name: /Fornyelse/ })).toHaveCount(0);

  await promotion.requestRenewal();
  await booking.book();
  await expect(promotion.toast('Fremhævningen er fornyet')).toBeVisible();
  await expect(promotion.fact('Slutdato')).toHaveText(day(89));
  await expect(orders.getByRole('row', { name: /Fornyelse/ })).toContainText('1.436,00');
});

test("a closed listing offers no 'Fremhæv annoncen', and says why", async ({ page, request }) => {
  const [closed] = await newestBrokerListings(request, 'status=5');
  expect(closed).toBeDefined();
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto(`/listings/${listingTypeName(closed!.listingType)!}/${closed!.id}`);
  const panel = page.getByRole('region', { name: 'Fremhævning' });
  await expect(panel).toContainText(PROMOTION_RULE_MESSAGES.listingNotPromotable);
  await expect(panel.getByRole('link', { name: 'Fremhæv annoncen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fremhæv annoncen' })).toHaveCount(0);
});

test('maegler.laeser@ reads the order overview with VAT and billing id, and exports it as CSV', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  await page.goto('/');
  // '/' sends on to the listings; a click before that lands would be replaced by it.
  await expect(page).toHaveURL(/\/listings(\?|$)/);
  const overview = new PromotionOrdersPage(page);
  await overview.openFromNavigation();
  const table = overview.table();
  await expect(table.getByRole('columnheader', { name: 'Moms', exact: true })).toBeVisible();
  const top = table.getByRole('row', { name: /Topplacering 30 dage/ }).first();
  await expect(top).toContainText('Bestilling');
  await expect(top).toContainText('3.495,00');
  await expect(top).toContainText('873,75');
  await expect(top).toContainText('4.368,75');
  await expect(top).toContainText('100234');
  await expect(overview.sums()).toContainText('I alt');

  const { name, text } = await overview.exportCsv();
  expect(name).toMatch(/^fremhaevninger-1-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    'Ordre-ID;Dato;Type;Annonce-ID;Annonce;Produkt;Perioder;Dage;Fra;Til og med;Normalpris (kr.);Rabat (%);Pris ekskl. moms (kr.);Moms (kr.);Pris inkl. moms (kr.);Fakturanummer;Bestilt af',
  );
  expect(rows.some((row) => row.includes(';Topplacering 30 dage;1;30;') && row.includes(';3495;0;3495;873,75;4368,75;100234;'))).toBe(true);

  // The account page leads there too.
  await new AccountPage(page).open();
  await page.getByRole('link', { name: 'Se ordreoversigten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ordreoversigt' })).toBeVisible();
});

test('light@ has no order overview: no navigation item, and the account-type no-access page', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  await page.goto('/');
  const shell = new ShellPage(page);
  expect(await shell.sectionNames()).not.toContain('Ordreoversigt');
  await page.goto('/account/promotion-orders');
  await expect(page).toHaveURL(/\/noaccess\?reason=accounttype$/);
});

test('maegler.admin@ orders a 14-day promotion starting today, sees it on the index, renews it with the discount and cancels it', async ({ page, request }) => {
  // An active office space that has never been promoted, found on the index by its address.
  const OFFICE_SPACE = 4;
  const id = await neverPromoted(request, OFFICE_SPACE);
  const headers = bearer(await apiToken(request, 'maegler.admin@demo.test'));
  const { listing } = (await (await request.get(`/api/v2/listings/${id}`, { headers })).json()) as { listing: { title: string; addressText: string } };
  await signIn(page, 'maegler.admin@demo.test');
  const listings = new ListingsPage(page);
  await page.goto(`/listings?filter=${encodeURIComponent(JSON.stringify({ status: 2, address: listing.addressText }))}`);
  const title = await new ListingShowPage(page).openFrom(listings.row(listing.title));
  expect(title).toBe(listing.title);
  const panel = page.getByRole('region', { name: 'Fremhævning' });
  await expect(panel).toContainText('Annoncen er ikke fremhævet.');
  await panel.getByRole('link', { name: 'Fremhæv annoncen' }).click();

  const promotion = new PromotionPage(page);
  await promotion.expectOpen();
  await expect(promotion.status()).toContainText('Ikke fremhævet');
  const form = promotion.section('Bestil fremhævning');
  await expect(form.getByLabel('Startdato')).toHaveValue(today.split('-').reverse().join('.'));
  await expect(form.getByText('Startdatoen er i dag: annoncen fremhæves med det samme.')).toBeVisible();
  await expect(form).toContainText(`Fremhævet fra ${day(0)} til og med ${day(13)}`);
  await promotion.order('Fremhævet 14 dage');

  await expect(promotion.toast('Fremhævningen er bestilt')).toBeVisible();
  // Starting today starts at once: from now on only renewal and cancellation are offered.
  await expect(promotion.status()).toContainText('Fremhævet');
  await expect(promotion.fact('Produkt')).toHaveText('Fremhævet 14 dage');
  await expect(promotion.fact('Startdato')).toHaveText(day(0));
  await expect(promotion.fact('Slutdato')).toHaveText(day(13));
  await expect(promotion.fact('Fornyelsesdato')).toHaveText(day(14));
  await expect(promotion.fact('Pris')).toHaveText(/^995,00\skr\.$/);
  await expect(promotion.fact('Rabat ved fornyelse')).toHaveText('15 %');
  await expect(promotion.section('Bestil fremhævning')).toHaveCount(0);
  await expect(promotion.section('Ret fremhævningen')).toHaveCount(0);

  // The index says it is promoted and until when, and the promoted filter finds it.
  await listings.open();
  await page.getByRole('switch', { name: 'Fremhævede' }).check();
  const promotedRow = listings.row(title);
  await expect(promotedRow).toContainText(`Fremhævet til ${day(13)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Fremhævet til' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasNotText: 'Fremhævet til' })).toHaveCount(1); // the header
  await page.goto(`/listings/${listingTypeName(OFFICE_SPACE)!}/${id}`);
  await page.getByRole('region', { name: 'Fremhævning' }).getByRole('link', { name: 'Administrer fremhævning' }).click();

  // Renew before the end date, with the renewal discount shown.
  await promotion.expectOpen();
  const renew = promotion.section('Forny fremhævningen');
  await expect(promotion.fact('Fornyelsesrabat', renew)).toHaveText('15 %');
  await expect(promotion.fact('Normalpris', renew)).toHaveText(/^995,00\skr\.$/);
  await expect(promotion.fact('Pris for fornyelsen', renew)).toHaveText(/^845,75\skr\.$/);
  await expect(promotion.fact('Ny slutdato', renew)).toHaveText(day(27));
  await promotion.renew();
  await expect(promotion.toast('Fremhævningen er fornyet')).toBeVisible();
  await expect(promotion.fact('Slutdato')).toHaveText(day(27));
  await expect(promotion.fact('Pris')).toHaveText(/^1\.840,75\skr\.$/);
  const orders = page.getByRole('table', { name: 'Ordrer på fremhævningen' });
  await expect(orders.getByRole('row', { name: /Fornyelse/ })).toContainText('15 %');

  // Cancel: the page says the rest is forfeited without refund and asks first.
  await expect(promotion.section('Opsig fremhævningen')).toContainText('bortfalder uden refusion');
  await promotion.askToCancel();
  await expect(promotion.cancelDialog()).toContainText(`Den resterende periode på 28 dage (til og med ${day(27)}) bortfalder uden refusion.`);
  await promotion.cancelDialog().getByRole('button', { name: 'Fortryd' }).click();
  await expect(promotion.cancelDialog()).toBeHidden();
  await expect(promotion.status()).toContainText('Fremhævet');
  await promotion.askToCancel();
  await promotion.cancelDialog().getByRole('button', { name: 'Ja, opsig fremhævningen' }).click();
  await expect(promotion.toast('Fremhævningen er opsagt')).toBeVisible();
  await expect(promotion.status()).toContainText('Opsagt');
  await expect(promotion.status()).toContainText('28 dage bortfaldt uden refusion');
  await expect(orders.getByRole('row', { name: /Opsigelse/ })).toBeVisible();
  await expect(promotion.section('Bestil en ny fremhævning')).toBeVisible();

  // No longer among the account's promoted listings.
  await page.goto(`/listings?filter=${encodeURIComponent(JSON.stringify({ promoted: 'true' }))}`);
  await expect(page.getByRole('row').filter({ hasText: 'Fremhævet til' }).first()).toBeVisible();
  await expect(listings.row(title)).toHaveCount(0);
});

test('light@ gets the account-type no-access page on /promotion/{id}', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  await page.goto('/promotion/1');
  await expect(new ShellPage(page).noAccessHeading()).toBeVisible();
  await expect(page.getByText('Funktionen findes ikke for din kontotype.')).toBeVisible();
  await expect(page).toHaveURL(/\/noaccess\?reason=accounttype$/);
});
