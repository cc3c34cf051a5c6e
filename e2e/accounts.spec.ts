import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { apiToken, bearer, pageAs, signIn } from './pages/session';
import { AccountFormPage, AccountPage, ShellPage } from './pages/ShellPage';
import { InvitationPage, mailedInvitationLink, userWithoutAccount } from './pages/InvitationPages';
import { acceptConsent } from './pages/consent';
import { accessibilityViolations } from './pages/journeys';
import { SELF_SERVICE_TYPE_MESSAGE } from '../schemas/accounts';
import { INVITATION_MESSAGES } from '../schemas/invitations';

/**
 * Accounts and their people: a newcomer creates an account of their own type only, staff create any, an
 * administrator edits the account and adds colleagues, who join by invitation.
 */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
}

test('tidligere@ becomes an advertiser: creates the account and is its administrator', async ({ page }) => {
  await signIn(page, 'tidligere@demo.test');
  await page.goto('/');
  await new ShellPage(page).becomeAdvertiser().click();
  await expect(page.getByRole('heading', { name: 'Opret konto' })).toBeVisible();
  const form = new AccountFormPage(page);
  await form.fillCompany({
    name: 'Vind Ejendomme ApS',
    email: 'kontakt@vind-ejendomme.dk',
    phone: '12 34 56 78',
    streetName: 'Algade',
    streetNumber: '12',
    zipCode: '9000',
    city: 'Aalborg',
  });
  await form.save();
  await expect(page.getByText('Telefonnummer skal være korrekt (med landekode, fx +45)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+45 12 34 56 78');
  await form.save();

  const account = new AccountPage(page);
  await expect(account.heading('Vind Ejendomme ApS')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(account.users().getByRole('row', { name: /Karsten Vind/ })).toContainText('Administrator');
  const shell = new ShellPage(page);
  await expect(shell.activeAccount()).toContainText('Vind Ejendomme ApS');
  await expect(shell.becomeAdvertiser()).toHaveCount(0);
  await expect(shell.newListing()).toBeVisible();
});

test('kommune@ edits the account and invites a colleague with a profile by e-mail: not a member until they accept', async ({ page }) => {
  await signIn(page, 'kommune@demo.test');
  const account = new AccountPage(page);
  await account.open();
  await expect(account.heading('Aarhus Kommune Erhverv')).toBeVisible();

  await account.addUser('ny.kollega@demo.test', 'Læser');
  await expect(page.getByText('Vi har sendt en invitation til ny.kollega@demo.test.', { exact: false })).toBeVisible();
  const row = account.users().getByRole('row', { name: /ny\.kollega@demo\.test/ });
  await expect(row).toContainText('Inviteret');
  await expect(row).toContainText('Læser');
  await expect(account.users().getByRole('row', { name: /Emma Thorsen/ })).toHaveCount(0);
  await account.addUser('ny.kollega@demo.test', 'Bruger');
  await expect(page.getByText('ny.kollega@demo.test er allerede inviteret', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Rediger konto' }).click();
  const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
  await phone.fill('+45 89 40 20 99');
  await page.getByRole('button', { name: 'Gem' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('+45 89 40 20 99')).toBeVisible();
});

test('a newcomer creates a Light-annoncør account and no other type; the server refuses another type naming it', async ({ page, request }) => {
  const email = 'nystartet@firma.dk';
  const password = 'nystartet-kodeord';
  await userWithoutAccount(request, email, password);

  // The API refuses every other type to a non-staff user, in Danish, naming the field.
  const token = await apiToken(request, email, password);
  const refused = await request.post('/api/v2/accounts', {
    headers: bearer(token),
    data: {
      accountType: 1,
      name: 'Mægler Selv ApS',
      email: 'info@maegler-selv.dk',
      ccEmail: [],
      address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ fields: { accountType: SELF_SERVICE_TYPE_MESSAGE } });

  const login = new LoginPage(page);
  await login.open();
  await login.login(email, password);
  await new ShellPage(page).becomeAdvertiser().click();
  await expect(page.getByRole('heading', { name: 'Opret konto' })).toBeVisible();
  // No choice of type: Mægler, Premium-annoncør, Statistik and Kommune are set up by staff.
  await expect(page.getByRole('combobox', { name: 'Kontotype' })).toHaveCount(0);
  await expect(page.getByText(/Kontoen oprettes som Light-annoncør/)).toBeVisible();
  const form = new AccountFormPage(page);
  await form.fillCompany({
    name: 'Egne Lokaler ApS',
    email: 'kontakt@egne-lokaler.dk',
    phone: '+45 12 34 56 78',
    streetName: 'Algade',
    streetNumber: '3',
    zipCode: '9000',
    city: 'Aalborg',
  });
  await form.save();

  const account = new AccountPage(page);
  await expect(account.heading('Egne Lokaler ApS')).toBeVisible();
  await expect(page.getByText('Light-annoncør', { exact: true }).first()).toBeVisible();
});

test('maegler.admin@ invites a colleague by e-mail; the invitee sets a password and lands in the account with the role; a used or withdrawn link is refused', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'maegler.admin@demo.test');
  const account = new AccountPage(page);
  await account.open();
  await expect(account.heading('Nordhavn Erhvervsmægler ApS')).toBeVisible();
  await account.addUser('kollega.ny@firma.dk', 'Bruger');
  await expect(page.getByText('Vi har sendt en invitation til kollega.ny@firma.dk.', { exact: false })).toBeVisible();
  const pending = account.users().getByRole('row', { name: /kollega\.ny@firma\.dk/ });
  await expect(pending).toContainText('Inviteret');
  await expect(pending).toContainText('Bruger');
  const link = await mailedInvitationLink(request, 'kollega.ny@firma.dk');
  expect(link).toMatch(/\/invitation\?token=/);

  // The invitee, in a browser of their own, with no login.
  const invitee = await pageAs(browser, null);
  await invitee.goto(link);
  const invitation = new InvitationPage(invitee);
  await expect(invitation.heading()).toBeVisible();
  await expect(invitee.getByText('Du er inviteret til Nordhavn Erhvervsmægler ApS som Bruger.')).toBeVisible();
  await expect(invitee.getByRole('textbox', { name: 'E-mail' })).toHaveValue('kollega.ny@firma.dk');
  await expectNoAxeViolations(invitee);
  await invitation.accept({ name: 'Kasper Kollega', password: 'kort' });
  await expect(invitee.getByText('Adgangskode skal være mindst 8 tegn')).toBeVisible();
  await invitation.accept({ name: 'Kasper Kollega', password: 'kaspers-kodeord', repeat: 'noget-andet' });
  await expect(invitee.getByText('Gentag adgangskode: adgangskoderne er ikke ens')).toBeVisible();
  // Accepting with a password logs the new colleague in.
  await invitation.accept({ name: 'Kasper Kollega', password: 'kaspers-kodeord' });
  await expect(invitee.getByText('Velkommen til Nordhavn Erhvervsmægler ApS. Du er nu logget ind.')).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Logget på som kollega.ny@firma.dk' })).toBeVisible();
  await expect(new ShellPage(invitee).activeAccount()).toContainText('Nordhavn Erhvervsmægler ApS');
  await new AccountPage(invitee).open();
  await expect(new AccountPage(invitee).users().getByRole('row', { name: /Kasper Kollega/ })).toContainText('Bruger');

  // Used once: the link is refused in Danish.
  await invitee.goto(link);
  await expect(invitee.getByText(INVITATION_MESSAGES.used)).toBeVisible();
  await invitee.context().close();

  // The administrator sees the colleague as a user now, and can withdraw an invitation still pending.
  await account.open();
  await expect(account.users().getByRole('row', { name: /Kasper Kollega/ })).toContainText('Bruger');
  await account.addUser('fortrudt@firma.dk', 'Læser');
  const second = await mailedInvitationLink(request, 'fortrudt@firma.dk');
  await account.users().getByRole('button', { name: 'Træk invitationen til fortrudt@firma.dk tilbage' }).click();
  await page
    .getByRole('dialog', { name: 'Træk invitationen til fortrudt@firma.dk tilbage?' })
    .getByRole('button', { name: 'Træk invitationen tilbage' })
    .click();
  await expect(account.users().getByRole('row', { name: /fortrudt@firma\.dk/ })).toHaveCount(0);
  await page.goto(second);
  await expect(page.getByText(INVITATION_MESSAGES.withdrawn)).toBeVisible();
});

test('staff create an account of any type with its billing id, and set type, billing id and permissions afterwards', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle konti' })).toBeVisible();
  await page.getByRole('link', { name: 'Opret' }).click();
  await expect(page.getByText(/Intern: kontoen kan få enhver type og et fakturanummer/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Kontotype' }).click();
  await page.getByRole('option', { name: 'Mægler' }).click();
  await page.getByRole('textbox', { name: 'Fakturanummer' }).fill('100999');
  const form = new AccountFormPage(page);
  await form.fillCompany({
    name: 'Ny Mægler ApS',
    email: 'info@ny-maegler.dk',
    streetName: 'Havnegade',
    streetNumber: '7',
    zipCode: '1058',
    city: 'København K',
  });
  await expectNoAxeViolations(page);
  await form.save();

  await expect(page).toHaveURL(/\/accounts\/\d+\/show$/);
  await expect(page.getByText('Ny Mægler ApS').first()).toBeVisible();
  await expect(page.getByText('100999')).toBeVisible();
  await page.getByRole('tab', { name: 'Indstillinger (intern)' }).click();
  const settings = page.getByRole('main');
  await expect(settings.getByRole('combobox', { name: 'Kontotype' })).toContainText('Mægler');
  await expectNoAxeViolations(page);
  await settings.getByRole('textbox', { name: 'Fakturanummer' }).fill('100998');
  await settings.getByRole('switch', { name: 'Markedsstatistik' }).check();
  await settings.getByRole('button', { name: 'Gem indstillinger' }).click();
  await expect(page.getByText('Kontoens indstillinger er opdateret')).toBeVisible();
  await page.getByRole('tab', { name: 'Firmaoplysninger' }).click();
  await expect(page.getByText('100998')).toBeVisible();
  await page.getByRole('tab', { name: 'Rettigheder' }).click();
  // The permission chips, with the settings' switches gone.
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Markedsstatistik');
});
