import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { danishDay, defaultGranularity, presetPeriod, readMarketView, readView, writeView, marketPresetPeriod } from 'src/pages/statistics/period';
import { toCsv } from 'schemas/csv';
import { byMonthAndType, supplyByArea } from 'src/pages/statistics/market';
import { bucketsOf, previousPeriodOf, type AccountStatistics, type Bucket, type MarketStatistics, type Metrics } from 'schemas/statistics';
import { caughtDownloads } from './helpers/downloads';
import { json, type Call } from './helpers/fetch';
import { association, BROKER, PREMIUM, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 15_000 };
const TODAY = new Date(2026, 10, 22, 12);

describe('periods', () => {
  it('counts the presets back from today', () => {
    expect(presetPeriod('last_7_days', TODAY)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetPeriod('last_30_days', TODAY)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(presetPeriod('last_3_months', TODAY)).toEqual({ from: '2026-08-23', to: '2026-11-22' });
    expect(presetPeriod('last_12_months', TODAY)).toEqual({ from: '2025-11-23', to: '2026-11-22' });
    expect(presetPeriod('this_year', TODAY)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(presetPeriod('last_year', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(marketPresetPeriod('last_12_months', TODAY)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(marketPresetPeriod('last_year', TODAY)).toEqual({ from: '2025-01', to: '2025-12' });
  });

  it("counts from Copenhagen's day, wherever the browser is and when it is another day there", () => {
    const zone = process.env.TZ;
    try {
      for (const browserZone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = browserZone;
        // 00:30 in Copenhagen on 23 November (winter time): still 22 November in UTC and New York.
        expect(presetPeriod('last_7_days', danishDay(new Date('2026-11-22T23:30:00Z')))).toEqual({ from: '2026-11-17', to: '2026-11-23' });
        // 23:30 in Copenhagen on 30 June (summer time): already 1 July in Tokyo.
        expect(presetPeriod('this_year', danishDay(new Date('2026-06-30T21:30:00Z')))).toEqual({ from: '2026-01-01', to: '2026-06-30' });
        expect(marketPresetPeriod('last_12_months', danishDay(new Date('2026-11-30T23:30:00Z')))).toEqual({ from: '2026-01', to: '2026-12' });
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('breaks a month down by day, half a year by week and longer by month', () => {
    expect(defaultGranularity('2026-11-01', '2026-12-01')).toBe('day');
    expect(defaultGranularity('2026-01-01', '2026-06-30')).toBe('week');
    expect(defaultGranularity('2026-01-01', '2026-07-05')).toBe('month');
  });

  it('reads the view from the URL, and falls back to the last 12 months for anything wrong', () => {
    const custom = readView(new URLSearchParams('period=custom&from=2026-02-01&to=2026-02-14&compare=0'), TODAY);
    expect(custom).toEqual({ preset: 'custom', from: '2026-02-01', to: '2026-02-14', granularity: 'day', compare: false });
    expect(readView(writeView(custom), TODAY)).toEqual(custom);
    for (const bad of ['period=custom&from=2026-02-14&to=2026-02-01', 'period=custom&from=2020-01-01&to=2026-01-01', 'period=forever', 'granularity=year']) {
      expect(readView(new URLSearchParams(bad), TODAY)).toEqual({
        preset: 'last_12_months',
        from: '2025-11-23',
        to: '2026-11-22',
        granularity: 'month',
        compare: true,
      });
    }
    expect(readMarketView(new URLSearchParams('period=custom&from=2026-05&to=2026-01&type=9&region=1082&month=2024-01'), TODAY)).toEqual({
      preset: 'last_12_months',
      from: '2025-12',
      to: '2026-11',
      listingType: null,
      regionCode: 1082,
      areaMonth: null,
    });
    expect(readMarketView(new URLSearchParams('type=2&month=2026-03'), TODAY)).toMatchObject({ listingType: 2, areaMonth: '2026-03' });
  });

  it('cuts weeks and months to the period, and lines the previous period up with it', () => {
    expect(bucketsOf('2026-11-19', '2026-12-02', 'week')).toEqual([
      { start: '2026-11-19', end: '2026-11-22' },
      { start: '2026-11-23', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-12-02' },
    ]);
    expect(bucketsOf('2024-02-20', '2024-03-05', 'month')).toEqual([
      { start: '2024-02-20', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-05' },
    ]);
    expect(previousPeriodOf('2026-03-01', '2026-03-31')).toEqual({ start: '2026-01-29', end: '2026-02-28' });
  });
});

describe('CSV', () => {
  it('separates by semicolons, writes decimal commas, quotes where needed and defuses formulas', () => {
    expect(
      toCsv(
        ['Annonce', 'Besøg', 'Rate'],
        [
          ['Kontor; "lyst"', 12, 3.25],
          ['=HYPERLINK("x")', 0, null],
          ['-5 m²', 1, 0],
        ],
      ),
    ).toBe('Annonce;Besøg;Rate\r\n"Kontor; ""lyst""";12;3,25\r\n"\'=HYPERLINK(""x"")";0;\r\n\'-5 m²;1;0\r\n');
  });
});

const MARKET: MarketStatistics = {
  period: { from: '2026-09', to: '2026-10' },
  months: ['2026-09', '2026-10'],
  listingType: null,
  regionCode: null,
  supply: [
    { month: '2026-09', listingType: 1, regionCode: 1084, listings: 3, floorArea: 600 },
    { month: '2026-09', listingType: 3, regionCode: 1082, listings: 1, floorArea: 1000 },
    { month: '2026-10', listingType: 1, regionCode: 1084, listings: 3, floorArea: 490 },
    { month: '2026-10', listingType: 2, regionCode: null, listings: 1, floorArea: 2000 },
  ],
  areaMonth: '2026-10',
  supplyByMunicipality: [
    { listingType: 1, regionCode: 1084, municipalityCode: 101, listings: 2, floorArea: 400 },
    { listingType: 1, regionCode: 1084, municipalityCode: 147, listings: 1, floorArea: 90 },
    { listingType: 2, regionCode: null, municipalityCode: null, listings: 1, floorArea: 2000 },
  ],
  turnover: [{ month: '2026-10', listingType: 1, listings: 1, floorArea: 200 }],
  demand: [
    { month: '2026-09', listingType: 1, visits: 120, leads: 4 },
    { month: '2026-10', listingType: 1, visits: 90, leads: 2 },
  ],
  regions: [
    { code: 1082, name: 'Region Midtjylland' },
    { code: 1084, name: 'Region Hovedstaden' },
  ],
  municipalities: [
    { code: 101, name: 'København', regionCode: 1084 },
    { code: 147, name: 'Frederiksberg', regionCode: 1084 },
    { code: 751, name: 'Aarhus', regionCode: 1082 },
  ],
};

describe('market sums', () => {
  it('sums by month and type, with every month and type present', () => {
    const rows = byMonthAndType(MARKET.months, [1, 2, 3, 4], MARKET.supply, (c) => ({ a: c.listings, b: c.floorArea }));
    expect(rows.map((r) => [r.month, r.byType[1], r.byType[2], r.byType[3], r.total])).toEqual([
      ['2026-09', { a: 3, b: 600 }, { a: 0, b: 0 }, { a: 1, b: 1000 }, { a: 4, b: 1600 }],
      ['2026-10', { a: 3, b: 490 }, { a: 1, b: 2000 }, { a: 0, b: 0 }, { a: 4, b: 2490 }],
    ]);
  });

  it('sums the area month by region or by municipality, largest first, unknown areas kept', () => {
    expect(supplyByArea(MARKET, 'region', [1, 2]).map((r) => [r.name, r.listings, r.floorArea, r.byType])).toEqual([
      ['Region Hovedstaden', 3, 490, { 1: 3, 2: 0 }],
      [null, 1, 2000, { 1: 0, 2: 1 }],
    ]);
    expect(supplyByArea(MARKET, 'municipality', [1, 2]).map((r) => [r.name, r.listings])).toEqual([
      ['København', 2],
      [null, 1],
      ['Frederiksberg', 1],
    ]);
  });
});

/* ---------- the pages, in the whole app ---------- */

const metrics = (m: Partial<Metrics>): Metrics => ({
  visits: 0,
  leads: 0,
  conversionRate: null,
  promotedImpressions: 0,
  promotedClicks: 0,
  favorites: 0,
  ...m,
});
const bucket = (start: string, end: string, m: Partial<Metrics>): Bucket => ({ start, end, ...metrics(m) });

function accountStatistics(from: string, to: string): AccountStatistics {
  return {
    granularity: 'month',
    period: { from, to },
    totals: metrics({ visits: 1200, leads: 30, conversionRate: 2.5 }),
    previousTotals: metrics({ visits: 1000, leads: 30, conversionRate: 3 }),
    series: [bucket('2026-10-01', '2026-10-31', { visits: 700, leads: 20 }), bucket('2026-11-01', '2026-11-22', { visits: 500, leads: 10 })],
    previousSeries: [bucket('2025-10-01', '2025-10-31', { visits: 600, leads: 10 }), bucket('2025-11-01', '2025-11-22', { visits: 400, leads: 20 })],
    promoted: false,
    listings: [
      {
        id: 11,
        title: 'Lyst kontor på Østerbro',
        listingType: 1,
        status: 2,
        caseNumber: 'NE-2026-0101',
        promoted: false,
        totals: metrics({ visits: 200, leads: 10, conversionRate: 5 }),
        previousTotals: metrics({ visits: 100 }),
      },
      {
        id: 12,
        title: 'Lager i Glostrup med rampe',
        listingType: 1,
        status: 2,
        caseNumber: null,
        promoted: false,
        totals: metrics({ visits: 1000, leads: 20, conversionRate: 2 }),
        previousTotals: metrics({ visits: 900 }),
      },
    ],
    quality: { average: 68, listings: 2, weakest: [{ id: 12, title: 'Lager i Glostrup med rampe', listingType: 1, status: 2, qualityScore: 54 }] },
  };
}

const pathOf = (call: Call) => new URL(call.url).pathname;
const queryOf = (call: Call) => new URL(call.url).searchParams;

describe('the statistics pages', () => {
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

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );

  it('/account/statistics shows the totals with their change, the charts and the listings, busiest first, and asks again for another period', async () => {
    const { calls } = signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: { 'GET /api/v2/accounts/1/statistics': (call) => json(accountStatistics(queryOf(call).get('from') ?? '', queryOf(call).get('to') ?? '')) },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontostatistik' }, FIRST)).toBeInTheDocument();
    const visits = await screen.findByRole('region', { name: 'Besøg' }, FIRST);
    expect(within(visits).getByText('1.200')).toBeInTheDocument();
    expect(within(visits).getByText('+20 % mod forrige periode')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Henvendelser' })).getByText('Uændret mod forrige periode')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Konverteringsrate' })).getByText('−0,5 procentpoint mod forrige periode')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Besøg over tid' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Henvendelser over tid' })).toBeInTheDocument();
    // Nothing promoted: no promotion chart.
    expect(screen.queryByRole('figure', { name: 'Fremhævning over tid' })).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Besøg, henvendelser og konvertering pr. annonce i perioden' });
    const titles = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(['Lager i Glostrup med rampe', 'Lyst kontor på Østerbro']);
    expect(within(table).getByRole('link', { name: 'Lyst kontor på Østerbro' })).toHaveAttribute('href', '/listings/rental/11/statistics');

    const first = calls.find((c) => pathOf(c) === '/api/v2/accounts/1/statistics')!;
    expect(Object.fromEntries(queryOf(first))).toMatchObject({ granularity: 'month' });
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(await screen.findByRole('option', { name: 'Seneste 30 dage' }));
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === '/api/v2/accounts/1/statistics' && queryOf(c).get('granularity') === 'day')).toHaveLength(1));
  });

  it('/account/statistics exports the listings as CSV', async () => {
    signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: { 'GET /api/v2/accounts/1/statistics': () => json(accountStatistics('2025-11-23', '2026-11-22')) },
    });
    const blobs = caughtDownloads();
    const user = userEvent.setup({ delay: null });
    renderAt('/account/statistics');
    await user.click(await screen.findByRole('button', { name: 'Eksportér annoncer (CSV)' }, FIRST));
    expect(blobs).toHaveLength(1);
    const csv = await blobs[0]!.text();
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'ID;Annonce;Sagsnr.;Type;Status;Besøg;Henvendelser;Konverteringsrate;Visninger som fremhævet;Klik som fremhævet;Gemt som favorit;' +
        'Besøg, forrige periode;Henvendelser, forrige periode;Konverteringsrate, forrige periode;Visninger som fremhævet, forrige periode;Klik som fremhævet, forrige periode;Gemt som favorit, forrige periode',
    );
    expect(lines[1]).toBe('11;Lyst kontor på Østerbro;NE-2026-0101;Lejemål;Aktiv;200;10;5;0;0;0;100;0;;0;0;0');
  });

  it('/market-statistics shows supply, areas, turnover and demand, and filters by region', async () => {
    const statistics = {
      ...BROKER,
      id: 4,
      accountType: 4,
      name: 'Markedsdata ApS',
      permissions: { ...PREMIUM.permissions, accountStatistics: false, marketStatistics: true },
    };
    const { calls } = signInTo({
      user: { id: 7, email: 'statistik@demo.test', name: 'Sofie Data' },
      associations: [association(statistics, [1])],
      accounts: [statistics],
      routes: { 'GET /api/v2/market-statistics': () => json(MARKET) },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/market-statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Markedsstatistik' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Aktive annoncer pr. måned' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Udlejet eller solgt pr. måned' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Besøg pr. måned' })).toBeInTheDocument();
    const supply = screen.getByRole('table', { name: 'Udbud pr. måned og annoncetype' });
    const october = within(supply).getByRole('row', { name: /oktober 2026/ });
    // Lejemål 3 / 490 m², Investering 1 / 2.000, Salg 0, Kontorfællesskab 0, total 4 / 2.490.
    expect(
      within(october)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '490', '1', '2.000', '0', '0', '0', '0', '4', '2.490']);
    const areas = screen.getByRole('table', { name: 'Udbud pr. område i oktober 2026' });
    expect(
      within(areas)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('rowheader').textContent),
    ).toEqual(['Region Hovedstaden', 'Ukendt område']);

    // Another month of the supply by area is asked for.
    await user.click(within(screen.getByRole('region', { name: 'Udbud pr. område' })).getByRole('combobox', { name: 'Måned' }));
    await user.click(await screen.findByRole('option', { name: 'september 2026' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v2/market-statistics' && queryOf(c).get('areaMonth') === '2026-09')).toBe(true));

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Region Midtjylland' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v2/market-statistics' && queryOf(c).get('regionCode') === '1082')).toBe(true));
    const asked = calls.find((c) => pathOf(c) === '/api/v2/market-statistics')!;
    expect(asked.headers.get('X-Account-Id')).toBe('4');
  });

  it("/market-statistics takes a period of one's own in months named in Danish, not by the browser's month field", async () => {
    const statistics = {
      ...BROKER,
      id: 4,
      accountType: 4,
      name: 'Markedsdata ApS',
      permissions: { ...PREMIUM.permissions, accountStatistics: false, marketStatistics: true },
    };
    const { calls } = signInTo({
      user: { id: 7, email: 'statistik@demo.test', name: 'Sofie Data' },
      associations: [association(statistics, [1])],
      accounts: [statistics],
      routes: { 'GET /api/v2/market-statistics': () => json(MARKET) },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/market-statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Markedsstatistik' }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(await screen.findByRole('option', { name: 'Vælg selv' }));
    await user.click(await screen.findByRole('combobox', { name: 'Fra måned' }));
    await user.click(await screen.findByRole('option', { name: 'marts 2026' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v2/market-statistics' && queryOf(c).get('from') === '2026-03')).toBe(true));
  });

  it("/account/statistics names the account in the genitive, and takes a period of one's own typed as Danes write dates", async () => {
    const { calls } = signInTo({
      user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: { 'GET /api/v2/accounts/1/statistics': (call) => json(accountStatistics(queryOf(call).get('from') ?? '', queryOf(call).get('to') ?? '')) },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account/statistics');
    expect(await screen.findByText("Besøg, henvendelser og konvertering på Nordhavn Erhvervsmægler ApS' annoncer", undefined, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Periode' }));
    await user.click(await screen.findByRole('option', { name: 'Vælg selv' }));
    const from = screen.getByRole('textbox', { name: 'Fra' });
    expect((from as HTMLInputElement).value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(from).toHaveAttribute('placeholder', 'dd.mm.åååå');
    await user.clear(from);
    await user.type(from, '1.3.2026');
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v2/accounts/1/statistics' && queryOf(c).get('from') === '2026-03-01')).toBe(true));
    await user.tab();
    expect(from).toHaveValue('01.03.2026');
  });
});
