import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from 'src/lib/preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hej {name}</p>;

function page(component: ReturnType<typeof preloadable<{ name: string }>>) {
  return render(
    <Suspense fallback={<p>Indlæser</p>}>
      <component.Component name="Mette" />
    </Suspense>,
  );
}

describe('a component loaded lazily', () => {
  it('shows at once when its code was loaded ahead', async () => {
    const greeting = preloadable(() => Promise.resolve(Greeting));
    await greeting.preload();
    page(greeting);
    expect(screen.getByText('Hej Mette')).toBeInTheDocument();
    expect(screen.queryByText('Indlæser')).not.toBeInTheDocument();
  });

  it('shows the fallback until its code arrives when it was not', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const greeting = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    page(greeting);
    expect(screen.getByText('Indlæser')).toBeInTheDocument();
    act(() => arrive(Greeting));
    expect(await screen.findByText('Hej Mette')).toBeInTheDocument();
  });
});
