import { pageCodeLoaded } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startErrorReporting } from './monitoring/sentry';
import { acceptedCategories } from './consent/state';
import { afterFirstContent } from './lib/afterFirstContent';
import { readToken } from './providers/authCookie';
// The cookie consent and the member shell both read the closed announcements: in the first page, the small
// module is no file of its own for a signed-in page to wait for, and keeps the consent off the shared chunk.
import './content/closedAnnouncements';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * How long the first render waits for the layout's and the page's code that the entry asked for: rendered before
 * it has arrived, they would suspend, and React holds a page back for a while after showing a fallback. Past this,
 * a slow or stalled request does not keep the page blank: it renders and shows that it is loading.
 */
const CODE_WAIT_MS = 1000;

void Promise.race([pageCodeLoaded, new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);

// The cookie consent dialog (first visit, new revision), in its own chunk so that it does not hold up the
// first page; and error reporting once consent allows it. A visitor who has answered sees no dialog (the
// answer is read from its cookie), so for them it loads once a signed-in page's content is there.
const startConsent = () => {
  import('./consent/consent').then((consent) => consent.startConsent()).catch((error: unknown) => console.error('Cookie consent could not start', error));
};
if (acceptedCategories().length > 0 && readToken()) afterFirstContent(startConsent);
else startConsent();
startErrorReporting();
