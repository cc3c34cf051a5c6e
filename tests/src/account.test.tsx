import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { AccountUser } from 'schemas/accounts';
import { json, type Call } from './helpers/fetch';
import { association, BROKER, BROKER_USERS, LIGHT, PREMIUM, signInTo } from './helpers/memberServer';

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
const location = () => screen.getByRole('status', { name: 'location' });

// Whole journeys through the app in jsdom; give them room on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const ADMIN = { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' };

function brokerAdmin(routes: Parameters<typeof signInTo>[0]['routes'] = {}, users: AccountUser[] = BROKER_USERS) {
  return signInTo({
    user: ADMIN,
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    accountUsers: { 1: users },
    routes,
  });
}

/**
 * Puts a value into a text box in one go (a user pasting rather than a re-render per keystroke); the
 * long forms below find their boxes by label, which jsdom answers far faster than by role.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement | Promise<HTMLElement>, text: string) {
  const element = await box;
  await user.click(element);
  await user.paste(text);
}

const usersTable = () => screen.getByRole('table', { name: 'Brugere på kontoen' });

describe('account show (/account)', () => {
  it('shows the company data, the users with their roles and the unregistered flag, and a debug data block', async () => {
    brokerAdmin();
    renderAt('/account');

    expect(await screen.findByRole('heading', { level: 1, name: BROKER.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@nordhavn-erhverv.dk' })).toHaveAttribute('href', 'mailto:info@nordhavn-erhverv.dk');
    expect(screen.getByText('+45 33 12 34 56')).toBeInTheDocument();
    expect(screen.getByText('2150 Nordhavn')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Brugere på kontoen' });
    const emma = within(table).getByRole('row', { name: /Emma Thorsen/ });
    expect(within(emma).getByText('Ikke registreret')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Mette Nordahl/ })).getByText('Dig')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Jonas Bech' })).toHaveAttribute('href', '/users/3');
    expect(screen.getByRole('link', { name: 'Rediger konto' })).toHaveAttribute('href', '/account/update');
    expect(screen.getByLabelText('Fejlsøgningsdata', { selector: 'pre' })).toHaveTextContent('"billingId": "100234"');
  });

  it('gives a reader the users without the admin controls', async () => {
    signInTo({
      user: { id: 4, email: 'maegler.laeser@demo.test', name: 'Line Østergaard' },
      associations: [association(BROKER, [3])],
      accounts: [{ ...BROKER, userRoles: [3] }],
      accountUsers: { 1: BROKER_USERS },
    });
    renderAt('/account');
    expect(await screen.findByRole('table', { name: 'Brugere på kontoen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fjern/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tilføj bruger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rediger konto' })).not.toBeInTheDocument();
  });

  it('lets a reader leave the account after a confirmation', async () => {
    let left = false;
    const { calls } = signInTo({
      user: { id: 4, email: 'maegler.laeser@demo.test', name: 'Line Østergaard' },
      associations: [association(BROKER, [3])],
      accounts: [{ ...BROKER, userRoles: [3] }],
      accountUsers: { 1: [...BROKER_USERS, { userId: 4, name: 'Line Østergaard', email: 'maegler.laeser@demo.test', roles: [3], unregistered: false }] },
      routes: {
        'DELETE /api/v2/users/me/accounts/1': () => {
          left = true;
          return json({ message: 'Du er ikke længere med i kontoen' });
        },
        'GET /property/accounts/associations': () => json({ accounts: left ? [] : [association(BROKER, [3])] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Forlad kontoen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjern dig selv fra kontoen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forlad kontoen' }));
    await waitFor(() => expect(location()).toHaveTextContent('/favorites'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual(['/api/v2/users/me/accounts/1']);
  });

  it('has no edit button for an admin whose account lacks accountSettings', async () => {
    signInTo({ user: { id: 5, email: 'light@demo.test', name: 'Henrik Lund' }, associations: [association(LIGHT, [1])], accounts: [LIGHT] });
    renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: LIGHT.name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tilføj bruger' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rediger konto' })).not.toBeInTheDocument();
  });
});

describe('adding a user by e-mail', () => {
  const invitationTo = (email: string, role: number) => ({
    id: 7,
    email,
    role,
    invitedBy: 'Mette Nordahl',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    expired: false,
  });

  it('invites someone who has a profile too: they are listed as invited, not as a member', async () => {
    const { calls } = brokerAdmin({
      'POST /api/v2/accounts/1/invitations': () => json({ invitations: [invitationTo('privat@demo.test', 3)] }, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'privat@demo.test');
    await user.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await user.click(await screen.findByRole('option', { name: 'Læser' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj bruger' }));

    const row = await within(usersTable()).findByRole('row', { name: /privat@demo.test/ });
    expect(within(row).getByText('Inviteret')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'privat@demo.test', accountRole: 3 });
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual(['/api/v2/accounts/1/invitations']);
    expect(await screen.findByText('Invitationen er sendt til privat@demo.test')).toBeInTheDocument();
  });

  it('validates the e-mail with the schema, in Danish, without calling the server', async () => {
    const { calls } = brokerAdmin();
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ikke-en-mail');
    await user.click(screen.getByRole('button', { name: 'Tilføj bruger' }));
    expect(await screen.findByText('E-mail skal være korrekt')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('invites an e-mail no user has, lists the invitation as pending, and withdraws it after confirming', async () => {
    const invitation = {
      id: 7,
      email: 'ny@firma.dk',
      role: 3,
      invitedBy: 'Mette Nordahl',
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-11-27T09:00:00.000Z',
      expired: false,
    };
    const { calls } = brokerAdmin({
      'POST /api/v2/accounts/1/invitations': () => json({ invitations: [invitation] }, 201),
      'DELETE /api/v2/accounts/1/invitations/7': () => json({ invitations: [] }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ny@firma.dk');
    await user.click(screen.getByRole('combobox', { name: 'Rolle' }));
    await user.click(await screen.findByRole('option', { name: 'Læser' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj bruger' }));

    expect(
      await screen.findByText(/Vi har sendt en invitation til ny@firma.dk\. .* først med på kontoen, når invitationen er taget imod\./),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ny@firma.dk', accountRole: 3 });
    const row = within(usersTable()).getByRole('row', { name: /ny@firma.dk/ });
    expect(within(row).getByText('Inviteret')).toBeInTheDocument();
    expect(within(row).getByText('Læser')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Træk invitationen til ny@firma.dk tilbage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Træk invitationen til ny@firma.dk tilbage?' });
    expect(dialog).toHaveTextContent('Linket i invitationen holder op med at virke.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Træk invitationen tilbage' }));
    await waitFor(() => expect(within(usersTable()).queryByRole('row', { name: /ny@firma.dk/ })).not.toBeInTheDocument());
    expect(await screen.findByText('Invitationen er slettet')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/invitations/7'))).toBe(true);
  });

  it("shows the server's 'user already added'", async () => {
    brokerAdmin({
      'POST /api/v2/accounts/1/invitations': () => json({ code: 'conflict', message: 'Brugeren er allerede tilføjet' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'maegler.bruger@demo.test');
    await user.click(screen.getByRole('button', { name: 'Tilføj bruger' }));
    expect(await screen.findByText('Brugeren er allerede tilføjet')).toBeInTheDocument();
  });
});

describe('removing users and editing roles', () => {
  it('removes another user after confirming', async () => {
    const { calls } = brokerAdmin({
      'DELETE /api/v2/accounts/1/users/3': () => json({ users: BROKER_USERS.filter((u) => u.userId !== 3) }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Fjern Jonas Bech' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Fjern Jonas Bech fra kontoen?');
    await user.click(within(dialog).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(within(usersTable()).queryByRole('row', { name: /Jonas Bech/ })).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Brugeren er fjernet fra kontoen')).toBeInTheDocument();
  });

  it('removes yourself only after a confirmation that says so, then leaves the account', async () => {
    let removed = false;
    const { calls } = brokerAdmin({
      'DELETE /api/v2/users/me/accounts/1': () => {
        removed = true;
        return json({ message: 'Du er ikke længere med i kontoen' });
      },
      'GET /property/accounts/associations': () => json({ accounts: removed ? [] : [association(BROKER, [1, 2])] }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Fjern Mette Nordahl' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Fjern dig selv fra kontoen?');
    expect(dialog).toHaveTextContent('Du mister selv adgangen til kontoen');
    expect(dialog).toHaveTextContent('Er du kontoens sidste administrator, overtager vores kundeservice den.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Fjern Mette Nordahl' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Forlad kontoen' }));
    // No account left: '/' sends the user to the favourites, with 'become advertiser' offered.
    await waitFor(() => expect(location()).toHaveTextContent('/favorites'));
    expect(await screen.findByRole('link', { name: 'Bliv annoncør' })).toBeInTheDocument();
  });

  it("edits a user's roles, and shows the server's refusal for the last administrator", async () => {
    const { calls } = brokerAdmin({
      'PUT /api/v2/accounts/1/users/3': () => json({ users: BROKER_USERS.map((u) => (u.userId === 3 ? { ...u, roles: [2, 3] } : u)) }),
      'PUT /api/v2/accounts/1/users/2': () => json({ code: 'last_admin', message: 'Kontoen skal have mindst én administrator' }, 409),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    await user.click(await screen.findByRole('button', { name: 'Rediger roller for Jonas Bech' }));
    let dialog = await screen.findByRole('dialog', { name: 'Roller for Jonas Bech' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Læser' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gem roller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ roles: [2, 3] });
    expect(within(within(usersTable()).getByRole('row', { name: /Jonas Bech/ })).getByText('Læser')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rediger roller for Mette Nordahl' }));
    dialog = await screen.findByRole('dialog', { name: 'Roller for Mette Nordahl' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gem roller' }));
    expect(await within(dialog).findByText('Kontoen skal have mindst én administrator')).toBeInTheDocument();
  });
});

describe('API keys on the account page', () => {
  const used = {
    id: 7,
    accountId: 1,
    name: 'Sagssystem',
    role: 3,
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt: '2026-11-24T13:05:00.000Z',
    revokedAt: null,
  };

  it('lists the keys, creates one shown once with a copy button, and revokes one after confirming', async () => {
    const created = { id: 8, accountId: 1, name: 'Mæglersystem', role: 2, createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null, revokedAt: null };
    const secret = 'ma_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const { calls } = brokerAdmin({
      'GET /api/v2/accounts/1/api-keys': () => json({ apiKeys: [used] }),
      'POST /api/v2/accounts/1/api-keys': () => json({ apiKey: created, key: secret }, 201),
      'DELETE /api/v2/accounts/1/api-keys/7': () => json({ apiKey: { ...used, revokedAt: '2026-11-25T10:30:00.000Z' } }),
      'GET /api/v2/accounts/1/api-log': () => json({ entries: [], total: 0 }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ delay: null });
    // After userEvent.setup, which installs a clipboard of its own.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/account');

    const table = await screen.findByRole('table', { name: 'API-nøgler' });
    const row = within(table).getByRole('row', { name: /Sagssystem/ });
    expect(within(row).getByText('Kun læse')).toBeInTheDocument();
    expect(within(row).getByText('2.11.2026')).toBeInTheDocument();
    expect(within(row).getByText('24.11.2026 kl. 14.05')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opret API-nøgle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret API-nøgle' });
    await user.click(within(dialog).getByRole('button', { name: 'Opret API-nøgle' }));
    expect(await within(dialog).findByText('Navn er krævet')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Mæglersystem');
    await user.click(within(dialog).getByRole('button', { name: 'Opret API-nøgle' }));

    const shown = await screen.findByRole('dialog', { name: 'Din nye API-nøgle' });
    expect(within(shown).getByRole('textbox', { name: 'API-nøgle' })).toHaveValue(secret);
    expect(within(shown).getByText('Kopiér nøglen nu, og gem den et sikkert sted. Den vises ikke igen.')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Kopiér nøgle' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(shown).findByText('Nøglen er kopieret.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/api-keys'))?.body).toEqual({ name: 'Mæglersystem', role: 2 });
    await user.click(within(shown).getByRole('button', { name: 'Færdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the new key, never the key itself.
    const newRow = within(table).getByRole('row', { name: /Mæglersystem/ });
    expect(within(newRow).getByText('Bruger')).toBeInTheDocument();
    expect(within(newRow).getByText('Aldrig')).toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    // The log's key filter knows the new key at once: both sections read the one list, asked for once.
    await user.click(screen.getByRole('combobox', { name: 'Nøgle' }));
    expect(await screen.findByRole('option', { name: 'Mæglersystem' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'GET' && c.url.endsWith('/api-keys'))).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Tilbagekald Sagssystem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tilbagekald API-nøglen Sagssystem?' });
    await user.click(within(confirm).getByRole('button', { name: 'Tilbagekald' }));
    expect(await within(row).findByText('Tilbagekaldt 25.11.2026')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Tilbagekald/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/v2/accounts/1/api-keys/7'))).toBe(true);
  });

  it('shows the API log, newest first, and asks the server for the refused calls of one key', async () => {
    const entry = (id: number, status: number, error: string | null) => ({
      id,
      createdAt: '2026-11-25T09:15:30.000Z',
      apiKeyId: 7,
      keyName: 'Sagssystem',
      userEmail: null,
      method: 'PUT',
      path: `/api/v2/listings/by-case-number/SAG-${id}`,
      status,
      durationMs: 1234,
      error,
    });
    const { calls } = brokerAdmin({
      'GET /api/v2/accounts/1/api-keys': () => json({ apiKeys: [used] }),
      'GET /api/v2/accounts/1/api-log': (call) =>
        call.url.includes('status=4')
          ? json({ entries: [entry(2, 400, 'Der er fejl i de indtastede oplysninger')], total: 1 })
          : json({ entries: [entry(2, 400, 'Der er fejl i de indtastede oplysninger'), entry(1, 201, null)], total: 30 }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    const table = await screen.findByRole('table', { name: 'API-log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('PUT /api/v2/listings/by-case-number/SAG-2')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('25.11.2026 kl. 10.15.30')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1.234 ms')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Der er fejl i de indtastede oplysninger')).toBeInTheDocument();
    expect(screen.getByText('1–2 af 30')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Afvist (4xx)' }));
    await user.click(screen.getByRole('combobox', { name: 'Nøgle' }));
    await user.click(await screen.findByRole('option', { name: 'Sagssystem' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const last = calls.filter((c) => c.url.includes('/api-log')).at(-1);
    expect(last?.url).toContain('status=4');
    expect(last?.url).toContain('apiKeyId=7');
  });

  it('is not shown to a member who is not an administrator', async () => {
    signInTo({
      user: { id: 3, email: 'maegler.bruger@demo.test', name: 'Jonas Bech' },
      associations: [association(BROKER, [2])],
      accounts: [{ ...BROKER, userRoles: [2] }],
      accountUsers: { 1: BROKER_USERS },
    });
    renderAt('/account');
    expect(await screen.findByRole('table', { name: 'Brugere på kontoen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API-nøgler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opret API-nøgle' })).not.toBeInTheDocument();
  });
});

describe('account create (/account/create)', () => {
  it('validates with the account schema, in Danish, and sends nothing', async () => {
    const { calls } = signInTo({ user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' }, associations: [] });
    const user = userEvent.setup({ delay: null });
    renderAt('/account/create');

    await fill(user, screen.findByLabelText('E-mail'), 'info@nytfirma');
    await fill(user, screen.getByLabelText('Telefonnummer'), '12345678');
    await fill(user, screen.getByLabelText('Hjemmeside'), 'nytfirma.dk');
    await fill(user, screen.getByLabelText('Postnummer'), '500');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    await fill(user, screen.findByLabelText('Sekundær e-mail'), 'forkert');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('E-mail skal være korrekt')).toBeInTheDocument();
    for (const message of [
      'Firmanavn er krævet',
      'Telefonnummer skal være korrekt (med landekode, fx +45)',
      'Hjemmeside skal være korrekt',
      'Sekundær e-mail skal være korrekt',
      'Vejnavn er krævet',
      'Postnummer skal være korrekt',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the account, makes it the active one and shows it', async () => {
    let created = false;
    const NEW = { ...LIGHT, id: 8, name: 'Nyt Firma ApS', email: 'info@nytfirma.dk', billingId: null, userRoles: [1] };
    const { calls } = signInTo({
      user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' },
      associations: [],
      accounts: [NEW],
      routes: {
        'POST /api/v2/accounts': () => {
          created = true;
          return json({ account: NEW }, 201);
        },
        'GET /property/accounts/associations': () => json({ accounts: created ? [association(NEW, [1])] : [] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account/create');

    expect(await screen.findByRole('heading', { name: 'Opret konto' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Firmanavn'), 'Nyt Firma ApS');
    await fill(user, screen.getByLabelText('E-mail'), 'info@nytfirma.dk');
    await fill(user, screen.getByLabelText('Telefonnummer'), '+45 12 34 56 78');
    await fill(user, screen.getByLabelText('Vejnavn'), 'Vestergade');
    await fill(user, screen.getByLabelText('Husnummer'), '4');
    await fill(user, screen.getByLabelText('Postnummer'), '5000');
    await fill(user, screen.getByLabelText('By'), 'Odense C');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    await fill(user, screen.findByLabelText('Sekundær e-mail'), 'bogholderi@nytfirma.dk');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/account$/));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      accountType: 2,
      name: 'Nyt Firma ApS',
      email: 'info@nytfirma.dk',
      ccEmail: ['bogholderi@nytfirma.dk'],
      phoneNumber: '+45 12 34 56 78',
      address: { streetName: 'Vestergade', streetNumber: '4', zipCode: '5000', city: 'Odense C' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nyt Firma ApS' })).toBeInTheDocument();
    expect(localStorage.getItem('memberArea.activeAccount.10')).toBe('{"accountId":8}');
  });

  it('sends someone who already has an account on to create a listing (SPEC 4 step 3)', async () => {
    brokerAdmin();
    renderAt('/account/create');
    await waitFor(() => expect(location()).toHaveTextContent('/listings/create'));
  });
});

describe('account update (/account/update)', () => {
  it('saves with the version read, and on a stale version says so and offers to load the latest', async () => {
    let version = 4;
    let reads = 0;
    const { calls } = brokerAdmin({
      'GET /api/v2/accounts/1': () => {
        reads += 1;
        return json({ account: { ...BROKER, version, website: reads > 1 ? 'https://ny.nordhavn.dk' : BROKER.website } });
      },
      'PUT /api/v2/accounts/1': (call: Call) => {
        if (call.headers.get('If-Match') !== `W/"${version}"`) {
          return json(
            { code: 'stale_version', message: 'En anden har ændret oplysningerne, siden du hentede dem. Hent dem igen, og foretag din ændring igen.' },
            412,
          );
        }
        return json({ account: { ...BROKER, ...(call.body as object), version: version + 1 } });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account/update');

    const name = await screen.findByLabelText('Firmanavn');
    expect(screen.queryByRole('button', { name: 'Slet' })).not.toBeInTheDocument();
    version = 5; // someone else saves after the form was read
    await user.clear(name);
    await fill(user, name, 'Nordhavn Erhverv ApS');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText(/En anden har ændret oplysningerne/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.headers.get('If-Match')).toBe('W/"4"');
    await user.click(screen.getByRole('button', { name: 'Hent seneste version' }));
    await waitFor(() => expect(screen.getByLabelText('Hjemmeside')).toHaveValue('https://ny.nordhavn.dk'));
    expect(screen.queryByText(/En anden har ændret oplysningerne/)).not.toBeInTheDocument();
    // The form now holds the other person's version; the change is made again on top of it.
    expect(screen.getByLabelText('Firmanavn')).toHaveValue(BROKER.name);
    await user.clear(screen.getByLabelText('Firmanavn'));
    await fill(user, screen.getByLabelText('Firmanavn'), 'Nordhavn Erhverv ApS');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/account$/));
    expect(
      calls
        .filter((c) => c.method === 'PUT')
        .at(-1)
        ?.headers.get('If-Match'),
    ).toBe('W/"5"');
  });

  it('is closed to an admin whose account lacks accountSettings', async () => {
    signInTo({ user: { id: 6, email: 'premium@demo.test', name: null }, associations: [association({ ...PREMIUM, permissions: LIGHT.permissions }, [1])] });
    renderAt('/account/update');
    await waitFor(() => expect(location()).toHaveTextContent('/noaccess?reason=permissions'));
  });
});
