import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * MUI's own texts in the UI's language: the buttons of an autocomplete (clear, open, close), its empty and
 * loading lines, an alert's close button and a table's page buttons ('Go to next page') are English
 * unless told otherwise, and screen readers read them out.
 */
export const LocalizedMui = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const theme = useMemo(() => {
    const close = translate('ra.action.close');
    return (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            clearText: translate('ra.action.clear_input_value'),
            openText: translate('ra.action.open'),
            closeText: close,
            loadingText: translate('ra.page.loading'),
            noOptionsText: translate('app.autocomplete.no_options'),
          },
        },
        MuiAlert: {
          ...outer.components?.MuiAlert,
          defaultProps: { ...outer.components?.MuiAlert?.defaultProps, closeText: close },
        },
        // The page buttons' list, which MUI calls 'pagination navigation'.
        MuiPagination: {
          ...outer.components?.MuiPagination,
          defaultProps: { ...outer.components?.MuiPagination?.defaultProps, 'aria-label': translate('app.pagination') },
        },
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
            labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
            getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
          },
        },
      },
    });
  }, [translate]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
