import { describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { da } from 'i18n/da';
import { en } from 'i18n/en';
import { i18nProvider, MISSING_TRANSLATION } from 'i18n/index';
import { possessive } from 'i18n/possessive';
import { LISTING_TYPE_NAMES } from 'schemas/enums';
import { listingObjectSchema } from 'schemas/listings';
import { notDanishIn } from '../fixtures/notDanish';

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const at = (tree: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

const englishLeaves = leaves(englishMessages);

describe('Danish messages', () => {
  it('hold every key of ra-language-english as a non-empty string', () => {
    const missing = englishLeaves.filter(([key]) => {
      const value = at(da, key);
      return typeof value !== 'string' || value.length === 0;
    });
    expect(missing.map(([key]) => key)).toEqual([]);
  });

  it('translate all of react-admin but the texts made only of placeholders', () => {
    const untranslatable = ['ra.boolean.null', 'ra.page.edit', 'ra.page.list', 'ra.page.show'];
    const same = englishLeaves.filter(([key, english]) => at(da, key) === english).map(([key]) => key);
    expect(same.filter((key) => !untranslatable.includes(key))).toEqual([]);
  });

  it('keep the same placeholders as the English texts', () => {
    const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/%\{\w+\}/g) ?? []).sort() : []);
    const differing = englishLeaves.filter(([key, english]) => placeholders(at(da, key)).join() !== placeholders(english).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('The Danish UI', () => {
  it('holds no English words, jargon or raw field names in its messages', () => {
    const found = leaves(da)
      .map(([key, value]) => [key, notDanishIn(String(value))] as const)
      .filter(([, words]) => words.length > 0);
    expect(found).toEqual([]);
  });

  it('labels every field of the listing forms in Danish, in the schemas as in the messages', () => {
    const labels = LISTING_TYPE_NAMES.flatMap((type) =>
      Object.entries(listingObjectSchema(type).shape).map(([name, field]) => [`${type}.${name}`, String(field.meta()?.title)] as const),
    );
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter(([, label]) => notDanishIn(label).length > 0)).toEqual([]);
  });

  it("names a resource mid-sentence in lower case: 'Ingen annoncer fundet', 'Ingen mails endnu.'", () => {
    const resources = Object.entries(da.resources).filter(([, r]) => 'name' in r);
    expect(resources.length).toBeGreaterThan(5);
    for (const [resource, messages] of resources) {
      const forced = (messages as { forcedCaseName?: string }).forcedCaseName;
      expect(forced, resource).toBeDefined();
      // Only an abbreviation (CMS-side) keeps its capitals.
      expect(forced, resource).toMatch(/^(\p{Ll}|\p{Lu}{2})/u);
    }
    const label = i18nProvider.translate('resources.listings.name', { smart_count: 0 });
    expect(i18nProvider.translate('ra.navigation.no_results', { resource: 'listings', name: label })).toBe('Ingen annoncer fundet');
    expect(i18nProvider.translate('ra.navigation.no_filtered_results', { resource: 'listings', name: label })).toBe(
      'Ingen annoncer fundet med de valgte filtre.',
    );
    // react-admin's empty list asks for forcedCaseName itself.
    const mails = i18nProvider.translate('resources.outbox-mails.forcedCaseName', { smart_count: 0 });
    expect(i18nProvider.translate('ra.page.empty', { name: mails })).toBe('Ingen mails endnu.');
    // A column's label in the sort button's title: lower case, but an abbreviation as it is.
    const sortBy = (field: string) =>
      i18nProvider.translate('ra.sort.sort_by', { field, field_lower_first: field.charAt(0).toLowerCase() + field.slice(1), order: 'stigende' });
    expect(sortBy('Titel')).toBe('Sortér efter titel stigende');
    expect(sortBy('ID')).toBe('Sortér efter ID stigende');
  });

  it("names each resource in react-admin's toasts and the selection: 'Søgeagenten er oprettet', '1 annonce valgt'", () => {
    const resources = Object.entries(da.resources).filter(([, r]) => 'name' in r);
    for (const [resource] of resources) {
      for (const kind of ['created', 'updated', 'deleted']) {
        expect(at(da, `resources.${resource}.notifications.${kind}`), `${resource} ${kind}`).toEqual(expect.any(String));
      }
      expect(at(da, `resources.${resource}.selected`), resource).toEqual(expect.any(String));
    }
    expect(i18nProvider.translate('resources.searchagents.notifications.created', { smart_count: 1 })).toBe('Søgeagenten er oprettet');
    expect(i18nProvider.translate('resources.announcements.notifications.deleted', { smart_count: 1 })).toBe('Meddelelsen er slettet');
    expect(i18nProvider.translate('resources.listings.notifications.deleted', { smart_count: 3 })).toBe('3 annoncer er slettet');
    expect(i18nProvider.translate('resources.listings.selected', { smart_count: 1 })).toBe('1 annonce valgt');
    expect(i18nProvider.translate('resources.listings.selected', { smart_count: 2 })).toBe('2 annoncer valgt');
  });

  it('puts a name in the genitive the Danish way: -s, or an apostrophe after s, x and z', () => {
    expect(possessive('Nordhavn Erhvervsmægler ApS', 'da')).toBe("Nordhavn Erhvervsmægler ApS'");
    expect(possessive('Aarhus Kommune Erhverv', 'da')).toBe('Aarhus Kommune Erhvervs');
    expect(possessive('Lille Udlejer ApS', 'da')).toBe("Lille Udlejer ApS'");
    expect(possessive('Byg & Fix', 'da')).toBe("Byg & Fix'");
    expect(possessive('Markedsdata ApS', 'en')).toBe("Markedsdata ApS'");
    expect(possessive('Aarhus Kommune Erhverv', 'en')).toBe("Aarhus Kommune Erhverv's");
    expect(i18nProvider.translate('app.statistics.account_subtitle', { account: possessive('Nordhavn Erhvervsmægler ApS', 'da') })).toBe(
      "Besøg, henvendelser og konvertering på Nordhavn Erhvervsmægler ApS' annoncer",
    );
  });
});

describe('English messages', () => {
  it('have exactly the keys of the Danish ones', () => {
    expect(
      leaves(en)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      leaves(da)
        .map(([key]) => key)
        .sort(),
    );
  });

  it('have a non-empty text for each of our own keys', () => {
    const ours = leaves({ app: en.app, resources: en.resources });
    expect(ours.filter(([, value]) => typeof value !== 'string' || value.length === 0)).toEqual([]);
  });
});

describe('i18nProvider', () => {
  it('speaks Danish by default and offers English', () => {
    expect(i18nProvider.getLocale()).toBe('da');
    expect(i18nProvider.getLocales?.()).toEqual([
      { locale: 'da', name: 'Dansk' },
      { locale: 'en', name: 'English' },
    ]);
    expect(i18nProvider.translate('app.login.title')).toBe('Log ind');
    expect(i18nProvider.translate('app.appbar.logged_in_as', { email: 'a@b.dk' })).toBe('Logget på som a@b.dk');
    expect(i18nProvider.translate('app.notification.failed.retrieve', { entity: 'Konto' })).toBe('Konto kunne ikke hentes');
    expect(i18nProvider.translate('resources.accounts.name', { smart_count: 2 })).toBe('Konti');
  });

  it('shows a missing key as itself and reports it on the console, which the journeys fail on', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(i18nProvider.translate('app.no_such.key')).toBe('app.no_such.key');
      expect(report).toHaveBeenCalledWith(`${MISSING_TRANSLATION} "app.no_such.key" (da)`);
      // A text with a default of its own is not missing.
      report.mockClear();
      expect(i18nProvider.translate('app.no_such.key', { _: 'Standardtekst' })).toBe('Standardtekst');
      expect(report).not.toHaveBeenCalled();
    } finally {
      report.mockRestore();
    }
  });
});
