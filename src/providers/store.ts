import { localStorageStore, type Store } from 'ra-core';

/** The store key react-admin keeps the UI's language under. */
export const LOCALE_KEY = 'locale';

/**
 * react-admin empties its store on every logout, and the language chosen on the profile page went with it.
 * The language is the person's at this browser, not the session's: it is kept across the reset, so it
 * holds across reloads, logouts and the next login (SPEC 3's user has no place for it on the server).
 */
export function keepingLocale(store: Store): Store {
  return {
    ...store,
    reset: () => {
      const locale: unknown = store.getItem(LOCALE_KEY);
      store.reset();
      if (typeof locale === 'string') store.setItem(LOCALE_KEY, locale);
    },
  };
}

/** react-admin's store (list params, hidden columns, the language, ...), kept in localStorage; src/preload.ts reads it before the app runs. */
export const store = keepingLocale(localStorageStore());
