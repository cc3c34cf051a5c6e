import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import { join } from 'node:path';
import { da } from '../i18n/da';
import { ROUTES, ruleFor } from '../src/access/routes';
import type { NoAccessReason } from '../src/access/paths';
import { makePng } from '../tests/fixtures/png';
import { loginAs } from './pages/LoginPage';
import { acceptConsent } from './pages/consent';
import {
  accessibilityViolations,
  englishOnScreen,
  lookUpDemoIds,
  PageProblems,
  settle,
  type DemoIds,
  type ExpectedResponse,
} from './pages/journeys';

/**
 * Issue 9's journey suite: every screen of SPEC 2, opened as the personas who may see it and as one who
 * may not. Each visit must end on the right page with no console error, failed request, unexpected
 * response, missing Danish text, English word or WCAG 2.2 AA violation, and leaves a screenshot in
 * e2e/output/screens/<screen>-<persona>.png.
 */

const PERSONAS = {
  anonym: null,
  staff: 'staff@demo.test',
  'maegler.admin': 'maegler.admin@demo.test',
  'maegler.bruger': 'maegler.bruger@demo.test',
  'maegler.laeser': 'maegler.laeser@demo.test',
  light: 'light@demo.test',
  premium: 'premium@demo.test',
  statistik: 'statistik@demo.test',
  kommune: 'kommune@demo.test',
  flere: 'flere@demo.test',
  privat: 'privat@demo.test',
} as const;
type Persona = keyof typeof PERSONAS;

/** Where someone who may not open a screen ends: the login page, a no-access page, or another screen. */
type Refusal = { persona: Persona } & (
  | { login: true }
  | { noAccess: NoAccessReason | 'default' }
  | { redirect: RegExp; heading: string }
);

interface Screen {
  /** The screenshot's name. */
  name: string;
  /** Its route in src/access/routes.ts, which the guard applies. */
  route: string;
  /** The address opened, with real ids from the demo data. */
  path: (ids: DemoIds) => string;
  /** What those who may see it see: the page's heading (h1). */
  heading: string | RegExp;
  /** A text they see besides the heading. */
  shows?: string;
  /** Where they end, when not at the path itself (a redirect). */
  lands?: RegExp;
  may: Persona[];
  mayNot?: Refusal;
  /** Responses of 400 or more that belong to the screen. */
  expectedResponses?: ExpectedResponse[];
  /** Makes the screen's situation happen before it is opened (undone afterwards). */
  arrange?: (page: Page) => Promise<() => Promise<void>>;
}

const FAMILY_SCREENS = (['rental', 'investment', 'sales', 'officespace'] as const).flatMap((family): Screen[] => {
  // Besides the Broker account, an account of another type with the family's permission, and one without it.
  const other = ({ rental: 'light', investment: 'premium', sales: 'kommune', officespace: 'premium' } as const)[family];
  const without = ({ rental: 'statistik', investment: 'light', sales: 'light', officespace: 'kommune' } as const)[family];
  return [
    {
      name: `listing-${family}-create`,
      route: `/listings/${family}/create`,
      path: () => `/listings/${family}/create`,
      heading: /^Ny annonce: /,
      may: ['maegler.admin', other],
      mayNot: { persona: without, noAccess: 'permissions' },
    },
    {
      name: `listing-${family}-show`,
      route: `/listings/${family}/:id`,
      path: (ids) => `/listings/${family}/${ids.broker[family]}`,
      heading: /.+/,
      may: ['maegler.admin', 'maegler.laeser'],
      mayNot: { persona: without, noAccess: 'permissions' },
    },
    {
      name: `listing-${family}-update`,
      route: `/listings/${family}/:id/update`,
      path: (ids) => `/listings/${family}/${ids.broker[family]}/update`,
      heading: /^Rediger annonce: /,
      may: ['maegler.bruger'],
      mayNot: { persona: 'maegler.laeser', noAccess: 'userroles' },
    },
    {
      name: `listing-${family}-close`,
      route: `/listings/${family}/:id/close`,
      path: (ids) => `/listings/${family}/${ids.broker[family]}/close`,
      heading: /^Afmeld annonce: /,
      may: ['maegler.admin'],
      mayNot: { persona: 'maegler.laeser', noAccess: 'userroles' },
    },
    {
      name: `listing-${family}-statistics`,
      route: `/listings/${family}/:id/statistics`,
      path: (ids) => `/listings/${family}/${ids.broker[family]}/statistics`,
      heading: da.app.statistics.listing_title,
      may: ['maegler.laeser'],
      mayNot: { persona: without, noAccess: 'permissions' },
    },
  ];
});

