import type { Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';

/** A table cell (head and body alike) that a small screen leaves out, so the table fits it with the columns that matter. */
export const wideScreenCellSx = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * Fits a table to a small screen: below the md breakpoint each row becomes a card and each cell a line
 * of it, labelled by the cell's data-label (its column's name), so no table is scrolled sideways on a
 * phone. The head is hidden then, as the cells carry their labels; or, when it holds the sorting,
 * its cells line up as a row of buttons above the cards. Wider screens see the table as it is.
 */
export const stackedTableSx =
  (head: 'hide' | 'controls' = 'hide') =>
  (theme: Theme): SystemStyleObject<Theme> => ({
    [theme.breakpoints.down('md')]: {
      display: 'block',
      '& thead': head === 'hide' ? { display: 'none' } : { display: 'block', mb: 1 },
      '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: 0.5 },
      '& thead th': { display: 'block', border: 0, p: 0.5, width: 'auto', minWidth: 0 },
      '& tbody': { display: 'grid', gap: 1.5 },
      '& tbody tr': { display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 },
      '& tbody td, & tbody th': {
        display: 'flex',
        // MUI reverses the row of a right-aligned cell; the label comes first.
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        border: 0,
        px: 0,
        py: 0.5,
        width: 'auto',
        minWidth: 0,
        textAlign: 'right',
        overflowWrap: 'anywhere',
      },
      // The row's own name (a row header, or a cell without a label) heads the card.
      '& tbody th, & tbody td:not([data-label])': { display: 'block', fontWeight: 600, textAlign: 'left' },
      // The label breaks between its words only ('Anno-nce' never), the value takes what is left.
      '& tbody [data-label]::before': {
        content: 'attr(data-label)',
        color: 'text.secondary',
        textAlign: 'left',
        overflowWrap: 'normal',
        flexShrink: 0,
        maxWidth: '50%',
      },
    },
  });
