import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ListingHistoryPanel } from 'resources/listings/lifecycle/ListingHistoryPanel';
import type { ListingHistoryEntry } from 'schemas/listingStatus';
import { FormContext } from './helpers/listingForm';
import { json, stubFetch } from './helpers/fetch';

afterEach(() => vi.unstubAllGlobals());

const EDIT: ListingHistoryEntry = {
  id: 12,
  action: 'update',
  at: '2026-11-20T09:15:00.000Z',
  actor: { id: 2, name: 'Mette Nordahl', email: 'maegler.admin@demo.test' },
  actorIsStaff: false,
  changes: {},
  changedFields: [
    { field: 'yearlyRent', label: 'Årlig leje', from: '450.000 kr.', to: '480.000 kr.' },
    { field: 'constructionYear', label: 'Opførelsesår', from: null, to: '1998' },
    { field: 'compensation', label: 'Afståelsespris', from: '75.000 kr.', to: null },
  ],
};

describe('the history panel of a listing', () => {
  it("names each field an edit changed with its old and new value, an empty one as '(tom)'", async () => {
    stubFetch({
      'GET /api/v2/listings/5/history': () => json({ history: [EDIT], total: 1 }),
      'GET /api/v2/closing-reasons': () => json({ closingReasons: [] }),
    });
    render(
      <FormContext>
        <ListingHistoryPanel listingId={5} version={2} />
      </FormContext>,
    );
    const panel = await screen.findByRole('region', { name: 'Historik' });
    const row = await within(panel).findByRole('row', { name: /Mette Nordahl/ });
    expect(within(row).getByText(/^Ændret/)).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Årlig leje: 450.000 kr. → 480.000 kr.', 'Opførelsesår: (tom) → 1998', 'Afståelsespris: 75.000 kr. → (tom)']);
  });
});
