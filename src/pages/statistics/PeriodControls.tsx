import { FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GRANULARITIES, previousPeriodOf } from 'schemas/statistics';
import { DanishDateField } from 'src/forms/DanishDateField';
import type { Formats } from './format';
import { defaultGranularity, isValidPeriod, PERIOD_PRESETS, presetPeriod, type StatisticsView } from './period';

/** The period preset picker of the statistics pages; each preset's label is app.statistics.presets.{preset}. */
export function PresetSelect<P extends string>({ value, presets, onChange }: { value: P; presets: readonly P[]; onChange: (preset: P) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      fullWidth={false}
      margin="none"
      select
      size="small"
      label={translate('app.statistics.period')}
      value={value}
      sx={{ minWidth: 200 }}
      onChange={(event) => onChange(event.target.value as P)}
    >
      {presets.map((preset) => (
        <MenuItem key={preset} value={preset}>
          {translate(`app.statistics.presets.${preset}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
const GRANULARITY_LABELS = {
  day: 'app.statistics.granularities.day',
  week: 'app.statistics.granularities.week',
  month: 'app.statistics.granularities.month',
} as const;

interface PeriodControlsProps {
  view: StatisticsView;
  onChange: (view: StatisticsView) => void;
  formats: Formats;
  today: Date;
}

/** The period (a preset or two dates), how it is broken down, and whether to compare with the period before. */
export const PeriodControls = ({ view, onChange, formats, today }: PeriodControlsProps) => {
  const translate = useTranslate();
  const previous = previousPeriodOf(view.from, view.to);
  const setPeriod = (from: string, to: string) => {
    if (isValidPeriod(from, to)) onChange({ ...view, preset: 'custom', from, to, granularity: defaultGranularity(from, to) });
  };
  return (
    <Paper variant="outlined" component="section" aria-label={translate('app.statistics.controls')} sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
        <PresetSelect
          value={view.preset}
          presets={PERIOD_PRESETS}
          onChange={(preset) => {
            if (preset === 'custom') onChange({ ...view, preset });
            else {
              const period = presetPeriod(preset, today);
              onChange({ ...view, preset, ...period, granularity: defaultGranularity(period.from, period.to) });
            }
          }}
        />
        {view.preset === 'custom' && (
          <Stack direction="row" spacing={1} useFlexGap>
            <DanishDateField
              fullWidth={false}
              margin="none"
              size="small"
              label={translate('app.statistics.from')}
              value={view.from}
              onChange={(from) => setPeriod(from, view.to)}
              sx={{ maxWidth: 150 }}
            />
            <DanishDateField
              fullWidth={false}
              margin="none"
              size="small"
              label={translate('app.statistics.to')}
              value={view.to}
              onChange={(to) => setPeriod(view.from, to)}
              sx={{ maxWidth: 150 }}
            />
          </Stack>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view.granularity}
          aria-label={translate('app.statistics.granularity')}
          onChange={(_, granularity: StatisticsView['granularity'] | null) => granularity && onChange({ ...view, granularity })}
        >
          {GRANULARITIES.map((g) => (
            <ToggleButton key={g} value={g} sx={{ px: 2 }}>
              {translate(GRANULARITY_LABELS[g])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={view.compare} onChange={(event) => onChange({ ...view, compare: event.target.checked })} />}
          label={translate('app.statistics.compare')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {translate('app.statistics.period_text', { from: formats.day(view.from), to: formats.day(view.to) })}
        {view.compare && ` · ${translate('app.statistics.previous_period_text', { from: formats.day(previous.start), to: formats.day(previous.end) })}`}
      </Typography>
    </Paper>
  );
};
