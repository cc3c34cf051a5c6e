import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'src/App';
import { clearToken } from 'src/providers/authCookie';
import { forgetClientConfig } from 'src/access/clientConfig';
import type { ListingImportAnswer } from 'src/providers/memberMethods';
import { caughtDownloads } from './helpers/downloads';
import { json, type Call } from './helpers/fetch';
import { association, BROKER, LIGHT, signInTo } from './helpers/memberServer';

vi.setConfig({ testTimeout: 30_000 });

let consoleErrors: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  // React's and MUI's warnings are text; the shell's own calls this test does not answer log their HttpErrors.
  const warnings = consoleErrors.mock.calls.filter(([message]) => typeof message === 'string');
  consoleErrors.mockRestore();
  expect(warnings).toEqual([]);
  clearToken();
  localStorage.clear();
  forgetClientConfig();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };
const HEADER =
  'accountOwnerListingIdentifierID;listingType;title;floorArea;yearlyRent;flashline;listingtypeSubcategory;description;address.id;contactName;contactPhone;contactEmail';
const csvOf = (lines: string[]) => new File([`\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`], 'feed.csv', { type: 'text/csv' });
/** What a rental listing needs besides the first five columns; the address by its register id alone, as a feed gives it. */
const REST =
  'Havudsigt og egen indgang;kontor;' +
  'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.;' +
  '0a3f50a0-8f2e-32b8-e044-0003ba298018;Mette Nordahl;+45 33 12 34 56;mette@nordhavn-erhverv.dk';
/** A line of the feed: case number, type, title, floor area and yearly rent, then the rest of a complete listing. */
const line = (start: string) => `${start};${REST}`;

/** The server's answer: each row created, except those whose title is 'Kort' (refused, naming the title). */
function answerOf(call: Call): ListingImportAnswer {
  const rows = (call.body as Record<string, unknown>[]).map((body, index) => {
    const refused = body['title'] === 'Kort';
    return {
      row: index + 1,
      caseNumber: (body['accountOwnerListingIdentifierID'] as string | undefined) ?? null,
      outcome: refused ? ('refused' as const) : ('created' as const),
      listingId: refused ? null : 100 + index,
      message: refused ? 'Titel skal være mellem 20 og 128 tegn' : null,
      fields: refused ? { title: 'Titel skal være mellem 20 og 128 tegn' } : null,
    };
  });
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return { created: count('created'), updated: 0, unchanged: 0, refused: count('refused'), closed: [], rows };
}

