import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';

/**
 * A lazily loaded component that can be loaded ahead of its first render (src/preload.ts). React.lazy
 * suspends on first render even when the module has already arrived, and React then holds the page on
 * the fallback for a while; a component loaded ahead renders at once instead.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    // Chosen once per mount: switching from one to the other would mount the page afresh.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  };
  return { Component, preload };
}

/** Pages that can be loaded ahead, each with its route's path (`/listings/rental/:id`). */
export type PagesByPath = readonly (readonly [string, { preload(): Promise<unknown> }])[];

/** Loads the code of the page at `pathname`, if one of `pages` is there, ahead of its route (src/preload.ts); answers when it is loaded. */
export function preloadPageAt(pages: PagesByPath, pathname: string): Promise<unknown> {
  // Ranked as the router ranks its routes: /listings/rental/create is the create page, not a listing's.
  const page = matchRoutes(
    pages.map(([path, loader]) => ({ path, page: loader })),
    pathname,
  )?.[0]?.route.page;
  // Should this fail, the route loads it again and reports the failure.
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}
