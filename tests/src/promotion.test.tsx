import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { ListingRecord } from 'schemas/listings/record';
import { PROMOTION_RULE_MESSAGES, type ListingPromotion, type Promotion, type PromotionProduct } from 'schemas/promotion';
import { addDays, copenhagenDay, formatDanishDate } from 'schemas/dates';
import { json, type Call } from './helpers/fetch';
import { association, BROKER, LIGHT, PREMIUM, signInTo } from './helpers/memberServer';
import { omit } from '../omit';

vi.setConfig({ testTimeout: 30_000 });

/** React's errors while a test runs: two of the page's forms with one key among them (the forms share a Stack). */
let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  const sameKey = consoleErrors.mock.calls.filter(([message]) => String(message).includes('same key'));
  consoleErrors.mockRestore();
  expect(sameKey).toEqual([]);
});

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const today = copenhagenDay();
const IMAGES = ['/demo-images/kontor-1.jpg', '/demo-images/kontor-2.jpg', '/demo-images/kontor-3.jpg'];

const LISTING: ListingRecord = {
  id: 5,
  accountId: 1,
  accountName: BROKER.name,
  listingType: 1,
  offMarket: false,
  status: 2,
  title: 'Lyst kontorlejemål på 250 m² i Nordhavn med havudsigt',
  accountOwnerListingIdentifierID: 'NH-2026-0105',
  shownAccountOwnerListingIdentifierID: null,
  addressText: 'Sundkrogsgade 21, 2150 Nordhavn',
  zipCode: '2150',
  city: 'Nordhavn',
  floorArea: 250,
  price: 450000,
  visits: 10,
  leads: 1,
  conversionRate: 10,
  qualityScore: 64,
  closedSince: null,
  closingReasonId: null,
  closingReasonText: null,
  confirmedCurrentAt: null,
  publicUrl: 'https://portal.example.dk/annonce/5',
  copiedFromId: null,
  version: 3,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
  images: IMAGES.map((url, position) => ({ id: position + 1, url, width: 1600, height: 1067, position })),
};

const P14: PromotionProduct = {
  id: 1,
  key: 'fremhaevet-14',
  name: 'Fremhævet 14 dage',
  description: 'Øverst i søgeresultaterne i 14 dage.',
  periodDays: 14,
  maxPeriods: 6,
  priceOre: 99_500,
  renewalDiscountPercent: 15,
  active: true,
};
const P30: PromotionProduct = { ...P14, id: 2, key: 'fremhaevet-30', name: 'Fremhævet 30 dage', periodDays: 30, priceOre: 179_500, renewalDiscountPercent: 20 };

const NONE: ListingPromotion = { listingId: 5, today, state: 'none', allowedActions: ['create'], current: null, history: [] };

function promotionWith(state: Promotion['state'], startIn: number, endIn: number, extra: Partial<Promotion> = {}): Promotion {
  const startDate = addDays(today, startIn);
  const endDate = addDays(today, endIn);
  return {
    id: 7,
    listingId: 5,
    product: P14,
    state,
    startDate,
    endDate,
    renewalDate: addDays(endDate, 1),
    days: endIn - startIn + 1,
    imageUrl: IMAGES[0]!,
    priceOre: 99_500,
    renewalDiscountPercent: state === 'running' || state === 'endingSoon' ? 15 : null,
    cancelledAt: null,
    forfeitedDays: null,
    createdAt: `${today}T09:00:00.000Z`,
    version: 1,
    orders: [
      {
        id: 1,
        kind: 'order',
        productId: 1,
        periods: 1,
        days: 14,
        startDate,
        endDate,
        listPriceOre: 99_500,
        discountPercent: 0,
        priceOre: 99_500,
        vatOre: 24_875,
        billingId: '100234',
        createdAt: `${today}T09:00:00.000Z`,
      },
    ],
    ...extra,
  };
}

const listingOf = (promotion: ListingPromotion) => ({ promotion });

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

function brokerAdmin(routes: Parameters<typeof signInTo>[0]['routes']) {
  return signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    routes: { 'GET /api/v2/listings/5': () => json({ listing: LISTING }), ...routes },
  });
}

