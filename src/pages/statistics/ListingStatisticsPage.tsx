import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { ListingTypeName } from 'schemas/enums';
import { listingTypeName } from 'schemas/listingTypes';

import { Page } from '../../layout/Page';
import { NotFoundPage } from '../NotFoundPage';
import { useListingStatistics } from './queries';
import { ListingDemand } from 'resources/searchagents/ListingDemand';
import { ListingEnquiries } from 'resources/enquiries/ListingEnquiries';
import { BenchmarkSection } from './BenchmarkSection';
import { MetricCards } from './MetricCards';
import { PeriodControls } from './PeriodControls';
import { listingStatisticsPath } from './paths';
import { SeriesCharts } from './SeriesCharts';
import { StatisticsError, StatisticsLoading, StatisticsResults } from './StatisticsState';
import { today, useFormats, useStatisticsView } from './useViews';

/**
 * /listings/{type}/{id}/statistics: one listing's visits, leads and conversion over a period, compared
 * with the period before, with its promoted impressions and clicks when it was promoted; first, whatever the
 * period, the listing against its market and its search-agent demand.
 */
export const ListingStatisticsPage = ({ typeName }: { typeName: ListingTypeName }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const location = useLocation();
  const { id } = useParams();
  const listingId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const [view, setView] = useStatisticsView();
  const { data, error, isPending, isFetching, refetch } = useListingStatistics(listingId, view);

  if (listingId === 0) return <NotFoundPage />;
  // A listing opened under another listing type's path moves to its own.
  if (data && listingTypeName(data.listing.listingType) !== typeName)
    return <Navigate to={`${listingStatisticsPath(data.listing)}${location.search}`} replace />;
  return (
    <Page
      title={translate('app.statistics.listing_title')}
      subtitle={data?.listing.title}
      actions={
        <Button component={Link} to={`/listings/${typeName}/${listingId}`} startIcon={<ArrowBackIcon />}>
          {translate('app.statistics.back_to_listing')}
        </Button>
      }
    >
      <BenchmarkSection listingId={listingId} formats={formats} />
      <Box sx={{ mb: 3 }}>
        <ListingDemand listingId={listingId} />
      </Box>
      <Box sx={{ mb: 3 }}>
        <ListingEnquiries listingId={listingId} />
      </Box>
      <PeriodControls view={view} onChange={setView} formats={formats} today={today()} />
      {error && <StatisticsError onRetry={() => void refetch()} />}
      {isPending && <StatisticsLoading />}
      {data && (
        <StatisticsResults fetching={isFetching}>
          <MetricCards totals={data.totals} previousTotals={data.previousTotals} compare={view.compare} promoted={data.listing.promoted} formats={formats} />
          <SeriesCharts
            series={data.series}
            previousSeries={data.previousSeries}
            granularity={data.granularity}
            compare={view.compare}
            promoted={data.listing.promoted}
            formats={formats}
            filename={`annonce-${data.listing.id}-statistik-${data.period.from}-${data.period.to}`}
          />
        </StatisticsResults>
      )}
    </Page>
  );
};
