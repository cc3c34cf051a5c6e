import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken, readToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { RESET_LINK_UNUSABLE } from 'schemas/auth';
import { json, type Call } from './helpers/fetch';
import { association, BROKER, signInTo } from './helpers/memberServer';
import { makeToken } from './helpers/tokens';

/** The pages a mailed link opens before a login: choosing a new password, accepting an invitation as a new user. */

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  const warnings = consoleErrors.mock.calls.filter(([message]) => typeof message === 'string');
  consoleErrors.mockRestore();
  expect(warnings).toEqual([]);
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

const EMAIL = 'maegler.admin@demo.test';
/** The token the server answers, as a login's. */
const SESSION = makeToken({ user: 2, email: EMAIL, accounts: [BROKER.id] });

/** The server of a broker administrator who is not logged in yet; `routes` answer the link's calls. */
function anonymousBroker(routes: Parameters<typeof signInTo>[0]['routes']) {
  const server = signInTo({
    user: { id: 2, email: EMAIL, name: 'Mette Nordahl' },
    associations: [association(BROKER, [1])],
    accounts: [BROKER],
    routes: { 'GET /api/v2/listings': () => json({ listings: [], total: 0, totalEstimated: false, nextCursor: null }), ...routes },
  });
  clearToken();
  return server;
}

const posts = (calls: Call[], path: string) => calls.filter((call) => call.method === 'POST' && call.url.endsWith(path)).map((call) => call.body);

describe('/reset-password', () => {
  it("checks the new password by the server's rules, sends it with the link's token and logs the user in", async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = anonymousBroker({
      'POST /auth/reset-password': () => json({ message: 'Din adgangskode er ændret, og du er logget ind.', token: SESSION }),
    });
    renderAt('/reset-password?token=mailet-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vælg en ny adgangskode' })).toBeInTheDocument();
    expect(screen.getByText('Mindst 8 tegn.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Adgangskode', { selector: 'input' }), 'kort');
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Gem adgangskoden' }));
    expect(await screen.findByText('Adgangskode skal være mindst 8 tegn')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Adgangskode', { selector: 'input' }));
    await user.type(screen.getByLabelText('Adgangskode', { selector: 'input' }), 'nyt-kodeord-42');
    await user.click(screen.getByRole('button', { name: 'Gem adgangskoden' }));
    expect(await screen.findByText('Gentag adgangskode: adgangskoderne er ikke ens')).toBeInTheDocument();
    expect(posts(calls, '/auth/reset-password')).toEqual([]);

    await user.clear(screen.getByLabelText('Gentag adgangskode'));
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'nyt-kodeord-42');
    await user.click(screen.getByRole('button', { name: 'Gem adgangskoden' }));
    expect(await screen.findByText('Din adgangskode er ændret, og du er logget ind.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Logget på som ${EMAIL}` })).toBeInTheDocument();
    expect(posts(calls, '/auth/reset-password')).toEqual([{ token: 'mailet-token', password: 'nyt-kodeord-42' }]);
    expect(readToken()).toBe(SESSION);
  });

  it('refuses a used or expired link in Danish and offers to mail a new one', async () => {
    const user = userEvent.setup({ delay: null });
    anonymousBroker({
      'POST /auth/reset-password': () => json({ code: 'bad_input', message: RESET_LINK_UNUSABLE, fields: { token: RESET_LINK_UNUSABLE } }, 400),
    });
    renderAt('/reset-password?token=brugt-token');
    await user.type(await screen.findByLabelText('Adgangskode', { selector: 'input' }), 'nyt-kodeord-42');
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'nyt-kodeord-42');
    await user.click(screen.getByRole('button', { name: 'Gem adgangskoden' }));
    expect(await screen.findByText(RESET_LINK_UNUSABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Gentag adgangskode')).not.toBeInTheDocument();
    expect(readToken()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Send mig et nyt link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nulstil adgangskode' })).toBeInTheDocument();
  });

  it('says so at once when the link has no token', async () => {
    anonymousBroker({});
    renderAt('/reset-password');
    expect(await screen.findByText(RESET_LINK_UNUSABLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send mig et nyt link' })).toHaveAttribute('href', '/login?mode=reset');
  });

  it('sends a user the server did not log in to the login page with its message', async () => {
    const user = userEvent.setup({ delay: null });
    anonymousBroker({ 'POST /auth/reset-password': () => json({ message: 'Din adgangskode er ændret. Du kan nu logge ind.' }) });
    renderAt('/reset-password?token=mailet-token');
    await user.type(await screen.findByLabelText('Adgangskode', { selector: 'input' }), 'nyt-kodeord-42');
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'nyt-kodeord-42');
    await user.click(screen.getByRole('button', { name: 'Gem adgangskoden' }));
    expect(await screen.findByText('Din adgangskode er ændret. Du kan nu logge ind.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log ind' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });
});

describe('/invitation', () => {
  it('logs in a new user who accepts with a password, in the account they were invited to', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = anonymousBroker({
      'POST /auth/invitation': () =>
        json({ invitation: { email: EMAIL, accountName: BROKER.name, role: 1, expiresAt: '2026-12-01T10:00:00.000Z', existingUser: false } }),
      'POST /auth/invitation/accept': () => json({ email: EMAIL, message: `Velkommen til ${BROKER.name}. Du er nu logget ind.`, token: SESSION }),
    });
    renderAt('/invitation?token=invitationen');
    expect(await screen.findByText(`Du er inviteret til ${BROKER.name} som Administrator.`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Navn' }), 'Mette Nordahl');
    await user.type(screen.getByLabelText('Adgangskode', { selector: 'input' }), 'mettes-kodeord');
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'mettes-kodeord');
    await user.click(screen.getByRole('button', { name: 'Opret profil og accepter' }));

    expect(await screen.findByText(`Velkommen til ${BROKER.name}. Du er nu logget ind.`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Logget på som ${EMAIL}` })).toBeInTheDocument();
    await waitFor(() => expect(readToken()).toBe(SESSION));
    expect(posts(calls, '/auth/invitation/accept')).toEqual([{ token: 'invitationen', name: 'Mette Nordahl', password: 'mettes-kodeord' }]);
  });
});
