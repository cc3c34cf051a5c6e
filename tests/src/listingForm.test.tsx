import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from 'resources/listings/form/ListingForm';
import type { FormData } from 'src/forms';
import { FormContext } from './helpers/listingForm';
import { json, stubFetch } from './helpers/fetch';

const STRANDGADE = {
  id: '6f1d2c1e-3b7a-5c4d-8e9f-0a1b2c3d4e5f',
  streetName: 'Strandgade',
  streetNumber: '12',
  floor: null,
  door: null,
  zipCode: '1401',
  city: 'København K',
  latitude: 55.67,
  longitude: 12.59,
  text: 'Strandgade 12, 1401 København K',
};

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

function renderForm(props: { typeName?: 'rental' | 'investment'; initialData?: FormData; onSubmit?: (d: FormData) => Promise<void> } = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(() => Promise.resolve());
  render(
    <FormContext>
      <ListingForm
        typeName={props.typeName ?? 'rental'}
        offMarket={false}
        accountId={7}
        initialData={props.initialData}
        submitLabel="Opret annonce"
        cancelTo="/listings"
        onSubmit={onSubmit}
      />
    </FormContext>,
  );
  return onSubmit;
}

const addressCalls = (calls: { url: string }[]) => calls.filter((c) => new URL(c.url).pathname === '/api/v2/addresses');

describe('the address autocomplete', () => {
  it('asks the register after 250 ms and 2 characters, once for a quickly typed query, and takes the pick', async () => {
    const { calls } = stubFetch({ 'GET /api/v2/addresses': () => json({ addresses: [STRANDGADE] }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    const input = await screen.findByRole('combobox', { name: /^Adresse/ });
    await user.click(input);
    fireEvent.change(input, { target: { value: 'S' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(addressCalls(calls)).toHaveLength(0);
    // Keys in quick succession: one lookup, for the last text, 250 ms after it.
    for (const text of ['St', 'Stra', 'Strandgade', 'Strandgade 12']) fireEvent.change(input, { target: { value: text } });
    await new Promise((r) => setTimeout(r, 150));
    expect(addressCalls(calls)).toHaveLength(0);
    await user.click(await screen.findByRole('option', { name: 'Strandgade 12, 1401 København K' }, { timeout: 3000 }));
    const sent = addressCalls(calls);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).searchParams.get('q')).toBe('Strandgade 12');
    expect(new URL(sent[0]!.url).searchParams.get('limit')).toBe('100');
    expect(input).toHaveValue('Strandgade 12, 1401 København K');
  });

  it("says 'Noget gik galt' when the lookup fails, in the field and its list, and not that no address was found", async () => {
    stubFetch({ 'GET /api/v2/addresses': () => json({ code: 'address_register_unavailable', message: 'Noget gik galt' }, 502) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    const input = await screen.findByRole('combobox', { name: /^Adresse/ });
    await user.type(input, 'Strandgade');
    await waitFor(() => expect(screen.getAllByText('Noget gik galt')).toHaveLength(2), { timeout: 10_000 });
    expect(input).toHaveAccessibleDescription('Noget gik galt');
    expect(screen.queryByText('Ingen adresser fundet')).not.toBeInTheDocument();
  });

  it('offers an advertised address of street, number and floor only', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Tilføj annonceret adresse' }));
    const group = screen.getByRole('group', { name: 'Annonceret adresse' });
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('id')),
    ).toEqual(['root.advertisedAddress.streetName', 'root.advertisedAddress.streetNumber', 'root.advertisedAddress.floor']);
    expect(within(group).queryByLabelText(/Postnummer|By/)).not.toBeInTheDocument();
  });
});

const IMAGES = ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'].map((url) => ({ url }));
const srcs = () => screen.getAllByRole('img', { name: /^Billede \d/ }).map((img) => img.getAttribute('src'));

describe('the images', () => {
  it('reorder by dragging and by the arrow buttons; the first is the cover', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm({ initialData: { images: IMAGES } });
    await screen.findByText('3 af højst 10 billeder', undefined, { timeout: 10_000 });
    const items = screen.getAllByRole('listitem', { name: /^Billede \d/ });
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    await waitFor(() => expect(srcs()).toEqual(['/uploads/c.png', '/uploads/a.png', '/uploads/b.png']), { timeout: 10_000 });
    expect(within(screen.getAllByRole('listitem', { name: /^Billede \d/ })[0]!).getByText('Forsidebillede')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Flyt billede 3 frem' }));
    expect(srcs()).toEqual(['/uploads/c.png', '/uploads/b.png', '/uploads/a.png']);
    await user.click(screen.getByRole('button', { name: 'Fjern billede 1' }));
    expect(srcs()).toEqual(['/uploads/b.png', '/uploads/a.png']);
    expect(screen.getByText('Det første billede er forsidebilledet. Det må ikke være en plantegning eller indeholde tekst.')).toBeInTheDocument();
    expect(screen.getByText('Ændringer af billeder kan tage op til 30 minutter, før de vises på ejendomsportalen.')).toBeInTheDocument();
  });

  it("refuses an image that is already there ('Billedet findes allerede') without asking the server", async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm({ initialData: { images: [{ url: 'https://billeder.example.dk/1.jpg' }] } });
    await user.type(await screen.findByRole('textbox', { name: 'Tilføj billede fra URL' }), 'https://billeder.example.dk/1.jpg');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Billedet findes allerede', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/images'))).toHaveLength(0);
  });

  it('uploads files to the account and shows what the server refuses', async () => {
    let n = 0;
    const { calls } = stubFetch({
      'POST /api/v2/images': () =>
        ++n === 2
          ? json(
              {
                code: 'bad_input',
                message: 'Billedet skal være i liggende format (bredere end højt)',
                fields: { image: 'Billedet skal være i liggende format (bredere end højt)' },
              },
              400,
            )
          : json({ image: { url: `/uploads/${n}.png`, width: 1200, height: 800, contentHash: `hash-${n}` } }, 201),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    const files = ['facade.png', 'portrait.png', 'kontor.png'].map((name) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }));
    await user.upload(await screen.findByTestId('image-upload', undefined, { timeout: 10_000 }), files);
    expect(await screen.findByText('2 af højst 10 billeder', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('portrait.png: Billedet skal være i liggende format (bredere end højt)')).toBeInTheDocument();
    expect(srcs()).toEqual(['/uploads/1.png', '/uploads/3.png']);
    expect(new URL(calls[calls.length - 1]!.url).searchParams.get('accountId')).toBe('7');
  });
});

