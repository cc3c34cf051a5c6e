import { Suspense } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { preloadable, preloadPageAt, type PagesByPath } from 'src/lib/preloadable';
import { listingPages } from 'resources/listings/routes';
import { statisticsPages } from 'src/pages/statistics/routes';

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

describe('the page a visit opens, loaded ahead', () => {
  it('loads the code of the page whose path matches, and of no other', async () => {
    const loaded: string[] = [];
    const pageNamed = (name: string) =>
      preloadable(() => {
        loaded.push(name);
        return Promise.resolve(Greeting);
      });
    const pages: PagesByPath = [
      ['/listings', pageNamed('index')],
      ['/listings/:id', pageNamed('listing')],
    ];
    await preloadPageAt(pages, '/listings/12');
    await preloadPageAt(pages, '/accounts');
    expect(loaded).toEqual(['listing']);
  });

  it('answers once the code has arrived, so that a first render after it does not suspend', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const greeting = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    let answered = false;
    const loading = preloadPageAt([['/hej', greeting]], '/hej').then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    arrive(Greeting);
    await loading;
    page(greeting);
    expect(screen.getByText('Hej Mette')).toBeInTheDocument();
  });

  it('answers, and does not reject, when the code fails to load', async () => {
    const broken = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
    await expect(preloadPageAt([['/hej', broken]], '/hej')).resolves.toBeUndefined();
  });

  it("knows a listing's pages and the statistics pages by the paths their routes have", () => {
    const matches = (pages: PagesByPath, path: string) =>
      matchRoutes(
        pages.map(([pattern]) => ({ path: pattern })),
        path,
      )?.length ?? 0;
    for (const path of ['/listings/rental/create', '/listings/rental/12', '/listings/investment/12/update']) expect(matches(listingPages, path)).toBe(1);
    for (const path of ['/account/statistics', '/market-statistics', '/listings/sales/12/statistics']) expect(matches(statisticsPages, path)).toBe(1);
    // Another listing type's word, or a page of its own, is none of them.
    for (const path of ['/listings/castles/12', '/listings/rental/12/statistics', '/listings/rental/12/close', '/listings']) {
      expect(matches(listingPages, path)).toBe(0);
    }
    expect(matches(statisticsPages, '/listings/castles/12/statistics')).toBe(0);
  });
});
