import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { SchemaForm, type SchemaFormProps } from 'src/forms';
import { jsonSchemaOf } from 'src/forms/toFormSchema';
import { optionalPositiveNumber, phone, text } from 'schemas/fields';
import { NUMBER_LIMITS } from 'schemas/listings';
import type { FormHints } from 'schemas/formHints';

const schema = z.object({
  title: text('Titel', { min: 20, max: 128 }),
  phone: phone('Telefon'),
  rent: optionalPositiveNumber('Leje', NUMBER_LIMITS.yearlyAmount),
  costs: optionalPositiveNumber('Udgifter', NUMBER_LIMITS.yearlyAmount),
});
const hints: FormHints = {
  groups: ['basics', 'economy'],
  fields: { title: { group: 'basics' }, phone: { group: 'basics', width: 'half' }, rent: { group: 'economy', unit: 'kr.' } },
  computed: {
    net: {
      hint: { group: 'economy' },
      compute: (d) => (typeof d['rent'] === 'number' && typeof d['costs'] === 'number' ? d['rent'] - d['costs'] : undefined),
    },
  },
};
const LABELS: Record<string, string> = { title: 'Overskrift', phone: 'Telefonnummer', net: 'Netto' };
const texts = {
  label: (field: string, fallback: string) => LABELS[field] ?? fallback,
  help: () => '',
  group: (g: string) => (g === 'basics' ? 'Grundoplysninger' : 'Økonomi'),
};

/** Focuses in an async act, so that what the focus starts has finished before the test looks. */
const focus = (element: HTMLElement) =>
  act(() => {
    element.focus();
    return Promise.resolve();
  });

/** The form with its later sections and buttons, which come after its first view has been painted. */
async function renderForm(onSubmit: SchemaFormProps['onSubmit'] = vi.fn(() => Promise.resolve())) {
  render(<SchemaForm schema={schema} hints={hints} texts={texts} onSubmit={onSubmit} submitLabel="Gem" invalidMessage="Ret fejlene" />);
  await screen.findByRole('button', { name: 'Gem' });
  return onSubmit;
}

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

