import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from 'i18n/index';
import { ListingEdit } from 'resources/listings/ListingEdit';
import { useListingPage } from 'resources/listings/useListingPage';
import { keepOpenedListing } from 'resources/listings/openedListing';
import type { ListingRecord } from 'schemas/listings/record';
import type { FormData } from 'src/forms';
import { LISTING_SUMMARY } from './helpers/listingSummary';

/*
 * The edit page's save, without the listing form (its own tests cover it): a stand-in form submits what the user
 * changed, and the show page is what it reads the listing through (useListingPage).
 */

vi.mock('src/access', async (importOriginal) => ({ ...(await importOriginal<object>()), useAccess: () => ({ isStaff: false }) }));

/** The values the user leaves the form with: a new title, the description cleared. */
const EDITED = { title: 'Kontor i Nordhavn med havudsigt' };

vi.mock('resources/listings/form/ListingForm', () => ({
  ListingForm: ({ initialData, onSubmit }: { initialData: FormData; onSubmit: (data: FormData) => Promise<unknown> }) => {
    const kept = { ...initialData };
    delete kept['description'];
    return (
      <form aria-label="Annoncen">
        <button type="button" onClick={() => void onSubmit({ ...kept, ...EDITED })}>
          Gem
        </button>
      </form>
    );
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const STORED: ListingRecord = { ...LISTING_SUMMARY, description: 'Lyse kontorlokaler.', images: [] };
/** What the server answers the save: the listing as stored, without the cleared field. */
const SAVED: ListingRecord = { ...STORED, ...EDITED, version: STORED.version + 1 };
delete SAVED['description'];

const ShowPage = () => {
  const { record, fallback } = useListingPage();
  if (!record) return fallback;
  return (
    <article>
      <h1>{record.title}</h1>
      <p>Beskrivelse: {typeof record['description'] === 'string' ? record['description'] : '–'}</p>
    </article>
  );
};

/** The edit page, with a server that answers the first read and then never again: what the pages show comes from the cache. */
function renderEdit(update: () => Promise<unknown>) {
  const getOne = vi
    .fn()
    .mockResolvedValueOnce({ data: STORED })
    .mockReturnValue(new Promise(() => undefined));
  const dataProvider = { getOne, update } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/listings/rental/5/update']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/listings/rental/:id/update" element={<ListingEdit typeName="rental" />} />
          <Route path="/listings/rental/:id" element={<ShowPage />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getOne };
}

describe('saving a listing (/listings/{type}/{id}/update)', () => {
  it('opens the show page on the listing the server saved, a cleared field gone, before it is read again', async () => {
    const update = vi.fn(() => Promise.resolve({ data: SAVED }));
    const user = userEvent.setup({ delay: null });
    renderEdit(update);
    await user.click(await screen.findByRole('button', { name: 'Gem' }));

    expect(await screen.findByRole('heading', { level: 1, name: EDITED.title })).toBeInTheDocument();
    expect(screen.getByText('Beskrivelse: –')).toBeInTheDocument();
    expect(await screen.findByText('Annoncen er opdateret')).toBeInTheDocument();
    // The save carries the version it was read at.
    expect(update).toHaveBeenCalledWith('listings', expect.objectContaining({ id: 5, previousData: STORED }));
  });

  it('keeps the page and says so when someone else saved first (412)', async () => {
    const stale = new HttpError('En anden har ændret annoncen, siden du hentede den.', 412, { code: 'stale_version' });
    const update = vi.fn(() => Promise.reject(stale));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup({ delay: null });
    renderEdit(update);
    await user.click(await screen.findByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('En anden har ændret annoncen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hent den nye version' })).toBeInTheDocument();
    // The notice comes above the form, where the user is not after a save: it takes the focus, in view.
    const notice = screen.getByText('En anden har ændret annoncen').closest<HTMLElement>('[role="alert"]');
    expect(notice).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(notice);
    // The server's own words in the toast.
    expect(await screen.findByText(stale.message)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Annoncen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: EDITED.title })).not.toBeInTheDocument();
  });
});

/** The show page of listing `id` as a page opened afresh shows it, reading through `getOne`. */
const showPageOf = (id: number, getOne: (...args: never[]) => Promise<unknown>) => (
  <MemoryRouter initialEntries={[`/listings/rental/${String(id)}`]}>
    <AdminContext dataProvider={{ getOne } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <Routes>
        <Route path="/listings/rental/:id" element={<ShowPage />} />
      </Routes>
    </AdminContext>
  </MemoryRouter>
);

describe('a listing page opened afresh', () => {
  it('shows the listing in its first render once the listing asked for with the entry has come, and reads it again behind', async () => {
    keepOpenedListing(5, Promise.resolve({ data: STORED }));
    await Promise.resolve();
    const getOne = vi.fn(() => new Promise(() => undefined));
    render(showPageOf(5, getOne));

    // No spinner first: the heading is there at once, though the read the page makes never answers.
    expect(screen.getByRole('heading', { level: 1, name: STORED.title })).toBeInTheDocument();
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('listings', expect.objectContaining({ id: 5 })));
  });

  it('leaves another listing, and a later visit to the same one, to the read the page makes', async () => {
    keepOpenedListing(5, Promise.resolve({ data: STORED }));
    await Promise.resolve();
    const other = { ...STORED, id: 6, title: 'Butik i Aarhus' };
    const getOne = vi.fn((_resource: string, { id }: { id: number }) => Promise.resolve({ data: id === 6 ? other : SAVED }));
    const first = render(showPageOf(6, getOne));
    expect(await screen.findByRole('heading', { level: 1, name: other.title })).toBeInTheDocument();
    first.unmount();
    render(showPageOf(5, getOne));
    expect(screen.getByRole('heading', { level: 1, name: STORED.title })).toBeInTheDocument();
    cleanup();
    render(showPageOf(5, getOne));
    // Taken once: this page waits for its own read, which answers the saved listing.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: SAVED.title })).toBeInTheDocument();
  });

  it('leaves a listing that came long before its page was opened to the read the page makes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    keepOpenedListing(5, Promise.resolve({ data: STORED }));
    await Promise.resolve();
    vi.setSystemTime(Date.now() + 60_000);
    const getOne = vi.fn(() => Promise.resolve({ data: SAVED }));
    render(showPageOf(5, getOne));

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: SAVED.title })).toBeInTheDocument();
  });
});
