import { Chip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { DanishDateTimeField } from 'src/lib/DanishDateTimeField';
import { List } from 'src/layout/List';
import type { Announcement } from 'schemas/contentAdmin';
import { plainText } from 'src/content/sanitize';
import { ResourcePage } from 'src/content/ResourcePage';
import { WIDE_SCREEN_COLUMN } from 'src/layout/RecordCards';

/** The announcement's text without markup, cut short, for the list. */
const ContentText = () => {
  const record = useRecordContext<Announcement>();
  if (!record) return null;
  const text = plainText(record.content);
  return <>{text.length > 120 ? `${text.slice(0, 117)}…` : text}</>;
};

/** The zone or type in words (app.content_admin.zone.* and .type.*). */
const Translated = ({ source }: { source: 'zone' | 'type' }) => {
  const record = useRecordContext<Announcement>();
  const translate = useTranslate();
  return record ? <>{translate(`app.content_admin.${source}.${record[source]}`, { _: record[source] })}</> : null;
};

const CurrentField = () => {
  const record = useRecordContext<Announcement>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.current ? 'success' : 'default'}
      label={translate(record.current ? 'app.content_admin.current' : 'app.content_admin.not_current')}
    />
  );
};

/** Staff: every site announcement, also outside its active period. */
export const AnnouncementList = () => (
  <ResourcePage title="app.content_admin.nav_announcements">
    <List<Announcement> exporter={false} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<Announcement> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="zone" {...WIDE_SCREEN_COLUMN}>
          <Translated source="zone" />
        </DataTable.Col>
        <DataTable.Col source="type">
          <Translated source="type" />
        </DataTable.Col>
        <DataTable.Col source="content" disableSort>
          <ContentText />
        </DataTable.Col>
        <DataTable.Col source="activeFrom" {...WIDE_SCREEN_COLUMN}>
          <DanishDateTimeField source="activeFrom" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="activeTo" {...WIDE_SCREEN_COLUMN}>
          <DanishDateTimeField source="activeTo" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="current" disableSort>
          <CurrentField />
        </DataTable.Col>
      </DataTable>
    </List>
  </ResourcePage>
);
