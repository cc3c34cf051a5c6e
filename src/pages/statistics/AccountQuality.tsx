import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { showPath } from 'resources/listings/typePaths';
import { QualityChip } from 'resources/listings/quality/QualityChip';
import type { AccountStatistics } from 'schemas/statistics';

/** The account's average quality score and its weakest listings, each a link to the listing (its fixes are there). */
export const AccountQuality = ({ quality }: { quality: AccountStatistics['quality'] }) => {
  const translate = useTranslate();
  const title = translate('resources.listings.quality.average');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <QualityChip score={quality.average} size="medium" />
        {quality.listings > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.listings.quality.average_of', { smart_count: quality.listings })}
          </Typography>
        )}
      </Stack>
      {quality.weakest.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.listings.quality.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="h3">
            {translate('resources.listings.quality.weakest')}
          </Typography>
          <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {quality.weakest.map((listing) => (
              <Box component="li" key={listing.id} sx={{ py: 0.25 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <QualityChip score={listing.qualityScore} />
                  <MuiLink component={Link} to={showPath(listing)} sx={{ overflowWrap: 'anywhere' }}>
                    {listing.title}
                  </MuiLink>
                </Stack>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
};
