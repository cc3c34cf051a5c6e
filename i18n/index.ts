import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { da } from './da';

export const DEFAULT_LOCALE = 'da';

export const LOCALES = [
  { locale: 'da', name: 'Dansk' },
  { locale: 'en', name: 'English' },
];

/** The prefix of the console error a missing translation gives; the end-to-end journeys fail on it. */
export const MISSING_TRANSLATION = '[i18n] Missing translation:';

/**
 * A key with no text and no default shows the key itself: the user sees 'app.x.y' rather than a
 * broken page, and the console says which key it was, so a journey in the browser catches it.
 */
export function reportMissingKey(key: string, _options: unknown, locale: string): string {
  console.error(`${MISSING_TRANSLATION} "${key}" (${locale})`);
  return key;
}

/** Danish is bundled; English is loaded only when someone switches to it. */
const polyglot = polyglotI18nProvider((locale) => (locale === 'en' ? import('./en').then((m) => m.en) : da), DEFAULT_LOCALE, LOCALES, {
  onMissingKey: reportMissingKey,
});

/**
 * react-admin's messages that name a resource mid-sentence and pass the resource along. It names it by
 * its label ('Annoncer'), as in a menu; mid-sentence Danish writes it in lower case ('Ingen annoncer
 * fundet'), which is the resource's `forcedCaseName`. react-admin uses that itself elsewhere (the empty
 * list, the delete dialogs), but not here.
 */
const NAMING_A_RESOURCE = new Set(['ra.navigation.no_results', 'ra.navigation.no_filtered_results']);

/** A label mid-sentence: 'Titel' → 'titel', but an abbreviation keeps its capitals ('ID', 'CMS-side'). */
const lowerFirst = (label: string) => (/^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

export const i18nProvider: I18nProvider = {
  ...polyglot,
  // The page says which language it is in, so screen readers pronounce it and the browser offers no translation of Danish.
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
  },
  translate: (key, options = {}) => {
    const { resource, field, name: givenName } = options as { resource?: unknown; field?: unknown; name?: string };
    // react-admin lowers the first letter of a column's label itself, abbreviations too ('Sortér efter iD').
    if (key === 'ra.sort.sort_by' && typeof field === 'string') return polyglot.translate(key, { ...options, field_lower_first: lowerFirst(field) });
    if (!NAMING_A_RESOURCE.has(key) || typeof resource !== 'string') return polyglot.translate(key, options);
    const name = polyglot.translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: givenName ?? resource });
    return polyglot.translate(key, { ...options, name });
  },
};
