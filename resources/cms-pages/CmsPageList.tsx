import { Box, Chip } from '@mui/material';
import { DataTable, SearchInput, useRecordContext, useTranslate } from 'react-admin';
import { List } from 'src/layout/List';
import type { CmsPageRecord } from 'schemas/contentAdmin';
import { ResourcePage } from 'src/content/ResourcePage';
import { WIDE_SCREEN_COLUMN } from 'src/layout/RecordCards';

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
        <DataTable.Col source="path" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="position" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="online" disableSort>
          <OnlineField />
        </DataTable.Col>
      </DataTable>
    </List>
  </ResourcePage>
);
