import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { readCookie } from 'src/lib/cookies';
import { CLOSED_ANNOUNCEMENTS_COOKIE, restoreAnnouncements } from 'src/content/closedAnnouncements';
import { plainText, sanitizeHtml } from 'src/content/sanitize';
import { json } from './helpers/fetch';
import { signInTo } from './helpers/memberServer';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

const ANNOUNCEMENTS = [
  { id: 1, zone: 'Member', type: 'info', content: '<p>Nyhed: statistik for hver annonce.</p>' },
  { id: 2, zone: 'Member', type: 'warning', content: '<p>Vi opdaterer systemet natten til søndag.</p>' },
];

function signIn(announcements: object[] = ANNOUNCEMENTS) {
  return signInTo({
    user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' },
    associations: [],
    routes: {
      'GET /api/v2/site-announcements': () => json({ siteAnnouncements: announcements }),
      'GET /api/v2/favorites': () => json({ favorites: [], total: 0 }),
    },
  });
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/favorites']}>
      <App />
    </MemoryRouter>,
  );

/** The first render loads lazy chunks, which takes a while on a busy machine. */
const region = () => screen.findByRole('region', { name: 'Driftsmeddelelser' }, { timeout: 10_000 });
const shown = async () =>
  within(await region())
    .queryAllByRole('note')
    .map((n) => n.textContent);

/** The visitor's consent, as the consent dialog stores it. */
function consentTo(categories: string[]) {
  document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories, revision: 1 }))}; path=/`;
}

// These journeys render the whole app; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  restoreAnnouncements();
  document.cookie = 'cc_cookie=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

describe('site announcements (SPEC 2)', () => {
  it('shows the Member announcements on top; one can be closed, stays closed after a reload, and comes back with Vis alle meddelelser', async () => {
    consentTo(['necessary', 'functional']);
    const { calls } = signIn();
    const user = userEvent.setup({ delay: null });
    const first = renderApp();

    await waitFor(async () => expect(await shown()).toEqual(['Nyhed: statistik for hver annonce.', 'Vi opdaterer systemet natten til søndag.']), {
      timeout: 10_000,
    });
    expect(calls.some((c) => new URL(c.url).pathname === '/api/v2/site-announcements' && new URL(c.url).searchParams.get('zone') === 'Member')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Vis alle meddelelser' })).not.toBeInTheDocument();

    const [firstNote] = within(await region()).getAllByRole('note');
    await user.click(within(firstNote!).getByRole('button', { name: 'Luk meddelelsen' }));
    expect(await shown()).toEqual(['Vi opdaterer systemet natten til søndag.']);
    expect(readCookie(CLOSED_ANNOUNCEMENTS_COOKIE)).toBe('1');

    // A reload: a fresh app reads the closed ones from the cookie.
    first.unmount();
    renderApp();
    await waitFor(async () => expect(await shown()).toEqual(['Vi opdaterer systemet natten til søndag.']), { timeout: 10_000 });

    await user.click(await screen.findByRole('button', { name: 'Vis alle meddelelser' }));
    expect(await shown()).toEqual(['Nyhed: statistik for hver annonce.', 'Vi opdaterer systemet natten til søndag.']);
    expect(readCookie(CLOSED_ANNOUNCEMENTS_COOKIE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vis alle meddelelser' })).not.toBeInTheDocument();
  });

  it('without consent to functional cookies, remembers a closed one for this visit only, writing no cookie', async () => {
    signIn();
    const user = userEvent.setup({ delay: null });
    renderApp();
    await waitFor(async () => expect(await shown()).toHaveLength(2), { timeout: 10_000 });
    await user.click(within(await region()).getAllByRole('button', { name: 'Luk meddelelsen' })[1]!);
    expect(await shown()).toEqual(['Nyhed: statistik for hver annonce.']);
    expect(readCookie(CLOSED_ANNOUNCEMENTS_COOKIE)).toBeNull();
  });

  it('shows the content sanitised: a script in it never runs', async () => {
    signIn([
      {
        id: 9,
        zone: 'Member',
        type: 'error',
        content:
          '<p>Vigtigt <strong>nu</strong></p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><a href="javascript:window.pwned=true">klik</a>',
      },
    ]);
    renderApp();
    const note = await within(await region()).findByRole('note', {}, { timeout: 10_000 });
    expect(note).toHaveTextContent('Vigtigt nu');
    expect(within(note).getByText('nu').tagName).toBe('STRONG');
    expect(note.querySelector('script')).toBeNull();
    expect(note.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(note.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(window.pwned).toBeUndefined();
  });

  it('leaves out an announcement the answer gives without its text, and shows the others', async () => {
    signIn([{ id: 3, zone: 'Member', type: 'info' }, ...ANNOUNCEMENTS]);
    renderApp();
    await waitFor(async () => expect(await shown()).toEqual(['Nyhed: statistik for hver annonce.', 'Vi opdaterer systemet natten til søndag.']), {
      timeout: 10_000,
    });
  });

  it('shows nothing when the announcements cannot be loaded', async () => {
    signInTo({
      user: { id: 10, email: 'privat@demo.test', name: 'Peter Møller' },
      associations: [],
      routes: { 'GET /api/v2/favorites': () => json({ favorites: [], total: 0 }) },
    });
    renderApp();
    expect(await screen.findByText(/Du har ingen favoritter endnu/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Driftsmeddelelser' })).not.toBeInTheDocument();
  });
});

describe('plainText', () => {
  it('gives the text of the markup on one line, without what a script or a style holds, and runs nothing', () => {
    expect(
      plainText(
        '<p>Planlagt <strong>drift</strong> &amp;\n service</p><script>window.pwned = true</script><style>p { color: red }</style><img src="x" onerror="window.pwned = true">',
      ),
    ).toBe('Planlagt drift & service');
    expect(window.pwned).toBeUndefined();
  });
});

describe('sanitizeHtml', () => {
  it('keeps text and formatting, drops scripts, handlers, frames and forms, and makes new-window links safe', () => {
    const html = sanitizeHtml(
      '<h2>Titel</h2><table><tr><td>cc_cookie</td></tr></table><iframe src="https://x"></iframe><form><input></form><a href="https://x.dk" target="_blank">x</a><p style="color:red" onclick="x()">y</p>',
    );
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('<td>cc_cookie</td>');
    expect(html).not.toMatch(/iframe|form|input|onclick/);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});
