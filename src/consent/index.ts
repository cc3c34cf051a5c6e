/*
 * Cookie consent (SPEC 4 and 9). hasConsent and onConsentChange are light (they read the cc_cookie
 * cookie); the dialog itself (./consent: startConsent, openConsentPreferences) is imported lazily.
 */
export {
  hasConsent,
  onConsentChange,
  acceptedCategories,
  CONSENT_COOKIE,
  CONSENT_REVISION,
  CONSENT_DAYS,
  CONSENT_CATEGORIES,
  type ConsentCategory,
} from './state';
export { CookieSettingsButton } from './CookieSettingsButton';
