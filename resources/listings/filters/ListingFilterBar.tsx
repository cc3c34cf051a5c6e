import { useEffect, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { LISTING_STATUS_IDS, LISTING_TYPES } from 'schemas/enums';
import { QUALITY_GOOD } from 'schemas/listingQuality';
import { useAccess } from 'src/access';
// Whether the promoted filter shows.
import { usePromotionAvailable } from 'src/pages/promotion/usePromotionAvailable';
import { useListFilterValues } from '../lifecycle/hooks';
import { preventSubmit, SelectFilter, SwitchFilter, TextFilter } from './fields';
import css from './filterBar.module.css';

/** The quality filter's thresholds. */
const QUALITY_THRESHOLDS = [50, 70, QUALITY_GOOD, 90];

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(id) ? id : undefined;
};

/**
 * The listing index's filters, always shown: plain fields with static styles (./filterBar.module.css) in place of
 * react-admin's filter form, whose inputs cost the index most of its render. Each sets the list's filter values, which
 * react-admin keeps in the URL and its store as before; an empty field removes its filter.
 */
export const ListingFilterBar = () => {
  const translate = useTranslate();
  const { accounts, isStaff } = useAccess();
  const promotion = usePromotionAvailable();
  const values = useListFilterValues();
  const { setFilters } = useListContext();
  // A text filter sends after typing rests, maybe after another filter changed: it sets its value in the latest ones.
  const latest = useRef({ values, setFilters });
  useEffect(() => {
    latest.current = { values, setFilters };
  });
  const set = (source: string) => (value: unknown) => {
    const list = latest.current;
    // Not debounced here: a text field waits itself, a choice applies at once.
    list.setFilters({ ...list.values, [source]: value }, undefined, false);
  };
  const choices = (group: 'status' | 'type', ids: readonly number[]) => ids.map((id) => ({ id, name: translate(`resources.listings.${group}.${id}`) }));
  return (
    <form className={css.bar} onSubmit={preventSubmit}>
      {(accounts.length > 1 || isStaff) && (
        <SelectFilter
          label={translate('resources.listings.filters.account')}
          value={idOf(values['accountId'])}
          choices={accounts.map((a) => ({ id: a.id, name: a.name }))}
          onChange={set('accountId')}
        />
      )}
      <TextFilter label={translate('resources.listings.filters.caseNumber')} value={textOf(values['caseNumberContains'])} onSend={set('caseNumberContains')} />
      <TextFilter label={translate('resources.listings.filters.address')} value={textOf(values['address'])} onSend={set('address')} />
      <SelectFilter
        label={translate('resources.listings.filters.status')}
        value={idOf(values['status'])}
        choices={choices('status', LISTING_STATUS_IDS)}
        onChange={set('status')}
      />
      <SelectFilter
        label={translate('resources.listings.filters.listingType')}
        value={idOf(values['listingType'])}
        choices={choices('type', Object.values(LISTING_TYPES))}
        onChange={set('listingType')}
      />
      {/* Listings whose quality score is below a threshold. */}
      <SelectFilter
        label={translate('resources.listings.filters.quality')}
        value={idOf(values['qualityBelow'])}
        choices={QUALITY_THRESHOLDS.map((n) => ({ id: n, name: translate('resources.listings.filters.quality_below', { n }) }))}
        onChange={set('qualityBelow')}
      />
      {/* On, only the listings promoted today; off, every listing (the filter is left out). */}
      {promotion && (
        <SwitchFilter
          label={translate('app.promotion.listing.filter')}
          checked={values['promoted'] === true || values['promoted'] === 'true'}
          onChange={(on) => set('promoted')(on ? 'true' : undefined)}
        />
      )}
    </form>
  );
};
