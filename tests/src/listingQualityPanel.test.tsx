import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from 'resources/listings/form/ListingForm';
import type { FormData } from 'src/forms';
import { FormContext } from './helpers/listingForm';
import { stubFetch } from './helpers/fetch';

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

const INITIAL: FormData = {
  title: 'Lyse kontorer ved Nordhavn med havudsigt',
  flashline: 'Havudsigt og egen indgang',
  description: ['Lyse kontorer med udsigt over havnen. '.repeat(6), 'Egen indgang og parkering i kælderen. '.repeat(6), 'Kort vej til metro. '.repeat(6)].join(
    '\n\n',
  ),
  advertisedAddress: { streetName: 'Strandgade', streetNumber: '14' },
  listingtypeSubcategory: 'kontor',
  floorArea: 250,
  yearlyRent: 450_000,
  contactName: 'Mette Nordahl',
  contactPhone: '+45 33 12 34 56',
  contactEmail: 'mette@example.dk',
  terms: 'Lejen reguleres årligt.',
  facilities: ['elevator'],
  usageProposals: ['kontor'],
  energyLabels: ['C'],
  images: ['kontor-1', 'kontor-2', 'kontor-3', 'butik-1'].map((name) => ({ url: `/demo-images/${name}.jpg` })),
};

const scoreShown = (panel: HTMLElement) =>
  Number(/Kvalitet (\d+) af 100/.exec(within(panel).getByRole('status').querySelector('[aria-label]')?.getAttribute('aria-label') ?? '')?.[1]);

describe('the quality panel of the listing form', () => {
  it('shows the score and the fixes that raise it most, and follows the form as the user types', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    render(
      <FormContext>
        <ListingForm
          typeName="rental"
          offMarket={false}
          accountId={7}
          initialData={INITIAL}
          submitLabel="Gem"
          cancelTo="/listings"
          onSubmit={() => Promise.resolve()}
        />
      </FormContext>,
    );
    const panel = await screen.findByRole('region', { name: 'Kvalitet' }, { timeout: 10_000 });
    const before = scoreShown(panel);
    expect(before).toBeGreaterThan(0);
    expect(within(panel).getByText(/^Tilføj mindst 2 billeder mere: \+\d+$/)).toBeInTheDocument();
    const yearFix = within(panel).getByText(/^Udfyld Opførelsesår: \+\d+$/);
    const gain = Number(/\+(\d+)$/.exec(yearFix.textContent)?.[1]);

    await user.type(await screen.findByLabelText(/^Opførelsesår/), '1998');
    await waitFor(() => expect(scoreShown(panel)).toBe(before + gain), { timeout: 10_000 });
    expect(within(panel).queryByText(/^Udfyld Opførelsesår/)).not.toBeInTheDocument();

    // A value the field refuses raises nothing.
    await user.clear(screen.getByLabelText(/^Opførelsesår/));
    await user.type(screen.getByLabelText(/^Opførelsesår/), '12');
    await waitFor(() => expect(scoreShown(panel)).toBe(before), { timeout: 10_000 });
  });

  it('counts a photo the server found on another listing at another address, until it is removed', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    const clean = { floorPlan: false, hasText: false, textCheck: 'done' as const };
    const contents = new Map(
      (INITIAL['images'] as { url: string }[]).map(({ url }) => [url, { ...clean, sharedElsewhere: url === '/demo-images/kontor-2.jpg' }]),
    );
    render(
      <FormContext>
        <ListingForm
          typeName="rental"
          offMarket={false}
          accountId={7}
          initialData={INITIAL}
          imageContents={contents}
          submitLabel="Gem"
          cancelTo="/listings"
          onSubmit={() => Promise.resolve()}
        />
      </FormContext>,
    );
    const panel = await screen.findByRole('region', { name: 'Kvalitet' }, { timeout: 10_000 });
    expect(within(panel).getByText(/^Samme billede bruges på en anden annonce med en anden adresse: .*: \+5$/)).toBeInTheDocument();
    const shared = scoreShown(panel);

    await user.click(await screen.findByRole('button', { name: 'Fjern billede 2' }));
    await waitFor(() => expect(within(panel).queryByText(/^Samme billede bruges/)).not.toBeInTheDocument(), { timeout: 10_000 });
    // One image fewer costs its share of the images' points; the shared photo's 5 come back.
    expect(scoreShown(panel)).toBeGreaterThan(shared);
  });
});

describe('the quality panel of a saved listing', () => {
  it("opens on the score the API answered with the listing, then shows the form's own once the form is on the screen", async () => {
    stubFetch({});
    render(
      <FormContext>
        <ListingForm
          typeName="rental"
          offMarket={false}
          accountId={7}
          initialData={INITIAL}
          savedQuality={{ score: 3, fixes: [] }}
          submitLabel="Gem"
          cancelTo="/listings"
          onSubmit={() => Promise.resolve()}
        />
      </FormContext>,
    );
    // The first render, before a frame has been painted: the saved score, not one computed for it.
    const panel = screen.getByRole('region', { name: 'Kvalitet' });
    expect(scoreShown(panel)).toBe(3);
    await waitFor(() => expect(scoreShown(panel)).toBeGreaterThan(3), { timeout: 10_000 });
    expect(within(panel).getByText(/^Tilføj mindst 2 billeder mere: \+\d+$/)).toBeInTheDocument();
  });
});
