import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { resetFirstContent } from 'src/lib/afterFirstContent';
import type { ListingRecord } from 'schemas/listings/record';
import { json, type Call } from './helpers/fetch';
import { LISTING_SUMMARY } from './helpers/listingSummary';
import { association, BROKER, LIGHT, signInTo } from './helpers/memberServer';

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const SUMMARY = LISTING_SUMMARY;
const RECORD: ListingRecord = {
  ...SUMMARY,
  flashline: 'Havudsigt og egen indgang',
  description: 'Lyse kontorlokaler.',
  address: { id: '6f1d2c1e-3b7a-5c4d-8e9f-0a1b2c3d4e5f', streetName: 'Sundkrogsgade', streetNumber: '21', zipCode: '2150', city: 'Nordhavn' },
  listingtypeSubcategory: 'kontor',
  facilities: ['elevator'],
  yearlyRent: 450000,
  project: true,
  images: [
    { id: 1, url: '/demo-images/kontor-1.jpg', width: 1600, height: 1067, position: 0 },
    { id: 2, url: '/demo-images/kontor-2.jpg', width: 1600, height: 1067, position: 1 },
  ],
};

const listingRoutes = {
  'GET /api/v2/listings': () => json({ listings: [SUMMARY], total: 1 }),
  'GET /api/v2/listings/5': () => json({ listing: RECORD }),
  'GET /api/v2/listings/5/demand': () => json({ demand: { listingId: 5, searchAgents: 3, mails: 1234 } }),
  'GET /api/v2/facilities': () => json({ facilities: [{ id: 2, key: 'elevator', name: 'Elevator' }] }),
  'GET /api/v2/subcategories': () => json({ subcategories: [{ id: 1, listingType: 1, key: 'kontor', name: 'Kontor' }] }),
  'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
  'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
  'GET /api/v2/listing-views': () => json({ listingViews: [], total: 0 }),
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

const brokerWith = (roles: number[]) =>
  signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, roles)],
    accounts: [BROKER],
    routes: listingRoutes,
  });

const listCalls = (calls: Call[]) => calls.filter((c) => new URL(c.url).pathname === '/api/v2/listings').map((c) => new URL(c.url).searchParams);

