import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** While the first answer loads: a spinner with its words, for screen readers too. */
export const StatisticsLoading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={28} />
      <Typography color="text.secondary">{translate('app.statistics.loading')}</Typography>
    </Box>
  );
};

export const StatisticsError = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.statistics.retry')}
        </Button>
      }
    >
      {translate('app.statistics.failed')}
    </Alert>
  );
};

/**
 * The figures of the last answer. While the answer for a new period or filter loads they stay in place
 * under a progress bar, marked aria-busy so assistive technology (and the tests) know they are stale.
 */
export const StatisticsResults = ({ fetching, children }: { fetching: boolean; children: ReactNode }) => (
  <Box aria-busy={fetching} data-testid="statistics-results">
    <LinearProgress sx={{ visibility: fetching ? 'visible' : 'hidden', mb: 1 }} aria-hidden />
    {children}
  </Box>
);
