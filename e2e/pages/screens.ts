import { expect, test, type Browser, type Page, type Route } from '@playwright/test';
import { join } from 'node:path';
import { da } from '../../i18n/da';
import { INVITATION_MESSAGES } from '../../schemas/invitations';
import { RESET_LINK_UNUSABLE } from '../../schemas/auth';
import type { NoAccessReason } from '../../src/access/paths';
import type { DemoIds, ExpectedResponse } from './journeys';
import { pageAs } from './session';

/**
 * Every screen of SPEC 2 with the personas who may see it and one who may not: the table the journey
 * suite (e2e/journeys.spec.ts) and the phone-width suite (e2e/phone.spec.ts) both visit.
 */
export const PERSONAS = {
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
export type Persona = keyof typeof PERSONAS;

/** Where someone who may not open a screen ends: the login page, a no-access page, or another screen. */
export type Refusal = { persona: Persona } & ({ login: true } | { noAccess: NoAccessReason | 'default' } | { redirect: RegExp; heading: string });

export interface Screen {
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
  /**
   * One persona who may not, on one screen for each kind of refusal (each reason of the no-access page, the login
   * page, a redirect): every route's refusals are the guard's table in tests/src/access/guard.test.ts.
   */
  mayNot?: Refusal;
  /** Responses of 400 or more that belong to the screen. */
  expectedResponses?: ExpectedResponse[];
  /** Makes the screen's situation happen before it is opened (undone afterwards). */
  arrange?: (page: Page) => Promise<() => Promise<void>>;
  /**
   * Its content is built differently on a phone (src/layout/useCompactLayout.ts: records as cards, tables
   * folded), so axe scans it at phone width too; elsewhere a phone lays out the page the desktop's scan saw.
   */
  compact?: true;
}

const LISTING_TYPE_SCREENS = (['rental', 'investment', 'sales', 'officespace'] as const).flatMap((typeName): Screen[] => {
  // Besides the Broker account, an account of another type with the listing type's permission.
  const other = ({ rental: 'light', investment: 'premium', sales: 'kommune', officespace: 'premium' } as const)[typeName];
  return [
    {
      name: `listing-${typeName}-create`,
      route: `/listings/${typeName}/create`,
      path: () => `/listings/${typeName}/create`,
      heading: /^Ny annonce: /,
      may: ['maegler.admin', other],
    },
    {
      name: `listing-${typeName}-show`,
      route: `/listings/${typeName}/:id`,
      path: (ids) => `/listings/${typeName}/${ids.broker[typeName]}`,
      heading: /.+/,
      may: ['maegler.admin', 'maegler.laeser'],
    },
    {
      name: `listing-${typeName}-update`,
      route: `/listings/${typeName}/:id/update`,
      path: (ids) => `/listings/${typeName}/${ids.broker[typeName]}/update`,
      heading: /^Rediger annonce: /,
      may: ['maegler.bruger'],
    },
    {
      name: `listing-${typeName}-close`,
      route: `/listings/${typeName}/:id/close`,
      path: (ids) => `/listings/${typeName}/${ids.broker[typeName]}/close`,
      heading: /^Afmeld annonce: /,
      may: ['maegler.admin'],
    },
    {
      name: `listing-${typeName}-statistics`,
      route: `/listings/${typeName}/:id/statistics`,
      path: (ids) => `/listings/${typeName}/${ids.broker[typeName]}/statistics`,
      heading: da.app.statistics.listing_title,
      may: ['maegler.laeser'],
    },
  ];
});

export const SCREENS: Screen[] = [
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
    compact: true,
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
    name: 'enquiries',
    route: '/enquiries',
    path: () => '/enquiries',
    heading: da.app.enquiries.title,
    may: ['maegler.admin', 'maegler.laeser'],
    compact: true,
  },
  {
    // A reader, whose opening it changes nothing (an administrator's marks it read).
    name: 'enquiry-show',
    route: '/enquiries/*',
    path: (ids) => `/enquiries/${ids.enquiry}/show`,
    heading: /^Henvendelse/,
    may: ['maegler.laeser'],
    compact: true,
  },
  {
    name: 'searchagents',
    route: '/searchagents',
    path: () => '/searchagents',
    heading: da.app.searchagents.title,
    may: ['privat', 'maegler.laeser'],
  },
  {
    name: 'searchagent-create',
    route: '/searchagents/*',
    path: () => '/searchagents/create',
    heading: da.app.searchagents.create,
    may: ['maegler.admin'],
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
    compact: true,
  },
  {
    name: 'listings-v2',
    route: '/listings-v2',
    path: () => '/listings-v2',
    heading: da.app.nav.listings,
    lands: /\/listings$/,
    may: ['maegler.bruger'],
    compact: true,
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
    // A case system's feed from a file.
    name: 'listing-import',
    route: '/listings/import',
    path: () => '/listings/import',
    heading: da.resources.listings.import.title,
    may: ['maegler.admin', 'maegler.bruger', 'light'],
  },
  {
    // Off-market creation is switched off (FEATURE_OFFMARKET_CREATE): everyone gets the no-access page.
    name: 'offmarket-create',
    route: '/offmarket/create',
    path: () => '/offmarket/create',
    heading: da.app.no_access.title,
    may: [],
  },
  {
    name: 'listing-copy',
    route: '/listings/:id/copy',
    path: (ids) => `/listings/${ids.broker.rental}/copy`,
    heading: /^Kopier annonce: /,
    may: ['maegler.admin', 'maegler.laeser'],
  },
  ...LISTING_TYPE_SCREENS,
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
    compact: true,
  },
  {
    name: 'account-update',
    route: '/account/update',
    path: () => '/account/update',
    heading: da.resources.accounts.update_title,
    may: ['maegler.admin', 'kommune'],
  },
  {
    name: 'account-update-without-settings',
    route: '/account/update',
    path: () => '/account/update',
    heading: da.resources.accounts.update_title,
    may: [],
  },
  {
    name: 'account-statistics',
    route: '/account/statistics',
    path: () => '/account/statistics',
    heading: da.app.statistics.account_title,
    may: ['maegler.admin', 'premium'],
    compact: true,
  },
  {
    name: 'market-statistics',
    route: '/market-statistics',
    path: () => '/market-statistics',
    heading: da.app.statistics.market_title,
    may: ['statistik', 'maegler.admin'],
    mayNot: { persona: 'premium', noAccess: 'permissions' },
    compact: true,
  },
  {
    name: 'user',
    route: '/users/:id',
    path: (ids) => `/users/${ids.brokerUser}`,
    heading: 'Mette Nordahl',
    may: ['maegler.admin', 'maegler.laeser'],
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
    compact: true,
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
    name: 'promotion-orders',
    route: '/account/promotion-orders',
    path: () => '/account/promotion-orders',
    heading: da.app.promotion.overview.title,
    may: ['maegler.laeser', 'premium'],
    compact: true,
  },
  {
    // The invitation mail's page, opened before the invitee has a login; without a token it says the link is not valid.
    name: 'invitation',
    route: '/invitation',
    path: () => '/invitation',
    heading: da.app.invitation.title,
    shows: INVITATION_MESSAGES.unknown,
    may: ['anonym'],
  },
  {
    // The password reset mail's page, opened without a login; without a token it says the link cannot be used.
    name: 'reset-password',
    route: '/reset-password',
    path: () => '/reset-password',
    heading: da.app.reset_password.title,
    shows: RESET_LINK_UNUSABLE,
    may: ['anonym'],
  },
  {
    name: 'profile',
    route: '/user',
    path: () => '/user',
    heading: da.app.profile.title,
    may: ['privat', 'maegler.admin', 'staff'],
  },
  {
    name: 'cms-page',
    route: '/member_cms-pages/*',
    path: () => '/member_cms-pages/vilkaar',
    heading: /.+/,
    may: ['maegler.admin', 'maegler.bruger'],
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
  {
    name: 'staff-accounts',
    route: '/accounts/*',
    path: () => '/accounts',
    heading: da.app.nav.all_accounts,
    may: ['staff'],
    mayNot: { persona: 'maegler.admin', noAccess: 'staff' },
  },
  {
    name: 'staff-announcements',
    route: '/announcements/*',
    path: () => '/announcements',
    heading: da.app.content_admin.nav_announcements,
    may: ['staff'],
  },
  {
    name: 'staff-cms-pages',
    route: '/cms-pages/*',
    path: () => '/cms-pages',
    heading: da.app.content_admin.nav_cms_pages,
    may: ['staff'],
  },
  {
    name: 'staff-outbox-mails',
    route: '/outbox-mails/*',
    path: () => '/outbox-mails',
    heading: da.app.content_admin.nav_outbox,
    may: ['staff'],
  },
  {
    name: 'staff-enquiry-data',
    route: '/staff/enquiries',
    path: () => '/staff/enquiries',
    heading: da.app.staff_enquiries.title,
    may: ['staff'],
    compact: true,
  },
];

