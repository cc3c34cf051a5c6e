import type { CheckboxOwnerState } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme made to meet WCAG 2.2 AA:
 * - colours dark enough that text, and white text on a coloured button or chip, has 4.5:1 against its
 *   background (MUI's defaults reach 3.1-4.4:1, e.g. the focused field label in #1976d2 on the filled
 *   field's grey);
 * - the empty-list message at full strength (react-admin fades it to 2.7:1);
 * - a checkbox's aria-label on its input: react-admin names the row checkboxes of its tables with an
 *   aria-label that MUI puts on the surrounding <span>, where it names nothing and is not allowed.
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
    // A lighter toolbar than react-admin's grey[300], so coloured text buttons on it keep 4.5:1.
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: '#f5f5f5' } },
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
