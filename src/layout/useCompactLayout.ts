import { useMediaQuery, type Theme } from '@mui/material';

/**
 * True below the theme's md breakpoint (phones and small tablets): the navigation is a menu, the
 * announcements fold into one line, and lists show their records as cards rather than tables.
 * Measured on the first render (the theme's default), so a phone never draws the wide layout first.
 */
export const useCompactLayout = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
