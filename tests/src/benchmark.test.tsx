import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { rental } from 'schemas/listingTypeRegistry';
import { comparablesName, standsOutOf, type ListingBenchmark, type ListingStatistics, type Metrics } from 'schemas/statistics';
import { json } from './helpers/fetch';
import { association, BROKER, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 15_000 };

const zero: Metrics = { visits: 0, leads: 0, conversionRate: null, promotedImpressions: 0, promotedClicks: 0, favorites: 0 };
const STATISTICS: ListingStatistics = {
  granularity: 'month',
  period: { from: '2025-11-23', to: '2026-11-22' },
  totals: zero,
  previousTotals: zero,
  series: [],
  previousSeries: [],
  listing: { id: 11, title: 'Lyst kontor på Østerbro', listingType: 1, status: 2, caseNumber: null, promoted: false },
};

const FIGURES: NonNullable<ListingBenchmark['figures']> = {
  price: { listing: 1368, market: { p25: 1050, median: 1200, p75: 1425.5 } },
  visitsPerWeek: { listing: 40.5, market: { p25: 30, median: 38, p75: 52.25 } },
  leadsPerWeek: { listing: 1, market: { p25: 0.5, median: 1, p75: 2 } },
  daysOnMarket: { listing: 33, market: { p25: 20, median: 35, p75: 71 } },
};
const WITH_FIGURES: ListingBenchmark = {
  listingType: 1,
  subcategory: 'Kontor',
  area: { kind: 'postalArea', code: '2100', name: '2100 København Ø' },
  comparables: 12,
  missing: null,
  figures: FIGURES,
  standsOut: standsOutOf(FIGURES),
};
const FEW: ListingBenchmark = {
  listingType: 1,
  subcategory: 'Kontor',
  area: { kind: 'municipality', code: '400', name: 'Bornholm' },
  comparables: null,
  missing: 'fewComparables',
  figures: null,
  standsOut: null,
};

describe('the words of the benchmark', () => {
  it('makes one Danish word of the subcategory and the type where the type says so, with a linking s where Danish has one', () => {
    expect(comparablesName(rental.benchmark.comparables, 'Kontor', 'da')).toBe('kontorlejemål');
    expect(comparablesName(rental.benchmark.comparables, 'Butik', 'da')).toBe('butikslejemål');
    expect(comparablesName(rental.benchmark.comparables, 'Produktion', 'da')).toBe('produktionslejemål');
    expect(comparablesName(rental.benchmark.comparables, 'Lager og logistik', 'da')).toBe('lejemål (lager og logistik)');
    expect(comparablesName(rental.benchmark.comparables, 'Kontor', 'en')).toBe('kontor rentals');
  });

  it('says what stands out: the figure furthest from its median, nothing within 5 %', () => {
    expect(standsOutOf(FIGURES)).toEqual({ metric: 'price', percent: 14 });
    const close = {
      ...FIGURES,
      price: { listing: 1210, market: FIGURES.price.market },
      visitsPerWeek: { listing: 39, market: FIGURES.visitsPerWeek.market },
      daysOnMarket: { listing: 36, market: FIGURES.daysOnMarket.market },
    };
    expect(standsOutOf(close)).toBeNull();
  });

  it('leaves out a difference too small to tell anything, however many percent it is', () => {
    const quiet = {
      ...FIGURES,
      price: { listing: 1210, market: FIGURES.price.market },
      visitsPerWeek: { listing: 0, market: { p25: 0, median: 0.3, p75: 0.5 } },
      leadsPerWeek: { listing: 0, market: { p25: 0, median: 0.2, p75: 0.4 } },
      daysOnMarket: { listing: 40, market: { p25: 20, median: 35, p75: 71 } },
    };
    expect(standsOutOf(quiet)).toBeNull();
    expect(standsOutOf({ ...quiet, visitsPerWeek: { listing: 0, market: { p25: 1, median: 2, p75: 3 } } })).toEqual({ metric: 'visitsPerWeek', percent: -100 });
  });
});

describe("the listing statistics page's benchmark", () => {
  beforeEach(() => {
    // jsdom lays nothing out; the charts ask for their size through ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    clearToken();
    localStorage.clear();
    forgetClientConfig();
    vi.unstubAllGlobals();
  });

  const show = (benchmark: ListingBenchmark) => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        'GET /api/v2/listings/11/statistics': () => json(STATISTICS),
        'GET /api/v2/listings/11/benchmark': () => json(benchmark),
        'GET /api/v2/listings/11/demand': () => json({ demand: { listingId: 11, searchAgents: 1, mails: 0 } }),
      },
    });
    render(
      <MemoryRouter initialEntries={['/listings/rental/11/statistics']}>
        <App />
      </MemoryRouter>,
    );
  };

  it('shows the listing against the quartiles of its comparables, with a Danish sentence of what stands out', async () => {
    show(WITH_FIGURES);
    const section = await screen.findByRole('region', { name: 'Annoncen mod markedet' }, FIRST);
    expect(
      await within(section).findByText('Lejen pr. m² er 14 % over medianen for 12 sammenlignelige kontorlejemål i 2100 København Ø', {}, FIRST),
    ).toBeInTheDocument();
    const price = within(section).getByRole('region', { name: 'Lejen pr. m²' });
    expect(within(price).getByText('1.368 kr./m²/år')).toBeInTheDocument();
    expect(within(price).getByText('Median 1.200 kr./m²/år')).toBeInTheDocument();
    expect(within(price).getByText('Midterste halvdel 1.050 – 1.426')).toBeInTheDocument();
    const visits = within(section).getByRole('region', { name: 'Besøg pr. uge' });
    expect(within(visits).getByText('40,5')).toBeInTheDocument();
    expect(within(visits).getByText('Midterste halvdel 30,0 – 52,3')).toBeInTheDocument();
    expect(within(within(section).getByRole('region', { name: 'Dage på markedet' })).getByText('Median 35 dage')).toBeInTheDocument();
    expect(within(section).getByText(/ingen enkelt annonce vises/)).toBeInTheDocument();
  });

  it('shows the search agents that match the listing and the mails it went out in', async () => {
    show(WITH_FIGURES);
    const demand = await screen.findByRole('region', { name: 'Efterspørgsel' }, FIRST);
    expect(await within(demand).findByText('1 søgeagent matcher annoncen', {}, FIRST)).toBeInTheDocument();
    expect(within(demand).getByText('Sendt i 0 søgeagentmails')).toBeInTheDocument();
  });

  it('says so, in Danish, when there are fewer than five comparables, and shows no figure', async () => {
    show(FEW);
    const section = await screen.findByRole('region', { name: 'Annoncen mod markedet' }, FIRST);
    expect(
      await within(section).findByText('Der er færre end 5 sammenlignelige aktive annoncer i Bornholm, så annoncen sammenlignes ikke med markedet.', {}, FIRST),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Lejen pr. m²' })).not.toBeInTheDocument();
    expect(within(section).queryByText(/Median/)).not.toBeInTheDocument();
  });
});
