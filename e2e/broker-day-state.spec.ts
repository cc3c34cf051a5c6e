import { expect, test, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import { signIn } from './pages/session';
import { apiToken } from './pages/session';
import { SelectAccountPage, ShellPage } from './pages/ShellPage';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations, lookUpDemoIds } from './pages/journeys';

/**
 * A broker's day, the state shown: what staff act with is what the server hears, and a load that fails
 * or finds nothing says so at once and plainly.
 */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

const SERVER_ERROR = { code: 'internal', message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter' };

/** Answers the matching GETs with a server error while `failing()` holds, and passes them on after. */
async function failWhile(page: Page, path: RegExp, failing: () => boolean, status = 500) {
  await page.route(
    (url) => path.test(url.pathname),
    (route: Route) => (route.request().method() === 'GET' && failing() ? route.fulfill({ status, json: SERVER_ERROR }) : route.fallback()),
  );
}

/** The next API call that tells the server this account and these roles. */
const actingCall = (page: Page, accountId: string, roles: string) =>
  page.waitForRequest((r: Request) => {
    const headers = r.headers();
    return new URL(r.url()).pathname.startsWith('/api/v2/') && headers['x-account-id'] === accountId && headers['x-act-as-roles'] === roles;
  });

async function accountIdOf(request: APIRequestContext, name: string): Promise<string> {
  const token = await apiToken(request, 'staff@demo.test');
  const response = await request.get(`/api/v2/accounts?q=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  const { accounts } = (await response.json()) as { accounts: { id: number; name: string }[] };
  const account = accounts.find((a) => a.name === name);
  if (!account) throw new Error(`No account named ${name}`);
  return String(account.id);
}

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

test('a failed listing load is an error with a retry, never an empty list', async ({ page, request }) => {
  const ids = await lookUpDemoIds(request);
  await signIn(page, 'maegler.admin@demo.test');
  const shell = new ShellPage(page);
  let failing = true;
  await failWhile(page, /^\/api\/v2\/listings$/, () => failing);

  await page.goto('/listings');
  await expect(shell.loadError()).toContainText('Annoncer kunne ikke hentes');
  await expect(page.getByText(/Ingen annoncer fundet/i)).toHaveCount(0);
  await expect(page.getByText(/^\d+-\d+ af \d+$/)).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  failing = false;
  await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
  await expect(shell.loadError()).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Titel' })).toBeVisible();
  await expect(page.getByText(/^1-25 af \d/)).toBeVisible();

  // A listing's page too: an error with a retry, not 'the listing does not exist'.
  failing = true;
  await failWhile(page, /^\/api\/v2\/listings\/\d+$/, () => failing);
  await page.goto(`/listings/rental/${ids.broker.rental}`);
  await expect(shell.loadError()).toContainText('Annoncen kunne ikke hentes');
  await expect(page.getByText('Annoncen findes ikke')).toHaveCount(0);
  failing = false;
  await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shell.loadError()).toHaveCount(0);
});

test('every list shows a failed load as an error with a retry', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const shell = new ShellPage(page);
  let failing = true;
  await failWhile(page, /^\/api\/v2\/(favorites|searchagents)$/, () => failing);

  for (const [path, entity] of [
    ['/favorites', 'Favoritter'],
    ['/searchagents', 'Søgeagenter'],
  ] as const) {
    failing = true;
    await page.goto(path);
    await expect(shell.loadError()).toContainText(`${entity} kunne ikke hentes`);
    await expect(page.getByText(/^Ingen /)).toHaveCount(0);
    failing = false;
    await shell.loadError().getByRole('button', { name: 'Prøv igen' }).click();
    await expect(shell.loadError()).toHaveCount(0);
  }
});

test('a missing listing says so at once: a 404 is an answer, not retried', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/listings/999999') asked.push(r.method());
  });
  await page.goto('/listings/rental/999999');
  await expect(page.getByText('Annoncen findes ikke')).toBeVisible();
  // A retry would have asked again before the answer showed.
  expect(asked).toEqual(['GET']);
  await expect(page.getByRole('button', { name: 'Prøv igen' })).toHaveCount(0);
});

test('a failing address lookup says so, and not that no address was found', async ({ page }) => {
  await signIn(page, 'maegler.admin@demo.test');
  let failing = true;
  await failWhile(page, /^\/api\/v2\/addresses$/, () => failing, 502);
  await page.goto('/listings/rental/create');
  const address = page.getByRole('combobox', { name: /Adresse/ });
  await address.fill('Sundkrogsgade 21');
  await expect(page.getByText('Noget gik galt').first()).toBeVisible();
  await expect(page.getByText('Ingen adresser fundet')).toHaveCount(0);

  // The next key searches again.
  failing = false;
  await address.fill('Sundkrogsgade 2');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByText('Noget gik galt')).toHaveCount(0);
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
