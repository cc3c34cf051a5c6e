import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startErrorReporting } from './monitoring/sentry';
import { preload } from './preload';

preload(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

// The cookie consent dialog (first visit, new revision), in its own chunk so that it does not hold up the
// first page; and error reporting once consent allows it.
import('./consent/consent').then((consent) => consent.startConsent()).catch((error: unknown) => console.error('Cookie consent could not start', error));
startErrorReporting();
