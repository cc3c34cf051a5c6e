import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { i18nProvider } from 'i18n/index';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { ListingRecord } from 'schemas/listings/record';
import { json } from './helpers/fetch';
import { LISTING_RECORD } from './helpers/listingSummary';
import { association, BROKER, signInTo } from './helpers/memberServer';

/** Danish formatting wherever a person reads a value: one formatter per kind of value. */
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const RECORD: ListingRecord = {
  ...LISTING_RECORD,
  yearlyRent: 25000.5,
  yearlyOperatingCost: 40000,
  images: [],
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

const admin = () =>
  signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    routes: {
      'GET /api/v2/listings/5': () => json({ listing: RECORD }),
      'GET /api/v2/facilities': () => json({ facilities: [] }),
      'GET /api/v2/subcategories': () => json({ subcategories: [{ id: 1, listingType: 1, key: 'kontor', name: 'Kontor' }] }),
      'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
      'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
    },
  });

describe('amounts', () => {
  it("are printed the same on the show page and in its preview: '25.000,50 kr.', whole kroner without øre", async () => {
    admin();
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');
    const economy = await screen.findByRole('region', { name: 'Økonomi' }, { timeout: 10_000 });
    expect(within(economy).getByText('25.000,50 kr.')).toBeInTheDocument();
    expect(within(economy).getByText('40.000 kr.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forhåndsvis' }));
    const preview = await screen.findByRole('dialog', { name: 'Forhåndsvisning af annoncen' });
    expect(within(preview).getByText('25.000,50 kr.')).toBeInTheDocument();
    expect(within(preview).getByText('40.000 kr.')).toBeInTheDocument();
  });
});

describe('an address', () => {
  it("shows its floor as Danes write it: 'Sundkrogsgade 21, 3.'", async () => {
    admin();
    renderAt('/account');
    await screen.findByRole('heading', { name: 'Adresse' }, { timeout: 10_000 });
    expect(screen.getByText('Sundkrogsgade 21, 3.')).toBeInTheDocument();
  });
});

describe('counts in words', () => {
  it("agree with their number: '1 af højst 1 billede', '3 af højst 10 billeder'", () => {
    expect(i18nProvider.translate('resources.listings.images.count', { count: 1, smart_count: 1 })).toBe('1 af højst 1 billede');
    expect(i18nProvider.translate('resources.listings.images.count', { count: 3, smart_count: 10 })).toBe('3 af højst 10 billeder');
  });
});
