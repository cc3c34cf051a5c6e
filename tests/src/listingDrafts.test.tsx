import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { ListingRecord } from 'schemas/listings/record';
import { json } from './helpers/fetch';
import { LISTING_PAGE_ROUTES, LISTING_RECORD, LISTING_SUMMARY } from './helpers/listingSummary';
import { association, BROKER, signInTo } from './helpers/memberServer';

/** Drafts: a reader's copy, closing or deleting a draft, and why a draft cannot be activated. */

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

/** The copy: a draft of the same listing. */
const COPY: ListingRecord = {
  ...LISTING_RECORD,
  id: 6,
  status: 1,
  version: 1,
  accountOwnerListingIdentifierID: null,
  shownAccountOwnerListingIdentifierID: null,
  copiedFromId: 5,
};

const routes = {
  'GET /api/v2/listings': () => json({ listings: [{ ...LISTING_SUMMARY, status: 1 }], total: 1 }),
  'GET /api/v2/listings/5': () => json({ listing: LISTING_RECORD }),
  'GET /api/v2/listings/6': () => json({ listing: COPY }),
  'GET /api/v2/listings/6/history': () => json({ history: [] }),
  ...LISTING_PAGE_ROUTES,
};

const signIn = (roles: number[], extra: Parameters<typeof signInTo>[0]['routes'] = {}) =>
  signInTo({
    user: { id: 4, email: 'maegler.laeser@demo.test', name: 'Lars Læser' },
    associations: [association(BROKER, roles)],
    accounts: [BROKER],
    routes: { ...routes, ...extra },
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

const DRAFT_NOTICE = 'Annoncen er en kladde og vises ikke på den offentlige side. En kollega med redigeringsrettigheder kan gøre den færdig og aktivere den.';

describe("a read-only user's copy (SPEC 6)", () => {
  it('is made as a draft, and the reader lands on its show page, told that a colleague can complete it', async () => {
    const { calls } = signIn([3], { 'POST /api/v2/listings/5/copy': () => json({ listing: COPY }, 201) });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/5/copy');
    expect(
      await screen.findByText(
        'Du kan ikke redigere annoncer, så kopien gemmes som kladde. En kollega med redigeringsrettigheder kan gøre den færdig og aktivere den.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nej, uden sagsnummer' }));

    expect(await screen.findByText(DRAFT_NOTICE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(`Annoncen "${LISTING_RECORD.title}" er kopieret`)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/api/v2/listings/5/copy'))?.body).toEqual({ keepCaseNumber: false });
    expect(calls.some((c) => c.url.endsWith('/api/v2/listings/6'))).toBe(true);
    expect(screen.queryByText(/Ingen adgang/)).not.toBeInTheDocument();
    // The reader can neither edit nor publish the draft.
    expect(screen.queryByRole('link', { name: 'Rediger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aktivér' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opret ud fra eksisterende' })).not.toBeInTheDocument();
  });
});

describe('a draft seen by one who may edit it', () => {
  it('offers closing and deleting it without publishing it first, and no draft notice', async () => {
    signIn([2]);
    renderAt('/listings/rental/6');
    expect(await screen.findByRole('link', { name: 'Afmeld' }, { timeout: 10_000 })).toHaveAttribute('href', '/listings/rental/6/close');
    expect(screen.getByRole('button', { name: 'Slet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktivér' })).toBeInTheDocument();
    expect(screen.queryByText(DRAFT_NOTICE)).not.toBeInTheDocument();
  });

  it('says in the toast why the server refuses to activate it', async () => {
    const reason = 'En aktiv annonce skal være helt udfyldt: Antal billeder skal være mellem 3 og 10';
    signIn([2], {
      'POST /api/v2/listings/6/activate': () => json({ code: 'conflict', message: reason, fields: { images: 'Antal billeder skal være mellem 3 og 10' } }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/6');
    await user.click(await screen.findByRole('button', { name: 'Aktivér' }, { timeout: 10_000 }));
    expect(await screen.findByText(`Annoncen "${COPY.title}" kunne ikke aktiveres: ${reason}`)).toBeInTheDocument();
  });

  it('shows why the server refuses to activate it, per listing, after bulk activate', async () => {
    const reason = 'En aktiv annonce skal være helt udfyldt: Antal billeder skal være mellem 3 og 10';
    signIn([2], { 'POST /api/v2/listings/bulk': () => json({ results: [{ id: 5, ok: false, error: { code: 'conflict', message: reason } }] }) });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    await user.click(within(row).getByRole('checkbox'));
    // The bulk actions' code loads after the rows: their buttons come with it.
    await user.click(await screen.findByRole('button', { name: 'Aktivér' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aktivér: 1 annonce' })).getByRole('button', { name: 'Aktivér' }));
    const results = await screen.findByRole('dialog', { name: /Resultat/ });
    await waitFor(() => expect(within(results).getByText(reason)).toBeInTheDocument());
    expect(within(results).getByText(LISTING_SUMMARY.title)).toBeInTheDocument();
  });
});