const SCREENS: Screen[] = [
  {
    name: 'login',
    route: '/login',
    path: () => '/login',
    heading: da.app.login.title,
    may: ['anonym'],
  },
  {
    name: 'home',
    route: '/',
    path: () => '/',
    heading: da.app.nav.listings,
    lands: /\/listings$/,
    may: ['maegler.admin'],
    mayNot: { persona: 'privat', redirect: /\/favorites$/, heading: da.app.favorites.title },
  },
  {
    name: 'favorites',
    route: '/favorites',
    path: () => '/favorites',
    heading: da.app.favorites.title,
    may: ['privat', 'maegler.admin'],
    mayNot: { persona: 'anonym', login: true },
  },
  {
    name: 'searchagents',
    route: '/searchagents',
    path: () => '/searchagents',
    heading: da.app.searchagents.title,
    may: ['privat', 'maegler.laeser'],
    mayNot: { persona: 'anonym', login: true },
  },
  {
    name: 'searchagent-create',
    route: '/searchagents/*',
    path: () => '/searchagents/create',
    heading: da.app.searchagents.create,
    may: ['maegler.admin'],
    mayNot: { persona: 'anonym', login: true },
  },
  {
    name: 'searchagent-edit',
    route: '/searchagents/*',
    path: (ids) => `/searchagents/${ids.searchAgent}`,
    heading: /.+/,
    may: ['maegler.bruger'],
  },
  {
    name: 'listings',
    route: '/listings',
    path: () => '/listings',
    heading: da.app.nav.listings,
    may: ['maegler.admin', 'maegler.laeser', 'light', 'kommune'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  {
    name: 'listings-v2',
    route: '/listings-v2',
    path: () => '/listings-v2',
    heading: da.app.nav.listings,
    lands: /\/listings$/,
    may: ['maegler.bruger'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  {
    name: 'listing-create',
    route: '/listings/create',
    path: () => '/listings/create',
    heading: da.resources.listings.create.title,
    may: ['maegler.admin', 'maegler.bruger', 'light'],
    mayNot: { persona: 'maegler.laeser', noAccess: 'userroles' },
  },
  {
    // Off-market creation is switched off (FEATURE_OFFMARKET_CREATE): everyone gets the no-access page.
    name: 'offmarket-create',
    route: '/offmarket/create',
    path: () => '/offmarket/create',
    heading: da.app.no_access.title,
    may: [],
    mayNot: { persona: 'maegler.admin', noAccess: 'default' },
  },
  {
    name: 'listing-copy',
    route: '/listings/:id/copy',
    path: (ids) => `/listings/${ids.broker.rental}/copy`,
    heading: /^Kopier annonce: /,
    may: ['maegler.admin', 'maegler.laeser'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  ...FAMILY_SCREENS,
  {
    name: 'listing-offmarket-show',
    route: '/listings/rental/:id',
    path: (ids) => `/listings/rental/${ids.brokerOffMarket}`,
    heading: /.+/,
    may: ['maegler.laeser'],
  },
  {
    name: 'listing-offmarket-update',
    route: '/listings/rental/:id/update',
    path: (ids) => `/listings/rental/${ids.brokerOffMarket}/update`,
    heading: /^Rediger annonce: /,
    may: ['maegler.admin'],
  },
  {
    name: 'selectaccount',
    route: '/selectaccount',
    path: () => '/selectaccount',
    heading: da.app.select_account.title,
    may: ['flere', 'staff'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  {
    name: 'account-create',
    route: '/account/create',
    path: () => '/account/create',
    heading: da.resources.accounts.create_title,
    may: ['privat'],
    // Someone who has an account creates a listing instead (SPEC 4 step 3).
    mayNot: { persona: 'maegler.admin', redirect: /\/listings\/create$/, heading: da.resources.listings.create.title },
  },
  {
    name: 'account',
    route: '/account',
    path: () => '/account',
    heading: / (ApS|A\/S|Erhverv)$/,
    may: ['maegler.admin', 'maegler.laeser', 'statistik', 'kommune'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  {
    name: 'account-update',
    route: '/account/update',
    path: () => '/account/update',
    heading: da.resources.accounts.update_title,
    may: ['maegler.admin', 'kommune'],
    mayNot: { persona: 'maegler.bruger', noAccess: 'userroles' },
  },
  {
    name: 'account-update-without-settings',
    route: '/account/update',
    path: () => '/account/update',
    heading: da.resources.accounts.update_title,
    may: [],
    mayNot: { persona: 'light', noAccess: 'permissions' },
  },
  {
    name: 'account-statistics',
    route: '/account/statistics',
    path: () => '/account/statistics',
    heading: da.app.statistics.account_title,
    may: ['maegler.admin', 'premium'],
    mayNot: { persona: 'kommune', noAccess: 'permissions' },
  },
  {
    name: 'market-statistics',
    route: '/market-statistics',
    path: () => '/market-statistics',
    heading: da.app.statistics.market_title,
    may: ['statistik', 'maegler.admin'],
    mayNot: { persona: 'premium', noAccess: 'permissions' },
  },
  {
    name: 'user',
    route: '/users/:id',
    path: (ids) => `/users/${ids.brokerUser}`,
    heading: 'Mette Nordahl',
    may: ['maegler.admin', 'maegler.laeser'],
    mayNot: { persona: 'privat', noAccess: 'default' },
  },
  {
    name: 'user-missing',
    route: '/users/:id',
    path: () => '/users/999999',
    heading: da.app.user_show.title,
    shows: da.app.user_show.not_found,
    may: ['maegler.admin'],
    expectedResponses: [{ status: 404, path: '/api/v2/users/999999', why: 'the user id does not exist: the page says so' }],
  },
  {
    name: 'promotion',
    route: '/promotion/:id',
    path: (ids) => `/promotion/${ids.broker.rental}`,
    heading: da.app.promotion.title,
    may: ['maegler.admin', 'maegler.bruger'],
    mayNot: { persona: 'maegler.laeser', noAccess: 'userroles' },
  },
  {
    name: 'promotion-account-type',
    route: '/promotion/:id',
    path: (ids) => `/promotion/${ids.broker.rental}`,
    heading: da.app.promotion.title,
    may: [],
    mayNot: { persona: 'kommune', noAccess: 'accounttype' },
  },
  {
    name: 'profile',
    route: '/user',
    path: () => '/user',
    heading: da.app.profile.title,
    may: ['privat', 'maegler.admin', 'staff'],
    mayNot: { persona: 'anonym', login: true },
  },
  {
    name: 'cms-page',
    route: '/member_cms-pages/*',
    path: () => '/member_cms-pages/vilkaar',
    heading: /.+/,
    may: ['maegler.admin', 'maegler.bruger'],
    mayNot: { persona: 'maegler.laeser', noAccess: 'userroles' },
  },
  {
    name: 'noaccess',
    route: '/noaccess',
    path: () => '/noaccess',
    heading: da.app.no_access.title,
    may: ['anonym'],
  },
  {
    name: 'not-found',
    route: '/findes-ikke',
    path: () => '/findes-ikke',
    heading: da.app.not_found.title,
    may: ['maegler.admin', 'anonym'],
  },
  {
    name: 'identity-error',
    route: '/user',
    path: () => '/user',
    heading: da.app.identity_error.title,
    shows: da.app.identity_error.text,
    may: ['maegler.bruger'],
    expectedResponses: [{ status: 500, path: '/api/v2/users/me', why: 'the identity provider is made to fail for this screen' }],
    arrange: async (page) => {
      const fail = (route: Route) => route.fulfill({ status: 500, json: { code: 'internal', message: 'Intern fejl' } });
      await page.route('**/api/v2/users/me', fail);
      return () => page.unroute('**/api/v2/users/me', fail);
    },
  },
  // Staff's own resources.
  { name: 'staff-accounts', route: '/accounts/*', path: () => '/accounts', heading: da.app.nav.all_accounts, may: ['staff'], mayNot: { persona: 'maegler.admin', noAccess: 'userroles' } },
  { name: 'staff-announcements', route: '/announcements/*', path: () => '/announcements', heading: da.app.content_admin.nav_announcements, may: ['staff'], mayNot: { persona: 'maegler.admin', noAccess: 'userroles' } },
  { name: 'staff-cms-pages', route: '/cms-pages/*', path: () => '/cms-pages', heading: da.app.content_admin.nav_cms_pages, may: ['staff'], mayNot: { persona: 'maegler.admin', noAccess: 'userroles' } },
  { name: 'staff-outbox-mails', route: '/outbox-mails/*', path: () => '/outbox-mails', heading: da.app.content_admin.nav_outbox, may: ['staff'], mayNot: { persona: 'maegler.admin', noAccess: 'userroles' } },
];

/** One persona opening one screen, allowed or refused. */
interface Visit {
  screen: Screen;
  persona: Persona;
  refusal?: Refusal;
}

const VISITS: Visit[] = SCREENS.flatMap((screen) => [
  ...screen.may.map((persona) => ({ screen, persona })),
  ...(screen.mayNot ? [{ screen, persona: screen.mayNot.persona, refusal: screen.mayNot }] : []),
]);

const picture = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: makePng(1200, 800, rgb) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectArrival(page: Page, visit: Visit, path: string) {
  const { refusal, screen } = visit;
  const h1 = page.getByRole('heading', { level: 1 });
  if (!refusal) {
    await expect(page).toHaveURL(screen.lands ?? new RegExp(`${escape(path)}$`));
    await expect(h1).toHaveText(screen.heading);
    if (screen.shows) await expect(page.getByText(screen.shows)).toBeVisible();
  } else if ('login' in refusal) {
    await expect(page).toHaveURL(/\/login$/);
    await expect(h1).toHaveText(da.app.login.title);
  } else if ('noAccess' in refusal) {
    const query = refusal.noAccess === 'default' ? '' : `\\?reason=${refusal.noAccess}`;
    await expect(page).toHaveURL(new RegExp(`/noaccess${query}$`));
    await expect(h1).toHaveText(da.app.no_access.title);
    await expect(page.getByText(da.app.no_access[refusal.noAccess])).toBeVisible();
  } else {
    await expect(page).toHaveURL(refusal.redirect);
    await expect(h1).toHaveText(refusal.heading);
  }
}

test('the journey table opens every route of the route table', () => {
  const opened = new Set(SCREENS.map((s) => s.route));
  expect(ROUTES.map((r) => r.path).filter((path) => !opened.has(path))).toEqual([]);
  // A screen names a route that the guard knows (or, for the login and 404 pages, none).
  for (const screen of SCREENS) if (!['/login', '/findes-ikke'].includes(screen.route)) ruleFor(screen.route);
});

async function openAs(browser: Browser, persona: Persona, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = PERSONAS[persona];
  if (email) await loginAs(page, email);
  else await acceptConsent(context, baseURL);
  return page;
}

let ids: DemoIds;
test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

for (const persona of Object.keys(PERSONAS) as Persona[]) {
  const visits = VISITS.filter((v) => v.persona === persona);
  test.describe(`as ${persona}`, () => {
    let page: Page;
    let problems: PageProblems;
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await openAs(browser, persona, baseURL);
      problems = new PageProblems(page);
      // What logging in left behind is not any screen's business.
      await settle(page);
    });
    test.afterAll(async () => page?.context().close());

    for (const visit of visits) {
      const { screen } = visit;
      test(`${screen.name}${visit.refusal ? ' (refused)' : ''}`, async () => {
        const path = screen.path(ids);
        const undo = await screen.arrange?.(page);
        problems.start(screen.expectedResponses);
        try {
          await page.goto(path);
          await expectArrival(page, visit, path);
          await settle(page);
          await page.screenshot({ path: join(test.info().project.testDir, 'output', 'screens', `${screen.name}-${persona}.png`), fullPage: true });
          expect.soft(await englishOnScreen(page), 'English words on a Danish screen').toEqual([]);
          expect.soft(await accessibilityViolations(page), 'WCAG 2.2 AA violations').toEqual([]);
          expect(problems.seen(), 'console errors, failed requests and unexpected responses').toEqual([]);
        } finally {
          await undo?.();
        }
      });
    }
  });
}

const DESCRIPTION =
  'Lyse kontorlokaler tæt på metroen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.';

/** Presses Tab until the target has the focus; fails when it cannot be reached that way. */
async function tabTo(page: Page, target: Locator, presses = 60) {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} cannot be reached with the Tab key`);
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('maegler.admin@ creates a rental listing with the keyboard only', async ({ page }) => {
  const problems = new PageProblems(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const title = `Tastaturvenligt kontorlejemål på 180 m² ${stamp}`;
  await loginAs(page, 'maegler.admin@demo.test');
  await page.goto('/listings');
  problems.start();

  // From the index to the rental form.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Opret annonce' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/create$/);
  await tabTo(page, page.getByRole('link', { name: /Lejemål/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/rental\/create$/);

  const textbox = (name: RegExp) => page.getByRole('textbox', { name });
  await typeInto(page, textbox(/^Titel/), title);
  await typeInto(page, textbox(/^Blikfang/), 'Egen indgang og tekøkken');
  await typeInto(page, textbox(/^Beskrivelse/), DESCRIPTION);

  // The category: a select that opens with the arrow key; an option is picked with the arrows and Enter.
  const category = page.getByRole('combobox', { name: /^Kategori/ });
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let i = 0; i < 40 && !(await listbox.getByRole('option', { name: 'Kontor', exact: true }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(category).toHaveText('Kontor');

  await typeInto(page, textbox(/^Sagsnummer/), `NH-KB-${stamp}`);

  // The address: typed, then the suggestion chosen with the arrow key and Enter.
  const address = page.getByRole('combobox', { name: /^Adresse/ });
  await typeInto(page, address, 'Sundkrogsgade 21');
  await expect(page.getByRole('option', { name: 'Sundkrogsgade 21, 2150 Nordhavn' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue('Sundkrogsgade 21, 2150 Nordhavn');

  const numberField = (name: RegExp) => page.getByRole('textbox', { name }).or(page.getByRole('spinbutton', { name }));
  await typeInto(page, numberField(/^Etageareal/), '180');
  await typeInto(page, numberField(/^Årlig leje/), '324000');

  // The upload button opens the system's file dialog; choosing the files there is the dialog's business.
  await tabTo(page, page.getByRole('button', { name: 'Upload billeder' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([picture('front.png', [170, 80, 50]), picture('lokale.png', [50, 110, 170]), picture('koekken.png', [80, 150, 80])]);
  await expect(page.getByText('3 af højst 10 billeder')).toBeVisible();

  await typeInto(page, textbox(/^Kontaktperson/), 'Mette Nordahl');
  await typeInto(page, textbox(/^Telefon/), '+45 33 12 34 56');
  await typeInto(page, textbox(/^E-mail/), 'mette@nordhavn-erhverv.dk');
  await tabTo(page, page.getByRole('button', { name: 'Opret annonce' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/listings\/rental\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Sundkrogsgade 21, 2150 Nordhavn').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Billede 3' })).toBeVisible();
  await settle(page);
  expect(problems.seen(), 'console errors, failed requests and unexpected responses').toEqual([]);
});
