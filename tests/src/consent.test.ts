import { afterEach, describe, expect, it, vi } from 'vitest';
import { da } from 'i18n/da';
import { en } from 'i18n/en';
import { consentConfig, consentTranslation } from 'src/consent/config';
import { BUILT_IN_COOKIES, loadCookieTables } from 'src/consent/cookieTables';
import { acceptedCategories, hasConsent, notifyConsentChange, onConsentChange } from 'src/consent/state';
import { clearToken, writeToken } from 'src/providers/authCookie';
import { json, stubFetch, text } from './helpers/fetch';
import { makeToken } from './helpers/tokens';

const setConsent = (value: object | string) =>
  (document.cookie = `cc_cookie=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; path=/`);

afterEach(() => {
  document.cookie = 'cc_cookie=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  clearToken();
  vi.unstubAllGlobals();
});

describe('the consent configuration (SPEC 9)', () => {
  const onConsent = vi.fn();
  const config = consentConfig({ da: da.app.consent, en: () => Promise.resolve(en.app.consent), onConsent });

  it('keeps cookie cc_cookie at revision 1 for 365 days, opt-in', () => {
    expect(config.cookie).toMatchObject({ name: 'cc_cookie', expiresAfterDays: 365 });
    expect(config.revision).toBe(1);
    expect(config.mode).toBe('opt-in');
  });

  it('has the four categories, necessary always on and read-only, the rest off until chosen', () => {
    expect(Object.keys(config.categories)).toEqual(['necessary', 'functional', 'statistic', 'marketing']);
    expect(config.categories.necessary).toMatchObject({ enabled: true, readOnly: true });
    for (const optional of ['functional', 'statistic', 'marketing']) {
      expect(config.categories[optional]?.enabled).toBeFalsy();
      expect(config.categories[optional]?.readOnly).toBeFalsy();
    }
    // Withdrawing consent clears what the category set.
    expect(config.categories.functional?.autoClear?.cookies).toEqual([{ name: 'closed_announcements' }]);
    expect(config.categories.statistic?.autoClear?.cookies).toEqual([{ name: 'session_id' }]);
  });

  it('shows itself on the first visit, can be closed, never blocks the page, and is shown to our own test browser', () => {
    expect(config.autoShow).toBe(true);
    expect(config.disablePageInteraction).toBe(false);
    expect(config.hideFromBots).toBe(false);
    const da = config.language.translations.da;
    expect(typeof da === 'object' && da.consentModal.closeIconLabel).toBe('Luk og afvis valgfrie cookies');
  });

  it('speaks Danish by default, with a section per category and the cookie tables', async () => {
    expect(config.language.default).toBe('da');
    const translation = consentTranslation(da.app.consent);
    expect(translation.consentModal).toMatchObject({ title: 'Vi bruger cookies', acceptAllBtn: 'Accepter alle', acceptNecessaryBtn: 'Kun nødvendige' });
    const sections = translation.preferencesModal.sections;
    expect(sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual(['necessary', 'functional', 'statistic', 'marketing']);
    const tables = sections.at(-1)!;
    expect(tables.title).toBe('Cookies vi bruger');
    // The built-in table: every cookie the app sets, under its category.
    for (const rows of Object.values(BUILT_IN_COOKIES)) for (const row of rows) expect(tables.description).toContain(`<td>${row.name}</td>`);
    expect(tables.description).toContain('<h3>Statistiske cookies</h3>');
    // The content service's tables, when given, replace it.
    expect(consentTranslation(da.app.consent, '<p>Fra CMS</p>').preferencesModal.sections.at(-1)!.description).toBe('<p>Fra CMS</p>');
    const english = config.language.translations.en;
    expect(typeof english === 'function' && (await english())).toMatchObject({ consentModal: { title: 'We use cookies' } });
  });
});

describe('hasConsent', () => {
  it('answers from the cc_cookie cookie: necessary always, the rest only when accepted at revision 1', () => {
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('statistic')).toBe(false);
    setConsent({ categories: ['necessary', 'statistic'], revision: 1, consentId: 'x' });
    expect(hasConsent('statistic')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(acceptedCategories()).toEqual(['necessary', 'statistic']);
    setConsent({ categories: ['necessary', 'statistic'], revision: 0 });
    expect(hasConsent('statistic')).toBe(false);
    setConsent('ikke json');
    expect(hasConsent('functional')).toBe(false);
  });

  it('tells listeners when consent changes, until they unsubscribe', () => {
    const listener = vi.fn();
    const off = onConsentChange(listener);
    setConsent({ categories: ['necessary', 'marketing'], revision: 1 });
    notifyConsentChange();
    expect(listener).toHaveBeenCalledWith(['necessary', 'marketing']);
    off();
    notifyConsentChange();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the cookie tables', () => {
  it('come from the content service, sanitised, once logged in', async () => {
    writeToken(makeToken());
    const { calls } = stubFetch({
      'GET /api/v2/content/online-pages/render': () =>
        json({
          id: 4,
          path: '/member_cms-pages/cookie-tables',
          title: 'Cookie-tabeller',
          content: '<h2>Nødvendige</h2><script>alert(1)</script><table><tr><td>cc_cookie</td></tr></table>',
        }),
    });
    const html = await loadCookieTables();
    expect(new URL(calls[0]!.url).searchParams.get('path')).toBe('/member_cms-pages/cookie-tables');
    expect(html).toContain('<td>cc_cookie</td>');
    expect(html).not.toContain('script');
  });

  it('fall back to the built-in table when loading fails, the answer has no content, or before login', async () => {
    writeToken(makeToken());
    stubFetch({ 'GET /api/v2/content/online-pages/render': () => text('fejl', 500) });
    expect(await loadCookieTables()).toBeUndefined();
    stubFetch({ 'GET /api/v2/content/online-pages/render': () => json({ id: 4, path: '/member_cms-pages/cookie-tables', content: null }) });
    expect(await loadCookieTables()).toBeUndefined();
    clearToken();
    const { calls } = stubFetch({});
    expect(await loadCookieTables()).toBeUndefined();
    expect(calls).toHaveLength(0);
  });
});

describe('starting the consent', () => {
  const contentTables = () =>
    stubFetch({
      'GET /api/v2/content/online-pages/render': () =>
        json({ id: 4, path: '/member_cms-pages/cookie-tables', title: 'Cookie-tabeller', content: '<table><tr><td>cc_cookie</td></tr></table>' }),
    });

  it('fetches the cookie tables for the dialog of a first visit', async () => {
    vi.resetModules();
    writeToken(makeToken());
    const { calls } = contentTables();
    const { startConsent } = await import('src/consent/consent');
    await startConsent();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/v2/content/online-pages/render']);
  });

  it('fetches them for one who has answered only when the preferences open', async () => {
    vi.resetModules();
    writeToken(makeToken());
    setConsent({ categories: ['necessary'], revision: 1, consentId: 'x' });
    const { calls } = contentTables();
    const { openConsentPreferences, startConsent } = await import('src/consent/consent');
    await startConsent();
    expect(calls).toHaveLength(0);
    await openConsentPreferences();
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/v2/content/online-pages/render']);
  });
});
