import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { listingPromotableVerdict, type PromotionRule, type PromotionState } from 'schemas/promotion';

/*
 * The small pieces of a promotion the promotion pages share. The listing index reads its marks with
 * resources/listings/IndexMarks.tsx, which builds no schemas.
 */

/** Why a listing cannot be promoted (closed, archived, deleted or off-market), for a listing the server refuses an order. */
export function notPromotableRule(listing: { status: number; offMarket: boolean }): PromotionRule {
  const verdict = listingPromotableVerdict(listing);
  return verdict.allowed ? 'listingNotPromotable' : verdict.rule;
}

const COLOURS: Record<PromotionState, ChipProps['color']> = {
  none: 'default',
  scheduled: 'info',
  running: 'success',
  endingSoon: 'warning',
  ended: 'default',
  cancelled: 'error',
};

export const PromotionStateChip = ({ state }: { state: PromotionState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[state]} variant={state === 'running' ? 'filled' : 'outlined'} label={translate(`app.promotion.state.${state}`)} />;
};
