import { Fragment, type ReactNode } from 'react';
import { LinearProgress, ListNoResults, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { wideScreenCellSx } from './responsiveTable';
import { useCompactLayout } from './useCompactLayout';
import css from './recordCards.module.css';

/** One figure on a record's card: its label (an i18n key) and its value. */
export interface CardField<R> {
  label: string;
  render: (record: R) => ReactNode;
}

export interface RecordCardsProps<R extends RaRecord> {
  /** What the records are (an i18n key): names the list for screen readers. */
  label: string;
  /** The card's heading. */
  title: (record: R) => ReactNode;
  /** Where the card leads; the whole card is then one link. */
  link?: (record: R) => string;
  /** Beside the title: the status and the like. */
  badges?: (record: R) => ReactNode;
  /** A picture at the card's side. */
  media?: (record: R) => ReactNode;
  /** The record's figures in the order shown: a field is added to the cards by adding it here. */
  fields: readonly CardField<R>[];
  /** Buttons at the foot of the card. */
  actions?: (record: R) => ReactNode;
}

/**
 * The records of the list around it as cards, one under the other on a phone: what a list's table
 * shows in a row, fitted to a narrow screen (see CardsOrTable).
 */
export const RecordCards = <R extends RaRecord>({ label, title, link, badges, media, fields, actions }: RecordCardsProps<R>) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<R>();
  if (isPending) return <LinearProgress />;
  if (!data || data.length === 0) return <ListNoResults />;
  return (
    // Plain elements with static styles (recordCards.module.css): a page of cards costs no style work per card.
    <ul aria-label={translate(label)} className={css.cards}>
      {data.map((record) => (
        // In the record's context, so the list's own field components show on its card too.
        <RecordContextProvider key={record.id} value={record}>
          <li className={css.card}>
            <div className={css.head}>
              {media?.(record)}
              <div className={css.heading}>
                <h2 className={css.title}>
                  {link ? (
                    <Link to={link(record)} className={css.link}>
                      {title(record)}
                    </Link>
                  ) : (
                    title(record)
                  )}
                </h2>
                {badges && <div className={css.badges}>{badges(record)}</div>}
              </div>
            </div>
            {fields.length > 0 && (
              <dl className={css.fields}>
                {fields.map((field) => (
                  <Fragment key={field.label}>
                    <dt>{translate(field.label)}</dt>
                    <dd>{field.render(record)}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {actions && <div className={css.actions}>{actions(record)}</div>}
          </li>
        </RecordContextProvider>
      ))}
    </ul>
  );
};

/**
 * The props of a table column that a small screen leaves out, so that the table fits it with the
 * columns that matter: `<DataTable.Col source="email" {...WIDE_SCREEN_COLUMN} />`.
 */
export const WIDE_SCREEN_COLUMN = { sx: wideScreenCellSx } as const;

/**
 * A list's records as cards on a small screen, and as its table otherwise (the theme gives every
 * table a box of its own that scrolls sideways, so a wide table never widens the page).
 */
export const CardsOrTable = ({ cards, children }: { cards: ReactNode; children: ReactNode }) => {
  const compact = useCompactLayout();
  return <>{compact ? cards : children}</>;
};