function brokerAdmin(account = BROKER) {
  return signInTo({
    user: { id: 2, email: 'maegler.admin@demo.test', name: 'Mette Nordahl' },
    associations: [association(account, [1, 2])],
    accounts: [account],
    routes: {
      'POST /api/v2/listings/import': (call) => json(answerOf(call)),
      'GET /api/v2/listings': () => json({ listings: [], total: 0, totalEstimated: false, nextCursor: null }),
    },
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

describe('/listings/import', () => {
  it('previews a CSV with the problems it can see, imports it in batches of 200 and offers the refused rows as a Danish report', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin();
    const saved = caughtDownloads();
    renderAt('/listings/import');

    expect(await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW)).toBeInTheDocument();
    const lines = [
      'SAG-1;1;Kontor i Nordhavn med havudsigt;1.250,5;450000',
      ';1;Kontor uden sagsnummer i filen;250;450000',
      'SAG-1;2;Samme sagsnummer igen;250;450000',
      'SAG-X;1;Kort;stort;450000',
      ...Array.from({ length: 197 }, (_, i) => `SAG-${i + 2};1;${i === 150 ? 'Kort' : `Kontorlejemål i Nordhavn nr. ${i + 2}`};250;450000`),
    ].map(line);
    await user.upload(screen.getByLabelText('Vælg fil', { selector: 'input' }), csvOf(lines));

    const preview = await screen.findByRole('region', { name: 'De første annoncer' });
    expect(within(preview).getByText('201 annoncer i filen · Viser de første 10 af 201')).toBeInTheDocument();
    const rows = within(preview).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'SAG-1', 'Lejemål', 'Kontor i Nordhavn med havudsigt', '']);
    expect(within(rows[2]!).getByText('Sagsnummer mangler')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Sagsnummeret står også i række 1')).toBeInTheDocument();
    // The registry's schemas, as the server reads the row: each bad field with its Danish message.
    expect([...within(rows[4]!).getAllByRole('cell')[4]!.querySelectorAll('span')].map((problem) => problem.textContent)).toEqual([
      'Titel skal være mellem 20 og 128 tegn (title)',
      'Etageareal skal være korrekt (floorArea)',
    ]);
    expect(within(preview).getByText('4 rækker har et problem, som afvises ved importen')).toBeInTheDocument();
    expect(within(preview).getByRole('radio', { name: 'Kun disse annoncer' })).toBeChecked();
    expect(within(preview).queryByText(/Advarsel/)).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Start import' }));
    const summary = await screen.findByRole('region', { name: 'Resultat' });
    const imports = calls.filter((call) => call.method === 'POST' && call.url.includes('/listings/import'));
    expect(imports.map((call) => [new URL(call.url, 'http://x').search, (call.body as unknown[]).length])).toEqual([
      [`?accountId=${BROKER.id}&mode=partial`, 200],
      [`?accountId=${BROKER.id}&mode=partial`, 1],
    ]);
    expect((imports[0]?.body as Record<string, unknown>[])[0]).toMatchObject({ accountOwnerListingIdentifierID: 'SAG-1', listingType: 1, floorArea: 1250.5 });
    expect(within(summary).getByText('Oprettet').nextSibling).toHaveTextContent('199');
    expect(within(summary).getByText('Afvist').nextSibling).toHaveTextContent('2');
    // Why each row was refused, on the page as in the report.
    const refused = within(summary).getByRole('region', { name: 'Afviste rækker' });
    expect(
      within(within(refused).getByRole('table'))
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Række', 'Sagsnummer', 'Felt', 'Fejl'],
      ['4', 'SAG-X', 'title', 'Titel skal være mellem 20 og 128 tegn'],
      ['155', 'SAG-152', 'title', 'Titel skal være mellem 20 og 128 tegn'],
    ]);
    expect(within(summary).getByText('Afmeldt').nextSibling).toHaveTextContent('0');

    await user.click(within(summary).getByRole('button', { name: 'Hent fejlrapport' }));
    expect(saved).toHaveLength(1);
    const report = await saved[0]!.text();
    expect(report.replace(/^\uFEFF/, '')).toBe(
      'række;sagsnummer;felt;fejl\r\n4;SAG-X;title;Titel skal være mellem 20 og 128 tegn\r\n155;SAG-152;title;Titel skal være mellem 20 og 128 tegn\r\n',
    );
  });

  it('sends a case number given twice with its first row, so the server refuses the repeat rather than updating the first', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin();
    const saved = caughtDownloads();
    renderAt('/listings/import');
    await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW);
    const lines = Array.from({ length: 250 }, (_, i) => `SAG-${i + 1};1;Kontorlejemål i Nordhavn nr. ${i + 1};250;450000`);
    lines[229] = 'SAG-7;1;Kontorlejemål i Nordhavn nr. 7 igen;250;450000';
    lines[239] = 'SAG-240;1;Kort;250;450000';
    await user.upload(screen.getByLabelText('Vælg fil', { selector: 'input' }), csvOf(lines.map(line)));
    const preview = await screen.findByRole('region', { name: 'De første annoncer' });
    await user.click(within(preview).getByRole('button', { name: 'Start import' }));
    const summary = await screen.findByRole('region', { name: 'Resultat' });

    const imports = calls.filter((call) => call.method === 'POST' && call.url.includes('/listings/import'));
    const caseNumbers = imports.map((call) => (call.body as Record<string, unknown>[]).map((body) => body['accountOwnerListingIdentifierID']));
    expect(caseNumbers.map((batch) => batch.length)).toEqual([201, 49]);
    expect(caseNumbers[0]?.filter((caseNumber) => caseNumber === 'SAG-7')).toHaveLength(2);
    expect(caseNumbers[1]).not.toContain('SAG-7');

    // Rows are reported by their line in the file, whichever request carried them.
    await user.click(within(summary).getByRole('button', { name: 'Hent fejlrapport' }));
    expect((await saved[0]!.text()).replace(/^\uFEFF/, '')).toBe('række;sagsnummer;felt;fejl\r\n240;SAG-240;title;Titel skal være mellem 20 og 128 tegn\r\n');
  });

  it('sends the whole portfolio in one request after a clear warning', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin();
    renderAt('/listings/import');
    await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW);
    await user.upload(
      screen.getByLabelText('Vælg fil', { selector: 'input' }),
      csvOf(Array.from({ length: 250 }, (_, i) => line(`SAG-${i};1;Kontorlejemål i Nordhavn nr. ${i};250;450000`))),
    );
    const preview = await screen.findByRole('region', { name: 'De første annoncer' });
    await user.click(within(preview).getByRole('radio', { name: 'Hele porteføljen (afmelder annoncer, der ikke er med)' }));
    expect(within(preview).getByText(/^Advarsel: Kontoens aktive og inaktive annoncer/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Start import' }));
    await screen.findByRole('region', { name: 'Resultat' });
    const imports = calls.filter((call) => call.method === 'POST' && call.url.includes('/listings/import'));
    expect(imports.map((call) => [new URL(call.url, 'http://x').searchParams.get('mode'), (call.body as unknown[]).length])).toEqual([['full', 250]]);
  });

  it('shows a type the account may not advertise before sending, and the first 100 refusals on the page', async () => {
    const user = userEvent.setup({ delay: null });
    brokerAdmin(LIGHT);
    renderAt('/listings/import');
    await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW);
    const lines = Array.from({ length: 120 }, (_, i) => line(`SAG-${i + 1};1;Kort;250;450000`));
    lines[1] = line('SAG-2;4;Kontorfællesskab i Nordhavn;250;');
    await user.upload(screen.getByLabelText('Vælg fil', { selector: 'input' }), csvOf(lines));
    const preview = await screen.findByRole('region', { name: 'De første annoncer' });
    expect(within(within(preview).getAllByRole('row')[2]!).getByText('Kontoen må ikke oprette annoncer af denne type')).toBeInTheDocument();
    expect(within(preview).getByText('120 rækker har et problem, som afvises ved importen')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Start import' }));
    const refused = within(await screen.findByRole('region', { name: 'Resultat' })).getByRole('region', { name: 'Afviste rækker' });
    expect(within(refused).getByText('Viser de første 100 af 119. Hent fejlrapporten for at se dem alle.')).toBeInTheDocument();
    expect(within(within(refused).getByRole('table')).getAllByRole('row')).toHaveLength(101);
  });

  it('refuses a file it cannot read with the line, before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = brokerAdmin();
    renderAt('/listings/import');
    await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW);
    await user.upload(screen.getByLabelText('Vælg fil', { selector: 'input' }), new File([`${HEADER};farve\r\nSAG-1;1;x;1;1;rød\r\n`], 'feed.csv'));
    expect(await screen.findByText('Filen kan ikke læses: Linje 1: kolonnen »farve« findes ikke')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'De første annoncer' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url.includes('/listings/import'))).toEqual([]));
  });

  it("is reached from the index's toolbar", async () => {
    const user = userEvent.setup({ delay: null });
    brokerAdmin();
    renderAt('/listings');
    await user.click(await screen.findByRole('link', { name: 'Importér' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Importér annoncer' }, SLOW)).toBeInTheDocument();
  });
});
