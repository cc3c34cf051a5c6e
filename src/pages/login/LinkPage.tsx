import { useEffect, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The frame of a page a mailed link opens without a login: its title, in the tab too, over one centred card. */
export const LinkPage = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();

  useEffect(() => {
    document.title = `${title} · ${translate('app.title')}`;
  }, [title, translate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: { xs: 'start center', sm: 'center' }, bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