describe('the images of a listing form', () => {
  it("drops 'Der kan ikke tilføjes flere billeder' once an image is removed, and refuses a picture already added under another URL", async () => {
    let n = 0;
    stubFetch({
      'POST /api/v2/images': () => json({ image: { url: `/uploads/new-${++n}.png`, width: 1200, height: 800, contentHash: `hash-${n}` } }, 201),
      // The picture of the first upload, at an address of its own.
      'POST /api/v2/images/url': () => json({ image: { url: 'https://billeder.example.dk/facade.png', width: 1200, height: 800, contentHash: 'hash-1' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm({ initialData: { images: Array.from({ length: 8 }, (_, i) => ({ url: `/uploads/${i}.png` })) } });
    const files = ['a.png', 'b.png', 'c.png'].map((name) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }));
    await user.upload(await screen.findByTestId('image-upload', undefined, { timeout: 10_000 }), files);
    expect(await screen.findByText('Der kan ikke tilføjes flere billeder', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('10 af højst 10 billeder')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fjern billede 10' }));
    expect(screen.getByText('9 af højst 10 billeder')).toBeInTheDocument();
    expect(screen.queryByText('Der kan ikke tilføjes flere billeder')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Tilføj billede fra URL' }), 'https://billeder.example.dk/facade.png');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Billedet findes allerede')).toBeInTheDocument();
    expect(screen.getByText('9 af højst 10 billeder')).toBeInTheDocument();
  });
});

describe('the investment form', () => {
  it('computes the return as the figures are typed, read-only', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderForm({ typeName: 'investment' });
    const returnField = await screen.findByLabelText(/^Afkast/, undefined, { timeout: 10_000 });
    // @rjsf/mui shows a read-only field as a disabled one: it cannot be typed in.
    expect(returnField).toBeDisabled();
    await user.type(screen.getByLabelText(/^Salgspris/), '3000000');
    await user.type(screen.getByLabelText(/^Årlig lejeindtægt/), '250000');
    await user.type(screen.getByLabelText(/^Årlige driftsudgifter/), '50000');
    await waitFor(() => expect(returnField).toHaveValue('6,67'), { timeout: 10_000 });
    expect(screen.getByLabelText(/^Salgspris/)).toHaveValue('3.000.000');
  });
});
