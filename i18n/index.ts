import polyglotI18nProvider from 'ra-i18n-polyglot';
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
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((m) => m.en) : da),
  DEFAULT_LOCALE,
  LOCALES,
  { onMissingKey: reportMissingKey },
);
