import { Box, Paper, Typography } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslate } from 'react-admin';
import type { Metrics } from 'schemas/statistics';
import type { Formats } from './format';
import { METRIC_LABELS, type MetricKey } from './metrics';

interface MetricCardsProps {
  totals: Metrics;
  previousTotals: Metrics;
  compare: boolean;
  /** Show promoted impressions and clicks. */
  promoted: boolean;
  formats: Formats;
}

/** The change on the previous period as words and a direction; a rate changes by percentage points. */
function useChange(formats: Formats) {
  const translate = useTranslate();
  return (key: MetricKey, now: number | null, before: number | null): { text: string; direction: 'up' | 'down' | 'same' } => {
    if (key === 'conversionRate') {
      if (now === null && before === null) return { text: translate('app.statistics.change_same'), direction: 'same' };
      if (now === null || before === null) return { text: translate('app.statistics.change_from_zero'), direction: 'same' };
      const points = now - before;
      const sign = points > 0 ? '+' : points < 0 ? '−' : '±';
      return {
        text: translate('app.statistics.change_points', { points: `${sign}${formats.number(Math.abs(points), 1)}` }),
        direction: points > 0 ? 'up' : points < 0 ? 'down' : 'same',
      };
    }
    const a = now ?? 0;
    const b = before ?? 0;
    if (a === b) return { text: translate('app.statistics.change_same'), direction: 'same' };
    if (b === 0) return { text: translate('app.statistics.change_from_zero'), direction: 'up' };
    const percent = formats.number((Math.abs(a - b) / b) * 100, 0);
    return a > b
      ? { text: translate('app.statistics.change_up', { percent }), direction: 'up' }
      : { text: translate('app.statistics.change_down', { percent }), direction: 'down' };
  };
}

const ICONS = { up: TrendingUpIcon, down: TrendingDownIcon, same: TrendingFlatIcon };
const COLORS = { up: 'success.main', down: 'error.main', same: 'text.secondary' };

/** The period's totals, each with its change on the period before. */
export const MetricCards = ({ totals, previousTotals, compare, promoted, formats }: MetricCardsProps) => {
  const translate = useTranslate();
  const change = useChange(formats);
  const keys: MetricKey[] = ['visits', 'leads', 'conversionRate', 'favorites', ...(promoted ? (['promotedImpressions', 'promotedClicks'] as const) : [])];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${keys.length}, 1fr)` }, mb: 3 }}>
      {keys.map((key) => {
        const value = totals[key];
        const shown = key === 'conversionRate' ? formats.percent(value) : formats.number(value ?? 0);
        const { text, direction } = change(key, value, previousTotals[key]);
        const Icon = ICONS[direction];
        return (
          <Paper key={key} variant="outlined" component="section" aria-label={translate(METRIC_LABELS[key])} sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary" component="h2">
              {translate(METRIC_LABELS[key])}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600, my: 0.5 }} data-testid={`metric-${key}`}>
              {shown}
            </Typography>
            {compare && (
              <Typography variant="caption" component="p" sx={{ color: COLORS[direction], display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Icon fontSize="inherit" aria-hidden />
                {text}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
};
