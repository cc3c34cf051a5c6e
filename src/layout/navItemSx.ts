import type { SxProps, Theme } from '@mui/material';

/** How the navigation's sections are laid out: a row under the app bar, or a column in the menu. */
export type NavOrientation = 'row' | 'column';

/** A section of the navigation, the current one marked by a bar under it (row) or beside it (column). */
export const navItemSx = (active: boolean, orientation: NavOrientation): SxProps<Theme> => ({
  ...(orientation === 'row'
    ? // The row scrolls sideways when it is full; a title is never squeezed over its neighbour. In the words' own
      // case and close together, a broker's sections fit a 1366 px screen.
      { borderBottom: 3, whiteSpace: 'nowrap', flexShrink: 0, textTransform: 'none', px: 1 }
    : { borderLeft: 3, justifyContent: 'flex-start', textAlign: 'left', py: 1.25, px: 2 }),
  // After the border's width, which would otherwise reset its colour.
  borderColor: active ? 'primary.main' : 'transparent',
  borderRadius: 0,
  color: active ? 'primary.main' : 'text.primary',
  fontWeight: active ? 700 : 500,
});
