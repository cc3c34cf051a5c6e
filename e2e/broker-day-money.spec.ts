import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { signIn } from './pages/session';
import { PromotionPage } from './pages/PromotionPage';
import { AccountPage, ShellPage } from './pages/ShellPage';
import { apiToken } from './pages/session';
import { accessibilityViolations } from './pages/journeys';
import { BookingDialog, InvitationPage, mailedInvitationLink, PromotionOrdersPage, userWithoutAccount } from './pages/BrokerMoneyPages';
import { acceptConsent } from './pages/consent';
import { addDays, danishToday, formatDanishDate, PROMOTION_RULE_MESSAGES } from '../schemas/promotion';
import { SELF_SERVICE_TYPE_MESSAGE } from '../schemas/accounts';
import { INVITATION_MESSAGES } from '../schemas/invitations';

/**
 * The broker's day, where money and people are concerned: nothing is booked without a
 * confirmation showing what it costs, a closed listing offers no promotion, newcomers create only their
 * own account type, colleagues join by invitation, and an account sees what its promotions cost.
 */

test.beforeEach(async ({ context, baseURL }) => acceptConsent(context, baseURL));

const today = danishToday();
const day = (offset: number) => formatDanishDate(addDays(today, offset));
const kroner = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\skr\\.$`);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const FAMILIES = { 1: 'rental', 2: 'investment', 3: 'sales', 4: 'officespace' } as const;

interface ListingRow {
  id: number;
  listingType: 1 | 2 | 3 | 4;
}

/** The Broker account's listings in a status, newest first, as the API lists them. */
async function brokerListings(request: APIRequestContext, query: string): Promise<ListingRow[]> {
  const token = await apiToken(request, 'maegler.admin@demo.test');
  const res = await request.get(`/api/v2/listings?accountId=1&sort=id&order=DESC&perPage=25&${query}`, { headers: bearer(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { listings: ListingRow[] }).listings;
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
}

test('maegler.admin@ sees product, periods, price with and without VAT and the discount before anything is booked; Fortryd books nothing', async ({
  page,
  request,
}) => {
  const [listing] = await brokerListings(request, 'status=2&offMarket=false&promoted=false');
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
  const [closed] = await brokerListings(request, 'status=5');
  expect(closed).toBeDefined();
  await signIn(page, 'maegler.admin@demo.test');
  await page.goto(`/listings/${FAMILIES[closed!.listingType]}/${closed!.id}`);
  const panel = page.getByRole('region', { name: 'Fremhævning' });
  await expect(panel).toContainText(PROMOTION_RULE_MESSAGES.listingNotPromotable);
  await expect(panel.getByRole('link', { name: 'Fremhæv annoncen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fremhæv annoncen' })).toHaveCount(0);
});

test('a newcomer creates a Light-annoncør account and no other type; the server refuses another type naming it', async ({ page, request }) => {
  const email = 'nystartet@firma.dk';
  const password = 'nystartet-kodeord';
  await userWithoutAccount(request, email, password);

  // The API refuses every other type to a non-staff user, in Danish, naming the field.
  const token = (await (await request.post('/auth/login', { data: { username: email, password } })).text()).replace(/^"|"$/g, '');
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
  await page.getByRole('textbox', { name: 'Firmanavn' }).fill('Egne Lokaler ApS');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('kontakt@egne-lokaler.dk');
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+45 12 34 56 78');
  await page.getByRole('textbox', { name: 'Vejnavn' }).fill('Algade');
  await page.getByRole('textbox', { name: 'Husnummer' }).fill('3');
  await page.getByRole('textbox', { name: 'Postnummer' }).fill('9000');
  await page.getByRole('textbox', { name: 'By' }).fill('Aalborg');
  await page.getByRole('button', { name: 'Gem' }).click();

  const account = new AccountPage(page);
  await expect(account.heading('Egne Lokaler ApS')).toBeVisible();
  await expect(page.getByText('Light-annoncør', { exact: true }).first()).toBeVisible();
});

test('maegler.admin@ invites a colleague by e-mail; the invitee sets a password and lands in the account with the role; a used or withdrawn link is refused', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await signIn(page, 'maegler.admin@demo.test');
  const account = new AccountPage(page);
  await account.open();
  await expect(account.heading('Nordhavn Erhvervsmægler ApS')).toBeVisible();
  await account.addUser('kollega.ny@firma.dk', 'Bruger');
  await expect(page.getByText('Ingen bruger har e-mailen kollega.ny@firma.dk, så vi har sendt en invitation.', { exact: false })).toBeVisible();
  const pending = account.users().getByRole('row', { name: /kollega\.ny@firma\.dk/ });
  await expect(pending).toContainText('Inviteret');
  await expect(pending).toContainText('Bruger');
  const link = await mailedInvitationLink(request, 'kollega.ny@firma.dk');
  expect(link).toMatch(/\/invitation\?token=/);

  // The invitee, in a browser of their own, with no login.
  const context = await browser.newContext({ baseURL });
  await acceptConsent(context, baseURL);
  const invitee = await context.newPage();
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
  await invitation.accept({ name: 'Kasper Kollega', password: 'kaspers-kodeord' });
  await expect(invitee.getByRole('status')).toContainText('Velkommen til Nordhavn Erhvervsmægler ApS.');

  await invitee.getByRole('link', { name: 'Gå til log ind' }).click();
  await new LoginPage(invitee).login('kollega.ny@firma.dk', 'kaspers-kodeord');
  await expect(invitee.getByRole('link', { name: 'Logget på som kollega.ny@firma.dk' })).toBeVisible();
  await expect(new ShellPage(invitee).activeAccount()).toContainText('Nordhavn Erhvervsmægler ApS');
  await new AccountPage(invitee).open();
  await expect(new AccountPage(invitee).users().getByRole('row', { name: /Kasper Kollega/ })).toContainText('Bruger');

  // Used once: the link is refused in Danish.
  await invitee.goto(link);
  await expect(invitee.getByText(INVITATION_MESSAGES.used)).toBeVisible();
  await context.close();

  // The administrator sees the colleague as a user now, and can withdraw an invitation still pending.
  await account.open();
  await expect(account.users().getByRole('row', { name: /Kasper Kollega/ })).toContainText('Bruger');
  await account.addUser('fortrudt@firma.dk', 'Læser');
  const second = await mailedInvitationLink(request, 'fortrudt@firma.dk');
  await account.users().getByRole('button', { name: 'Træk invitationen til fortrudt@firma.dk tilbage' }).click();
  await expect(account.users().getByRole('row', { name: /fortrudt@firma\.dk/ })).toHaveCount(0);
  await page.goto(second);
  await expect(page.getByText(INVITATION_MESSAGES.withdrawn)).toBeVisible();
});

test('maegler.laeser@ reads the order overview with VAT and billing id, and exports it as CSV', async ({ page }) => {
  await signIn(page, 'maegler.laeser@demo.test');
  await page.goto('/');
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

test('staff create an account of any type with its billing id, and set type, billing id and permissions afterwards', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle konti' })).toBeVisible();
  await page.getByRole('link', { name: 'Opret' }).click();
  await expect(page.getByText(/Intern: kontoen kan få enhver type og et fakturanummer/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Kontotype' }).click();
  await page.getByRole('option', { name: 'Mægler' }).click();
  await page.getByRole('textbox', { name: 'Fakturanummer' }).fill('100999');
  await page.getByRole('textbox', { name: 'Firmanavn' }).fill('Ny Mægler ApS');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('info@ny-maegler.dk');
  await page.getByRole('textbox', { name: 'Vejnavn' }).fill('Havnegade');
  await page.getByRole('textbox', { name: 'Husnummer' }).fill('7');
  await page.getByRole('textbox', { name: 'Postnummer' }).fill('1058');
  await page.getByRole('textbox', { name: 'By' }).fill('København K');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Gem' }).click();

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
