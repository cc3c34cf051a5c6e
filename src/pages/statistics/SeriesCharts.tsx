import { Box, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { Bucket, Granularity } from 'schemas/statistics';
import { ChartFigure, reducedMotion } from './ChartFigure';
import { BarChart, LineChart } from './charts';
import { toCsv, type CsvCell } from 'schemas/csv';
import { downloadCsv } from './csv';
import type { Formats } from './format';
import { CURRENT_COLOR, LEAD_COLOR, METRIC_KEYS, METRIC_LABELS, PREVIOUS_COLOR } from './metrics';

interface SeriesChartsProps {
  series: Bucket[];
  previousSeries: Bucket[];
  granularity: Granularity;
  compare: boolean;
  promoted: boolean;
  formats: Formats;
  /** The file name of the CSV export, without extension. */
  filename: string;
}

const HEIGHT = 280;

/** Visits and leads over the period (and the period before, dashed), and promotion when there was any. */
export const SeriesCharts = ({ series, previousSeries, granularity, compare, promoted, formats, filename }: SeriesChartsProps) => {
  const translate = useTranslate();
  const labels = series.map((b) => formats.bucket(b, granularity, (week) => translate('app.statistics.week_label', { week })));
  const current = translate('app.statistics.this_period');
  const previous = translate('app.statistics.previous_period');
  const count = (v: number | null) => (v === null ? '' : formats.number(v));
  const xAxis = [{ scaleType: 'band' as const, data: labels }];
  // The tooltip names the days each bucket holds, in the period and in the one before.
  const rangeOf =
    (list: Bucket[]) =>
    (value: number | null, { dataIndex }: { dataIndex: number }) => {
      const bucket = list[dataIndex];
      return bucket ? `${count(value)} (${formats.range(bucket)})` : count(value);
    };
  const skipAnimation = reducedMotion();
  // An axis over nothing but zeros would put 0 in the middle; give it room up to 1.
  const yAxisOf = (values: number[]) => [
    { min: 0, ...(values.some((v) => v > 0) ? {} : { max: 1 }), tickMinStep: 1, valueFormatter: (v: number) => formats.number(v) },
  ];

  const exportCsv = () => {
    const names = METRIC_KEYS.map((k) => translate(METRIC_LABELS[k]));
    const header = [translate('app.statistics.csv.start'), translate('app.statistics.csv.end'), ...names];
    if (compare) {
      header.push(
        translate('app.statistics.csv.previous', { label: translate('app.statistics.csv.start') }),
        translate('app.statistics.csv.previous', { label: translate('app.statistics.csv.end') }),
        ...names.map((label) => translate('app.statistics.csv.previous', { label })),
      );
    }
    const rows = series.map((b, i) => {
      const row: CsvCell[] = [b.start, b.end, ...METRIC_KEYS.map((k) => b[k])];
      const p = previousSeries[i];
      if (compare && p) row.push(p.start, p.end, ...METRIC_KEYS.map((k) => p[k]));
      return row;
    });
    downloadCsv(`${filename}.csv`, toCsv(header, rows));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: promoted ? '1fr 1fr' : '3fr 2fr' }, mb: 3 }}>
      <ChartFigure
        title={translate('app.statistics.charts.visits')}
        actions={
          <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv}>
            {translate('app.statistics.csv.series')}
          </Button>
        }
      >
        <LineChart
          height={HEIGHT}
          skipAnimation={skipAnimation}
          margin={{ right: 28 }}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={yAxisOf([...series, ...previousSeries].map((b) => b.visits))}
          series={[
            {
              id: 'current',
              data: series.map((b) => b.visits),
              label: current,
              color: CURRENT_COLOR,
              showMark: series.length <= 31,
              valueFormatter: rangeOf(series),
            },
            ...(compare
              ? [
                  {
                    id: 'previous',
                    data: previousSeries.map((b) => b.visits),
                    label: previous,
                    color: PREVIOUS_COLOR,
                    showMark: false,
                    valueFormatter: rangeOf(previousSeries),
                  },
                ]
              : []),
          ]}
          sx={{ '& path[data-series="previous"]': { strokeDasharray: '6 4' } }}
          localeText={{ noData: translate('app.statistics.no_data') }}
        />
      </ChartFigure>
      <ChartFigure title={translate('app.statistics.charts.leads')}>
        <BarChart
          height={HEIGHT}
          skipAnimation={skipAnimation}
          xAxis={xAxis}
          yAxis={yAxisOf([...series, ...previousSeries].map((b) => b.leads))}
          series={[
            { id: 'current', data: series.map((b) => b.leads), label: current, color: LEAD_COLOR, valueFormatter: rangeOf(series) },
            ...(compare
              ? [{ id: 'previous', data: previousSeries.map((b) => b.leads), label: previous, color: PREVIOUS_COLOR, valueFormatter: rangeOf(previousSeries) }]
              : []),
          ]}
          localeText={{ noData: translate('app.statistics.no_data') }}
        />
      </ChartFigure>
      {promoted && (
        <ChartFigure title={translate('app.statistics.charts.promoted')}>
          <BarChart
            height={HEIGHT}
            skipAnimation={skipAnimation}
            xAxis={xAxis}
            yAxis={yAxisOf(series.map((b) => b.promotedImpressions + b.promotedClicks))}
            series={[
              {
                id: 'impressions',
                data: series.map((b) => b.promotedImpressions),
                label: translate(METRIC_LABELS.promotedImpressions),
                color: '#ef6c00',
                valueFormatter: rangeOf(series),
              },
              {
                id: 'clicks',
                data: series.map((b) => b.promotedClicks),
                label: translate(METRIC_LABELS.promotedClicks),
                color: '#6a1b9a',
                valueFormatter: rangeOf(series),
              },
            ]}
            localeText={{ noData: translate('app.statistics.no_data') }}
          />
        </ChartFigure>
      )}
    </Box>
  );
};
