import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { LISTING_TYPES } from 'schemas/enums';
import type { MarketStatistics } from 'schemas/statistics';
import { useAccess } from '../../access';
import { Page } from '../../layout/Page';
import { wideScreenCellSx } from '../../layout/responsiveTable';
import { useMarketStatistics } from './queries';
import { ChartFigure, reducedMotion } from './ChartFigure';
import { BarChart, LineChart } from './charts';
import { PresetSelect } from './PeriodControls';
import { toCsv } from 'schemas/csv';
import { downloadCsv } from './csv';
import type { Formats } from './format';
import { byMonthAndType, supplyByArea, type AreaLevel } from './market';
import { TYPE_COLORS } from './metrics';
import { MonthTypeTable } from './MonthTypeTable';
import { isValidMonths, MARKET_PRESETS, marketPresetPeriod, pickableMonths, type MarketView } from './period';
import { StatisticsError, StatisticsLoading, StatisticsResults } from './StatisticsState';
import { today, useFormats, useMarketView } from './useViews';

const ALL_TYPES: readonly number[] = Object.values(LISTING_TYPES);
const HEIGHT = 300;
const Section = ({ title, help, actions, children }: { title: string; help: string; actions?: ReactNode; children: ReactNode }) => (
  <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 1, mb: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      </Box>
      {actions}
    </Stack>
    {children}
  </Paper>
);

const CsvButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={onClick} sx={{ flexShrink: 0 }}>
    {label}
  </Button>
);

/**
 * A month to choose, named as the UI's language names it ('november 2026'): the browser's own month field
 * names it in the browser's language.
 */
