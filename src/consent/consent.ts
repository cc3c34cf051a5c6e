import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent.css';
import { da } from 'i18n/da';
import { consentConfig } from './config';
import { loadCookieTables } from './cookieTables';
import { acceptedCategories, notifyConsentChange } from './state';

let started: Promise<void> | null = null;
/** Whether the dialog shows the content service's cookie tables (not the built-in ones). */
let tablesFromContent = false;

async function run(): Promise<void> {
  // Who has answered sees the tables only in the preferences, which fetch them when opened; so only the
  // dialog of a first visit waits for them.
  const cookieTablesHtml = acceptedCategories().length > 0 ? undefined : await loadCookieTables();
  tablesFromContent = cookieTablesHtml !== undefined;
  await CookieConsent.run(
    consentConfig({
      da: da.app.consent,
      en: () => import('i18n/en').then((m) => m.en.app.consent),
      ...(cookieTablesHtml ? { cookieTablesHtml } : {}),
      onConsent: notifyConsentChange,
    }),
  );
  // Says the dialog has had its chance to show: end-to-end tests wait for it before asserting it is absent.
  document.documentElement.dataset.consent = 'ready';
}

/** Starts the consent dialog (main.tsx): it shows on the first visit and whenever the revision changes. */
export function startConsent(): Promise<void> {
  started ??= run().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/**
 * Opens the cookie preferences again, e.g. from the profile's cookie-settings button. A dialog
 * started before login (with the built-in tables) is rebuilt with the content service's tables.
 */
export async function openConsentPreferences(): Promise<void> {
  await startConsent();
  if (!tablesFromContent) {
    const cookieTablesHtml = await loadCookieTables();
    if (cookieTablesHtml) {
      CookieConsent.reset(false);
      started = null;
      await startConsent();
    }
  }
  CookieConsent.showPreferences();
}