describe('SchemaForm', () => {
  it('renders the zod schema in its sections with i18n labels, the schema title as fallback and units', async () => {
    await renderForm();
    expect(screen.getByRole('region', { name: 'Grundoplysninger' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Økonomi' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Overskrift/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Leje \(kr\.\)/)).toBeInTheDocument();
    // A field without a hint goes in the last section, labelled by its schema title.
    expect(screen.getByLabelText(/^Udgifter/)).toBeInTheDocument();
  });

  it('renders from a JSON Schema converted ahead, and builds a zod schema given as a function only to check the data', async () => {
    const user = userEvent.setup({ delay: null });
    const build = vi.fn(() => schema);
    render(
      <SchemaForm
        schema={build}
        jsonSchema={jsonSchemaOf(schema)}
        hints={hints}
        texts={texts}
        onSubmit={vi.fn()}
        submitLabel="Gem"
        invalidMessage="Ret fejlene"
      />,
    );
    const title = screen.getByLabelText(/^Overskrift/);
    expect(await screen.findByLabelText(/^Leje \(kr\.\)/)).toBeInTheDocument();
    expect(build).not.toHaveBeenCalled();
    await user.type(title, 'For kort');
    await user.tab();
    expect(await screen.findByText('Titel skal være mellem 20 og 128 tegn')).toBeInTheDocument();
    expect(build).toHaveBeenCalled();
  });

  it("validates a field on blur with zod's Danish message and clears it on focus", async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    const title = screen.getByLabelText(/^Overskrift/);
    await user.type(title, 'For kort');
    expect(screen.queryByText('Titel skal være mellem 20 og 128 tegn')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Titel skal være mellem 20 og 128 tegn')).toBeInTheDocument();
    // Only the field that was left is validated.
    expect(screen.queryByText('Telefon er krævet')).not.toBeInTheDocument();
    await user.click(title);
    await waitFor(() => expect(screen.queryByText('Titel skal være mellem 20 og 128 tegn')).not.toBeInTheDocument());
    await user.type(title, ' men nu er den lang nok');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/Titel skal/)).not.toBeInTheDocument());
  });

  it('shows every error on submit and does not save; saves valid data', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Titel er krævet')).toBeInTheDocument();
    expect(screen.getByText('Telefon er krævet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ret fejlene');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Overskrift/), 'En titel der er lang nok til reglen');
    await user.type(screen.getByLabelText(/^Telefonnummer/), '33 12 34 56');
    await user.tab();
    expect(await screen.findByText('Telefon skal være korrekt (med landekode, fx +45)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Telefonnummer/));
    await user.type(screen.getByLabelText(/^Telefonnummer/), '+45 33 12 34 56');
    await user.type(screen.getByLabelText(/^Leje/), '1000');
    await user.type(screen.getByLabelText(/^Udgifter/), '250');
    expect(screen.getByLabelText(/^Netto/)).toHaveValue('750');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'En titel der er lang nok til reglen', phone: '+45 33 12 34 56', rent: 1000, net: 750 }),
    );
  });

  it('refuses a number past its ceiling in the words the server uses, with Danish digit grouping', async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await user.type(screen.getByLabelText(/^Leje/), '20.000.000.000');
    await user.tab();
    expect(await screen.findByText('Leje må højst være 10.000.000.000')).toBeInTheDocument();
  });

  it('reads Danish numbers, shows them grouped when not being edited, and refuses what is no Danish number', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = await renderForm();
    await user.type(screen.getByLabelText(/^Overskrift/), 'En titel der er lang nok til reglen');
    await user.type(screen.getByLabelText(/^Telefonnummer/), '+45 33 12 34 56');
    const rent = screen.getByLabelText(/^Leje/);
    expect(rent).toHaveAttribute('type', 'text');
    expect(rent).toHaveAttribute('inputmode', 'decimal');
    await user.type(rent, '1.000.000');
    await user.type(screen.getByLabelText(/^Udgifter/), '125,5');
    await user.tab();
    expect(rent).toHaveValue('1.000.000');
    expect(screen.getByLabelText(/^Netto/)).toHaveValue('999.874,5');
    // While the field is edited it shows the plain number; the caret or selection stays on the same digits.
    (rent as HTMLInputElement).setSelectionRange(5, 5);
    await focus(rent);
    expect(rent).toHaveValue('1000000');
    expect([(rent as HTMLInputElement).selectionStart, (rent as HTMLInputElement).selectionEnd]).toEqual([4, 4]);
    act(() => rent.blur());
    (rent as HTMLInputElement).setSelectionRange(0, 9);
    await focus(rent);
    expect([(rent as HTMLInputElement).selectionStart, (rent as HTMLInputElement).selectionEnd]).toEqual([0, 7]);
    await user.clear(rent);
    await user.type(rent, '2 500 000');
    await user.tab();
    expect(rent).toHaveValue('2.500.000');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ rent: 2_500_000, costs: 125.5 }));

    // A decimal point is not Danish: '125.5' is refused, not read as 125,5.
    await user.clear(rent);
    await user.type(rent, '125.5');
    await user.tab();
    expect(await screen.findByText('Leje skal være korrekt')).toBeInTheDocument();
    expect(rent).toHaveValue('125.5');
  });

  it('takes the user to the first error on a failed save, with a summary naming the fields that leads to each', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderForm();
    await user.type(screen.getByLabelText(/^Leje/), '1000');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    const summary = await screen.findByRole('alert');
    // The fields in the form's order, by their labels.
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Overskrift', 'Telefonnummer']);
    const title = screen.getByLabelText(/^Overskrift/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toContainElement(title);
    // Focused by the form, not by the user: its error stays to be read.
    expect(screen.getByText('Titel er krævet')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Telefonnummer' }));
    expect(screen.getByLabelText(/^Telefonnummer/)).toHaveFocus();
    expect(screen.getByText('Telefon er krævet')).toBeInTheDocument();
    scrolled.mockRestore();
  });

  it("shows the server's field errors under the fields", async () => {
    const user = userEvent.setup({ delay: null });
    await renderForm(vi.fn(() => Promise.resolve({ phone: 'Telefonnummeret er spærret' })));
    await user.type(screen.getByLabelText(/^Overskrift/), 'En titel der er lang nok til reglen');
    await user.type(screen.getByLabelText(/^Telefonnummer/), '+45 33 12 34 56');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Telefonnummeret er spærret')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Telefonnummer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Telefonnummer/)).toHaveFocus());
  });
});
