import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingForm } from 'resources/listings/form/ListingForm';
import { FormContext } from './helpers/listingForm';
import { json, stubFetch } from './helpers/fetch';

// A whole listing form is slow to render in jsdom while the rest of the suite runs alongside.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

const CLEAN = { floorPlan: false, hasText: false, textCheck: 'done' };

function renderForm() {
  render(
    <FormContext>
      <ListingForm
        typeName="rental"
        offMarket={false}
        accountId={7}
        submitLabel="Opret annonce"
        cancelTo="/listings"
        onSubmit={vi.fn(() => Promise.resolve())}
      />
    </FormContext>,
  );
}

describe('the cover rule in the listing form', () => {
  it('says at once that a floor plan may not be the cover, and stops saying it once a photo is moved first', async () => {
    const answers = [
      { url: '/uploads/plan.png', content: { floorPlan: true, hasText: true, textCheck: 'done' } },
      { url: '/uploads/facade.png', content: CLEAN },
    ];
    let n = 0;
    stubFetch({ 'POST /api/v2/images': () => json({ image: { width: 1200, height: 800, contentHash: `hash-${n}`, ...answers[n++] } }, 201) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    const files = ['plan.png', 'facade.png'].map((name) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }));
    await user.upload(await screen.findByTestId('image-upload', undefined, { timeout: 10_000 }), files);

    expect(await screen.findByText('Forsidebilledet må ikke være en plantegning', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/kan gemmes som kladde, men ikke aktiveres/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Flyt billede 2 frem' }));
    expect(screen.queryByText('Forsidebilledet må ikke være en plantegning')).not.toBeInTheDocument();
  });

  it('shows text on the cover as a refusal and as a fix in the live quality score', async () => {
    stubFetch({
      'POST /api/v2/images': () =>
        json(
          {
            image: {
              url: '/uploads/skilt.png',
              width: 1200,
              height: 800,
              contentHash: 'hash',
              content: { floorPlan: false, hasText: true, textCheck: 'done' },
            },
          },
          201,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.upload(
      await screen.findByTestId('image-upload', undefined, { timeout: 10_000 }),
      new File([new Uint8Array([1])], 'skilt.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Forsidebilledet må ikke indeholde tekst', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/Vælg et foto uden tekst som forsidebillede/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('tells the broker when the cover could not be checked, and lets it be', async () => {
    stubFetch({
      'POST /api/v2/images': () =>
        json(
          { image: { url: '/uploads/x.png', width: 1200, height: 800, contentHash: 'hash', content: { floorPlan: false, hasText: null, textCheck: null } } },
          201,
        ),
    });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.upload(
      await screen.findByTestId('image-upload', undefined, { timeout: 10_000 }),
      new File([new Uint8Array([1])], 'x.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(/Forsidebilledet kunne ikke kontrolleres/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/Forsidebilledet må ikke/)).not.toBeInTheDocument();
  });
});
