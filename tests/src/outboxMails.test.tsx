import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { json } from './helpers/fetch';
import { association, BROKER, signInTo } from './helpers/memberServer';

// The whole app renders; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 10_000 };

afterEach(() => {
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const mail = {
  id: 7,
  to: 'privat@demo.test',
  subject: 'Nulstil adgangskode',
  body: 'Hej',
  html: null,
  sentAt: null,
  attempts: 2,
  lastError: '550 No such user',
  createdAt: '2026-11-25T10:00:00.000Z',
};
const failure = {
  id: 1,
  job: 'search-agents',
  attempt: 1,
  willRetry: true,
  error: 'relation "search_agents" does not exist',
  createdAt: '2026-11-25T10:01:00.000Z',
};

function staffWith(routes: Parameters<typeof signInTo>[0]['routes']) {
  signInTo({
    user: { id: 1, email: 'staff@demo.test', name: 'Sofie Krogh', staff: true },
    associations: [association(BROKER, [1, 2, 3])],
    accounts: [BROKER],
    routes,
  });
  render(
    <MemoryRouter initialEntries={['/outbox-mails']}>
      <App />
    </MemoryRouter>,
  );
}

describe('the outbox page', () => {
  it('shows staff a failed send with its error, and the failed background jobs with theirs', async () => {
    staffWith({
      'GET /api/v2/outbox-mails': () => json({ outboxMails: [mail], total: 1 }),
      'GET /api/v2/job-failures': () => json({ jobFailures: [failure], total: 1 }),
    });
    expect(await screen.findByText('550 No such user', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Fejlet')).toBeInTheDocument();
    const jobs = await screen.findByRole('table', { name: 'Fejlede baggrundsjob' }, FIRST);
    expect(within(jobs).getByText('Søgeagenter (straks)')).toBeInTheDocument();
    expect(within(jobs).getByText('1 (prøves igen)')).toBeInTheDocument();
    expect(within(jobs).getByText('relation "search_agents" does not exist')).toBeInTheDocument();
    // Moments as everywhere in the product: Danish time, '25.11.2026 kl. 11.01', whatever the browser's zone.
    expect(within(jobs).getByText('25.11.2026 kl. 11.01')).toBeInTheDocument();
    expect(screen.getByText('25.11.2026 kl. 11.00')).toBeInTheDocument();
  });

  it('shows no job section when no job has failed', async () => {
    staffWith({
      'GET /api/v2/outbox-mails': () => json({ outboxMails: [{ ...mail, lastError: null, attempts: 0 }], total: 1 }),
      'GET /api/v2/job-failures': () => json({ jobFailures: [], total: 0 }),
    });
    expect(await screen.findByText('Nulstil adgangskode', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Ikke sendt')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Fejlede baggrundsjob' })).not.toBeInTheDocument();
  });
});
