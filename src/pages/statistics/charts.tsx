import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { BarChartProps } from '@mui/x-charts/BarChart';
import type { LineChartProps } from '@mui/x-charts/LineChart';

/*
 * @mui/x-charts with d3 is about 93 KB gzip for one chart type, three times a statistics page's own code:
 * the charts load in chunks of their own after the page, so that no chunk passes the bundle budget of
 * 100 KB (scripts/bench-bundle.ts). Both types in one chunk would come within 2 KB of it.
 */
const LazyLineChart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })));
const LazyBarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

/** Holds the chart's height while its code loads, so the page does not jump when it draws. */
const Loading = ({ height, children }: { height: number; children: ReactNode }) => <Suspense fallback={<Box sx={{ height }} />}>{children}</Suspense>;

export const LineChart = (props: LineChartProps & { height: number }) => (
  <Loading height={props.height}>
    <LazyLineChart {...props} />
  </Loading>
);

export const BarChart = (props: BarChartProps & { height: number }) => (
  <Loading height={props.height}>
    <LazyBarChart {...props} />
  </Loading>
);