describe('the listing index (/listings)', () => {
  it("asks for the navigation's count of new enquiries and its CMS pages only once its rows are shown", async () => {
    resetFirstContent();
    brokerWith([1, 2]);
    // Whether the rows were on the screen when each of those calls went out.
    const deferred = ['/api/v2/enquiries/summary', '/api/v2/content/online-pages'];
    const rowsShownWhenAsked: Record<string, boolean> = {};
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((input, init) => {
      const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href).pathname;
      if (deferred.includes(path)) rowsShownWhenAsked[path] ??= screen.queryByRole('row', { name: /Lyst kontorlejemål/ }) !== null;
      if (!answer) throw new Error('fetch is not stubbed');
      return answer(input, init);
    });
    renderAt('/listings');
    await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    await waitFor(() => expect(rowsShownWhenAsked).toEqual({ '/api/v2/enquiries/summary': true, '/api/v2/content/online-pages': true }));
  });

  it('shows the columns, 25 a page newest first for the active account, and both create buttons', async () => {
    const { calls } = brokerWith([1, 2]);
    renderAt('/listings');
    // The first test loads the index's lazy chunk, which is slow in jsdom while the suite runs alongside.
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    for (const name of ['Status', 'Type', 'Titel', 'Adresse', 'Sagsnummer', 'Pris', 'Areal', 'Opdateret', 'Besøg', 'Henvendelser']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row).getByText('Lejemål')).toBeInTheDocument();
    expect(within(row).getByText('NH-2026-0105')).toBeInTheDocument();
    // The price under the type's word for it, the area, the visits and the leads, in Danish number formats.
    expect(within(row).getByText('450.000 kr.')).toBeInTheDocument();
    expect(within(row).getByText('Årlig leje')).toBeInTheDocument();
    expect(within(row).getByText('250 m²')).toBeInTheDocument();
    expect(within(row).getByText('1.234')).toBeInTheDocument();
    expect(within(row).getByText('17')).toBeInTheDocument();
    // The day it was updated, as it fell in Copenhagen.
    expect(within(row).getByText('1.10.2026')).toBeInTheDocument();
    const query = listCalls(calls).at(-1)!;
    expect(Object.fromEntries(query)).toMatchObject({ accountId: '1', perPage: '25', sort: 'updatedAt', order: 'DESC' });
    expect(screen.getByRole('link', { name: 'Opret annonce' })).toHaveAttribute('href', '/listings/create');
    expect(screen.getByRole('link', { name: 'Importér' })).toHaveAttribute('href', '/listings/import');
    // Off-market creation is switched off on this server (GET /api/v2/config), so it is not offered.
    expect(screen.queryByRole('link', { name: 'Opret off-market' })).not.toBeInTheDocument();
  });

  it('filters and sorts on the server', async () => {
    const { calls } = brokerWith([1, 2]);
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    await screen.findByRole('row', { name: /Lyst kontorlejemål/ });
    await user.type(screen.getByRole('textbox', { name: 'Sagsnummer' }), 'NH-2026');
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('caseNumberContains')).toBe('NH-2026'), { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Adresse' }), 'Sundkrogsgade');
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('address')).toBe('Sundkrogsgade'), { timeout: 10_000 });
    await user.click(within(screen.getByRole('columnheader', { name: /Titel/ })).getByText('Titel'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('sort')).toBe('title'), { timeout: 10_000 });
  });

  it('says when the total is an estimate', async () => {
    const routes = { ...listingRoutes, 'GET /api/v2/listings': () => json({ listings: [SUMMARY], total: 123456, totalEstimated: true }) };
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1])],
      accounts: [BROKER],
      routes,
    });
    renderAt('/listings');
    await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    expect(screen.getByRole('status')).toHaveTextContent('Mere end 10.000 annoncer — antallet er et skøn (ca. 123.456)');
  });

  it('says nothing of estimates when the total is exact', async () => {
    brokerWith([1]);
    renderAt('/listings');
    await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    expect(screen.queryByText(/antallet er et skøn/)).not.toBeInTheDocument();
  });

  it('shows each cover small: the small copies the server makes at the size shown, a picture kept elsewhere as it is', async () => {
    const outside = { ...SUMMARY, id: 6, title: 'Butik ved torvet', coverImageUrl: 'https://billeder.example.dk/butik.jpg' };
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1])],
      accounts: [BROKER],
      routes: { ...listingRoutes, 'GET /api/v2/listings': () => json({ listings: [SUMMARY, outside], total: 2 }) },
    });
    renderAt('/listings');
    const kept = (await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 })).querySelector('img');
    expect(kept).toHaveAttribute('src', '/thumbnails/160/demo-images/kontor-1.jpg');
    expect(kept).toHaveAttribute('srcset', '/thumbnails/160/demo-images/kontor-1.jpg 160w, /thumbnails/320/demo-images/kontor-1.jpg 320w');
    expect(kept).toHaveAttribute('sizes', '64px');
    expect(kept).toHaveAttribute('width', '64');
    expect(kept).toHaveAttribute('height', '43');
    const elsewhere = screen.getByRole('row', { name: /Butik ved torvet/ }).querySelector('img');
    expect(elsewhere).toHaveAttribute('src', outside.coverImageUrl);
    expect(elsewhere).not.toHaveAttribute('srcset');
    expect(elsewhere).toHaveAttribute('width', '64');
  });

  it("shows 'Bekræftet aktuel {dato}' under an active listing's status, and confirms the selected rows with 'Bekræft aktuel'", async () => {
    const confirmed = { ...SUMMARY, confirmedCurrentAt: '2026-11-20T08:30:00.000Z' };
    const { calls } = signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        ...listingRoutes,
        'GET /api/v2/listings': () => json({ listings: [confirmed], total: 1 }),
        'POST /api/v2/listings/confirm-current': () => json({ results: [{ id: SUMMARY.id, ok: true, status: 2, version: SUMMARY.version }] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    expect(within(row).getByText('Bekræftet aktuel 20.11.2026')).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Bekræft aktuel' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/v2/listings/confirm-current'))?.body).toEqual({ ids: [SUMMARY.id] }),
    );
    expect(await screen.findByText('1 af 1 annoncer er bekræftet aktuel')).toBeInTheDocument();
  });

  it('shows a reader no create buttons, and the listing without an edit button', async () => {
    brokerWith([3]);
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    await user.click(await screen.findByText(SUMMARY.title, undefined, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: SUMMARY.title })).toBeInTheDocument();
    // Copy is the reader's (SPEC 4): once it shows, the page knows the reader's access, so no edit link means none.
    expect(await screen.findByRole('link', { name: 'Kopier' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rediger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Opret annonce' })).not.toBeInTheDocument();
  });
});

