import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { activeAccountKey } from 'src/access/activeAccount';
import { forgetClientConfig } from 'src/access/clientConfig';
import { json, text } from './helpers/fetch';
import { LISTING_SUMMARY } from './helpers/listingSummary';
import { association, BROKER, headerOf, LIGHT, permissionMap, PREMIUM, signInTo } from './helpers/memberServer';
import { makeToken } from './helpers/tokens';

/** Shows the router's location, so a test can read where a redirect went. */
const Location = () => {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Location />
    </MemoryRouter>,
  );

const location = () => screen.getByRole('status', { name: 'location' });
const nav = () => screen.getByRole('navigation', { name: 'Hovedmenu' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

// Whole journeys through the app in jsdom; give them room on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const persona = {
  brokerAdmin: () =>
    signInTo({ user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' }, associations: [association(BROKER, [1, 2])], accounts: [BROKER] }),
  brokerReader: () =>
    signInTo({ user: { id: 4, email: 'maegler.laeser@demo.test', name: 'Line Østergaard' }, associations: [association(BROKER, [3])], accounts: [BROKER] }),
  light: () => signInTo({ user: { id: 5, email: 'light@demo.test', name: 'Henrik Lund' }, associations: [association(LIGHT, [1])], accounts: [LIGHT] }),
  multi: () =>
    signInTo({
      user: { id: 9, email: 'flere@demo.test', name: 'Rasmus Friis' },
      associations: [association(BROKER, [2]), association(PREMIUM, [1])],
      accounts: [{ ...BROKER, userRoles: [2] }, PREMIUM],
    }),
  private: () => signInTo({ user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' }, associations: [] }),
  staff: () =>
    signInTo({
      user: { id: 1, email: 'staff@demo.test', name: 'Sofie Krogh', staff: true },
      associations: [association(BROKER, [1, 2, 3]), association(LIGHT, [1, 2, 3]), association(PREMIUM, [1, 2, 3])],
      accounts: [BROKER, LIGHT, PREMIUM],
    }),
};

describe('the navigation bar (SPEC 2)', () => {
  it('shows an admin the active account with its type, the billing id as tooltip, and every section the account has', async () => {
    persona.brokerAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    expect(await screen.findByRole('heading', { level: 1, name: BROKER.name })).toBeInTheDocument();
    const badge = screen.getByTestId('active-account');
    expect(badge).toHaveTextContent('Nordhavn Erhvervsmægler ApS');
    expect(badge).toHaveTextContent('Mægler');
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fakturanummer 100234');
    expect(navLinks()).toEqual(['Annoncer', 'Henvendelser', 'Kontostatistik', 'Markedsstatistik', 'Konto', 'Ordreoversigt', 'Favoritter', 'Søgeagenter']);
    expect(within(nav()).getByRole('link', { name: 'Konto' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ny annonce' })).toHaveAttribute('href', '/listings/create');
    expect(screen.queryByRole('link', { name: 'Bliv annoncør' })).not.toBeInTheDocument();
    // SPEC 1: the home page title follows the account type.
    expect(screen.getByRole('link', { name: 'Mæglerområde' })).toBeInTheDocument();
  });

  it('links to the public site below the configured base URL', async () => {
    persona.brokerAdmin();
    renderAt('/account');
    const publicSite = await screen.findByRole('navigation', { name: 'Ejendomsportalen' });
    await waitFor(() => expect(within(publicSite).getByRole('link', { name: 'Om os' })).toHaveAttribute('href', 'https://portal.example.dk/om-os'));
    const links = within(publicSite).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Søg ejendom', 'https://portal.example.dk/soeg-ejendom'],
      ['Find mægler', 'https://portal.example.dk/find-maegler'],
      ['Nyheder', 'https://portal.example.dk/nyheder'],
      ['Statistik', 'https://portal.example.dk/statistik'],
      ['Om os', 'https://portal.example.dk/om-os'],
    ]);
  });

  it('filters the sections by role and permission, and offers no create button to a reader', async () => {
    persona.light();
    renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: LIGHT.name })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Annoncer', 'Henvendelser', 'Konto', 'Favoritter', 'Søgeagenter']);
    expect(screen.getByRole('link', { name: 'Annoncørområde' })).toBeInTheDocument();
  });

  it("gives a reader no 'new listing' and sends them to the role no-access page on listing create", async () => {
    persona.brokerReader();
    renderAt('/listings/create');
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' })).toBeInTheDocument();
    expect(screen.getByText(/Din brugerrolle giver ikke adgang til siden/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/noaccess?reason=userroles');
    expect(screen.queryByRole('link', { name: 'Ny annonce' })).not.toBeInTheDocument();
  });

  it('sends a light advertiser to the permission no-access page on a sales listing route', async () => {
    persona.light();
    renderAt('/listings/sales/12');
    expect(await screen.findByText(/Kontoen har ikke adgang til denne funktion/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/noaccess?reason=permissions');
  });

  it("offers 'become advertiser' to a user without accounts, who lands on the favourites", async () => {
    persona.private();
    renderAt('/');
    await waitFor(() => expect(location()).toHaveTextContent('/favorites'));
    expect(await screen.findByRole('link', { name: 'Bliv annoncør' })).toHaveAttribute('href', '/account/create');
    expect(screen.queryByRole('link', { name: 'Ny annonce' })).not.toBeInTheDocument();
    expect(navLinks()).toEqual(['Favoritter', 'Søgeagenter']);
    expect(screen.getByRole('link', { name: 'Medlemsområde' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    persona.brokerAdmin();
    renderAt('/ingen/side/her');
    expect(await screen.findByText('Den side, du ledte efter, findes ikke.')).toBeInTheDocument();
  });

  it("tells an account administrator on a staff page that it is for internal staff, not to ask the account's administrator", async () => {
    persona.brokerAdmin();
    renderAt('/announcements');
    expect(await screen.findByText('Siden er kun for interne medarbejdere.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/noaccess?reason=staff');
    expect(screen.queryByText(/Kontakt en administrator på kontoen/)).not.toBeInTheDocument();
  });

  it('sends /listings-v2 on to /listings', async () => {
    persona.brokerAdmin();
    renderAt('/listings-v2');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/listings$/));
  });

  it('sends /offmarket/create to the no-access page while its flag is off', async () => {
    persona.brokerAdmin();
    renderAt('/offmarket/create');
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/noaccess$/);
  });
  it("shows the identity-provider error screen when the user's details cannot be read", async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: null },
      associations: [association(BROKER, [1])],
      routes: { 'GET /api/v2/users/me': () => json({ code: 'internal', message: 'Noget gik galt' }, 500) },
    });
    renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Fejl med brugeren' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log ud og log ind igen' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the accounts cannot be fetched', async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: null },
      associations: [],
      routes: { 'GET /property/accounts/associations': () => json({ code: 'internal', message: 'Noget gik galt' }, 500) },
    });
    renderAt('/account');
    expect(await screen.findByRole('button', { name: 'Prøv igen' })).toBeInTheDocument();
    expect(screen.getAllByText('Dine konti kunne ikke hentes').length).toBeGreaterThan(0);
  });
});

describe('the no-access page, as it reads to whoever sees it (SPEC 2)', () => {
  const NO_ACCOUNT = /Enten er du ikke tilknyttet en konto|Du er ikke tilknyttet en konto/;

  it("tells a broker refused another account's listing that it is not theirs, and offers no 'Bliv annoncør'", async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      routes: { 'GET /api/v2/listings/99': () => json({ code: 'forbidden', message: 'Annoncen tilhører en anden konto' }, 403) },
    });
    renderAt('/listings/rental/99');
    expect(
      await screen.findByText('Du har ikke adgang til siden. Den hører til en anden konto, eller funktionen er ikke åben for din konto.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/noaccess$/);
    expect(screen.queryByText(NO_ACCOUNT)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bliv annoncør' })).not.toBeInTheDocument();
  });

  it("tells someone without an account that the page needs one, and offers 'Bliv annoncør', whatever the reason", async () => {
    persona.private();
    renderAt('/market-statistics');
    expect(await screen.findByText(/^Du er ikke tilknyttet en konto, og siden kræver en/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/noaccess?reason=permissions');
    expect(screen.queryByText(/Kontoen har ikke adgang til denne funktion/)).not.toBeInTheDocument();
    const become = screen.getAllByRole('link', { name: 'Bliv annoncør' });
    expect(become.map((link) => link.getAttribute('href'))).toEqual(['/account/create', '/account/create']);
  });

  it('tells staff that the roles they act with fall short, not to ask the account’s administrator', async () => {
    persona.staff();
    localStorage.setItem(activeAccountKey(1), JSON.stringify({ accountId: 2, roles: [3] }));
    renderAt('/listings/create');
    expect(await screen.findByText('De roller, du agerer med, giver ikke adgang til siden. Vælg andre roller under Fejlsøgning.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/noaccess?reason=userroles');
    expect(screen.queryByText(/Kontakt en administrator/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bliv annoncør' })).not.toBeInTheDocument();
  });
});

describe('selecting the account (SPEC 4)', () => {
  it('asks a user with several accounts, keeps the target, and remembers the choice per user', async () => {
    const { calls } = persona.multi();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/selectaccount?redirect=%2Faccount');
    await user.click(screen.getByRole('button', { name: /Premium Ejendomme A\/S/ }));

    expect(await screen.findByRole('heading', { level: 1, name: PREMIUM.name })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/account$/);
    expect(JSON.parse(localStorage.getItem(activeAccountKey(9)) ?? 'null')).toEqual({ accountId: 3 });
    // The server hears which account the SPA acts in.
    await waitFor(() =>
      expect(
        headerOf(
          calls.findLast((c) => c.url.endsWith('/accounts/3')),
          'X-Account-Id',
        ),
      ).toBe('3'),
    );
    expect(
      headerOf(
        calls.findLast((c) => c.url.endsWith('/accounts/3')),
        'X-Act-As-Roles',
      ),
    ).toBeNull();
  });

  it('tells a user with one account of that one account, not of several', async () => {
    persona.light();
    renderAt('/selectaccount');
    expect(await screen.findByText('Du er kun tilknyttet én konto, og den er valgt for dig.')).toBeInTheDocument();
    expect(screen.queryByText(/Du er tilknyttet flere konti/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lille Udlejer ApS/ })).toBeInTheDocument();
  });

  it('chooses the only account by itself and stores it', async () => {
    persona.light();
    renderAt('/');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/listings$/));
    await waitFor(() => expect(localStorage.getItem(activeAccountKey(5))).toBe('{"accountId":2}'));
  });
});

describe('a deep link (SPEC 4)', () => {
  it("survives the login and the choice of account, also a choice made from the app bar's 'Vælg konto'", async () => {
    const listing = { ...LISTING_SUMMARY, description: 'Lyse kontorlokaler.', images: [] };
    const token = makeToken({ user: 9, email: 'flere@demo.test', accounts: [1, 3] });
    signInTo({
      user: { id: 9, email: 'flere@demo.test', name: 'Rasmus Friis' },
      associations: [association(BROKER, [2]), association(PREMIUM, [1])],
      routes: {
        'POST /auth/login': () => text(token),
        'GET /api/v2/listings/5': () => json({ listing }),
      },
    });
    clearToken();
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');

    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'flere@demo.test');
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));

    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
    const choosing = '/selectaccount?redirect=%2Flistings%2Frental%2F5';
    expect(location()).toHaveTextContent(choosing);
    await user.click(screen.getByRole('link', { name: 'Vælg konto' }));
    expect(location()).toHaveTextContent(choosing);
    await user.click(screen.getByRole('button', { name: /Nordhavn Erhvervsmægler ApS/ }));

    expect(await screen.findByRole('heading', { level: 1, name: LISTING_SUMMARY.title })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/listings\/rental\/5$/);
  });
});

describe('where each account lands, and the buttons it is offered', () => {
  const STATISTICS = {
    ...BROKER,
    id: 4,
    accountType: 4,
    name: 'Markedsdata ApS',
    billingId: '100990',
    permissions: permissionMap(['marketStatistics']),
    userRoles: [1],
  };
  const listingIndex = {
    'GET /api/v2/listings': () => json({ listings: [], total: 0 }),
    'GET /api/v2/listing-views': () => json({ listingViews: [], total: 0 }),
  };

  // Where it lands ('/' goes to the market statistics) is homeTarget's, in tests/src/access/guard.test.ts.
  it('offers a Statistics account, which has no listing type, no listing to create or import', async () => {
    signInTo({ user: { id: 7, email: 'statistik@demo.test', name: 'Karen Dahl' }, associations: [association(STATISTICS, [1])], routes: listingIndex });
    renderAt('/listings');
    expect(await screen.findByRole('link', { name: 'Annoncer', current: 'page' })).toBeInTheDocument();
    // The index's own buttons are there, the ones that would only lead to a no-access page are not.
    expect(await screen.findByRole('button', { name: 'Eksportér til CSV' })).toBeInTheDocument();
    for (const name of ['Opret annonce', 'Opret off-market', 'Importér', 'Ny annonce']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it("offers 'Opret off-market' only while the server has it switched on", async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      routes: { ...listingIndex, 'GET /api/v2/config': () => json({ publicSiteUrl: 'https://portal.example.dk', features: { offMarketCreate: true } }) },
    });
    renderAt('/listings');
    expect(await screen.findByRole('link', { name: 'Opret off-market' })).toHaveAttribute('href', '/offmarket/create');
    expect(screen.getByRole('link', { name: 'Opret annonce' })).toHaveAttribute('href', '/listings/create');
  });

  it("keeps 'Opret off-market' off when the server's answer does not say true", async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      routes: { ...listingIndex, 'GET /api/v2/config': () => json({ publicSiteUrl: 'https://portal.example.dk', features: { offMarketCreate: 'true' } }) },
    });
    renderAt('/listings');
    expect(await screen.findByRole('link', { name: 'Opret annonce' })).toHaveAttribute('href', '/listings/create');
    expect(screen.queryByRole('link', { name: 'Opret off-market' })).not.toBeInTheDocument();
  });
});

