import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatsFor, type Formats } from './format';
import { danishDay, readMarketView, readView, writeMarketView, writeView, type MarketView, type StatisticsView } from './period';

/** Today in Copenhagen, fixed for the life of the page so the presets do not move under it. */
const TODAY = danishDay();
export const today = (): Date => TODAY;

/** The period of a listing or account statistics page, read from and written to its URL. */
export function useStatisticsView(): [StatisticsView, (view: StatisticsView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params, today()), [params]);
  return [view, (next) => setParams(writeView(next), { replace: true })];
}

export function useMarketView(): [MarketView, (view: MarketView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readMarketView(params, today()), [params]);
  return [view, (next) => setParams(writeMarketView(next), { replace: true })];
}

export function useFormats(): Formats {
  const [locale] = useLocaleState();
  return useMemo(() => formatsFor(locale), [locale]);
}