/** The first find of a test waits for the lazy page chunk, which takes a while in jsdom under load. */
const SLOW = { timeout: 10_000 };
const status = () => screen.findByRole('region', { name: 'Fremhævningens status' }, SLOW);

describe('/promotion/{id}', () => {
  it('orders a 14-day promotion starting today: product, start date, period and image, with the price', async () => {
    const user = userEvent.setup({ delay: null });
    let ordered: ListingPromotion = NONE;
    const { calls } = brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf(ordered)),
      'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14, P30] }),
      'POST /api/v2/listings/5/promotion': () => {
        ordered = { ...NONE, state: 'running', allowedActions: ['renew', 'cancel'], current: promotionWith('running', 0, 13) };
        return json(listingOf(ordered), 201);
      },
    });
    renderAt('/promotion/5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Fremhævning' }, SLOW)).toBeInTheDocument();
    expect(within(await status()).getByText('Ikke fremhævet')).toBeInTheDocument();
    const form = await screen.findByRole('region', { name: 'Bestil fremhævning' }, SLOW);
    expect(within(form).getByRole('radio', { name: /Fremhævet 14 dage – 995,00\skr\. pr\. 14 dage/ })).toBeChecked();
    // Written as Danes write a date, whatever the browser's language.
    expect(within(form).getByLabelText('Startdato')).toHaveValue(today.split('-').reverse().join('.'));
    expect(within(form).getByText('Startdatoen er i dag: annoncen fremhæves med det samme.')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /Billede 2/ }));
    expect(within(form).getByText('Pris i alt').nextElementSibling).toHaveTextContent('995,00 kr.');
    expect(within(form).getByText(`Fremhævet fra ${formatDanishDate(today)} til og med ${formatDanishDate(addDays(today, 13))}`)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Bestil fremhævning' }));

    // Nothing is booked before the user has seen what it costs and pressed 'Bestil'.
    const confirmation = await screen.findByRole('dialog', { name: 'Bekræft bestillingen' });
    const fact = (label: string) => within(confirmation).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Produkt')).toHaveTextContent('Fremhævet 14 dage');
    expect(fact('Periode')).toHaveTextContent(`1 × 14 dage: ${formatDanishDate(today)} til og med ${formatDanishDate(addDays(today, 13))}`);
    expect(fact('Normalpris')).toHaveTextContent(/^995,00\skr\.$/);
    expect(fact('Rabat')).toHaveTextContent('Ingen');
    expect(fact('Pris ekskl. moms')).toHaveTextContent(/^995,00\skr\.$/);
    expect(fact('Moms (25 %)')).toHaveTextContent(/^248,75\skr\.$/);
    expect(fact('Pris inkl. moms')).toHaveTextContent(/^1\.243,75\skr\.$/);
    await user.click(within(confirmation).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Bestil fremhævning' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bekræft bestillingen' })).getByRole('button', { name: 'Bestil' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/listings/5/promotion'));
    expect(post?.body).toEqual({ productId: 1, startDate: today, periods: 1, imageUrl: IMAGES[1] });
    expect(await screen.findByText('Fremhævningen er bestilt')).toBeInTheDocument();
    // Once started only renewal and cancellation are offered.
    expect(await screen.findByRole('region', { name: 'Forny fremhævningen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opsig fremhævningen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bestil fremhævning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ret fremhævningen' })).not.toBeInTheDocument();
  });

  it('checks the start date when it is left and clears the message when it is entered again; nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf(NONE)),
      'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14] }),
    });
    renderAt('/promotion/5');
    const form = await screen.findByRole('region', { name: 'Bestil fremhævning' }, SLOW);
    const start = within(form).getByLabelText('Startdato');
    await user.clear(start);
    await user.type(start, addDays(today, -1).split('-').reverse().join('.'));
    await user.tab();
    expect(await within(form).findByText('Startdato skal være i dag eller senere')).toBeInTheDocument();
    await user.click(start);
    expect(within(form).queryByText('Startdato skal være i dag eller senere')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Bestil fremhævning' }));
    expect(await within(form).findByText('Startdato skal være i dag eller senere')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('reads the start date as Danes write it (d.m.åååå) and refuses what is no date, in Danish', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf(NONE)),
      'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14] }),
      'POST /api/v2/listings/5/promotion': () => json(listingOf(NONE), 201),
    });
    renderAt('/promotion/5');
    const form = await screen.findByRole('region', { name: 'Bestil fremhævning' }, SLOW);
    const start = within(form).getByLabelText('Startdato');
    expect(start).toHaveAttribute('type', 'text');
    await user.clear(start);
    await user.type(start, '12/31/2026');
    await user.tab();
    expect(await within(form).findByText('Startdato skal være korrekt')).toBeInTheDocument();
    const later = addDays(today, 9);
    const [year, month, day] = later.split('-');
    await user.clear(start);
    await user.type(start, `${Number(day)}.${Number(month)}.${year}`);
    await user.tab();
    expect(start).toHaveValue(`${day}.${month}.${year}`);
    await user.click(within(form).getByRole('button', { name: 'Bestil fremhævning' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bekræft bestillingen' })).getByRole('button', { name: 'Bestil' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ startDate: later }));
  });

  it('shows the renewal discount before the end date and renews with it', async () => {
    const user = userEvent.setup({ delay: null });
    const current = promotionWith('endingSoon', -10, 3);
    const { calls } = brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, state: 'endingSoon', allowedActions: ['renew', 'cancel'], current })),
      'POST /api/v2/listings/5/promotion/renew': () =>
        json(
          listingOf({
            ...NONE,
            state: 'running',
            allowedActions: ['renew', 'cancel'],
            current: { ...current, state: 'running', endDate: addDays(current.endDate, 14), version: 2 },
          }),
        ),
    });
    renderAt('/promotion/5');
    const panel = await status();
    expect(within(panel).getByText('Slutter snart')).toBeInTheDocument();
    expect(within(panel).getByText(/Fremhævningen slutter om 4 dage .* få 15 % i fornyelsesrabat/)).toBeInTheDocument();
    const renew = screen.getByRole('region', { name: 'Forny fremhævningen' });
    expect(within(renew).getByText('15 %')).toBeInTheDocument();
    expect(within(renew).getByText('845,75 kr.', { exact: false })).toBeInTheDocument();
    expect(within(renew).getByText(PROMOTION_RULE_MESSAGES.onlyActiveProductRenewable)).toBeInTheDocument();
    await user.click(within(renew).getByRole('button', { name: 'Forny fremhævning' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Bekræft fornyelsen' });
    const fact = (label: string) => within(confirmation).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Periode')).toHaveTextContent(`1 × 14 dage: ${formatDanishDate(addDays(today, 4))} til og med ${formatDanishDate(addDays(today, 17))}`);
    expect(fact('Rabat')).toHaveTextContent(/^15 % \(−149,25\skr\.\)$/);
    expect(fact('Pris ekskl. moms')).toHaveTextContent(/^845,75\skr\.$/);
    expect(fact('Moms (25 %)')).toHaveTextContent(/^211,44\skr\.$/);
    expect(fact('Pris inkl. moms')).toHaveTextContent(/^1\.057,19\skr\.$/);
    expect(calls.some((c) => c.url.endsWith('/renew'))).toBe(false);
    await user.click(within(confirmation).getByRole('button', { name: 'Bestil' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/renew'))).toBe(true));
    const call = calls.find((c) => c.url.endsWith('/renew'));
    expect(call?.body).toEqual({ periods: 1, productId: 1 });
    expect(call?.headers.get('If-Match')).toBe('W/"1"');
    expect(await screen.findByText('Fremhævningen er fornyet')).toBeInTheDocument();
  });

  it('cancels only after the user confirms that the rest of the period is forfeited without refund', async () => {
    const user = userEvent.setup({ delay: null });
    const current = promotionWith('running', -3, 10);
    const { calls } = brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, state: 'running', allowedActions: ['renew', 'cancel'], current })),
      'POST /api/v2/listings/5/promotion/cancel': () =>
        json(
          listingOf({
            ...NONE,
            state: 'cancelled',
            allowedActions: ['create'],
            current: {
              ...current,
              state: 'cancelled',
              cancelledAt: new Date().toISOString(),
              forfeitedDays: 11,
              renewalDate: null,
              renewalDiscountPercent: null,
            },
          }),
        ),
      'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14, P30] }),
    });
    renderAt('/promotion/5');
    const section = await screen.findByRole('region', { name: 'Opsig fremhævningen' }, SLOW);
    expect(within(section).getByText(/den resterende periode bortfalder uden refusion/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Opsig fremhævning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opsig fremhævningen?' });
    expect(within(dialog).getByText(/Den resterende periode på 11 dage .* bortfalder uden refusion/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Opsig fremhævning' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Opsig fremhævningen?' })).getByRole('button', { name: 'Ja, opsig fremhævningen' }));
    expect(await screen.findByText('Fremhævningen er opsagt')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/cancel'))?.body).toEqual({ acceptForfeit: true });
    // Changing product means ordering the other one now.
    expect(await screen.findByRole('region', { name: 'Bestil en ny fremhævning' })).toBeInTheDocument();
  });

  it('before the start offers the period and the image, with the product and start date fixed', async () => {
    const current = promotionWith('scheduled', 5, 18);
    brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, state: 'scheduled', allowedActions: ['update', 'cancel'], current })),
    });
    renderAt('/promotion/5');
    const update = await screen.findByRole('region', { name: 'Ret fremhævningen' }, SLOW);
    expect(within(update).getByRole('textbox', { name: 'Produkt' })).toHaveAttribute('readonly');
    expect(within(update).getByText(PROMOTION_RULE_MESSAGES.startDateFixed)).toBeInTheDocument();
    expect(within(update).getByText(PROMOTION_RULE_MESSAGES.changeProductRequiresCancel)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Forny fremhævningen' })).not.toBeInTheDocument();
  });

  it('says why a closed listing cannot be promoted', async () => {
    brokerAdmin({
      'GET /api/v2/listings/5': () => json({ listing: { ...LISTING, status: 5 } }),
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, allowedActions: [] })),
    });
    renderAt('/promotion/5');
    expect(await screen.findByText(PROMOTION_RULE_MESSAGES.listingNotPromotable, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bestil fremhævning' })).not.toBeInTheDocument();
  });

  it('offers no renewal of a product taken off sale, and says so', async () => {
    const current = promotionWith('running', -3, 10, { product: { ...P14, active: false }, renewalDiscountPercent: null });
    brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, state: 'running', allowedActions: ['cancel'], current })),
    });
    renderAt('/promotion/5');
    expect(await screen.findByText(PROMOTION_RULE_MESSAGES.productNotOnSale, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Forny fremhævningen' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opsig fremhævningen' })).toBeInTheDocument();
  });

  it('says so in a toast when the products cannot be fetched', async () => {
    brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf(NONE)),
      'GET /api/v2/promotion-products': () => json({ code: 'internal', message: 'Noget gik galt' }, 500),
    });
    renderAt('/promotion/5');
    // The toast, and the form's place says it too.
    await waitFor(() => expect(screen.getAllByText('Fremhævningsprodukterne kunne ikke hentes')).toHaveLength(2), SLOW);
    expect(screen.queryByRole('region', { name: 'Bestil fremhævning' })).not.toBeInTheDocument();
  });

  it('shows the order error with the rule the server names', async () => {
    const user = userEvent.setup({ delay: null });
    brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf(NONE)),
      'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14] }),
      'POST /api/v2/listings/5/promotion': () => json({ code: 'conflict', message: PROMOTION_RULE_MESSAGES.alreadyPromoted }, 409),
    });
    renderAt('/promotion/5');
    const form = await screen.findByRole('region', { name: 'Bestil fremhævning' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Bestil fremhævning' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bekræft bestillingen' })).getByRole('button', { name: 'Bestil' }));
    expect(await screen.findByText(`Fremhævningen kunne ikke bestilles: ${PROMOTION_RULE_MESSAGES.alreadyPromoted}`)).toBeInTheDocument();
  });

  it('opens for a PremiumAdvertiser, and sends a LightAdvertiser to the account-type no-access page', async () => {
    signInTo({
      user: { id: 5, email: 'light@demo.test', name: 'Henrik Lund' },
      associations: [association(LIGHT, [1])],
      accounts: [LIGHT],
    });
    renderAt('/promotion/5');
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Funktionen findes ikke for din kontotype.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/noaccess?reason=accounttype');
  });

  it('lets a PremiumAdvertiser in', async () => {
    signInTo({
      user: { id: 6, email: 'premium@demo.test', name: 'Premium' },
      associations: [association(PREMIUM, [1])],
      accounts: [PREMIUM],
      routes: {
        'GET /api/v2/listings/5': () => json({ listing: { ...LISTING, accountId: PREMIUM.id } }),
        'GET /api/v2/listings/5/promotion': () => json(listingOf(NONE)),
        'GET /api/v2/promotion-products': () => json({ promotionProducts: [P14] }),
      },
    });
    renderAt('/promotion/5');
    expect(await screen.findByRole('region', { name: 'Bestil fremhævning' }, SLOW)).toBeInTheDocument();
  });
});

