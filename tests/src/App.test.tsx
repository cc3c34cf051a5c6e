import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken, readToken, writeToken } from 'src/providers/authCookie';
import { json, stubFetch, text } from './helpers/fetch';
import { makeToken } from './helpers/tokens';

const EMAIL = 'flere@demo.test';
const permissions = {
  rentalListing: true,
  investmentListing: true,
  salesListing: true,
  officeSpaceListing: true,
  accountSettings: true,
  accountStatistics: true,
  marketStatistics: false,
};

/** The server as the SPA sees it, for a user in two accounts. */
function stubServer(token = makeToken({ email: EMAIL, accounts: [1, 3] })) {
  return stubFetch({
    'POST /auth/login': ({ body }) =>
      JSON.stringify(body) === JSON.stringify({ username: EMAIL, password: 'demo1234' })
        ? text(token)
        : json({ code: 'unknown_user_or_password', message: 'Forkert e-mail eller adgangskode' }, 401),
    'POST /auth/reset-password': () => json({ message: 'Hvis e-mailadressen findes, har vi sendt et link til at nulstille adgangskoden.' }),
    'GET /api/v2/users/me': () => json({ user: { id: 9, authId: 'auth-9', email: EMAIL, name: 'Flere Konti', accounts: [] } }),
    'GET /property/accounts/associations': () =>
      json({
        accounts: [
          { id: 3, name: 'Premium Ejendomme A/S', accountType: 3, billingId: 'P-3', permissions, userRoles: [1] },
          { id: 1, name: 'Nordhavn Erhvervsmægler ApS', accountType: 1, billingId: 'B-1', permissions, userRoles: [2] },
        ],
      }),
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

afterEach(() => {
  clearToken();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('is where a visitor without a token ends up', async () => {
    stubServer();
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Adgangskode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log ind' })).toBeInTheDocument();
  });

  it("shows the server's message on a wrong password", async () => {
    stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt('/login');

    await user.type(await screen.findByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Adgangskode'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Forkert e-mail eller adgangskode');
    expect(readToken()).toBeNull();
  });

  it('asks for the missing fields without calling the server', async () => {
    const { fetchMock } = stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt('/login');

    await user.click(await screen.findByRole('button', { name: 'Log ind' }));

    expect(screen.getByText('E-mail er krævet')).toBeInTheDocument();
    expect(screen.getByText('Adgangskode er krævet')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/auth/login'), expect.anything());
  });

  it('logs in, keeps the token and goes home, where the app bar names the user', async () => {
    stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt('/login');

    await user.type(await screen.findByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Adgangskode'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log ind' }));

    const profileLink = await screen.findByRole('link', { name: `Logget på som ${EMAIL}` });
    expect(profileLink).toHaveAttribute('href', '/user');
    expect(readToken()).not.toBeNull();
    // Two accounts and none active: '/' goes to the account index, which asks for an account first.
    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
  });

  it("says 'Du er ikke logget på' after a session that ended by itself, not to a first visitor", async () => {
    stubServer();
    const first = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Du er ikke logget på')).not.toBeInTheDocument();
    first.unmount();

    // This browser's session, which the server has ended meanwhile (a logout everywhere, from another computer).
    writeToken(makeToken({ email: EMAIL }));
    const unauthorized = () => json({ code: 'unauthorized', message: 'Du er ikke logget på' }, 401);
    stubFetch({ 'GET /api/v2/users/me': unauthorized, 'GET /property/accounts/associations': unauthorized, 'GET /api/v2/config': unauthorized });
    renderAt('/listings');
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Du er ikke logget på');
    expect(readToken()).toBeNull();
  });

  it('sends a reset link for a forgotten password', async () => {
    const { calls } = stubServer();
    const user = userEvent.setup({ delay: null });
    renderAt('/login');

    await user.click(await screen.findByRole('link', { name: 'Glemt adgangskode?' }));
    expect(await screen.findByRole('heading', { name: 'Nulstil adgangskode' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Hvis e-mailadressen findes, har vi sendt et link til at nulstille adgangskoden.');
    expect(calls.find((c) => c.url.endsWith('/auth/reset-password'))?.body).toEqual({ email: EMAIL });
  });
});

describe('home page and app bar', () => {
  it('sends a user with two accounts to choose one, listed by name', async () => {
    stubServer();
    writeToken(makeToken({ email: EMAIL }));
    renderAt('/');

    expect(await screen.findByRole('heading', { name: 'Vælg konto' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Vælg konto' })).getAllByRole('button');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Nordhavn Erhvervsmægler ApS/);
    expect(items[1]).toHaveTextContent(/^Premium Ejendomme A\/S/);
  });

  it('logs out from the app bar', async () => {
    stubServer();
    writeToken(makeToken({ email: EMAIL }));
    const user = userEvent.setup({ delay: null });
    renderAt('/');

    await user.click(await screen.findByRole('button', { name: 'Log ud' }));

    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    await waitFor(() => expect(readToken()).toBeNull());
    // The user ended the session themself: nothing to explain.
    expect(within(screen.getByRole('main')).queryByText('Du er ikke logget på')).not.toBeInTheDocument();
  });
});
