import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { listingTypeById } from 'schemas/listingTypes';
import { comparablesName, type BenchmarkMetric, type ListingBenchmark } from 'schemas/statistics';
import type { Formats } from './format';
import { useListingBenchmark } from './queries';

type Benchmark = ListingBenchmark;
type Locale = 'da' | 'en';

const KEYS: Record<Exclude<BenchmarkMetric, 'price'>, string> = {
  visitsPerWeek: 'visits_per_week',
  leadsPerWeek: 'leads_per_week',
  daysOnMarket: 'days_on_market',
};
const DIGITS: Record<BenchmarkMetric, number> = { price: 0, visitsPerWeek: 1, leadsPerWeek: 1, daysOnMarket: 0 };

/** The words of the section that depend on the listing's type (the registry's) and the UI's language. */
function useWords(benchmark: Benchmark, formats: Formats) {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale: Locale = localeState === 'en' ? 'en' : 'da';
  const definition = listingTypeById(benchmark.listingType)?.benchmark;
  const comparables = definition && benchmark.subcategory ? comparablesName(definition.comparables, benchmark.subcategory, locale) : '';
  const label = (metric: BenchmarkMetric) =>
    metric === 'price' ? (definition?.measure[locale] ?? '') : translate(`app.statistics.benchmark.metrics.${KEYS[metric]}`);
  const unit = (metric: BenchmarkMetric) =>
    metric === 'price' ? (definition?.unit[locale] ?? '') : metric === 'daysOnMarket' ? translate('app.statistics.benchmark.days') : '';
  const value = (metric: BenchmarkMetric, v: number) => `${formats.number(v, DIGITS[metric])}${unit(metric) ? ` ${unit(metric)}` : ''}`;
  const count = formats.number(benchmark.comparables ?? 0);
  const area = benchmark.area?.name ?? '';
  let sentence = '';
  if (benchmark.standsOut) {
    const { metric, percent } = benchmark.standsOut;
    const measure = metric === 'price' ? label('price') : translate(`app.statistics.benchmark.subjects.${KEYS[metric]}`);
    sentence = translate(`app.statistics.benchmark.${percent > 0 ? 'above' : 'below'}`, {
      measure,
      percent: formats.number(Math.abs(percent)),
      count,
      comparables,
      area,
    });
  } else if (benchmark.figures) sentence = translate('app.statistics.benchmark.in_line', { count, comparables, area });
  return { translate, label, value, sentence, intro: translate('app.statistics.benchmark.intro', { count, comparables, area }) };
}

const Figures = ({ benchmark, formats }: { benchmark: Benchmark; formats: Formats }) => {
  const { translate, label, value, sentence, intro } = useWords(benchmark, formats);
  const { figures } = benchmark;
  if (!figures) return null;
  const metrics: BenchmarkMetric[] = ['price', 'visitsPerWeek', 'leadsPerWeek', 'daysOnMarket'];
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }} data-testid="benchmark-sentence">
        {sentence}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 1 }}>
        {metrics.map((metric) => {
          const { listing, market } = figures[metric];
          return (
            <Paper key={metric} variant="outlined" component="section" aria-label={label(metric)} sx={{ p: 2 }} data-testid={`benchmark-${metric}`}>
              <Typography variant="body2" color="text.secondary" component="h3">
                {label(metric)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
                {listing === null ? translate('app.statistics.benchmark.not_shown') : value(metric, listing)}
              </Typography>
              <Typography variant="body2" component="p">
                {translate('app.statistics.benchmark.median', { value: value(metric, market.median) })}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('app.statistics.benchmark.quartiles', {
                  low: formats.number(market.p25, DIGITS[metric]),
                  high: formats.number(market.p75, DIGITS[metric]),
                })}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </>
  );
};

/**
 * The listing against comparable active listings of the market: its price, visits and leads per week and days
 * on the market beside the comparables' median and middle half, and a sentence of what stands out. Fewer than
 * five comparables give no figures, and the section says why.
 */
export const BenchmarkSection = ({ listingId, formats }: { listingId: number; formats: Formats }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useListingBenchmark(listingId);
  return (
    <Box component="section" aria-labelledby="benchmark-title" sx={{ mb: 3 }} data-testid="benchmark">
      <Typography id="benchmark-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.statistics.benchmark.title')}
      </Typography>
      {error && <Alert severity="error">{translate('app.statistics.benchmark.failed')}</Alert>}
      {isPending && <Skeleton variant="rounded" height={96} />}
      {data?.figures && <Figures benchmark={data} formats={formats} />}
      {data && !data.figures && (
        <Alert severity="info">
          {data.missing === 'fewComparables'
            ? translate('app.statistics.benchmark.few', { area: data.area?.name ?? '' })
            : translate('app.statistics.benchmark.incomplete')}
        </Alert>
      )}
      {data?.figures && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.statistics.benchmark.privacy')}
        </Typography>
      )}
    </Box>
  );
};
