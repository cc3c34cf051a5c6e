import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { apiToken, bearer, signIn } from './pages/session';
import { AccountPage, SelectAccountPage, ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations } from './pages/journeys';

/** The access journeys: the guard order, the account choice, the navigation and staff acting as an account. */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

/** The next API call that tells the server this account and these roles. */
const actingCall = (page: Page, accountId: string, roles: string) =>
  page.waitForRequest((r: Request) => {
    const headers = r.headers();
    return new URL(r.url()).pathname.startsWith('/api/v2/') && headers['x-account-id'] === accountId && headers['x-act-as-roles'] === roles;
  });

async function accountIdOf(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request, 'staff@demo.test');
  const response = await request.get(`/api/v2/accounts?q=${encodeURIComponent(name)}`, { headers: bearer(token) });
  const { accounts } = (await response.json()) as { accounts: { id: number; name: string }[] };
  const account = accounts.find((a) => a.name === name);
  if (!account) throw new Error(`No account named ${name}`);
  return String(account.id);
}

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
  expect(sections.slice(0, 5)).toEqual(['Annoncer', 'Henvendelser', 'Konto', 'Favoritter', 'Søgeagenter']);
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

test('staff: the debug panel shows the account and roles in force, and a change never widens them', async ({ page, request }) => {
  const light = await accountIdOf(request, 'Lille Udlejer ApS');
  const premium = await accountIdOf(request, 'Premium Ejendomme A/S');
  await signIn(page, 'staff@demo.test');
  await page.goto('/');
  const shell = new ShellPage(page);

  // No roles chosen yet: none is ticked by itself, and the account waits for one.
  const fresh = await shell.openStaffPanel();
  for (const name of ['Administrator', 'Bruger', 'Læser']) await expect(fresh.getByRole('checkbox', { name })).not.toBeChecked();
  await expect(fresh.getByRole('combobox', { name: 'Konto' })).toBeDisabled();
  await expect(fresh.getByText('Vælg først mindst én rolle.')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await fresh.getByRole('button', { name: 'Luk' }).click();

  await page.goto('/selectaccount');
  await new SelectAccountPage(page).choose('Lille Udlejer ApS', ['Læser']);
  await expect(shell.staffBanner()).toContainText('Du agerer som Lille Udlejer ApS (Light-annoncør) med rollerne: Læser.');

  // The panel shows what is in force: the account and exactly the one role. While it is open the page
  // behind it is hidden from the accessibility tree, so the banner is found by its text.
  const panel = await shell.openStaffPanel();
  const banner = page.getByText(/^Du agerer som/);
  const role = (name: string) => panel.getByRole('checkbox', { name });
  await expect(panel.getByRole('combobox', { name: 'Konto' })).toHaveValue('Lille Udlejer ApS');
  await expect(role('Læser')).toBeChecked();
  await expect(role('Administrator')).not.toBeChecked();
  await expect(role('Bruger')).not.toBeChecked();

  // Another account keeps the chosen roles, and the server hears it.
  let heard = actingCall(page, premium, '3');
  await shell.pickInStaffPanel('Premium Ejendomme A/S');
  await heard;
  await expect(banner).toContainText('Du agerer som Premium Ejendomme A/S (Premium-annoncør) med rollerne: Læser.');
  await expect(role('Administrator')).not.toBeChecked();

  // Ticking and unticking apply at once; the last role cannot be taken away.
  heard = actingCall(page, premium, '2,3');
  await role('Bruger').check();
  await heard;
  await expect(banner).toContainText('med rollerne: Bruger, Læser.');
  heard = actingCall(page, premium, '2');
  await role('Læser').uncheck();
  await heard;
  await expect(banner).toContainText('med rollerne: Bruger.');
  await expect(role('Bruger')).toBeChecked();
  await expect(role('Bruger')).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Stopping keeps the roles: the panel, and the select-account page, show them still.
  await panel.getByRole('button', { name: 'Stop med at agere' }).click();
  await expect(banner).toHaveCount(0);
  await expect(panel.getByRole('combobox', { name: 'Konto' })).toHaveValue('');
  await expect(role('Bruger')).toBeChecked();
  await expect(role('Læser')).not.toBeChecked();
  // With no account in force, a role ticked here is what the next account is acted as.
  await role('Administrator').check();
  await panel.getByRole('button', { name: 'Luk' }).click();

  await page.goto('/selectaccount');
  const onPage = (name: string) => page.getByRole('group', { name: 'Roller at agere med' }).getByRole('checkbox', { name });
  await expect(onPage('Administrator')).toBeChecked();
  await expect(onPage('Bruger')).toBeChecked();
  await expect(onPage('Læser')).not.toBeChecked();
  heard = actingCall(page, light, '1,2');
  await new SelectAccountPage(page).choose('Lille Udlejer ApS');
  await heard;
  await expect(shell.staffBanner()).toContainText('Du agerer som Lille Udlejer ApS (Light-annoncør) med rollerne: Administrator, Bruger.');
  await page.reload();
  await expect(shell.staffBanner()).toContainText('med rollerne: Administrator, Bruger.');
});

test('the select-account page does not tell a one-account user of several accounts', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/selectaccount');
  await new SelectAccountPage(page).expectOpen();
  await expect(page.getByText('Du er tilknyttet flere konti', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Du er kun tilknyttet én konto', { exact: false })).toBeVisible();
});

test('a staff-only page tells a broker admin it is for internal staff', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto('/announcements');
  await expect(new ShellPage(page).noAccessHeading()).toBeVisible();
  await expect(page.getByText('Siden er kun for interne medarbejdere', { exact: false })).toBeVisible();
  await expect(page.getByText('Kontakt en administrator på kontoen', { exact: false })).toHaveCount(0);
});
