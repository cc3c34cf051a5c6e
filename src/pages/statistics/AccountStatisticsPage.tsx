import { Button, Paper, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLocaleState, useTranslate } from 'react-admin';
import { possessive } from 'i18n/possessive';
import type { AccountStatistics } from 'schemas/statistics';
import { useAccess } from '../../access';
import { Page } from '../../layout/Page';
import { useAccountStatistics } from './queries';
import { AccountListingsTable } from './AccountListingsTable';
import { AccountQuality } from './AccountQuality';
import { toCsv, type CsvCell } from 'schemas/csv';
import { downloadCsv } from './csv';
import { MetricCards } from './MetricCards';
import { METRIC_KEYS, METRIC_LABELS } from './metrics';
import { PeriodControls } from './PeriodControls';
import { SeriesCharts } from './SeriesCharts';
import { StatisticsError, StatisticsLoading, StatisticsResults } from './StatisticsState';
import { today, useFormats, useStatisticsView } from './useViews';

/**
 * /account/statistics (SPEC 2, permission accountStatistics): the active account's visits, leads and
 * conversion over a period, compared with the period before, as totals, charts and a table per listing.
 */
export const AccountStatisticsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formats = useFormats();
  const { activeAccount } = useAccess();
  const [view, setView] = useStatisticsView();
  const { data, error, isPending, isFetching, refetch } = useAccountStatistics(activeAccount?.id, view);

  const exportListings = (stats: AccountStatistics) => {
    const names = METRIC_KEYS.map((k) => translate(METRIC_LABELS[k]));
    const header = [
      'ID',
      translate('app.statistics.table.listing'),
      translate('app.statistics.table.case_number'),
      translate('app.statistics.table.type'),
      translate('app.statistics.table.status'),
      ...names,
      ...(view.compare ? names.map((label) => translate('app.statistics.csv.previous', { label })) : []),
    ];
    const rows = stats.listings.map((l): CsvCell[] => [
      l.id,
      l.title,
      l.caseNumber,
      translate(`resources.listings.type.${l.listingType}`),
      translate(`resources.listings.status.${l.status}`),
      ...METRIC_KEYS.map((k) => l.totals[k]),
      ...(view.compare ? METRIC_KEYS.map((k) => l.previousTotals[k]) : []),
    ]);
    downloadCsv(`kontostatistik-${stats.period.from}-${stats.period.to}.csv`, toCsv(header, rows));
  };

  return (
    <Page
      // The table of listings has a column per figure: it takes the screen's width.
      width="full"
      title={translate('app.statistics.account_title')}
      subtitle={activeAccount ? translate('app.statistics.account_subtitle', { account: possessive(activeAccount.name, locale) }) : undefined}
      actions={
        data && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => exportListings(data)}>
            {translate('app.statistics.csv.listings')}
          </Button>
        )
      }
    >
      <PeriodControls view={view} onChange={setView} formats={formats} today={today()} />
      {error && <StatisticsError onRetry={() => void refetch()} />}
      {isPending && <StatisticsLoading />}
      {data && (
        <StatisticsResults fetching={isFetching}>
          <MetricCards totals={data.totals} previousTotals={data.previousTotals} compare={view.compare} promoted={data.promoted} formats={formats} />
          <SeriesCharts
            series={data.series}
            previousSeries={data.previousSeries}
            granularity={data.granularity}
            compare={view.compare}
            promoted={data.promoted}
            formats={formats}
            filename={`kontostatistik-udvikling-${data.period.from}-${data.period.to}`}
          />
          <AccountQuality quality={data.quality} />
          <Paper variant="outlined" component="section" aria-label={translate('app.statistics.table.title')} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('app.statistics.table.title')}
            </Typography>
            <AccountListingsTable rows={data.listings} compare={view.compare} promoted={data.promoted} formats={formats} />
          </Paper>
        </StatisticsResults>
      )}
    </Page>
  );
};
