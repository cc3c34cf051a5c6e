/**
 * The SPA's half of adding a listing type (tests/server/adding-a-type.test.ts has the API's): the one
 * edit to schemas/listings/registry.ts — a fifth type, parking (tests/fixtures/parkingType.ts) — gives
 * it a card in the type chooser, a create form with its fields and rules, its name and price in the
 * listing index and the favourites, and a place among the market statistics' types, with no SPA code written.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { readMarketView } from 'src/pages/statistics/period';
import { json } from './helpers/fetch';
import { association, BROKER, signInTo } from './helpers/memberServer';

// The two edits: the fifth type's definition in the registry, and its schema by its key.
vi.mock('schemas/listingTypeRegistry', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listingTypeRegistry')>();
  const { parking } = await import('../fixtures/parkingType');
  return { ...original, LISTING_TYPE_REGISTRY: [...original.LISTING_TYPE_REGISTRY, parking] };
});
vi.mock('schemas/listings/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listings/registry')>();
  const { parkingSchema } = await import('../fixtures/parkingType');
  return { LISTING_TYPE_SCHEMAS: { ...original.LISTING_TYPE_SCHEMAS, parking: parkingSchema } };
});

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 10_000 };

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const PARKING_SUMMARY = {
  id: 7,
  accountId: 1,
  accountName: BROKER.name,
  listingType: 5,
  offMarket: false,
  status: 2,
  title: 'P-hus med 120 pladser tæt på stationen i Roskilde',
  accountOwnerListingIdentifierID: 'NH-2026-0107',
  shownAccountOwnerListingIdentifierID: 'NH-2026-0107',
  addressText: 'Algade 10, 4000 Roskilde',
  zipCode: '4000',
  city: 'Roskilde',
  floorArea: 40,
  price: 2000,
  visits: 12,
  leads: 1,
  conversionRate: 8.3,
  closedSince: null,
  closingReasonId: null,
  closingReasonText: null,
  publicUrl: 'https://portal.example.dk/annonce/7',
  version: 1,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  coverImageUrl: null,
};

const signInAsBroker = () =>
  signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1])],
    accounts: [BROKER],
    routes: {
      'GET /api/v2/listings': () => json({ listings: [PARKING_SUMMARY], total: 1 }),
      'GET /api/v2/facilities': () => json({ facilities: [] }),
      'GET /api/v2/subcategories': () => json({ subcategories: [{ id: 91, listingType: 5, key: 'p-hus', name: 'P-hus' }] }),
      'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
      'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
      'GET /api/v2/listing-views': () => json({ listingViews: [], total: 0 }),
      'GET /api/v2/favorites': () => json({ favorites: [{ ...PARKING_SUMMARY, listingId: 7, available: true }], total: 1 }),
    },
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('a fifth listing type added to the registry', () => {
  it('is offered by the type chooser to an account with its permission, and its form has its fields and rules', async () => {
    signInAsBroker();
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/create');
    const card = await screen.findByRole('link', { name: /Parkering/ }, FIRST);
    expect(card).toHaveAttribute('href', '/listings/parking/create');
    expect(within(card).getByText('Parkeringspladser og p-huse til leje.')).toBeInTheDocument();

    await user.click(card);
    const economy = await screen.findByRole('region', { name: 'Økonomi' }, FIRST);
    expect(within(economy).getByLabelText(/^Månedlig leje \(kr\.\)/)).toBeInTheDocument();
    const spaces = within(economy).getByLabelText(/^Antal pladser/);
    // Office space's own section is not part of another type's form.
    expect(screen.queryByRole('region', { name: 'Pladser og priser' })).not.toBeInTheDocument();
    await user.type(spaces, '0');
    await user.tab();
    expect(await screen.findByText('Antal pladser skal være mellem 1 og 2000', undefined, FIRST)).toBeInTheDocument();
  });

  it('is named in the listing index, with its price under its price field', async () => {
    signInAsBroker();
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /P-hus med 120 pladser/ }, FIRST);
    expect(within(row).getByText('Parkering')).toBeInTheDocument();
    expect(within(row).getByText('2.000 kr.')).toBeInTheDocument();
    expect(within(row).getByText('Månedlig leje')).toBeInTheDocument();
  });

  it('is named in the favourites, with its price as the type writes it', async () => {
    signInAsBroker();
    renderAt('/favorites');
    const row = (await screen.findByText(PARKING_SUMMARY.title, {}, FIRST)).closest('tr')!;
    expect(within(row).getByText('Parkering')).toBeInTheDocument();
    expect(within(row).getByText('2.000 kr./md.')).toBeInTheDocument();
  });

  it('is a type the market statistics can be narrowed to', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(readMarketView(new URLSearchParams('type=5'), today).listingType).toBe(5);
    expect(readMarketView(new URLSearchParams('type=6'), today).listingType).toBeNull();
  });
});
