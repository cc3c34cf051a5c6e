import { expect, test } from '@playwright/test';
import { signIn } from './pages/session';
import { AccountPage, SelectAccountPage, ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';

/** The access journeys: the guard order, the account choice, the navigation and staff acting as an account. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

test('flere@ picks an account and lands where the URL pointed', async ({ page }) => {
  await signIn(page, 'flere@demo.test');
  await page.goto('/account/update');
  const select = new SelectAccountPage(page);
  await select.expectOpen();
  await expect(page).toHaveURL(/\/selectaccount\?redirect=%2Faccount%2Fupdate$/);
  await select.choose('Premium Ejendomme A/S');

  await expect(page).toHaveURL(/\/account\/update$/);
  await expect(page.getByRole('heading', { name: 'Rediger kontooplysninger' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Firmanavn' })).toHaveValue('Premium Ejendomme A/S');
  const shell = new ShellPage(page);
  await expect(shell.activeAccount()).toContainText('Premium Ejendomme A/S');

  // The choice is kept: a reload stays in the account, and switching leads back here.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Firmanavn' })).toHaveValue('Premium Ejendomme A/S');
  await page.getByRole('link', { name: 'Skift konto' }).click();
  await select.choose('Nordhavn Erhvervsmægler ApS');
  // In the Broker account flere@ is a member, so the account update is closed to them there.
  await expect(page).toHaveURL(/\/noaccess\?reason=userroles$/);
});

test('maegler.laeser@ sees no create buttons and gets the role no-access page on /listings/create', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  await page.goto('/');
  const shell = new ShellPage(page);
  await expect(shell.sections().getByRole('link', { name: 'Annoncer' })).toBeVisible();
  await expect(shell.newListing()).toHaveCount(0);
  await expect(shell.sections().getByRole('link', { name: 'Konto', exact: true })).toBeVisible();

  await page.goto('/listings/create');
  await expect(shell.noAccessHeading()).toBeVisible();
  await expect(page).toHaveURL(/\/noaccess\?reason=userroles$/);
  await expect(page.getByText('Din brugerrolle giver ikke adgang til siden.', { exact: false })).toBeVisible();

  // The account and its users, but no admin controls.
  await page.goto('/account');
  const account = new AccountPage(page);
  await expect(account.users()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tilføj bruger' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rediger konto' })).toHaveCount(0);
});

test('light@ gets the permission no-access page on a sales listing route', async ({ page }) => {
  await signIn(page, 'light@demo.test');
  await page.goto('/listings/sales/create');
  await expect(new ShellPage(page).noAccessHeading()).toBeVisible();
  await expect(page).toHaveURL(/\/noaccess\?reason=permissions$/);
  await expect(page.getByText('Kontoen har ikke adgang til denne funktion.', { exact: false })).toBeVisible();

  // Nor is the account's own update open without accountSettings.
  await page.goto('/account/update');
  await expect(page).toHaveURL(/\/noaccess\?reason=permissions$/);
});

test('staff act as the Light account and see its navigation and the banner', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/');
  const shell = new ShellPage(page);
  await shell.actAs('Lille Udlejer ApS', ['Administrator']);

  await expect(shell.staffBanner()).toContainText('Du agerer som Lille Udlejer ApS (Light-annoncør) med rollerne: Administrator');
  await expect(shell.activeAccount()).toContainText('Lille Udlejer ApS');
  const sections = await shell.sectionNames();
  expect(sections.slice(0, 4)).toEqual(['Annoncer', 'Konto', 'Favoritter', 'Søgeagenter']);
  expect(sections).not.toContain('Kontostatistik');
  expect(sections).not.toContain('Markedsstatistik');
  await expect(shell.newListing()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Annoncørområde' })).toBeVisible();

  // Acting as a reader, staff cannot create; the server holds them to it too.
  await shell.actAs('Lille Udlejer ApS', ['Læser']);
  await expect(shell.staffBanner()).toContainText('med rollerne: Læser');
  await expect(shell.newListing()).toHaveCount(0);
  await page.goto('/account');
  await expect(new AccountPage(page).heading('Lille Udlejer ApS')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tilføj bruger' })).toHaveCount(0);

  await shell.staffBanner().getByRole('button', { name: 'Stop med at agere' }).click();
  await expect(shell.staffBanner()).toHaveCount(0);
});

test("privat@ sees 'become advertiser' and lands on the favourites", async ({ page }) => {
  await signIn(page, 'privat@demo.test');
  await page.goto('/');
  await expect(page).toHaveURL(/\/favorites$/);
  const shell = new ShellPage(page);
  await expect(shell.becomeAdvertiser()).toBeVisible();
  await expect(shell.newListing()).toHaveCount(0);
  // Without an account, creating a listing means creating the account first (SPEC 4 step 5).
  await page.goto('/listings/create');
  await expect(page).toHaveURL(/\/account\/create$/);
  await page.goto('/listings');
  await expect(page).toHaveURL(/\/noaccess$/);
});

test('tidligere@ becomes an advertiser: creates the account and is its administrator', async ({ page }) => {
  await signIn(page, 'tidligere@demo.test');
  await page.goto('/');
  await new ShellPage(page).becomeAdvertiser().click();
  await expect(page.getByRole('heading', { name: 'Opret konto' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Firmanavn' }).fill('Vind Ejendomme ApS');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('kontakt@vind-ejendomme.dk');
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('12 34 56 78');
  await page.getByRole('textbox', { name: 'Vejnavn' }).fill('Algade');
  await page.getByRole('textbox', { name: 'Husnummer' }).fill('12');
  await page.getByRole('textbox', { name: 'Postnummer' }).fill('9000');
  await page.getByRole('textbox', { name: 'By' }).fill('Aalborg');
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page.getByText('Telefonnummer skal være korrekt (med landekode, fx +45)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+45 12 34 56 78');
  await page.getByRole('button', { name: 'Gem' }).click();

  const account = new AccountPage(page);
  await expect(account.heading('Vind Ejendomme ApS')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(account.users().getByRole('row', { name: /Karsten Vind/ })).toContainText('Administrator');
  const shell = new ShellPage(page);
  await expect(shell.activeAccount()).toContainText('Vind Ejendomme ApS');
  await expect(shell.becomeAdvertiser()).toHaveCount(0);
  await expect(shell.newListing()).toBeVisible();
});

test('kommune@ edits the account and adds a colleague by e-mail', async ({ page }) => {
  await signIn(page, 'kommune@demo.test');
  const account = new AccountPage(page);
  await account.open();
  await expect(account.heading('Aarhus Kommune Erhverv')).toBeVisible();

  await account.addUser('ny.kollega@demo.test', 'Læser');
  const row = account.users().getByRole('row', { name: /Emma Thorsen/ });
  await expect(row).toContainText('Ikke registreret');
  await expect(row).toContainText('Læser');
  await account.addUser('ny.kollega@demo.test', 'Bruger');
  await expect(page.getByText('Brugeren er allerede tilføjet')).toBeVisible();

  await page.getByRole('link', { name: 'Rediger konto' }).click();
  const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
  await phone.fill('+45 89 40 20 99');
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('+45 89 40 20 99')).toBeVisible();
});
