import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { formatDanishNumber } from 'schemas/danishNumber';
import { ListingDemandSchema } from 'schemas/searchAgents';
import { useMemberDataProvider } from 'src/providers/dataProvider';

const Answer = z.object({ demand: ListingDemandSchema });

/**
 * For a listing's show page and statistics: how many active search agents match the listing (its demand) and
 * how many search-agent mails it has gone out in, from GET /api/v2/listings/{id}/demand. Shows nothing but a
 * short note when it cannot be loaded.
 */
export const ListingDemand = ({ listingId }: { listingId: number }) => {
  const translate = useTranslate();
  const dataProvider = useMemberDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['listing-demand', listingId],
    queryFn: async ({ signal }) => Answer.parse(await dataProvider.listingDemand(listingId, signal)).demand,
    retry: false,
  });
  return (
    <Card variant="outlined" component="section" aria-label={translate('app.searchagents.demand.title')}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <TrendingUpIcon color="primary" fontSize="large" />
          <Box>
            <Typography variant="overline" component="h2">
              {translate('app.searchagents.demand.title')}
            </Typography>
            {isError ? (
              <Typography color="text.secondary">{translate('app.searchagents.demand.failed')}</Typography>
            ) : (
              // While it loads, each line keeps its height, so that nothing below moves when the figures come.
              <>
                <Typography variant="h6" component="p">
                  {data ? (
                    translate('app.searchagents.demand.count', { smart_count: data.searchAgents, n: formatDanishNumber(data.searchAgents) })
                  ) : (
                    <Skeleton width={220} />
                  )}
                </Typography>
                <Typography>
                  {data ? translate('app.searchagents.demand.mails', { smart_count: data.mails, n: formatDanishNumber(data.mails) }) : <Skeleton width={180} />}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.searchagents.demand.help')}
                </Typography>
              </>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
