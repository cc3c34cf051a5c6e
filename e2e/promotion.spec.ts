import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { ListingsPage } from './pages/ListingsPage';
import { PromotionPage } from './pages/PromotionPage';
import { ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { addDays, danishToday, formatDanishDate } from '../schemas/promotion';

/** The promotion journeys: ordering, renewing and cancelling a promoted listing, and who may not. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

const today = danishToday();
const day = (offset: number) => formatDanishDate(addDays(today, offset));

test('maegler.admin@ orders a 14-day promotion starting today, sees it on the index, renews it with the discount and cancels it', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const listings = new ListingsPage(page);
  await listings.open();

  // An active listing that is not promoted.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Aktiv', exact: true }).click();
  await expect(page).toHaveURL(/status/);
  await expect(page.getByRole('row').filter({ hasText: 'Inaktiv' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Aktiv' }).filter({ hasNotText: 'Fremhæv' }).first();
  await row.getByRole('cell').nth(3).click();
  await expect(page).toHaveURL(/\/listings\/[a-z]+\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  // Until the listing's page has loaded, the index's own heading is still there.
  await expect(heading).not.toHaveText('Annoncer');
  await expect(heading).toBeVisible();
  const title = (await heading.innerText()).trim();
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
  await promotedRow.click();
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

  // No longer promoted.
  await listings.open();
  await page.getByRole('switch', { name: 'Fremhævede' }).check();
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
