import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, HttpError, useNotify } from 'react-admin';
import { i18nProvider } from 'i18n/index';
import { MemberNotification } from 'src/layout/MemberNotification';
import { useEntityToast } from 'src/layout/useEntityToast';

const Buttons = () => {
  const notify = useNotify();
  const toast = useEntityToast();
  return (
    <>
      <button onClick={() => notify('Noget gik galt', { type: 'error', messageArgs: { _: 'Noget gik galt' } })}>fejl</button>
      <button onClick={() => notify('Gemt', { type: 'success', messageArgs: { _: 'Gemt' } })}>succes</button>
      <button onClick={() => toast.failed('retrieve', 'resources.accounts.name')}>hent</button>
      <button onClick={() => toast.succeeded('updated', 'Annoncen')}>opdateret</button>
      <button onClick={() => toast.failed('deactivate', 'Annoncen "Kontor"', new HttpError('En afmeldt annonce kan ikke deaktiveres', 409))}>årsag</button>
      <button onClick={() => toast.failed('update', 'Kontoen', new TypeError("Cannot read properties of undefined (reading 'id')"))}>fejl i koden</button>
    </>
  );
};

const renderToasts = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Buttons />
      <MemberNotification />
    </AdminContext>,
  );

/** In small steps, so that the timers React schedules on the way (the exit transition) run too. */
const elapse = async (ms: number) => {
  for (let left = ms; left >= 0; left -= 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)));
  }
};

describe('toasts (SPEC 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keep an error for 10 seconds', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'fejl' }));
    await elapse(9_000);
    expect(screen.getByText('Noget gik galt')).toBeInTheDocument();
    await elapse(1_500);
    expect(screen.queryByText('Noget gik galt')).not.toBeInTheDocument();
  });

  it('keep a success for 5 seconds', async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'succes' }));
    await elapse(4_500);
    expect(screen.getByText('Gemt')).toBeInTheDocument();
    await elapse(1_000);
    expect(screen.queryByText('Gemt')).not.toBeInTheDocument();
  });

  it("name what failed and the server's reason in one error toast, for 10 seconds", async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'årsag' }));
    await elapse(9_000);
    expect(screen.getByText('Annoncen "Kontor" kunne ikke deaktiveres: En afmeldt annonce kan ikke deaktiveres')).toBeInTheDocument();
    await elapse(1_500);
    expect(screen.queryByText(/kunne ikke deaktiveres/)).not.toBeInTheDocument();
  });

  it("give the generic reason for an error no request normalised, never the code's own words", async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'fejl i koden' }));
    await elapse(0);
    expect(screen.getByText('Kontoen kunne ikke opdateres: Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter')).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read/)).not.toBeInTheDocument();
  });

  it("word failures and successes with the entity's name", async () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'hent' }));
    await elapse(0);
    expect(screen.getByText('Konto kunne ikke hentes')).toBeInTheDocument();
    await elapse(11_000);
    fireEvent.click(screen.getByRole('button', { name: 'opdateret' }));
    await elapse(0);
    expect(screen.getByText('Annoncen er opdateret')).toBeInTheDocument();
  });
});