describe('the listing pages say which listings are promoted', () => {
  const ROW = {
    ...omit(LISTING, 'images'),
    coverImageUrl: IMAGES[0]!,
    promotion: { state: 'running', productName: 'Fremhævet 14 dage', startDate: today, endDate: addDays(today, 13) },
  };
  const listCalls = (calls: Call[]) => calls.filter((c) => new URL(c.url).pathname === '/api/v2/listings').map((c) => new URL(c.url).searchParams);

  it('marks a promoted row with its end date, and the Fremhævede switch asks the server for promoted listings only', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin({ 'GET /api/v2/listings': () => json({ listings: [ROW], total: 1 }) });
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, SLOW);
    expect(within(row).getByText(`Fremhævet til ${formatDanishDate(addDays(today, 13))}`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fremhævning' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Fremhævede' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('promoted')).toBe('true'), SLOW);
    await user.click(screen.getByRole('switch', { name: 'Fremhævede' }));
    // Off again: every listing, the filter left out.
    await waitFor(() => expect(listCalls(calls).at(-1)!.has('promoted')).toBe(false), SLOW);
  });

  it('shows a LightAdvertiser no promotion column and no switch', async () => {
    signInTo({
      user: { id: 5, email: 'light@demo.test', name: 'Henrik Lund' },
      associations: [association(LIGHT, [1])],
      accounts: [LIGHT],
      routes: { 'GET /api/v2/listings': () => json({ listings: [{ ...ROW, accountId: LIGHT.id, promotion: null }], total: 1 }) },
    });
    renderAt('/listings');
    await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, SLOW);
    expect(screen.queryByRole('columnheader', { name: 'Fremhævning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Fremhævede' })).not.toBeInTheDocument();
  });

  it("shows on the listing's page until when it is promoted, with the way to manage it", async () => {
    const current = promotionWith('running', -3, 10);
    brokerAdmin({
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, state: 'running', allowedActions: ['renew', 'cancel'], current })),
      'GET /api/v2/facilities': () => json({ facilities: [] }),
      'GET /api/v2/subcategories': () => json({ subcategories: [] }),
      'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
      'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
    });
    renderAt('/listings/rental/5');
    const panel = await screen.findByRole('region', { name: 'Fremhævning' }, SLOW);
    // The section keeps its room while it asks; the state comes with the answer.
    expect(
      await within(panel).findByText(`Fremhævet til og med ${formatDanishDate(addDays(today, 10))} (Fremhævet 14 dage).`, undefined, SLOW),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Administrer fremhævning' })).toHaveAttribute('href', '/promotion/5');
  });

  it("offers no 'Fremhæv annoncen' on a closed listing, and says why", async () => {
    brokerAdmin({
      'GET /api/v2/listings/5': () => json({ listing: { ...LISTING, status: 5 } }),
      'GET /api/v2/listings/5/promotion': () => json(listingOf({ ...NONE, allowedActions: [] })),
      'GET /api/v2/facilities': () => json({ facilities: [] }),
      'GET /api/v2/subcategories': () => json({ subcategories: [] }),
      'GET /api/v2/usage-proposals': () => json({ usageProposals: [] }),
      'GET /api/v2/energy-labels': () => json({ energyLabels: [] }),
      'GET /api/v2/closing-reasons': () => json({ closingReasons: [] }),
    });
    renderAt('/listings/rental/5');
    const panel = await screen.findByRole('region', { name: 'Fremhævning' }, SLOW);
    expect(await within(panel).findByText(PROMOTION_RULE_MESSAGES.listingNotPromotable, undefined, SLOW)).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });
});
