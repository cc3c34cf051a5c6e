import type { CSSProperties } from 'react';

/** How the navigation's sections are laid out: a row under the app bar, or a column in the menu. */
export type NavOrientation = 'row' | 'column';

const ROW: CSSProperties = {
  // The row scrolls sideways when it is full; a title is never squeezed over its neighbour. In the words' own
  // case and close together, a broker's sections fit a 1366 px screen.
  borderBottom: '3px solid',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  textTransform: 'none',
  paddingLeft: 8,
  paddingRight: 8,
};
const COLUMN: CSSProperties = { borderLeft: '3px solid', justifyContent: 'flex-start', textAlign: 'left', padding: '10px 16px' };

/** The theme's primary colour and text colour (src/layout/theme.ts). */
const state = (active: boolean): CSSProperties => ({
  // After the border's width, which would otherwise reset its colour.
  borderColor: active ? '#1565c0' : 'transparent',
  borderRadius: 0,
  color: active ? '#1565c0' : 'rgba(0, 0, 0, 0.87)',
  fontWeight: active ? 700 : 500,
});

// Constant inline styles: the navigation's many buttons render with no style work of their own.
const STYLES = {
  row: [
    { ...ROW, ...state(false) },
    { ...ROW, ...state(true) },
  ],
  column: [
    { ...COLUMN, ...state(false) },
    { ...COLUMN, ...state(true) },
  ],
} as const;

/** A section of the navigation, the current one marked by a bar under it (row) or beside it (column). */
export const navItemStyle = (active: boolean, orientation: NavOrientation): CSSProperties => STYLES[orientation][active ? 1 : 0];
