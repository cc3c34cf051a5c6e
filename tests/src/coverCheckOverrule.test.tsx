import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { activeAccountKey } from 'src/access/activeAccount';
import { json } from './helpers/fetch';
import { LISTING_PAGE_ROUTES, LISTING_RECORD } from './helpers/listingSummary';
import { association, BROKER, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const LABEL = 'Tillad forsidebilledet trods kontrol';

const signIn = (staff: boolean, overruled: { now: boolean }) =>
  signInTo({
    user: staff ? { id: 1, email: 'staff@demo.test', name: 'Sofie Krogh', staff: true } : { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    routes: {
      ...LISTING_PAGE_ROUTES,
      'GET /api/v2/listings/5': () => json({ listing: { ...LISTING_RECORD, coverCheckOverruled: overruled.now } }),
      'PUT /api/v2/listings/5/cover-check': (call) => {
        overruled.now = (call.body as { overruled: boolean }).overruled;
        return json({ listing: { ...LISTING_RECORD, coverCheckOverruled: overruled.now } });
      },
    },
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe("staff's overrule of the cover check on the show page", () => {
  it('lets staff allow the cover and apply the check again through the endpoint', async () => {
    const state = { now: false };
    const { calls } = signIn(true, state);
    // Staff acting in the broker's account as its administrator.
    localStorage.setItem(activeAccountKey(1), JSON.stringify({ accountId: BROKER.id, roles: [1, 2] }));
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');
    const toggle = await screen.findByRole('switch', { name: LABEL }, { timeout: 10_000 });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/v2/listings/5/cover-check')).map((c) => c.body)).toEqual([{ overruled: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toBeChecked());

    await user.click(screen.getByRole('switch', { name: LABEL }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/api/v2/listings/5/cover-check')).map((c) => c.body)).toEqual([{ overruled: true }, { overruled: false }]),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked());
  });

  it('says why the change failed and shows the cover check as the server holds it', async () => {
    const reason = 'Serveren har travlt. Prøv igen om lidt.';
    signInTo({
      user: { id: 1, email: 'staff@demo.test', name: 'Sofie Krogh', staff: true },
      associations: [association(BROKER, [1, 2])],
      accounts: [BROKER],
      routes: {
        ...LISTING_PAGE_ROUTES,
        'GET /api/v2/listings/5': () => json({ listing: { ...LISTING_RECORD, coverCheckOverruled: false } }),
        'PUT /api/v2/listings/5/cover-check': () => json({ code: 'server_busy', message: reason }, 503),
      },
    });
    localStorage.setItem(activeAccountKey(1), JSON.stringify({ accountId: BROKER.id, roles: [1, 2] }));
    const user = userEvent.setup({ delay: null });
    renderAt('/listings/rental/5');
    await user.click(await screen.findByRole('switch', { name: LABEL }, { timeout: 10_000 }));
    expect(await screen.findByText(`Kontrollen af forsidebilledet kunne ikke ændres: ${reason}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked());
  });

  it('is not shown to a broker', async () => {
    signIn(false, { now: false });
    renderAt('/listings/rental/5');
    expect(await screen.findByRole('heading', { name: LISTING_RECORD.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: LABEL })).not.toBeInTheDocument();
    expect(screen.queryByText(LABEL)).not.toBeInTheDocument();
  });
});
