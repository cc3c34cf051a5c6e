import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Enquiry, EnquiryDetail } from 'schemas/enquiries';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import { caughtDownloads } from './helpers/downloads';
import { json, text, type Call } from './helpers/fetch';
import { association, BROKER, BROKER_USERS, headerOf, permissionMap, signInTo } from './helpers/memberServer';
import type { Account } from 'schemas/accounts';
import { LISTING_PAGE_ROUTES, LISTING_RECORD, LISTING_SUMMARY } from './helpers/listingSummary';

// The whole app renders; on a busy machine its first render alone can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const FIRST = { timeout: 10_000 };

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

const pathOf = (call: Call) => new URL(call.url).pathname;
const queryOf = (call: Call) => new URL(call.url).searchParams;

const ENQUIRY: Enquiry = {
  id: 41,
  listingId: 5,
  accountId: 1,
  name: 'Jens Hansen',
  email: 'jens@hansen-logistik.dk',
  phone: '+45 20 30 40 50',
  message: 'Vi søger 400 m² kontor fra 1. marts.\nKan vi komme og se lejemålet i næste uge?',
  kind: 'viewing',
  consent: true,
  status: 'new',
  spamReason: null,
  assignedUserId: null,
  mailStatus: 'failed',
  listingTitle: 'Lyst kontorlejemål på 250 m² i Nordhavn med havudsigt',
  listingAddress: 'Sundkrogsgade 21, 2150 Nordhavn',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  erasedAt: null,
};
const ANSWERED: Enquiry = {
  ...ENQUIRY,
  id: 42,
  name: 'Karen Lund',
  email: 'karen@lund.dk',
  phone: null,
  kind: 'prospectus',
  status: 'answered',
  mailStatus: 'sent',
  createdAt: '2026-11-24T08:30:00.000Z',
};

const detailOf = (enquiry: Enquiry, more: Partial<EnquiryDetail> = {}): EnquiryDetail => ({
  ...enquiry,
  listing: { id: enquiry.listingId, title: enquiry.listingTitle, address: enquiry.listingAddress, status: 2, caseNumber: 'NH-2026-0105' },
  mail:
    enquiry.mailStatus === null
      ? null
      : { status: enquiry.mailStatus, to: 'info@nordhavn-erhverv.dk', attempts: 5, lastError: '550 No such user', sentAt: null },
  assignedUserName: null,
  replies: [],
  version: 3,
  ...more,
});

