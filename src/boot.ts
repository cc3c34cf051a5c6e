import { preload } from './preload';

// The entry's first import: its calls and the page's code are asked for before the rest of the entry (React's
// renderer, MUI, the app) is run.
export const pageCodeLoaded = preload(window.location);
