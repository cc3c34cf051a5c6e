import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { WebhookDelivery, WebhookEndpoint } from 'schemas/webhooks';
import { json } from './helpers/fetch';
import { association, BROKER, BROKER_USERS, headerOf, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
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

const endpoint: WebhookEndpoint = {
  id: 4,
  accountId: 1,
  url: 'https://crm.nordhavn-erhverv.dk/hooks',
  events: ['enquiry.created', 'listing.status_changed'],
  description: 'CRM',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: { status: 'failed', createdAt: '2026-11-25T09:00:00.000Z' },
};

const failed: WebhookDelivery = {
  id: 31,
  endpointId: 4,
  eventId: 'msg_31',
  eventType: 'listing.status_changed',
  payload: { type: 'listing.status_changed', timestamp: '2026-11-25T09:00:00.000Z', data: { listingId: 12, from: 'active', to: 'closed' } },
  status: 'failed',
  attempts: 2,
  nextAttemptAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  deliveredAt: null,
  attemptLog: [
    { at: '2026-11-25T09:00:01.000Z', httpStatus: 500, error: null, durationMs: 120, response: 'Internal Server Error' },
    { at: '2026-11-25T09:00:07.000Z', httpStatus: null, error: 'timeout', durationMs: 10000, response: null },
  ],
};

function brokerAdmin(routes: Parameters<typeof signInTo>[0]['routes'] = {}) {
  return signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(BROKER, [1, 2])],
    accounts: [BROKER],
    accountUsers: { 1: BROKER_USERS },
    routes: { 'GET /api/v2/accounts/1/api-log': () => json({ entries: [], total: 0 }), ...routes },
  });
}

describe('webhooks on the account page', () => {
  it('adds an endpoint for chosen events and shows its secret once, to copy', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const made: WebhookEndpoint = {
      ...endpoint,
      id: 5,
      url: 'https://crm.example.dk/hooks',
      events: ['enquiry.created'],
      description: null,
      lastDelivery: null,
    };
    const { calls } = brokerAdmin({ 'POST /api/v2/webhooks': () => json({ webhook: made, secret }, 201) });
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/account');

    expect(await screen.findByText('Kontoen har ingen webhooks.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tilføj webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj webhook' }));
    expect(await within(dialog).findByText('URL er krævet')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://crm.example.dk/hooks');
    // Every event is chosen to begin with: leave only the enquiries.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Annoncens status ændret' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fremhævning slut' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Webhookens hemmelighed' });
    expect(within(shown).getByRole('textbox', { name: 'Hemmelighed' })).toHaveValue(secret);
    expect(within(shown).getByText('Kopiér hemmeligheden nu, og gem den i modtagerens opsætning. Den vises ikke igen.')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Kopiér hemmelighed' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/v2/webhooks'));
    expect(post?.body).toEqual({ url: 'https://crm.example.dk/hooks', events: ['enquiry.created'], description: null });
    expect(headerOf(post, 'X-Account-Id')).toBe('1');
    await user.click(within(shown).getByRole('button', { name: 'Færdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = within(screen.getByRole('table', { name: 'Webhooks' })).getByRole('row', { name: /crm\.example\.dk/ });
    expect(within(row).getByText('Ny henvendelse')).toBeInTheDocument();
    expect(within(row).getByText('Ingen endnu')).toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('shows the delivery log with each attempt, redelivers, and sends a test event', async () => {
    const { calls } = brokerAdmin({
      'GET /api/v2/webhooks': () => json({ webhooks: [endpoint] }),
      'GET /api/v2/webhooks/4/deliveries': () => json({ deliveries: [failed] }),
      'POST /api/v2/webhook-deliveries/31/redeliver': () => json({ delivery: { ...failed, status: 'pending', nextAttemptAt: '2026-11-25T10:00:00.000Z' } }),
      'POST /api/v2/webhooks/4/test': () =>
        json({ delivery: { ...failed, id: 32, eventType: 'webhook.test', status: 'pending', attempts: 0, attemptLog: [] } }, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');

    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const row = within(table).getByRole('row', { name: /crm\.nordhavn-erhverv\.dk/ });
    expect(within(row).getByText('Ny henvendelse')).toBeInTheDocument();
    expect(within(row).getByText('Annoncens status ændret')).toBeInTheDocument();
    expect(within(row).getByText('Aktiv')).toBeInTheDocument();
    expect(within(row).getByText('Fejlet')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Send prøve' }));
    expect(await screen.findByText('Prøvehændelsen er sendt til https://crm.nordhavn-erhverv.dk/hooks')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/v2/webhooks/4/test'))).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Leveringer' }));
    const log = await screen.findByRole('dialog', { name: 'Leveringer til https://crm.nordhavn-erhverv.dk/hooks' });
    await user.click(await within(log).findByRole('button', { name: /Annoncens status ændret/ }));
    const attempts = await within(log).findByRole('table', { name: 'Forsøg' });
    expect(within(attempts).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(attempts).getByText('Internal Server Error')).toBeInTheDocument();
    expect(within(attempts).getByText('Intet svar: timeout')).toBeInTheDocument();
    expect(within(attempts).getByText('10000 ms')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Send igen' }));
    expect(await within(log).findByText('Venter')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/v2/webhook-deliveries/31/redeliver'))).toBe(true);
  });

  it('tells that the server turned an endpoint off after a day of failures, and turns it on again', async () => {
    const off = { ...endpoint, enabled: false, disabledReason: 'failing', failingSince: '2026-11-24T08:00:00.000Z' };
    const { calls } = brokerAdmin({
      'GET /api/v2/webhooks': () => json({ webhooks: [off] }),
      'PATCH /api/v2/webhooks/4': () => json({ webhook: { ...endpoint, failingSince: null } }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/account');
    const row = within(await screen.findByRole('table', { name: 'Webhooks' })).getByRole('row', { name: /crm\.nordhavn-erhverv\.dk/ });
    expect(within(row).getByText('Slået fra efter et døgn med fejl')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send prøve' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Slå til' }));
    expect(await within(row).findByText('Aktiv')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: true });
  });
});
