import { localStorageStore } from 'react-admin';

/** react-admin's store (list params, hidden columns, ...), kept in localStorage; src/preload.ts reads it before the app runs. */
export const store = localStorageStore();
