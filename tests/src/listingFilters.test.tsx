import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { activeAccountKey } from 'src/access/activeAccount';
import { json, type Call } from './helpers/fetch';
import { LISTING_SUMMARY } from './helpers/listingSummary';
import { association, BROKER, LIGHT, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const routes = {
  'GET /api/v2/listings': () => json({ listings: [LISTING_SUMMARY], total: 1 }),
  'GET /api/v2/listing-views': () => json({ listingViews: [], total: 0 }),
};

/** The broker admin, who chose the Broker account on an earlier visit. */
const signIn = (accounts = [BROKER]) => {
  const server = signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: accounts.map((account) => association(account, [1, 2])),
    accounts,
    routes,
  });
  localStorage.setItem(activeAccountKey(2), JSON.stringify({ accountId: BROKER.id }));
  return server;
};

const renderIndex = async () => {
  render(
    <MemoryRouter initialEntries={['/listings']}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByRole('row', { name: /Lyst kontorlejemål/ }, { timeout: 10_000 });
};

const listCalls = (calls: Call[]) => calls.filter((c) => new URL(c.url).pathname === '/api/v2/listings').map((c) => new URL(c.url).searchParams);
const lastQuery = (calls: Call[]) => listCalls(calls).at(-1)!;

describe("the listing index's filter bar", () => {
  it('asks the list for a case number once typing has rested, keeping what is typed meanwhile', async () => {
    const { calls } = signIn();
    const user = userEvent.setup({ delay: null });
    await renderIndex();
    const field = screen.getByRole('textbox', { name: 'Sagsnummer' });
    await user.type(field, 'NH');
    await waitFor(() => expect(lastQuery(calls).get('caseNumberContains')).toBe('NH'), { timeout: 5_000 });
    await user.type(field, '-2026');
    expect(field).toHaveValue('NH-2026');
    await waitFor(() => expect(lastQuery(calls).get('caseNumberContains')).toBe('NH-2026'), { timeout: 5_000 });
    expect(field).toHaveValue('NH-2026');
    // Each rest sent once: not a request per key.
    const asked = listCalls(calls)
      .map((query) => query.get('caseNumberContains'))
      .filter((text) => text !== null);
    expect([...new Set(asked)]).toEqual(['NH', 'NH-2026']);
    // The account the index opens with stays in the filter.
    expect(lastQuery(calls).get('accountId')).toBe('1');
  });

  it('asks the list for a status at once, and for every status again with the empty choice', async () => {
    const { calls } = signIn();
    const user = userEvent.setup({ delay: null });
    await renderIndex();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Aktiv');
    // Shown at once, before the list has the filter.
    expect(status).toHaveDisplayValue('Aktiv');
    await waitFor(() => expect(lastQuery(calls).get('status')).toBe('2'));
    expect(status).toHaveDisplayValue('Aktiv');
    await user.selectOptions(status, '');
    await waitFor(() => expect(lastQuery(calls).has('status')).toBe(false));
  });

  it("switches the promoted filter on ('true') and off (left out)", async () => {
    const { calls } = signIn();
    const user = userEvent.setup({ delay: null });
    await renderIndex();
    const promoted = screen.getByRole('switch', { name: 'Fremhævede' });
    await user.click(promoted);
    expect(promoted).toBeChecked();
    await waitFor(() => expect(lastQuery(calls).get('promoted')).toBe('true'));
    expect(promoted).toBeChecked();
    await user.click(promoted);
    await waitFor(() => expect(lastQuery(calls).has('promoted')).toBe(false));
    expect(promoted).not.toBeChecked();
  });

  it('offers the account only to a user of several accounts', async () => {
    signIn();
    await renderIndex();
    expect(screen.queryByRole('combobox', { name: 'Konto' })).not.toBeInTheDocument();
  });

  it('lets a user of several accounts choose the account, the active one chosen from the start', async () => {
    const { calls } = signIn([BROKER, LIGHT]);
    const user = userEvent.setup({ delay: null });
    await renderIndex();
    const account = screen.getByRole('combobox', { name: 'Konto' });
    expect(account).toHaveDisplayValue(BROKER.name);
    await user.selectOptions(account, LIGHT.name);
    await waitFor(() => expect(lastQuery(calls).get('accountId')).toBe('2'));
  });
});