describe('a copy', () => {
  const COPY = { ...SUMMARY, id: 6, status: 1, copiedFromId: 5, createdAt: '2026-10-02T10:00:00.000Z', updatedAt: '2026-10-02T10:00:00.000Z' };
  const brokerWithCopy = () =>
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        ...listingRoutes,
        'GET /api/v2/listings': () => json({ listings: [COPY, SUMMARY], total: 2 }),
        'GET /api/v2/listings/6': () => json({ listing: { ...RECORD, ...COPY } }),
      },
    });

  it('is told apart from its original in the index, which share a case number: its status, a copy mark and the day it was created', async () => {
    brokerWithCopy();
    renderAt('/listings');
    const rows = await screen.findAllByRole('row', { name: /NH-2026-0105/ }, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    const [copy, original] = rows as [HTMLElement, HTMLElement];
    expect(within(copy).getByText('Afventer')).toBeInTheDocument();
    expect(within(copy).getByText('Kopi')).toBeInTheDocument();
    expect(within(copy).getByText('Oprettet 2.10.2026')).toBeInTheDocument();
    expect(within(original).getByText('Aktiv')).toBeInTheDocument();
    expect(within(original).queryByText('Kopi')).not.toBeInTheDocument();
    expect(within(original).getByText('Oprettet 1.9.2026')).toBeInTheDocument();
  });

  it('says on its page whose copy it is, leading there; a draft is not on the public site, so there is no link to it', async () => {
    brokerWithCopy();
    renderAt('/listings/rental/6');
    expect(await screen.findByRole('heading', { level: 1, name: SUMMARY.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kopi af annonce 5' })).toHaveAttribute('href', '/listings/5/show');
    expect(screen.getByText('Oprettet 2.10.2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se annoncen på ejendomsportalen' })).not.toBeInTheDocument();
  });

  it('says so on its edit form too', async () => {
    brokerWithCopy();
    renderAt('/listings/rental/6/update');
    expect(await screen.findByRole('link', { name: 'Kopi af annonce 5' }, { timeout: 10_000 })).toHaveAttribute('href', '/listings/5/show');
  });
});

describe('the link to the public site', () => {
  it('is offered only for an active listing that is not off-market: the public site shows no other', async () => {
    const offMarket = { ...RECORD, offMarket: true };
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: { ...listingRoutes, 'GET /api/v2/listings/5': () => json({ listing: offMarket }) },
    });
    renderAt('/listings/rental/5');
    expect(await screen.findByRole('heading', { level: 1, name: SUMMARY.title })).toBeInTheDocument();
    expect(screen.getByText('Off-market')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Se annoncen på ejendomsportalen' })).not.toBeInTheDocument();
  });
});

