import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';
import { preloadable } from '../../lib/preloadable';

/*
 * @mui/x-charts with d3 is several times a statistics page's own code: it loads in a chunk of its own
 * (vite.config.ts), only on the statistics pages.
 */
const lineChart = preloadable(() => import('@mui/x-charts/LineChart').then((m) => m.LineChart));
const barChart = preloadable(() => import('@mui/x-charts/BarChart').then((m) => m.BarChart));

// Every statistics page draws charts once its data has come: their code loads beside the page's data, not
// after it. Should this fail, the charts load again when drawn, and report the failure.
Promise.all([lineChart.preload(), barChart.preload()]).catch(() => undefined);

/** Holds the chart's height while its code loads, so the page does not jump when it draws. */
const Loading = ({ height, children }: { height: number; children: ReactNode }) => <Suspense fallback={<Box sx={{ height }} />}>{children}</Suspense>;

export const LineChart = (props: LineChartProps & { height: number }) => (
  <Loading height={props.height}>
    <lineChart.Component {...props} />
  </Loading>
);

export const BarChart = (props: BarChartProps & { height: number }) => (
  <Loading height={props.height}>
    <barChart.Component {...props} />
  </Loading>
);
