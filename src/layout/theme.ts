import type { CheckboxOwnerState, Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { LOAD_ERROR_DEFAULTS } from './LoadError';

/**
 * react-admin's light theme made to meet WCAG 2.2 AA:
 * - colours dark enough that text, and white text on a coloured button or chip, has 4.5:1 against its
 *   background (MUI's defaults reach 3.1-4.4:1, e.g. the focused field label in #1976d2 on the filled
 *   field's grey);
 * - the empty-list message at full strength (react-admin fades it to 2.7:1);
 * - a checkbox's aria-label on its input: react-admin names the row checkboxes of its tables with an
 *   aria-label that MUI puts on the surrounding <span>, where it names nothing and is not allowed.
 * Besides, the bulk actions toolbar takes its own line above the table: react-admin slides it up over
 * the list's toolbar, which covers filters and buttons whenever that toolbar wraps onto more lines.
 * And nothing widens the page: a table wider than it scrolls sideways in a box of its own, and the
 * buttons above a list and the controls under a table wrap onto more lines.
 */
export const memberTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0', contrastText: '#fff' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
    warning: { main: '#b25400', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    success: { main: '#2e7d32', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    // Every list and record view shows a failed load as such, with a retry, never as an empty list.
    ...LOAD_ERROR_DEFAULTS,
    // Every media query (ours and react-admin's) is read on the first render: otherwise it answers "no"
    // first and renders again once mounted, so a phone built the wide layout's parts and then its own.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    // A lighter toolbar than react-admin's grey[300], so coloured text buttons on it keep 4.5:1.
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: '#f5f5f5' } },
    },
    MuiTableCell: {
      styleOverrides: {
        // Narrower gutters on a small screen, so a table of a few columns fits a phone.
        root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) } }),
      },
    },
    MuiTablePagination: {
      styleOverrides: { toolbar: { flexWrap: 'wrap' } },
    },
    RaTopToolbar: {
      styleOverrides: { root: { flexWrap: 'wrap' } },
    },
    RaListToolbar: {
      // The filters and the list's buttons share a row while they fit, and wrap rather than widen the page.
      styleOverrides: { root: { flexWrap: 'wrap', columnGap: 16 } },
    },
    RaList: {
      ...LOAD_ERROR_DEFAULTS.RaList,
      // The list's column is a flex item: without this it grows to a wide table's width and pushes the
      // page past the window, where the table should scroll in its own box.
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } },
    },
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          // An e-mail address or a path breaks, rather than pushing the last column out.
          [theme.breakpoints.down('md')]: { '& td': { overflowWrap: 'anywhere' } },
        }),
      },
    },
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          '& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
          // Folded away while nothing is selected: its buttons are then neither seen nor reached by Tab.
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
        },
      },
    },
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxOwnerState) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
};
