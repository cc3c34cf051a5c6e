import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
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