describe('the listing page (/listings/rental/{id})', () => {
  it("asks for its sections' data (demand, enquiries, history, the names of stored keys) only once its heading is shown", async () => {
    resetFirstContent();
    brokerWith([1, 2]);
    // Whether the heading was on the screen when each of those calls went out.
    const deferred = ['/api/v2/listings/5/demand', '/api/v2/listings/5/history', '/api/v2/enquiries', '/api/v2/facilities', '/api/v2/subcategories'];
    const headingShownWhenAsked: Record<string, boolean> = {};
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((input, init) => {
      const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href).pathname;
      if (deferred.includes(path)) headingShownWhenAsked[path] ??= screen.queryByRole('heading', { level: 1, name: SUMMARY.title }) !== null;
      if (!answer) throw new Error('fetch is not stubbed');
      return answer(input, init);
    });
    renderAt('/listings/rental/5');
    await screen.findByRole('heading', { level: 1, name: SUMMARY.title }, { timeout: 10_000 });
    await waitFor(() => expect(headingShownWhenAsked).toEqual(Object.fromEntries(deferred.map((path) => [path, true]))), { timeout: 10_000 });
  });

  it('shows every field in its section, the images and the link to the public site; an admin may edit', async () => {
    brokerWith([1, 2]);
    renderAt('/listings/rental/5');
    expect(await screen.findByRole('heading', { level: 1, name: SUMMARY.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se annoncen på ejendomsportalen' })).toHaveAttribute('href', 'https://portal.example.dk/annonce/5');
    // The edit link comes with the account's access, which may arrive after the listing.
    expect(await screen.findByRole('link', { name: 'Rediger' }, { timeout: 10_000 })).toHaveAttribute('href', '/listings/rental/5/update');
    // The sections come once the heading is on the screen, the fields once the names of their stored keys are known.
    expect(await screen.findAllByRole('img', { name: /^Billede/ }, { timeout: 10_000 })).toHaveLength(2);
    const economy = await screen.findByRole('region', { name: 'Økonomi' }, { timeout: 10_000 });
    expect(within(economy).getByText('Årlig leje')).toBeInTheDocument();
    expect(within(economy).getByText('450.000 kr.')).toBeInTheDocument();
    const property = screen.getByRole('region', { name: 'Ejendommen' });
    expect(await within(property).findByText('Elevator', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const conditions = screen.getByRole('region', { name: 'Vilkår og forhold' });
    expect(within(conditions).getAllByText('Ja')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Adresse' })).toHaveTextContent('Sundkrogsgade 21, 2150 Nordhavn');
    // The search agents that match it and the mails it went out in.
    const demand = screen.getByRole('region', { name: 'Efterspørgsel' });
    expect(await within(demand).findByText('3 søgeagenter matcher annoncen')).toBeInTheDocument();
    expect(within(demand).getByText('Sendt i 1.234 søgeagentmails')).toBeInTheDocument();
  });
});

describe('a listing load that fails or finds nothing', () => {
  const SERVER_ERROR = () => json({ code: 'internal', message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter' }, 500);

  it('shows a failed index as an error with a retry, not as an empty list with a page count', async () => {
    let failing = true;
    const routes = { ...listingRoutes, 'GET /api/v2/listings': () => (failing ? SERVER_ERROR() : json({ listings: [SUMMARY], total: 1 })) };
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1])],
      accounts: [BROKER],
      routes,
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    expect(await screen.findByText('Annoncer kunne ikke hentes', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Ingen annoncer fundet/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ af \d+/)).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Annoncer kunne ikke hentes')).not.toBeInTheDocument();
  });

  it('says at once that a missing listing does not exist, asking the server once, with nothing to try again', async () => {
    const { calls } = brokerWith([1]);
    renderAt('/listings/rental/6');
    expect(await screen.findByText('Annoncen findes ikke', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => new URL(c.url).pathname === '/api/v2/listings/6')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
  });

  it('shows a listing that failed to load as such, with a retry, and not as missing', async () => {
    let failing = true;
    const routes = { ...listingRoutes, 'GET /api/v2/listings/5': () => (failing ? SERVER_ERROR() : json({ listing: RECORD })) };
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1])],
      accounts: [BROKER],
      routes,
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');
    expect(await screen.findByText('Annoncen kunne ikke hentes', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Annoncen findes ikke')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: SUMMARY.title }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the type chooser (/listings/create)', () => {
  it('offers only the types the active account may use', async () => {
    signInTo({
      user: { id: 5, email: 'light@demo.test', name: 'Henrik Lund' },
      associations: [association(LIGHT, [1])],
      accounts: [LIGHT],
      routes: listingRoutes,
    });
    renderAt('/listings/create');
    expect(await screen.findByRole('heading', { name: 'Opret annonce' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lejemål/ })).toHaveAttribute('href', '/listings/rental/create');
    expect(screen.queryByRole('link', { name: /Investering|Salg|Kontorfællesskab/ })).not.toBeInTheDocument();
  });

  it('offers a broker all four', async () => {
    brokerWith([1, 2]);
    renderAt('/listings/create');
    await screen.findByRole('heading', { name: 'Opret annonce' });
    for (const name of ['Lejemål', 'Investering', 'Salg', 'Kontorfællesskab']) expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
  });
});
