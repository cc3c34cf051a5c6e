import { Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Page } from '../layout/Page';

/** SPEC 2: any unmatched path. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <Page title={translate('app.not_found.title')} width="narrow">
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{translate('app.not_found.text')}</Typography>
          <Button component={Link} to="/" variant="contained">
            {translate('app.not_found.home')}
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
};
