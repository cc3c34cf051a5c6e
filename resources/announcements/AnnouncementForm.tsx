import { Box, Card, CardContent, Typography } from '@mui/material';
import { DateTimeInput, FormDataConsumer, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENT_ZONES, AnnouncementInputSchema } from 'schemas/contentAdmin';
import { zodResolver } from 'src/validation/zodResolver';
import { SafeHtml } from 'src/content/sanitize';

const resolver = zodResolver(AnnouncementInputSchema);

/** The input's local date and time as an instant, as the API takes it; empty is none. */
const toInstant = (value: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

export const NEW_ANNOUNCEMENT = { zone: 'Member', type: 'info', content: '' };

const Preview = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate('app.content_admin.preview')}
        </Typography>
        <Box sx={{ '& p': { my: 0.5 } }}>
          <SafeHtml html={html} />
        </Box>
      </CardContent>
    </Card>
  );
};

/** A site announcement: zone, type, HTML content (previewed as members will see it) and active period. */
export const AnnouncementForm = () => (
  <SimpleForm resolver={resolver} sx={{ maxWidth: 760 }}>
    <SelectInput source="zone" choices={ANNOUNCEMENT_ZONES.map((id) => ({ id, name: `app.content_admin.zone.${id}` }))} />
    <SelectInput source="type" choices={ANNOUNCEMENT_TYPES.map((id) => ({ id, name: `app.content_admin.type.${id}` }))} />
    <TextInput source="content" multiline minRows={4} fullWidth helperText="app.content_admin.content_help" />
    <FormDataConsumer<{ content?: string }>>{({ formData }) => <Preview html={formData.content ?? ''} />}</FormDataConsumer>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DateTimeInput source="activeFrom" parse={toInstant} />
      <DateTimeInput source="activeTo" parse={toInstant} />
    </Box>
  </SimpleForm>
);
