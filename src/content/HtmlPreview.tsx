import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SafeHtml } from './sanitize';

/** Staff's content forms (announcements, CMS pages): the HTML as members will see it, sanitised. */
export const HtmlPreview = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate('app.content_admin.preview')}
        </Typography>
        <SafeHtml html={html} sx={{ '& p': { my: 0.5 } }} />
      </CardContent>
    </Card>
  );
};