/** One persona opening one screen, allowed or refused. */
export interface Visit {
  screen: Screen;
  persona: Persona;
  refusal?: Refusal;
  /**
   * Whether axe checks the page the visit ends on: once for each page (a screen, or where a refusal sends),
   * and once for each persona's shell around it. Another persona on the same page, or another refusal
   * sent to the same no-access page, adds nothing axe would see.
   */
  scan: boolean;
}

/** The page a visit ends on. */
function endsOn({ screen, refusal }: Omit<Visit, 'scan'>): string {
  if (!refusal) return screen.name;
  if ('login' in refusal) return 'login';
  if ('noAccess' in refusal) return `noaccess?reason=${refusal.noAccess}`;
  return refusal.redirect.source;
}

/**
 * Every screen as each persona who may see it, and as the one who may not where the screen has one; axe scans a
 * visit when it is the first on its page or in its persona's shell.
 */
const scanned = new Set<string>();
export const VISITS: Visit[] = SCREENS.flatMap((screen): Omit<Visit, 'scan'>[] => [
  ...screen.may.map((persona) => ({ screen, persona })),
  ...(screen.mayNot ? [{ screen, persona: screen.mayNot.persona, refusal: screen.mayNot }] : []),
]).map((visit) => {
  const pages = [endsOn(visit), `the shell of ${visit.persona}`];
  const scan = pages.some((page) => !scanned.has(page));
  for (const page of pages) scanned.add(page);
  return { ...visit, scan };
});

