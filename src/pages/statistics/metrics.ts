import type { Metrics } from 'schemas/statistics';

export type MetricKey = keyof Metrics;

/** Each metric's name in the UI (i18n keys). */
export const METRIC_LABELS = {
  visits: 'app.statistics.metrics.visits',
  leads: 'app.statistics.metrics.leads',
  conversionRate: 'app.statistics.metrics.conversion_rate',
  promotedImpressions: 'app.statistics.metrics.promoted_impressions',
  promotedClicks: 'app.statistics.metrics.promoted_clicks',
  favorites: 'app.statistics.metrics.favorites',
} as const satisfies Record<MetricKey, string>;

export const METRIC_KEYS: readonly MetricKey[] = ['visits', 'leads', 'conversionRate', 'promotedImpressions', 'promotedClicks', 'favorites'];

/** One colour per listing type in every chart: rental, investment, sales, office space. */
export const TYPE_COLORS: Record<number, string> = { 1: '#1565c0', 2: '#6a1b9a', 3: '#2e7d32', 4: '#ef6c00' };
export const CURRENT_COLOR = '#1565c0';
export const PREVIOUS_COLOR = '#90a4ae';
export const LEAD_COLOR = '#2e7d32';
