import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, FormDataConsumer, NumberInput, ReferenceInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { CmsPageInputSchema } from 'schemas/contentAdmin';
import { zodResolver } from 'src/forms/zodResolver';
import { HtmlPreview } from 'src/content/HtmlPreview';

const resolver = zodResolver(CmsPageInputSchema);

/** A CMS page: where it sits in the tree, its path segment, title, HTML content and whether it is online. */
export const CmsPageForm = () => {
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} noValidate sx={{ maxWidth: 900 }}>
      <ReferenceInput source="parentId" reference="cms-pages" sort={{ field: 'path', order: 'ASC' }} perPage={100}>
        <AutocompleteInput optionText="path" filterToQuery={(q: string) => ({ q })} emptyText={translate('app.content_admin.root')} />
      </ReferenceInput>
      <TextInput source="pathNode" />
      <TextInput source="title" fullWidth />
      <TextInput source="content" multiline minRows={8} fullWidth helperText="app.content_admin.content_help" />
      <FormDataConsumer<{ content?: string }>>{({ formData }) => <HtmlPreview html={formData.content ?? ''} />}</FormDataConsumer>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <NumberInput source="position" min={0} max={999} />
        <BooleanInput source="online" />
      </Box>
    </SimpleForm>
  );
};
