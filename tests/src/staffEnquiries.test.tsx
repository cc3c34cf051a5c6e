import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { json } from './helpers/fetch';
import { association, BROKER, PREMIUM, signInTo } from './helpers/memberServer';

// The whole app renders; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 10_000 };

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const enquiry = (id: number, account: { id: number; name: string }, listingId: number, status: string, createdAt: string) => ({
  id,
  accountId: account.id,
  accountName: account.name,
  listingId,
  name: 'Jens Hansen',
  email: 'Jens@Hansen-Logistik.dk',
  phone: null,
  status,
  createdAt,
  erasedAt: null,
});
const FOUND = [enquiry(12, PREMIUM, 40, 'answered', '2026-11-25T10:00:00.000Z'), enquiry(9, BROKER, 17, 'new', '2026-10-02T08:30:00.000Z')];

function openAsStaff(routes: Parameters<typeof signInTo>[0]['routes']) {
  const server = signInTo({
    user: { id: 1, email: 'staff@demo.test', name: 'Sofie Krogh', staff: true },
    associations: [association(BROKER, [1, 2, 3])],
    accounts: [BROKER],
    routes,
  });
  render(
    <MemoryRouter initialEntries={['/staff/enquiries']}>
      <App />
    </MemoryRouter>,
  );
  return server;
}

describe("staff's page for one person's enquiries", () => {
  it("finds the person's enquiries in every account, erases them after a confirmation naming the address and count, and shows them erased", async () => {
    const { calls } = openAsStaff({
      'GET /api/v2/staff/enquiries': () => json({ enquiries: FOUND, total: FOUND.length }),
      'POST /api/v2/staff/enquiries/erase': () => json({ erased: 2 }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Henvendelser: persondata' }, FIRST)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /E-mailadresse/ }), 'jens@hansen-logistik.dk');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    const table = await screen.findByRole('table', { name: 'Henvendelser fra jens@hansen-logistik.dk' });
    expect(calls.find((c) => c.url.includes('/staff/enquiries?'))?.url).toContain('email=jens%40hansen-logistik.dk');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('25.11.2026 kl. 11.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(`${PREMIUM.name} (3)`)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('40')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Besvaret')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Gemt')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`${BROKER.name} (1)`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ny')).toBeInTheDocument();

    // Cancelling erases nothing.
    await user.click(screen.getByRole('button', { name: 'Slet personens data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Slet personens data?' });
    expect(dialog).toHaveTextContent('2 henvendelser fra jens@hansen-logistik.dk');
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Slet personens data' }));
    dialog = await screen.findByRole('dialog', { name: 'Slet personens data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Personens data er slettet fra 2 henvendelser fra jens@hansen-logistik.dk.')).toBeInTheDocument();
    const erase = calls.filter((c) => c.method === 'POST' && c.url.endsWith('/staff/enquiries/erase'));
    expect(erase.map((c) => c.body)).toEqual([{ email: 'jens@hansen-logistik.dk' }]);
    expect(within(table).getAllByText(/^Slettet /)).toHaveLength(2);
    expect(within(table).queryByText('Gemt')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Slet personens data' })).toBeDisabled();
  });

  it('says so when the address has no enquiries, and offers nothing to erase', async () => {
    openAsStaff({ 'GET /api/v2/staff/enquiries': () => json({ enquiries: [], total: 0 }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /E-mailadresse/ }, FIRST), 'ingen@eksempel.dk');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('Ingen henvendelser med personoplysninger fra ingen@eksempel.dk.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slet personens data' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the search is refused", async () => {
    openAsStaff({ 'GET /api/v2/staff/enquiries': () => json({ statusCode: 400, code: 'validation', message: 'E-mail skal være korrekt' }, 400) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /E-mailadresse/ }, FIRST), 'ikke-en-adresse');
    await user.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('E-mail skal være korrekt')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
