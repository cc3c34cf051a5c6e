import { Button, Paper, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDanishDate } from 'schemas/promotion';
import { useAccess } from 'src/access';
import { fetchListingPromotion } from './promotionApi';
import { PromotionStateChip, usePromotionAvailable } from './PromotionMark';

/**
 * The show page's section on a listing's promotion (issue 6): whether it is promoted and until when,
 * and the way to /promotion/{id}.
 */
export const ListingPromotionPanel = ({ listingId }: { listingId: number }) => {
  const translate = useTranslate();
  const available = usePromotionAvailable();
  const { check } = useAccess();
  const promotion = useQuery({
    queryKey: ['promotion', listingId],
    queryFn: () => fetchListingPromotion(listingId),
    enabled: available,
    retry: false,
  });
  if (!available || !promotion.data) return null;
  const { state, current } = promotion.data;
  const path = `/promotion/${listingId}`;
  const canManage = check(path).kind === 'allow';
  const promoted = current && (state === 'running' || state === 'endingSoon');
  const text =
    current && promoted
      ? translate('app.promotion.listing.running', { product: current.product.name, date: formatDanishDate(current.endDate) })
      : current && state === 'scheduled'
        ? translate('app.promotion.listing.scheduled', {
            product: current.product.name,
            start: formatDanishDate(current.startDate),
            end: formatDanishDate(current.endDate),
          })
        : translate('app.promotion.listing.not_promoted');
  const title = translate('app.promotion.listing.section');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <PromotionStateChip state={state} />
          <Typography variant="body2">{text}</Typography>
        </Stack>
        {canManage && (
          <Button component={Link} to={path} variant={promoted ? 'outlined' : 'contained'} startIcon={<StarIcon />} sx={{ flexShrink: 0 }}>
            {translate(current && state !== 'ended' && state !== 'cancelled' ? 'app.promotion.listing.manage' : 'app.promotion.listing.promote')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
