import { Alert, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  DataTable,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { List } from 'src/layout/List';
import type { JobFailure, OutboxMail } from 'schemas/contentAdmin';
import { SafeHtml } from 'src/content/sanitize';
import { ResourcePage } from 'src/content/ResourcePage';
import { WIDE_SCREEN_COLUMN } from 'src/layout/RecordCards';
import { DanishDateTimeField } from 'src/lib/DanishDateTimeField';
import { danishDateTimeOf } from 'schemas/dates';

const SentField = () => {
  const record = useRecordContext<OutboxMail>();
  const translate = useTranslate();
  if (!record) return null;
  return record.sentAt ? (
    <DanishDateTimeField source="sentAt" />
  ) : (
    <Chip
      size="small"
      color={record.lastError ? 'warning' : 'default'}
      label={translate(record.lastError ? 'app.content_admin.failed' : 'app.content_admin.unsent')}
    />
  );
};

/** The mail server's own answer to the last attempt, quoted as it came (usually English, as SMTP servers answer). */
const MailServerAnswer = ({ source = 'lastError' }: { source?: 'lastError' }) => {
  const answer = useRecordContext<OutboxMail>()?.[source];
  if (!answer) return <>–</>;
  return (
    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {answer}
    </Typography>
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="to" source="to" />,
  <SelectInput
    key="sent"
    source="sent"
    choices={[
      { id: 'true', name: 'app.content_admin.sent' },
      { id: 'false', name: 'app.content_admin.unsent' },
    ]}
  />,
];

const Help = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      {translate('app.content_admin.outbox_help')}
    </Alert>
  );
};

/** The latest failed attempts of background jobs, with their errors; nothing when there are none. */
const JobFailures = () => {
  const translate = useTranslate();
  const { data } = useGetList<JobFailure>('job-failures', { pagination: { page: 1, perPage: 10 } });
  if (!data || data.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.content_admin.job_failures')}
        </Typography>
        <Table size="small" aria-label={translate('app.content_admin.job_failures')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.job-failures.fields.createdAt')}</TableCell>
              <TableCell>{translate('resources.job-failures.fields.job')}</TableCell>
              <TableCell>{translate('resources.job-failures.fields.attempt')}</TableCell>
              <TableCell>{translate('resources.job-failures.fields.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((failure) => (
              <TableRow key={failure.id}>
                <TableCell>{danishDateTimeOf(failure.createdAt)}</TableCell>
                <TableCell>{translate(`app.content_admin.job.${failure.job}`, { _: failure.job })}</TableCell>
                <TableCell>
                  {failure.attempt}
                  {failure.willRetry ? ` (${translate('app.content_admin.will_retry')})` : ` (${translate('app.content_admin.given_up')})`}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{failure.error}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** Staff: the mail outbox, newest first; without SMTP_URL this is where mail stays. */
export const OutboxMailList = () => (
  <ResourcePage title="app.content_admin.nav_outbox">
    <Help />
    <JobFailures />
    <List<OutboxMail> exporter={false} sort={{ field: 'id', order: 'DESC' }} filters={filters}>
      <DataTable<OutboxMail> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" {...WIDE_SCREEN_COLUMN}>
          <DanishDateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="sentAt">
          <SentField />
        </DataTable.Col>
        <DataTable.Col source="attempts" {...WIDE_SCREEN_COLUMN} />
        <DataTable.Col source="lastError" {...WIDE_SCREEN_COLUMN}>
          <MailServerAnswer />
        </DataTable.Col>
      </DataTable>
    </List>
  </ResourcePage>
);

const Html = () => {
  const record = useRecordContext<OutboxMail>();
  const translate = useTranslate();
  if (!record?.html) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate('app.content_admin.preview')}
        </Typography>
        <SafeHtml html={record.html} />
      </CardContent>
    </Card>
  );
};

export const OutboxMailShow = () => (
  <ResourcePage title="app.content_admin.mail" width="narrow">
    <Show>
      <SimpleShowLayout>
        <TextField source="to" />
        <TextField source="subject" />
        <DanishDateTimeField source="createdAt" />
        <DanishDateTimeField source="sentAt" emptyText="–" />
        <NumberField source="attempts" />
        <MailServerAnswer source="lastError" />
        <TextField source="body" sx={{ whiteSpace: 'pre-wrap', display: 'block' }} />
        <Html />
      </SimpleShowLayout>
    </Show>
  </ResourcePage>
);
