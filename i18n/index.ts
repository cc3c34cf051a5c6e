import polyglotI18nProvider from 'ra-i18n-polyglot';
import { da } from './da';

export const DEFAULT_LOCALE = 'da';

export const LOCALES = [
  { locale: 'da', name: 'Dansk' },
  { locale: 'en', name: 'English' },
];

/** Danish is bundled; English is loaded only when someone switches to it. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((m) => m.en) : da),
  DEFAULT_LOCALE,
  LOCALES,
);
