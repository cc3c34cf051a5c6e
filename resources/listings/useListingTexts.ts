import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** Labels, help texts and section titles of the listing forms and show page, through i18n. */
export function useListingTexts() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      // A field added to a schema without an i18n key is labelled by its schema title.
      label: (field: string, fallback: string) => translate(`resources.listings.fields.${field}`, { _: fallback }),
      help: (field: string) => translate(`resources.listings.help.${field}`, { _: '' }),
      group: (group: string) => translate(`resources.listings.groups.${group}`, { _: group }),
    }),
    [translate],
  );
}