/**
 * The visits at phone width: each screen as the first persona who may see it (the one with the most to show), each
 * kind of refusal, and each persona's first visit, so that every persona's shell is laid out on a phone too. Axe
 * scans there what a phone builds differently: each persona's shell, on its first visit, and the compact screens.
 */
const personasFirst = new Set(VISITS.filter((visit, i) => VISITS.findIndex((other) => other.persona === visit.persona) === i));
export const PHONE_VISITS: Visit[] = VISITS.filter(
  (visit) => visit.refusal !== undefined || visit.persona === visit.screen.may[0] || personasFirst.has(visit),
).map((visit) => ({ ...visit, scan: visit.scan && (visit.screen.compact === true || personasFirst.has(visit)) }));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Checks that a visit ended where it should: on the screen, or where a refused persona is sent. */
export async function expectArrival(page: Page, visit: Visit, path: string) {
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
    // Someone without an account reads that the page needs one, whichever check refused them.
    await expect(page.getByText(visit.persona === 'privat' ? da.app.no_access.no_account : da.app.no_access[refusal.noAccess])).toBeVisible();
  } else {
    await expect(page).toHaveURL(refusal.redirect);
    await expect(h1).toHaveText(refusal.heading);
  }
}

/**
 * A page of its own, logged in as the persona (or, for anonym, only past the cookie consent). Only the address
 * is passed on, so the browser keeps its own language (en-US), as this suite has always opened its screens.
 */
export async function openAs(browser: Browser, persona: Persona, baseURL: string | undefined) {
  return pageAs(browser, PERSONAS[persona], { baseURL });
}

/**
 * A full-page screenshot of where a visit ended, in e2e/output/<folder>/<name>.png, for a person walking through the
 * screens; taken only when E2E_SCREENSHOTS is set, since no test reads them. A failing test keeps its own.
 */
export async function keepScreenshot(page: Page, folder: string, name: string) {
  if (!process.env['E2E_SCREENSHOTS']) return;
  await page.screenshot({ path: join(test.info().project.testDir, 'output', folder, `${name}.png`), fullPage: true });
}
