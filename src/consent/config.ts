import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import type { Messages } from 'i18n/da';
import { CLOSED_ANNOUNCEMENTS_COOKIE } from '../content/closedAnnouncements';
import { SESSION_COOKIE } from '../tracking/client';
import { builtInCookieTables } from './cookieTables';
import { CONSENT_COOKIE, CONSENT_DAYS, CONSENT_REVISION } from './state';

export type ConsentTexts = Messages['app']['consent'];

/** The dialog's texts in one language, with the cookie tables (from the content service, or built in). */
export function consentTranslation(texts: ConsentTexts, cookieTablesHtml?: string): Translation {
  const tables =
    cookieTablesHtml ??
    builtInCookieTables(
      {
        necessary: texts.necessary_title,
        functional: texts.functional_title,
        statistic: texts.statistic_title,
        marketing: texts.marketing_title,
      },
      { name: texts.table_name, purpose: texts.table_purpose, expiry: texts.table_expiry },
    );
  return {
    consentModal: {
      title: texts.title,
      description: texts.description,
      acceptAllBtn: texts.accept_all,
      acceptNecessaryBtn: texts.accept_necessary,
      showPreferencesBtn: texts.show_preferences,
      closeIconLabel: texts.close,
    },
    preferencesModal: {
      title: texts.preferences_title,
      acceptAllBtn: texts.accept_all,
      acceptNecessaryBtn: texts.accept_necessary,
      savePreferencesBtn: texts.save,
      closeIconLabel: texts.close,
      sections: [
        { title: texts.intro_title, description: texts.intro },
        { title: texts.necessary_title, description: texts.necessary, linkedCategory: 'necessary' },
        { title: texts.functional_title, description: texts.functional, linkedCategory: 'functional' },
        { title: texts.statistic_title, description: texts.statistic, linkedCategory: 'statistic' },
        { title: texts.marketing_title, description: texts.marketing, linkedCategory: 'marketing' },
        { title: texts.tables_title, description: tables },
      ],
    },
  };
}

export interface ConsentConfigOptions {
  da: ConsentTexts;
  /** English, loaded when the page is in English. */
  en: () => Promise<ConsentTexts>;
  cookieTablesHtml?: string;
  /** Called on the first consent, on every page load with consent, and on every change. */
  onConsent: () => void;
}

/**
 * SPEC 9's consent: cookie cc_cookie, revision 1, kept 365 days; categories necessary (always on),
 * functional, statistic and marketing, opt-in. The dialog can be closed (which keeps only the
 * necessary cookies) and never blocks the page.
 */
export function consentConfig({ da, en, cookieTablesHtml, onConsent }: ConsentConfigOptions): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    autoShow: true,
    disablePageInteraction: false,
    // navigator.webdriver marks our own end-to-end browser as a bot; it must see the dialog too.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', path: '/' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      functional: { autoClear: { cookies: [{ name: CLOSED_ANNOUNCEMENTS_COOKIE }] } },
      statistic: { autoClear: { cookies: [{ name: SESSION_COOKIE }] } },
      marketing: {},
    },
    language: {
      default: 'da',
      autoDetect: 'document',
      translations: {
        da: consentTranslation(da, cookieTablesHtml),
        en: async () => consentTranslation(await en(), cookieTablesHtml),
      },
    },
    onFirstConsent: onConsent,
    onConsent,
    onChange: onConsent,
  };
}