describe('staff acting as an account (SPEC 6)', () => {
  it('must pick roles as well as an account, then sees its navigation and a banner', async () => {
    const { calls } = persona.staff();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Lille Udlejer ApS/ }));
    expect(screen.getByText('Vælg mindst én rolle')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: /Lille Udlejer ApS/ }));

    expect(await screen.findByRole('heading', { level: 1, name: LIGHT.name })).toBeInTheDocument();
    expect(screen.getByText(/Du agerer som Lille Udlejer ApS \(Light-annoncør\) med rollerne: Administrator/)).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'Annoncer',
      'Henvendelser',
      'Konto',
      'Favoritter',
      'Søgeagenter',
      'Alle konti',
      'Meddelelser',
      'CMS-sider',
      'Mailudbakke',
      'Persondata i henvendelser',
    ]);
    await waitFor(() =>
      expect(
        headerOf(
          calls.findLast((c) => c.url.endsWith('/accounts/2')),
          'X-Act-As-Roles',
        ),
      ).toBe('1'),
    );
  });

  it('shows in the debug panel the account and roles in force, and another account keeps the roles', async () => {
    const { calls } = persona.staff();
    const user = userEvent.setup({ delay: null });
    renderAt('/selectaccount');

    await user.click(await screen.findByRole('checkbox', { name: 'Læser' }));
    await user.click(screen.getByRole('button', { name: /Lille Udlejer ApS/ }));
    expect(await screen.findByText(/Du agerer som Lille Udlejer ApS \(Light-annoncør\) med rollerne: Læser\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fejlsøgning' }));
    const panel = await screen.findByRole('dialog', { name: 'Agér som konto' });
    expect(within(panel).getByRole('combobox', { name: 'Konto' })).toHaveValue('Lille Udlejer ApS');
    expect(within(panel).getByRole('checkbox', { name: 'Læser' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Bruger' })).not.toBeChecked();
    // The one role in force stays: there is no acting with none.
    expect(within(panel).getByRole('checkbox', { name: 'Læser' })).toBeDisabled();

    await user.click(within(panel).getByRole('combobox', { name: 'Konto' }));
    await user.click(await screen.findByRole('option', { name: /Premium Ejendomme A\/S/ }));
    expect(await screen.findByText(/Du agerer som Premium Ejendomme A\/S \(Premium-annoncør\) med rollerne: Læser\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        headerOf(
          calls.findLast((c) => c.url.includes('/api/v2/')),
          'X-Account-Id',
        ),
      ).toBe('3'),
    );
    expect(
      headerOf(
        calls.findLast((c) => c.url.includes('/api/v2/')),
        'X-Act-As-Roles',
      ),
    ).toBe('3');
  });

  it('keeps the roles chosen with no account for the next account, on the panel and the select-account page alike', async () => {
    persona.staff();
    const user = userEvent.setup({ delay: null });
    renderAt('/favorites');

    await user.click(await screen.findByRole('button', { name: 'Fejlsøgning' }));
    const panel = await screen.findByRole('dialog', { name: 'Agér som konto' });
    // No role yet: the account waits for one.
    expect(within(panel).getByRole('combobox', { name: 'Konto' })).toBeDisabled();
    await user.click(within(panel).getByRole('checkbox', { name: 'Bruger' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Læser' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Læser' }));
    expect(within(panel).getByRole('checkbox', { name: 'Bruger' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Læser' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem(activeAccountKey(1)) ?? 'null')).toEqual({ accountId: null, roles: [2] });
    await user.click(within(panel).getByRole('button', { name: 'Luk' }));

    await user.click(await screen.findByRole('link', { name: 'Vælg konto' }));
    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bruger' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /Lille Udlejer ApS/ }));
    expect(await screen.findByText(/med rollerne: Bruger\./)).toBeInTheDocument();
  });

  it('toggles the roles in the debug panel, which the navigation and the server follow at once', async () => {
    localStorage.setItem(activeAccountKey(1), JSON.stringify({ accountId: 1, roles: [1, 2, 3] }));
    const { calls } = persona.staff();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    expect(await screen.findByRole('link', { name: 'Ny annonce' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fejlsøgning' }));
    const panel = await screen.findByRole('dialog', { name: 'Agér som konto' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Bruger' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ny annonce' })).not.toBeInTheDocument());
    expect(screen.getByText(/med rollerne: Læser/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(activeAccountKey(1)) ?? 'null')).toEqual({ accountId: 1, roles: [3] });
    await waitFor(() => expect(headerOf(calls.at(-1), 'X-Act-As-Roles')).toBe('3'));

    await user.click(within(panel).getByRole('button', { name: 'Stop med at agere' }));
    await waitFor(() => expect(screen.queryByText(/Du agerer som/)).not.toBeInTheDocument());
    // Stopping keeps the roles for the next account.
    expect(within(panel).getByRole('combobox', { name: 'Konto' })).toHaveValue('');
    expect(within(panel).getByRole('checkbox', { name: 'Læser' })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(activeAccountKey(1)) ?? 'null')).toEqual({ accountId: null, roles: [3] });
  });
});
