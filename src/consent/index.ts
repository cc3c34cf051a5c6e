/*
 * Cookie consent (SPEC 4 and 9). hasConsent and onConsentChange are light (they read the cc_cookie
 * cookie); the dialog itself loads with startConsent and openConsentPreferences.
 */
export { hasConsent, onConsentChange, acceptedCategories, CONSENT_COOKIE, CONSENT_REVISION, CONSENT_DAYS, CONSENT_CATEGORIES, type ConsentCategory } from './state';
export { startConsent, openConsentPreferences } from './consent';
export { CookieSettingsButton } from './CookieSettingsButton';
