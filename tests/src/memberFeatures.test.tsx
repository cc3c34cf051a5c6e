import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { App } from 'src/App';
import { i18nProvider } from 'i18n/index';
import { clearToken, writeToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { ListingDemand } from 'resources/searchagents/ListingDemand';
import { dataProvider } from 'src/providers/dataProvider';
import { json, stubFetch, text, type Call } from './helpers/fetch';
import { association, BROKER, signInTo } from './helpers/memberServer';
import { makeToken } from './helpers/tokens';

// These journeys render the whole app; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

/** The first render loads the page's lazy chunk, which takes a while on a busy machine. */
const FIRST = { timeout: 10_000 };

const PRIVATE = { id: 10, email: 'privat@demo.test', name: 'Peter Møller' };
const pathOf = (call: Call) => new URL(call.url).pathname;

const AGENT = {
  id: 7,
  name: 'Lager i Odense',
  listingTypes: [1],
  municipalityCodes: [461],
  zipCodes: ['5000'],
  floorAreaMin: 300,
  floorAreaMax: null,
  priceMin: null,
  priceMax: null,
  rentMin: null,
  rentMax: 500000,
  facilities: [],
  interval: 'immediately',
  active: true,
  matches: 2,
  version: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const LOOKUPS = {
  'GET /api/v2/municipalities': () => json({ municipalities: [{ code: 461, name: 'Odense', regionCode: 1083, regionName: 'Region Syddanmark' }] }),
  'GET /api/v2/postal-areas': () =>
    json({
      postalAreas: [
        { zipCode: '5000', city: 'Odense C', municipalityCode: 461, municipalityName: 'Odense', regionCode: 1083, regionName: 'Region Syddanmark' },
      ],
    }),
  'GET /api/v2/facilities': () => json({ facilities: [{ id: 1, key: 'parkering', name: 'Parkering' }] }),
};

describe('search agents (SPEC 2 /searchagents)', () => {
  it("says 'no agents created' when there are none, and refreshes the list on request", async () => {
    const { calls } = signInTo({
      user: PRIVATE,
      associations: [],
      routes: { ...LOOKUPS, 'GET /api/v2/searchagents': () => json({ searchagents: [], total: 0 }) },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/searchagents');
    expect(await screen.findByText('Ingen søgeagenter oprettet', {}, FIRST)).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => pathOf(c) === '/api/v2/searchagents').length;
    const before = listCalls();
    await user.click(screen.getByRole('button', { name: 'Opdater' }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    expect(screen.getByRole('link', { name: 'Opret søgeagent' })).toBeInTheDocument();
  });

  it('lists an agent with its types, areas, interval and the number of listings sent', async () => {
    signInTo({ user: PRIVATE, associations: [], routes: { ...LOOKUPS, 'GET /api/v2/searchagents': () => json({ searchagents: [AGENT], total: 1 }) } });
    renderAt('/searchagents');
    const row = (await screen.findByText('Lager i Odense', {}, FIRST)).closest('tr')!;
    expect(within(row).getByText('Lejemål')).toBeInTheDocument();
    expect(await within(row).findByText('Odense, 5000')).toBeInTheDocument();
    expect(within(row).getByText('Straks')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row).getByText('2 annoncer sendt')).toBeInTheDocument();
  });

  it('creates an agent: the schema names what is missing, then the filled-in agent is posted', async () => {
    let agents: object[] = [];
    const { calls } = signInTo({
      user: PRIVATE,
      associations: [],
      routes: {
        ...LOOKUPS,
        'GET /api/v2/searchagents': () => json({ searchagents: agents, total: agents.length }),
        'POST /api/v2/searchagents': (call) => {
          agents = [{ ...AGENT, ...(call.body as object), id: 8, matches: 0 }];
          return json({ searchagent: agents[0] }, 201);
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/searchagents/create');
    // A name of spaces only is no name.
    await user.type(await screen.findByLabelText('Navn', {}, FIRST), '  ');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Navn er krævet')).toBeInTheDocument();
    expect(screen.getByText('Annoncetyper er krævet')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Navn'));
    await user.type(screen.getByLabelText('Navn'), 'Kontor i Odense');
    await user.click(screen.getByRole('checkbox', { name: 'Lejemål' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kontorfællesskab' }));
    await user.type(screen.getByLabelText('Areal fra (m²)'), '100');
    await user.type(screen.getByLabelText('Areal til (m²)'), '50');
    await user.click(screen.getByRole('radio', { name: 'Ugentligt' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Areal til må ikke være mindre end areal fra')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Areal til (m²)'));
    await user.type(screen.getByLabelText('Areal til (m²)'), '400');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && pathOf(c) === '/api/v2/searchagents')!;
    expect(post.body).toMatchObject({
      name: 'Kontor i Odense',
      listingTypes: [1, 4],
      floorAreaMin: 100,
      floorAreaMax: 400,
      interval: 'weekly',
      active: true,
      municipalityCodes: [],
      zipCodes: [],
    });
    expect(await screen.findByText('Kontor i Odense', {}, FIRST)).toBeInTheDocument();
    // react-admin's toast, named by the resource (SPEC 8), not 'Elementet er oprettet'.
    expect(await screen.findByText('Søgeagenten er oprettet')).toBeInTheDocument();
  }, 30_000);
});

describe('favourites (SPEC 2 /favorites)', () => {
  const FAVORITE = {
    id: 5,
    listingId: 5,
    listingType: 1,
    status: 2,
    title: 'Lyst kontorlejemål på 250 m² i Nordhavn',
    addressText: 'Amerika Plads 12, 2100 København Ø',
    zipCode: '2100',
    city: 'København Ø',
    floorArea: 250,
    price: 450000,
    available: true,
    publicUrl: 'https://www.ejendomsportal.dk/annonce/5',
    createdAt: '2026-10-01T10:00:00.000Z',
  };

  it('lists the marked listings with address, type, rent and a link to the public site, and removes one', async () => {
    let favorites = [
      FAVORITE,
      { ...FAVORITE, id: 6, listingId: 6, title: 'Butik på Strøget med stort facadeparti', listingType: 3, price: 8500000, available: false },
    ];
    const { calls } = signInTo({
      user: PRIVATE,
      associations: [],
      routes: {
        'GET /api/v2/favorites': () => json({ favorites, total: favorites.length }),
        'GET /api/v2/favorites/5': () => json({ favorite: FAVORITE }),
        'DELETE /api/v2/favorites/5': () => {
          favorites = favorites.filter((f) => f.id !== 5);
          return json({ favorite: FAVORITE });
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/favorites');
    const row = (await screen.findByText(FAVORITE.title, {}, FIRST)).closest('tr')!;
    expect(within(row).getByText('Amerika Plads 12, 2100 København Ø')).toBeInTheDocument();
    expect(within(row).getByText('Lejemål')).toBeInTheDocument();
    expect(within(row).getByText('450.000 kr./år')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `Se annoncen: ${FAVORITE.title}` })).toHaveAttribute('href', FAVORITE.publicUrl);
    const closed = screen.getByText('Butik på Strøget med stort facadeparti').closest('tr')!;
    expect(within(closed).getByText('Ikke længere aktiv')).toBeInTheDocument();
    expect(within(closed).getByText('8.500.000 kr.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Fjern fra favoritter: ${FAVORITE.title}` }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && pathOf(c) === '/api/v2/favorites/5')).toBe(true));
    await waitFor(() => expect(screen.queryByText(FAVORITE.title)).not.toBeInTheDocument());
  });
});

describe('CMS pages (SPEC 2)', () => {
  const TREE = {
    children: [
      { id: 2, pathNode: 'vilkaar', title: 'Vilkår for annoncering', children: [] },
      { id: 3, pathNode: 'hjaelp', title: 'Hjælp til annoncering', children: [{ id: 5, pathNode: 'billeder', title: 'Gode billeder', children: [] }] },
    ],
  };
  const RENDER: Record<string, object> = {
    '/member_cms-pages/vilkaar': {
      id: 2,
      path: '/member_cms-pages/vilkaar',
      title: 'Vilkår for annoncering',
      content: '<h1>Vilkår for annoncering</h1><p>Annoncer skal være <em>korrekte</em>.</p><script>window.cmsPwned = true</script>',
    },
    '/member_cms-pages/hjaelp/billeder': {
      id: 5,
      path: '/member_cms-pages/hjaelp/billeder',
      title: 'Gode billeder',
      content: '<p>Brug liggende billeder.</p>',
    },
  };
  const brokerAdmin = (routes: Parameters<typeof signInTo>[0]['routes'] = {}) =>
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        'GET /api/v2/content/online-pages': () => json(TREE),
        'GET /api/v2/content/online-pages/render': (call) => {
          const page = RENDER[new URL(call.url).searchParams.get('path') ?? ''];
          return page ? json(page) : json({ code: 'not_found', message: 'Siden findes ikke' }, 404);
        },
        ...routes,
      },
    });
  const nav = () => screen.getByRole('navigation', { name: 'Hovedmenu' });

  it('adds each page to the navigation by its title, children nested, and opens it with its content sanitised', async () => {
    const { calls } = brokerAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    const terms = await within(await screen.findByRole('navigation', { name: 'Hovedmenu' }, FIRST)).findByRole(
      'link',
      { name: 'Vilkår for annoncering' },
      FIRST,
    );
    expect(calls.some((c) => pathOf(c) === '/api/v2/content/online-pages' && new URL(c.url).searchParams.get('path') === '/member_cms-pages')).toBe(true);

    await user.click(terms);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vilkår for annoncering' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByText('korrekte', {}, FIRST)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Vilkår for annoncering' })).toHaveLength(1);
    expect(document.querySelector('article script')).toBeNull();

    await user.click(within(nav()).getByRole('button', { name: 'Flere sider under Hjælp til annoncering' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Hjælp til annoncering', 'Gode billeder']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Gode billeder' }));
    expect(await screen.findByText('Brug liggende billeder.', {}, FIRST)).toBeInTheDocument();
  });

  it('leaves out a page the answer gives incompletely, and keeps the others', async () => {
    brokerAdmin({
      'GET /api/v2/content/online-pages': () =>
        json({ children: [...TREE.children, { id: 'seks', pathNode: 'fejl', title: 'Ufuldstændig side', children: [] }] }),
    });
    renderAt('/account');
    const navigation = await screen.findByRole('navigation', { name: 'Hovedmenu' }, FIRST);
    expect(await within(navigation).findByRole('link', { name: 'Vilkår for annoncering' }, FIRST)).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Ufuldstændig side' })).not.toBeInTheDocument();
  });

  it('shows no CMS pages to a reader', async () => {
    signInTo({
      user: { id: 4, email: 'maegler.laeser@demo.test', name: 'Line Østergaard' },
      associations: [association(BROKER, [3])],
      accounts: [BROKER],
      routes: { 'GET /api/v2/content/online-pages': () => json(TREE) },
    });
    renderAt('/account');
    expect(await within(await screen.findByRole('navigation', { name: 'Hovedmenu' }, FIRST)).findByRole('link', { name: 'Konto' }, FIRST)).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Vilkår for annoncering' })).not.toBeInTheDocument();
  });

  it('has simply no CMS routes when the pages cannot be loaded', async () => {
    brokerAdmin({ 'GET /api/v2/content/online-pages': () => text('fejl', 500) });
    renderAt('/member_cms-pages/vilkaar');
    expect(await screen.findByRole('heading', { name: 'Siden findes ikke' }, FIRST)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('navigation', { name: 'Hovedmenu' })).queryByRole('link', { name: 'Vilkår for annoncering' }),
    ).not.toBeInTheDocument();
  });
});

describe('ListingDemand', () => {
  it('says how many search agents match the listing and how many of their mails it went out in', async () => {
    writeToken(makeToken());
    const { calls } = stubFetch({ 'GET /api/v2/listings/12/demand': () => json({ demand: { listingId: 12, searchAgents: 3, mails: 1 } }) });
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <ListingDemand listingId={12} />
      </AdminContext>,
    );
    const section = await screen.findByRole('region', { name: 'Efterspørgsel' }, FIRST);
    expect(await within(section).findByText('3 søgeagenter matcher annoncen', {}, FIRST)).toBeInTheDocument();
    expect(within(section).getByText('Sendt i 1 søgeagentmail')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says so when the demand cannot be loaded', async () => {
    writeToken(makeToken());
    stubFetch({ 'GET /api/v2/listings/12/demand': () => json({ code: 'forbidden', message: 'Nej' }, 403) });
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <ListingDemand listingId={12} />
      </AdminContext>,
    );
    expect(await screen.findByText('Efterspørgslen kunne ikke hentes', {}, FIRST)).toBeInTheDocument();
  });
});
