import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { json } from './helpers/fetch';
import { LISTING_PAGE_ROUTES, LISTING_RECORD, LISTING_SUMMARY } from './helpers/listingSummary';
import { association, BROKER, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const routes = {
  'GET /api/v2/listings': () => json({ listings: [LISTING_SUMMARY], total: 1 }),
  'GET /api/v2/listings/5': () => json({ listing: LISTING_RECORD }),
  ...LISTING_PAGE_ROUTES,
};

const admin = (extra: Parameters<typeof signInTo>[0]['routes'] = {}) =>
  signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    routes: { ...routes, ...extra },
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('a lifecycle action that fails (SPEC 8)', () => {
  it("says in one toast what failed and the server's reason", async () => {
    const reason = 'Annoncen er ændret af en anden. Hent den nyeste udgave og prøv igen.';
    admin({ 'POST /api/v2/listings/5/deactivate': () => json({ code: 'stale_version', message: reason }, 412) });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');
    await user.click(await screen.findByRole('button', { name: 'Deaktivér' }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deaktivér' }));
    const toast = await screen.findByText(`Annoncen "${LISTING_SUMMARY.title}" kunne ikke deaktiveres: ${reason}`);
    expect(toast).toBeInTheDocument();
    // No second toast with the reason alone, nor a bare 'kunne ikke' without it.
    expect(screen.getAllByText(/kunne ikke deaktiveres/)).toHaveLength(1);
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });
});

describe('bulk actions on the listing index', () => {
  it("say why 'Bekræft aktuel' failed, in the same toast", async () => {
    admin({ 'POST /api/v2/listings/confirm-current': () => json({ code: 'server_busy', message: 'Serveren har travlt. Prøv igen om lidt.' }, 503) });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Bekræft aktuel' }));
    expect(await screen.findByText('Annoncerne kunne ikke bekræftes aktuelle: Serveren har travlt. Prøv igen om lidt.')).toBeInTheDocument();
  });

  it("name the selection ('1 annonce valgt') and ask before activating or deactivating", async () => {
    const { calls } = admin({
      'POST /api/v2/listings/bulk': () => json({ results: [{ id: 5, ok: true, status: 3, version: 4 }] }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/listings');
    const row = await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText('1 annonce valgt')).toBeInTheDocument();

    // The bulk actions' code loads after the rows: their buttons come with it.
    await user.click(await screen.findByRole('button', { name: 'Aktivér' }));
    const activate = await screen.findByRole('dialog', { name: 'Aktivér: 1 annonce' });
    expect(activate).toHaveTextContent('Den valgte annonce vises på den offentlige side.');
    await user.click(within(activate).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Deaktivér' }));
    const deactivate = await screen.findByRole('dialog', { name: 'Deaktivér: 1 annonce' });
    expect(deactivate).toHaveTextContent('Den valgte annonce fjernes fra den offentlige side, indtil den aktiveres igen.');
    expect(calls.some((c) => c.url.endsWith('/api/v2/listings/bulk'))).toBe(false);
    await user.click(within(deactivate).getByRole('button', { name: 'Deaktivér' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/v2/listings/bulk'))?.body).toEqual({ action: 'deactivate', items: [{ id: 5, version: 3 }] }),
    );
    expect(await screen.findByText('Annoncerne er deaktiveret')).toBeInTheDocument();
  });

  it("names the page buttons in Danish ('Sidenavigation')", async () => {
    admin({ 'GET /api/v2/listings': () => json({ listings: [LISTING_SUMMARY], total: 120 }) });
    renderAt('/listings');
    expect(await screen.findByRole('navigation', { name: 'Sidenavigation' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).not.toBeInTheDocument();
  });
});
