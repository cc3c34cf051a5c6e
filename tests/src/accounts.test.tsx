import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken, writeToken } from 'src/providers/authCookie';
import { json, stubFetch } from './helpers/fetch';
import { makeToken } from './helpers/tokens';

const account = {
  id: 1,
  accountType: 1,
  name: 'Nordhavn Erhvervsmægler ApS',
  email: 'kontakt@nordhavn.test',
  ccEmail: ['bogholderi@nordhavn.test'],
  website: 'https://nordhavn.test',
  phoneNumber: '+45 12 34 56 78',
  description: 'Erhvervsmægler i Nordhavn',
  address: { streetName: 'Sundkaj', streetNumber: '9', floor: null, door: null, zipCode: '2150', city: 'Nordhavn' },
  logoUrl: null,
  organization: null,
  listingSupplier: null,
  billingId: 'B-1001',
  permissions: {
    rentalListing: true,
    investmentListing: false,
    salesListing: true,
    officeSpaceListing: false,
    accountSettings: true,
    accountStatistics: false,
    marketStatistics: false,
  },
  userRoles: [1],
  version: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

// A whole page in jsdom; give it room on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('accounts', () => {
  it('lists the accounts with their type, sorted by name, and shows one', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/users/me': () => json({ user: { id: 1, authId: 'a', email: 'staff@demo.test', name: null, accounts: [] } }),
      // Staff reach every account; the staff-only /accounts resource needs no active one.
      'GET /property/accounts/associations': () => json({ accounts: [{ ...account, userRoles: [1, 2, 3] }] }),
      'GET /api/v2/accounts': () => json({ accounts: [account], total: 1 }),
      'GET /api/v2/accounts/1': () => json({ account }),
    });
    writeToken(makeToken({ permissions: 'user,admin', accounts: [] }));
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/accounts']}>
        <App />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('columnheader', { name: /Firmanavn/ })).toBeInTheDocument();
    expect(await screen.findByText('Nordhavn Erhvervsmægler ApS')).toBeInTheDocument();
    expect(screen.getByText('Mægler')).toBeInTheDocument();
    const listCall = calls.find((c) => new URL(c.url).pathname === '/api/v2/accounts');
    expect(new URL(listCall?.url ?? '').searchParams.get('sort')).toBe('name');

    await user.click(screen.getByText('Nordhavn Erhvervsmægler ApS'));

    expect(await screen.findByRole('tab', { name: 'Firmaoplysninger' })).toBeInTheDocument();
    expect(await screen.findByText('bogholderi@nordhavn.test')).toBeInTheDocument();
    expect(screen.getByText('+45 12 34 56 78')).toBeInTheDocument();
    expect(screen.getByText('Sekundære e-mails')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rettigheder' }));
    const panel = screen.getByRole('main');
    expect(await within(panel).findByText('Lejemål')).toBeInTheDocument();
    expect(within(panel).getByText('Salgsejendomme')).toBeInTheDocument();
    expect(within(panel).queryByText('Markedsstatistik')).not.toBeInTheDocument();
  });

  it('lets staff find the accounts no member administers, handed to them', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/users/me': () => json({ user: { id: 1, authId: 'a', email: 'staff@demo.test', name: null, accounts: [] } }),
      'GET /property/accounts/associations': () => json({ accounts: [{ ...account, userRoles: [1, 2, 3] }] }),
      'GET /api/v2/accounts': () => json({ accounts: [account], total: 1 }),
    });
    writeToken(makeToken({ permissions: 'user,admin', accounts: [] }));
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/accounts']}>
        <App />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('switch', { name: 'Uden administrator' }));
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).pathname === '/api/v2/accounts' && new URL(c.url).searchParams.get('withoutAdministrator') === 'true')).toBe(
        true,
      ),
    );
  });
});
