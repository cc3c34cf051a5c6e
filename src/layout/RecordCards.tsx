import { Fragment, type ReactNode } from 'react';
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { LinearProgress, ListNoResults, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { wideScreenCellSx } from './responsiveTable';
import { useCompactLayout } from './useCompactLayout';

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
    <Box
      component="ul"
      aria-label={translate(label)}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}
    >
      {data.map((record) => (
        // In the record's context, so the list's own field components show on its card too.
        <RecordContextProvider key={record.id} value={record}>
          {/* The browser lays out only the cards near the screen: a phone shows two or three of a page's cards at once. */}
          <Card component="li" variant="outlined" sx={{ position: 'relative', contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}>
            <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                {media?.(record)}
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                    {link ? (
                      // The link's area covers the card, so a tap anywhere on it opens the record.
                      <MuiLink
                        component={Link}
                        to={link(record)}
                        underline="hover"
                        color="inherit"
                        sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
                      >
                        {title(record)}
                      </MuiLink>
                    ) : (
                      title(record)
                    )}
                  </Typography>
                  {badges && (
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5, alignItems: 'center' }}>
                      {badges(record)}
                    </Stack>
                  )}
                </Box>
              </Box>
              {fields.length > 0 && (
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
                  {fields.map((field) => (
                    <Fragment key={field.label}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(field.label)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {field.render(record)}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              )}
              {actions && (
                // Above the card's link, so the buttons take their own clicks.
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', position: 'relative', zIndex: 1 }}>
                  {actions(record)}
                </Stack>
              )}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
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
