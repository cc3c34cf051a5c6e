/**
 * Adding a field, the form's half (tests/server/adding-a-field.test.ts has the API's): the one edit
 * to schemas/listings/rental.ts — a new `parkingSpaces` field — shows up in the rental form, labelled
 * and validated by its schema, with no form code written, once scripts/listing-form-schemas.ts has
 * converted the forms' schemas anew (tests/scripts/listingFormSchemas.test.ts fails until it has).
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from 'resources/listings/form/ListingForm';
import { FormContext } from './helpers/listingForm';

vi.mock('schemas/listings/rental', async (importOriginal) => {
  const original = await importOriginal<typeof import('schemas/listings/rental')>();
  const { integerBetween } = await import('schemas/fields');
  const rentalFields = { ...original.rentalFields, parkingSpaces: integerBetween('Parkeringspladser', 0, 500).optional() };
  return { ...original, rentalFields, rentalSchema: { ...original.rentalSchema, fields: rentalFields } };
});

// The forms' schemas converted anew, from the edited schema, as scripts/listing-form-schemas.ts writes them.
vi.mock('resources/listings/form/listingFormSchemas.generated', async () => {
  const { listingFormSchemas } = await import('../../scripts/listing-form-schemas');
  return { LISTING_FORM_SCHEMAS: listingFormSchemas() };
});

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

describe('a field added to the rental schema', () => {
  it('appears in the rental form, validated with its rule', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <FormContext>
        <ListingForm typeName="rental" offMarket={false} accountId={1} submitLabel="Opret annonce" cancelTo="/listings" onSubmit={vi.fn()} />
      </FormContext>,
    );
    // Without a hint it goes in the last section, labelled by the schema's own title.
    const section = await screen.findByRole('region', { name: 'Øvrige oplysninger' });
    const field = within(section).getByLabelText(/^Parkeringspladser/);
    await user.type(field, '600');
    await user.tab();
    expect(await screen.findByText('Parkeringspladser skal være mellem 0 og 500', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12');
    await user.tab();
    expect(screen.queryByText('Parkeringspladser skal være mellem 0 og 500')).not.toBeInTheDocument();
  });

  it('is not in the other types', async () => {
    render(
      <FormContext>
        <ListingForm typeName="sales" offMarket={false} accountId={1} submitLabel="Opret annonce" cancelTo="/listings" onSubmit={vi.fn()} />
      </FormContext>,
    );
    expect(await screen.findByRole('region', { name: 'Økonomi' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Parkeringspladser/)).not.toBeInTheDocument();
  });
});
