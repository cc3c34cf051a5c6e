import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** A chart with its title as a figure, so it is found by name (role figure) and read out with one. */
export const ChartFigure = ({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) => (
  <Paper variant="outlined" component="figure" aria-label={title} sx={{ m: 0, p: 2, minWidth: 0 }}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography variant="subtitle1" component="figcaption" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
    {children}
  </Paper>
);

/** Charts draw their lines without animation when the user asks for less motion. */
export const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
