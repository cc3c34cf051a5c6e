import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach } from 'vitest';

// Lazy chunks (the member shell, route pages) load on a busy CI machine too: wait up to 15 s for what a test finds (a
// test that finds it waits no longer than it needs).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// react-admin logs every failed dataProvider call outside production: the failures the tests' servers answer
// on purpose are left out; anything else is logged as ever.
const logError = console.error.bind(console);
console.error = (first?: unknown, ...rest: unknown[]) => {
  if (!(first instanceof HttpError)) logError(first, ...rest);
};

// jsdom saves no files and lays nothing out. A click on a download link would have it try to navigate away,
// and react-admin scrolls to the top after some navigations: the tests read a download through
// URL.createObjectURL, and a scroll has nothing to move.
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) event.preventDefault();
  },
  true,
);
window.scrollTo = () => undefined;
// A form brings a field with an error, or a notice, into view; a test may spy on which.
Element.prototype.scrollIntoView = () => undefined;
