import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { i18nProvider } from 'i18n/index';
import { clearToken, readToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { json } from './helpers/fetch';
import { association, BROKER, PREMIUM, signInTo } from './helpers/memberServer';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

// Whole journeys through the app in jsdom; give them room on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const multi = (routes: Parameters<typeof signInTo>[0]['routes'] = {}) => {
  localStorage.setItem('memberArea.activeAccount.9', JSON.stringify({ accountId: 3 }));
  return signInTo({
    user: { id: 9, email: 'flere@demo.test', name: 'Rasmus Friis' },
    associations: [association(BROKER, [2]), association(PREMIUM, [1])],
    routes,
  });
};

describe('the profile (/user)', () => {
  it('shows the user, the selected account with its active roles, and a link to switch', async () => {
    multi();
    renderAt('/user');
    expect(await screen.findByRole('heading', { name: 'Min profil' })).toBeInTheDocument();
    expect(await screen.findByText('Rasmus Friis')).toBeInTheDocument();
    expect(screen.getByText('auth-9')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: PREMIUM.name })).toHaveAttribute('href', '/account');
    expect(within(main).getByText('Administrator')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Skift konto' })).toHaveAttribute('href', '/selectaccount?redirect=%2Fuser');
    expect(within(main).getByRole('button', { name: 'Cookie-indstillinger' })).toBeInTheDocument();
  });

  it('is open to a user without accounts', async () => {
    signInTo({ user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' }, associations: [] });
    renderAt('/user');
    expect(await screen.findByText('Ingen konto valgt')).toBeInTheDocument();
  });

  it('asks first, then sends the password mail, says so, and logs out', async () => {
    const { calls } = multi({ 'POST /auth/reset-password': () => json({ message: 'ok' }) });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Skift adgangskode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skift adgangskode?' });
    expect(dialog).toHaveTextContent('du logges ud med det samme');
    expect(calls.some((c) => c.url.endsWith('/auth/reset-password'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail og log ud' }));
    expect(await screen.findByText(/Vi har sendt dig en e-mail med et link til at skifte adgangskode/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/auth/reset-password'))?.body).toEqual({ email: 'flere@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('says so when the password mail fails, and logs out all the same', async () => {
    multi({ 'POST /auth/reset-password': () => json({ code: 'internal', message: 'Noget gik galt' }, 500) });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Skift adgangskode' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send e-mail og log ud' }));
    expect(await screen.findByText(/E-mailen til at skifte adgangskode kunne ikke sendes/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it("'Log ud alle steder' after confirming ends every session, says so, and logs out here", async () => {
    const { calls } = multi({ 'DELETE /api/v2/users/me/sessions': () => json({ message: 'Du er logget ud alle steder' }) });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Log ud alle steder' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log ud alle steder?');
    await user.click(within(dialog).getByRole('button', { name: 'Log ud alle steder' }));
    expect(await screen.findByText('Du er logget ud alle steder')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v2/users/me/sessions'))).toBe(true);
    expect(readToken()).toBeNull();
  });

  it("says when logging out everywhere failed, with the server's reason, and stays logged in", async () => {
    multi({ 'DELETE /api/v2/users/me/sessions': () => json({ code: 'internal', message: 'Noget gik galt' }, 500) });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Log ud alle steder' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log ud alle steder' }));
    expect(await screen.findByText('Du kunne ikke logges ud alle steder. Noget gik galt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log ud alle steder' })).toBeEnabled());
    expect(readToken()).not.toBeNull();
  });

  it("deletes the profile after confirming: 'profile deleted - logging out'", async () => {
    const { calls } = multi({ 'DELETE /api/v2/users/me': () => json({ message: 'Din profil er slettet' }) });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Slet profil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Slet din profil?');
    await user.click(within(dialog).getByRole('button', { name: 'Slet profil' }));
    expect(await screen.findByText('Profilen er slettet – du logges ud')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Log ind' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v2/users/me'))).toBe(true);
    expect(readToken()).toBeNull();
  });

  it("says the deletion could not be completed, with the server's reason, and stays logged in", async () => {
    multi({
      'DELETE /api/v2/users/me': () => json({ code: 'last_admin', message: 'Du er den eneste administrator af Premium Ejendomme A/S.' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/user');
    await user.click(await screen.findByRole('button', { name: 'Slet profil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slet profil' }));
    expect(await screen.findByText('Sletningen kunne ikke gennemføres. Du er den eneste administrator af Premium Ejendomme A/S.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Slet profil' })).toBeEnabled());
    expect(readToken()).not.toBeNull();
  });
});

describe('the language (SPEC 9: Danish, English second)', () => {
  // The provider is one per module, as in the browser, where a reload starts it anew in Danish.
  afterEach(() => i18nProvider.changeLocale('da'));

  it('is chosen on the profile and kept at this browser across a reload, a logout and the next login', async () => {
    multi({ 'POST /auth/logout': () => json({ message: 'ok' }) });
    const user = userEvent.setup({ delay: null });
    const first = renderAt('/user');
    const danish = await screen.findByRole('radio', { name: 'Dansk' });
    expect(danish).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    first.unmount();

    const second = renderAt('/user');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(readToken()).toBeNull();

    second.unmount();

    // Signed in anew: still English.
    multi();
    renderAt('/user');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
  });
});

describe('a user (/users/{id})', () => {
  it('shows id, auth id, e-mail and the accounts', async () => {
    multi({
      'GET /api/v2/users/3': () =>
        json({
          user: { id: 3, authId: 'auth-3', email: 'maegler.bruger@demo.test', name: 'Jonas Bech', accounts: [{ id: 1, name: BROKER.name, roles: [2] }] },
        }),
    });
    renderAt('/users/3');
    expect(await screen.findByRole('heading', { name: 'Jonas Bech' })).toBeInTheDocument();
    expect(screen.getByText('auth-3')).toBeInTheDocument();
    expect(screen.getByText('maegler.bruger@demo.test')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(BROKER.name)).toBeInTheDocument();
  });

  it('says so when the user does not exist', async () => {
    multi({ 'GET /api/v2/users/999': () => json({ code: 'not_found', message: 'Brugeren findes ikke' }, 404) });
    renderAt('/users/999');
    expect(await screen.findByText('Brugeren findes ikke')).toBeInTheDocument();
  });

  it('sends someone without accounts to the no-access page', async () => {
    signInTo({ user: { id: 10, email: 'privat@demo.test', name: null }, associations: [] });
    renderAt('/users/3');
    expect(await screen.findByRole('heading', { name: 'Ingen adgang' })).toBeInTheDocument();
  });
});
