import { useEffect, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useAreaTitle } from './areaTitle';

interface PageProps {
  /** The page's heading, already translated. */
  title: string;
  /** Shown under the heading. */
  subtitle?: ReactNode;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  /** 'narrow' for forms and messages, 'wide' for tables, 'full' for a table with many columns. */
  width?: 'narrow' | 'wide' | 'full';
  children: ReactNode;
}

const MAX_WIDTH = { narrow: 760, wide: 1200, full: 'none' } as const;

/** The frame of our own pages: one h1 heading, its actions, and the content at a readable width. */
export const Page = ({ title, subtitle, actions, width = 'wide', children }: PageProps) => {
  const area = useAreaTitle();
  useEffect(() => {
    document.title = `${title} · ${area}`;
  }, [title, area]);
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: MAX_WIDTH[width], mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
};
