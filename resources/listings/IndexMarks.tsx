import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { danishDateOf, formatDanishDate } from 'schemas/dates';
import { LISTING_STATUSES, PROMOTION_STATES, type PromotionState } from 'schemas/enums';
import type { ListingSummary } from 'schemas/listings/record';
import type { PromotionMark } from 'schemas/promotion';
import { qualityColour } from './quality/QualityChip';
import { STATUS_COLOURS } from './StatusChip';
import css from './listingIndex.module.css';

/*
 * The listing index's marks (status, copy, promotion, quality) as plain elements with static styles:
 * the index shows them in every row or card, where MUI's chips cost many components each. They look as the
 * chips of a listing's own pages.
 */

type Colour = 'default' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const Mark = ({
  colour,
  filled = false,
  icon,
  title,
  children,
}: {
  colour: Colour;
  filled?: boolean;
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
}) => (
  <span className={classes(css.mark, css[colour], filled && css.filled)} title={title}>
    {icon}
    {children}
  </span>
);

/** MUI's ContentCopy and Star icons' paths, drawn without their components. */
const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);
const COPY_ICON = 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
const STAR_ICON = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

export const StatusMark = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return (
    <Mark colour={STATUS_COLOURS[status] ?? 'default'} filled={status === LISTING_STATUSES.active}>
      {translate(`resources.listings.status.${status}`, { _: String(status) })}
    </Mark>
  );
};

/** 'Kopi' on a copy, naming its original in its title. */
export const CopyTag = ({ record }: { record: Pick<ListingSummary, 'copiedFromId'> }) => {
  const translate = useTranslate();
  if (record.copiedFromId === null) return null;
  return (
    <Mark colour="default" icon={<Icon path={COPY_ICON} />} title={translate('resources.listings.show.copy_of', { id: record.copiedFromId })}>
      {translate('resources.listings.show.copy')}
    </Mark>
  );
};

/*
 * The index reads its promotion marks without schemas/promotion, whose zod schemas would otherwise be built
 * before the rows.
 */

const isPromotionState = (state: unknown): state is PromotionState => (PROMOTION_STATES as readonly unknown[]).includes(state);

/** The promotion a row of the index carries (GET /listings answers it as `promotion`, PromotionMarkSchema), or null. */
export function promotionMarkOf(row: object): PromotionMark | null {
  const mark = (row as { promotion?: unknown }).promotion;
  if (typeof mark !== 'object' || mark === null) return null;
  const { state, productName, startDate, endDate } = mark as Record<string, unknown>;
  if (!isPromotionState(state)) return null;
  if (typeof productName !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return { state, productName, startDate, endDate };
}

/** 'Fremhævet til 5.12.2026' (running), 'Fremhæves fra 1.12.2026' (scheduled), or nothing. */
export const PromotionMarkTag = ({ mark }: { mark: PromotionMark | null }) => {
  const translate = useTranslate();
  if (!mark) return null;
  const scheduled = mark.state === 'scheduled';
  return (
    <Mark colour={scheduled ? 'default' : 'secondary'} filled={!scheduled} icon={<Icon path={STAR_ICON} />} title={mark.productName}>
      {translate(scheduled ? 'app.promotion.listing.scheduled_from' : 'app.promotion.listing.promoted_until', {
        date: formatDanishDate(scheduled ? mark.startDate : mark.endDate),
      })}
    </Mark>
  );
};

/** The quality score, named for screen readers ('Kvalitet 72 af 100'); '–' before it is computed. */
export const QualityMark = ({ score }: { score: number | null }) => {
  const translate = useTranslate();
  if (score === null) return <span>–</span>;
  return (
    <span role="img" className={classes(css.mark, css.score, css[qualityColour(score)])} aria-label={translate('resources.listings.quality.score', { score })}>
      {score}
    </span>
  );
};

/** 'Bekræftet aktuel 26.11.2026': when someone last said the active listing is still current. */
export const ConfirmedCurrentLine = ({ record }: { record: Pick<ListingSummary, 'status' | 'confirmedCurrentAt'> }) => {
  const translate = useTranslate();
  if (record.status !== LISTING_STATUSES.active || !record.confirmedCurrentAt) return null;
  return (
    <span className={classes(css.caption, css.nowrap)}>
      {translate('resources.listings.lifecycle.freshness.confirmed', { date: danishDateOf(record.confirmedCurrentAt) })}
    </span>
  );
};
