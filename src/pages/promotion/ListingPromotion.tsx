import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PROMOTION_RULE_MESSAGES, PROMOTION_RULES } from 'schemas/promotion';
import { formatDanishDate } from 'schemas/dates';
import { useAccess } from 'src/access';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { usePromotionAvailable } from './usePromotionAvailable';
import { notPromotableRule, PromotionStateChip } from './PromotionMark';

/** A medium MUI button's height, px: the section's row keeps it whether or not the button is there. */
const BUTTON_HEIGHT = 36.5;

/**
 * The show page's section on a listing's promotion: whether it is promoted and until when,
 * and the way to /promotion/{id}.
 */
export const ListingPromotionPanel = ({ listing }: { listing: { id: number; status: number; offMarket: boolean } }) => {
  const listingId = listing.id;
  const translate = useTranslate();
  const available = usePromotionAvailable();
  const { check } = useAccess();
  const dataProvider = useMemberDataProvider();
  const promotion = useQuery({
    queryKey: ['promotion', listingId],
    queryFn: () => dataProvider.listingPromotion(listingId),
    enabled: available,
    retry: false,
  });
  if (!available || promotion.isError) return null;
  const path = `/promotion/${listingId}`;
  const canManage = check(path).kind === 'allow';
  const title = translate('app.promotion.listing.section');
  const heading = (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
  );
  // Until the answer, the section keeps the room it will take: the state chip, a line of text and the button.
  if (!promotion.data)
    return (
      <Paper variant="outlined" component="section" aria-label={title} aria-busy sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', minHeight: { sm: canManage ? BUTTON_HEIGHT : undefined } }}>
            {heading}
            <Skeleton variant="rounded" width={110} height={24} />
            <Typography variant="body2">
              <Skeleton width={200} />
            </Typography>
          </Stack>
          {canManage && <Skeleton variant="rounded" width={180} height={BUTTON_HEIGHT} />}
        </Stack>
      </Paper>
    );
  const { state, current, allowedActions } = promotion.data;
  // Offered only where the server would allow it: a new order where it is open, changes where a promotion
  // can still be changed, renewed or cancelled, and otherwise only the earlier promotion's records.
  const action = allowedActions.includes('create') ? 'promote' : allowedActions.length > 0 ? 'manage' : current ? 'view' : null;
  // The state would allow a new order, but the listing cannot be promoted (closed, archived, deleted, off-market): why.
  const blocked = PROMOTION_RULES[state].create.allowed && !allowedActions.includes('create');
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
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', minHeight: { sm: canManage ? BUTTON_HEIGHT : undefined } }}>
          {heading}
          <PromotionStateChip state={state} />
          <Typography variant="body2">{text}</Typography>
          {blocked && (
            <Typography variant="body2" color="text.secondary">
              {PROMOTION_RULE_MESSAGES[notPromotableRule(listing)]}
            </Typography>
          )}
        </Stack>
        {canManage && action && (
          <Button component={Link} to={path} variant={action === 'promote' ? 'contained' : 'outlined'} startIcon={<StarIcon />} sx={{ flexShrink: 0 }}>
            {translate(`app.promotion.listing.${action}`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
