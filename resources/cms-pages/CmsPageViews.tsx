import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CmsPageInputSchema, type CmsPageRecord } from 'schemas/contentAdmin';
import { zodResolver } from 'src/validation/zodResolver';
import { SafeHtml } from 'src/content/sanitize';
import { ResourcePage } from 'src/content/ResourcePage';

const resolver = zodResolver(CmsPageInputSchema);

/** The title indented by the page's depth, so the list sorted by path reads as the tree. */
const TreeTitle = () => {
  const record = useRecordContext<CmsPageRecord>();
  if (!record) return null;
  return (
    <Box sx={{ pl: record.depth * 3, fontWeight: record.depth === 0 ? 700 : 400 }}>
      {record.depth > 0 ? '└ ' : ''}
      {record.title}
    </Box>
  );
};

const OnlineField = () => {
  const record = useRecordContext<CmsPageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={record.online ? 'success' : 'default'} label={translate(record.online ? 'ra.boolean.true' : 'ra.boolean.false')} />;
};

/** Staff: every CMS page, online or not, as the tree (sorted by path). */
export const CmsPageList = () => (
  <ResourcePage title="app.content_admin.nav_cms_pages">
    <List<CmsPageRecord> exporter={false} sort={{ field: 'path', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn />]} perPage={50}>
      <DataTable<CmsPageRecord> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title">
          <TreeTitle />
        </DataTable.Col>
        <DataTable.Col source="path" />
        <DataTable.Col source="position" />
        <DataTable.Col source="online" disableSort>
          <OnlineField />
        </DataTable.Col>
      </DataTable>
    </List>
  </ResourcePage>
);

const Preview = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate('app.content_admin.preview')}
        </Typography>
        <SafeHtml html={html} />
      </CardContent>
    </Card>
  );
};

/** A CMS page: where it sits in the tree, its path segment, title, HTML content and whether it is online. */
const CmsPageForm = () => {
  const translate = useTranslate();
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 900 }}>
      <ReferenceInput source="parentId" reference="cms-pages" sort={{ field: 'path', order: 'ASC' }} perPage={100}>
        <AutocompleteInput optionText="path" filterToQuery={(q: string) => ({ q })} emptyText={translate('app.content_admin.root')} />
      </ReferenceInput>
      <TextInput source="pathNode" />
      <TextInput source="title" fullWidth />
      <TextInput source="content" multiline minRows={8} fullWidth helperText="app.content_admin.content_help" />
      <FormDataConsumer<{ content?: string }>>{({ formData }) => <Preview html={formData.content ?? ''} />}</FormDataConsumer>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <NumberInput source="position" min={0} max={999} />
        <BooleanInput source="online" />
      </Box>
    </SimpleForm>
  );
};

export const CmsPageCreate = () => (
  <ResourcePage title="app.content_admin.new_page">
    <Create redirect="list" record={{ parentId: 1, content: '', online: true, position: 0 }}>
      <CmsPageForm />
    </Create>
  </ResourcePage>
);

export const CmsPageEdit = () => (
  <ResourcePage title="app.content_admin.edit_page">
    <Edit mutationMode="pessimistic" redirect="list">
      <CmsPageForm />
    </Edit>
  </ResourcePage>
);
