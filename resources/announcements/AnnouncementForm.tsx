import { Box } from '@mui/material';
import { FormDataConsumer, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENT_ZONES, AnnouncementInputSchema } from 'schemas/contentAdmin';
import { zodResolver } from 'src/forms/zodResolver';
import { DanishMomentInput } from 'src/forms/DanishTextInput';
import { HtmlPreview } from 'src/content/HtmlPreview';

const resolver = zodResolver(AnnouncementInputSchema);

export const NEW_ANNOUNCEMENT = { zone: 'Member', type: 'info', content: '' };

/** A site announcement: zone, type, HTML content (previewed as members will see it) and active period. */
export const AnnouncementForm = () => (
  <SimpleForm resolver={resolver} noValidate sx={{ maxWidth: 760 }}>
    <SelectInput source="zone" choices={ANNOUNCEMENT_ZONES.map((id) => ({ id, name: `app.content_admin.zone.${id}` }))} />
    <SelectInput source="type" choices={ANNOUNCEMENT_TYPES.map((id) => ({ id, name: `app.content_admin.type.${id}` }))} />
    <TextInput source="content" multiline minRows={4} fullWidth helperText="app.content_admin.content_help" />
    <FormDataConsumer<{ content?: string }>>{({ formData }) => <HtmlPreview html={formData.content ?? ''} />}</FormDataConsumer>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <DanishMomentInput source="activeFrom" />
      <DanishMomentInput source="activeTo" />
    </Box>
  </SimpleForm>
);