const MonthSelect = ({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) => {
  const formats = useFormats();
  const months = [...new Set([...pickableMonths(today()), value])].sort().reverse();
  return (
    <TextField
      fullWidth={false}
      margin="none"
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {months.map((m) => (
        <MenuItem key={m} value={m}>
          {formats.month(m)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Period, listing type and region. */
const MarketFilters = ({ view, onChange, regions }: { view: MarketView; onChange: (view: MarketView) => void; regions: MarketStatistics['regions'] }) => {
  const translate = useTranslate();
  const setMonths = (from: string, to: string) => {
    if (isValidMonths(from, to)) onChange({ ...view, preset: 'custom', from, to });
  };
  return (
    <Paper variant="outlined" component="section" aria-label={translate('app.statistics.market.filters')} sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PresetSelect
          value={view.preset}
          presets={MARKET_PRESETS}
          onChange={(preset) => onChange(preset === 'custom' ? { ...view, preset } : { ...view, preset, ...marketPresetPeriod(preset, today()) })}
        />
        {view.preset === 'custom' && (
          <>
            <MonthSelect label={translate('app.statistics.from_month')} value={view.from} onChange={(from) => setMonths(from, view.to)} />
            <MonthSelect label={translate('app.statistics.to_month')} value={view.to} onChange={(to) => setMonths(view.from, to)} />
          </>
        )}
        <TextField
          fullWidth={false}
          margin="none"
          select
          size="small"
          label={translate('app.statistics.market.listing_type')}
          value={view.listingType ?? ''}
          sx={{ minWidth: 200 }}
          onChange={(event) => onChange({ ...view, listingType: event.target.value === '' ? null : Number(event.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.statistics.market.all_types')}</MenuItem>
          {ALL_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`resources.listings.type.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth={false}
          margin="none"
          select
          size="small"
          label={translate('app.statistics.market.region')}
          value={view.regionCode ?? ''}
          sx={{ minWidth: 220 }}
          onChange={(event) => onChange({ ...view, regionCode: event.target.value === '' ? null : Number(event.target.value) })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('app.statistics.market.all_regions')}</MenuItem>
          {regions.map((r) => (
            <MenuItem key={r.code} value={r.code}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
};

/** The supply of one month by region or municipality. */
const AreaSection = ({
  data,
  types,
  formats,
  onMonth,
}: {
  data: MarketStatistics;
  types: readonly number[];
  formats: Formats;
  onMonth: (month: string) => void;
}) => {
  const translate = useTranslate();
  const [level, setLevel] = useState<AreaLevel>('region');
  const month = data.areaMonth;
  const rows = supplyByArea(data, level, types);
  const unknown = translate('app.statistics.market.unknown_area');
  // A small screen shows each area's totals only: the per-type columns would not fit it.
  const byTypeSx = types.length > 1 ? wideScreenCellSx : {};
  const exportAreas = () => {
    const header = [
      translate('app.statistics.market.area'),
      ...types.map((t) => translate(`resources.listings.type.${t}`)),
      translate('app.statistics.market.listings'),
      translate('app.statistics.market.floor_area'),
    ];
    downloadCsv(
      `markedsstatistik-omraader-${month}.csv`,
      toCsv(
        header,
        rows.map((r) => [r.name ?? unknown, ...types.map((t) => r.byType[t] ?? 0), r.listings, r.floorArea]),
      ),
    );
  };
  return (
    <Section
      title={translate('app.statistics.market.area_title')}
      help={translate('app.statistics.market.supply_help')}
      actions={<CsvButton label={translate('app.statistics.csv.areas')} onClick={exportAreas} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ mb: 1 }}>
        <TextField
          select
          fullWidth={false}
          margin="none"
          size="small"
          label={translate('app.statistics.market.month')}
          value={month}
          onChange={(event) => onMonth(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {data.months.map((m) => (
            <MenuItem key={m} value={m}>
              {formats.month(m)}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={level}
          aria-label={translate('app.statistics.market.area_level')}
          onChange={(_, next: AreaLevel | null) => next && setLevel(next)}
        >
          <ToggleButton value="region">{translate('app.statistics.market.level_region')}</ToggleButton>
          <ToggleButton value="municipality">{translate('app.statistics.market.level_municipality')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* Focusable, so that the keyboard scrolls the table when it is longer than its box. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={translate('app.statistics.market.area_table', { month: formats.month(month) })}
        sx={{ maxHeight: 480 }}
      >
        <Table size="small" stickyHeader aria-label={translate('app.statistics.market.area_table', { month: formats.month(month) })}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.statistics.market.area')}</TableCell>
              {types.map((t) => (
                <TableCell key={t} align="right" sx={byTypeSx}>
                  {translate(`resources.listings.type.${t}`)}
                </TableCell>
              ))}
              <TableCell align="right">{translate('app.statistics.market.listings')}</TableCell>
              <TableCell align="right">{translate('app.statistics.market.floor_area')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={types.length + 3}>{translate('app.statistics.no_data')}</TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow key={r.code ?? 'unknown'} hover>
                <TableCell component="th" scope="row">
                  {r.name ?? unknown}
                </TableCell>
                {types.map((t) => (
                  <TableCell key={t} align="right" sx={byTypeSx}>
                    {formats.number(r.byType[t] ?? 0)}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formats.number(r.listings)}
                </TableCell>
                <TableCell align="right">{formats.number(r.floorArea)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
};

/**
 * /market-statistics (SPEC 2, permission marketStatistics checked before entry): the market's supply,
 * its supply by area, turnover and demand, month by month, for a period, a listing type and a region.
 */
export const MarketStatisticsPage = () => {
  const translate = useTranslate();
  const formats = useFormats();
  const { activeAccount } = useAccess();
  const [view, setView] = useMarketView();
  const { data, error, isPending, isFetching, refetch } = useMarketStatistics(activeAccount?.id, view);
  const types = data?.listingType ? [data.listingType] : ALL_TYPES;
  const typeName = (t: number) => translate(`resources.listings.type.${t}`);
  const skipAnimation = reducedMotion();
  const noData = { noData: translate('app.statistics.no_data') };
  const listingsLabel = translate('app.statistics.market.listings');
  const areaLabel = translate('app.statistics.market.floor_area');

  const content = (stats: MarketStatistics) => {
    const labels = stats.months.map(formats.shortMonth);
    const supply = byMonthAndType(stats.months, types, stats.supply, (c) => ({ a: c.listings, b: c.floorArea }));
    const turnover = byMonthAndType(stats.months, types, stats.turnover, (c) => ({ a: c.listings, b: c.floorArea }));
    const demand = byMonthAndType(stats.months, types, stats.demand, (c) => ({ a: c.visits, b: c.leads }));
    const stacked = (rows: typeof supply, measure: 'a' | 'b', stack: string) =>
      types.map((t) => ({
        id: `${stack}-${t}`,
        label: typeName(t),
        color: TYPE_COLORS[t],
        stack,
        data: rows.map((r) => r.byType[t]?.[measure] ?? 0),
        valueFormatter: (v: number | null) => (v === null ? '' : formats.number(v)),
      }));
    const file = `${stats.period.from}-${stats.period.to}`;
    const unknown = translate('app.statistics.market.unknown_area');
    const regionName = new Map(stats.regions.map((r) => [r.code, r.name]));
    const exportSupply = () =>
      downloadCsv(
        `markedsstatistik-udbud-${file}.csv`,
        toCsv(
          [
            translate('app.statistics.market.month'),
            translate('app.statistics.market.type'),
            translate('app.statistics.market.region'),
            listingsLabel,
            areaLabel,
          ],
          stats.supply.map((c) => [
            c.month,
            typeName(c.listingType),
            c.regionCode === null ? unknown : (regionName.get(c.regionCode) ?? String(c.regionCode)),
            c.listings,
            c.floorArea,
          ]),
        ),
      );
    const exportTurnover = () =>
      downloadCsv(
        `markedsstatistik-omsaetning-${file}.csv`,
        toCsv(
          [translate('app.statistics.market.month'), translate('app.statistics.market.type'), translate('app.statistics.market.concluded'), areaLabel],
          stats.turnover.map((c) => [c.month, typeName(c.listingType), c.listings, c.floorArea]),
        ),
      );
    const exportDemand = () =>
      downloadCsv(
        `markedsstatistik-efterspoergsel-${file}.csv`,
        toCsv(
          [
            translate('app.statistics.market.month'),
            translate('app.statistics.market.type'),
            translate('app.statistics.metrics.visits'),
            translate('app.statistics.metrics.leads'),
          ],
          stats.demand.map((c) => [c.month, typeName(c.listingType), c.visits, c.leads]),
        ),
      );
    const chartGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } };
    return (
      <>
        <Section
          title={translate('app.statistics.market.supply_title')}
          help={translate('app.statistics.market.supply_help')}
          actions={<CsvButton label={translate('app.statistics.csv.supply')} onClick={exportSupply} />}
        >
          <Box sx={chartGrid}>
            <ChartFigure title={translate('app.statistics.market.supply_chart')}>
              <BarChart
                height={HEIGHT}
                skipAnimation={skipAnimation}
                xAxis={[{ scaleType: 'band', data: labels }]}
                series={stacked(supply, 'a', 'supply')}
                localeText={noData}
              />
            </ChartFigure>
            <ChartFigure title={translate('app.statistics.market.supply_area_chart')}>
              <LineChart
                height={HEIGHT}
                skipAnimation={skipAnimation}
                margin={{ right: 28 }}
                xAxis={[{ scaleType: 'point', data: labels }]}
                yAxis={[{ min: 0, width: 64, valueFormatter: (v: number) => formats.number(v) }]}
                series={stacked(supply, 'b', 'area').map((s) => ({ ...s, area: true, showMark: false }))}
                localeText={noData}
              />
            </ChartFigure>
          </Box>
          <MonthTypeTable
            caption={translate('app.statistics.market.supply_table')}
            rows={supply}
            types={types}
            labels={{ a: listingsLabel, b: 'm²' }}
            formats={formats}
          />
        </Section>
        <AreaSection data={stats} types={types} formats={formats} onMonth={(areaMonth) => setView({ ...view, areaMonth })} />
        <Section
          title={translate('app.statistics.market.turnover_title')}
          help={translate('app.statistics.market.turnover_help')}
          actions={<CsvButton label={translate('app.statistics.csv.turnover')} onClick={exportTurnover} />}
        >
          <ChartFigure title={translate('app.statistics.market.turnover_chart')}>
            <BarChart
              height={HEIGHT}
              skipAnimation={skipAnimation}
              xAxis={[{ scaleType: 'band', data: labels }]}
              yAxis={[{ min: 0, tickMinStep: 1 }]}
              series={stacked(turnover, 'a', 'turnover')}
              localeText={noData}
            />
          </ChartFigure>
          <MonthTypeTable
            caption={translate('app.statistics.market.turnover_table')}
            rows={turnover}
            types={types}
            labels={{ a: translate('app.statistics.market.concluded'), b: 'm²' }}
            formats={formats}
          />
        </Section>
        <Section
          title={translate('app.statistics.market.demand_title')}
          help={translate('app.statistics.market.demand_help')}
          actions={<CsvButton label={translate('app.statistics.csv.demand')} onClick={exportDemand} />}
        >
          <ChartFigure title={translate('app.statistics.market.demand_chart')}>
            <LineChart
              height={HEIGHT}
              skipAnimation={skipAnimation}
              margin={{ right: 28 }}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ min: 0, width: 56, valueFormatter: (v: number) => formats.number(v) }]}
              series={types.map((t) => ({
                id: `demand-${t}`,
                label: typeName(t),
                color: TYPE_COLORS[t],
                showMark: false,
                data: demand.map((r) => r.byType[t]?.a ?? 0),
                valueFormatter: (v: number | null) => (v === null ? '' : formats.number(v)),
              }))}
              localeText={noData}
            />
          </ChartFigure>
          <MonthTypeTable
            caption={translate('app.statistics.market.demand_table')}
            rows={demand}
            types={types}
            labels={{ a: translate('app.statistics.metrics.visits'), b: translate('app.statistics.metrics.leads') }}
            formats={formats}
          />
        </Section>
      </>
    );
  };

  return (
    <Page title={translate('app.statistics.market_title')} subtitle={translate('app.statistics.market_subtitle')}>
      <MarketFilters view={view} onChange={setView} regions={data?.regions ?? []} />
      {error && <StatisticsError onRetry={() => void refetch()} />}
      {isPending && <StatisticsLoading />}
      {data && <StatisticsResults fetching={isFetching}>{content(data)}</StatisticsResults>}
    </Page>
  );
};