const ADMIN = { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' };
const READER = { id: 4, email: 'maegler.laeser@demo.test', name: 'Lars Læser' };

function brokerUser(user: typeof ADMIN, roles: number[], routes: Parameters<typeof signInTo>[0]['routes']) {
  return signInTo({ user, associations: [association(BROKER, roles)], accounts: [BROKER], accountUsers: { [BROKER.id]: BROKER_USERS }, routes });
}

const INBOX = {
  'GET /api/v2/enquiries': () => json({ enquiries: [ENQUIRY, ANSWERED], total: 2, nextCursor: null }),
  // The listing filter's choices.
  'GET /api/v2/listings': () => json({ listings: [LISTING_SUMMARY], total: 1, nextCursor: null }),
  'GET /api/v2/enquiries/summary': () => json({ new: 1 }),
};

describe('the inbox (Henvendelser)', () => {
  it('lists the enquiries newest first with their date, listing, person, type, status and mail status in Danish', async () => {
    const { calls } = brokerUser(ADMIN, [1, 2], INBOX);
    renderAt('/enquiries');
    expect(await screen.findByRole('heading', { name: 'Henvendelser', level: 1 }, FIRST)).toBeInTheDocument();
    const row = (await screen.findByText('Jens Hansen')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('25.11.2026 kl. 11.00')).toBeInTheDocument();
    expect(cells.getByRole('link', { name: ENQUIRY.listingTitle })).toHaveAttribute('href', '/listings/5/show');
    expect(cells.getByText('Fremvisning')).toBeInTheDocument();
    expect(cells.getByText('Ny')).toBeInTheDocument();
    expect(cells.getByText('Fejlet')).toBeInTheDocument();
    const other = within(screen.getByText('Karen Lund').closest('tr') as HTMLElement);
    expect(other.getByText('Salgsopstilling')).toBeInTheDocument();
    expect(other.getByText('Besvaret')).toBeInTheDocument();
    expect(other.getByText('Sendt')).toBeInTheDocument();
    for (const column of ['Modtaget', 'Annonce', 'Navn', 'Type', 'Status', 'Mail']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeInTheDocument();
    }
    const read = calls.find((c) => pathOf(c) === '/api/v2/enquiries');
    expect(queryOf(read!).get('sort')).toBe('createdAt');
    expect(queryOf(read!).get('order')).toBe('DESC');
    expect(headerOf(read, 'X-Account-Id')).toBe('1');
  });

  it('filters by status, type and a period typed as Danes write dates, and asks the server for each', async () => {
    const { calls } = brokerUser(ADMIN, [1, 2], INBOX);
    const user = userEvent.setup({ delay: null });
    renderAt('/enquiries');
    await screen.findByText('Jens Hansen', {}, FIRST);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Arkiveret' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v2/enquiries' && queryOf(c).get('status') === 'archived')).toBe(true));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Ring mig op' }));
    await waitFor(() => expect(calls.some((c) => queryOf(c).get('kind') === 'callback' && queryOf(c).get('status') === 'archived')).toBe(true));
    // The enquiries whose mail did not reach the account.
    await user.click(screen.getByRole('button', { name: 'Tilføj filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Mailstatus' }));
    await user.click(await screen.findByRole('combobox', { name: 'Mailstatus' }));
    await user.click(await screen.findByRole('option', { name: 'Fejlet' }));
    await waitFor(() => expect(calls.some((c) => queryOf(c).get('mailStatus') === 'failed')).toBe(true));
    // Whom they are assigned to: a colleague of the account.
    await user.click(screen.getByRole('button', { name: 'Tilføj filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Tildelt' }));
    await user.click(await screen.findByRole('combobox', { name: 'Tildelt' }));
    await user.click(await screen.findByRole('option', { name: 'Jonas Bech' }));
    await waitFor(() => expect(calls.some((c) => queryOf(c).get('assignedUserId') === '3' && queryOf(c).get('mailStatus') === 'failed')).toBe(true));

    const from = screen.getByRole('textbox', { name: 'Modtaget fra' });
    await user.type(from, '1.11');
    // Half a date asks for nothing and says how to write one.
    expect(await screen.findByText('Skriv datoen som dd.mm.åååå, fx 1.12.2026')).toBeInTheDocument();
    await user.type(from, '.2026');
    await waitFor(() => expect(calls.some((c) => queryOf(c).get('createdFrom') === '2026-11-01')).toBe(true));
    expect(
      calls.filter((c) => pathOf(c) === '/api/v2/enquiries').every((c) => !queryOf(c).get('createdFrom') || queryOf(c).get('createdFrom') === '2026-11-01'),
    ).toBe(true);
  });

  it("exports every enquiry matching the filters as the server's CSV", async () => {
    const downloads = caughtDownloads();
    const { calls } = brokerUser(ADMIN, [1, 2], {
      ...INBOX,
      'GET /api/v2/enquiries/export.csv': () =>
        new Response('\uFEFFModtaget;Navn\r\n25.11.2026 11:00;Jens Hansen\r\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="henvendelser-2026-11-25.csv"' },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/enquiries?${new URLSearchParams({ filter: JSON.stringify({ status: 'new' }) })}`);
    await screen.findByText('Jens Hansen', {}, FIRST);
    await user.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exported = calls.find((c) => pathOf(c) === '/api/v2/enquiries/export.csv');
    expect(queryOf(exported!).get('status')).toBe('new');
    expect(await downloads[0]!.text()).toContain('Jens Hansen');
  });

  it('says so when there are no enquiries yet', async () => {
    brokerUser(ADMIN, [1, 2], {
      'GET /api/v2/enquiries': () => json({ enquiries: [], total: 0, nextCursor: null }),
      'GET /api/v2/enquiries/summary': () => json({ new: 0 }),
    });
    renderAt('/enquiries');
    expect(await screen.findByText('Ingen henvendelser endnu', {}, FIRST)).toBeInTheDocument();
  });

  it('shows a card per enquiry on a phone, leading to it', async () => {
    // A narrow screen: MUI's breakpoints ask matchMedia for max-width.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: /max-width/.test(media),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    brokerUser(ADMIN, [1, 2], INBOX);
    renderAt('/enquiries');
    const cards = await screen.findByRole('list', { name: 'Henvendelser' }, FIRST);
    const card = within(cards).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Jens Hansen' })).toHaveAttribute('href', '/enquiries/41/show');
    expect(within(card).getByText('Fejlet')).toBeInTheDocument();
    expect(within(card).getByText('Fremvisning')).toBeInTheDocument();
    expect(within(card).getByText('25.11.2026 kl. 11.00')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('an enquiry (detail)', () => {
  function openAsAdmin(detail: EnquiryDetail, extra: Parameters<typeof signInTo>[0]['routes'] = {}) {
    let current = detail;
    const server = brokerUser(ADMIN, [1, 2], {
      ...INBOX,
      [`GET /api/v2/enquiries/${detail.id}`]: () => json({ enquiry: current }),
      [`PATCH /api/v2/enquiries/${detail.id}`]: (call) => {
        current = { ...current, ...(call.body as Partial<EnquiryDetail>), version: current.version + 1 };
        return json({ enquiry: current });
      },
      ...extra,
    });
    renderAt(`/enquiries/${detail.id}/show`);
    return server;
  }
  const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH');

  it('shows the message, the contact data as links, the listing and that its mail could not be delivered; opening it marks it read', async () => {
    const { calls } = openAsAdmin(detailOf(ENQUIRY));
    expect(await screen.findByRole('heading', { name: 'Henvendelse fra Jens Hansen', level: 1 }, FIRST)).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mailen om henvendelsen kunne ikke leveres');
    expect(alert).toHaveTextContent('info@nordhavn-erhverv.dk');
    expect(within(screen.getByRole('region', { name: 'Besked' })).getByText(/Kan vi komme og se lejemålet/)).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Kontaktoplysninger' }));
    expect(contact.getByRole('link', { name: 'jens@hansen-logistik.dk' })).toHaveAttribute('href', 'mailto:jens@hansen-logistik.dk');
    expect(contact.getByRole('link', { name: '+45 20 30 40 50' })).toHaveAttribute('href', 'tel:+4520304050');
    expect(contact.getByText('Har givet samtykke til at blive kontaktet')).toBeInTheDocument();
    const listing = within(screen.getByRole('region', { name: 'Annonce' }));
    expect(listing.getByRole('link', { name: ENQUIRY.listingTitle })).toHaveAttribute('href', '/listings/5/show');
    expect(listing.getByText('Sagsnummer NH-2026-0105')).toBeInTheDocument();
    expect(screen.getByText('Modtaget 25.11.2026 kl. 11.00')).toBeInTheDocument();

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    const [read] = patches(calls);
    expect(read!.body).toEqual({ status: 'read' });
    expect(headerOf(read, 'If-Match')).toBe('W/"3"');
    expect(await screen.findByText('Læst')).toBeInTheDocument();
    // Once only, though the enquiry was read again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches(calls)).toHaveLength(1);
  });

  it('a sent mail is said as sent, and an enquiry already read is not changed by opening it', async () => {
    const { calls } = openAsAdmin(detailOf({ ...ANSWERED, status: 'read' }));
    expect(await screen.findByText('Mailen om henvendelsen er sendt til info@nordhavn-erhverv.dk', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches(calls)).toHaveLength(0);
  });

  it('answers by e-mail from a dialog, and shows the reply kept on the enquiry', async () => {
    let detail = detailOf({ ...ENQUIRY, status: 'read' });
    const { calls } = openAsAdmin(detail, {
      [`GET /api/v2/enquiries/${ENQUIRY.id}`]: () => json({ enquiry: detail }),
      [`POST /api/v2/enquiries/${ENQUIRY.id}/replies`]: (call) => {
        const { body } = call.body as { body: string };
        if (body.trim() === 'x') return json({ code: 'bad_request', message: 'Ugyldigt input', fields: { body: 'Svar er for kort' } }, 400);
        detail = {
          ...detail,
          status: 'answered',
          version: 4,
          replies: [{ id: 1, userId: 2, userName: 'Mette Nordahl', body, mailStatus: 'pending', createdAt: '2026-11-25T12:15:00.000Z' }],
        };
        return json({ enquiry: detail }, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Svar på e-mail' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Svar til Jens Hansen' });
    expect(within(dialog).getByText(/Sendes til jens@hansen-logistik.dk/)).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send svar' });
    expect(send).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: /Dit svar/ });
    await user.type(field, 'x');
    await user.click(send);
    // The server's word on the text shows under the field, and the dialog stays.
    expect(await within(dialog).findByText('Svar er for kort')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Passer det tirsdag kl. 10?');
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ body: 'Passer det tirsdag kl. 10?' });
    expect(await screen.findByText('Svaret er sendt')).toBeInTheDocument();
    const replies = within(screen.getByRole('region', { name: 'Svar' }));
    expect(await replies.findByText('Passer det tirsdag kl. 10?')).toBeInTheDocument();
    expect(replies.getByText('Mette Nordahl, 25.11.2026 kl. 13.15')).toBeInTheDocument();
    expect(replies.getByText('Venter')).toBeInTheDocument();
    expect(screen.getAllByText('Besvaret').length).toBeGreaterThan(0);
  });

  it('assigns it to a colleague of the account, archives it, and marks it as spam and back', async () => {
    const { calls } = openAsAdmin(detailOf({ ...ENQUIRY, status: 'read' }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Tildelt' }, FIRST));
    const options = await screen.findAllByRole('option');
    // Registered colleagues only: an invitee who has not accepted cannot take it.
    expect(options.map((o) => o.textContent)).toEqual(['Ikke tildelt', 'Jonas Bech', 'Mette Nordahl']);
    await user.click(screen.getByRole('option', { name: 'Jonas Bech' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ assignedUserId: 3 }));
    expect(await screen.findByText('Henvendelsen er tildelt Jonas Bech')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Arkivér' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ status: 'archived' }));
    expect(await screen.findByText('Henvendelsen er arkiveret')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Flyt tilbage til indbakken' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ status: 'read' }));

    await user.click(await screen.findByRole('button', { name: 'Markér som spam' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ status: 'spam' }));
    await user.click(await screen.findByRole('button', { name: 'Ikke spam' }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ status: 'read' }));
    // Each change at the version it was read at.
    expect(patches(calls).map((c) => headerOf(c, 'If-Match'))).toEqual(['W/"3"', 'W/"4"', 'W/"5"', 'W/"6"', 'W/"7"']);
  });

  it('says why a change was refused', async () => {
    openAsAdmin(detailOf({ ...ENQUIRY, status: 'read' }), {
      [`PATCH /api/v2/enquiries/${ENQUIRY.id}`]: () => json({ code: 'version_conflict', message: 'Henvendelsen er ændret af en anden' }, 412),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Arkivér' }, FIRST));
    expect(await screen.findByText('Henvendelsen kunne ikke opdateres: Henvendelsen er ændret af en anden')).toBeInTheDocument();
  });

  it('lets a reader read it, without actions and without marking it read', async () => {
    const { calls } = brokerUser(READER, [3], {
      ...INBOX,
      [`GET /api/v2/enquiries/${ENQUIRY.id}`]: () => json({ enquiry: detailOf(ENQUIRY) }),
    });
    renderAt(`/enquiries/${ENQUIRY.id}/show`);
    expect(await screen.findByText('Du kan læse henvendelserne, men ikke svare eller ændre dem.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jens@hansen-logistik.dk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Svar på e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Arkivér' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

describe("the navigation's count of new enquiries", () => {
  const nav = () => screen.findByRole('navigation', { name: 'Hovedmenu' }, FIRST);

  it("shows 'Henvendelser' with the number of new ones, read out in words", async () => {
    brokerUser(ADMIN, [1, 2], { ...INBOX, 'GET /api/v2/enquiries/summary': () => json({ new: 3 }) });
    renderAt('/enquiries');
    const link = await within(await nav()).findByRole('link', { name: 'Henvendelser (3 nye)' });
    expect(link).toHaveAttribute('href', '/enquiries');
    expect(within(link).getByTestId('new-enquiries')).toHaveTextContent('3');
  });

  it('counts again when an enquiry is opened and marked read', async () => {
    let fresh = 1;
    brokerUser(ADMIN, [1, 2], {
      ...INBOX,
      'GET /api/v2/enquiries/summary': () => json({ new: fresh }),
      [`GET /api/v2/enquiries/${ENQUIRY.id}`]: () => json({ enquiry: detailOf({ ...ENQUIRY, status: fresh ? 'new' : 'read' }) }),
      [`PATCH /api/v2/enquiries/${ENQUIRY.id}`]: () => {
        fresh = 0;
        return json({ enquiry: detailOf({ ...ENQUIRY, status: 'read' }) });
      },
    });
    renderAt(`/enquiries/${ENQUIRY.id}/show`);
    const menu = await nav();
    // Until the enquiry is read the count may show; once read, it is gone.
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Henvendelser' })).toBeInTheDocument());
    expect(within(menu).queryByTestId('new-enquiries')).not.toBeInTheDocument();
  });

  it('shows no count when none are new, and no inbox to an account without listings', async () => {
    brokerUser(ADMIN, [1, 2], { ...INBOX, 'GET /api/v2/enquiries/summary': () => json({ new: 0 }) });
    renderAt('/enquiries');
    const link = await within(await nav()).findByRole('link', { name: 'Henvendelser' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(link).queryByTestId('new-enquiries')).not.toBeInTheDocument();
  });

  it('is not offered to a Statistics account, which has no listings', async () => {
    const STATISTICS: Account = { ...BROKER, id: 9, accountType: 4, name: 'Markedsdata ApS', permissions: permissionMap(['marketStatistics']) };
    const { calls } = signInTo({
      user: { id: 8, email: 'statistik@demo.test', name: 'Sara Statistik' },
      associations: [association(STATISTICS, [1])],
      accounts: [STATISTICS],
      routes: { 'GET /api/v2/market-statistics': () => text('{}', 200) },
    });
    renderAt('/account');
    const menu = await nav();
    await within(menu).findByRole('link', { name: 'Konto' });
    expect(within(menu).queryByRole('link', { name: /Henvendelser/ })).not.toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === '/api/v2/enquiries/summary')).toBe(false);
  });
});

describe("a listing's enquiries", () => {
  it('shows on its page how many it has had, the latest, and leads to the inbox filtered by it', async () => {
    const { calls } = brokerUser(ADMIN, [1, 2], {
      ...LISTING_PAGE_ROUTES,
      'GET /api/v2/listings/5': () => json({ listing: LISTING_RECORD }),
      'GET /api/v2/enquiries/summary': () => json({ new: 1 }),
      'GET /api/v2/enquiries': (call) =>
        queryOf(call).get('status') === 'new'
          ? json({ enquiries: [ENQUIRY], total: 1, nextCursor: null })
          : json({ enquiries: [ENQUIRY, ANSWERED], total: 2, nextCursor: null }),
    });
    renderAt('/listings/rental/5');
    const section = await screen.findByRole('region', { name: 'Annoncens henvendelser' }, FIRST);
    expect(await within(section).findByText('2 henvendelser · 1 ny')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Jens Hansen' })).toHaveAttribute('href', '/enquiries/41/show');
    expect(within(section).getByRole('link', { name: 'Karen Lund' })).toHaveAttribute('href', '/enquiries/42/show');
    const all = within(section).getByRole('link', { name: 'Se annoncens henvendelser i indbakken' });
    expect(new URL(all.getAttribute('href') ?? '', 'http://x').searchParams.get('filter')).toBe('{"listingId":5}');
    const reads = calls.filter((c) => pathOf(c) === '/api/v2/enquiries');
    expect(reads.every((c) => queryOf(c).get('listingId') === '5' && queryOf(c).get('sort') === 'createdAt')).toBe(true);
  });
});
